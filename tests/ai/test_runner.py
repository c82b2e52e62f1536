"""The headless game loop: one turn at a time, whole games, never a crash."""

from __future__ import annotations

import random

import pytest

from rummy_desktop.ai.base import CancelFlag, Cancelled
from rummy_desktop.ai.easy import EasyPlayer
from rummy_desktop.ai.runner import decision_rng, finish_game, play_game, play_turn
from rummy_desktop.core.actions import Draw, Pass, Play, TurnAction
from rummy_desktop.core.errors import IllegalMove
from rummy_desktop.core.rules import RULE_PRESETS
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.views import PlayerView


class Cheater:
    """Lays down its first three tiles whatever they are."""

    level = "cheater"

    def choose(self, view: PlayerView, rng: random.Random, cancel: CancelFlag) -> TurnAction:
        return Play(Table.from_melds([view.rack[:3]]))


class Broken:
    level = "broken"

    def choose(self, view: PlayerView, rng: random.Random, cancel: CancelFlag) -> TurnAction:
        raise RuntimeError("bug")


class Stubborn:
    """Passes even while the pool still holds tiles."""

    level = "stubborn"

    def choose(self, view: PlayerView, rng: random.Random, cancel: CancelFlag) -> TurnAction:
        return Pass()


def test_decision_rng_depends_on_the_place_in_the_game_only() -> None:
    a = decision_rng(1, 1, 5, 0).random()
    assert a == decision_rng(1, 1, 5, 0).random()
    assert a != decision_rng(1, 1, 6, 0).random()
    assert a != decision_rng(2, 1, 5, 0).random()
    assert a != decision_rng(1, 2, 5, 0).random()
    assert a != decision_rng(1, 1, 5, 1).random()


@pytest.mark.parametrize("player", [Cheater(), Broken(), Stubborn()])
def test_a_refused_action_is_counted_and_the_seat_draws(player: object) -> None:
    state = GameState.new_match(RULE_PRESETS["classic"], ["a", "b"], seed=3)
    seat = state.current
    rack = len(state.racks[seat])
    outcome = play_turn(state, player)  # type: ignore[arg-type]
    assert outcome.illegal
    assert isinstance(outcome.applied, Draw)
    assert len(state.racks[seat]) == rack + 1
    assert state.current != seat


def test_a_game_with_a_faulty_player_still_ends() -> None:
    result = play_game(RULE_PRESETS["easy"], [Cheater(), EasyPlayer()], seed=4)
    assert not result.capped
    assert len(result.illegal[0]) > 0 and result.illegal[1] == []
    assert result.illegal_moves == len(result.illegal[0])


def test_play_turn_refuses_a_finished_round() -> None:
    state = GameState.new_match(RULE_PRESETS["easy"], ["a", "b"], seed=8)
    play_game(RULE_PRESETS["easy"], [EasyPlayer(), EasyPlayer()], seed=8)
    finish_game(state, [EasyPlayer(), EasyPlayer()])
    with pytest.raises(IllegalMove):
        play_turn(state, EasyPlayer())


def test_cancel_leaves_the_state_unchanged() -> None:
    state = GameState.new_match(RULE_PRESETS["classic"], ["a", "b"], seed=3)
    flag = CancelFlag()
    flag.cancel()
    before = (state.turn, [list(r) for r in state.racks], len(state.pool))
    with pytest.raises(Cancelled):
        play_turn(state, EasyPlayer(), cancel=flag)
    assert (state.turn, [list(r) for r in state.racks], len(state.pool)) == before


def test_a_whole_game_adds_up() -> None:
    result = play_game(RULE_PRESETS["classic"], [EasyPlayer(), EasyPlayer()], seed=11)
    assert result.rounds == 1 and not result.capped
    assert sum(result.scores) == 0
    assert result.turns == sum(len(t) for t in result.think_seconds)
    assert result.winner is None or result.scores[result.winner] == max(result.scores)


def test_several_rounds_are_played_when_the_match_asks() -> None:
    rules = RULE_PRESETS["easy"].with_options(match_rounds=3)
    result = play_game(rules, [EasyPlayer(), EasyPlayer(), EasyPlayer()], seed=2)
    assert result.rounds == 3 and len(result.round_ends) == 3


def test_the_turn_cap_is_a_safety_net() -> None:
    result = play_game(RULE_PRESETS["easy"], [EasyPlayer(), EasyPlayer()], seed=2, max_turns=5)
    assert result.capped and result.turns == 5 and result.winner is None


def test_a_resumed_game_decides_exactly_as_the_whole_game() -> None:
    rules = RULE_PRESETS["rrrummy"]
    players = [EasyPlayer(), EasyPlayer()]
    whole: list[TurnAction] = []
    play_game(rules, players, seed=21, on_turn=lambda s, o: whole.append(o.applied))
    state = GameState.new_match(rules, ["easy", "easy"], 21)
    for _ in range(15):
        play_turn(state, players[state.current])
    resumed = state.clone()  # what a saved record would restore
    rest: list[TurnAction] = []
    finish_game(resumed, players, on_turn=lambda s, o: rest.append(o.applied))
    assert len(whole) == 15 + len(rest)
    for a, b in zip(whole[15:], rest, strict=True):
        assert type(a) is type(b)
        if isinstance(a, Play) and isinstance(b, Play):
            assert a.table == b.table
