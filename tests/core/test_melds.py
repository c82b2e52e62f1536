"""RULES.md section 2: runs, groups, jokers, values and normalisation."""

from __future__ import annotations

import pytest

from rummy_desktop.core.melds import MeldKind, arrange, check_meld
from rummy_desktop.core.tiles import format_kind, format_kinds, parse_kind, parse_kinds


def verdict(text: str, max_jokers: int = 2) -> tuple[str | None, int]:
    check = check_meld(parse_kinds(text), max_jokers)
    return (check.kind.value if check.kind else None), check.value


@pytest.mark.parametrize(
    ("meld", "value"),
    [
        ("R1 R2 R3", 6),
        ("K11 K12 K13", 36),
        ("B4 B5 B6 B7 B8 B9", 39),
        ("O1 O2 O3 O4 O5 O6 O7 O8 O9 O10 O11 O12 O13", 91),
    ],
)
def test_valid_runs(meld: str, value: int) -> None:
    assert verdict(meld) == ("run", value)


@pytest.mark.parametrize(
    "meld",
    [
        "R12 R13 R1",  # no wrap 13-1
        "R13 R1 R2",  # 1 only before 2
        "K13 K1 K2 K3",
        "R7 R5 R6",  # judged as laid out, never reordered
        "R5 R6 R8",
        "R5 B6 R7",  # one colour
        "R5 R6",  # at least three
        "R5 R6 R6 R7",
        "R3 R2 R1",  # ascending only
    ],
)
def test_invalid_runs(meld: str) -> None:
    assert verdict(meld)[0] is None


def test_wrap_is_named_in_the_reason() -> None:
    assert "13 to 1" in check_meld(parse_kinds("R12 R13 R1")).reason


@pytest.mark.parametrize(("meld", "value"), [("K7 B7 R7", 21), ("K7 B7 O7 R7", 28)])
def test_groups_of_three_and_four(meld: str, value: int) -> None:
    assert verdict(meld) == ("group", value)


@pytest.mark.parametrize(
    "meld",
    [
        "R4 R4 B4",  # the shipped bug: a duplicate colour accepted
        "K4 B4 R4 B4",
        "K4 B4 O4 R4 K4",  # five tiles
        "K4 B4 O4 R4 J",  # a fifth tile, even a joker
        "K4 B4 O5",
        "K4 B4",
    ],
)
def test_invalid_groups(meld: str) -> None:
    assert verdict(meld)[0] is None


def test_duplicate_colour_reason_names_the_tiles() -> None:
    # Tiles, not colour words: a theme may draw the canonical colours otherwise.
    reason = check_meld(parse_kinds("R4 R4 B4")).reason
    assert reason == "a group cannot hold two tiles of the same colour (R4 R4)"
    assert not check_meld(parse_kinds("R4 B4 J R4")).valid


@pytest.mark.parametrize(
    ("meld", "represents", "value"),
    [
        ("R5 J R7", ["R6"], 18),
        ("R5 R6 J", ["R7"], 18),
        ("J R6 R7", ["R5"], 18),
        ("J R2 R3", ["R1"], 6),
        ("R11 R12 J", ["R13"], 36),
        ("R5 J J R8", ["R6", "R7"], 26),
        ("J R5 J", ["R4", "R6"], 15),
        ("J J R3", ["R1", "R2"], 6),
        ("R5 J J", ["R6", "R7"], 18),
    ],
)
def test_a_joker_in_a_run_is_the_number_at_its_position(
    meld: str, represents: list[str], value: int
) -> None:
    check = check_meld(parse_kinds(meld))
    assert check.kind is MeldKind.RUN
    roles = [r for k, r in zip(check.kinds, check.roles, strict=True) if k == parse_kind("J")]
    assert [{format_kind(x) for x in r} for r in roles] == [{x} for x in represents]
    assert check.value == value


@pytest.mark.parametrize("meld", ["R12 R13 J", "J R1 R2", "J J R2", "R12 J J", "R13 J J J"])
def test_a_run_stays_inside_1_to_13_with_its_jokers(meld: str) -> None:
    check = check_meld(parse_kinds(meld))
    if meld.count("J") == 1:
        assert check.kind is None
    else:
        # One real tile and jokers that cannot be a run may still be a group.
        assert check.kind in (None, MeldKind.GROUP)


def test_r12_r13_j_is_invalid_as_laid_out_but_arranges_to_j_r12_r13() -> None:
    assert not check_meld(parse_kinds("R12 R13 J")).valid
    laid = arrange(parse_kinds("R12 R13 J"))
    assert laid is not None and format_kinds(laid) == "J R12 R13"
    assert check_meld(laid).value == 36


