"""Random solver positions: valid tables and racks, for tests and benchmarks.

A table is grown meld by meld from the unused tiles (runs of 3 to 6, groups
of 3 or 4), sometimes with a joker standing in for one tile, so every table
is valid and every tile exists once. The rack is drawn from what is left.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import JOKER_KIND, Tile, kind_of, tiles_of_kind


@dataclass(frozen=True, slots=True)
class Position:
    """What the solver is asked about: a table, a rack, and whether the initial meld is still due.

    Attributes:
        table: the table at the start of the turn (a valid table).
        rack: the player's rack.
        initial: the player has not made the initial meld yet (only new
            melds of rack tiles, worth at least the initial-meld points).
    """

    table: Table
    rack: tuple[Tile, ...]
    initial: bool = False


def random_position(
    rng: random.Random,
    table_tiles: int,
    rack_tiles: int,
    *,
    joker_chance: float = 0.2,
    rack_joker_chance: float = 0.1,
) -> Position:
    """A valid table of about ``table_tiles`` tiles and a rack of ``rack_tiles``.

    Args:
        rng: the only source of randomness.
        table_tiles: stop adding melds once the table holds this many.
        rack_tiles: rack size (fewer if the set runs out).
        joker_chance: chance that a new meld gets a joker in place of a tile.
        rack_joker_chance: chance per free joker that it goes onto the rack.
    """
    free: dict[int, list[Tile]] = {k: list(tiles_of_kind(k)) for k in range(53)}
    melds: list[list[Tile]] = []
    size = 0
    attempts = 0
    while size < table_tiles and attempts < 400:
        attempts += 1
        if rng.random() < 0.55:
            colour = rng.randrange(4)
            length = rng.choice((3, 3, 3, 4, 4, 5, 6))
            start = rng.randint(1, 14 - length)
            kinds = [kind_of(colour, n) for n in range(start, start + length)]  # type: ignore[arg-type]
        else:
            number = rng.randint(1, 13)
            colours = rng.sample(range(4), rng.choice((3, 3, 4)))
            kinds = [kind_of(c, number) for c in colours]  # type: ignore[arg-type]
        joker_at = -1
        if free[JOKER_KIND] and rng.random() < joker_chance:
            joker_at = rng.randrange(len(kinds))
        if any(not free[k] for i, k in enumerate(kinds) if i != joker_at):
            continue
        meld = [
            free[JOKER_KIND].pop() if i == joker_at else free[k].pop() for i, k in enumerate(kinds)
        ]
        melds.append(meld)
        size += len(meld)
    rest = [t for k in range(52) for t in free[k]]
    rng.shuffle(rest)
    rack = rest[:rack_tiles]
    for joker in free[JOKER_KIND]:
        if rng.random() < rack_joker_chance and rack:
            rack[rng.randrange(len(rack))] = joker
    rng.shuffle(melds)
    return Position(Table.from_melds(melds), tuple(rack))
