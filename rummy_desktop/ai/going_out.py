"""Whether a whole rack can be laid this turn, asked as a yes/no question.

A player who holds tiles back asks this every turn, with a rack that may hold
thirty tiles or more; finding the best play for such a rack is the slowest
thing the solver does, but proving that *every* tile fits (or that one
cannot) is cheap: the counting programme drops any partial play that leaves
a rack tile behind, so almost every branch dies at once. Table jokers bound
by the rules are first set free: that can only allow more, so a "no" is
final, and a "yes" whose play the referee accepts is final too; only the rare
rest goes to the exact solver.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from rummy_desktop.ai.base import BudgetSpent, CancelFlag, WorkBudget
from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.player_solve import LARGE_RACK, bound_jokers, joker_melds_apart
from rummy_desktop.ai.solver import Objective, Solution, check_position, solve
from rummy_desktop.ai.solver_fast import FreeEngine
from rummy_desktop.ai.solver_model import tile_weight
from rummy_desktop.core.referee import judge_play
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile


def going_out_play(
    table: Table,
    rack: Sequence[Tile],
    rules: RuleSet,
    *,
    cancel: CancelFlag | None = None,
    budget: int | None = None,
    work: int | None = None,
) -> Solution | None:
    """The play that empties ``rack`` onto ``table`` (after the initial meld), or None.

    With ``work``, None also means "not found within that work": the search
    stops after ``work`` polls of its flag (see :class:`WorkBudget`). Proving
    that a rack of forty tiles can *not* go out can take seconds, finding a
    way out when there is one rarely does, and a player who holds tiles back
    loses little by trying again next turn.

    Args:
        table: the table at the start of the turn.
        rack: the whole rack.
        rules: the rules in force.
        cancel: checked inside the search.
        budget: passed to :func:`~rummy_desktop.ai.solver.solve` when table
            jokers are bound by the rules and the general programme may run.
        work: the most polls of the cancel flag the whole question may take.

    Raises:
        ImpossiblePosition: the position is impossible.
        Cancelled: ``cancel`` was set during the search.
    """
    if not rack:
        return None
    check_position(table, rack, rules)
    if work is None:
        return _going_out(table, rack, rules, cancel, budget)
    try:
        return _going_out(table, rack, rules, WorkBudget(work, cancel), budget)
    except BudgetSpent:
        return None


def _going_out(
    table: Table,
    rack: Sequence[Tile],
    rules: RuleSet,
    cancel: CancelFlag | None,
    budget: int | None,
) -> Solution | None:
    bound = bound_jokers(table, rules)
    if bound and len(rack) > LARGE_RACK:
        # Bound table jokers in the free search would multiply its work on
        # such a rack: only the legal-by-construction question is asked.
        return _around_joker_melds(table, rack, rules, cancel)
    relaxed = free_going_out(table, rack, rules, cancel)
    if relaxed is None or not bound:
        return relaxed
    # Bound table jokers only take plays away: the free answer is an upper
    # bound, and usually it is legal as it stands.
    if not judge_play(rules, table, lay_out(table, relaxed.melds), rack, True):
        return relaxed
    apart = _around_joker_melds(table, rack, rules, cancel)
    if apart is not None:
        return apart
    answer = solve(table, rack, rules, objective=Objective.TILES, cancel=cancel, budget=budget)
    return answer if answer is not None and answer.tiles_played == len(rack) else None


def _around_joker_melds(
    table: Table, rack: Sequence[Tile], rules: RuleSet, cancel: CancelFlag | None
) -> Solution | None:
    """The way out that leaves every joker meld as it lies (legal under any joker option)."""
    rest, jokered = joker_melds_apart(table)
    apart = free_going_out(rest, rack, rules, cancel)
    return None if apart is None else replace(apart, melds=(*jokered, *apart.melds))


def free_going_out(
    table: Table, rack: Sequence[Tile], rules: RuleSet, cancel: CancelFlag | None
) -> Solution | None:
    """The going-out play with every joker free to move (exact under free jokers)."""
    penalty = rules.joker_penalty
    everything = sum(
        tile_weight(0 if t.is_joker else t.number, penalty, t.is_joker, False) for t in rack
    )
    engine = FreeEngine(
        table.tiles(), rack, rules, value_objective=False, initial=False, cancel=cancel
    )
    result = engine.run(floor=everything - 1)
    if result is None:
        return None
    melds = tuple(tuple(m) for m in result.melds)
    played = tuple(sorted(rack, key=lambda t: (t.is_joker, t.id)))
    value = sum(penalty if t.is_joker else t.number for t in played)
    return Solution(melds=melds, played=played, tiles_played=len(played), value_played=value)
