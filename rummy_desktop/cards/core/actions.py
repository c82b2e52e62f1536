"""Everything a player can do in a card game, one frozen value per action.

Cards are named by identity (:class:`Card` with its copy), so an action says
exactly which card moves; the referee checks that it is where the action
says.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rummy_desktop.cards.core.cards import Card, Suit


class Side(StrEnum):
    """Where laid-off cards go on a run: before its first card or after its last."""

    LOW = "low"
    HIGH = "high"


@dataclass(frozen=True, slots=True)
class DrawStock:
    """Take the top card of the stock (with the stock empty: what the game does then)."""


@dataclass(frozen=True, slots=True)
class TakePile:
    """Take the top ``count`` cards of the discard pile (more than one only in 500 Rum)."""

    count: int = 1


@dataclass(frozen=True, slots=True)
class GiveBack:
    """Put back the cards just taken from the pile, when they cannot be used, and draw anew."""


@dataclass(frozen=True, slots=True)
class LayMelds:
    """Lay new melds from the hand, each as laid out; an opening is all its melds at once.

    ``joker_suits`` names, per meld, the suits jokers in a set stand for.
    """

    melds: tuple[tuple[Card, ...], ...]
    joker_suits: tuple[tuple[Suit, ...], ...] = ()


@dataclass(frozen=True, slots=True)
class LayOff:
    """Add cards from the hand to meld ``meld`` (index on the table), at one end of a run."""

    meld: int
    cards: tuple[Card, ...]
    side: Side = Side.HIGH


@dataclass(frozen=True, slots=True)
class ExchangeJoker:
    """Put the card(s) a joker stands for in its place and take the joker into the hand."""

    meld: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Discard:
    """End the turn by putting a card from the hand on the discard pile."""

    card: Card


@dataclass(frozen=True, slots=True)
class ArrangeHand:
    """Put ``seat``'s hand in the player's own order; allowed at any time, to any seat.

    The order is the player's, never the engine's: it is kept as given and
    recorded, so a loaded game shows the hand as it was left.
    """

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class NextRound:
    """Deal the next round of the match after a round has ended."""


CardAction = (
    ArrangeHand
    | DrawStock
    | TakePile
    | GiveBack
    | LayMelds
    | LayOff
    | ExchangeJoker
    | Discard
    | NextRound
)
