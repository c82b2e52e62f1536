"""Random-game conformance (OpenSpiel's random_sim_test): seeded games to the end.

Games are played through the public API only (``GameState.new_match``,
``Turn`` or ``Play`` actions, ``apply``) by the simple player of
``random_turns``. After every turn the invariants are checked independently of
the referee: exactly the 106 distinct tiles, every meld on the table valid,
rack sizes consistent, and zero-sum scores wherever a single winner collects.
"""

from __future__ import annotations

import random

import pytest

from rummy_desktop.core.actions import Draw, Pass, Penalty, Play
from rummy_desktop.core.melds import check_meld
from rummy_desktop.core.rules import RULE_PRESETS, RuleSet
from rummy_desktop.core.scoring import RoundEnd, rack_value
from rummy_desktop.core.state import GameState
from rummy_desktop.core.tiles import TILE_COUNT
from rummy_desktop.core.turn import Turn

from ..rule_samples import sampled_rules
from .random_turns import random_turn

MAX_TURNS = 3000
GAMES = [
    pytest.param(RULE_PRESETS[name], seed, players, hand, id=f"{name}-{seed}")
    for name in RULE_PRESETS
    for seed, players, hand in ((1, 2, None), (2, 3, None), (3, 4, None), (4, 2, 7))
] + [
    pytest.param(rules, seed, players, hand, id=f"{label}-{seed}")
    for label, rules in sampled_rules()
    if not rules.draw_and_discard  # played by test_draw_and_discard's own driver
    for seed, players, hand in ((5, 2, None), (6, 3, 7))
]
"""Every preset, and a seeded sample of house-rule combinations (tests/rule_samples.py);
the combinations with draw and discard are played by ``test_draw_and_discard``."""


def check_invariants(state: GameState) -> None:
    tiles = state.all_tiles()
    assert len(tiles) == TILE_COUNT
    assert len({t.id for t in tiles}) == TILE_COUNT
    for meld in state.table.melds():
        assert check_meld(meld.kinds, state.rules.max_jokers_per_meld).valid, str(meld)


def check_round_score(state: GameState) -> None:
    score = state.round_score
    assert score is not None and state.round_end is not None
    values = tuple(rack_value(r, state.rules.joker_penalty) for r in state.racks)
    assert score.rack_values == values
    if state.round_end is RoundEnd.WENT_OUT:
        assert score.winner is not None and values[score.winner] == 0
        assert not state.racks[score.winner]
        factor = 2 if score.hand_game else 1
        for seat, v in enumerate(values):
            if seat != score.winner:
                assert score.scores[seat] == -factor * v
    else:
        low = min(values)
        for seat, v in enumerate(values):
            if v > low:
                assert score.scores[seat] == low - v
    if score.winner is not None:
        assert sum(score.scores) == 0
    if state.round_end is RoundEnd.LAST_DRAW:
        assert not state.pool
    if state.round_end is RoundEnd.POOL_EXHAUSTED:
        # (the open last tile may stay in the pool: nobody could go out with it)
        assert not state.drawable() and state.passes >= state.players


def timer_penalty(state: GameState, rng: random.Random) -> None:
    """Run out the clock on a half-built, invalid table: tiles back, penalty drawn."""
    seat = state.current
    rack_size, table = len(state.racks[seat]), state.table.copy()
    turn = Turn(state)
    turn.move_to_cell(rng.choice(turn.rack), (turn.table.rows + 1, 0))
    pool = len(state.pool)
    action = turn.expire()
    assert isinstance(action, Penalty)
    assert state.table == table or state.round_over
    drawn = min(pool, state.rules.penalty_tiles)
    assert len(state.racks[seat]) == rack_size + drawn


@pytest.mark.slow
@pytest.mark.parametrize(("rules", "seed", "players", "hand"), GAMES)
def test_random_game_reaches_its_end_with_invariants(
    rules: RuleSet, seed: int, players: int, hand: int | None
) -> None:
    if hand is not None:
        rules = rules.with_options(hand_size=hand, hand_game_doubles=True)
    names = [f"P{i}" for i in range(players)]
    state = GameState.new_match(rules, names, seed)
    rng = random.Random(seed)
    check_invariants(state)
    for turn_number in range(MAX_TURNS):
        if state.round_over:
            break
        seat, before = state.current, len(state.racks[state.current])
        if rules.turn_timer_seconds is not None and rng.random() < 0.03 and state.racks[seat]:
            timer_penalty(state, rng)
        else:
            action = random_turn(state, rng, use_turn=turn_number % 2 == 0)
            after = len(state.racks[seat])
            if isinstance(action, Draw):
                assert after == before + 1
            elif isinstance(action, Pass):
                assert after == before
            else:
                assert isinstance(action, Play) and after < before and state.melded[seat]
        check_invariants(state)
        if not state.round_over:
            assert state.current == state.next_seat(seat)
    else:
        pytest.fail(f"no end after {MAX_TURNS} turns")
    check_round_score(state)
    assert state.totals == list(state.round_score.scores)  # type: ignore[union-attr]
    assert state.match_over()  # one round by default


@pytest.mark.slow
def test_a_seed_replays_the_same_game() -> None:
    def run(seed: int) -> tuple[str, list[int]]:
        state = GameState.new_match(RULE_PRESETS["easy"], ["A", "B"], seed)
        rng = random.Random(seed)
        while not state.round_over:
            random_turn(state, rng, use_turn=False)
        return state.table.notation(), list(state.totals)

    assert run(7) == run(7)


@pytest.mark.slow
def test_several_rounds_of_a_match() -> None:
    rules = RULE_PRESETS["easy"].with_options(hand_size=7, match_rounds=3, starter="next_seat")
    state = GameState.new_match(rules, ["A", "B", "C"], 5)
    rng = random.Random(5)
    starters = [state.current]
    while True:
        while not state.round_over:
            random_turn(state, rng, use_turn=False)
            check_invariants(state)
        check_round_score(state)
        if state.match_over():
            break
        state.start_next_round()
        starters.append(state.current)
    assert len(state.history) == 3
    assert [sum(h.scores[i] for h in state.history) for i in range(3)] == state.totals
    assert starters[1] == (starters[0] + 1) % 3 and starters[2] == (starters[1] + 1) % 3
