"""Bound table jokers solved fate by fate, against the general programme."""

from __future__ import annotations

import random

import pytest

from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.solver import Objective
from rummy_desktop.ai.solver.fates import Outcome, solve_constrained
from rummy_desktop.ai.solver.positions import Position
from rummy_desktop.core.referee import judge_play
from rummy_desktop.core.rules import JokerRelease, RuleSet, preset
from tests.ai.general_model import build_model
from tests.ai.general_programme import Engine
from tests.ai.joker_positions import joker_position, played_score
from tests.ai.solving import best_play

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


def _general_best(pos: Position, rules: RuleSet, value: bool) -> int:
    """The general programme's score: the reference the fate search must meet."""
    model = build_model(pos.table, list(pos.rack), rules, value_objective=value, initial=False)
    expected = Engine(model).run()
    return expected.score if expected else 0


def _check_outcome(
    outcome: Outcome, pos: Position, rules: RuleSet, best: int, context: object
) -> None:
    """Proven (but where jokers move freely under the lock), equal to the reference, legal."""
    mine = outcome.result.score if outcome.result else 0
    free_locked = rules.joker_release is JokerRelease.FREE and rules.joker_meld_locked
    assert outcome.proven or free_locked, context
    if outcome.proven:
        assert mine == best, context
    assert mine <= best, context
    if outcome.result is not None:
        after = lay_out(pos.table, [tuple(m) for m in outcome.result.melds])
        assert judge_play(rules, pos.table, after, list(pos.rack), True) == [], context


@pytest.mark.slow
@pytest.mark.parametrize("mixed", [False, True], ids=["presets", "house_rules"])
def test_fates_match_the_general_programme(mixed: bool) -> None:
    rng = random.Random(f"jokers/{mixed}")
    for _ in range(150):
        rules = _rules(rng, mixed)
        drawn = joker_position(rng, (3, 20), (1, 8), joker_chance=0.5, rack_joker_chance=0.3)
        if drawn is None:
            continue
        pos, value = drawn
        rack = list(pos.rack)
        context = (pos.table.notation(), [str(t) for t in rack], rules.to_dict(), value)
        best = _general_best(pos, rules, value)
        outcome = solve_constrained(pos.table, rack, rules, value_objective=value)
        _check_outcome(outcome, pos, rules, best, context)
        solution = best_play(
            pos.table, rack, rules, objective=Objective.VALUE if value else Objective.TILES
        )
        played = [] if solution is None else solution.played
        assert played_score(rules, played, value) == best, context


@pytest.mark.slow
@pytest.mark.parametrize("name", ["dutch", "classic"])
def test_exact_fates_prove_what_the_relaxed_ones_cannot(name: str) -> None:
    """Without the lock kept jokers and releases are glued to old reals: still exact."""
    rules = preset(name)
    rng = random.Random(f"tight/{name}")
    for _ in range(120):
        drawn = joker_position(rng, (6, 22), (2, 8), joker_chance=0.6, rack_joker_chance=0.2)
        if drawn is None:
            continue
        pos, value = drawn
        context = (pos.table.notation(), [str(t) for t in pos.rack], value)
        best = _general_best(pos, rules, value)
        outcome = solve_constrained(pos.table, list(pos.rack), rules, value_objective=value)
        _check_outcome(outcome, pos, rules, best, context)
