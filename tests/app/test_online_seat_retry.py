"""A seat asks for a lost table again for minutes, and a closed window does not wait for it
(issue 28, fault 1). Tables on 127.0.0.1 only."""

from __future__ import annotations

import time

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.app.online import seat as online_seat
from rummy_desktop.app.online.host import HostedServer
from rummy_desktop.app.online.seat import OnlineSeat
from rummy_desktop.core.rules import preset


def test_a_seat_between_two_tries_stops_at_once(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(online_seat, "RECONNECT_PAUSE_SECONDS", 60.0)
    monkeypatch.setattr(online_seat, "LONGEST_PAUSE_SECONDS", 60.0)
    server = HostedServer("127.0.0.1", 0)
    with qtbot.waitSignal(server.ready, timeout=20_000):
        server.start()
    with qtbot.waitSignal(server.opened, timeout=20_000) as opened:
        server.open_table([("Ann", "remote"), ("Bob", "easy")], preset("easy"))
    created = opened.args[0]
    seat = OnlineSeat(server.url, created["table"], created["seats"][0]["token"])
    assert seat.retry_seconds == 15 * 60  # long enough for a host to start again
    with qtbot.waitSignal(seat.viewed, timeout=20_000):
        seat.start()
    with qtbot.waitSignal(seat.lost, timeout=20_000):
        server.stop()
    started = time.monotonic()
    seat.stop()  # in the middle of a minute's pause
    assert time.monotonic() - started < 2
    assert not seat._connection.isRunning()
