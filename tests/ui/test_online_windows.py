"""Two windows in one process play through a table hosted on 127.0.0.1 (never another address).

Each window is played from the table's views only; the first move is a real
mouse drag, the rest are the moves an easy computer would choose, made in the
window's turn and sent with a real click on Done or Draw.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import Qt, QTimer
from pytestqt.qtbot import QtBot

from rummy_desktop.app.controller import sort_key_colour, sort_key_number
from rummy_desktop.app.online.host import HostedServer
from rummy_desktop.app.online.play import OnlinePlay
from rummy_desktop.app.online.seat import OnlineSeat
from rummy_desktop.core.rules import preset
from rummy_desktop.core.table import Cell
from rummy_desktop.online.bot import BotSeat
from rummy_desktop.online.codec import table_from_json
from rummy_desktop.ui.online.window import OnlineWindow
from tests.ui.conftest import cell_point, drag, rack_point

LOOPBACK = "127.0.0.1"


SEAT_WINDOWS: list[OnlineWindow] = []
"""The seat windows of the test running: held here, closed (their threads ended) at its end."""


def close_seat_windows() -> None:
    """Every seat leaves its table before the table's server stops (their threads end)."""
    while SEAT_WINDOWS:
        window = SEAT_WINDOWS.pop()
        if shiboken6.isValid(window):  # pytest-qt may have closed and deleted it already
            window.close()


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


def open_table(
    qtbot: QtBot, server: HostedServer, seats: list[tuple[str, str]], rules: str = "easy"
) -> dict[str, Any]:
    with qtbot.waitSignal(server.opened, timeout=20_000) as opened:
        server.open_table(seats, preset(rules))
    created: dict[str, Any] = opened.args[0]
    return created


def window_for(qtbot: QtBot, server: HostedServer, table: str, token: str) -> OnlineWindow:
    window = OnlineWindow(OnlinePlay(OnlineSeat(server.url, table, token)), "test")
    qtbot.addWidget(window)
    SEAT_WINDOWS.append(window)
    window.show()
    window.play.seat.start()
    return window


class EasyHands:
    """Plays a window's turns as an easy computer would, through the window's own turn."""

    def __init__(self, qtbot: QtBot, window: OnlineWindow, seed: int) -> None:
        self.qtbot, self.window = qtbot, window
        self.bot = BotSeat("easy", seed)
        self.turns = 0
        self.answered = -1

    def take_turn(self) -> None:
        """Once per view on turn (a move of our own redraws the board, and is no new turn)."""
        play = self.window.play
        if not play.board.on_turn or play.view is None or play.at == self.answered:
            return
        self.answered = play.at
        answer = self.bot.answer({"at": play.at, "view": _view_json(play)})
        self.turns += 1
        action = answer["action"] if answer is not None else {"type": "default"}
        turn = play.turn
        assert turn is not None
        if action["type"] == "play":
            wanted = table_from_json(action["table"])
            moves = [(t, cell) for cell, t in wanted.cells().items() if turn.table[cell] != t]
            turn.move_tiles(moves)
            play.stateChanged.emit()
            button = self.window.done_button
        else:
            button = self.window.draw_button
        assert button.isEnabled()
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _view_json(play: OnlinePlay) -> dict[str, Any]:
    from rummy_desktop.online.codec import view_to_json

    assert play.view is not None
    return view_to_json(play.view)


@pytest.mark.slow
def test_two_windows_play_a_game_through_a_local_table(qtbot: QtBot, server: HostedServer) -> None:
    created = open_table(qtbot, server, [("Ann", "remote"), ("Bob", "remote")])
    windows = [window_for(qtbot, server, created["table"], s["token"]) for s in created["seats"]]
    seeds: list[int] = []
    for window in windows:
        window.play.seat.welcomed.connect(lambda m, s=seeds: s.append(int(m["decision_seed"])))
    qtbot.waitUntil(lambda: all(w.play.view is not None for w in windows), timeout=20_000)
    first = next(w for w in windows if w.play.board.on_turn)
    # A real drag: a rack tile onto an empty cell of the table, then Reset by a click.
    board = first.play.board
    t = board.rack[0]
    used = {r for r, _ in board.table.cells()}
    empty: Cell = next((r, 1) for r in range(board.table.rows) if r not in used)
    assert board.table[empty] is None
    drag(qtbot, first.rack_view, rack_point(first, t), first.table_view, cell_point(first, empty))
    qtbot.waitUntil(lambda: not first.drag.busy, timeout=2000)
    assert first.play.board.table[empty] == t
    assert t not in first.play.board.rack
    assert first.problems_label.text()  # a lone tile is no meld: said as at home
    qtbot.mouseClick(first.reset_button, Qt.MouseButton.LeftButton)
    assert t in first.play.board.rack
    for button, key in (
        (first.sort_number_button, sort_key_number),
        (first.sort_colour_button, sort_key_colour),
    ):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        rack = list(first.play.board.rack)
        assert rack == sorted(board.rack, key=key) and rack != list(board.rack)

    hands = [EasyHands(qtbot, w, seed) for w, seed in zip(windows, seeds, strict=True)]
    for hand in hands:
        hand.window.play.stateChanged.connect(lambda h=hand: QTimer.singleShot(0, h.take_turn))
    results: list[dict[str, Any]] = []
    for window in windows:
        window.play.finished.connect(results.append)
    for hand in hands:
        hand.take_turn()
    qtbot.waitUntil(lambda: len(results) == 2, timeout=600_000)
    assert results[0] == results[1]
    assert results[0]["winner"] in (0, 1, None)
    assert sum(h.turns for h in hands) > 2
    assert all("over" in w.status.text() for w in windows)
