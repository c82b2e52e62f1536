"""Codes and tokens read over the phone, as the Join dialog takes them (issue 28, fault 3):
any case, with or without dashes, and a token with a misread character caught before
anyone is asked. Tables on 127.0.0.1 only."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.app.online.host import HostedServer
from rummy_desktop.online.codes import ALPHABET, new_token
from rummy_desktop.ui.online.join import JoinDialog, JoinRequest
from rummy_desktop.ui.online.window import OnlineWindow
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import make_services
from tests.ui.test_online_faults import fill_dialog, join_from_menu, server
from tests.ui.test_online_windows import open_table

__all__ = ["server"]  # the fixture


def misread(token: str) -> str:
    """The token with its first character read as another of the alphabet."""
    other = next(c for c in ALPHABET if c != token[0])
    return other + token[1:]


def test_a_misread_token_is_said_before_anyone_is_asked(qtbot: QtBot) -> None:
    dialog = JoinDialog(invite=False)
    qtbot.addWidget(dialog)
    asked: list[object] = []
    dialog.requested.connect(asked.append)
    fill_dialog(dialog, "ws://127.0.0.1:1", "ABC234", misread(new_token()))
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    assert asked == [] and "The seat token has a mistake" in dialog.message.text()


def test_a_table_code_in_any_case_with_dashes_is_read(qtbot: QtBot) -> None:
    dialog = JoinDialog(invite=False)
    qtbot.addWidget(dialog)
    fill_dialog(dialog, "ws://127.0.0.1:1", "abc-234", new_token().lower())
    made = dialog.request()
    assert isinstance(made, JoinRequest) and made.table == "ABC234"


def test_a_token_typed_in_lower_case_with_spaces_takes_the_seat(
    qtbot: QtBot, tmp_path: Path, server: HostedServer
) -> None:
    created = open_table(qtbot, server, [("Ann", "remote"), ("Bob", "easy")])
    token = str(created["seats"][0]["token"])
    typed = token.lower().replace("-", " ")
    window = MainWindow(levels=("easy",), services=make_services(tmp_path / "guest"))
    qtbot.addWidget(window)
    join_from_menu(qtbot, window, server.url, created["table"].lower(), typed)
    qtbot.waitUntil(lambda: len(window.online.windows) == 1, timeout=20_000)
    seat = window.online.windows[0]
    assert isinstance(seat, OnlineWindow)
    qtbot.waitUntil(lambda: len(seat.play.board.rack) == 14, timeout=20_000)
    seat.close()
    window.close()
