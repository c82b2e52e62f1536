"""Positions from notation, for tests that read like the rule book.

Notation names kinds, not identities. A table after a turn must reuse the
physical tiles of the table before and of the rack, so :func:`after_table`
hands out, for each token, the first unused tile of that kind among them
(table first, then rack) and only then a tile from outside (a foreign tile).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rummy_desktop.core.actions import Play
from rummy_desktop.core.melds import check_meld
from rummy_desktop.core.referee import ProblemCode, judge_play
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import (
    ALL_TILES,
    JOKER_KIND,
    NUMBERS,
    Colour,
    Tile,
    TileAllocator,
    kind_of,
    parse_kinds,
    parse_tiles,
)


def pick(text: str, available: Sequence[Tile], used: set[int]) -> list[Tile]:
    """Tiles for ``text``, taken from ``available`` first, else from the rest of the set."""
    out: list[Tile] = []
    for kind in parse_kinds(text):
        found = next((t for t in available if t.kind == kind and t.id not in used), None)
        if found is None:
            found = next(t for t in ALL_TILES if t.kind == kind and t.id not in used)
        used.add(found.id)
        out.append(found)
    return out


def after_table(text: str, before: Table, rack: Sequence[Tile]) -> Table:
    """The table a player proposes, built from the tiles of ``before`` and ``rack``."""
    available = [*before.tiles(), *rack]
    used: set[int] = set()
    melds = [pick(part, available, used) for part in text.split("|") if part.strip()]
    return Table.from_melds(melds)


def setup(before: str, rack: str) -> tuple[Table, list[Tile]]:
    """A table and a rack from notation, with distinct physical tiles."""
    alloc = TileAllocator()
    table = Table.from_notation(before, alloc)
    return table, parse_tiles(rack, alloc)


def judge(rules: RuleSet, before: str, rack: str, after: str, melded: bool = True) -> set[str]:
    """The problem codes the referee gives for one turn, as plain strings."""
    table, tiles = setup(before, rack)
    problems = judge_play(rules, table, after_table(after, table, tiles), tiles, melded)
    return {p.code.value for p in problems}


def codes(*names: ProblemCode) -> set[str]:
    return {n.value for n in names}


def full_table_except(taken: Sequence[Tile]) -> Table:
    """Every tile of the set not in ``taken``, laid out as valid runs.

    Each colour's two copies of 1..13 form two runs; removed tiles split them.
    Jokers left over extend a run at its low end. Raises AssertionError when
    a piece would be shorter than three tiles (choose other tiles to take).
    """
    gone = {t.id for t in taken}
    melds: list[list[Tile]] = []
    for colour in Colour:
        for copy in range(2):
            piece: list[Tile] = []
            for number in [*NUMBERS, 0]:
                t = ALL_TILES[kind_of(colour, number) * 2 + copy] if number else None
                if t is not None and t.id not in gone:
                    piece.append(t)
                    continue
                if piece:
                    melds.append(piece)
                piece = []
    for joker in ALL_TILES[JOKER_KIND * 2 :]:
        if joker.id in gone:
            continue
        for host in melds:
            end = 0 if check_meld([t.kind for t in [joker, *host]]).valid else len(host)
            host.insert(end, joker)
            if check_meld([t.kind for t in host]).valid:
                break
            del host[end]
    assert all(len(m) >= 3 for m in melds), "a piece of a run would be too short"
    return Table.from_melds(melds, columns=30, rows=12)


def closed_state(
    rules: RuleSet,
    racks: Sequence[str],
    pool: str = "",
    *,
    melded: Sequence[bool] | None = None,
    current: int = 0,
) -> GameState:
    """A state whose every other tile lies on the table, so the pool is exactly ``pool``."""
    alloc = TileAllocator()
    rack_tiles = [parse_tiles(r, alloc) for r in racks]
    pool_tiles = parse_tiles(pool, alloc)
    table = full_table_except([*pool_tiles, *(t for r in rack_tiles for t in r)])
    return GameState.from_position(
        rules, rack_tiles, table, pool=pool_tiles, melded=melded, current=current
    )


def add_meld(state: GameState, text: str) -> Play:
    """A play that leaves the table as it is and lays ``text`` from the rack on a new row."""
    table = state.table.copy()
    row = table.rows
    rack = state.racks[state.current]
    for col, t in enumerate(pick(text, rack, {t.id for t in table.tiles()})):
        table.place(t, (row, col))
    return Play(table)


def snapshot(state: GameState) -> tuple[Any, ...]:
    """Everything a turn can change, to compare a state before and after."""
    return (
        [t.id for t in state.pool],
        [[t.id for t in r] for r in state.racks],
        state.table.copy(),
        state.current,
        list(state.melded),
        list(state.totals),
        len(state.log),
        state.turn,
        state.passes,
        state.round_score,
    )
