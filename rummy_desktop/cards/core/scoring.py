"""What cards are worth in each game (CARD_RULES.md sections 4-6).

Three scales: the opening value of Rummy 30/51 (ace 11, or 1 before a 2),
the card points of 500 Rum (ace 15, or 5 in a low run), and basic Rummy's
payment (ace 1). A joker on the table counts as the card it stands for,
except in 500 Rum where by default it keeps its own points.
"""

from __future__ import annotations

from collections.abc import Iterable

from rummy_desktop.cards.core.cards import ACE, Card, Face
from rummy_desktop.cards.core.melds import Meld, MeldKind
from rummy_desktop.cards.core.rules import CardRules, Scoring

TEN = 10


def opening_value(face: Face, low_ace: bool) -> int:
    """Rummy 30/51: 2-10 their number, J Q K 10, ace 11 (1 when it stands before a 2)."""
    if face.rank == ACE:
        return 1 if low_ace else 11
    return min(face.rank, TEN)


def payment_value(face: Face, rules: CardRules) -> int:
    """Basic Rummy: ace 1, 2-10 their number, J Q K 10; a joker in hand its points."""
    if face.is_joker:
        return rules.joker_points
    return min(face.rank, TEN)


def rum500_value(face: Face, low_ace: bool, rules: CardRules) -> int:
    """500 Rum: ace 15 (5 in a low run), 2-9 5, 10 J Q K 10, a joker 15 (its points)."""
    if face.is_joker:
        return rules.joker_points
    if face.rank == ACE:
        return 5 if low_ace else 15
    return 5 if face.rank < TEN else TEN


def penalty_value(face: Face, rules: CardRules) -> int:
    """Rummy 30/51 cards left in hand: 2-10 their number, J Q K 10, ace 11, joker 20."""
    if face.is_joker:
        return rules.joker_points
    return opening_value(face, low_ace=False)


def hand_value(cards: Iterable[Card], rules: CardRules) -> int:
    """What the cards left in a hand cost in this game."""
    total = 0
    for card in cards:
        if rules.scoring is Scoring.PAYMENT:
            total += payment_value(card.face, rules)
        elif rules.scoring is Scoring.PENALTY:
            total += penalty_value(card.face, rules)
        else:
            total += rum500_value(card.face, False, rules)
    return total


def card_in_meld_value(meld: Meld, index: int, rules: CardRules) -> int:
    """One card of a meld on the scale of this game; a joker counts as its card but in 500 Rum."""
    face = meld.faces[index]
    low_ace = meld.kind is MeldKind.RUN and meld.places[index] == ACE
    if rules.scoring is Scoring.POINTS:
        if meld.cards[index].is_joker and not rules.joker_counts_as_card:
            return rules.joker_points
        return rum500_value(face, low_ace, rules)
    if rules.scoring is Scoring.PENALTY:
        return opening_value(face, low_ace)
    return payment_value(face, rules)


def opening_points(meld: Meld) -> int:
    """What a meld adds to an opening: always the opening values of Rummy 30/51.

    So an ``opening_points`` minimum set as a house rule in another game counts
    the way the rule book counts openings, whatever that game's scoring.
    """
    return sum(
        opening_value(face, meld.kind is MeldKind.RUN and place == ACE)
        for face, place in zip(meld.faces, meld.places, strict=True)
    )


def meld_value(meld: Meld, rules: CardRules) -> int:
    """The meld's worth in this game (the ``value`` of ``validate --game``)."""
    return sum(card_in_meld_value(meld, i, rules) for i in range(len(meld.cards)))
