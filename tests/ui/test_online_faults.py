"""Online play in the window when things go wrong: refusals, a lost table, bad input.

Every table here is hosted in-process on 127.0.0.1 (never another address).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.app.online.host import HostedServer
from rummy_desktop.core.rules import preset
from rummy_desktop.core.table import Cell, Table
from rummy_desktop.online.codec import table_to_json
from rummy_desktop.ui.online.join import JoinDialog
from rummy_desktop.ui.online.window import OnlineWindow
from rummy_desktop.ui.services import Services
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import cell_point, drag, rack_point
from tests.ui.test_online_windows import close_seat_windows, open_table, window_for

LOOPBACK = "127.0.0.1"


def start_server(qtbot: QtBot, port: int = 0, folder: Path | None = None) -> HostedServer:
    hosted = HostedServer(LOOPBACK, port, folder)
    with qtbot.waitSignal(hosted.ready, timeout=20_000):
        hosted.start()
    return hosted


@pytest.fixture
def make_window(qtbot: QtBot, services: Services) -> Callable[[], MainWindow]:
    """A main window without a game, as it opens."""

    def make() -> MainWindow:
        window = MainWindow(levels=("easy",), services=services)
        qtbot.addWidget(window)
        window.show()
        return window

    return make


MakeWindow = Callable[[], MainWindow]


@pytest.fixture
def server(qtbot: QtBot) -> Iterator[HostedServer]:
    hosted = start_server(qtbot)
    try:
        yield hosted
    finally:
        close_seat_windows()
        hosted.stop()


def free_cell(table: Table) -> Cell:
    """A cell in a row with nothing on it: a tile put there stands alone."""
    used = {r for r, _ in table.cells()}
    return next((r, 1) for r in range(table.rows) if r not in used)


def seated(qtbot: QtBot, server: HostedServer) -> OnlineWindow:
    """Ann's window at a table with an easy computer; Ann is on turn once her view came."""
    created = open_table(qtbot, server, [("Ann", "remote"), ("Bob", "easy")])
    window = window_for(qtbot, server, created["table"], created["seats"][0]["token"])
    qtbot.waitUntil(lambda: window.play.board.on_turn, timeout=60_000)
    return window


def test_the_tables_refusal_is_shown_with_the_referees_reasons(
    qtbot: QtBot, server: HostedServer
) -> None:
    window = seated(qtbot, server)
    play = window.play
    before = play.board
    lone = play.turn.table.copy() if play.turn is not None else None
    assert lone is not None
    lone.place(before.rack[0], free_cell(lone))
    with qtbot.waitSignal(play.moveRefused, timeout=20_000) as refused:
        play.seat.play(play.at, {"type": "play", "table": table_to_json(lone)})
    assert refused.args[0]  # the referee's own words
    assert window.refusal_label.text() == refused.args[0]
    assert play.board.rack == before.rack and play.board.table == before.table
    assert play.board.on_turn


def test_done_waits_while_the_table_holds_no_valid_meld(qtbot: QtBot, server: HostedServer) -> None:
    window = seated(qtbot, server)
    board = window.play.board
    t, cell = board.rack[0], free_cell(board.table)
    drag(
        qtbot, window.rack_view, rack_point(window, t), window.table_view, cell_point(window, cell)
    )
    qtbot.waitUntil(lambda: not window.drag.busy, timeout=2000)
    assert window.play.board.table[cell] == t
    assert not window.done_button.isEnabled()  # a lone tile is no meld: Done waits
    qtbot.mouseClick(window.done_button, Qt.MouseButton.LeftButton)
    assert window.play.board.on_turn and window.play.sent is False


def test_a_lost_table_shows_the_banner_and_the_seat_rejoins_with_its_token(
    qtbot: QtBot, tmp_path: Path
) -> None:
    first = start_server(qtbot, 0, tmp_path)
    port = int(first.url.rsplit(":", 1)[1])
    window = seated(qtbot, first)
    rack = window.play.board.rack
    with qtbot.waitSignal(window.play.connectionChanged, timeout=20_000):
        first.stop()
    qtbot.waitUntil(lambda: window.banner.isVisible(), timeout=20_000)
    assert window.banner.text() == "Connection lost, reconnecting…"
    again = start_server(qtbot, port, tmp_path)
    try:
        qtbot.waitUntil(lambda: not window.banner.isVisible(), timeout=60_000)
        assert sorted(t.id for t in window.play.board.rack) == sorted(t.id for t in rack)
        assert window.play.board.on_turn
    finally:
        window.close()
        again.stop()


