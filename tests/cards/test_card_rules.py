"""CARD_RULES.md section 7: the four presets, every option described once and overridable."""

from __future__ import annotations

import dataclasses

import pytest

from rummy_desktop.cards.core.rules import (
    CARD_OPTION_INFO,
    CARD_OPTIONS,
    CARD_PRESETS,
    CardRules,
    GoingOut,
    PileTaking,
    Scoring,
    StockEmpty,
    card_preset,
)
from rummy_desktop.cards.core.state import new_card_game
from rummy_desktop.core.rules import InvalidRules, OptionKind


def test_every_option_is_described_once() -> None:
    fields = {f.name for f in dataclasses.fields(CardRules)} - {"preset", "edition"}
    assert set(CARD_OPTION_INFO) == fields
    assert len(CARD_OPTIONS) == len(fields)
    for info in CARD_OPTIONS:
        assert info.label
        if info.kind is OptionKind.CHOICE:
            assert info.choices


def test_the_presets_follow_the_rule_book() -> None:
    rummy, r30, r51, r500 = (CARD_PRESETS[n] for n in ("rummy", "rummy30", "rummy51", "rum500"))
    assert (rummy.jokers, rummy.pile_taking, rummy.scoring) == (0, PileTaking.TOP, Scoring.PAYMENT)
    assert rummy.target_score == 100 and rummy.stock_empty is StockEmpty.TURN_PILE
    assert (r30.opening_points, r51.opening_points) == (30, 51)
    assert r30.jokers == 4 and r30.max_jokers_per_meld == 1 and r30.max_added_per_run == 2
    assert r51.opening_needs_run and r51.opening_discard_not_joker and not r30.opening_needs_run
    assert r30.going_out is GoingOut.DISCARD and r30.elimination_points == 50
    assert r500.pile_taking is PileTaking.ANY_DEPTH and r500.target_score == 500
    assert r500.stock_empty is StockEmpty.ROUND_ENDS and r500.lay_off_before_opening


@pytest.mark.parametrize(
    ("game", "players", "hand", "cards"),
    [
        ("rummy", 2, 10, 52),
        ("rummy", 4, 7, 52),
        ("rummy", 6, 6, 104),
        ("rummy30", 3, 13, 108),
        ("rum500", 2, 13, 52),
        ("rum500", 4, 7, 52),
        ("rum500", 8, 7, 104),
    ],
)
def test_deals_by_number_of_players(game: str, players: int, hand: int, cards: int) -> None:
    match = new_card_game(card_preset(game), [f"P{i}" for i in range(players)], seed=3)
    assert all(len(seat.hand) == hand for seat in match.seats)
    assert len(match.pack) == cards and len(match.pile) == 1
    match.check_conservation()


def test_options_are_overridden_one_by_one_and_listed_as_house_rules() -> None:
    rules = card_preset("rummy51").with_options(elimination_points="101", jokers=2)
    assert rules.house_rules() == {"elimination_points": 101, "jokers": 2}
    assert rules.opening_points == 51


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"jokers": 9}, "jokers must be from 0 to 4"),
        ({"pile_taking": "all"}, "pile_taking must be one of"),
        ({"opening_needs_run": 3}, "yes or no"),
        ({"colour": 1}, "unknown card rule option 'colour'"),
        ({"hand_size": "many"}, "cannot read 'many'"),
    ],
)
def test_bad_options_are_named(options: dict[str, object], words: str) -> None:
    with pytest.raises(InvalidRules, match=words):
        card_preset("rummy").with_options(**options)


def test_unknown_game_and_wrong_number_of_players() -> None:
    with pytest.raises(InvalidRules, match="choose from rummy, rummy30, rummy51, rum500"):
        card_preset("canasta")
    with pytest.raises(InvalidRules, match="2 to 6 players"):
        new_card_game(card_preset("rummy30"), ["A"] * 7, seed=1)
