"""A seat's window and the watch window have one shape: the banner on top, the status row
with the window's own word at its end, the board column, and the side column beside it.

No network: the seats are never started (nothing here needs the table).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QMainWindow, QWidget
from pytestqt.qtbot import QtBot

from rummy_desktop.app.online.play import OnlinePlay
from rummy_desktop.app.online.seat import OnlineSeat
from rummy_desktop.app.online.watch import OnlineWatch
from rummy_desktop.ui.board_area import BoardArea
from rummy_desktop.ui.online.watch import WatchWindow
from rummy_desktop.ui.online.window import OnlineWindow

URL = "ws://127.0.0.1:1"


def seat_window() -> tuple[OnlineWindow, QWidget]:
    window = OnlineWindow(OnlinePlay(OnlineSeat(URL, "ABC234", "token")), "Ann")
    window.again_button.show()  # shown once a match is over; here to be measured
    return window, window.again_button


def watch_window() -> tuple[WatchWindow, QWidget]:
    window = WatchWindow(OnlineWatch(OnlineSeat(URL, "ABC234", "code", watch=True)), "Watch")
    return window, window.watching_label


@pytest.fixture(params=[seat_window, watch_window], ids=["seat", "watch"])
def shown(request: pytest.FixtureRequest, qtbot: QtBot) -> Iterator[tuple[QMainWindow, QWidget]]:
    window, end = request.param()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window, end
    window.close()


def box(window: QMainWindow, widget: QWidget) -> QRect:
    """Where ``widget`` lies in the window's central widget."""
    central = window.centralWidget()
    assert central is not None
    return QRect(widget.mapTo(central, QPoint(0, 0)), widget.size())


def test_both_windows_are_built_in_one_frame(
    qtbot: QtBot, shown: tuple[QMainWindow, QWidget]
) -> None:
    window, end = shown
    assert isinstance(window, OnlineWindow | WatchWindow)
    assert isinstance(window.centralWidget(), BoardArea)
    if isinstance(window, OnlineWindow):
        window.show_connection("Connection lost, reconnecting…")
    else:
        window.show_failure("the table closed")
    qtbot.waitUntil(lambda: window.banner.isVisible())
    banner, status = box(window, window.banner), box(window, window.status)
    end_box, table = box(window, end), box(window, window.table_view)
    players = box(window, window.players_label)
    assert banner.bottom() < status.top()  # the banner above the status row
    assert abs(status.center().y() - end_box.center().y()) <= 4  # one row
    assert status.right() < end_box.left()  # the window's own word at its end
    assert status.bottom() < table.top()  # the board column below it
    assert banner.left() == status.left() == table.left()  # all in one column
    assert players.left() > max(table.right(), end_box.right())  # the side column beside
    assert players.top() < status.bottom()  # from the top of the window
    assert table.width() > 2 * players.width()  # the board takes the most room
