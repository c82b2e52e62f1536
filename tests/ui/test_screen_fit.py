"""The first window fits the screen it opens on, and every control stays reachable."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, QSize
from PySide6.QtWidgets import QPushButton, QWidget
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.controller import GameController
from rummy_desktop.app.setup import GameSetup
from rummy_desktop.core.table import Cell
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.screen_fit import PREFERRED, centred, fitted_size, placed_inside, screen_key
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import (
    ANN_COMPUTER,
    MakeWindow,
    cell_point,
    drag_rack_to_cell,
    make_services,
    position,
)
from tests.ui.doubles import DrawingPlayer, factory

SCREENS = [QRect(0, 0, 1366, 768), QRect(0, 0, 1024, 600), QRect(0, 0, 1024, 768)]


def window_on(qtbot: QtBot, folder: Path, area: QRect) -> MainWindow:
    controller = GameController(player_factory=factory(DrawingPlayer()))
    window = MainWindow(
        controller, levels=("easy",), services=make_services(folder), screen_area=area
    )
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def controls(window: MainWindow) -> list[QWidget]:
    buttons: list[QWidget] = [
        window.done_button,
        window.draw_button,
        window.undo_button,
        window.reset_button,
        window.hint_button,
        window.sort_colour_button,
        window.sort_number_button,
    ]
    return [*buttons, window.panel, window.rack_view, window.table_view]


def assert_inside(qtbot: QtBot, window: MainWindow, area: QRect) -> None:
    # Once framed (by the window manager, here the offscreen border) it moves inside.
    qtbot.waitUntil(lambda: area.contains(window.frameGeometry()))
    for widget in controls(window):
        assert widget.isVisible(), widget
        top_left = widget.mapTo(window, QPoint(0, 0)) + window.geometry().topLeft()
        on_screen = QRect(top_left, widget.size())
        assert area.contains(on_screen), (widget, on_screen, area)
        # Nothing covers or clips it: the whole widget is drawn.
        if isinstance(widget, QPushButton):
            assert widget.visibleRegion().boundingRect() == widget.rect(), widget.text()
        if isinstance(widget, QPushButton):
            assert widget.width() >= widget.minimumSizeHint().width(), widget.text()


@pytest.mark.parametrize("area", SCREENS, ids=lambda r: f"{r.width()}x{r.height()}")
def test_the_first_window_fits_the_screen(qtbot: QtBot, tmp_path: Path, area: QRect) -> None:
    window = window_on(qtbot, tmp_path, area)
    state = position(["K1 K2 K3 R5 R6 B9 O9", "K11 K12"])
    assert window.start_game(GameSetup.of(ANN_COMPUTER, state.rules), state=state)
    qtbot.waitUntil(lambda: window.controller.humans_on_turn)
    assert_inside(qtbot, window, area)


@pytest.mark.parametrize("area", SCREENS[:2], ids=lambda r: f"{r.width()}x{r.height()}")
def test_the_window_fits_in_german_with_large_tiles(
    qtbot: QtBot, tmp_path: Path, area: QRect, german: None
) -> None:
    services = make_services(tmp_path)
    services.settings.large_tiles = True
    window = MainWindow(
        GameController(player_factory=factory(DrawingPlayer())),
        levels=("easy",),
        services=services,
        screen_area=area,
    )
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    state = position(["K1 K2 K3 R5 R6 B9 O9", "K11 K12"])
    assert window.start_game(GameSetup.of(ANN_COMPUTER, state.rules), state=state)
    assert_inside(qtbot, window, area)
    # Large tiles are larger (also after a game starts), and the first row is in sight.
    view = window.table_view
    fitted = min(
        view.maximumViewportSize().width() / view.fit_rect().width(),
        view.maximumViewportSize().height() / view.fit_rect().height(),
    )
    assert view.scale_factor() > fitted * 1.2
    viewport = window.table_view.viewport().rect()
    first = window.table_view.mapFromScene(window.table_scene.cell_rect((0, 0)).center())
    assert viewport.contains(first)


def test_a_saved_window_from_a_bigger_screen_opens_inside_the_small_one(
    qtbot: QtBot, tmp_path: Path
) -> None:
    big = QRect(0, 0, 1920, 1080)
    window = window_on(qtbot, tmp_path, big)
    window.setGeometry(QRect(300, 200, 1500, 850))
    window.close()
    again = window_on(qtbot, tmp_path, big)
    assert again.geometry() == QRect(300, 200, 1500, 850)  # remembered on that screen
    again.close()
    small = QRect(0, 0, 1024, 600)
    third = window_on(qtbot, tmp_path, small)  # another screen: fitted, not the big one's
    assert_inside(qtbot, third, small)


def test_placing_rectangles() -> None:
    area = QRect(0, 30, 1024, 570)
    size = fitted_size(PREFERRED, QSize(900, 400), area)
    assert (size.width(), size.height()) == (1024, 570)
    assert fitted_size(PREFERRED, QSize(900, 400), QRect(0, 0, 1920, 1080)) == PREFERRED
    assert fitted_size(PREFERRED, QSize(900, 400), QRect(0, 0, 800, 300)) == QSize(900, 400)
    assert area.contains(centred(size, area))
    assert placed_inside(QRect(900, 500, 400, 300), area) == QRect(624, 300, 400, 300)
    assert screen_key("HDMI-1", area) != screen_key("HDMI-1", QRect(0, 0, 1920, 1080))


@pytest.mark.parametrize("size", [QSize(1280, 740), QSize(1280, 820), QSize(1000, 560)])
def test_the_table_and_rack_stay_still_while_tiles_reach_the_last_row(
    qtbot: QtBot, make_window: MakeWindow, size: QSize
) -> None:
    state = position(["K1 K2 K3 R5 R6 R7 B9 O9 K9", "K11 K12"])
    window = make_window(state, ANN_COMPUTER)
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size)
    for _ in range(3):
        QCoreApplication.processEvents()
    view = window.table_view
    scale = view.scale_factor()
    corner: Cell = (0, 0)
    before = view.mapFromScene(cell_point(window, corner))
    rack_top = window.rack_view.mapTo(window, QPoint(0, 0))
    rack_scale = window.rack_view.scale_factor()
    last_row = window.table_scene.rows - 1
    k1, k2, k3, r5, r6 = state.racks[0][:5]
    drag_rack_to_cell(qtbot, window, k1, (last_row, 2))
    drag_rack_to_cell(qtbot, window, r5, (last_row, 8))
    drag_rack_to_cell(qtbot, window, r6, (1, 8))
    drag_rack_to_cell(qtbot, window, k2, (3, 14))
    assert window.table_scene.rows > last_row + 1  # the grid grew a row for more melds
    for _ in range(3):  # let scroll bars come and layouts settle
        QCoreApplication.processEvents()
    assert window.problems_label.text().count("<li>") >= 3  # a long list of problems
    assert view.scale_factor() == pytest.approx(scale)
    assert view.mapFromScene(cell_point(window, corner)) == before
    assert window.rack_view.mapTo(window, QPoint(0, 0)) == rack_top
    assert window.rack_view.scale_factor() == pytest.approx(rack_scale)
    # The new row can still be reached, by scrolling.
    drag_rack_to_cell(qtbot, window, k3, (last_row, 3))
    assert window.controller.turn is not None
    assert window.controller.turn.table.cell_of(k3) == (last_row, 3)


def test_a_card_window_keeps_its_own_place_beside_the_tile_window(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Both windows are one shell: the card window too opens where it was closed, and the
    two kinds of window do not move each other."""
    big = QRect(0, 0, 1920, 1080)
    services = make_services(tmp_path)
    cards = CardWindow(CardController(), services=services, screen_area=big)
    qtbot.addWidget(cards)
    cards.show()
    qtbot.waitExposed(cards)
    cards.setGeometry(QRect(250, 150, 1200, 800))
    cards.close()
    tiles = window_on(qtbot, tmp_path, big)
    assert tiles.geometry() != QRect(250, 150, 1200, 800)  # the card window's place is its own
    tiles.close()
    again = CardWindow(CardController(), services=make_services(tmp_path), screen_area=big)
    qtbot.addWidget(again)
    assert again.geometry() == QRect(250, 150, 1200, 800)