def test_a_joker_in_a_group_stands_for_any_missing_colour() -> None:
    check = check_meld(parse_kinds("K3 R3 J"))
    assert check.kind is MeldKind.GROUP
    assert {format_kind(k) for k in check.roles[2]} == {"B3", "O3"}
    assert check.value == 9
    four = check_meld(parse_kinds("K3 J R3 J"))
    assert four.kind is MeldKind.GROUP and four.value == 12


@pytest.mark.parametrize(
    ("meld", "kind", "value"),
    [
        ("R5 J J", "run", 18),  # a valid run as laid out: a run
        ("J R5 J", "run", 15),
        ("J J R5", "run", 12),
        ("R13 J J", "group", 39),  # not a run as laid out (14, 15): a group
        ("R12 J J", "group", 36),
        ("J J R1", "group", 3),
        ("J R1 J", "group", 3),
    ],
)
def test_one_real_tile_and_jokers_is_judged_as_run_first(meld: str, kind: str, value: int) -> None:
    assert verdict(meld) == (kind, value)


def test_max_jokers_per_meld_one_or_two() -> None:
    assert verdict("R5 J J", 2)[0] == "run"
    assert verdict("R5 J J", 1)[0] is None
    assert verdict("R5 J R7", 1)[0] == "run"
    assert verdict("K3 B3 J J", 1)[0] is None
    assert "only one joker" in check_meld(parse_kinds("R5 J J"), 1).reason
    assert "at most 2 jokers" in check_meld(parse_kinds("R5 J J J"), 2).reason


@pytest.mark.parametrize("meld", ["J J J", "J J", "J"])
def test_jokers_only_is_invalid(meld: str) -> None:
    check = check_meld(parse_kinds(meld))
    assert not check.valid


@pytest.mark.parametrize(
    "kinds",
    [
        [52, 52, 52, 0],
        [52] * 5 + [0, 1],
        [0, 52, 52, 52, 4],
        [52] * 10,
    ],
)
def test_more_than_two_jokers_never_crashes(kinds: list[int]) -> None:
    """The shipped crash: melds and sets with more jokers than exist judge cleanly."""
    for limit in (1, 2):
        assert not check_meld(kinds, limit).valid
        assert arrange(kinds, limit) is None


def test_initial_value_represented_or_zero() -> None:
    """The shipped bug: a joker's value left out of the initial meld."""
    run = check_meld(parse_kinds("K9 J K11"))
    assert run.initial_value(jokers_count=True) == 30
    assert run.initial_value(jokers_count=False) == 20
    group = check_meld(parse_kinds("K10 B10 J"))
    assert group.initial_value(jokers_count=True) == 30
    assert group.initial_value(jokers_count=False) == 20
    plain = check_meld(parse_kinds("R10 R11 R12"))
    assert plain.initial_value(True) == plain.initial_value(False) == 33


@pytest.mark.parametrize(
    ("unordered", "laid"),
    [
        ("R7 R5 R6", "R5 R6 R7"),
        ("R8 J R6", "R6 J R8"),  # the joker fills the gap
        ("R5 R6 J", "R5 R6 J"),  # free joker at the high end
        ("J R5 R6", "R5 R6 J"),
        ("R12 R13 J", "J R12 R13"),  # cannot grow high: low end
        ("J R13 R11 J", "J R11 J R13"),
        ("R12 J J", "J R12 J"),  # one high, the other low
        ("R5 J J", "R5 J J"),
        ("R13 J J", "J J R13"),
        ("R7 K7 B7", "K7 B7 R7"),
        ("R7 J K7", "K7 R7 J"),
        ("B1 B3 B2 B4", "B1 B2 B3 B4"),
    ],
)
def test_arrange_normalises_an_unordered_set(unordered: str, laid: str) -> None:
    result = arrange(parse_kinds(unordered))
    assert result is not None
    assert format_kinds(result) == laid
    assert check_meld(result).valid


@pytest.mark.parametrize(
    "unordered",
    ["R4 R4 B4", "R12 R13 R1", "R5 R7", "R5 R8 J", "J J J", "K7 B7 O7 R7 J", "R5 R5 R6"],
)
def test_arrange_refuses_a_set_that_is_no_meld(unordered: str) -> None:
    assert arrange(parse_kinds(unordered)) is None


def test_arrange_respects_max_jokers() -> None:
    assert arrange(parse_kinds("R5 J J"), max_jokers=1) is None
    assert arrange(parse_kinds("R5 R6 J"), max_jokers=1) is not None
