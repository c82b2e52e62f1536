"""The tests' way to ask the solver's door for the play alone."""

from __future__ import annotations

from collections.abc import Sequence

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.ai.solver import EXACT, Limits, Objective, Position, Solution, solve
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile


def best_play(
    table: Table,
    rack: Sequence[Tile],
    rules: RuleSet,
    *,
    objective: Objective = Objective.TILES,
    initial: bool = False,
    limits: Limits = EXACT,
    cancel: CancelFlag | None = None,
) -> Solution | None:
    """:func:`~rummy_desktop.ai.solver.solve`'s play for this table and rack."""
    return solve(Position(table, tuple(rack), initial), rules, objective, limits, cancel).solution
