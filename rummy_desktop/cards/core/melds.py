"""Card melds of CARD_RULES.md section 2: sets and runs, jokers with fixed cards.

A run is judged as laid out, lowest card first. An ace is low before a 2 and
high after a king; a run never turns the corner (``K A 2``). Every joker gets
the card it stands for when it is laid and keeps it: laying off cards later
must fit the joker's card, never move it.

>>> judge_meld(cards_of("QS KS AS"), max_jokers=2).kind
<MeldKind.RUN: 'run'>
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from rummy_desktop.cards.core import wording as w
from rummy_desktop.cards.core.cards import (
    ACE,
    HIGH_ACE,
    KING,
    Card,
    Face,
    Suit,
    format_faces,
    parse_faces,
)
from rummy_desktop.core.errors import IllegalMove

MELD_INVALID: Final = "meld_invalid"
"""The refusal code of every meld that is no set or run (``codes.CardCode.MELD_INVALID``)."""


class MeldKind(StrEnum):
    RUN = "run"
    SET = "set"


class InvalidMeld(IllegalMove):
    """Cards that make no meld; the message says why."""


def _refuse(template: str, **args: str | int) -> InvalidMeld:
    words = w.phrase(template, **args)
    return InvalidMeld(str(words), words, MELD_INVALID)


@dataclass(frozen=True, slots=True)
class Meld:
    """A valid meld: its cards as laid out and the card each stands for.

    Attributes:
        places: for a run, each card's place 1..14 (an ace at the top is 14);
            for a set, the rank repeated.
    """

    kind: MeldKind
    cards: tuple[Card, ...]
    faces: tuple[Face, ...]
    places: tuple[int, ...]

    def __str__(self) -> str:
        return format_faces(self.cards)

    def joker_faces(self) -> dict[int, Face]:
        """The fixed card of every joker, by its position in the meld."""
        return {i: self.faces[i] for i, card in enumerate(self.cards) if card.is_joker}


def cards_of(text: str) -> tuple[Card, ...]:
    """Cards from notation, copy 0 each (the copy is for the table, not the meld)."""
    return tuple(Card(face) for face in parse_faces(text))


def judge_meld(
    cards: Sequence[Card],
    max_jokers: int,
    fixed: Mapping[int, Face] | None = None,
    joker_suits: Sequence[Suit] = (),
) -> Meld:
    """The meld these cards make, as laid out.

    Args:
        max_jokers: the game's ``max_jokers_per_meld``.
        fixed: cards already fixed for jokers at these positions (a meld being
            extended); they are treated as the cards they stand for.
        joker_suits: in a set, the suits named for the new jokers, in order;
            unnamed jokers take the first free suits.

    Raises:
        InvalidMeld: why the cards make no meld.
    """
    fixed = dict(fixed or {})
    if len(cards) < 3:
        raise _refuse(w.MELD_TOO_SHORT)
    jokers = sum(card.is_joker for card in cards)
    if jokers > max_jokers:
        if max_jokers == 1:  # "at most 1 jokers" reads badly
            raise _refuse(w.MELD_ONE_JOKER)
        raise _refuse(w.MELD_TOO_MANY_JOKERS, max=max_jokers)
    known = [
        fixed.get(i, card.face) for i, card in enumerate(cards) if not card.is_joker or i in fixed
    ]
    if not known:
        raise _refuse(w.MELD_ONLY_JOKERS)
    if len({face.rank for face in known}) == 1 and (len(known) > 1 or _looks_like_set(cards)):
        return _judge_set(cards, fixed, joker_suits)
    if len({face.suit for face in known}) == 1:
        return _judge_run_either_way(cards, fixed)
    raise _refuse(w.MELD_MIXED)


def _judge_run_either_way(cards: Sequence[Card], fixed: Mapping[int, Face]) -> Meld:
    """A run as laid out or, failing that, written high to low (CARD_RULES.md 8.7).

    A run written ``3S 2S AS`` is the run ``AS 2S 3S``: the meld is kept low
    to high, so a table shows it the one way; the reason given is that of the
    cards as laid out.
    """
    try:
        return _judge_run(cards, fixed)
    except InvalidMeld as as_laid:
        last = len(cards) - 1
        try:
            return _judge_run(cards[::-1], {last - i: face for i, face in fixed.items()})
        except InvalidMeld:
            raise as_laid from None


def _looks_like_set(cards: Sequence[Card]) -> bool:
    """One known card among jokers: a run if it can be one, else a set."""
    try:
        _judge_run(cards, {})
    except InvalidMeld:
        return True
    return False


def _judge_set(
    cards: Sequence[Card], fixed: Mapping[int, Face], joker_suits: Sequence[Suit]
) -> Meld:
    if len(cards) > len(Suit):
        raise _refuse(w.SET_TOO_LONG)
    faces: list[Face | None] = [
        fixed.get(i, None if card.is_joker else card.face) for i, card in enumerate(cards)
    ]
    rank = next(face.rank for face in faces if face is not None)
    taken = [face.suit for face in faces if face is not None]
    if len(set(taken)) < len(taken):
        doubles = [face for face in faces if face is not None and taken.count(face.suit) > 1]
        raise _refuse(w.SET_SAME_SUIT, cards=format_faces(doubles))
    named = list(joker_suits)
    for i, face in enumerate(faces):
        if face is not None:
            continue
        free = [suit for suit in Suit if suit not in taken]
        suit = named.pop(0) if named else free[0]
        if suit in taken:
            raise _refuse(w.SET_JOKER_SUIT, card=str(Face(rank, suit)))
        taken.append(suit)
        faces[i] = Face(rank, suit)
    done = [face for face in faces if face is not None]
    return Meld(MeldKind.SET, tuple(cards), tuple(done), tuple(rank for _ in cards))


def _fits(face: Face, place: int) -> bool:
    return face.rank == place or (face.rank == ACE and place == HIGH_ACE)


def _judge_run(cards: Sequence[Card], fixed: Mapping[int, Face]) -> Meld:
    known = {
        i: fixed.get(i, card.face)
        for i, card in enumerate(cards)
        if not card.is_joker or i in fixed
    }
    suit = next(iter(known.values())).suit
    assert suit is not None
    if len(cards) > KING:  # thirteen places at most: the ace is low or high, never both
        raise _refuse(w.RUN_OFF_END)
    for start in range(ACE, HIGH_ACE - len(cards) + 2):
        places = range(start, start + len(cards))
        if all(_fits(face, places[i]) for i, face in known.items()):
            faces = tuple(
                known.get(i, Face(ACE if place == HIGH_ACE else place, suit))
                for i, place in enumerate(places)
            )
            return Meld(MeldKind.RUN, tuple(cards), faces, tuple(places))
    ranks = [face.rank for face in known.values()]
    if KING in ranks and ACE in ranks and any(1 < r < KING for r in ranks):
        raise _refuse(w.RUN_CORNER, cards=format_faces(cards))
    if len(cards) > HIGH_ACE or _gap_free(known):
        raise _refuse(w.RUN_OFF_END)
    raise _refuse(w.RUN_GAP, cards=format_faces(cards))


def _gap_free(known: Mapping[int, Face]) -> bool:
    """The known cards follow one another, so the run only falls off an end."""
    items = sorted(known.items())
    first_i, first = items[0]
    return all(face.rank - first.rank == i - first_i for i, face in items)


def extended(meld: Meld, low: Sequence[Card], high: Sequence[Card], max_jokers: int) -> Meld:
    """``meld`` with cards added before and after it, its jokers' cards kept.

    Raises:
        InvalidMeld: the cards do not fit, or would change a joker's card.
    """
    fixed = {i + len(low): face for i, face in meld.joker_faces().items()}
    first: InvalidMeld | None = None
    for low_order, high_order in _orders(low, high):
        try:
            new = judge_meld([*low_order, *meld.cards, *high_order], max_jokers, fixed)
        except InvalidMeld as why:
            first = first or why
            continue
        if new.kind is not meld.kind or new.cards[len(low)] != meld.cards[0]:
            first = first or _refuse(w.MELD_MIXED)
            continue
        return new
    assert first is not None
    raise first


def _orders(
    low: Sequence[Card], high: Sequence[Card]
) -> list[tuple[Sequence[Card], Sequence[Card]]]:
    """The cards of each end as given, then written high to low (CARD_RULES.md 8.7)."""
    lows = [low, low[::-1]] if len(low) > 1 else [low]
    highs = [high, high[::-1]] if len(high) > 1 else [high]
    return [(a, b) for a in lows for b in highs]


def extended_at(meld: Meld, cards: Sequence[Card], low: bool, max_jokers: int) -> Meld | None:
    """``meld`` with ``cards`` added at its low end (or its high end), None when they do not fit."""
    try:
        return extended(meld, cards if low else (), () if low else cards, max_jokers)
    except InvalidMeld:
        return None


def fits(meld: Meld, card: Card, max_jokers: int) -> bool:
    """Whether ``card`` can be laid off on ``meld`` at either end."""
    return any(extended_at(meld, (card,), low, max_jokers) is not None for low in (True, False))
