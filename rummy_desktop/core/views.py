"""What one seat may see (OpenSpiel's observers, python-chess's honesty).

A computer player is handed a :class:`PlayerView` and nothing else, so it
cannot cheat: other racks appear only as their sizes, the pool only as its
size, and the log holds only what everyone at the table saw.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import StrEnum

from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import KIND_COUNT, Tile


class EventKind(StrEnum):
    DRAW = "draw"
    PASS = "pass"
    PLAY = "play"
    PENALTY = "penalty"


@dataclass(frozen=True, slots=True)
class PublicEvent:
    """One turn as every player saw it: who, what, which tiles were laid down.

    A drawn tile is never named: only how many were drawn.
    """

    round_number: int
    turn: int
    seat: int
    kind: EventKind
    played: tuple[Tile, ...] = ()
    drawn: int = 0


@dataclass(frozen=True, slots=True)
class PlayerView:
    """Everything seat ``seat`` may know, as a frozen copy."""

    seat: int
    rules: RuleSet
    names: tuple[str, ...]
    rack: tuple[Tile, ...]
    table: Table
    rack_sizes: tuple[int, ...]
    melded: tuple[bool, ...]
    pool_size: int
    totals: tuple[int, ...]
    current: int
    round_number: int
    turn: int
    passes: int
    log: tuple[PublicEvent, ...]
    open_tile: Tile | None = None
    """The pool's last tile when it lies face up (option ``open_last_tile``)."""

    @property
    def players(self) -> int:
        return len(self.rack_sizes)

    @property
    def can_draw(self) -> bool:
        """Whether a tile may be drawn: the open last tile may not (only taken to go out)."""
        return self.pool_size > 0 and self.open_tile is None

    @property
    def has_melded(self) -> bool:
        return self.melded[self.seat]

    def unseen_kinds(self) -> Counter[int]:
        """How many tiles of each kind this seat has not seen (pool and other racks)."""
        unseen: Counter[int] = Counter({k: 2 for k in range(KIND_COUNT)})
        for t in (*self.rack, *self.table.tiles()):
            unseen[t.kind] -= 1
        return +unseen
