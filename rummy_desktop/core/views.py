"""What one seat may see (OpenSpiel's observers, python-chess's honesty).

A computer player is handed a :class:`PlayerView` and nothing else, so it
cannot cheat: other racks appear only as their sizes, the pool only as its
size, and the log holds only what everyone at the table saw.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import StrEnum

from rummy_desktop.core.discard import previous_seat
from rummy_desktop.core.rules import PlayDirection, RuleSet
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import KIND_COUNT, Tile


class EventKind(StrEnum):
    DRAW = "draw"
    PASS = "pass"
    PLAY = "play"
    PENALTY = "penalty"
    TAKE = "take"
    """Draw and discard: a stack's top tile was taken (``played`` names it)."""
    DISCARD = "discard"
    """Draw and discard: a tile was discarded (``played`` names it)."""


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
    melds: tuple[tuple[Tile, ...], ...] = ()
    """A play: every meld holding a played tile, as the play left it."""
    won: tuple[Tile, ...] = ()
    """A play: the jokers it won from the table (taken to the rack or given a
    new place in a meld), told as a player at a real table sees it."""


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
    stacks: tuple[tuple[Tile, ...], ...] = ()
    """Draw and discard: every seat's face-up stack, bottom first (everyone sees them)."""
    taken: bool = False
    """Draw and discard: this seat is on turn and has taken the pool's top tile."""
    can_draw: bool = False
    """Whether this seat may draw now (draw and discard: take the pool's top), from the state."""
    can_pass: bool = False
    """Whether this seat may pass now (its turn, nothing it may draw), from the state."""

    @property
    def players(self) -> int:
        return len(self.rack_sizes)

    @property
    def stack_seat(self) -> int:
        """The seat whose stack top this seat may take (the one playing before it)."""
        return previous_seat(self.seat, self.players, self.rules.play_direction)

    @property
    def next_seat(self) -> int:
        """The seat playing after this one: the one that may take this seat's stack top."""
        return previous_seat(self.seat, self.players, _reverse(self.rules.play_direction))

    def stack_top(self) -> Tile | None:
        """The stack tile this seat may take now (draw and discard, before taking)."""
        if not self.rules.draw_and_discard or self.taken or self.current != self.seat:
            return None
        stack = self.stacks[self.stack_seat] if self.stacks else ()
        return stack[-1] if stack else None

    @property
    def has_melded(self) -> bool:
        return self.melded[self.seat]

    def unseen_kinds(self) -> Counter[int]:
        """How many tiles of each kind this seat has not seen (pool and other racks)."""
        unseen: Counter[int] = Counter({k: 2 for k in range(KIND_COUNT)})
        for t in (*self.rack, *self.table.tiles(), *(t for s in self.stacks for t in s)):
            unseen[t.kind] -= 1
        return +unseen


def _reverse(direction: PlayDirection) -> PlayDirection:
    if direction is PlayDirection.CLOCKWISE:
        return PlayDirection.COUNTER_CLOCKWISE
    return PlayDirection.CLOCKWISE
