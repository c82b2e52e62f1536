"""Chat that cannot forge a line, the joiner's own name, chat kept over a rejoin, and a log of
what everybody played (issue 28, fault 5, the window's side). Tables on 127.0.0.1 only."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.app.online.chat import one_line
from rummy_desktop.app.online.host import HostedServer
from rummy_desktop.online.protocol import SPOOFING
from rummy_desktop.ui.online.card_window import OnlineCardWindow
from rummy_desktop.ui.online.window import OnlineWindow
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import make_services
from tests.ui.test_online_faults import join_from_menu, server
from tests.ui.test_online_windows import open_table, window_for

__all__ = ["server"]  # the fixture

FORGED = [
    "good luck\u2028Me: I resign",
    "good luck\u2029Me: I resign",
    "good luck\nMe: I resign",
    "good luck\rMe: I resign",
    "good luck\x85Me: I resign",
    "\u202enigser I :eM",
    "\u2066Me\u2069: hi\u200f",
]


def shows_as_one_line(text: str) -> bool:
    return len(text.splitlines()) == 1 and not any(
        unicodedata.category(c) in ("Zl", "Zp", "Cc") or c in SPOOFING for c in text
    )


@pytest.mark.parametrize("text", FORGED)
def test_one_line_leaves_nothing_that_breaks_or_turns_a_line(text: str) -> None:
    assert shows_as_one_line(one_line(text))
    assert one_line("Hello, <b>Bob</b> 👋") == "Hello, <b>Bob</b> 👋"


@pytest.mark.parametrize("text", FORGED)
def test_a_forged_chat_line_from_the_table_shows_as_one_line(
    qtbot: QtBot, server: HostedServer, text: str
) -> None:
    created = open_table(qtbot, server, [("Ann", "remote"), ("Bob", "easy")])
    window = window_for(qtbot, server, created["table"], created["seats"][0]["token"])
    # What a hostile or older table could send: the window trusts no line of it.
    window.play.seat.chatted.emit({"type": "chat", "seat": 1, "name": "Bob\u2028", "text": text})
    window.play.seat.chat_history.emit(
        {"type": "chat_history", "lines": [{"seat": 1, "name": "Bob", "text": text}] * 2}
    )
    shown = window.chat_log.toPlainText()
    assert len(shown.splitlines()) == 2 and all(shows_as_one_line(x) for x in shown.splitlines())
    assert window.chat_log.document().blockCount() == 2


def test_the_card_window_shows_a_forged_line_as_one_line(qtbot: QtBot) -> None:
    from rummy_desktop.app.online.card_play import OnlineCardPlay
    from rummy_desktop.app.online.seat import OnlineSeat

    window = OnlineCardWindow(OnlineCardPlay(OnlineSeat("ws://127.0.0.1:1", "ABC234", "t")), "t")
    qtbot.addWidget(window)
    window.play.seat.chatted.emit({"name": "Bob", "text": FORGED[0]})
    assert window.chat_log.toPlainText() == "Bob: good luck\ufffdMe: I resign"


def test_the_name_typed_in_join_is_the_seats_name_at_the_table(
    qtbot: QtBot, tmp_path: Path, server: HostedServer
) -> None:
    created = open_table(qtbot, server, [("Ann", "remote"), ("Guest", "remote")])
    bob = window_for(qtbot, server, created["table"], created["seats"][0]["token"])
    main = MainWindow(levels=("easy",), services=make_services(tmp_path / "guest"))
    qtbot.addWidget(main)
    join_from_menu(qtbot, main, server.url, created["table"], created["seats"][1]["token"])
    qtbot.waitUntil(lambda: len(main.online.windows) == 1, timeout=20_000)
    guest = main.online.windows[0]
    assert isinstance(guest, OnlineWindow)
    qtbot.waitUntil(lambda: guest.play.view is not None, timeout=20_000)
    assert guest.play.view is not None and guest.play.view.names == ("Ann", "Grandma")
    qtbot.waitUntil(lambda: "Grandma:" in bob.players_label.text(), timeout=20_000)
    qtbot.keyClicks(guest.chat_edit, "hello")
    qtbot.keyClick(guest.chat_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Grandma: hello" in bob.chat_log.toPlainText(), timeout=20_000)
    guest.close()
    main.close()


def test_the_chat_so_far_is_shown_again_after_a_rejoin(qtbot: QtBot, server: HostedServer) -> None:
    created = open_table(qtbot, server, [("Ann", "remote"), ("Bob", "remote")])
    code, (ann_seat, bob_seat) = created["table"], created["seats"]
    ann = window_for(qtbot, server, code, ann_seat["token"])
    bob = window_for(qtbot, server, code, bob_seat["token"])
    qtbot.waitUntil(lambda: ann.play.view is not None and bob.play.view is not None, timeout=20_000)
    for line in ("good luck", "you too"):
        qtbot.keyClicks(ann.chat_edit, line)
        qtbot.keyClick(ann.chat_edit, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda x=line: f"Ann: {x}" in bob.chat_log.toPlainText(), timeout=20_000)
    bob.close()  # Bob's program is started again: a new window, the same seat
    again = window_for(qtbot, server, code, bob_seat["token"])
    qtbot.waitUntil(
        lambda: again.chat_log.toPlainText().splitlines() == ["Ann: good luck", "Ann: you too"],
        timeout=20_000,
    )


def test_the_seat_window_logs_what_everybody_played(qtbot: QtBot, server: HostedServer) -> None:
    created = open_table(qtbot, server, [("Ann", "remote"), ("Bob", "easy")])
    ann = window_for(qtbot, server, created["table"], created["seats"][0]["token"])
    qtbot.waitUntil(lambda: ann.play.board.on_turn, timeout=60_000)
    before = ann.game_log.toPlainText().splitlines()  # Bob's turn, if he began
    assert all(line.startswith("Bob ") for line in before)
    qtbot.mouseClick(ann.draw_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: len(ann.game_log.toPlainText().splitlines()) >= len(before) + 2, timeout=60_000
    )
    lines = ann.game_log.toPlainText().splitlines()
    assert lines == ann.play.log_lines()[: len(lines)]
    assert lines[len(before)] == "Ann drew a tile." and lines[len(before) + 1].startswith("Bob ")
    assert all(shows_as_one_line(line) for line in lines)
