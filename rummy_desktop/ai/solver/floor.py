"""The floor: a legal play found in bounded work, when the limits run out.

Table jokers bound by the joker options are what makes a position hard; a
play that leaves every meld holding a joker exactly as it lies is legal under
any joker option, so the floor sets those melds apart and lays the rest with
the counting programme's beam passes (bounded work, legal by construction).
Under free jokers nothing is set apart. This is the one place the "joker
melds as they lie" answer is written: the door's fallback and the going-out
question both use it.
"""

from __future__ import annotations

from collections.abc import Sequence

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.ai.solver.counting import FreeEngine, Result
from rummy_desktop.core.rules import JokerRelease, RuleSet
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile

Meld = tuple[Tile, ...]


def restrictive(rules: RuleSet) -> bool:
    """Whether the joker options bind table jokers (they must be followed one by one)."""
    return (
        rules.joker_release is not JokerRelease.FREE
        or rules.joker_meld_locked
        or rules.released_joker_new_meld_only
    )


def bound_jokers(table: Table, rules: RuleSet) -> bool:
    """Whether table jokers are bound by the rules in this position."""
    return restrictive(rules) and any(t.is_joker for t in table.tiles())


def joker_melds_apart(table: Table) -> tuple[Table, tuple[Meld, ...]]:
    """The table without its joker melds, and those melds as they lie."""
    jokered = tuple(m.tiles for m in table.melds() if any(t.is_joker for t in m.tiles))
    rest = [m.tiles for m in table.melds() if not any(t.is_joker for t in m.tiles)]
    return Table.from_melds(rest), jokered


def floor_play(
    table: Table,
    rack: Sequence[Tile],
    rules: RuleSet,
    *,
    value_objective: bool,
    initial: bool,
    cancel: CancelFlag | None,
) -> Result | None:
    """A legal play in bounded work (None: the beam found nothing to play).

    Only ``cancel`` is polled: the floor is what answers once the work is spent.
    """
    if initial:
        return FreeEngine(
            [], rack, rules, value_objective=value_objective, initial=True, cancel=cancel
        ).run_beam()
    if not bound_jokers(table, rules):
        return FreeEngine(
            table.tiles(),
            rack,
            rules,
            value_objective=value_objective,
            initial=False,
            cancel=cancel,
        ).run_beam()
    rest, jokered = joker_melds_apart(table)
    found = FreeEngine(
        rest.tiles(), rack, rules, value_objective=value_objective, initial=False, cancel=cancel
    ).run_beam()
    if found is None:
        return None
    return Result(found.score, [*found.melds, *map(list, jokered)])
