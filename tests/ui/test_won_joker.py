"""House rule released_joker_to_rack in the window: a won joker dragged onto the rack."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.core.rules import preset
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import TileAllocator, parse_tiles
from tests.ui.conftest import ANN_COMPUTER, MakeWindow, drag, drag_rack_to_cell, table_point


def joker_game(to_rack: bool) -> GameState:
    rules = preset("rrrummy").with_options(released_joker_to_rack=to_rack)
    alloc = TileAllocator()
    table = Table.from_notation("K8 K9 K10 J", alloc)
    racks = [parse_tiles("K11 B1 B5", alloc), parse_tiles("R1 R9", alloc)]
    return GameState.from_position(
        rules, racks, table, melded=[True, True], names=["Ann", "Computer"], seed=7
    )


@pytest.mark.parametrize("to_rack", [True, False])
def test_a_won_joker_is_dragged_onto_the_rack(
    qtbot: QtBot, make_window: MakeWindow, to_rack: bool
) -> None:
    window = make_window(joker_game(to_rack), ANN_COMPUTER)
    state = window.controller.state
    assert state is not None
    joker = next(t for t in state.table.tiles() if t.is_joker)
    k11 = next(t for t in state.racks[0] if str(t) == "K11")
    joker_cell = state.table.cell_of(joker)
    assert joker_cell is not None
    drag(
        qtbot,
        window.table_view,
        table_point(window, joker),
        window.rack_view,
        window.rack_scene.slot_pos(0) + QPointF(20, 27),
    )
    qtbot.waitUntil(lambda: not window.drag.busy, timeout=2000)
    turn = window.controller.turn
    assert turn is not None
    if not to_rack:
        assert turn.table.cell_of(joker) == joker_cell
        assert "must stay on the table" in window.problems_label.text()
        return
    assert joker in window.controller.display_rack()
    drag_rack_to_cell(qtbot, window, k11, joker_cell)
    assert window.done_button.isEnabled()
    qtbot.mouseClick(window.done_button, Qt.MouseButton.LeftButton)
    assert sorted(str(t) for t in state.racks[0]) == ["B1", "B5", "J"]
    state.check_tiles()
