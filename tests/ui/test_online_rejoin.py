"""Rejoining without copying a token by hand (issue 28, fault 3, the window's side).

The joining program remembers its seats in the data folder and offers
"Rejoin" in the Join dialog, naming the table and the seat; the host's lobby
keeps showing every remote seat's token. Tables on 127.0.0.1 only.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.app.online.host import HostedServer
from rummy_desktop.app.online.remembered_seats import RememberedSeat, SeatMemory
from rummy_desktop.ui.launch import _offer_or_new
from rummy_desktop.ui.online.host import HostDialog
from rummy_desktop.ui.online.join import JoinDialog
from rummy_desktop.ui.online.window import OnlineWindow
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import make_services
from tests.ui.test_online_faults import join_from_menu, server
from tests.ui.test_online_windows import open_table, window_for

__all__ = ["server"]  # the fixture


def test_a_seat_taken_is_remembered_and_rejoined_from_the_join_dialog(
    qtbot: QtBot, tmp_path: Path, server: HostedServer
) -> None:
    created = open_table(qtbot, server, [("Ann", "remote"), ("Bob", "easy")])
    code, token = created["table"], created["seats"][0]["token"]
    services = make_services(tmp_path / "guest")
    first = MainWindow(levels=("easy",), services=services)
    qtbot.addWidget(first)
    join_from_menu(qtbot, first, server.url, code, token)
    qtbot.waitUntil(lambda: len(first.online.windows) == 1, timeout=20_000)
    seat = first.online.windows[0]
    assert isinstance(seat, OnlineWindow)
    qtbot.waitUntil(lambda: len(seat.play.board.rack) == 14, timeout=20_000)
    rack = sorted(t.id for t in seat.play.board.rack)
    remembered = SeatMemory(services.data_dir).seats()
    assert [(s.table, s.token, s.url, s.name) for s in remembered] == [
        (code, token, server.url, "Grandma")
    ]
    seat.play.seat._connection.stop()  # the guest's program dies
    first.close()

    second = MainWindow(levels=("easy",), services=services)
    qtbot.addWidget(second)
    dialog = second.online.offer_at_start()
    assert isinstance(dialog, JoinDialog)
    assert dialog.rejoin_box.isVisibleTo(dialog)
    assert dialog.seat_box.currentText() == f"Table {code}, seat Grandma at {server.url}"
    qtbot.mouseClick(dialog.rejoin_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(second.online.windows) == 1, timeout=20_000)
    again = second.online.windows[0]
    assert isinstance(again, OnlineWindow)
    qtbot.waitUntil(lambda: len(again.play.board.rack) == 14, timeout=20_000)
    assert sorted(t.id for t in again.play.board.rack) == rack
    again.close()
    second.close()


def test_a_seat_the_table_no_longer_knows_is_forgotten(
    qtbot: QtBot, tmp_path: Path, server: HostedServer
) -> None:
    services = make_services(tmp_path / "guest")
    SeatMemory(services.data_dir).remember(
        RememberedSeat(table="ABC234", token="stale", name="Grandma", url=server.url)
    )
    window = MainWindow(levels=("easy",), services=services)
    qtbot.addWidget(window)
    dialog = window.online.join()
    assert dialog is not None and dialog.rejoin_box.isVisibleTo(dialog)
    qtbot.mouseClick(dialog.rejoin_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Could not join" in dialog.message.text(), timeout=20_000)
    assert SeatMemory(services.data_dir).seats() == []
    window.close()


def test_a_seat_joined_by_invite_code_is_filled_in_and_waits_for_the_new_code(
    qtbot: QtBot,
) -> None:
    seat = RememberedSeat(
        table="ABC234", token="tok", name="Grandma", mailbox="ws://127.0.0.1:4000/v1"
    )
    dialog = JoinDialog(invite=True, remembered=[seat])
    qtbot.addWidget(dialog)
    asked: list[object] = []
    dialog.requested.connect(asked.append)
    assert dialog.seat_box.currentText() == "Table ABC234, seat Grandma (by invite code)"
    qtbot.mouseClick(dialog.rejoin_button, Qt.MouseButton.LeftButton)
    assert asked == []  # the road to the host is new: a new code is needed
    assert dialog.invite_radio.isChecked() and dialog.code_edit.text() == ""
    assert dialog.table_edit.text() == "ABC234" and dialog.token_edit.text() == "tok"
    assert dialog.mailbox_edit.text() == "ws://127.0.0.1:4000/v1"
    assert "new invite code" in dialog.message.text()


def test_nothing_remembered_shows_no_rejoin(qtbot: QtBot) -> None:
    dialog = JoinDialog(invite=False)
    qtbot.addWidget(dialog)
    assert not dialog.rejoin_box.isVisibleTo(dialog)


def test_the_hosts_lobby_keeps_showing_every_seats_token(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(levels=("easy",), services=make_services(tmp_path / "host"))
    qtbot.addWidget(window)
    dialog = window.online.host()
    assert isinstance(dialog, HostDialog)
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.created is not None, timeout=20_000)
    assert dialog.server is not None
    token = dialog.created["seats"][1]["token"]
    guest = window_for(qtbot, dialog.server, dialog.created["table"], token)
    qtbot.waitUntil(lambda: "Guest: joined" in dialog.lobby_text.toPlainText(), timeout=20_000)
    assert f"Guest: joined; seat token: {token}" in dialog.lobby_text.toPlainText()
    guest.close()
    qtbot.waitUntil(lambda: "connection lost" in dialog.lobby_text.toPlainText(), timeout=20_000)
    assert f"(seat token: {token})" in dialog.lobby_text.toPlainText()
    window.close()


def test_a_remembered_seat_can_be_forgotten(qtbot: QtBot, tmp_path: Path) -> None:
    services = make_services(tmp_path / "guest")
    memory = SeatMemory(services.data_dir)
    for table in ("ABC234", "XYZ789"):
        memory.remember(RememberedSeat(table=table, token="t", name="Gran", url="ws://h:1"))
    window = MainWindow(levels=("easy",), services=services)
    qtbot.addWidget(window)
    dialog = window.online.join()
    assert dialog is not None and dialog.seat_box.count() == 2
    dialog.seat_box.setCurrentIndex(
        dialog.seat_box.findText("Table ABC234", Qt.MatchFlag.MatchStartsWith)
    )
    qtbot.mouseClick(dialog.forget_button, Qt.MouseButton.LeftButton)
    assert [s.table for s in memory.seats()] == ["XYZ789"]
    assert dialog.seat_box.count() == 1 and dialog.rejoin_box.isVisibleTo(dialog)
    qtbot.mouseClick(dialog.forget_button, Qt.MouseButton.LeftButton)
    assert memory.seats() == [] and not dialog.rejoin_box.isVisibleTo(dialog)
    window.close()


def test_a_name_another_seat_has_is_said_in_the_join_dialog(
    qtbot: QtBot, tmp_path: Path, server: HostedServer
) -> None:
    created = open_table(qtbot, server, [("Grandma", "remote"), ("Guest", "remote")])
    window = MainWindow(levels=("easy",), services=make_services(tmp_path / "guest"))
    qtbot.addWidget(window)
    # join_from_menu types the name Grandma, which the first seat already has.
    dialog = join_from_menu(
        qtbot, window, server.url, created["table"], created["seats"][1]["token"]
    )
    qtbot.waitUntil(lambda: "Could not join" in dialog.message.text(), timeout=20_000)
    assert "called Grandma" in dialog.message.text() and dialog.join_button.isEnabled()
    assert window.online.windows == [] and SeatMemory(window.online._data_dir()).seats() == []
    window.close()


def test_the_plain_start_offers_to_rejoin_a_remembered_seat(qtbot: QtBot, tmp_path: Path) -> None:
    services = make_services(tmp_path / "guest")
    assert services.data_dir is not None
    SeatMemory(services.data_dir).remember(
        RememberedSeat(url="ws://127.0.0.1:9", table="ABCDEF", token="x" * 24, name="Grandma")
    )
    window = MainWindow(levels=("easy",), services=services)
    qtbot.addWidget(window)
    _offer_or_new(window)
    dialog = window.online.join_dialog
    assert dialog is not None and dialog.rejoin_box.isVisibleTo(dialog)
    assert window.new_game_dialog is None  # the offer comes instead of the new-game dialog
    dialog.close()
