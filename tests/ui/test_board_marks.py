"""Marks on the board that belong to one turn or one person: selection frames,
the tile just drawn, and the rack order (the player's own, never part of the turn)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.app.controller import Phase
from rummy_desktop.core.actions import Play
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import TileAllocator, parse_tiles
from rummy_desktop.core.views import PlayerView
from rummy_desktop.ui.tile_item import TileItem
from tests.ui.conftest import (
    ANN_BOB,
    ANN_COMPUTER,
    EASY,
    MakeWindow,
    drag_rack_to_cell,
    position,
    rack_point,
    table_point,
)
from tests.ui.doubles import ScriptedPlayer


def selected(scene: object) -> list[TileItem]:
    return [i for i in scene.selectedItems() if isinstance(i, TileItem)]  # type: ignore[attr-defined]


def shift_down(view: PlayerView) -> Play:
    """The computer moves every table tile two rows down, and plays its K1 K2 K3."""
    table = Table()
    for (row, col), t in view.table.cells().items():
        table.place(t, (row + 2, col))
    for i, t in enumerate(t for t in view.rack if str(t) in {"K1", "K2", "K3"}):
        table.place(t, (0, 10 + i))
    return Play(table)


def test_no_selection_frame_survives_the_turn(qtbot: QtBot, make_window: MakeWindow) -> None:
    alloc = TileAllocator()
    racks = [parse_tiles("R10 R11 R12 B5 O7", alloc), parse_tiles("K1 K2 K3 B9", alloc)]
    state = GameState.from_position(EASY, racks, melded=[False, True], seed=7)
    window = make_window(state, ANN_COMPUTER, player=ScriptedPlayer([shift_down]))
    tiles = {str(t): t for t in state.racks[0]}
    for col, name in enumerate(("R10", "R11", "R12")):
        drag_rack_to_cell(qtbot, window, tiles[name], (1, 2 + col))
    view = window.table_view
    qtbot.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.ControlModifier,
        view.mapFromScene(table_point(window, tiles["R11"])),
    )
    rack = window.rack_view
    qtbot.mouseClick(
        rack.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.ControlModifier,
        rack.mapFromScene(rack_point(window, tiles["B5"])),
    )
    assert selected(window.table_scene) and selected(window.rack_scene)
    qtbot.mouseClick(window.done_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.phase is Phase.HUMAN, timeout=5000)
    # The computer moved the framed tile two rows down; no frame went with it.
    assert window.controller.display_table().cell_of(tiles["R11"]) == (3, 3)
    assert selected(window.table_scene) == []
    assert selected(window.rack_scene) == []


def test_the_drawn_tile_is_marked_on_its_owners_rack_only(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    state = position(["R10 R11", "B1 B2"], names=("Ann", "Bob"))
    drawn = state.pool[-1]
    window = make_window(state, ANN_BOB)
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    assert window.controller.drawn_tiles() == frozenset()
    window.draw_button.click()
    # Bob's turn: Ann's drawn tile is nowhere to be seen, and none of his is marked.
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    assert window.controller.visible_seat == 1
    assert drawn.id not in window.rack_scene.items_by_id
    assert not any(i.look.last_played for i in window.rack_scene.items_by_id.values())
    window.draw_button.click()
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    assert window.controller.visible_seat == 0
    marked = [i.tile for i in window.rack_scene.items_by_id.values() if i.look.last_played]
    assert marked == [drawn]


def test_sorting_is_no_undo_step_and_reset_keeps_the_order(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    state = position(["K13 R10 B5 R11 R12 O7", "B1 B2"])
    window = make_window(state, ANN_COMPUTER)
    tiles = {str(t): t for t in state.racks[0]}
    qtbot.mouseClick(window.sort_colour_button, Qt.MouseButton.LeftButton)
    assert not window.undo_button.isEnabled()
    sorted_order = [str(t) for t in window.controller.display_rack()]
    assert sorted_order != [str(t) for t in state.racks[0]]
    drag_rack_to_cell(qtbot, window, tiles["O7"], (2, 2))
    qtbot.mouseClick(window.reset_button, Qt.MouseButton.LeftButton)
    assert [str(t) for t in window.controller.display_rack()] == sorted_order
    drag_rack_to_cell(qtbot, window, tiles["O7"], (2, 2))
    qtbot.mouseClick(window.sort_number_button, Qt.MouseButton.LeftButton)
    by_number = [str(t) for t in window.controller.display_rack()]
    qtbot.mouseClick(window.undo_button, Qt.MouseButton.LeftButton)
    # Undo took the tile back, not the sort.
    assert window.controller.display_table().cell_of(tiles["O7"]) is None
    assert [str(t) for t in window.controller.display_rack() if str(t) != "O7"] == by_number
