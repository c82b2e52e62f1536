"""CARD_RULES.md section 1: cards, notation, packs, seeded shuffles."""

from __future__ import annotations

from collections import Counter

import pytest

from rummy_desktop.cards.core.cards import (
    JOKER_FACE,
    Face,
    InvalidCard,
    Suit,
    format_faces,
    make_pack,
    parse_face,
    parse_faces,
    shuffled,
)
from rummy_desktop.core.errors import InvalidNotation, RummyError


def test_notation_is_case_insensitive_in_and_upper_case_out() -> None:
    assert format_faces(parse_faces("as 7h Td * kC")) == "AS 7H TD * KC"
    assert parse_face("AS") == Face(1, Suit.SPADES)
    assert parse_face("*") == JOKER_FACE


@pytest.mark.parametrize("token", ["1S", "10H", "AX", "A", "ASS", "**", "Z9"])
def test_a_bad_token_is_named(token: str) -> None:
    with pytest.raises(InvalidCard) as caught:
        parse_faces(f"AS {token} 2S")
    assert caught.value.token == token
    assert repr(token) in str(caught.value)
    assert isinstance(caught.value, InvalidNotation)
    assert isinstance(caught.value, RummyError)


def test_packs_hold_every_card_with_an_identity() -> None:
    one = make_pack(1, 0)
    two = make_pack(2, 4)
    assert len(one) == 52 and len(set(one)) == 52
    assert len(two) == 108 and len(set(two)) == 108
    faces = Counter(card.face for card in two)
    assert faces[JOKER_FACE] == 4
    assert all(count == 2 for face, count in faces.items() if face != JOKER_FACE)


def test_shuffles_are_seeded() -> None:
    pack = make_pack(1, 2)
    assert shuffled(pack, 7) == shuffled(pack, 7)
    assert shuffled(pack, 7) != shuffled(pack, 8)
    assert sorted(shuffled(pack, 7), key=repr) == sorted(pack, key=repr)
