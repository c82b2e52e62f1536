"""Random positions with jokers on the table, shared by the bound-joker solver tests."""

from __future__ import annotations

import random
from collections.abc import Sequence

from rummy_desktop.ai.solver.counting import tile_weight
from rummy_desktop.ai.solver.positions import Position, random_position
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.tiles import Tile


def joker_position(
    rng: random.Random,
    tables: tuple[int, int],
    racks: tuple[int, int],
    *,
    joker_chance: float,
    rack_joker_chance: float,
) -> tuple[Position, bool] | None:
    """A position and whether to maximise value, or None when no joker lies on the table.

    The draws from ``rng`` are the same whatever the answer, so a test's
    sequence of positions stays put when it skips one.
    """
    pos = random_position(
        rng,
        rng.randint(*tables),
        rng.randint(*racks),
        joker_chance=joker_chance,
        rack_joker_chance=rack_joker_chance,
    )
    if not any(t.is_joker for t in pos.table.tiles()):
        return None
    return pos, rng.random() < 0.5


def played_score(rules: RuleSet, played: Sequence[Tile], value: bool) -> int:
    """The solver's lexicographic score of a play, to compare answers by."""
    return sum(tile_weight(t.number, rules.joker_penalty, t.is_joker, value) for t in played)
