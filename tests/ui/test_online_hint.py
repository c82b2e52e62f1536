"""Hint in the window of a remote seat: found from that seat's own rack and the table,
shown to it alone, never sent to the table; played with "Do it for me", taken back by
Undo. Two windows at a table hosted on 127.0.0.1 (never another address), real clicks."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.app.online.host import HostedServer
from rummy_desktop.core.rules import preset
from rummy_desktop.ui.online.window import OnlineWindow
from tests.ui.test_online_windows import LOOPBACK, close_seat_windows, window_for


@pytest.fixture
def server(qtbot: QtBot) -> Iterator[HostedServer]:
    hosted = HostedServer(LOOPBACK, 0)
    with qtbot.waitSignal(hosted.ready, timeout=20_000):
        hosted.start()
    try:
        yield hosted
    finally:
        close_seat_windows()
        hosted.stop()


def two_seats(qtbot: QtBot, server: HostedServer) -> tuple[OnlineWindow, OnlineWindow]:
    """Ann's and Bob's windows at a table whose first melds need no points (a play is
    then all but sure in 14 tiles), the seat on turn first."""
    rules = preset("easy").with_options(initial_meld_points=0)
    with qtbot.waitSignal(server.opened, timeout=20_000) as opened:
        server.open_table([("Ann", "remote"), ("Bob", "remote")], rules, 11)
    created: dict[str, Any] = opened.args[0]
    windows = [window_for(qtbot, server, created["table"], s["token"]) for s in created["seats"]]
    qtbot.waitUntil(lambda: all(w.play.view is not None for w in windows), timeout=20_000)
    first = next(w for w in windows if w.play.board.on_turn)
    other = next(w for w in windows if w is not first)
    return first, other


def test_the_hint_is_found_from_the_own_rack_and_shown_to_that_seat_alone(
    qtbot: QtBot, server: HostedServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    mine, theirs = two_seats(qtbot, server)
    sent: list[object] = []
    real_play = mine.play.seat.play
    monkeypatch.setattr(
        mine.play.seat, "play", lambda at, action: (sent.append(action), real_play(at, action))
    )
    assert mine.hint_button.isEnabled()
    assert not theirs.hint_button.isEnabled()  # not on turn: no hint to ask for
    view = mine.play.view
    assert view is not None
    rack_before = list(mine.play.board.rack)
    table_before = mine.play.board.table.copy()

    qtbot.mouseClick(mine.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: mine.play.hint is not None, timeout=20_000)
    hint = mine.play.hint
    assert hint is not None and hint.steps, hint.text if hint else ""
    own = {t.id for t in view.rack}
    assert hint.tiles and {t.id for t in hint.tiles} <= own
    for step in hint.steps:
        assert {t.id for t in step.from_rack} <= own
    assert mine.hint_bar.isVisible()
    assert mine.hint_bar.title.text() == hint.text
    assert mine.table_scene.ghosts  # the first step is marked on the table
    # Shown, never made: this seat's table and rack are as they were.
    assert list(mine.play.board.rack) == rack_before
    assert mine.play.board.table == table_before

    # The other seat sees nothing of it: no bar, no ghosts, no hint kept there.
    assert not theirs.hint_bar.isVisible()
    assert theirs.play.hint is None and not theirs.table_scene.ghosts

    qtbot.mouseClick(mine.hint_bar.do_button, Qt.MouseButton.LeftButton)
    turn = mine.play.turn
    assert turn is not None
    assert {t.id for t in turn.played()} == {t.id for t in hint.tiles}
    assert not mine.hint_bar.isVisible()  # the hint is played: nothing left to show
    assert mine.undo_button.isEnabled()
    while mine.undo_button.isEnabled():
        qtbot.mouseClick(mine.undo_button, Qt.MouseButton.LeftButton)
    assert sorted(t.id for t in mine.play.board.rack) == sorted(t.id for t in rack_before)
    assert mine.play.board.table == table_before
    assert sent == []  # nothing of the hint, nor its moves, went to the table
    assert theirs.play.view is not None and theirs.play.view.table == view.table


def test_closing_the_hint_leaves_the_table_and_a_new_view_forgets_it(
    qtbot: QtBot, server: HostedServer
) -> None:
    mine, _theirs = two_seats(qtbot, server)
    qtbot.mouseClick(mine.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: mine.play.hint is not None, timeout=20_000)
    qtbot.mouseClick(mine.hint_bar.close_button, Qt.MouseButton.LeftButton)
    assert mine.play.hint is None and not mine.hint_bar.isVisible()
    assert not mine.table_scene.ghosts

    qtbot.mouseClick(mine.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: mine.play.hint is not None, timeout=20_000)
    at = mine.play.at
    qtbot.mouseClick(mine.draw_button, Qt.MouseButton.LeftButton)  # the turn goes on to Bob
    qtbot.waitUntil(lambda: mine.play.at != at, timeout=20_000)
    assert mine.play.hint is None and not mine.hint_bar.isVisible()
    assert not mine.hint_button.isEnabled()
