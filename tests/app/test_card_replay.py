"""The card replay: every position rebuilt from the card record, forward, back and by jumps."""

from __future__ import annotations

import copy
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.replay import CardReplay, round_over
from rummy_desktop.app.cards.saves import write_card_save
from rummy_desktop.app.replay_loader import ReplayLoader
from rummy_desktop.app.seats import Seat
from rummy_desktop.cards.ai.players import CardPlayer
from rummy_desktop.cards.ai.runner import finish_card_match, play_card_match
from rummy_desktop.cards.core.actions import ArrangeHand, Discard, DrawStock, NextRound
from rummy_desktop.cards.core.referee import play
from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.cards.core.serialize import dumps
from rummy_desktop.cards.core.state import CardGame, Phase, new_card_game
from rummy_desktop.core.errors import InvalidRecord

SEATS = (Seat("Ann", "easy"), Seat("Bob", "medium"))


@cache
def _finished(preset: str) -> CardGame:
    rules = card_preset(preset).with_options(match_end="rounds", match_rounds=2)
    game, _ = play_card_match(rules, [CardPlayer("easy"), CardPlayer("medium")], 3, ["Ann", "Bob"])
    assert game.phase is Phase.MATCH_OVER
    return game


def finished_card_match(preset: str = "rummy51") -> CardGame:
    """A whole two-round card match between computers (a fresh copy each time)."""
    return copy.deepcopy(_finished(preset))


def stopped(preset: str, turns: int, seed: int) -> CardGame:
    """A card match stopped after ``turns`` turns, as a save would hold it."""
    rules = card_preset(preset).with_options(match_end="rounds", match_rounds=2)
    game = new_card_game(rules, ["Ann", "Bob"], seed)
    finish_card_match(game, [CardPlayer("easy"), CardPlayer("easy")], stop_after_turns=turns)
    return game


def same(a: CardGame, b: CardGame) -> bool:
    return dumps(a) == dumps(b)


@pytest.mark.parametrize("preset", ["rummy", "rummy30", "rummy51", "rum500"])
def test_a_finished_card_match_replays_to_exactly_its_recorded_end(preset: str) -> None:
    game = finished_card_match(preset)
    replay = CardReplay(game, SEATS)
    assert same(replay.state_at(replay.last), game)
    assert same(replay.state_at(0), new_card_game(game.rules, ["Ann", "Bob"], game.seed))
    deals = [s for s in replay.steps if s.deal]
    assert len(deals) == 1 and deals[0].round_number == 2 and deals[0].turn == 0
    assert all(s.turn >= 1 for s in replay.steps if not s.deal)


def test_each_step_is_one_whole_turn_of_one_seat() -> None:
    replay = CardReplay(finished_card_match(), SEATS)
    for position in range(1, replay.last + 1):
        step = replay.step_into(position)
        before, after = replay.state_at(position - 1), replay.state_at(position)
        if step.deal:
            assert step.actions == (NextRound(),) and after.round_no == before.round_no + 1
            continue
        assert step.seat == before.turn and step.round_number == before.round_no + 1
        assert not any(isinstance(a, ArrangeHand) for a in step.actions)
        assert after.turn != before.turn or round_over(after)
        if not round_over(after):  # a turn that does not end the round ends with a discard
            assert isinstance(step.actions[-1], Discard)
        previous = replay.step_into(position - 1) if position > 1 else None
        if previous is not None and previous.round_number == step.round_number:
            assert step.turn == previous.turn + 1


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    preset=st.sampled_from(["rummy", "rummy51", "rum500"]),
    seed=st.integers(0, 10_000),
    turns=st.integers(1, 40),
    data=st.data(),
)
def test_stepping_back_equals_replaying_from_the_start(
    preset: str, seed: int, turns: int, data: st.DataObject
) -> None:
    game = stopped(preset, turns, seed)
    replay = CardReplay(game, SEATS, checkpoint_every=3)
    target = data.draw(st.integers(0, replay.last))
    walked = new_card_game(game.rules, ["Ann", "Bob"], seed)  # from the start, every action
    for position in range(1, target + 1):
        for action in replay.actions_into(position):
            play(walked, action)
    assert same(replay.state_at(target), walked)
    if target < replay.last:  # a step back from further on lands on the same position
        ahead = data.draw(st.integers(target + 1, replay.last))
        replay.state_at(ahead)
        assert same(replay.state_at(target), walked)
        assert not same(replay.state_at(target + 1), walked)  # every step changes the game
    assert same(replay.state_at(replay.last), game)


def test_a_game_saved_in_the_middle_of_a_turn_ends_on_its_half_turn() -> None:
    game = new_card_game(card_preset("rummy51"), ["Ann", "Bob"], 8)
    play(game, DrawStock())
    play(game, ArrangeHand(0, tuple(reversed(game.seats[0].hand))))
    replay = CardReplay(game, SEATS)
    assert replay.last == 1 and replay.step_into(1).actions == (DrawStock(),)
    assert same(replay.state_at(1), game)


def test_frames_show_a_turn_action_by_action_and_end_at_its_position() -> None:
    replay = CardReplay(finished_card_match(), SEATS)
    position = next(i for i, s in enumerate(replay.steps, 1) if len(s.actions) >= 3)
    frames = replay.frames(position)
    assert len(frames) >= len(replay.step_into(position).actions)
    assert same(frames[-1], replay.state_at(position))
    assert frames[0].phase is Phase.PLAY  # after the draw, before the rest


def test_a_step_is_told_in_the_card_games_words() -> None:
    replay = CardReplay(finished_card_match(), SEATS)
    step = replay.step_into(1)
    lines = replay.told(1)
    name = SEATS[step.seat].name
    assert lines[0].startswith(name)
    assert "drew from the stock" in lines[0] or "from the discard pile" in lines[0]
    assert any("discarded" in line for line in lines)
    deal = next(i for i, s in enumerate(replay.steps, 1) if s.deal)
    assert replay.told(deal)[0].startswith("Round 2 is dealt;")


def test_a_record_that_does_not_reach_its_end_is_refused() -> None:
    game = stopped("rummy51", 10, 4)
    game.history.pop()
    with pytest.raises(InvalidRecord):
        CardReplay(game, SEATS)


def test_a_saved_card_game_is_read_and_replayed_by_the_loader(qtbot: QtBot, tmp_path: Path) -> None:
    game = stopped("rum500", 25, 6)
    path = tmp_path / "game.json"
    write_card_save(path, game, ["human", "hard"])
    loader = ReplayLoader()
    with qtbot.waitSignal(loader.ready, timeout=20_000) as got:
        loader.load_file(path)
    job, replay = got.args
    assert job == loader.job and isinstance(replay, CardReplay)
    assert same(replay.state_at(replay.last), game)
    assert [s.level for s in replay.seats] == [None, "hard"]
