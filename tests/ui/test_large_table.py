"""Large tiles at 1024x600: the table zooms to the melds in play, tiles stand at
least 40 pixels tall on the table and the rack, and a tile still drops on a free cell."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QGraphicsView, QStyle, QWidget
from pytestqt.qtbot import QtBot

from rummy_desktop.ui import game_shell, screen_fit
from rummy_desktop.ui.board_views import TableView
from rummy_desktop.ui.table_scene import TableScene
from tests.ui.conftest import ANN_COMPUTER, MakeWindow, drag_rack_to_cell
from tests.ui.test_drops_arrange import game

SMALL = QRect(0, 0, 1024, 600)
SIX_MELDS = {
    (0, 0): "K1 K2 K3",
    (0, 5): "R4 B4 O4",
    (1, 0): "B9 B10 B11 B12",
    (1, 6): "K7 R7 B7",
    (2, 0): "O5 O6 O7",
    (2, 5): "R11 R12 R13",
}


@pytest.fixture(autouse=True)
def small_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    def small(_widget: QWidget) -> QRect:
        return QRect(SMALL)

    for module in (screen_fit, game_shell):
        monkeypatch.setattr(module, "available_geometry", small)


def shown_height(view: QGraphicsView, rect: QRectF) -> int:
    return view.mapFromScene(rect).boundingRect().height()


def whole_grid_fit(view: TableView) -> float:
    """The scale that fits the whole grid, as the table had before it fitted the melds."""
    scene = view.scene()
    assert isinstance(scene, TableScene)
    room = view.maximumViewportSize()
    spare = view.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent) + 2
    grid = scene.base_rect()
    return min((room.width() - spare) / grid.width(), (room.height() - spare) / grid.height())


@pytest.mark.parametrize("large", [True, False])
def test_large_tiles_stand_40_pixels_tall_and_drops_still_land(
    qtbot: QtBot, make_window: MakeWindow, large: bool
) -> None:
    state, tiles = game("K9 K10 K11 B2", SIX_MELDS)
    window = make_window(state, ANN_COMPUTER)
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: window.table_view.width() < 1024)
    window.apply_theme("classic", large)
    qtbot.wait(50)
    table_tile = next(iter(window.table_scene.items_by_id.values()))
    rack_tile = window.rack_scene.items_by_id[tiles["K9"].id]
    table_px = shown_height(window.table_view, table_tile.sceneBoundingRect())
    rack_px = shown_height(window.rack_view, rack_tile.sceneBoundingRect())
    if large:
        assert table_px >= 40 and rack_px >= 40, (table_px, rack_px)
    else:  # the whole grid fitted, as before
        assert window.table_view.scale_factor() == pytest.approx(whole_grid_fit(window.table_view))
    # a free cell right of the melds and the free row below them are in sight and take a drop
    for cell, name in (((1, 10), "K9"), ((3, 0), "B2")):
        where = window.table_view.mapFromScene(window.table_scene.cell_rect(cell).center())
        assert window.table_view.viewport().rect().contains(where), (cell, where)
        drag_rack_to_cell(qtbot, window, tiles[name], cell)
        assert window.controller.display_table()[cell] == tiles[name]
