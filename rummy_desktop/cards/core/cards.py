"""Playing cards, their identities and the notation of CARD_RULES.md section 1.

A card's *face* (rank and suit, or joker) is what melds care about; its
*copy* tells the two cards of a two-pack game apart, so the engine can prove
that no card is ever created, lost or duplicated.

>>> format_faces(parse_faces("as 7h * td"))
'AS 7H * TD'
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from rummy_desktop.core.errors import InvalidNotation

RANK_LETTERS: Final = "A23456789TJQK"
"""Rank 1 (ace) to 13 (king), one letter each."""

ACE: Final = 1
KING: Final = 13
HIGH_ACE: Final = 14
"""The place of an ace at the top of a run (``Q K A``)."""


class Suit(StrEnum):
    """The four suits by their notation letters, in the order the engine names them."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"


class InvalidCard(InvalidNotation):
    """A token that is not a card: the message names the token."""


@dataclass(frozen=True, slots=True)
class Face:
    """What a card shows: a rank 1..13 and a suit, or a joker (rank 0, no suit)."""

    rank: int
    suit: Suit | None

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    def __str__(self) -> str:
        if self.suit is None:
            return "*"
        return RANK_LETTERS[self.rank - 1] + self.suit.value

    def sort_key(self) -> tuple[int, int]:
        """Suit first, then rank; jokers last."""
        if self.suit is None:
            return (len(Suit), 0)
        return (list(Suit).index(self.suit), self.rank)


JOKER_FACE: Final = Face(0, None)


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card: its face and which copy of that face it is (0 or 1, jokers 0..)."""

    face: Face
    copy: int = 0

    @property
    def is_joker(self) -> bool:
        return self.face.suit is None

    @property
    def rank(self) -> int:
        return self.face.rank

    @property
    def suit(self) -> Suit | None:
        return self.face.suit

    def __str__(self) -> str:
        return str(self.face)

    def __repr__(self) -> str:
        return f"Card({str(self.face)!r}, {self.copy})"


def parse_face(token: str) -> Face:
    """One card in notation (``AS``, ``td``, ``*``).

    Raises:
        InvalidCard: the token is not a card; the message names it.
    """
    text = token.strip().upper()
    if text == "*":
        return JOKER_FACE
    if len(text) != 2:
        raise InvalidCard(token, "a card is a rank (A 2-9 T J Q K) and a suit (C D H S), or *")
    rank_letter, suit_letter = text[0], text[1]
    if rank_letter not in RANK_LETTERS:
        raise InvalidCard(token, f"{rank_letter!r} is no rank (A 2-9 T J Q K)")
    try:
        suit = Suit(suit_letter)
    except ValueError:
        raise InvalidCard(token, f"{suit_letter!r} is no suit (C D H S)") from None
    return Face(RANK_LETTERS.index(rank_letter) + 1, suit)


def parse_faces(text: str) -> list[Face]:
    """Cards separated by spaces, e.g. a meld as laid out."""
    return [parse_face(token) for token in text.split()]


def format_faces(faces: Iterable[Face | Card]) -> str:
    return " ".join(str(face) for face in faces)


def make_pack(packs: int, jokers: int) -> tuple[Card, ...]:
    """Every card of a game: ``packs`` copies of the 52 faces and ``jokers`` jokers."""
    faces = [Face(rank, suit) for suit in Suit for rank in range(ACE, KING + 1)]
    cards = [Card(face, copy) for copy in range(packs) for face in faces]
    cards.extend(Card(JOKER_FACE, copy) for copy in range(jokers))
    return tuple(cards)


def shuffled(cards: Sequence[Card], seed: int) -> list[Card]:
    """The cards in an order fixed by ``seed``: the same seed deals the same game."""
    order = list(cards)
    random.Random(seed).shuffle(order)
    return order


def cards_for_faces(faces: Sequence[Face], among: Sequence[Card]) -> list[Card] | None:
    """Cards of ``among`` showing ``faces`` (copies in order), or None if one is missing."""
    left = list(among)
    chosen: list[Card] = []
    for face in faces:
        match = next((card for card in left if card.face == face), None)
        if match is None:
            return None
        left.remove(match)
        chosen.append(match)
    return chosen
