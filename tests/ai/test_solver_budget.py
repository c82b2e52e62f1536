"""The work budget: a budgeted call returns a legal play, never better than the exact one."""

from __future__ import annotations

import random

import pytest

from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.solver import PLAYER_BUDGET, Objective, solve
from rummy_desktop.ai.solver_dp import Engine, OutOfBudget
from rummy_desktop.ai.solver_model import build_model
from rummy_desktop.core.referee import judge_play
from rummy_desktop.core.rules import preset
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import TileAllocator, parse_tiles
from tests.ai.joker_positions import joker_position, played_score


@pytest.mark.parametrize("budget", [1, 2_000, PLAYER_BUDGET])
@pytest.mark.parametrize("preset_name", ["dutch", "classic"])
def test_budgeted_plays_are_legal_and_at_most_exact(preset_name: str, budget: int) -> None:
    rules = preset(preset_name)
    rng = random.Random(f"budget/{preset_name}/{budget}")
    reached = 0
    for _ in range(60):
        drawn = joker_position(rng, (3, 18), (1, 7), joker_chance=0.6, rack_joker_chance=0.3)
        if drawn is None:
            continue
        pos, value = drawn
        objective = Objective.VALUE if value else Objective.TILES
        rack = list(pos.rack)
        context = (pos.table.notation(), [str(t) for t in rack], value)
        budgeted = solve(pos.table, rack, rules, objective=objective, budget=budget)
        exact = solve(pos.table, rack, rules, objective=objective)
        exact_score = 0 if exact is None else played_score(rules, exact.played, value)
        if budgeted is None:
            continue
        reached += 1
        after = lay_out(pos.table, budgeted.melds)
        assert judge_play(rules, pos.table, after, rack, True) == [], context
        assert played_score(rules, budgeted.played, value) <= exact_score, context
        if budget == PLAYER_BUDGET:
            assert played_score(rules, budgeted.played, value) == exact_score, context
    assert reached > 12


def test_the_general_programme_stops_when_the_budget_is_spent() -> None:
    alloc = TileAllocator()
    table = Table.from_notation("R4 J O4 | O6 J K6 | K3 K4 K5 | R5 R6 R7", alloc)
    rack = parse_tiles("K6 R4 O5 K7 B4 R3 O4 B6", alloc)
    rules = preset("dutch")
    model = build_model(table, rack, rules, value_objective=False, initial=False)
    engine = Engine(model, budget=50)
    with pytest.raises(OutOfBudget):
        engine.run()
    assert engine.work > 50
    exact = Engine(model).run()
    assert exact is not None
    budgeted = solve(table, rack, rules, budget=50)
    assert budgeted is not None  # the floor: the joker melds stay, K6 O5... still play
    assert 0 < played_score(rules, budgeted.played, False) <= exact.score
