"""A status line said before its window is laid out is fitted again once it is."""

from __future__ import annotations

from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from rummy_desktop.ui.status_line import show_status

LINE = "Medium laid red 1, 2, 3 and black 7, blue 7, orange 7 and drew a tile."


def test_a_line_said_on_a_narrow_bar_is_said_in_full_once_the_bar_is_wide(qtbot: QtBot) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    bar = window.statusBar()
    bar.resize(110, 20)  # a window not shown yet: its bar is a few words wide
    show_status(bar, LINE)
    assert bar.currentMessage().endswith("…")
    window.resize(1366, 700)
    window.show()
    qtbot.waitUntil(lambda: bar.width() > 1000, timeout=2000)
    qtbot.waitUntil(lambda: bar.currentMessage() == LINE, timeout=2000)
    assert bar.toolTip() == LINE


def test_a_later_message_is_not_overwritten_by_the_refit(qtbot: QtBot) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    window.resize(300, 200)
    window.show()
    bar = window.statusBar()
    show_status(bar, LINE)
    bar.showMessage("Saved as game.rummy.json.")
    window.resize(1366, 700)
    qtbot.waitUntil(lambda: bar.width() > 1000, timeout=2000)
    assert bar.currentMessage() == "Saved as game.rummy.json."
