"""Chat in the seat windows, typed and sent with real key presses and clicks; 127.0.0.1 only."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.app.online.host import HostedServer
from tests.ui.test_online_windows import open_table, server, window_for

__all__ = ["server"]  # the fixture


def test_a_line_typed_in_one_window_shows_in_both_as_plain_text(
    qtbot: QtBot, server: HostedServer
) -> None:
    created = open_table(qtbot, server, [("Ann", "remote"), ("Bob", "remote")])
    ann, bob = (window_for(qtbot, server, created["table"], s["token"]) for s in created["seats"])
    qtbot.waitUntil(lambda: ann.play.view is not None and bob.play.view is not None, timeout=20_000)

    qtbot.keyClicks(ann.chat_edit, "Hello Bob, <b>your</b> turn")
    qtbot.mouseClick(ann.chat_button, Qt.MouseButton.LeftButton)
    assert ann.chat_edit.text() == ""
    said = "Ann: Hello Bob, <b>your</b> turn"  # the markup stays letters
    for window in (ann, bob):
        qtbot.waitUntil(lambda w=window: said in w.chat_log.toPlainText(), timeout=20_000)

    qtbot.keyClicks(bob.chat_edit, "Thanks!")
    qtbot.keyClick(bob.chat_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Bob: Thanks!" in ann.chat_log.toPlainText(), timeout=20_000)

    qtbot.keyClicks(bob.chat_edit, "   ")
    qtbot.mouseClick(bob.chat_button, Qt.MouseButton.LeftButton)  # nothing to say: nothing sent
    assert ann.chat_log.toPlainText().splitlines() == [said, "Bob: Thanks!"]
    assert ann.chat_edit.maxLength() == 300
