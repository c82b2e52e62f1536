"""The replay: every position rebuilt from the record, forward, back and by jumps."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from rummy_desktop.ai.players import make_player
from rummy_desktop.ai.runner import finish_game
from rummy_desktop.app.replay import Replay
from rummy_desktop.app.replay_loader import ReplayLoader
from rummy_desktop.app.saves import write_save
from rummy_desktop.core.actions import ArrangeRack, Play
from rummy_desktop.core.errors import InvalidRecord
from rummy_desktop.core.match_moves import MatchMoves
from rummy_desktop.core.rules import RULE_PRESETS
from rummy_desktop.core.serialize import GameRecord, Seat, new_record_state, state_snapshot
from rummy_desktop.core.state import GameState
from tests.core.test_serialize import record_after

SEATS = (Seat("Ann", "easy"), Seat("Bob", "easy"), Seat("Cy", "medium"))


@cache
def finished_match() -> GameRecord:
    """A whole two-round match between computer players, played to its end."""
    rules = RULE_PRESETS["easy"].with_options(match_rounds=2)
    state = new_record_state(rules, SEATS, seed=11)
    finish_game(state, [make_player(s.level or "") for s in SEATS])
    assert state.match_over()
    return GameRecord(SEATS, state)


def same_position(a: GameState, b: GameState) -> bool:
    return state_snapshot(a) == state_snapshot(b) and a.racks == b.racks


def test_a_finished_match_replays_to_exactly_its_recorded_end() -> None:
    record = finished_match()
    replay = Replay(record)
    end = replay.state_at(replay.last)
    assert state_snapshot(end) == state_snapshot(record.state)
    assert end.actions == record.state.actions
    assert end.match_over()
    assert any(isinstance(s.action, Play) for s in replay.steps)
    assert [s.turn for s in replay.steps].count(0) == 1  # the second round's deal


def test_a_saved_game_replays_from_its_file_to_the_saved_position(
    qtbot: QtBot, tmp_path: Path
) -> None:
    record = record_after(50, seed=5, rules_id="classic")
    path = tmp_path / "game.rummy.json"
    write_save(path, record)
    loader = ReplayLoader()
    with qtbot.waitSignal(loader.ready, timeout=20_000) as got:
        loader.load_file(path)
    job, replay = got.args
    assert job == loader.job and isinstance(replay, Replay)
    assert state_snapshot(replay.state_at(replay.last)) == state_snapshot(record.state)
    assert state_snapshot(replay.state_at(0)) == state_snapshot(
        new_record_state(record.state.rules, record.seats, record.state.seed)
    )


def test_position_zero_is_the_deal_and_each_step_is_one_turn() -> None:
    replay = Replay(record_after(30, seed=2))
    first = replay.state_at(0)
    assert first.turn == 1 and first.round_number == 1 and not first.table.cells()
    for position in range(1, replay.last + 1):
        step = replay.step_into(position)
        before, after = replay.state_at(position - 1), replay.state_at(position)
        assert step.seat == before.current
        assert after.turn == before.turn + 1 or after.round_over


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 500), turns=st.integers(1, 45), data=st.data())
def test_back_then_forward_and_jumps_give_the_same_position(
    seed: int, turns: int, data: st.DataObject
) -> None:
    replay = Replay(record_after(turns, seed), checkpoint_every=4)
    target = data.draw(st.integers(0, replay.last))
    stepped = replay.state_at(0)
    for position in range(1, target + 1):  # stepping N times, turn by turn
        stepped = replay.state_at(position)
    jumped = replay.state_at(target)
    assert same_position(stepped, jumped)
    if target > 0:
        back = replay.state_at(target - 1)
        assert state_snapshot(back) != state_snapshot(jumped)  # every step is a turn
        forward = replay.state_at(target)
        assert same_position(forward, jumped)


def test_stepping_applies_exactly_the_turns_actions() -> None:
    """Stepping N times by applying each step's actions equals jumping to N."""
    record = record_after(40, seed=9)
    replay = Replay(record, checkpoint_every=3)
    walked = new_record_state(record.state.rules, record.seats, record.state.seed)
    applied = 0
    for position in range(1, replay.last + 1):
        step = replay.step_into(position)
        while True:
            action = record.state.actions[applied]
            applied += 1
            walked.apply(action)  # type: ignore[arg-type]
            if action is step.action:
                break
        while applied < len(record.state.actions) and isinstance(
            record.state.actions[applied], ArrangeRack
        ):
            walked.apply(record.state.actions[applied])  # type: ignore[arg-type]
            applied += 1
        assert same_position(walked, replay.state_at(position))


def test_a_computer_play_animates_step_by_step_to_its_table() -> None:
    replay = Replay(finished_match())
    position = next(i for i, s in enumerate(replay.steps, 1) if isinstance(s.action, Play))
    before = replay.state_at(position - 1)
    layouts = replay.table_moves(before, position)
    after = replay.state_at(position)
    assert layouts and layouts[-1] == {t.id: c for c, t in after.table.cells().items()}


def test_positions_out_of_range_are_refused() -> None:
    replay = Replay(record_after(5, seed=1))
    with pytest.raises(IndexError):
        replay.state_at(replay.last + 1)
    with pytest.raises(IndexError):
        replay.step_into(0)


def test_a_damaged_record_is_named_and_the_file_is_left_as_it_was(
    qtbot: QtBot, tmp_path: Path
) -> None:
    record = record_after(20, seed=4)
    data = json.loads(record.dumps())
    data["actions"][3] = {"type": "play", "table": {"rows": 1, "columns": 3, "cells": []}}
    path = tmp_path / "damaged.rummy.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    loader = ReplayLoader()
    with qtbot.waitSignal(loader.failed, timeout=20_000) as got:
        loader.load_file(path)
    assert got.args[0] == loader.job
    assert "damaged.rummy.json" in got.args[1] and "move 4" in got.args[1]
    assert path.read_bytes() == before


def test_a_record_that_does_not_reach_its_end_is_refused() -> None:
    record = record_after(10, seed=6)
    broken = record.state.clone()
    broken.actions = MatchMoves(broken.actions[:-1])
    with pytest.raises(InvalidRecord):
        Replay(GameRecord(record.seats, broken))


def test_an_answer_for_an_older_job_is_marked_stale(qtbot: QtBot, tmp_path: Path) -> None:
    loader = ReplayLoader()
    answers: list[int] = []
    loader.ready.connect(lambda job, _r: answers.append(job))
    first = loader.load_record(record_after(5, seed=1))
    second = loader.load_record(record_after(6, seed=2))
    qtbot.waitUntil(lambda: len(answers) == 2, timeout=20_000)
    assert answers == [first, second] and loader.job == second


def test_a_draw_and_discard_turn_is_one_step_take_and_discard_together() -> None:
    seats = (Seat("Ann", "medium"), Seat("Bob", "easy"))
    rules = RULE_PRESETS["rrrummy"].with_options(draw_and_discard=True)
    state = new_record_state(rules, seats, seed=4)
    finish_game(state, [make_player(s.level or "") for s in seats])
    replay = Replay(GameRecord(seats, state))
    assert len(state.actions) > replay.last  # a take and a discard per turn
    assert state_snapshot(replay.state_at(replay.last)) == state_snapshot(state)
    for position in range(1, replay.last + 1):
        before, after = replay.state_at(position - 1), replay.state_at(position)
        assert after.turn == before.turn + 1 or after.round_over
