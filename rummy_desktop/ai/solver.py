"""The exact move solver: the best play from a rack onto a table.

"Best" is lexicographic: for :attr:`Objective.TILES` the most rack tiles,
then the highest face value; for :attr:`Objective.VALUE` the highest penalty
value (a joker counts ``rules.joker_penalty``), then the most tiles. The
whole table may be rearranged, every table tile stays on it, and table jokers
move only as the joker options allow, read exactly as
:mod:`rummy_desktop.core.referee` reads them. Before the initial meld only
new melds of rack tiles worth at least ``initial_meld_points`` are allowed.

When no table joker is bound by the joker options (free release, no joker on
the table, or the initial meld) the counting programme of
:mod:`rummy_desktop.ai.solver_fast` answers. Otherwise the fate-by-fate
search of :mod:`rummy_desktop.ai.solver_jokers` (with or without
``joker_meld_locked``, one old meld holding at most one joker) answers with
the counting programme when it can prove its answer, which is nearly always.
When it cannot, or does not model the position (two jokers in one old
meld), the general programme of :mod:`rummy_desktop.ai.solver_dp`, which
follows each table joker, runs above the best legal play already found (the
fate search's, or :func:`_floor`'s). Placing the resulting melds on the grid
is :func:`rummy_desktop.ai.layout.lay_out`.

Exact and budgeted calls: :func:`solve` and :func:`best_tiles_play` are exact
by default (the ``solve`` command, tests, benchmarks). Given ``budget`` (the
computer players and the hint should pass :data:`PLAYER_BUDGET`), the general
programme stops after that much work and the best legal play found so far is
returned: never illegal, possibly not the best, and only on the rare positions
that reach the general programme at all.

One deliberate, documented caution of the general programme: when two table
jokers are both released and their roles share a tile (two jokers that both
stand for ``R6``), it asks for two replacement tiles near *each* joker where
the referee's first-come matching could sometimes make do with fewer
arrangements. Such a play is never illegal, at worst very rarely not the best.
The fate search follows the referee there (one tile of its own per release).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.solver_dp import Engine, OutOfBudget, Result
from rummy_desktop.ai.solver_fast import FreeEngine
from rummy_desktop.ai.solver_jokers import solve_constrained
from rummy_desktop.ai.solver_model import build_model, restrictive
from rummy_desktop.core.errors import ImpossiblePosition
from rummy_desktop.core.melds import check_meld
from rummy_desktop.core.referee import judge_play
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile, check_distinct
from rummy_desktop.core.views import PlayerView

PLAYER_BUDGET: Final = 150_000
"""Work units of the general programme for a computer player's or a hint's call.

About 0.1 to 0.3 s of one core (0.6 to 1.8 million units a second were
measured); the fate search and the floor before it take tens of milliseconds. Calls
that pass it may return a legal play that is not the best; without it
:func:`solve` is exact and may take minutes on rare positions."""


class Objective(StrEnum):
    """What the solver maximises first."""

    TILES = "tiles"
    VALUE = "value"


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
    table: Table,
    rack: Sequence[Tile],
    rules: RuleSet,
    *,
    objective: Objective = Objective.TILES,
    initial: bool = False,
    cancel: CancelFlag | None = None,
    budget: int | None = None,
) -> Solution | None:
    """The best legal play, or None when no rack tile can be played at all.

    Args:
        table: the table at the start of the turn (a valid table).
        rack: the player's rack.
        rules: the rules in force.
        objective: what to maximise first.
        initial: the player has not made the initial meld yet.
        cancel: checked inside the search.
        budget: None (the default) for the exact answer. Otherwise the most
            work the general programme may do (see :data:`PLAYER_BUDGET`);
            when it runs out, the best legal play found so far is returned,
            which may be beaten. Only bound table jokers that the fate search
            cannot settle ever reach the general programme.

    Raises:
        ImpossiblePosition: the position is impossible (see :func:`check_position`).
        Cancelled: ``cancel`` was set during the search.
    """
    check_position(table, rack, rules)
    value_objective = objective is Objective.VALUE
    if initial or not restrictive(rules) or not any(t.is_joker for t in table.tiles()):
        table_tiles = [] if initial else table.tiles()
        result = FreeEngine(
            table_tiles,
            rack,
            rules,
            value_objective=value_objective,
            initial=initial,
            cancel=cancel,
        ).run()
    else:
        result = _bound_jokers(table, rack, rules, value_objective, cancel, budget)
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


def best_tiles_play(
    view: PlayerView, cancel: CancelFlag | None = None, budget: int | None = None
) -> Solution | None:
    """The play with the most rack tiles for one seat's view: medium's move, a person's hint.

    ``budget`` as for :func:`solve` (pass :data:`PLAYER_BUDGET` to bound the time).

    Raises:
        Cancelled: ``cancel`` was set during the search.
    """
    return solve(
        view.table,
        view.rack,
        view.rules,
        objective=Objective.TILES,
        initial=not view.has_melded,
        cancel=cancel,
        budget=budget,
    )


best_hint = best_tiles_play
"""The play to suggest to a person (shown, never made)."""


def _bound_jokers(
    table: Table,
    rack: Sequence[Tile],
    rules: RuleSet,
    value_objective: bool,
    cancel: CancelFlag | None,
    budget: int | None,
) -> Result | None:
    """The best play when table jokers are bound: fate search, then the general programme."""
    outcome = solve_constrained(table, rack, rules, value_objective=value_objective, cancel=cancel)
    if outcome is not None and outcome.proven:
        return outcome.result
    floor = (
        outcome.result
        if outcome is not None and outcome.result is not None
        else _floor(table, rack, rules, value_objective, cancel)
    )
    model = build_model(table, rack, rules, value_objective=value_objective, initial=False)
    engine = Engine(model, cancel, budget)
    score = floor.score if floor is not None else -1
    try:
        # the fate search's floor is good already; otherwise a beam pass may raise it first
        found = engine.run_above(max(score, 0)) if floor is not None else engine.run(floor=score)
    except OutOfBudget:
        found = engine.best_so_far()
    if found is not None and found.score > score:
        return found
    return floor


def _floor(
    table: Table,
    rack: Sequence[Tile],
    rules: RuleSet,
    value_objective: bool,
    cancel: CancelFlag | None,
) -> Result | None:
    """A legal play to start from where the fate search does not answer.

    Without the lock, the fate search run *with* it still finds legal plays
    (the lock only forbids). Otherwise every meld holding a joker stays as it
    is and the rest of the table is solved with the counting programme. The
    referee judges the play; None when nothing legal was found.
    """
    if not rules.joker_meld_locked:
        locked = rules.with_options(joker_meld_locked=True)
        outcome = solve_constrained(
            table, rack, locked, value_objective=value_objective, cancel=cancel
        )
        if outcome is not None and outcome.result is not None:
            return outcome.result
    fixed = [m.tiles for m in table.melds() if any(t.is_joker for t in m.tiles)]
    fixed_ids = {t.id for m in fixed for t in m}
    rest = [t for t in table.tiles() if t.id not in fixed_ids]
    found = FreeEngine(
        rest, rack, rules, value_objective=value_objective, initial=False, cancel=cancel
    ).run()
    if found is None:
        return None
    melds = [*found.melds, *map(list, fixed)]
    after = lay_out(table, [tuple(m) for m in melds])
    if judge_play(rules, table, after, rack, True):
        return None
    return Result(found.score, melds)


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
