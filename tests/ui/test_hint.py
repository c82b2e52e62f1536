"""Hint: the solver's best play is drawn on the board as ghosts, never made."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.app.computers import default_hint_finder
from tests.ui.conftest import ANN_COMPUTER, MakeWindow, drag_rack_to_cell, position

ANN = "R10 R11 R12 K1 B5 O7 K13"
COMPUTER = "B1 B2 O3 K9 K8"


def test_hint_ghosts_the_play_on_the_board_and_changes_nothing(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    finder = default_hint_finder()
    assert finder is not None, "the solver is part of the game"
    window = make_window(position([ANN, COMPUTER]), ANN_COMPUTER, hint_finder=finder)
    controller = window.controller
    state = controller.state
    assert state is not None
    rack_before, table_before = list(state.racks[0]), state.table.copy()
    qtbot.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.hint is not None, timeout=10_000)
    ghosts = window.table_scene.ghosts
    assert sorted(str(g.tile) for g in ghosts.values()) == ["R10", "R11", "R12"]
    cells = {window.table_scene.cell_at(g.pos()) for g in ghosts.values()}
    assert len(cells) == 3 and None not in cells
    if shots := os.environ.get("RUMMY_SCREENSHOT_DIR"):
        window.grab().save(str(Path(shots) / "hint.png"))
    # Shown, never made: the rack, the table and the turn are as they were.
    assert state.racks[0] == rack_before and state.table == table_before
    turn = controller.turn
    assert turn is not None and not turn.played()
    # The first real move clears the ghosts; a tile drags fine through where one was.
    target = next(iter(cells))
    assert target is not None
    tile = next(t for t in rack_before if str(t) == "K1")
    drag_rack_to_cell(qtbot, window, tile, target)
    assert turn.table[target] == tile
    assert window.table_scene.ghosts == {}
