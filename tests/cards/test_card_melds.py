"""CARD_RULES.md section 2: sets, runs, the ace, the corner, jokers and their fixed cards."""

from __future__ import annotations

import pytest

from rummy_desktop.cards.core.cards import Suit, format_faces
from rummy_desktop.cards.core.melds import InvalidMeld, MeldKind, cards_of, extended, judge_meld


def judge(text: str, max_jokers: int = 2) -> tuple[MeldKind, str]:
    meld = judge_meld(cards_of(text), max_jokers)
    return meld.kind, format_faces(meld.faces)


@pytest.mark.parametrize(
    ("text", "kind", "faces"),
    [
        ("7C 7D 7H", MeldKind.SET, "7C 7D 7H"),
        ("7C 7D 7H 7S", MeldKind.SET, "7C 7D 7H 7S"),
        ("AS 2S 3S", MeldKind.RUN, "AS 2S 3S"),
        ("QS KS AS", MeldKind.RUN, "QS KS AS"),
        ("* 2S 3S", MeldKind.RUN, "AS 2S 3S"),
        ("QH * AH", MeldKind.RUN, "QH KH AH"),
        ("7C 7D *", MeldKind.SET, "7C 7D 7H"),
        (
            "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
            MeldKind.RUN,
            "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
        ),
    ],
)
def test_valid_melds(text: str, kind: MeldKind, faces: str) -> None:
    assert judge(text) == (kind, faces)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("KS AS 2S", "corner"),
        ("QS KS AS 2S", "corner"),
        ("KS * 2S", "follow"),
        ("7C 7D", "at least 3"),
        ("7C 7C 7D", "same suit"),
        ("7C 7D 7H 7S 7C", "at most 4"),
        ("5H 6H 8H", "follow"),
        ("5H 6S 7H", "neither"),
        ("* * *", "not a joker"),
        ("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS *", "never further"),
    ],
)
def test_invalid_melds_say_why(text: str, why: str) -> None:
    with pytest.raises(InvalidMeld, match=why):
        judge(text, max_jokers=3)


def test_an_ace_is_low_or_high_but_not_both() -> None:
    with pytest.raises(InvalidMeld):
        judge("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS")


def test_max_jokers_per_meld() -> None:
    assert judge("7C * *", max_jokers=2)[0] is MeldKind.RUN
    with pytest.raises(InvalidMeld, match="only one joker"):
        judge("7C * *", max_jokers=1)


def test_a_set_joker_stands_for_the_named_suit_or_the_first_free_one() -> None:
    named = judge_meld(cards_of("7C 7H *"), 1, joker_suits=(Suit.SPADES,))
    assert format_faces(named.faces) == "7C 7H 7S"
    assert format_faces(judge_meld(cards_of("7C 7H *"), 1).faces) == "7C 7H 7D"
    with pytest.raises(InvalidMeld, match="already in the set"):
        judge_meld(cards_of("7C 7H *"), 1, joker_suits=(Suit.HEARTS,))


def test_a_jokers_card_never_changes_when_the_run_grows() -> None:
    run = judge_meld(cards_of("5H * 7H"), 1)
    assert format_faces(run.faces) == "5H 6H 7H"
    longer = extended(run, cards_of("4H"), cards_of("8H"), 1)
    assert format_faces(longer.faces) == "4H 5H 6H 7H 8H"
    # The joker is 6H for good: a 6H laid off at an end cannot make it something else.
    with pytest.raises(InvalidMeld):
        extended(run, (), cards_of("6H"), 1)


def test_a_jokers_card_is_fixed_in_a_set_too() -> None:
    group = judge_meld(cards_of("9C 9D *"), 1, joker_suits=(Suit.SPADES,))
    with pytest.raises(InvalidMeld, match="same suit"):
        extended(group, (), cards_of("9S"), 1)
    assert format_faces(extended(group, (), cards_of("9H"), 1).faces) == "9C 9D 9S 9H"


def test_a_joker_at_the_top_of_a_run_ending_in_a_king_stands_for_the_ace() -> None:
    run = judge_meld(cards_of("JD QD KD *"), 2)
    assert format_faces(run.faces) == "JD QD KD AD"
    with pytest.raises(InvalidMeld):
        extended(run, (), cards_of("2D"), 2)
