"""A computer's play as steps people can follow.

A computer returns only the table it leaves. To show it the way a person
would play it, the change is cut into steps, one new or changed meld at a
time, and the window glides the tiles of each step into place. When a tile
must move out of the way first (its cell is wanted by a meld placed earlier),
it is parked on a free cell in its own step, as a person would push a tile
aside.
"""

from __future__ import annotations

from collections.abc import Iterator

from rummy_desktop.core.table import Cell, PlacedMeld, Table

Layout = dict[int, Cell]
"""Where each tile on the table is shown: tile identity -> cell."""


def layout_of(table: Table) -> Layout:
    return {t.id: cell for cell, t in table.cells().items()}


def play_steps(before: Table, after: Table) -> list[Layout]:
    """The layouts shown one after another, ending with ``after``'s layout.

    Unchanged melds never move; every other meld of ``after`` gets a step.
    """
    current = layout_of(before)
    target = layout_of(after)
    pending = [m for m in after.melds() if _changed(m, current)]
    steps: list[Layout] = []
    while pending:
        occupant = {cell: tid for tid, cell in current.items()}
        chosen = next((m for m in pending if not _blockers(m, occupant)), None)
        if chosen is None:
            chosen = pending[0]
            wanted = {c for m in pending for c in m.cells} | set(target.values())
            free = _free_cells(after, occupant, wanted)
            for tid in _blockers(chosen, occupant):
                current[tid] = next(free)
            steps.append(dict(current))
        for t, cell in zip(chosen.tiles, chosen.cells, strict=True):
            current[t.id] = cell
        steps.append(dict(current))
        pending.remove(chosen)
    if current != target:
        steps.append(dict(target))
    return steps


def _changed(meld: PlacedMeld, current: Layout) -> bool:
    return any(current.get(t.id) != cell for t, cell in zip(meld.tiles, meld.cells, strict=True))


def _blockers(meld: PlacedMeld, occupant: dict[Cell, int]) -> list[int]:
    own = {t.id for t in meld.tiles}
    return [occupant[cell] for cell in meld.cells if cell in occupant and occupant[cell] not in own]


def _free_cells(table: Table, occupant: dict[Cell, int], wanted: set[Cell]) -> Iterator[Cell]:
    rows = max(table.rows, 1 + max((r for r, _ in wanted), default=0))
    for row in range(rows + 8):
        for col in range(table.columns):
            cell = (row, col)
            if cell not in occupant and cell not in wanted:
                yield cell
