"""The host pauses, resumes and ends a table from the lobby; the seat windows say so.

Tiles through the Host dialog with real clicks, cards through a card seat
window; every table is on 127.0.0.1 (never another address).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.app.online.card_play import OnlineCardPlay
from rummy_desktop.app.online.host import HostedServer
from rummy_desktop.app.online.seat import OnlineSeat
from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.ui.online.card_window import OnlineCardWindow
from rummy_desktop.ui.online.host import NOBODY, HostDialog
from rummy_desktop.ui.online.window import OnlineWindow
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import Questions, make_services
from tests.ui.test_online_windows import SEAT_WINDOWS, server, window_for

__all__ = ["server"]  # the fixture

PAUSED = "Paused by the host"
ENDED = "The host ended the game."


def test_the_host_pauses_resumes_and_ends_the_game_from_the_lobby(
    qtbot: QtBot, tmp_path: Path
) -> None:
    questions = Questions(answer=False)
    window = MainWindow(levels=("easy",), services=make_services(tmp_path / "p", questions))
    qtbot.addWidget(window)
    window.show()
    dialog = window.online.host()
    assert isinstance(dialog, HostDialog)
    assert not dialog.host_row.isVisibleTo(dialog)  # no table yet
    dialog.name_edits[0].setText("Ann")
    dialog.name_edits[1].setText("Grandpa")
    dialog.kind_boxes[2].setCurrentIndex(dialog.kind_boxes[2].findData(NOBODY))
    dialog.rules_box.setCurrentIndex(dialog.rules_box.findData("classic"))  # a turn timer
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.created is not None, timeout=20_000)
    assert dialog.server is not None and dialog.server.url.startswith("ws://127.0.0.1:")
    created = dialog.created
    assert created is not None
    assert dialog.host_row.isVisibleTo(dialog) and dialog.pause_button.text() == "Pause"
    grandpa = window_for(qtbot, dialog.server, created["table"], created["seats"][1]["token"])
    try:
        qtbot.waitUntil(
            lambda: "Grandpa: joined" in dialog.lobby_text.toPlainText(), timeout=20_000
        )
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        ann = window.online.windows[0]
        assert isinstance(ann, OnlineWindow)
        qtbot.waitUntil(lambda: grandpa.play.view is not None, timeout=20_000)
        qtbot.waitUntil(lambda: ann.play.view is not None, timeout=20_000)
        on_turn = ann if ann.play.board.on_turn else grandpa
        qtbot.waitUntil(lambda: on_turn._tick.isActive(), timeout=20_000)

        qtbot.mouseClick(dialog.pause_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.pause_button.text() == "Resume", timeout=20_000)
        assert PAUSED in dialog.lobby_text.toPlainText()
        for seat in (ann, grandpa):
            qtbot.waitUntil(lambda seat=seat: seat.status.text() == PAUSED, timeout=20_000)
        assert not on_turn._tick.isActive()  # the clock stopped, its seconds still shown
        assert on_turn.clock_label.text().endswith("s left")
        assert not on_turn.play.board.on_turn and not on_turn.draw_button.isEnabled()
        refused = on_turn.play.draw()
        assert not refused.ok and refused.reason == PAUSED
        assert on_turn.refusal_label.text() == PAUSED

        qtbot.mouseClick(dialog.pause_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.pause_button.text() == "Pause", timeout=20_000)
        qtbot.waitUntil(lambda: on_turn.play.board.on_turn, timeout=20_000)
        qtbot.waitUntil(lambda: on_turn._tick.isActive(), timeout=20_000)
        assert on_turn.status.text() != PAUSED

        # End the game: asked first; "no" changes nothing.
        qtbot.mouseClick(dialog.end_button, Qt.MouseButton.LeftButton)
        assert questions.asked and "End the game for everyone?" in questions.asked[-1]
        qtbot.wait(300)
        assert grandpa.play.result is None
        questions.answer = True
        qtbot.mouseClick(dialog.end_button, Qt.MouseButton.LeftButton)
        for seat in (ann, grandpa):
            qtbot.waitUntil(lambda seat=seat: seat.status.text() == ENDED, timeout=20_000)
        assert grandpa.play.result is not None
        assert grandpa.play.result["ended_by"] == "host"
        assert not on_turn._tick.isActive() and on_turn.clock_label.text() == ""
        qtbot.waitUntil(lambda: ENDED in dialog.lobby_text.toPlainText(), timeout=20_000)
        assert not dialog.end_button.isEnabled() and not dialog.pause_button.isEnabled()

        # A new match at the same table: asked for too early, the window says so.
        assert ann.again_button.isVisible() and grandpa.again_button.isVisible()
        qtbot.mouseClick(ann.again_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: ann.again_button.isEnabled(), timeout=20_000)
        assert ann.refusal_label.text() == "The host has not started a new match yet."
        assert dialog.rematch_button.isVisible()
        qtbot.mouseClick(dialog.rematch_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: "A new match" in dialog.lobby_text.toPlainText(), timeout=20_000)
        assert dialog.start_button.isEnabled() and not dialog.rematch_button.isVisible()
        assert dialog.pause_button.isEnabled() and dialog.end_button.isEnabled()
        seat = grandpa.play.seat
        grandpa.againRequested.connect(
            lambda: window.online.join_again(grandpa, seat.url, seat.table, seat.token, "Grandpa")
        )
        before = len(window.online.windows)
        qtbot.mouseClick(ann.again_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: len(window.online.windows) == before + 1, timeout=20_000)
        qtbot.mouseClick(grandpa.again_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: len(window.online.windows) == before + 2, timeout=20_000)
        new = window.online.windows[before:]
        assert all(isinstance(w, OnlineWindow) for w in new)
        for seat_window in new:
            assert isinstance(seat_window, OnlineWindow)
            qtbot.waitUntil(lambda w=seat_window: w.play.view is not None, timeout=20_000)
            assert seat_window.play.result is None and seat_window.play.view is not None
            assert seat_window.play.view.turn <= 1 and seat_window.status.text() != ENDED
        assert {w.windowTitle().split(" at ")[0] for w in new} == {"Ann", "Grandpa"}
    finally:
        grandpa.close()
        window.close()


def card_window(qtbot: QtBot, server: HostedServer, table: str, token: str) -> OnlineCardWindow:
    window = OnlineCardWindow(OnlineCardPlay(OnlineSeat(server.url, table, token)), "test")
    qtbot.addWidget(window)
    SEAT_WINDOWS.append(window)  # type: ignore[arg-type]  # closed like the tile windows
    window.show()
    window.play.seat.start()
    return window


def test_a_card_seat_window_says_the_pause_and_the_end_in_words(
    qtbot: QtBot, server: HostedServer
) -> None:
    rules = card_preset("rummy").with_options(turn_timer_seconds=90)
    with qtbot.waitSignal(server.opened, timeout=20_000) as opened:
        server.open_table([("Ann", "remote"), ("Bob", "easy")], rules, 11)
    created = opened.args[0]
    window = card_window(qtbot, server, created["table"], created["seats"][0]["token"])
    play = window.play
    # the view and the table's clock come in two frames: wait for both
    qtbot.waitUntil(lambda: play.board.on_turn and play.seconds_left is not None, timeout=20_000)
    assert play.seconds_left is not None and play._ticker.isActive()

    server.order("pause")
    qtbot.waitUntil(lambda: window.status.text() == PAUSED, timeout=20_000)
    assert not play.board.on_turn and not play._ticker.isActive()
    assert play.seconds_left is not None  # the clock stopped where it was
    assert not window.draw_button.isEnabled()
    assert not play.draw_stock()
    assert window.message.text() == "\u2717 " + PAUSED

    server.order("resume")
    qtbot.waitUntil(lambda: play.board.on_turn and play._ticker.isActive(), timeout=20_000)
    assert window.status.text() != PAUSED

    server.order("end")
    qtbot.waitUntil(lambda: window.status.text() == ENDED, timeout=20_000)
    assert play.result is not None and play.result["ended_by"] == "host"
    assert not play._ticker.isActive() and play.seconds_left is None
    assert window.again_button.isVisible()
    assert not play.board.on_turn
