"""The ``expert`` plays the hoarder's game but looks before it dumps at the pool's end."""

from __future__ import annotations

import random

import pytest

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.ai.expert import ExpertPlayer, ExpertSettings
from rummy_desktop.ai.hoarder import HoarderPlayer
from rummy_desktop.ai.runner import decision_rng, play_turn
from rummy_desktop.ai.solver.going_out import going_out_play
from rummy_desktop.cli.arena import deal_seed
from rummy_desktop.core.actions import Draw, Pass, Play
from rummy_desktop.core.rules import preset
from rummy_desktop.core.scoring import rack_value
from rummy_desktop.core.state import GameState

pytestmark = pytest.mark.slow


def _first_dump(deal: int) -> GameState:
    """Two hoarders play ``deal`` (easy rules) up to the first turn one would dump value."""
    hoarder = HoarderPlayer()
    state = GameState.new_match(preset("easy"), ["hoarder", "hoarder"], deal_seed(1, deal))
    while not state.round_over:
        view = state.view(state.current)
        if view.has_melded and view.pool_size <= 4:
            rng = decision_rng(state.seed, state.round_number, state.turn, state.current)
            if isinstance(hoarder.choose(view, rng, CancelFlag()), Play):
                return state
        play_turn(state, hoarder)
    raise AssertionError(f"deal {deal}: nobody dumped")


@pytest.mark.parametrize("deal", [0, 2, 3])
def test_the_expert_holds_where_the_hoarders_dump_hands_the_opponent_the_round(deal: int) -> None:
    """Between hoarders the first to dump at the pool's end loses: the other goes out on it."""
    state = _first_dump(deal)
    seat = state.current
    rng = decision_rng(state.seed, state.round_number, state.turn, seat)
    dump = HoarderPlayer().choose(state.view(seat), random.Random(1), CancelFlag())
    assert isinstance(dump, Play) and state.problems(dump) == []
    theirs = state.racks[1 - seat]
    assert going_out_play(state.table, theirs, state.rules) is None
    assert going_out_play(dump.table, theirs, state.rules) is not None
    assert isinstance(ExpertPlayer().choose(state.view(seat), rng, CancelFlag()), Draw)
    blind = ExpertPlayer(ExpertSettings(look=False))
    assert isinstance(blind.choose(state.view(seat), rng, CancelFlag()), Play)


def test_the_expert_wins_the_deal_the_hoarder_would_lose_from_the_same_seat() -> None:
    state = _first_dump(0)
    seat = state.current
    players = {seat: ExpertPlayer(), 1 - seat: HoarderPlayer()}
    while not state.round_over:
        play_turn(state, players[state.current])
    assert state.racks[seat] == []


@pytest.mark.parametrize(("deal", "ends"), [(2, True), (6, False)])
def test_a_pass_that_ends_the_round_is_made_only_by_the_lower_rack(deal: int, ends: bool) -> None:
    """With the pool empty and the opponent's rack known, the expert counts before it passes.

    In deal 6 the second to pass would lose the count: it dumps instead (and
    loses anyway, but a pass was no chance at all).
    """
    expert = ExpertPlayer()
    state = GameState.new_match(preset("easy"), ["expert", "expert"], deal_seed(1, deal))
    choices: list[tuple[bool, int, int]] = []
    while not state.round_over:
        seat = state.current
        view = state.view(seat)
        last_word = (view.passes, view.pool_size) == (1, 0)
        worth = [rack_value(r, state.rules.joker_penalty) for r in state.racks]
        outcome = play_turn(state, expert)
        if last_word and state.racks[seat]:
            choices.append((isinstance(outcome.applied, Pass), worth[seat], worth[1 - seat]))
    assert choices and choices[0][0] is ends
    for passed, mine, theirs in choices:
        assert passed is (mine < theirs), f"passed {passed} holding {mine} against {theirs}"
