"""A computer's play cut into steps people can follow."""

from __future__ import annotations

from rummy_desktop.app.playback import layout_of, play_steps
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import TileAllocator, parse_tiles


def test_unchanged_melds_do_not_move_and_new_ones_get_a_step() -> None:
    alloc = TileAllocator()
    before = Table.from_notation("R5 R6 R7", alloc)
    after = before.copy()
    for col, t in enumerate(parse_tiles("K1 K2 K3", alloc)):
        after.place(t, (2, col))
    steps = play_steps(before, after)
    assert steps == [layout_of(after)]


def test_a_rearrangement_ends_exactly_on_the_new_table() -> None:
    alloc = TileAllocator()
    before = Table.from_notation("B6 B7 B8 B9 B10", alloc)
    b8_new = parse_tiles("B8", alloc)[0]
    six, seven, eight, nine, ten = before.tiles()
    # Split the run and insert the rack's B8: B6 B7 B8 | B8 B9 B10, the second
    # meld starting on the cell where B9 stood (a swap of places).
    after = Table()
    for col, t in enumerate((six, seven, b8_new)):
        after.place(t, (0, col))
    for col, t in enumerate((eight, nine, ten)):
        after.place(t, (0, 4 + col))
    steps = play_steps(before, after)
    assert steps[-1] == layout_of(after)
    for step in steps:
        assert len(set(step.values())) == len(step), "two tiles shown on one cell"


def test_blocked_cells_are_cleared_by_parking_first() -> None:
    alloc = TileAllocator()
    a = parse_tiles("K1 K2 K3", alloc)
    b = parse_tiles("R1 R2 R3", alloc)
    before, after = Table(), Table()
    for col in range(3):
        before.place(a[col], (0, col))
        before.place(b[col], (1, col))
        after.place(b[col], (0, col))
        after.place(a[col], (1, col))
    steps = play_steps(before, after)
    assert steps[-1] == layout_of(after)
    assert len(steps) >= 3
    for step in steps:
        assert len(set(step.values())) == len(step)
