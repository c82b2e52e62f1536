"""Laying out a play so that people can follow it."""

from __future__ import annotations

import itertools

from rummy_desktop.ai.layout import lay_out
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import TileAllocator, parse_tiles


def test_unchanged_melds_keep_cells_and_new_ones_do_not_touch() -> None:
    alloc = TileAllocator()
    before = Table.from_notation("K1 K2 K3 | B5 B6 B7 | O9 O10 O11", alloc)
    old = before.melds()
    grown = [*old[1].tiles, *parse_tiles("B8", alloc)]
    new = parse_tiles("R4 R5 R6", alloc)
    after = lay_out(before, [old[0].tiles, grown, old[2].tiles, new])
    for meld in (old[0], old[2]):
        assert all(after[c] == t for c, t in zip(meld.cells, meld.tiles, strict=True))
    texts = sorted(str(m) for m in after.melds())
    assert texts == sorted(["K1 K2 K3", "B5 B6 B7 B8", "O9 O10 O11", "R4 R5 R6"])
    grown_placed = next(m for m in after.melds() if str(m) == "B5 B6 B7 B8")
    assert abs(grown_placed.row - old[1].row) <= 1  # stays near where its tiles were


def test_grid_grows_when_full() -> None:
    alloc = TileAllocator()
    before = Table(rows=1, columns=8)
    melds = [parse_tiles(f"K{n} B{n} O{n}", alloc) for n in range(1, 8)]
    after = lay_out(before, melds)
    assert len(after.melds()) == 7
    assert after.rows > 1


def gaps(table: Table) -> list[int]:
    """Free cells between neighbouring melds of the same row."""
    melds = table.melds()
    return [
        b.column - (a.column + len(a.tiles)) for a, b in itertools.pairwise(melds) if a.row == b.row
    ]


def test_melds_get_room_to_grow_without_joining_the_next() -> None:
    alloc = TileAllocator()
    melds = [parse_tiles(m, alloc) for m in ("K1 K2 K3", "B5 B6 B7", "O9 O10 O11", "R4 R5 R6")]
    after = lay_out(Table(), melds)
    assert gaps(after) and min(gaps(after)) >= 2
    joker = parse_tiles("J", alloc)[0]
    # A meld grown by one tile at either end still stands apart from its neighbours.
    for meld in after.melds():
        for cell in ((meld.row, meld.column - 1), (meld.row, meld.column + len(meld.tiles))):
            if 0 <= cell[1] < after.columns:
                assert cell not in after
                grown = after.copy()
                grown.place(joker, cell)
                assert len(grown.meld_at(cell).tiles) == len(meld.tiles) + 1  # type: ignore[union-attr]


def test_a_tight_grid_still_takes_one_free_cell_before_growing() -> None:
    alloc = TileAllocator()
    melds = [parse_tiles(m, alloc) for m in ("K1 K2 K3", "B5 B6 B7", "O9 O10 O11")]
    after = lay_out(Table(rows=1, columns=11), melds)
    assert after.rows == 1 and gaps(after) == [1, 1]
