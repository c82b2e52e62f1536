"""Two seats played from the window's side (OnlineSeat, signals on the GUI thread)
through a table server on 127.0.0.1: the game ends exactly like selfplay."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.app.online.seat import OnlineSeat
from rummy_desktop.core.rules import preset
from rummy_desktop.online.bot import BotSeat
from rummy_desktop.online.client import open_table
from rummy_desktop.online.server import TableServer
from tests.online.helpers import selfplay_names, selfplay_summary


@pytest.fixture
def table_url() -> Iterator[str]:
    """A table server on 127.0.0.1 running on a thread of its own."""
    ready = threading.Event()
    found: dict[str, Any] = {}

    async def main() -> None:
        server = TableServer(None)
        listening, timer = await server.serve_on("127.0.0.1", 0)
        found["url"] = f"ws://127.0.0.1:{listening.sockets[0].getsockname()[1]}"
        found["loop"], found["stop"] = asyncio.get_running_loop(), asyncio.Event()
        ready.set()
        await found["stop"].wait()
        timer.cancel()
        listening.close()
        await listening.wait_closed()
        await server.close()

    thread = threading.Thread(target=asyncio.run, args=(main(),))
    thread.start()
    ready.wait()
    try:
        yield found["url"]
    finally:
        found["loop"].call_soon_threadsafe(found["stop"].set)
        thread.join()


class PlayingSeat:
    """An OnlineSeat whose moves a computer level chooses, on the GUI thread, from its views."""

    def __init__(self, seat: OnlineSeat, level: str) -> None:
        self.seat, self.level = seat, level
        self.bot: BotSeat | None = None
        self.result: dict[str, Any] | None = None
        self.refusals: list[str] = []
        seat.welcomed.connect(self.welcomed)
        seat.viewed.connect(self.viewed)
        seat.refused.connect(self.refused)
        seat.finished.connect(self.finished)

    def welcomed(self, message: dict[str, Any]) -> None:
        self.bot = BotSeat(self.level, int(message["decision_seed"]))

    def viewed(self, message: dict[str, Any]) -> None:
        assert self.bot is not None
        self.at = message["at"]
        answer = self.bot.answer(message)
        if answer is not None:
            self.seat.play(answer["at"], answer["action"])

    def refused(self, message: dict[str, Any]) -> None:
        self.refusals.append(message["code"])
        if message["code"] == "illegal":
            self.seat.play(self.at, {"type": "default"})

    def finished(self, result: dict[str, Any]) -> None:
        self.result = result


def test_two_online_seats_play_a_game_through_a_local_table(qtbot: QtBot, table_url: str) -> None:
    rules, levels, seed = preset("rrrummy"), ["medium", "easy"], 31
    names = selfplay_names(levels)
    created = asyncio.run(open_table(table_url, [(n, "remote") for n in names], rules, seed))
    players = [
        PlayingSeat(OnlineSeat(table_url, created["table"], s["token"], level), level)
        for s, level in zip(created["seats"], levels, strict=True)
    ]
    seen: list[Any] = []  # what each seat heard, told if the game stalls
    for i, p in enumerate(players):
        p.seat.viewed.connect(
            lambda m, i=i: seen.append(("view", i, m["at"], m["view"].get("current")))
        )
        p.seat.refused.connect(lambda m, i=i: seen.append(("refused", i, m)))
        p.seat.welcomed.connect(lambda m, i=i: seen.append(("welcome", i)))
        p.seat.lobby.connect(lambda m, i=i: seen.append(("lobby", i, m.get("started"))))
    try:
        with qtbot.waitSignals([p.seat.finished for p in players], timeout=300_000):
            for player in players:
                player.seat.start()
    except BaseException:
        print("heard:", len(seen), seen[:6], seen[-8:], [p.refusals for p in players])
        raise
    finally:
        for player in players:
            player.seat.stop()
    expected = selfplay_summary(rules, levels, seed)
    assert [p.result for p in players] == [expected, expected]


def test_a_seat_with_a_forged_token_fails_and_says_why(qtbot: QtBot, table_url: str) -> None:
    created = asyncio.run(
        open_table(table_url, [("Ann", "remote"), ("Bob", "easy")], preset("classic"), 2)
    )
    seat = OnlineSeat(table_url, created["table"], "forged-token")
    refusals: list[dict[str, Any]] = []
    seat.refused.connect(refusals.append)
    try:
        with qtbot.waitSignal(seat.failed, timeout=60_000) as failure:
            seat.start()
    finally:
        seat.stop()
    assert failure.args == ["no seat at this table has that token"]
    assert [r["code"] for r in refusals] == ["unknown_seat"]
