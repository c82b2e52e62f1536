"""The solver as the computer players ask it: never slow, always legal.

Under rules that bind table jokers (the classic box rules) the exact solver
follows every table joker's fate, and with a very large rack (a player who
has been holding tiles back may have thirty or more) that search can run
for many seconds. A computer player must never keep a person waiting, so
for such racks it sets the table's joker melds aside, untouched, and solves
the rest, where no joker is bound and the fast programme answers: every
play found that way is legal under any joker option, it only may miss a
play that needed a table joker moved. Smaller racks get the exact solver
with the players' work budget.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Final

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.ai.solver import PLAYER_BUDGET, Objective, Solution, solve
from rummy_desktop.ai.solver_model import restrictive
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile

LARGE_RACK: Final = 20
"""Racks above this size skip the joker-fate search (the solver's benchmark
covers racks up to 20 tiles)."""


def bound_jokers(table: Table, rules: RuleSet) -> bool:
    """Whether table jokers are bound by the rules in this position."""
    return restrictive(rules) and any(t.is_joker for t in table.tiles())


def joker_melds_apart(table: Table) -> tuple[Table, tuple[tuple[Tile, ...], ...]]:
    """The table without its joker melds, and those melds as they lie."""
    jokered = tuple(m.tiles for m in table.melds() if any(t.is_joker for t in m.tiles))
    rest = [m.tiles for m in table.melds() if not any(t.is_joker for t in m.tiles)]
    return Table.from_melds(rest), jokered


def player_solve(
    table: Table,
    rack: Sequence[Tile],
    rules: RuleSet,
    *,
    objective: Objective,
    initial: bool,
    cancel: CancelFlag | None = None,
) -> Solution | None:
    """The best play a computer player can find quickly (see the module docstring).

    Raises:
        ImpossiblePosition: the position is impossible.
        Cancelled: ``cancel`` was set during the search.
    """
    if initial or len(rack) <= LARGE_RACK or not bound_jokers(table, rules):
        return solve(
            table,
            rack,
            rules,
            objective=objective,
            initial=initial,
            cancel=cancel,
            budget=PLAYER_BUDGET,
        )
    rest, jokered = joker_melds_apart(table)
    answer = solve(rest, rack, rules, objective=objective, cancel=cancel, budget=PLAYER_BUDGET)
    if answer is None:
        return None
    return replace(answer, melds=(*jokered, *answer.melds))