def test_the_clock_comes_from_the_table(qtbot: QtBot, server: HostedServer) -> None:
    created = open_table(qtbot, server, [("Ann", "remote"), ("Bob", "remote")], "classic")
    seconds = preset("classic").turn_timer_seconds
    window = window_for(qtbot, server, created["table"], created["seats"][0]["token"])
    assert window.clock_label.text() == ""
    bob = window_for(qtbot, server, created["table"], created["seats"][1]["token"])
    qtbot.waitUntil(lambda: window.clock_label.text().endswith(" s left"), timeout=20_000)
    shown = int(window.clock_label.text().split()[0])
    assert seconds is not None and 0 <= shown <= seconds
    bob.close()


# -- joining --------------------------------------------------------------------
def fill_dialog(dialog: JoinDialog, url: str, table: str, token: str) -> None:
    dialog.name_edit.setText("Grandma")
    dialog.address_radio.setChecked(True)
    dialog.url_edit.setText(url)
    dialog.table_edit.setText(table)
    dialog.token_edit.setText(token)


@pytest.mark.parametrize(
    ("url", "table", "token", "said"),
    [
        ("localhost:8765", "ABC234", "x", "An address starts with ws://"),
        ("ws://127.0.0.1:1", "ABC", "x", "A table code is six letters"),
        ("ws://127.0.0.1:1", "ABC234", "", "Type the seat token"),
    ],
)
def test_bad_join_input_is_said_and_kept(
    qtbot: QtBot, url: str, table: str, token: str, said: str
) -> None:
    dialog = JoinDialog(invite=False)
    qtbot.addWidget(dialog)
    fill_dialog(dialog, url, table, token)
    requests: list[object] = []
    dialog.requested.connect(requests.append)
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    assert said in dialog.message.text()
    assert requests == []
    assert dialog.url_edit.text() == url and dialog.table_edit.text() == table
    assert dialog.join_button.isEnabled()


def test_a_bad_invite_code_is_said(qtbot: QtBot) -> None:
    dialog = JoinDialog(invite=True)
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("Grandma")
    dialog.code_edit.setText("guitarist revenge")
    dialog.table_edit.setText("ABC234")
    dialog.token_edit.setText("token")
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    assert "7-guitarist-revenge" in dialog.message.text()
    assert dialog.mailbox_edit.text() == "ws://relay.magic-wormhole.io:4000/v1"


def join_from_menu(
    qtbot: QtBot, window: MainWindow, url: str, table: str, token: str
) -> JoinDialog:
    dialog = window.online.join()
    assert dialog is not None
    fill_dialog(dialog, url, table, token)
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    return dialog


def test_a_refused_token_is_said_in_the_dialog(
    qtbot: QtBot, make_window: MakeWindow, server: HostedServer
) -> None:
    created = open_table(qtbot, server, [("Ann", "remote"), ("Bob", "easy")])
    window = make_window()
    dialog = join_from_menu(qtbot, window, server.url, created["table"], "forged")
    qtbot.waitUntil(lambda: "Could not join" in dialog.message.text(), timeout=20_000)
    assert "no seat at this table has that token" in dialog.message.text()
    assert dialog.token_edit.text() == "forged" and dialog.join_button.isEnabled()
    assert window.online.windows == []


def test_an_unreachable_address_is_said_at_once(
    qtbot: QtBot, make_window: MakeWindow, server: HostedServer
) -> None:
    port = int(server.url.rsplit(":", 1)[1])
    server.stop()  # nothing listens on that port now
    window = make_window()
    dialog = join_from_menu(qtbot, window, f"ws://127.0.0.1:{port}", "ABC234", "token")
    qtbot.waitUntil(lambda: "Could not join" in dialog.message.text(), timeout=20_000)
    assert "cannot reach the table" in dialog.message.text()


