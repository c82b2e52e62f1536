"""Dropped tiles arrange themselves, and a tile dropped on its joker swaps with it:
real mouse events on the viewports, and the keyboard doing the same through one intent."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QGraphicsView
from pytestqt.qtbot import QtBot

from rummy_desktop.core.rules import preset
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile, TileAllocator, parse_tiles
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import (
    ANN_COMPUTER,
    EASY,
    MakeWindow,
    cell_point,
    drag,
    drag_rack_to_cell,
    rack_point,
    table_point,
)


def game(rack: str, melds: dict[tuple[int, int], str]) -> tuple[GameState, dict[str, Tile]]:
    alloc = TileAllocator()
    table = Table()
    for (row, col), meld in melds.items():
        for i, t in enumerate(parse_tiles(meld, alloc)):
            table.place(t, (row, col + i))
    ann = parse_tiles(rack, alloc)
    state = GameState.from_position(
        EASY, [ann, parse_tiles("O1 O2", alloc)], table, melded=[True, True], seed=7
    )
    return state, {str(t): t for t in ann}


def ctrl_click(qtbot: QtBot, view: QGraphicsView, point: QPoint) -> None:
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier, point
    )


def drop_settled(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: not window.drag.busy, timeout=2000)


def test_ctrl_clicked_rack_tiles_land_as_a_run(qtbot: QtBot, make_window: MakeWindow) -> None:
    state, tiles = game("K9 K7 K8 B1", {})
    window = make_window(state, ANN_COMPUTER)
    view = window.rack_view
    for name in ("K9", "K7"):
        ctrl_click(qtbot, view, view.mapFromScene(rack_point(window, tiles[name])))
    # pressing K8 without Ctrl drags the whole selection with it
    ctrl_click(qtbot, view, view.mapFromScene(rack_point(window, tiles["K8"])))
    start = rack_point(window, tiles["K8"])
    drag(qtbot, view, start, window.table_view, cell_point(window, (2, 5)))
    drop_settled(qtbot, window)
    table = window.controller.display_table()
    assert table.notation() == "K7 K8 K9"
    assert window.done_button.isEnabled()
    # the picture shows the same: no meld frame is red
    assert {f.data(0) for f in window.table_scene.frames()} == {"valid"}


def test_rubber_band_on_the_table_then_drop_arranges(qtbot: QtBot, make_window: MakeWindow) -> None:
    state, tiles = game("K9 K7 K8 B1", {})
    window = make_window(state, ANN_COMPUTER)
    for col, name in ((1, "K9"), (3, "K7"), (5, "K8")):
        drag_rack_to_cell(qtbot, window, tiles[name], (1, col))
    view = window.table_view
    corner_a = view.mapFromScene(window.table_scene.cell_rect((0, 0)).center())
    corner_b = view.mapFromScene(window.table_scene.cell_rect((2, 6)).center())
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=corner_a)
    qtbot.mouseMove(view.viewport(), corner_a + QPoint(10, 10))
    qtbot.mouseMove(view.viewport(), corner_b)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=corner_b)
    selected = {i.tile.id for i in window.table_scene.selectedItems() if hasattr(i, "tile")}
    assert selected == {tiles[n].id for n in ("K9", "K7", "K8")}
    drag(qtbot, view, table_point(window, tiles["K9"]), view, cell_point(window, (4, 2)))
    drop_settled(qtbot, window)
    table = window.controller.display_table()
    assert table.notation() == "K7 K8 K9"
    assert table[(4, 2)] == tiles["K7"]


def test_a_tile_dropped_beside_a_run_joins_the_end_it_fits(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    state, tiles = game("R4 B1", {(1, 3): "R5 R6 R7"})
    window = make_window(state, ANN_COMPUTER)
    drag_rack_to_cell(qtbot, window, tiles["R4"], (1, 6))
    assert window.controller.display_table().notation() == "R4 R5 R6 R7"


def test_a_tile_dropped_on_its_joker_swaps_and_undo_takes_it_back(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    state, tiles = game("R6 B1", {(0, 2): "R5 J R7"})
    joker = state.table[(0, 3)]
    assert joker is not None
    window = make_window(state, ANN_COMPUTER)
    drag_rack_to_cell(qtbot, window, tiles["R6"], (0, 3))
    table = window.controller.display_table()
    assert table[(0, 3)] == tiles["R6"]
    home = table.cell_of(joker)
    assert home is not None
    # the joker is drawn where the controller put it, ready to be played
    item = window.table_scene.items_by_id[joker.id]
    assert item.pos() == window.table_scene.cell_pos(home)
    assert "already holds" not in window.problems_label.text()
    qtbot.mouseClick(window.undo_button, Qt.MouseButton.LeftButton)
    assert window.controller.display_table()[(0, 3)] == joker


def test_keyboard_put_down_arranges_like_the_mouse(qtbot: QtBot, make_window: MakeWindow) -> None:
    state, tiles = game("K9 K7 K8 B1", {})
    window = make_window(state, ANN_COMPUTER)
    rack = window.rack_view
    rack.setFocus()
    for _ in range(3):  # K9, K7, K8: the first three slots
        qtbot.keyClick(rack, Qt.Key.Key_Space)
        qtbot.keyClick(rack, Qt.Key.Key_Right)
    assert len(window.keys.carried.ids) == 3
    window.table_view.setFocus()
    qtbot.keyClick(window.table_view, Qt.Key.Key_Down)
    qtbot.keyClick(window.table_view, Qt.Key.Key_Space)
    table = window.controller.display_table()
    assert table.notation() == "K7 K8 K9"
    assert table[(1, 0)] == tiles["K7"]


def test_keyboard_put_down_on_a_joker_swaps_like_the_mouse(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    state, tiles = game("R6 B1", {(0, 2): "R5 J R7"})
    joker = state.table[(0, 3)]
    window = make_window(state, ANN_COMPUTER)
    window.rack_view.setFocus()
    qtbot.keyClick(window.rack_view, Qt.Key.Key_Space)  # R6, the first slot
    window.table_view.setFocus()
    for _ in range(3):
        qtbot.keyClick(window.table_view, Qt.Key.Key_Right)
    qtbot.keyClick(window.table_view, Qt.Key.Key_Space)
    table = window.controller.display_table()
    assert table[(0, 3)] == tiles["R6"]
    assert joker is not None and table.cell_of(joker) not in (None, (0, 3))


def test_a_refused_swap_says_which_rule(qtbot: QtBot, make_window: MakeWindow) -> None:
    alloc = TileAllocator()
    table = Table()
    for i, t in enumerate(parse_tiles("R5 J R7", alloc)):
        table.place(t, (0, 2 + i))
    ann = parse_tiles("R6 B1", alloc)
    state = GameState.from_position(
        preset("classic").with_options(turn_timer_seconds=None),
        [ann, parse_tiles("O1 O2", alloc)],
        table,
        seed=7,
    )
    window = make_window(state, ANN_COMPUTER)
    drag_rack_to_cell(qtbot, window, ann[0], (0, 3))
    assert window.controller.display_table() == table
    assert "initial meld" in window.problems_label.text()
    assert ann[0].id in window.rack_scene.items_by_id


def test_a_meld_dropped_against_another_keeps_a_gap(qtbot: QtBot, make_window: MakeWindow) -> None:
    """Issue 26: a group dropped right after a run merged with it into one invalid row."""
    state, tiles = game("B7 O7 R7 K1", {(1, 2): "K4 K5 K6"})
    window = make_window(state, ANN_COMPUTER)
    view = window.rack_view
    for name in ("B7", "O7"):
        ctrl_click(qtbot, view, view.mapFromScene(rack_point(window, tiles[name])))
    ctrl_click(qtbot, view, view.mapFromScene(rack_point(window, tiles["R7"])))
    # dragged by B7, dropped with it on the cell right after K6
    drag(
        qtbot, view, rack_point(window, tiles["B7"]), window.table_view, cell_point(window, (1, 5))
    )
    drop_settled(qtbot, window)
    table = window.controller.display_table()
    assert sorted(str(m) for m in table.melds()) == ["B7 O7 R7", "K4 K5 K6"]
    assert table[(1, 5)] is None
    assert window.done_button.isEnabled()
    assert {f.data(0) for f in window.table_scene.frames()} == {"valid"}
