"""Host's invite codes use the rendezvous server typed in Host, as Join's do (issue 28,
fault 4, the window's side). The invite helper is a stand-in: nothing leaves 127.0.0.1."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

import pytest
from PySide6.QtCore import QObject, Qt, Signal
from pytestqt.qtbot import QtBot

from rummy_desktop.online.invite import PUBLIC_MAILBOX
from rummy_desktop.ui.online.host import HostDialog
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import make_services


class Road(QObject):
    """Says the mailbox it was given, and makes a code at once."""

    ready = Signal(str)
    failed = Signal(str)
    made: ClassVar[list[tuple[str, int]]] = []

    def __init__(self, mailbox: str, *, table_port: int = 0, code: str = "") -> None:
        super().__init__()
        Road.made.append((mailbox, table_port))

    def start(self) -> None:
        self.ready.emit("7-guitarist-revenge")

    def stop(self) -> None:
        pass


def test_the_invite_code_uses_the_rendezvous_server_typed_in_host(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("rummy_desktop.ui.online.host.InviteRoad", Road)
    monkeypatch.setattr("rummy_desktop.ui.online.host.invite_installed", lambda: True)
    Road.made.clear()
    window = MainWindow(levels=("easy",), services=make_services(tmp_path))
    qtbot.addWidget(window)
    dialog = window.online.host()
    assert isinstance(dialog, HostDialog)
    assert dialog.mailbox_edit.text() == PUBLIC_MAILBOX
    dialog.mailbox_edit.setText("ws://127.0.0.1:4000/v1")
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.created is not None, timeout=20_000)
    assert dialog.server is not None
    qtbot.mouseClick(dialog.invite_button, Qt.MouseButton.LeftButton)
    port = int(dialog.server.url.rsplit(":", 1)[1])
    assert Road.made == [("ws://127.0.0.1:4000/v1", port)]
    assert "Invite code: 7-guitarist-revenge" in dialog.lobby_text.toPlainText()
    window.close()
