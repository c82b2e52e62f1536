"""Dragging, refusing, ending a turn, resetting and sorting, with real mouse events."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.app.controller import Phase
from rummy_desktop.core.tiles import Tile
from tests.ui.conftest import (
    ANN_COMPUTER,
    MakeWindow,
    cell_point,
    drag,
    drag_rack_to_cell,
    position,
    table_point,
)

ANN = "R10 R11 R12 K1 B5 O7 K13"
COMPUTER = "B1 B2 O3 K9 K8"


def ann_tiles(window: object) -> dict[str, Tile]:
    state = window.controller.state  # type: ignore[attr-defined]
    return {str(t): t for t in state.racks[0]}


def test_drag_from_rack_to_table(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(position([ANN, COMPUTER]), ANN_COMPUTER)
    tiles = ann_tiles(window)
    drag_rack_to_cell(qtbot, window, tiles["R10"], (2, 3))
    turn = window.controller.turn
    assert turn is not None
    assert turn.table[(2, 3)] == tiles["R10"]
    assert tiles["R10"].id not in window.rack_scene.items_by_id
    item = window.table_scene.items_by_id[tiles["R10"].id]
    assert item.pos() == window.table_scene.cell_pos((2, 3))
    assert item.opacity() == 1.0


def test_drop_on_a_taken_cell_returns_the_tile(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(position([ANN, COMPUTER]), ANN_COMPUTER)
    tiles = ann_tiles(window)
    drag_rack_to_cell(qtbot, window, tiles["R10"], (1, 1))
    drag_rack_to_cell(qtbot, window, tiles["K1"], (1, 1))
    turn = window.controller.turn
    assert turn is not None
    assert turn.table[(1, 1)] == tiles["R10"]
    assert tiles["K1"] in turn.rack
    item = window.rack_scene.items_by_id[tiles["K1"].id]
    assert item.opacity() == 1.0
    assert not window.overlay.isVisible()
    assert "already holds" in window.problems_label.text()


def test_drop_outside_the_board_returns_the_tile(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(position([ANN, COMPUTER]), ANN_COMPUTER)
    tiles = ann_tiles(window)
    start = window.rack_scene.items_by_id[tiles["B5"].id].sceneBoundingRect().center()
    panel_centre = window.panel.mapToGlobal(window.panel.rect().center())
    outside = window.rack_view.viewport().mapFromGlobal(panel_centre)
    drag(qtbot, window.rack_view, start, window.rack_view, window.rack_view.mapToScene(outside))
    qtbot.waitUntil(lambda: not window.drag.busy, timeout=2000)
    assert window.controller.turn is not None
    assert tiles["B5"] in window.controller.turn.rack
    assert "drop tiles" in window.problems_label.text()


def test_initial_meld_played_and_ended_with_done(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(position([ANN, COMPUTER]), ANN_COMPUTER)
    tiles = ann_tiles(window)
    drag_rack_to_cell(qtbot, window, tiles["R10"], (0, 0))
    drag_rack_to_cell(qtbot, window, tiles["R11"], (0, 1))
    assert not window.done_button.isEnabled()
    assert "not a valid meld" in window.problems_label.text()
    invalid = [f for f in window.table_scene.frames() if f.data(0) == "invalid"]
    assert len(invalid) == 1
    drag_rack_to_cell(qtbot, window, tiles["R12"], (0, 2))
    assert window.done_button.isEnabled()
    assert [f.data(0) for f in window.table_scene.frames()] == ["valid"]
    qtbot.mouseClick(window.done_button, Qt.MouseButton.LeftButton)
    state = window.controller.state
    assert state is not None
    assert state.melded[0]
    assert state.table.notation() == "R10 R11 R12"
    # The computer (a drawing double) has had its turn; Ann is on turn again.
    qtbot.waitUntil(lambda: window.controller.phase is Phase.HUMAN, timeout=3000)
    assert state.current == 0
    assert len(state.racks[1]) == 6
    assert window.controller.last_played() == {tiles[n].id for n in ("R10", "R11", "R12")}


def test_reset_turn_restores_table_and_rack(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(position([ANN, COMPUTER]), ANN_COMPUTER)
    tiles = ann_tiles(window)
    before = list(window.controller.display_rack())
    drag_rack_to_cell(qtbot, window, tiles["R10"], (3, 3))
    drag(
        qtbot,
        window.table_view,
        table_point(window, tiles["R10"]),
        window.table_view,
        cell_point(window, (4, 6)),
    )
    qtbot.waitUntil(lambda: not window.drag.busy, timeout=2000)
    assert window.controller.turn is not None
    assert window.controller.turn.table[(4, 6)] == tiles["R10"]
    assert window.reset_button.isEnabled()
    window.reset_button.click()
    assert window.controller.display_rack() == before
    assert len(window.controller.display_table()) == 0
    assert not window.table_scene.items_by_id
    assert set(window.rack_scene.items_by_id) == {t.id for t in before}


def test_table_tile_back_to_rack_and_undo(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(position([ANN, COMPUTER]), ANN_COMPUTER)
    tiles = ann_tiles(window)
    drag_rack_to_cell(qtbot, window, tiles["O7"], (0, 5))
    first_slot = window.rack_scene.slot_pos(0)
    drag(
        qtbot,
        window.table_view,
        table_point(window, tiles["O7"]),
        window.rack_view,
        first_slot + QPointF(20, 27),
    )
    qtbot.waitUntil(lambda: not window.drag.busy, timeout=2000)
    assert window.controller.display_rack()[0] == tiles["O7"]
    window.undo_button.click()
    assert window.controller.turn is not None
    assert window.controller.turn.table[(0, 5)] == tiles["O7"]


def test_sorting_orders_the_rack(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(position([ANN + " J B1", COMPUTER]), ANN_COMPUTER)
    window.sort_number_button.click()
    rack = window.controller.display_rack()
    assert [str(t) for t in rack] == ["K1", "B1", "B5", "O7", "R10", "R11", "R12", "K13", "J"]
    window.sort_colour_button.click()
    rack = window.controller.display_rack()
    assert [str(t) for t in rack] == ["K1", "K13", "B1", "B5", "O7", "R10", "R11", "R12", "J"]
    xs = [window.rack_scene.items_by_id[t.id].pos() for t in rack]
    assert xs == [window.rack_scene.slot_pos(i) for i in range(len(rack))]


def test_rack_order_survives_a_draw(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(position([ANN, COMPUTER]), ANN_COMPUTER)
    window.sort_number_button.click()
    sorted_rack = [str(t) for t in window.controller.display_rack()]
    window.draw_button.click()
    qtbot.waitUntil(lambda: window.controller.phase is Phase.HUMAN, timeout=3000)
    now = [str(t) for t in window.controller.display_rack()]
    assert now[: len(sorted_rack)] == sorted_rack
    assert len(now) == len(sorted_rack) + 1


def test_drag_a_whole_meld_on_the_table(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(position([ANN, COMPUTER]), ANN_COMPUTER)
    tiles = ann_tiles(window)
    for col, name in enumerate(("R10", "R11", "R12")):
        drag_rack_to_cell(qtbot, window, tiles[name], (0, col))
    viewport = window.table_view.viewport()
    point = window.table_view.mapFromScene(table_point(window, tiles["R11"]))
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    assert len(window.table_scene.selectedItems()) == 3
    drag(
        qtbot,
        window.table_view,
        table_point(window, tiles["R11"]),
        window.table_view,
        cell_point(window, (5, 8)),
    )
    qtbot.waitUntil(lambda: not window.drag.busy, timeout=2000)
    assert window.controller.display_table().notation() == "R10 R11 R12"
    assert window.controller.display_table()[(5, 7)] == tiles["R10"]
