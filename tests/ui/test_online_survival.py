"""A table hosted from the window outlives the host's program (issue 28, fault 1).

The host's program "dies" (its server stops with no goodbye, its windows are
dropped), a new main window starts on the same data folder, offers the table
again, and reopens it on the same port; the guest who joined by address comes
back by itself. A guest whose table is gone is told once and its board is
frozen. Every table here is on 127.0.0.1 (never another address).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.app.online.host import HostedServer
from rummy_desktop.app.online.remembered_seats import HOSTED_FILE, HostMemory
from rummy_desktop.ui.online.host import HostDialog
from rummy_desktop.ui.services import Services
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import make_services
from tests.ui.test_online_faults import server, start_server
from tests.ui.test_online_windows import close_seat_windows, open_table, window_for

__all__ = ["server"]  # the fixture


def main_window(qtbot: QtBot, services: Services) -> MainWindow:
    window = MainWindow(levels=("easy",), services=services)
    qtbot.addWidget(window)
    window.show()
    return window


def choose_seats(dialog: HostDialog) -> None:
    """Ann here, Grandpa from elsewhere, no computer, under Easy rules (no timer)."""
    dialog.name_edits[0].setText("Ann")
    dialog.name_edits[1].setText("Grandpa")
    dialog.kind_boxes[2].setCurrentIndex(dialog.kind_boxes[2].findData(""))
    dialog.rules_box.setCurrentIndex(dialog.rules_box.findData("easy"))


def test_a_hosted_table_is_reopened_after_the_host_dies_and_the_guest_comes_back(
    qtbot: QtBot, tmp_path: Path
) -> None:
    profile = tmp_path / "host"
    first = main_window(qtbot, make_services(profile))
    dialog = first.online.host()
    assert isinstance(dialog, HostDialog)
    assert not dialog.reopen_box.isVisibleTo(dialog)  # nothing hosted before
    choose_seats(dialog)
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.created is not None, timeout=20_000)
    assert dialog.server is not None and dialog.server.folder is not None
    assert dialog.server.folder.is_relative_to(profile / "data")  # autosaved like serve
    url, code = dialog.server.url, dialog.created["table"]
    grandpa = window_for(qtbot, dialog.server, code, dialog.created["seats"][1]["token"])
    qtbot.waitUntil(lambda: "Grandpa: joined" in dialog.lobby_text.toPlainText(), timeout=20_000)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: grandpa.play.view is not None, timeout=20_000)
    rack = sorted(t.id for t in grandpa.play.board.rack)

    # The host's program dies: its server stops, its windows are gone, nothing is said.
    for ann in dialog.plays:
        ann.seat._connection.stop()  # the connection drops as a killed process's would
    dialog.server.stop()
    qtbot.waitUntil(lambda: grandpa.banner.isVisible(), timeout=20_000)
    assert (profile / "data" / HOSTED_FILE).is_file()

    # Started again: the program offers the table, and reopens it on the same port.
    second = main_window(qtbot, make_services(profile))
    again = second.online.offer_at_start()
    assert isinstance(again, HostDialog) and again is not dialog
    assert again.reopen_box.isVisibleTo(again)
    assert code in again.reopen_text.text() and "Ann, Grandpa" in again.reopen_text.text()
    assert not grandpa._tick.isActive()  # the clock waits while the table is away
    qtbot.mouseClick(again.reopen_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.created is not None, timeout=20_000)
    assert again.server is not None and again.server.url == url
    assert [e.text() for e in again.name_edits[:3]] == ["Ann", "Grandpa", ""]
    assert again.reopened
    if again.invite_button.isVisibleTo(again):  # with invite by code installed
        assert "need a new one" in again.lobby_text.toPlainText()
    qtbot.waitUntil(lambda: not grandpa.banner.isVisible(), timeout=60_000)  # by itself
    assert sorted(t.id for t in grandpa.play.board.rack) == rack
    assert not grandpa.play.closed
    plays = again.start()  # Ann's window again, with her remembered token
    assert len(plays) == 1
    qtbot.waitUntil(lambda: plays[0].view is not None, timeout=20_000)
    qtbot.waitUntil(
        lambda: (
            "Grandpa: joined" in again.lobby_text.toPlainText()
            and "connection lost" not in again.lobby_text.toPlainText()
        ),
        timeout=20_000,
    )
    close_seat_windows()
    second.close()
    first.close()


def test_a_table_that_is_gone_is_said_once_and_the_board_freezes(
    qtbot: QtBot, tmp_path: Path
) -> None:
    first = start_server(qtbot, 0, tmp_path / "before")
    port = int(first.url.rsplit(":", 1)[1])
    created = open_table(qtbot, first, [("Ann", "remote"), ("Bob", "remote")], "classic")
    ann, bob = (window_for(qtbot, first, created["table"], s["token"]) for s in created["seats"])
    qtbot.waitUntil(lambda: ann.play.board.on_turn or bob.play.board.on_turn, timeout=20_000)
    mine, other = (ann, bob) if ann.play.board.on_turn else (bob, ann)  # who begins is dealt
    qtbot.waitUntil(lambda: mine._tick.isActive(), timeout=20_000)
    assert mine.done_button.isEnabled() and mine.draw_button.isEnabled()
    failures: list[str] = []
    mine.play.failed.connect(failures.append)
    first.stop()
    qtbot.waitUntil(lambda: mine.banner.isVisible(), timeout=20_000)
    assert not mine._tick.isActive() and mine.clock_label.text() == ""  # held while away
    # The server comes back without the table (its autosave lost): the table is gone.
    later = start_server(qtbot, port, tmp_path / "elsewhere")
    try:
        qtbot.waitUntil(lambda: bool(failures), timeout=60_000)
        qtbot.wait(300)
        assert failures == ["the table is gone: its game is over, or its host no longer has it"]
        assert mine.banner.text() == f"Cannot play at this table: {failures[0]}"
        assert mine.banner.isVisible() and mine.refusal_label.text() == ""  # said once
        assert not mine._tick.isActive() and mine.clock_label.text() == ""
        for button in (mine.done_button, mine.draw_button, mine.hint_button, mine.chat_button):
            assert not button.isEnabled()
        assert not mine.play.board.on_turn
        assert mine.status.text() == "The game cannot go on at this table."
    finally:
        close_seat_windows()
        other.close()
        later.stop()


def test_a_table_not_back_in_time_is_given_up_and_frozen(
    qtbot: QtBot, server: HostedServer
) -> None:
    created = open_table(qtbot, server, [("Ann", "remote"), ("Bob", "easy")])
    ann = window_for(qtbot, server, created["table"], created["seats"][0]["token"])
    ann.play.seat.retry_seconds = 1.0
    qtbot.waitUntil(lambda: ann.play.board.on_turn, timeout=60_000)
    with qtbot.waitSignal(ann.play.failed, timeout=30_000) as failed:
        server.stop()
    assert failed.args[0].startswith("the table has not answered for 1 min;")
    assert not ann.play.board.on_turn and not ann.draw_button.isEnabled()


def test_a_table_whose_game_was_removed_is_said_gone_on_reopening(
    qtbot: QtBot, tmp_path: Path
) -> None:
    services = make_services(tmp_path / "host")
    window = main_window(qtbot, services)
    dialog = window.online.host()
    assert isinstance(dialog, HostDialog)
    choose_seats(dialog)
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.created is not None, timeout=20_000)
    assert dialog.server is not None and dialog.server.folder is not None
    folder = dialog.server.folder
    dialog.server.stop()
    for saved in folder.iterdir():  # the table's autosave is gone (removed by the server)
        saved.unlink()
    window.close()

    again = main_window(qtbot, services).online.host()
    assert isinstance(again, HostDialog) and again.reopen_box.isVisibleTo(again)
    qtbot.mouseClick(again.reopen_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "is gone" in again.message.text(), timeout=20_000)
    assert HostMemory(services.data_dir).table() is None
    assert again.server is None and again.open_button.isEnabled()
    assert not again.reopen_box.isVisibleTo(again)


def test_a_hosted_card_table_is_reopened_and_its_guest_comes_back(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from rummy_desktop.app.online.card_play import OnlineCardPlay
    from rummy_desktop.app.online.seat import OnlineSeat
    from rummy_desktop.ui.online.card_window import OnlineCardWindow

    services = make_services(tmp_path / "host")
    first = main_window(qtbot, services)
    dialog = first.online.host()
    assert isinstance(dialog, HostDialog)
    choose_seats(dialog)
    dialog.rules_box.setCurrentIndex(dialog.rules_box.findData("cards:rummy"))
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.created is not None, timeout=20_000)
    assert dialog.server is not None
    code, token = dialog.created["table"], dialog.created["seats"][1]["token"]
    guest = OnlineCardWindow(OnlineCardPlay(OnlineSeat(dialog.server.url, code, token)), "t")
    qtbot.addWidget(guest)
    guest.show()
    guest.play.seat.start()
    qtbot.waitUntil(lambda: "Grandpa: joined" in dialog.lobby_text.toPlainText(), timeout=20_000)
    dialog.start()
    qtbot.waitUntil(lambda: len(guest.play.board.hand) > 0, timeout=20_000)
    hand = set(guest.play.board.hand)
    for ann in dialog.plays:
        ann.seat._connection.stop()
    dialog.server.stop()
    qtbot.waitUntil(lambda: guest.banner.isVisible(), timeout=20_000)

    again = main_window(qtbot, services).online.offer_at_start()
    assert isinstance(again, HostDialog) and again.reopen_box.isVisibleTo(again)
    qtbot.mouseClick(again.reopen_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.created is not None, timeout=20_000)
    qtbot.waitUntil(lambda: not guest.banner.isVisible(), timeout=60_000)
    assert set(guest.play.board.hand) == hand and not guest.play.closed
    plays = again.start()
    assert len(plays) == 1 and isinstance(plays[0], OnlineCardPlay)
    qtbot.waitUntil(lambda: plays[0].view is not None, timeout=20_000)
    guest.close()
    close_seat_windows()
    first.close()


def test_a_port_taken_meanwhile_is_said_and_reopening_may_be_tried_again(
    qtbot: QtBot, tmp_path: Path
) -> None:
    import socket

    services = make_services(tmp_path / "host")
    window = main_window(qtbot, services)
    dialog = window.online.host()
    assert isinstance(dialog, HostDialog)
    choose_seats(dialog)
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.created is not None, timeout=20_000)
    assert dialog.server is not None
    port = int(dialog.server.url.rsplit(":", 1)[1])
    dialog.server.stop()
    window.close()
    with socket.socket() as squatter:  # another program took the port meanwhile
        squatter.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        squatter.bind(("127.0.0.1", port))
        squatter.listen()
        again = main_window(qtbot, services).online.host()
        assert isinstance(again, HostDialog)
        qtbot.mouseClick(again.reopen_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(
            lambda: "Cannot open a table server" in again.message.text(), timeout=20_000
        )
        assert f"127.0.0.1:{port}" in again.message.text()
        assert again.server is None and again.reopen_button.isEnabled()
        assert again.reopen_box.isVisibleTo(again)
    qtbot.mouseClick(again.reopen_button, Qt.MouseButton.LeftButton)  # the port is free again
    qtbot.waitUntil(lambda: again.created is not None, timeout=20_000)
    again.shutdown()
