"""Bound table jokers solved fate by fate, against the general programme."""

from __future__ import annotations

import random

import pytest

from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.solver import Objective, solve
from rummy_desktop.ai.solver_dp import Engine
from rummy_desktop.ai.solver_jokers import solve_constrained
from rummy_desktop.ai.solver_model import build_model, tile_weight
from rummy_desktop.ai.solver_positions import random_position
from rummy_desktop.core.referee import judge_play
from rummy_desktop.core.rules import RuleSet, preset

PRESETS = ["classic", "rrrummy", "tiles50", "dutch"]


def _rules(rng: random.Random, mixed: bool) -> RuleSet:
    rules = preset(rng.choice(PRESETS))
    if not mixed:
        return rules
    return rules.with_options(
        max_jokers_per_meld=rng.choice([1, 2, 2]),
        group_joker_release=rng.choice(["one_tile", "all_missing"]),
        joker_release=rng.choice(["replace", "replace_from_rack", "free"]),
        max_tiles_per_turn=rng.choice([None, None, 3]),
        released_joker_new_meld_only=rng.random() < 0.3,
    )


@pytest.mark.parametrize("mixed", [False, True], ids=["presets", "house_rules"])
def test_fates_match_the_general_programme(mixed: bool) -> None:
    rng = random.Random(f"jokers/{mixed}")
    proven = 0
    for _ in range(150):
        rules = _rules(rng, mixed)
        pos = random_position(
            rng, rng.randint(3, 20), rng.randint(1, 8), joker_chance=0.5, rack_joker_chance=0.3
        )
        if not any(t.is_joker for t in pos.table.tiles()):
            continue
        value = rng.random() < 0.5
        rack = list(pos.rack)
        context = (pos.table.notation(), [str(t) for t in rack], rules.to_dict(), value)
        general = Engine(build_model(pos.table, rack, rules, value_objective=value, initial=False))
        expected = general.run()
        best = expected.score if expected else 0
        outcome = solve_constrained(pos.table, rack, rules, value_objective=value)
        if outcome is not None:
            mine = outcome.result.score if outcome.result else 0
            assert mine <= best, context
            if outcome.proven:
                proven += 1
                assert mine == best, context
            if outcome.result is not None:
                after = lay_out(pos.table, [tuple(m) for m in outcome.result.melds])
                assert judge_play(rules, pos.table, after, rack, True) == [], context
        solution = solve(
            pos.table, rack, rules, objective=Objective.VALUE if value else Objective.TILES
        )
        played = [] if solution is None else solution.played
        score = sum(tile_weight(t.number, rules.joker_penalty, t.is_joker, value) for t in played)
        assert score == best, context
    assert proven > 40  # the fast path answers most of these positions itself


@pytest.mark.parametrize("name", ["dutch", "classic"])
def test_tight_fates_prove_what_the_relaxed_ones_cannot(name: str) -> None:
    """Without the lock kept jokers and releases are glued to old reals: still exact."""
    rules = preset(name)
    rng = random.Random(f"tight/{name}")
    proven = 0
    for _ in range(120):
        pos = random_position(
            rng, rng.randint(6, 22), rng.randint(2, 8), joker_chance=0.6, rack_joker_chance=0.2
        )
        if not any(t.is_joker for t in pos.table.tiles()):
            continue
        value = rng.random() < 0.5
        rack = list(pos.rack)
        context = (pos.table.notation(), [str(t) for t in rack], value)
        general = Engine(build_model(pos.table, rack, rules, value_objective=value, initial=False))
        expected = general.run()
        best = expected.score if expected else 0
        outcome = solve_constrained(pos.table, rack, rules, value_objective=value)
        assert outcome is not None, context
        mine = outcome.result.score if outcome.result else 0
        assert mine <= best, context
        if outcome.proven:
            proven += 1
            assert mine == best, context
        if outcome.result is not None:
            after = lay_out(pos.table, [tuple(m) for m in outcome.result.melds])
            assert judge_play(rules, pos.table, after, rack, True) == [], context
    assert proven > 60
