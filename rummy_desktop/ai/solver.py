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
:mod:`rummy_desktop.ai.solver_fast` answers; otherwise the general
programme of :mod:`rummy_desktop.ai.solver_dp`, which follows each table
joker. Under ``joker_meld_locked`` the fate-by-fate search of
:mod:`rummy_desktop.ai.solver_jokers` answers first with the counting
programme; the general one runs only when that search cannot prove its
answer, and then only above the score already found. Placing the resulting
melds on the grid is :func:`rummy_desktop.ai.layout.lay_out`.

One deliberate, documented caution: when two table jokers are both released
and their roles share a tile (two jokers that both stand for ``R6``), the
solver asks for two replacement tiles where the referee's first-come matching
could sometimes make do with fewer arrangements. Such a play is never
illegal, at worst very rarely not the best.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.ai.solver_dp import Engine
from rummy_desktop.ai.solver_fast import FreeEngine
from rummy_desktop.ai.solver_jokers import solve_constrained
from rummy_desktop.ai.solver_model import build_model, restrictive
from rummy_desktop.core.errors import ImpossiblePosition
from rummy_desktop.core.melds import check_meld
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile, check_distinct
from rummy_desktop.core.views import PlayerView


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
) -> Solution | None:
    """The best legal play, or None when no rack tile can be played at all.

    Args:
        table: the table at the start of the turn (a valid table).
        rack: the player's rack.
        rules: the rules in force.
        objective: what to maximise first.
        initial: the player has not made the initial meld yet.
        cancel: checked inside the search.

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
        outcome = solve_constrained(
            table, rack, rules, value_objective=value_objective, cancel=cancel
        )
        if outcome is not None and outcome.proven:
            result = outcome.result
        else:
            model = build_model(
                table, rack, rules, value_objective=value_objective, initial=initial
            )
            if outcome is None:
                result = Engine(model, cancel).run()
            else:
                floor = outcome.result.score if outcome.result is not None else 0
                result = Engine(model, cancel).run_above(floor) or outcome.result
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


def best_tiles_play(view: PlayerView, cancel: CancelFlag | None = None) -> Solution | None:
    """The play with the most rack tiles for one seat's view: medium's move, a person's hint.

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
    )


best_hint = best_tiles_play
"""The play to suggest to a person (shown, never made)."""


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
