"""Touching the table before the initial meld is refused at once, with its reason (RULES.md 4)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rummy_desktop.core.rules import preset
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import TileAllocator, parse_tiles
from tests.ui.conftest import ANN_COMPUTER, MakeWindow, cell_point, drag, table_point


def unmelded_game() -> GameState:
    alloc = TileAllocator()
    table = Table.from_notation("K8 K9 K10 K11", alloc)
    racks = [parse_tiles("R10 R11 R12 B1", alloc), parse_tiles("R1 R9", alloc)]
    return GameState.from_position(
        preset("easy"), racks, table, melded=[False, True], names=["Ann", "Computer"], seed=7
    )


def test_a_table_tile_does_not_move_before_the_initial_meld(
    qtbot: QtBot, make_window: MakeWindow, dutch: None
) -> None:
    window = make_window(unmelded_game(), ANN_COMPUTER)
    state = window.controller.state
    assert state is not None
    k11 = next(t for t in state.table.tiles() if str(t) == "K11")
    cell = state.table.cell_of(k11)
    drag(
        qtbot,
        window.table_view,
        table_point(window, k11),
        window.table_view,
        cell_point(window, (5, 5)),
    )
    qtbot.waitUntil(lambda: not window.drag.busy, timeout=2000)
    turn = window.controller.turn
    assert turn is not None and turn.table.cell_of(k11) == cell and not turn.can_undo
    assert "zolang je eerste uitleg niet gedaan is" in window.problems_label.text()
