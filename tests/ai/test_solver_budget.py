"""Limits and cancel: a limited question returns a legal play, never better than the exact one.

One :class:`~rummy_desktop.ai.solver.Limits` bounds every stage of a
question; when it runs out the door answers with its floor (the joker melds
as they lie, the rest by beam passes), flagged ``exact=False``, and the spent
budget never leaves :func:`~rummy_desktop.ai.solver.solve`. A cancel is a
separate, honest flag: it raises :class:`~rummy_desktop.ai.base.Cancelled`.
"""

from __future__ import annotations

import random

import pytest

from rummy_desktop.ai.base import BudgetSpent, CancelFlag, Cancelled, WorkBudget
from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.solver import PLAYER_LIMITS, Limits, Objective, Path, Position, solve
from rummy_desktop.ai.solver.positions import random_position
from rummy_desktop.core.referee import judge_play
from rummy_desktop.core.rules import RULE_PRESETS, preset
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import TileAllocator, parse_tiles
from tests.ai.joker_positions import joker_position, played_score

DUTCH_TABLE = "R4 J O4 | O6 J K6 | K3 K4 K5 | R5 R6 R7"
DUTCH_RACK = "K6 R4 O5 K7 B4 R3 O4 B6"
PLAYER_WORK = PLAYER_LIMITS.work
assert PLAYER_WORK is not None


@pytest.mark.parametrize("work", [0, 8, PLAYER_WORK])
@pytest.mark.parametrize("preset_name", ["dutch", "classic"])
def test_limited_plays_are_legal_and_at_most_exact(preset_name: str, work: int) -> None:
    rules = preset(preset_name)
    rng = random.Random(f"budget/{preset_name}/{work}")
    reached = 0
    for _ in range(60):
        drawn = joker_position(rng, (3, 18), (1, 7), joker_chance=0.6, rack_joker_chance=0.3)
        if drawn is None:
            continue
        pos, value = drawn
        objective = Objective.VALUE if value else Objective.TILES
        rack = list(pos.rack)
        context = (pos.table.notation(), [str(t) for t in rack], value)
        limited = solve(Position(pos.table, pos.rack), rules, objective, Limits(work=work))
        exact = solve(Position(pos.table, pos.rack), rules, objective)
        assert exact.exact
        best = exact.solution
        exact_score = 0 if best is None else played_score(rules, best.played, value)
        if limited.exact:
            assert limited.path is not Path.FLOOR
        if limited.solution is None:
            continue
        reached += 1
        after = lay_out(pos.table, limited.solution.melds)
        assert judge_play(rules, pos.table, after, rack, True) == [], context
        score = played_score(rules, limited.solution.played, value)
        assert score <= exact_score, context
        if limited.exact:
            assert score == exact_score, context
    assert reached > 12


def test_no_work_at_all_answers_with_the_floor() -> None:
    """A spent budget never escapes the door: the floor answers, flagged not exact."""
    alloc = TileAllocator()
    table = Table.from_notation(DUTCH_TABLE, alloc)
    rack = parse_tiles(DUTCH_RACK, alloc)
    rules = preset("dutch")
    answer = solve(Position(table, tuple(rack)), rules, Objective.TILES, Limits(work=0))
    assert (answer.path, answer.exact) == (Path.FLOOR, False)
    assert answer.solution is not None  # the joker melds stay, K6 K7 ... still play
    after = lay_out(table, answer.solution.melds)
    assert judge_play(rules, table, after, rack, True) == []
    kept = {" ".join(str(t) for t in m.tiles) for m in after.melds()}
    assert {"R4 J O4", "O6 J K6"} <= kept
    exact = solve(Position(table, tuple(rack)), rules)
    assert exact.exact and exact.path is not Path.FLOOR
    assert exact.solution is not None
    assert 0 < answer.solution.tiles_played <= exact.solution.tiles_played


@pytest.mark.parametrize("preset_name", ["classic", "easy", "online"])
def test_the_path_says_which_code_answered(preset_name: str) -> None:
    rules = RULE_PRESETS[preset_name]
    alloc = TileAllocator()
    table = Table.from_notation("K11 O11 J | R1 R2 R3", alloc)
    rack = parse_tiles("R4 B5 B6 B7", alloc)
    answer = solve(Position(table, tuple(rack)), rules)
    bound = preset_name == "classic"
    assert answer.path is (Path.FATES if bound else Path.COUNTING)
    assert answer.exact
    initial = solve(Position(table, tuple(rack), initial=True), rules)
    assert initial.path is Path.COUNTING


@pytest.mark.slow
def test_large_racks_under_bound_jokers_stay_within_the_players_limits() -> None:
    """The rack-size special case is gone: the limits bound a rack of thirty as well."""
    rules = RULE_PRESETS["classic"]
    played = 0
    for seed in range(12):
        position = random_position(random.Random(seed), 40, 21 + seed % 10, joker_chance=0.5)
        for objective in Objective:
            outer = WorkBudget(10**9)
            answer = solve(position, rules, objective, PLAYER_LIMITS, outer)
            # every poll of the search goes through the outer flag as well: the
            # door's own budget stopped it, and the floor after it is small
            assert 10**9 - outer.left <= PLAYER_WORK + 20 * 65
            if answer.solution is None:
                continue
            after = lay_out(position.table, answer.solution.melds)
            assert judge_play(rules, position.table, after, list(position.rack), True) == []
            played += answer.solution.tiles_played
    assert played > 0


def test_a_cancel_is_not_a_spent_budget() -> None:
    assert not issubclass(BudgetSpent, Cancelled)
    pos = random_position(random.Random(4), 40, 12)
    flag = CancelFlag()
    flag.cancel()
    with pytest.raises(Cancelled):
        solve(pos, preset("easy"), Objective.TILES, Limits(work=10), flag)


def test_cancelling_a_work_budget_stops_the_search() -> None:
    """``WorkBudget.cancel`` once did nothing: the search ran on to its end."""
    budget = WorkBudget(10**6)
    budget.cancel()
    assert budget.cancelled and not budget.spent
    pos = random_position(random.Random(4), 40, 12)
    with pytest.raises(Cancelled) as raised:
        solve(pos, preset("easy"), cancel=budget)
    assert not isinstance(raised.value, BudgetSpent)


def test_a_spent_budget_is_not_a_cancel() -> None:
    budget = WorkBudget(1)
    budget.check()
    with pytest.raises(BudgetSpent):
        budget.check()
    assert budget.spent and not budget.cancelled


def test_a_debug_line_names_the_path(caplog: pytest.LogCaptureFixture) -> None:
    pos = random_position(random.Random(4), 40, 12)
    with caplog.at_level("DEBUG", logger="rummy_desktop.ai.solver"):
        solve(pos, preset("easy"))
        solve(pos, preset("easy"), limits=Limits(work=0))
    assert "answered by counting (exact: True)" in caplog.text
    assert "answered by floor (exact: False)" in caplog.text


def test_a_budget_nested_in_a_spent_one_is_spent_and_a_plain_flag_never_is() -> None:
    outer = WorkBudget(1)
    inner = WorkBudget(100, outer)
    assert not inner.spent and not CancelFlag().spent
    inner.check()
    with pytest.raises(BudgetSpent):
        inner.check()  # the outer's second poll
    assert outer.spent and inner.spent and inner.left == 99