def test_a_good_join_opens_the_seats_window(
    qtbot: QtBot, make_window: MakeWindow, server: HostedServer
) -> None:
    created: dict[str, Any] = open_table(qtbot, server, [("Ann", "remote"), ("Bob", "easy")])
    window = make_window()
    dialog = join_from_menu(
        qtbot, window, server.url, created["table"], created["seats"][0]["token"]
    )
    qtbot.waitUntil(lambda: len(window.online.windows) == 1, timeout=20_000)
    seat = window.online.windows[0]
    assert isinstance(seat, OnlineWindow)
    assert seat.windowTitle() == f"Grandma at table {created['table']}"
    assert not dialog.isVisible()
    qtbot.waitUntil(lambda: len(seat.play.board.rack) == 14, timeout=20_000)
    seat.close()


def test_without_websockets_the_menu_says_how_to_install(
    qtbot: QtBot, make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("rummy_desktop.ui.online.menu.online_installed", lambda: False)
    window = make_window()
    window.online.act_join.trigger()
    assert window.online.info_box is not None
    assert "pip install websockets" in window.online.info_box.text()
    assert window.online.join_dialog is None


def test_the_host_dialog_opens_a_table_and_shows_the_lobby(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    from rummy_desktop.app.online.play import OnlinePlay
    from rummy_desktop.app.online.seat import OnlineSeat
    from rummy_desktop.ui.online.host import HostDialog

    window = make_window()
    dialog = window.online.host()
    assert isinstance(dialog, HostDialog)
    assert dialog.loopback_radio.isChecked()
    dialog.name_edits[0].setText("Ann")
    dialog.name_edits[1].setText("Grandpa")
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.created is not None, timeout=20_000)
    assert dialog.server is not None and dialog.server.url.startswith("ws://127.0.0.1:")
    code, token = dialog.created["table"], dialog.created["seats"][1]["token"]
    lobby = dialog.lobby_text.toPlainText()
    assert code in lobby and token in lobby and "Ann: at this computer" in lobby
    grandpa = OnlinePlay(OnlineSeat(dialog.server.url, code, token))
    grandpa.seat.start()
    try:
        qtbot.waitUntil(
            lambda: "Grandpa: joined" in dialog.lobby_text.toPlainText(), timeout=20_000
        )
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        assert len(window.online.windows) == 1
        ann = window.online.windows[0]
        assert isinstance(ann, OnlineWindow)
        qtbot.waitUntil(lambda: ann.play.view is not None, timeout=20_000)
        assert ann.play.view is not None and ann.play.view.names[:2] == ("Ann", "Grandpa")
    finally:
        grandpa.stop()
        window.close()


def test_a_draw_and_discard_table_is_said_not_played_in_the_window(
    qtbot: QtBot, make_window: MakeWindow, server: HostedServer
) -> None:
    rules = preset("easy").with_options(draw_and_discard=True)
    with qtbot.waitSignal(server.opened, timeout=20_000) as opened:
        server.open_table([("Ann", "remote"), ("Bob", "easy")], rules)
    created = opened.args[0]
    window = make_window()
    dialog = join_from_menu(
        qtbot, window, server.url, created["table"], created["seats"][0]["token"]
    )
    qtbot.waitUntil(lambda: len(window.online.windows) == 1, timeout=20_000)
    seat = window.online.windows[0]
    assert isinstance(seat, OnlineWindow)
    qtbot.waitUntil(lambda: seat.banner.isVisible(), timeout=20_000)
    assert "draw and discard is not played online yet" in seat.banner.text()
    assert not dialog.isVisible()
    seat.close()


def test_a_seat_dropped_while_connected_keeps_its_thread_until_it_ends(
    qtbot: QtBot, server: HostedServer
) -> None:
    import gc
    import weakref

    from rummy_desktop.app.online import seat as online_seat
    from rummy_desktop.app.online.play import OnlinePlay
    from rummy_desktop.app.online.seat import OnlineSeat

    created = open_table(qtbot, server, [("Ann", "remote"), ("Bob", "easy")])
    play = OnlinePlay(OnlineSeat(server.url, created["table"], created["seats"][0]["token"]))
    with qtbot.waitSignal(play.stateChanged, timeout=20_000):
        play.seat.start()
    connection = weakref.ref(play.seat._connection)
    del play
    gc.collect()  # without the hold, Qt would abort: a running QThread destroyed
    alive = connection()
    assert alive is not None and alive.isRunning() and alive in online_seat._RUNNING
    alive.stop()
    alive.wait(5000)
    qtbot.waitUntil(lambda: alive not in online_seat._RUNNING, timeout=5000)
