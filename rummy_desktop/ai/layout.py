"""Placing a computer's melds on the grid so that a person can follow the move.

A meld that did not change keeps its exact cells; a changed meld goes as
close as possible to where most of its tiles were; a new meld takes the
first free space in reading order. Melds in one row always have a free cell
between them, otherwise the table would read them as one meld. The grid
grows (more rows, then more columns) only when nothing fits.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from rummy_desktop.core.errors import IllegalMove
from rummy_desktop.core.table import MAX_COLUMNS, MAX_ROWS, Cell, Table
from rummy_desktop.core.tiles import Tile


class _Grid:
    """Row occupancy as bit masks, for fast "does it fit here" questions."""

    def __init__(self, rows: int, columns: int) -> None:
        self.rows = rows
        self.columns = columns
        self.occupied: list[int] = [0] * MAX_ROWS

    def fits(self, row: int, col: int, length: int) -> bool:
        if col < 0 or col + length > self.columns or row >= self.rows:
            return False
        low = max(col - 1, 0)
        span = ((1 << (col + length + 1 - low)) - 1) << low
        return not self.occupied[row] & span

    def take(self, row: int, col: int, length: int) -> None:
        self.occupied[row] |= ((1 << length) - 1) << col

    def nearest(self, length: int, row: int, col: int) -> Cell | None:
        """The free slot closest to (row, col), rows weighing more than columns."""
        best: tuple[int, int, int] | None = None
        for r in range(self.rows):
            dr = abs(r - row) * 4
            if best is not None and dr > best[0]:
                continue
            for c in range(self.columns - length + 1):
                cost = dr + abs(c - col)
                if best is not None and cost >= best[0]:
                    continue
                if self.fits(r, c, length):
                    best = (cost, r, c)
        return None if best is None else (best[1], best[2])

    def first_free(self, length: int) -> Cell | None:
        for r in range(self.rows):
            for c in range(self.columns - length + 1):
                if self.fits(r, c, length):
                    return (r, c)
        return None


def lay_out(before: Table, melds: Sequence[Sequence[Tile]]) -> Table:
    """The table after a play, with its melds placed for a watching person.

    Args:
        before: the table at the start of the turn.
        melds: every meld of the new table, each in its laid-out order.

    Raises:
        IllegalMove: the melds cannot fit even on the largest grid.
    """
    grid = _Grid(before.rows, before.columns)
    old_cells = {t.id: cell for cell, t in before.cells().items()}
    old_melds = {tuple(t.id for t in m.tiles): m for m in before.melds()}
    placed: list[tuple[Cell, Sequence[Tile]]] = []
    changed: list[tuple[Cell, Sequence[Tile]]] = []
    fresh: list[Sequence[Tile]] = []
    for meld in melds:
        same = old_melds.get(tuple(t.id for t in meld))
        if same is not None:
            grid.take(same.row, same.column, len(meld))
            placed.append(((same.row, same.column), meld))
            continue
        origins = [old_cells[t.id] for t in meld if t.id in old_cells]
        if not origins:
            fresh.append(meld)
            continue
        row = Counter(r for r, _ in origins).most_common(1)[0][0]
        cols = sorted(c for r, c in origins if r == row)
        changed.append(((row, cols[0]), meld))
    for (row, col), meld in changed:
        slot = _slot(grid, len(meld), (row, col))
        grid.take(slot[0], slot[1], len(meld))
        placed.append((slot, meld))
    for meld in fresh:
        slot = _slot(grid, len(meld), None)
        grid.take(slot[0], slot[1], len(meld))
        placed.append((slot, meld))
    table = Table(rows=grid.rows, columns=grid.columns)
    for (row, col), meld in placed:
        for i, t in enumerate(meld):
            table.place(t, (row, col + i))
    return table


def _slot(grid: _Grid, length: int, near: Cell | None) -> Cell:
    while True:
        slot = grid.first_free(length) if near is None else grid.nearest(length, *near)
        if slot is not None:
            return slot
        if grid.rows < MAX_ROWS:
            grid.rows += 1
        elif grid.columns < MAX_COLUMNS:
            grid.columns += 1
        else:
            raise IllegalMove("the melds do not fit on the table")
