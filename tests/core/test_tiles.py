"""RULES.md section 1: the 106 tiles, their identities and the text notation."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rummy_desktop.core.errors import ImpossiblePosition, InvalidNotation, RummyError
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import (
    ALL_TILES,
    JOKER_KIND,
    TILE_COUNT,
    Colour,
    Tile,
    TileAllocator,
    check_distinct,
    format_kinds,
    format_tiles,
    parse_kind,
    parse_kinds,
    parse_tiles,
    shuffled_set,
    tiles_of_kind,
)


def test_the_set_holds_106_distinct_tiles() -> None:
    assert TILE_COUNT == 106
    assert len({t.id for t in ALL_TILES}) == 106
    kinds = Counter(t.kind for t in ALL_TILES)
    assert len(kinds) == 53
    assert all(count == 2 for count in kinds.values())
    assert sum(t.is_joker for t in ALL_TILES) == 2


def test_four_colours_thirteen_numbers_two_copies() -> None:
    seen = Counter((t.colour, t.number) for t in ALL_TILES if not t.is_joker)
    assert set(seen) == {(c, n) for c in Colour for n in range(1, 14)}
    assert set(seen.values()) == {2}


@pytest.mark.parametrize(("identity", "text"), [(0, "K1"), (25, "K13"), (26, "B1"), (104, "J")])
def test_identity_layout_kind_is_id_halved(identity: int, text: str) -> None:
    t = Tile(identity)
    assert t.kind == identity // 2
    assert str(t) == text


def test_identities_outside_the_set_are_refused() -> None:
    for bad in (-1, 106):
        with pytest.raises(ValueError):
            Tile(bad)


def test_tiles_of_kind_are_the_two_copies() -> None:
    a, b = tiles_of_kind(JOKER_KIND)
    assert (a.id, b.id) == (104, 105) and a.is_joker and b.is_joker


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("R5 R6 J R8", "R5 R6 J R8"),
        ("r5 b13 k1 o7 j", "R5 B13 K1 O7 J"),
        ("  K1   K2 K3 ", "K1 K2 K3"),
        ("B10 b11 B12", "B10 B11 B12"),
    ],
)
def test_notation_is_case_insensitive_and_prints_upper_case(text: str, canonical: str) -> None:
    assert format_kinds(parse_kinds(text)) == canonical
    assert format_tiles(parse_tiles(text)) == canonical


def test_joker_is_j_and_colours_are_kbor() -> None:
    assert parse_kind("J") == parse_kind("j") == JOKER_KIND
    assert [Colour.from_letter(x) for x in "kbor"] == list(Colour)
    assert [c.letter for c in Colour] == ["K", "B", "O", "R"]


@pytest.mark.parametrize(
    "token",
    ["R14", "R0", "G5", "R", "5", "RR5", "R05", "R-1", "JJ", "R5,", "R²", "R\u0661\u0662", "J1"],
)
def test_a_bad_token_is_named_in_the_message(token: str) -> None:
    with pytest.raises(InvalidNotation) as info:
        parse_kinds(f"R1 {token} R3")
    assert info.value.token == token
    assert repr(token) in str(info.value)


def test_notation_errors_are_value_errors() -> None:
    assert issubclass(InvalidNotation, RummyError)
    assert issubclass(RummyError, ValueError)
    assert issubclass(ImpossiblePosition, RummyError)


@pytest.mark.parametrize(
    ("text", "what"), [("R5 R5 R5", "R5"), ("J J J", "jokers"), ("K1 k1 K2 K1", "K1")]
)
def test_a_third_copy_is_an_impossible_position(text: str, what: str) -> None:
    with pytest.raises(ImpossiblePosition, match=what):
        parse_tiles(text)


def test_third_copy_across_a_table_and_a_rack_is_impossible() -> None:
    alloc = TileAllocator()
    Table.from_notation("R5 R6 R7 | K5 B5 R5", alloc)
    with pytest.raises(ImpossiblePosition):
        parse_tiles("R5", alloc)


def test_two_copies_get_two_identities() -> None:
    a, b = parse_tiles("R5 R5")
    assert a.kind == b.kind and a.id != b.id


def test_check_distinct_finds_a_duplicated_identity() -> None:
    t = Tile(7)
    check_distinct([t, Tile(6)])
    with pytest.raises(ImpossiblePosition):
        check_distinct([t, Tile(7)])


def test_table_notation_round_trip() -> None:
    text = "R5 R6 J R8 | K7 B7 O7 R7 | b1 b2 b3"
    table = Table.from_notation(text)
    assert table.notation() == "R5 R6 J R8 | K7 B7 O7 R7 | B1 B2 B3"
    assert Table.from_notation(table.notation()).notation() == table.notation()


@pytest.mark.parametrize("text", ["R5 R6 R7 |", "| R5 R6 R7", "R5 R6 R7 | | K1 K2 K3"])
def test_an_empty_meld_in_a_table_is_bad_notation(text: str) -> None:
    with pytest.raises(InvalidNotation):
        Table.from_notation(text)


def test_shuffle_is_fixed_by_the_seed_and_keeps_every_tile() -> None:
    one = shuffled_set(random.Random(5))
    two = shuffled_set(random.Random(5))
    other = shuffled_set(random.Random(6))
    assert one == two and one != other
    assert sorted(t.id for t in one) == list(range(106))
