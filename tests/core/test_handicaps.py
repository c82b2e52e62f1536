"""Per-player handicaps: a seat's own initial-meld minimum and turn time."""

from __future__ import annotations

import json

import pytest

from rummy_desktop.core.errors import IllegalMove, InvalidRecord
from rummy_desktop.core.referee import ProblemCode
from rummy_desktop.core.rules import preset
from rummy_desktop.core.serialize import GameRecord, Seat, from_dict, loads, new_record_state
from rummy_desktop.core.state import GameState
from rummy_desktop.core.tiles import TileAllocator, parse_tiles

from .positions import add_meld

CLASSIC = preset("classic")


def child_and_adult(current: int) -> GameState:
    alloc = TileAllocator()
    racks = [parse_tiles("R5 R6 R7 K1", alloc), parse_tiles("B5 B6 B7 K2", alloc)]
    return GameState.from_position(
        CLASSIC,
        racks,
        current=current,
        handicaps=[{"initial_meld_points": 15, "turn_timer_seconds": None}, {}],
    )


def test_a_child_melds_with_fewer_points_while_the_others_keep_the_table_rules() -> None:
    child = child_and_adult(current=0)
    assert child.problems(add_meld(child, "R5 R6 R7")) == []
    adult = child_and_adult(current=1)
    short = adult.problems(add_meld(adult, "B5 B6 B7"))
    assert [p.code for p in short] == [ProblemCode.INITIAL_MELD_SHORT]
    assert "18 of 30" in short[0].message


def test_each_seat_sees_its_own_rules_and_timer() -> None:
    state = child_and_adult(current=0)
    assert state.rules_for(0).turn_timer_seconds is None
    assert state.rules_for(1).turn_timer_seconds == 120
    assert state.view(0).rules.initial_meld_points == 15
    assert state.view(1).rules.initial_meld_points == 30
    assert state.rules.initial_meld_points == 30


def test_only_personal_options_can_be_handicaps() -> None:
    with pytest.raises(IllegalMove, match="handicap may set only"):
        GameState.new_match(CLASSIC, ["A", "B"], 1, [{"joker_penalty": 0}, {}])
    with pytest.raises(IllegalMove, match="one handicap entry per player"):
        GameState.new_match(CLASSIC, ["A", "B"], 1, [{}])


def test_handicaps_are_saved_and_restored_with_the_game() -> None:
    seats = (Seat("Mia"), Seat("Opa"))
    state = new_record_state(CLASSIC, seats, 4, [{"initial_meld_points": 20}, {}])
    loaded = loads(GameRecord(seats, state).dumps()).state
    assert loaded.handicaps == ({"initial_meld_points": 20}, {})
    assert loaded.rules_for(0).initial_meld_points == 20


def test_a_saved_handicap_out_of_range_is_refused() -> None:
    seats = (Seat("Mia"), Seat("Opa"))
    data = json.loads(GameRecord(seats, new_record_state(CLASSIC, seats, 4)).dumps())
    data["seats"][0]["handicap"] = {"turn_timer_seconds": 5}
    with pytest.raises(InvalidRecord, match="turn_timer_seconds"):
        from_dict(data)
