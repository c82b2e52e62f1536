"""The move solver, behind one door: :func:`solve`.

"Best" is lexicographic: for :attr:`Objective.TILES` the most rack tiles,
then the highest face value; for :attr:`Objective.VALUE` the highest penalty
value (a joker counts ``rules.joker_penalty``), then the most tiles. The
whole table may be rearranged, every table tile stays on it, and table jokers
move only as the joker options allow, read exactly as
:mod:`rummy_desktop.core.referee` reads them. Before the initial meld only
new melds of rack tiles worth at least ``initial_meld_points`` are allowed.

Which code answers (:attr:`Answer.path`, also logged at debug level):

* ``counting``: no table joker is bound by the joker options (free release,
  no joker on the table, or the initial meld): the counting programme of
  :mod:`~rummy_desktop.ai.solver.counting` (van Rijn, Takes and Vis). It
  walks the numbers from 1 up to 13 and, once the walk up has taken a few
  thousand states, from 13 down to 1 as well, the two walks taking turns
  until one finishes: the same answer, but one direction can cost a hundred
  times the other, so the dearer one no longer sets the time.
* ``fates``: bound table jokers, settled fate by fate with the counting
  programme (:mod:`~rummy_desktop.ai.solver.fates`): relaxed fates first,
  and only where the referee refuses their best play, exact ones, whose every
  play the referee accepts as far as the jokers go; so the answer is proven.
  Every combination of fates gets a first look of a few polls, and the dear
  ones wait, then go most promising first, so that the best legal play found
  early cuts the others. One reading of the joker options escapes it (free
  jokers under the meld lock, see the fates module): there the answer may be
  unproven, flagged ``exact=False`` and logged.
* ``floor``: the :class:`Limits` ran out first: the play of
  :mod:`~rummy_desktop.ai.solver.floor` (joker melds as they lie, the rest by
  the beam passes), legal, found in bounded work, flagged ``exact=False``.

One :class:`Limits` bounds the whole question: every stage polls one
:class:`~rummy_desktop.ai.base.WorkBudget`, so a single number tells how long
a computer player may think. Cancel is apart from it: a cancel raises
:class:`~rummy_desktop.ai.base.Cancelled` out of :func:`solve`, a spent budget
never leaves it. Placing the melds on the grid is
:func:`rummy_desktop.ai.layout.lay_out`. The general programme that once
answered where the fate search could not, and its model, are test oracles now
(``tests/ai/general_programme.py``), beside an integer programme solved by
HiGHS (``tests/ai/highs_model.py``).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from rummy_desktop.ai.base import BudgetSpent, CancelFlag, WorkBudget
from rummy_desktop.ai.solver.counting import FreeEngine, Result
from rummy_desktop.ai.solver.fates import solve_constrained
from rummy_desktop.ai.solver.floor import bound_jokers, floor_play
from rummy_desktop.ai.solver.positions import Position
from rummy_desktop.core.errors import ImpossiblePosition
from rummy_desktop.core.melds import check_meld
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile, check_distinct
from rummy_desktop.core.views import PlayerView

log = logging.getLogger(__name__)


class Objective(StrEnum):
    """What the solver maximises first."""

    TILES = "tiles"
    VALUE = "value"


class Path(StrEnum):
    """Which code produced an answer (see the module docstring)."""

    COUNTING = "counting"
    FATES = "fates"
    FLOOR = "floor"


@dataclass(frozen=True, slots=True)
class Limits:
    """How much work one question may take: the one knob of a computer's thinking.

    Attributes:
        work: polls of the search's flag (each about 256 search states, the
            same unit in every stage) the whole question may take, over every
            stage; None for no limit (the exact answer, however long it takes).
            Work, never seconds, so an answer does not depend on the machine.
    """

    work: int | None = None


EXACT: Final = Limits()
"""No limit: the ``solve`` command, tests and benchmarks."""

PLAYER_LIMITS: Final = Limits(work=400)
"""A computer player's or a hint's question: about 100,000 search states,
0.2 to 0.5 s of one core; past it the floor answers."""


@dataclass(frozen=True, slots=True)
class Solution:
    """A play: the whole resulting table as melds, and what left the rack.

    Attributes:
        melds: every meld of the resulting table, each valid as laid out;
            unchanged table melds first, in table order.
        played: the rack tiles placed on the table.
        tiles_played: ``len(played)``.
        value_played: face values of ``played``, a joker counting
            ``rules.joker_penalty``.
    """

    melds: tuple[tuple[Tile, ...], ...]
    played: tuple[Tile, ...]
    tiles_played: int
    value_played: int


@dataclass(frozen=True, slots=True)
class Answer:
    """The solver's answer.

    Attributes:
        solution: the play, or None when no rack tile can be played (or,
            when not exact, none was found).
        path: which code answered.
        exact: whether no play can beat it (False only when the limits ran out).
    """

    solution: Solution | None
    path: Path
    exact: bool


def check_position(table: Table, rack: Sequence[Tile], rules: RuleSet) -> None:
    """Refuse positions no game can reach.

    Raises:
        ImpossiblePosition: a tile appears twice, or a table meld is invalid.
    """
    check_distinct([*table.tiles(), *rack])
    for meld in table.melds():
        verdict = check_meld(meld.kinds, rules.max_jokers_per_meld)
        if not verdict.valid:
            raise ImpossiblePosition(f"the table meld {meld} is not valid: {verdict.reason}")


def solve(
    position: Position,
    rules: RuleSet,
    objective: Objective = Objective.TILES,
    limits: Limits = EXACT,
    cancel: CancelFlag | None = None,
) -> Answer:
    """The best legal play for ``position`` within ``limits``.

    Raises:
        ImpossiblePosition: the position is impossible (see :func:`check_position`).
        Cancelled: ``cancel`` was set during the search.
    """
    table, rack, initial = position.table, list(position.rack), position.initial
    check_position(table, rack, rules)
    value_objective = objective is Objective.VALUE
    work = cancel if limits.work is None else WorkBudget(limits.work, cancel)
    try:
        result, path, exact = _answer(table, rack, rules, value_objective, initial, work)
    except BudgetSpent:
        result, path, exact = (
            floor_play(
                table,
                rack,
                rules,
                value_objective=value_objective,
                initial=initial,
                cancel=cancel,
            ),
            Path.FLOOR,
            False,
        )
    log.debug("solve: answered by %s (exact: %s)", path, exact)
    return Answer(_solution(table, rack, rules, initial, result), path, exact)


def best_tiles_play(
    view: PlayerView, cancel: CancelFlag | None = None, limits: Limits = PLAYER_LIMITS
) -> Solution | None:
    """The play with the most rack tiles for one seat's view: medium's move, a person's hint.

    Raises:
        Cancelled: ``cancel`` was set during the search.
    """
    position = Position(view.table, tuple(view.rack), not view.has_melded)
    return solve(position, view.rules, Objective.TILES, limits, cancel).solution


best_hint = best_tiles_play
"""The play to suggest to a person (shown, never made)."""


def _answer(
    table: Table,
    rack: list[Tile],
    rules: RuleSet,
    value_objective: bool,
    initial: bool,
    work: CancelFlag | None,
) -> tuple[Result | None, Path, bool]:
    if initial or not bound_jokers(table, rules):
        table_tiles = [] if initial else table.tiles()
        counting = FreeEngine(
            table_tiles, rack, rules, value_objective=value_objective, initial=initial, cancel=work
        )
        return counting.run(), Path.COUNTING, True
    outcome = solve_constrained(table, rack, rules, value_objective=value_objective, cancel=work)
    if outcome.proven:
        return outcome.result, Path.FATES, True
    log.warning("solve: the fate search could not prove its answer")
    floor = floor_play(
        table, rack, rules, value_objective=value_objective, initial=False, cancel=work
    )
    found = [r for r in (outcome.result, floor) if r is not None]
    return max(found, key=lambda r: r.score, default=None), Path.FATES, False


def _solution(
    table: Table, rack: Sequence[Tile], rules: RuleSet, initial: bool, result: Result | None
) -> Solution | None:
    if result is None:
        return None
    melds = [tuple(m) for m in result.melds]
    if initial:
        melds = [m.tiles for m in table.melds()] + melds
    rack_ids = {t.id for t in rack}
    played = tuple(sorted((t for m in melds for t in m if t.id in rack_ids), key=_rack_order))
    value = sum(rules.joker_penalty if t.is_joker else t.number for t in played)
    return Solution(
        melds=tuple(_ordered(table, melds)),
        played=played,
        tiles_played=len(played),
        value_played=value,
    )


def _rack_order(t: Tile) -> tuple[int, int]:
    return (1, t.id) if t.is_joker else (0, t.id)


def _ordered(table: Table, melds: list[tuple[Tile, ...]]) -> list[tuple[Tile, ...]]:
    """Unchanged table melds first in table order, then the rest by their tiles."""
    old = {tuple(t.id for t in m.tiles): i for i, m in enumerate(table.melds())}
    kept = sorted(
        (m for m in melds if tuple(t.id for t in m) in old),
        key=lambda m: old[tuple(t.id for t in m)],
    )
    rest = sorted(
        (m for m in melds if tuple(t.id for t in m) not in old),
        key=lambda m: [t.kind for t in m],
    )
    return kept + rest


__all__ = [
    "EXACT",
    "PLAYER_LIMITS",
    "Answer",
    "Limits",
    "Objective",
    "Path",
    "Position",
    "Solution",
    "best_hint",
    "best_tiles_play",
    "check_position",
    "solve",
]
