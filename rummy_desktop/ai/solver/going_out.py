"""Whether a whole rack can be laid this turn, asked as a yes/no question.

A player who holds tiles back asks this every turn, with a rack that may hold
thirty tiles or more; finding the best play for such a rack is the slowest
thing the solver does, but proving that *every* tile fits (or that one
cannot) is cheap: the counting programme drops any partial play that leaves
a rack tile behind, so almost every branch dies at once. With bound table
jokers, the way out that leaves the joker melds as they lie (legal under any
joker option) is asked first; then the jokers are set free, which can only
allow more, so a "no" is final, and a "yes" whose play the referee accepts
read plainly is final too (asking for every reading of a refused play cost
more than the solver's own search); only the rest goes to the solver's door. One
:class:`~rummy_desktop.ai.solver.Limits` bounds the whole question.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from rummy_desktop.ai.base import BudgetSpent, CancelFlag, WorkBudget
from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.solver import (
    EXACT,
    Limits,
    Objective,
    Position,
    Solution,
    check_position,
    solve,
)
from rummy_desktop.ai.solver.counting import FreeEngine, tile_weight
from rummy_desktop.ai.solver.floor import bound_jokers, joker_melds_apart
from rummy_desktop.core.referee import plainly_legal
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile


def going_out_play(
    table: Table,
    rack: Sequence[Tile],
    rules: RuleSet,
    *,
    cancel: CancelFlag | None = None,
    limits: Limits = EXACT,
) -> Solution | None:
    """The play that empties ``rack`` onto ``table`` (after the initial meld), or None.

    Within ``limits``, None also means "not found within that work". Proving
    that a rack of forty tiles can *not* go out can take seconds, finding a
    way out when there is one rarely does, and a player who holds tiles back
    loses little by trying again next turn.

    Raises:
        ImpossiblePosition: the position is impossible.
        Cancelled: ``cancel`` was set during the search.
    """
    if not rack:
        return None
    check_position(table, rack, rules)
    if limits.work is None:
        return _going_out(table, rack, rules, cancel, cancel, limits)
    work = WorkBudget(limits.work, cancel)
    try:
        return _going_out(table, rack, rules, work, cancel, limits)
    except BudgetSpent:
        return None


def _going_out(
    table: Table,
    rack: Sequence[Tile],
    rules: RuleSet,
    work: CancelFlag | None,
    cancel: CancelFlag | None,
    limits: Limits,
) -> Solution | None:
    if not bound_jokers(table, rules):
        return free_going_out(table, rack, rules, work)
    rest, jokered = joker_melds_apart(table)
    apart = free_going_out(rest, rack, rules, work)
    if apart is not None:
        return replace(apart, melds=(*jokered, *apart.melds))
    # Bound table jokers only take plays away: the free answer is an upper
    # bound, and usually it is legal as it stands.
    relaxed = free_going_out(table, rack, rules, work)
    if relaxed is None:
        return None
    if plainly_legal(rules, table, lay_out(table, relaxed.melds), rack, True):
        return relaxed
    left = limits if not isinstance(work, WorkBudget) else Limits(max(work.left, 0))
    answer = solve(Position(table, tuple(rack)), rules, Objective.TILES, left, cancel)
    best = answer.solution
    return best if best is not None and best.tiles_played == len(rack) else None


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
