"""The game record: versioned JSON that replays to the identical state."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummy_desktop.core.actions import ArrangeRack, Play
from rummy_desktop.core.errors import InvalidRecord
from rummy_desktop.core.melds import arrange
from rummy_desktop.core.rules import RULE_PRESETS, preset
from rummy_desktop.core.serialize import (
    FORMAT_VERSION,
    GameRecord,
    Seat,
    from_dict,
    loads,
    new_record_state,
    state_snapshot,
)
from rummy_desktop.core.state import GameState
from rummy_desktop.core.turn import Turn

SEATS = (Seat("Ann"), Seat("Bob", "hard"))


def _first_rack_meld(state: GameState) -> Play | None:
    """A play of one valid meld from the current rack, if a 3-tile one exists."""
    rack = state.racks[state.current]
    for i, a in enumerate(rack):
        for j in range(i + 1, len(rack)):
            for k in range(j + 1, len(rack)):
                laid = arrange([a.kind, rack[j].kind, rack[k].kind])
                if laid is None:
                    continue
                chosen = [a, rack[j], rack[k]]
                ordered = []
                for kind in laid:
                    t = next(x for x in chosen if x.kind == kind and x not in ordered)
                    ordered.append(t)
                table = state.table.copy()
                row = max((r for r, _ in table.cells()), default=-1) + 1
                for col, t in enumerate(ordered):
                    table.place(t, (row, col))
                play = Play(table)
                if not state.problems(play):
                    return play
    return None


def play_some(state: GameState, turns: int, rng: random.Random) -> None:
    """Advance a game with draws, rack shuffles and plays where a meld is at hand."""
    for _ in range(turns):
        if state.round_over:
            if state.match_over():
                return
            state.start_next_round()
            continue
        if rng.random() < 0.3:
            order = list(state.racks[state.current])
            rng.shuffle(order)
            state.apply(ArrangeRack(state.current, tuple(order)))
        play = _first_rack_meld(state)
        if play is not None:
            state.apply(play)
        else:
            Turn(state).draw()


def record_after(turns: int, seed: int, rules_id: str = "easy") -> GameRecord:
    state = new_record_state(
        RULE_PRESETS[rules_id].with_options(initial_meld_points=0), SEATS, seed
    )
    play_some(state, turns, random.Random(seed))
    return GameRecord(SEATS, state)


def test_round_trip_replays_to_the_identical_state() -> None:
    record = record_after(40, seed=3)
    loaded = loads(record.dumps())
    assert loaded.seats == SEATS
    assert state_snapshot(loaded.state) == state_snapshot(record.state)
    assert loaded.state.actions == record.state.actions
    assert loaded.state.log == record.state.log


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    turns=st.integers(0, 60),
    rules_id=st.sampled_from(sorted(RULE_PRESETS)),
)
def test_any_record_saved_and_loaded_replays_to_the_same_state(
    seed: int, turns: int, rules_id: str
) -> None:
    record = record_after(turns, seed, rules_id)
    loaded = loads(record.dumps())
    assert state_snapshot(loaded.state) == state_snapshot(record.state)
    assert loaded.state.rules == record.state.rules


def test_record_is_versioned_plain_json() -> None:
    data = json.loads(record_after(5, seed=1).dumps())
    assert data["format_version"] == FORMAT_VERSION
    assert data["seed"] == 1
    assert data["seats"][1] == {"name": "Bob", "player": "hard", "handicap": {}}
    assert data["rules"]["preset"] == "easy"
    assert all(isinstance(a["type"], str) for a in data["actions"])


def test_continuing_a_loaded_game_matches_the_uninterrupted_one() -> None:
    whole = record_after(0, seed=11)
    play_some(whole.state, 50, random.Random(99))
    part = record_after(0, seed=11)
    rng = random.Random(99)
    play_some(part.state, 20, rng)
    resumed = loads(GameRecord(SEATS, part.state).dumps()).state
    play_some(resumed, 30, rng)
    assert state_snapshot(resumed) == state_snapshot(whole.state)


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda d: d.update(format_version=FORMAT_VERSION + 1), "newer version"),
        (lambda d: d.update(format="something else"), "not a rummy-desktop"),
        (lambda d: d.pop("seed"), "'seed'"),
        (lambda d: d["state"]["racks"][0].reverse(), "racks differs"),
        (lambda d: d["actions"].append({"type": "teleport"}), "teleport"),
        (lambda d: d["actions"].insert(0, {"type": "pass"}), "only pass when the pool is empty"),
        (lambda d: d["rules"].update(hand_size=99), "rules are not valid"),
        (lambda d: d["rules"].update(colour_blind=True), "colour_blind"),
        (
            lambda d: d.update(seats=[{"name": "Solo", "player": "human", "handicap": {}}]),
            "2 to 6 players",
        ),
    ],
)
def test_damaged_or_foreign_records_are_named_not_loaded(edit: object, message: str) -> None:
    data = json.loads(record_after(10, seed=2).dumps())
    edit(data)  # type: ignore[operator]
    with pytest.raises(InvalidRecord, match=message):
        from_dict(data)


def test_truncated_and_garbage_files_give_a_clear_error() -> None:
    text = record_after(10, seed=4).dumps()
    with pytest.raises(InvalidRecord, match="truncated"):
        loads(text[: len(text) // 2])
    with pytest.raises(InvalidRecord, match="not valid JSON"):
        loads("\x00\x01garbage")
    with pytest.raises(InvalidRecord, match="not a rummy-desktop"):
        loads("[1, 2, 3]")


def test_a_play_that_duplicates_a_tile_is_refused_on_load() -> None:
    state = new_record_state(preset("easy").with_options(initial_meld_points=0), SEATS, 8)
    data = json.loads(GameRecord(SEATS, state).dumps())
    rack = state.racks[state.current]
    data["actions"] = [
        {
            "type": "play",
            "table": {"rows": 8, "columns": 24, "cells": [[0, c, rack[0].id] for c in range(3)]},
        }
    ]
    with pytest.raises(InvalidRecord, match="move 1"):
        from_dict(data)
