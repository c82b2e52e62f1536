"""The table zooms with Ctrl and the mouse wheel, as with Ctrl+plus and Ctrl+minus."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rummy_desktop.ui.board_views import ZOOM_STEP, TableView
from tests.ui.conftest import ANN_COMPUTER, MakeWindow, position


def wheel(view: TableView, turn: int, modifiers: Qt.KeyboardModifier) -> None:
    viewport = view.viewport()
    at = QPointF(viewport.width() / 2, viewport.height() / 2)
    event = QWheelEvent(
        at,
        QPointF(viewport.mapToGlobal(at.toPoint())),
        QPoint(0, 0),
        QPoint(0, turn),
        Qt.MouseButton.NoButton,
        modifiers,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(viewport, event)


def test_ctrl_and_the_wheel_zoom_the_table(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(position(["K11 K12 K13", "K1 R2 B7"]), ANN_COMPUTER)
    view = window.table_view
    fitted = view.scale_factor()
    wheel(view, 120, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom == ZOOM_STEP
    assert view.scale_factor() > fitted
    wheel(view, -120, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom == 1.0
    wheel(view, -120, Qt.KeyboardModifier.NoModifier)  # the wheel alone only scrolls
    assert view.zoom == 1.0
