"""Random positions with jokers on the table, shared by the bound-joker solver tests."""

from __future__ import annotations

import random
from collections.abc import Sequence

from rummy_desktop.ai.solver.counting import tile_weight
from rummy_desktop.ai.solver.positions import Position, random_position
from rummy_desktop.core.melds import check_meld
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile, full_set


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


def joker_pair_position(
    rng: random.Random, tables: tuple[int, int], racks: tuple[int, int]
) -> tuple[Position, bool] | None:
    """A position whose table holds both jokers in one meld, and whether to maximise value.

    The meld is a run with two of its places taken by jokers, or a group of two
    real tiles and two jokers (or one real tile at 1, 2, 12 or 13), made of
    tiles that lie neither on the table nor on the rack. None when the tiles
    for the drawn meld are not free.
    """
    pos = random_position(
        rng, rng.randint(*tables), rng.randint(*racks), joker_chance=0.0, rack_joker_chance=0.0
    )
    used = {t.id for t in (*pos.table.tiles(), *pos.rack)}
    free = [t for t in full_set() if t.id not in used and not t.is_joker]
    jokers = [t for t in full_set() if t.is_joker]
    if rng.random() < 0.6:
        colour, length = rng.randrange(4), rng.randint(3, 6)
        start = rng.randint(1, 14 - length)
        kinds = [colour * 13 + n - 1 for n in range(start, start + length)]
        holes = set(rng.sample(range(length), 2))
    else:
        number = rng.choice(range(1, 14))
        size = 3 if number in (1, 2, 12, 13) and rng.random() < 0.5 else 4
        kinds = [c * 13 + number - 1 for c in rng.sample(range(4), size)]
        holes = set(range(size - 2, size)) if size == 4 or number > 2 else {0, 1}
    meld: list[Tile] = []
    spare = iter(jokers)
    for i, kind in enumerate(kinds):
        if i in holes:
            meld.append(next(spare))
            continue
        tile = next((t for t in free if t.kind == kind), None)
        if tile is None:
            return None
        free.remove(tile)
        meld.append(tile)
    if not check_meld([t.kind for t in meld], 2).valid:
        return None
    table = Table.from_melds([m.tiles for m in pos.table.melds()] + [meld])
    return Position(table, pos.rack), rng.random() < 0.5
