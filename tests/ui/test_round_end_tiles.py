"""The round-end dialog shows the tiles left as tiles, in the theme's look."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.core.tiles import format_tiles
from rummy_desktop.ui.tile_strip import TileStrip
from tests.ui.conftest import ANN_COMPUTER, MakeWindow, drag_rack_to_cell, position


def test_leftover_tiles_are_drawn_not_spelt(qtbot: QtBot, make_window: MakeWindow) -> None:
    state = position(["K11 K12 K13", "K1 R2 B7"])
    window = make_window(state, ANN_COMPUTER)
    for column, t in enumerate(list(state.racks[0])):
        drag_rack_to_cell(qtbot, window, t, (0, column))
    qtbot.mouseClick(window.done_button, Qt.MouseButton.LeftButton)
    dialog = window.round_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    left = state.racks[1]
    strip = dialog.round_table.cellWidget(1, 1)
    assert isinstance(strip, TileStrip)
    assert [t.id for t in strip.tiles] == [t.id for t in left]
    assert strip.isVisible()
    for rect in strip.tile_rects():
        assert strip.rect().toRectF().contains(rect)
    # No letter code in the table's text.
    texts = [
        (dialog.round_table.item(r, c).text() if dialog.round_table.item(r, c) else "")
        for r in range(2)
        for c in range(4)
    ]
    assert format_tiles(left) not in " ".join(texts)
    assert all("K1" not in text for text in texts)
    empty = dialog.round_table.cellWidget(0, 1)
    assert isinstance(empty, TileStrip) and not empty.tiles
