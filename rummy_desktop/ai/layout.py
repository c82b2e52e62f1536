"""Placing a computer's melds on the grid so that a person can follow the move.

A meld that did not change keeps its exact cells; a changed meld goes as
close as possible to where most of its tiles were; a new meld takes the
first free space in reading order. Melds in one row always have a free cell
between them, otherwise the table would read them as one meld, and two free
cells where there is room: then a person who adds a tile to one end does not
join the meld to its neighbour. The grid grows (more rows, then more
columns) only when nothing fits even with one free cell.
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

    def fits(self, row: int, col: int, length: int, gap: int = 1) -> bool:
        """Whether a meld fits at (row, col) with ``gap`` free cells on each side
        (the grid's edge counts as room)."""
        if col < 0 or col + length > self.columns or row >= self.rows:
            return False
        low = max(col - gap, 0)
        span = ((1 << (col + length + gap - low)) - 1) << low
        return not self.occupied[row] & span

    def take(self, row: int, col: int, length: int) -> None:
        self.occupied[row] |= ((1 << length) - 1) << col

    def nearest(self, length: int, row: int, col: int, gap: int = 1) -> Cell | None:
        """The free slot closest to (row, col), rows weighing more than columns."""
        found = self._nearest(length, row, col, gap)
        return None if found is None else (found[1], found[2])

    def nearest_cost(self, length: int, row: int, col: int, gap: int = 1) -> int | None:
        found = self._nearest(length, row, col, gap)
        return None if found is None else found[0]

    def _nearest(self, length: int, row: int, col: int, gap: int) -> tuple[int, int, int] | None:
        best: tuple[int, int, int] | None = None
        for r in range(self.rows):
            dr = abs(r - row) * 4
            if best is not None and dr > best[0]:
                continue
            for c in range(self.columns - length + 1):
                cost = dr + abs(c - col)
                if best is not None and cost >= best[0]:
                    continue
                if self.fits(r, c, length, gap):
                    best = (cost, r, c)
        return best

    def first_free(self, length: int, gap: int = 1) -> Cell | None:
        for r in range(self.rows):
            for c in range(self.columns - length + 1):
                if self.fits(r, c, length, gap):
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
    try:
        return _lay_out(before, melds, roomy=True)
    except _NoRoom:
        return _lay_out(before, melds, roomy=False)


class _NoRoom(Exception):
    """The roomy layout would need a larger grid: lay out tightly instead."""


def _lay_out(before: Table, melds: Sequence[Sequence[Tile]], *, roomy: bool) -> Table:
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
        slot = _slot(grid, len(meld), (row, col), roomy)
        grid.take(slot[0], slot[1], len(meld))
        placed.append((slot, meld))
    for meld in fresh:
        slot = _slot(grid, len(meld), None, roomy)
        grid.take(slot[0], slot[1], len(meld))
        placed.append((slot, meld))
    table = Table(rows=grid.rows, columns=grid.columns)
    for (row, col), meld in placed:
        for i, t in enumerate(meld):
            table.place(t, (row, col + i))
    return table


ROOMY_GAP = 2
"""Free cells wanted between melds, so one can grow by a tile without touching the next."""
CLOSE_BY = 2
"""How much further a changed meld may move to get the roomy gap."""


def _slot(grid: _Grid, length: int, near: Cell | None, roomy: bool) -> Cell:
    """A slot with room to grow (``roomy``: never growing the grid for it), or
    the old tight slot with one free cell, growing the grid when nothing fits."""
    while True:
        if not roomy:
            slot = grid.first_free(length) if near is None else grid.nearest(length, *near)
        elif near is None:
            slot = grid.first_free(length, ROOMY_GAP)
        else:
            slot = _near_slot(grid, length, near)
        if slot is not None:
            return slot
        if roomy:
            raise _NoRoom
        if grid.rows < MAX_ROWS:
            grid.rows += 1
        elif grid.columns < MAX_COLUMNS:
            grid.columns += 1
        else:
            raise IllegalMove("the melds do not fit on the table")


def _near_slot(grid: _Grid, length: int, near: Cell) -> Cell | None:
    """The roomy slot near ``near``, unless it lies much further than a tight
    one: a changed meld stays where people last saw its tiles."""
    tight = grid.nearest_cost(length, *near)
    roomy = grid.nearest_cost(length, *near, gap=ROOMY_GAP)
    if roomy is not None and (tight is None or roomy <= tight + CLOSE_BY):
        return grid.nearest(length, *near, gap=ROOMY_GAP)
    return grid.nearest(length, *near)
