"""RULES.md sections 3-7: every option of RuleSet and the six presets' values."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pytest

from rummy_desktop.core.rules import (
    RULE_PRESETS,
    GroupJokerRelease,
    InvalidRules,
    JokerRelease,
    JokerValueInInitial,
    MatchEnd,
    OptionKind,
    PlayDirection,
    PoolExhausted,
    RuleSet,
    StarterChoice,
    parse_option,
    preset,
)

# The table of RULES.md section 7, transcribed from the rule book (not the code):
# hand, initial meld, joker in initial, joker_release, meld locked, new-meld only,
# max tiles/turn, pool exhausted, joker penalty, timer.
SECTION_7 = {
    "classic": (14, 30, "represented", "replace_from_rack", True, False, None, "play_on", 30, 120),
    "rrrummy": (14, 30, "represented", "replace_from_rack", True, False, None, "play_on", 30, None),
    "tiles50": (14, 50, "represented", "replace_from_rack", True, True, None, "play_on", 30, None),
    "dutch": (14, 30, "represented", "replace_from_rack", False, False, None, "play_on", 30, None),
    "easy": (14, 30, "represented", "free", False, False, None, "play_on", 30, None),
    "online": (18, 30, "zero", "free", False, False, 12, "ends_on_last_draw", 25, None),
}


def test_there_are_exactly_the_six_presets() -> None:
    assert set(RULE_PRESETS) == set(SECTION_7)


@pytest.mark.parametrize("name", sorted(SECTION_7))
def test_preset_values_match_the_rule_book(name: str) -> None:
    r = preset(name)
    got = (
        r.hand_size,
        r.initial_meld_points,
        r.joker_value_in_initial_meld.value,
        r.joker_release.value,
        r.joker_meld_locked,
        r.released_joker_new_meld_only,
        r.max_tiles_per_turn,
        r.pool_exhausted.value,
        r.joker_penalty,
        r.turn_timer_seconds,
    )
    assert got == SECTION_7[name]
    assert r.preset == name
    assert r.house_rules() == {}


def test_classic_timer_penalty_is_three_tiles() -> None:
    assert preset("classic").penalty_tiles == 3


def test_rule_book_defaults() -> None:
    r = RuleSet()
    assert r.max_jokers_per_meld == 2
    assert r.initial_meld_points == 30
    assert r.group_joker_release is GroupJokerRelease.ONE_TILE
    assert r.play_direction is PlayDirection.CLOCKWISE
    assert r.invalid_turn_penalty is False  # the friendly default refuses
    assert r.penalty_tiles == 3
    assert r.joker_penalty == 30


# Every option with every value RULES.md names for it.
OPTION_VALUES: dict[str, list[Any]] = {
    "hand_size": [14, 18],
    "initial_meld_points": [30, 50],
    "joker_value_in_initial_meld": list(JokerValueInInitial),
    "joker_release": list(JokerRelease),
    "joker_meld_locked": [True, False],
    "released_joker_new_meld_only": [True, False],
    "group_joker_release": list(GroupJokerRelease),
    "max_jokers_per_meld": [1, 2],
    "max_tiles_per_turn": [None, 12],
    "pool_exhausted": list(PoolExhausted),
    "joker_penalty": [30, 25],
    "invalid_turn_penalty": [True, False],
    "penalty_tiles": [3],
    "turn_timer_seconds": [None, 20, 120],
    "hand_game_doubles": [True, False],
    "starter": list(StarterChoice),
    "play_direction": list(PlayDirection),
    "match_end": list(MatchEnd),
    "match_rounds": [1, 5],
    "match_target_score": [100, 500],
    "match_minutes": [30],
}


@pytest.mark.parametrize(
    ("option", "value"), [(k, v) for k, vs in OPTION_VALUES.items() for v in vs]
)
def test_every_option_can_be_set_one_by_one(option: str, value: Any) -> None:
    base = preset("rrrummy")
    changed = base.with_options(**{option: value})
    assert getattr(changed, option) == value
    assert changed.preset == "rrrummy"
    assert RuleSet.from_dict(changed.to_dict()) == changed
    if getattr(base, option) != value:
        assert option in changed.house_rules()


def test_enum_options_accept_their_rule_book_strings() -> None:
    r = RuleSet().with_options(joker_release="free", pool_exhausted="ends_on_last_draw")
    assert r.joker_release is JokerRelease.FREE
    assert r.pool_exhausted is PoolExhausted.ENDS_ON_LAST_DRAW
    assert RuleSet().with_options(joker_meld_locked="no").joker_meld_locked is False
    assert RuleSet().with_options(max_tiles_per_turn="off").max_tiles_per_turn is None


@pytest.mark.parametrize(
    "options",
    [
        {"max_jokers_per_meld": 3},
        {"max_jokers_per_meld": 0},
        {"turn_timer_seconds": 10},
        {"turn_timer_seconds": 121},
        {"joker_release": "sometimes"},
        {"no_such_option": 1},
        {"joker_meld_locked": "maybe"},
        {"hand_size": "many"},
        {"hand_size": True},
    ],
)
def test_bad_options_are_refused_with_a_named_error(options: dict[str, Any]) -> None:
    with pytest.raises(InvalidRules) as info:
        RuleSet().with_options(**options)
    assert isinstance(info.value, ValueError)


def test_an_unknown_preset_lists_the_names() -> None:
    with pytest.raises(InvalidRules, match="classic"):
        preset("chess")
    assert preset("ONLINE") == RULE_PRESETS["online"]


def test_a_rule_set_is_frozen() -> None:
    r = preset("classic")
    with pytest.raises(AttributeError):
        r.hand_size = 18  # type: ignore[misc]


# -- option descriptions and the one parser of NAME=VALUE ------------------
def test_every_option_of_a_rule_set_has_a_description() -> None:
    """The dialog and the command line are built from these: none may be missing."""
    fields = {f.name for f in dataclasses.fields(RuleSet)} - {"preset"}
    described = [info.name for info in RuleSet.options()]
    assert sorted(described) == sorted(fields)
    assert len(set(described)) == len(described)


def test_descriptions_are_complete_and_fit_the_presets() -> None:
    for info in RuleSet.options():
        assert info.label and info.label[0].isupper(), info.name
        if info.kind is OptionKind.CHOICE:
            assert info.choices and all(c.label for c in info.choices), info.name
        if info.kind is OptionKind.SWITCH:
            assert info.off, f"{info.name}: say what 'no' means"
        if info.kind is OptionKind.NUMBER:
            assert info.low <= info.high
            assert all(info.low <= n <= info.high for n in info.suggested), info.name
        for rules in RULE_PRESETS.values():
            value = getattr(rules, info.name)
            if info.kind is OptionKind.CHOICE:
                assert value in {c.value for c in info.choices}
            if info.kind is OptionKind.NUMBER:
                info.check(value)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("open_last_tile=yes", ("open_last_tile", True)),
        ("open_last_tile=on", ("open_last_tile", True)),
        ("open_last_tile=True", ("open_last_tile", True)),
        ("joker_meld_locked=no", ("joker_meld_locked", False)),
        ("joker_meld_locked=off", ("joker_meld_locked", False)),
        ("joker_meld_locked=false", ("joker_meld_locked", False)),
        ("max_tiles_per_turn=12", ("max_tiles_per_turn", 12)),
        ("max_tiles_per_turn=off", ("max_tiles_per_turn", None)),
        ("turn_timer_seconds=off", ("turn_timer_seconds", None)),
        ("joker_penalty=0", ("joker_penalty", 0)),
        ("joker_release=FREE", ("joker_release", JokerRelease.FREE)),
        (
            " pool_exhausted = ends_on_last_draw ",
            ("pool_exhausted", PoolExhausted.ENDS_ON_LAST_DRAW),
        ),
    ],
)
def test_parse_option_reads_rules_md_names_and_values(text: str, expected: object) -> None:
    assert parse_option(text) == expected


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("open_last_tile=maybe", "open_last_tile"),
        ("joker_penalty=101", "joker_penalty"),
        ("joker_penalty=-1", "joker_penalty"),
        ("hand_size=off", "hand_size"),
        ("turn_timer_seconds=10", "turn_timer_seconds"),
        ("max_jokers_per_meld=two", "max_jokers_per_meld"),
        ("joker_release=sometimes", "joker_release"),
        ("no_such_rule=1", "no_such_rule"),
        ("open_last_tile", "open_last_tile"),
        ("=yes", "NAME=VALUE"),
    ],
)
def test_parse_option_names_the_option_it_refuses(text: str, named: str) -> None:
    with pytest.raises(InvalidRules, match=re.escape(named)):
        parse_option(text)
