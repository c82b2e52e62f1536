"""Whether a whole rack can be laid this turn, asked as a yes/no question.

A player who holds tiles back asks this every turn, with a rack that may hold
thirty tiles or more; finding the best play for such a rack is the slowest
thing the solver does, but proving that *every* tile fits (or that one
cannot) is cheap: the counting programme drops any partial play that leaves
a rack tile behind, so almost every branch dies at once.
"""

from __future__ import annotations

from collections.abc import Sequence

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.ai.solver import Objective, Solution, check_position, solve
from rummy_desktop.ai.solver_fast import FreeEngine
from rummy_desktop.ai.solver_model import restrictive, tile_weight
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
) -> Solution | None:
    """The play that empties ``rack`` onto ``table`` (after the initial meld), or None.

    Args:
        table: the table at the start of the turn.
        rack: the whole rack.
        rules: the rules in force.
        cancel: checked inside the search.
        budget: passed to :func:`~rummy_desktop.ai.solver.solve` when table
            jokers are bound by the rules and the general programme may run.

    Raises:
        ImpossiblePosition: the position is impossible.
        Cancelled: ``cancel`` was set during the search.
    """
    if not rack:
        return None
    if restrictive(rules) and any(t.is_joker for t in table.tiles()):
        answer = solve(table, rack, rules, objective=Objective.TILES, cancel=cancel, budget=budget)
        return answer if answer is not None and answer.tiles_played == len(rack) else None
    check_position(table, rack, rules)
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
