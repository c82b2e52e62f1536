"""The window's own table server tells its lobby each change of the table, once, and a
refused host's request as ``failed``; on 127.0.0.1 only."""

from __future__ import annotations

import itertools
import json
from typing import Any

from pytestqt.qtbot import QtBot
from websockets.sync.client import ClientConnection, connect

from rummy_desktop.app.online.host import HostedServer
from rummy_desktop.core.rules import preset


def _hello(ws: ClientConnection, code: str, token: str) -> None:
    ws.send(json.dumps({"v": 1, "type": "hello", "table": code, "token": token}))
    while json.loads(ws.recv())["type"] != "welcome":
        pass


def test_the_lobby_follows_the_table_and_a_refusal_is_told(qtbot: QtBot) -> None:
    server = HostedServer()
    lobbies: list[list[dict[str, Any]]] = []
    opened: list[dict[str, Any]] = []
    failed: list[str] = []
    server.lobby.connect(lobbies.append)
    server.opened.connect(opened.append)
    server.failed.connect(failed.append)
    with qtbot.waitSignal(server.ready, timeout=20_000):
        server.start()
    try:
        server.open_table([("Ann", "remote"), ("Bob", "remote")], preset("rrrummy"), seed=3)
        qtbot.waitUntil(lambda: bool(opened and lobbies), timeout=20_000)
        assert [(s["name"], s["joined"], s["started"]) for s in lobbies[-1]] == [
            ("Ann", False, False),
            ("Bob", False, False),
        ]
        created = opened[0]
        code, tokens = created["table"], [seat["token"] for seat in created["seats"]]
        with connect(server.url, proxy=None) as ann, connect(server.url, proxy=None) as bob:
            _hello(ann, code, tokens[0])
            qtbot.waitUntil(lambda: lobbies[-1][0]["connected"], timeout=20_000)
            _hello(bob, code, tokens[1])
            qtbot.waitUntil(lambda: lobbies[-1][0]["started"], timeout=20_000)
            ann.close()
            qtbot.waitUntil(lambda: not lobbies[-1][0]["connected"], timeout=20_000)
            assert all(a != b for a, b in itertools.pairwise(lobbies))  # each change once

            server.order("rematch")  # the match is not over: the table refuses
            qtbot.waitUntil(lambda: bool(failed), timeout=20_000)
            assert "end it first" in failed[0]
            server.hand_over(1, "easy")  # Bob is connected: nobody stands in for him
            qtbot.waitUntil(lambda: len(failed) == 2, timeout=20_000)
            assert "Bob is connected" in failed[1]
    finally:
        server.stop()
