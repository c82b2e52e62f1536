"""What a seat can do with its turn, as plain values.

Actions are what the game record stores and what computer players return.
A play carries the whole table as the player leaves it, so the referee can
judge it without knowing how the tiles got there, and a replay needs no
interactive history.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile


class PenaltyReason(StrEnum):
    INVALID_TURN = "invalid_turn"
    TIMER = "timer"


@dataclass(frozen=True, slots=True)
class Draw:
    """Take one tile from the pool; the turn ends."""


@dataclass(frozen=True, slots=True)
class Pass:
    """Do nothing; allowed only when the pool is empty."""


@dataclass(frozen=True, slots=True)
class Play:
    """Leave the table like this; the rack tiles on it are the ones played."""

    table: Table


@dataclass(frozen=True, slots=True)
class Penalty:
    """Every tile goes back to where it was and the player draws penalty tiles."""

    reason: PenaltyReason


@dataclass(frozen=True, slots=True)
class Discard:
    """Draw and discard (RULES.md section 8): leave the table like this and end the turn.

    The turn began with a :class:`Draw` (the pool's top tile) or, when
    ``from_stack`` is set, by taking the previous player's stack top, which
    must then stand on ``table`` in a new meld. Like a :class:`Play` the
    action carries the whole table, so the referee needs no history.

    Attributes:
        table: the table as the player leaves it; when the discard was added
            to a meld, it stands there.
        tile: the discarded rack tile: on ``table`` when it was added to a
            meld, else it goes onto the player's own stack. None only when
            the play emptied the rack.
        from_stack: the previous player's stack top was taken this turn.
    """

    table: Table
    tile: Tile | None
    from_stack: bool = False


@dataclass(frozen=True, slots=True)
class ArrangeRack:
    """A seat puts its rack in a new order; not a turn, allowed at any time."""

    seat: int
    order: tuple[Tile, ...]


TurnAction = Draw | Pass | Play | Penalty | Discard
Action = TurnAction | ArrangeRack
