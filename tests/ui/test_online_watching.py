"""Watching a table by its watch code from the window: no rack, no hand, the pause and the end.

Every table here is on 127.0.0.1 (never another address).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.app.online.host import HostedServer
from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.ui.board_views import RackView
from rummy_desktop.ui.online.host import NOBODY, HostDialog
from rummy_desktop.ui.online.watch import WatchDialog, WatchWindow
from rummy_desktop.ui.services import Services
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import make_services
from tests.ui.test_online_survival import choose_seats
from tests.ui.test_online_windows import open_table, server, window_for

__all__ = ["server"]  # the fixture


def main_window(qtbot: QtBot, services: Services) -> MainWindow:
    window = MainWindow(levels=("easy",), services=services)
    qtbot.addWidget(window)
    window.show()
    return window


def watch_from_menu(
    qtbot: QtBot, main: MainWindow, url: str, table: str, code: str
) -> tuple[WatchDialog, WatchWindow]:
    main.online.act_watch.trigger()
    dialog = main.online.watch_dialog
    assert isinstance(dialog, WatchDialog)
    dialog.address_edit.setText(url)
    dialog.table_edit.setText(table)
    dialog.code_edit.setText(code)
    qtbot.mouseClick(dialog.watch_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any(w.isVisible() for w in dialog.windows), timeout=20_000)
    window = next(w for w in dialog.windows if w.isVisible())
    qtbot.addWidget(window)
    return dialog, window


def test_a_tile_table_is_watched_without_any_rack_paused_and_ended(
    qtbot: QtBot, services: Services, server: HostedServer
) -> None:
    created = open_table(qtbot, server, [("Ann", "remote"), ("Bob", "easy")], rules="classic")
    main = main_window(qtbot, services)
    dialog, watching = watch_from_menu(
        qtbot, main, server.url, created["table"], created["watch_code"]
    )
    try:
        assert "Watching: no rack is shown." in watching.watching_label.text()
        assert "Waiting for the host to start" in watching.status.text()
        ann = window_for(qtbot, server, created["table"], created["seats"][0]["token"])
        qtbot.waitUntil(lambda: watching.watch.view is not None, timeout=20_000)
        assert "rack" not in (watching.watch.view or {})
        assert not watching.findChildren(RackView)
        qtbot.waitUntil(lambda: "Ann: 14 tiles" in watching.players_label.text(), timeout=20_000)
        assert "Bob:" in watching.players_label.text()
        qtbot.waitUntil(lambda: watching.clock_label.text().endswith("s left"), timeout=20_000)

        server.order("pause")
        qtbot.waitUntil(lambda: watching.status.text() == "Paused by the host", timeout=20_000)
        server.order("end")
        qtbot.waitUntil(
            lambda: watching.status.text() == "The host ended the game.", timeout=20_000
        )
        assert ann.play.result is not None
    finally:
        dialog.shutdown()
        main.close()


def test_a_wrong_watch_code_is_said_in_the_dialog(
    qtbot: QtBot, services: Services, server: HostedServer
) -> None:
    created = open_table(qtbot, server, [("Ann", "remote"), ("Bob", "easy")])
    main = main_window(qtbot, services)
    main.online.act_watch.trigger()
    dialog = main.online.watch_dialog
    assert isinstance(dialog, WatchDialog)
    qtbot.mouseClick(dialog.watch_button, Qt.MouseButton.LeftButton)
    assert "Fill in the address" in dialog.message.text()
    dialog.address_edit.setText(server.url)
    dialog.table_edit.setText(created["table"])
    dialog.code_edit.setText(created["seats"][0]["token"])  # a seat token is no watch code
    qtbot.mouseClick(dialog.watch_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Cannot watch this table" in dialog.message.text(), timeout=20_000)
    assert not any(w.isVisible() for w in dialog.windows)
    main.close()


def test_a_card_table_is_watched_without_any_hand(
    qtbot: QtBot, services: Services, server: HostedServer
) -> None:
    with qtbot.waitSignal(server.opened, timeout=20_000) as opened:
        server.open_table([("Bob", "easy"), ("Cleo", "easy")], card_preset("rummy"), 5)
    created = opened.args[0]
    main = main_window(qtbot, services)
    dialog, watching = watch_from_menu(
        qtbot, main, server.url, created["table"], created["watch_code"]
    )
    try:
        qtbot.waitUntil(lambda: watching.watch.view is not None, timeout=20_000)
        assert "hand" not in (watching.watch.view or {})
        assert watching.melds_text.isVisibleTo(watching)
        assert not watching.table_view.isVisibleTo(watching)
        qtbot.waitUntil(lambda: "cards," in watching.players_label.text(), timeout=20_000)
    finally:
        dialog.shutdown()
        main.close()


def test_the_hosts_lobby_shows_the_watch_code(qtbot: QtBot, services: Services) -> None:
    main = main_window(qtbot, services)
    dialog = main.online.host()
    assert isinstance(dialog, HostDialog)
    dialog.kind_boxes[2].setCurrentIndex(dialog.kind_boxes[2].findData(NOBODY))
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.created is not None, timeout=20_000)
    assert dialog.created is not None
    code = dialog.created["watch_code"]
    assert f"Watch code (to watch without playing): {code}" in dialog.lobby_text.toPlainText()
    main.close()


def test_a_reopened_table_gets_a_new_watch_code_in_the_lobby(qtbot: QtBot, tmp_path: Path) -> None:
    profile = tmp_path / "host"
    first = main_window(qtbot, make_services(profile))
    dialog = first.online.host()
    assert isinstance(dialog, HostDialog)
    choose_seats(dialog)
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.created is not None, timeout=20_000)
    assert dialog.server is not None and dialog.created is not None
    old = dialog.created["watch_code"]
    dialog.server.stop()  # the host's program dies
    second = main_window(qtbot, make_services(profile))
    again = second.online.offer_at_start()
    assert isinstance(again, HostDialog) and again is not dialog
    qtbot.mouseClick(again.reopen_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Watch code" in again.lobby_text.toPlainText(), timeout=20_000)
    assert again.created is not None
    new = again.created["watch_code"]
    assert new != old and new in again.lobby_text.toPlainText()
    again.shutdown()
    first.close()
    second.close()
