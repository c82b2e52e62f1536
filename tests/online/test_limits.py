"""A table server never fills for good (issue 28, fault 2), over real sockets on 127.0.0.1.

Unplayed tables go (finished after a day, never started after an hour with
nobody at them), one connection and one address may open only so many
tables, and a full server says when to try again. Time is a clock the test
moves by hand; the limits are the test's own small ones.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect

from rummy_desktop.__main__ import main
from rummy_desktop.core.rules import preset
from rummy_desktop.online.client import TableRefused, open_table
from rummy_desktop.online.limits import ServerLimits, address_key, retry_words
from rummy_desktop.online.server import TIMER_POLL_SECONDS, TableServer
from tests.online.helpers import FakeClock
from tests.online.test_commands import COMMAND, start_server, stop
from tests.online.test_server import receive, running, seat, send, two_seat_table

HOUR = 3600.0


async def create_on(ws: ClientConnection, seed: int = 1) -> dict[str, Any]:
    """A ``create`` of two remote seats on an open connection; the answer."""
    seats = [{"name": "Ann", "player": "remote"}, {"name": "Bob", "player": "remote"}]
    await send(ws, type="create", seats=seats, rules={"preset": "rrrummy"}, seed=seed)
    while True:
        message: dict[str, Any] = json.loads(await ws.recv())
        if message["type"] in ("created", "refusal"):
            return message


async def a_tick() -> None:
    """Long enough for the server's timer to look at every table again."""
    await asyncio.sleep(3 * TIMER_POLL_SECONDS)


async def gone(server: TableServer, code: str, within: float = 10.0) -> bool:
    """Whether the table is removed within ``within`` seconds (the timer's next rounds)."""
    deadline = asyncio.get_running_loop().time() + within
    while code in server.tables and asyncio.get_running_loop().time() < deadline:
        await asyncio.sleep(TIMER_POLL_SECONDS)
    return code not in server.tables


def test_tables_nobody_plays_are_removed_with_their_autosaves(tmp_path: Path) -> None:
    wall = FakeClock()
    limits = ServerLimits(idle_after=HOUR, finished_after=24 * HOUR)

    async def scenario() -> None:
        server = TableServer(tmp_path, limits=limits, wall=wall)
        async with running(server) as url:
            unstarted = await two_seat_table(url)
            waiting = await two_seat_table(url, seed=8)
            lobby = await seat(url, waiting, 0)  # someone is at this one: it stays
            playing = await two_seat_table(url, seed=9)
            ann, bob = await seat(url, playing, 0), await seat(url, playing, 1)
            await ann.close()
            await bob.close()
            await a_tick()
            saved = {p.name for p in tmp_path.iterdir()}
            assert f"{unstarted['table']}.table.json" in saved
            wall.now += HOUR - 1
            await a_tick()
            assert unstarted["table"] in server.tables
            wall.now += 2
            assert await gone(server, unstarted["table"])
            assert waiting["table"] in server.tables  # a seat is connected
            assert playing["table"] in server.tables  # started: not idle, only left
            assert not (tmp_path / f"{unstarted['table']}.table.json").exists()
            stranger = await connect(url, proxy=None)
            await send(stranger, type="hello", table=unstarted["table"], token="x")
            assert (await receive(stranger, "refusal"))["code"] == "unknown_table"
            for ws in (lobby, stranger):
                await ws.close()

    asyncio.run(scenario())


def test_a_finished_table_goes_a_day_after_its_end_and_its_seats_are_told() -> None:
    wall = FakeClock()
    limits = ServerLimits(finished_after=24 * HOUR)

    async def scenario() -> None:
        server = TableServer(None, limits=limits, wall=wall)
        async with running(server) as url:
            created = await two_seat_table(url)
            ann = await seat(url, created, 0)
            table = server.tables[created["table"]]
            table._result = {"winner": 0}  # the end of a game, without playing one
            wall.now += 23 * HOUR
            await a_tick()
            assert created["table"] in server.tables
            wall.now += 2 * HOUR
            assert await gone(server, created["table"])
            bye = await receive(ann, "bye")
            assert "closed" in bye["reason"]

    asyncio.run(scenario())


def test_one_connection_and_one_address_open_only_so_many_tables() -> None:
    wall = FakeClock()
    limits = ServerLimits(per_connection=2, per_address=3, window=HOUR)

    async def scenario() -> None:
        server = TableServer(None, limits=limits, wall=wall)
        async with running(server) as url:
            first = await connect(url, proxy=None)
            assert (await create_on(first))["type"] == "created"
            wall.now += 60
            assert (await create_on(first))["type"] == "created"
            refused = await create_on(first)
            assert refused["type"] == "refusal" and refused["code"] == "limit"
            assert refused["retry_after"] == HOUR - 60
            second = await connect(url, proxy=None)  # a new connection, the same address
            assert (await create_on(second))["type"] == "created"
            refused = await create_on(second)
            assert refused["code"] == "limit"
            assert refused["retry_after"] == HOUR - 60
            assert len(server.tables) == 3
            wall.now += HOUR - 59  # the first table's hour is over
            assert (await create_on(second))["type"] == "created"
            for ws in (first, second):
                await ws.close()

    asyncio.run(scenario())


def test_a_refused_create_counts_for_nothing() -> None:
    limits = ServerLimits(per_connection=1, per_address=1)

    async def scenario() -> None:
        async with running(TableServer(None, limits=limits)) as url:
            ws = await connect(url, proxy=None)
            await send(ws, type="create", seats=[{"name": "Ann", "player": "remote"}], game="poker")
            assert (await receive(ws, "refusal"))["code"] == "bad_frame"
            assert (await create_on(ws))["type"] == "created"
            assert (await create_on(ws))["code"] == "limit"
            await ws.close()

    asyncio.run(scenario())


def test_a_full_server_says_when_a_table_will_go() -> None:
    wall = FakeClock()
    limits = ServerLimits(max_tables=2, idle_after=HOUR)

    async def scenario() -> None:
        server = TableServer(None, limits=limits, wall=wall)
        async with running(server) as url:
            await two_seat_table(url)
            wall.now += 600
            await two_seat_table(url, seed=8)
            wall.now += 60
            with pytest.raises(TableRefused, match="try again in about 49 minutes") as caught:
                await two_seat_table(url, seed=9)
            assert caught.value.retry_after == HOUR - 660
            assert "as many tables" in str(caught.value)
            wall.now += HOUR - 660  # the first one has stood unplayed for an hour
            again = await two_seat_table(url, seed=9)
            assert again["table"] in server.tables and len(server.tables) == 2

    asyncio.run(scenario())


def test_tables_left_over_from_before_a_restart_go_too(tmp_path: Path) -> None:
    async def first_run() -> str:
        async with running(TableServer(tmp_path)) as url:
            return str((await two_seat_table(url))["table"])

    code = asyncio.run(first_run())
    old = (tmp_path / f"{code}.table.json").stat().st_mtime - 2 * HOUR
    os.utime(tmp_path / f"{code}.table.json", (old, old))
    server = TableServer(tmp_path, limits=ServerLimits(idle_after=HOUR))
    assert code not in server.tables
    assert not (tmp_path / f"{code}.table.json").exists()


def test_retry_words_and_address_keys() -> None:
    assert retry_words(1) == "try again in 1 second"
    assert retry_words(45.2) == "try again in 46 seconds"
    assert retry_words(600) == "try again in about 10 minutes"
    assert retry_words(5 * HOUR) == "try again in about 5 hours"
    assert retry_words(None) == "try again later"
    assert address_key("127.0.0.1") == "127.0.0.1"
    assert address_key("2001:db8::1") == address_key("2001:db8::ffff:1") == "2001:db8::/64"
    assert address_key("::ffff:10.0.0.7") == "10.0.0.7"


def test_serve_takes_the_limits_as_flags(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["serve", "--port", "0", "--idle-after", "soon"]) == 2
    assert "--idle-after" in capsys.readouterr().err
    assert main(["serve", "--port", "0", "--tables-per-address", "0"]) == 2
    assert "--tables-per-address" in capsys.readouterr().err
    server, url = start_server(tmp_path, 0, "--tables-per-address", "1")
    try:
        players = ["--url", url, "--players", "Ann:remote,Bob:remote"]
        subprocess.run([*COMMAND, "host", *players], check=True, capture_output=True)
        second = subprocess.run([*COMMAND, "host", *players], capture_output=True, text=True)
    finally:
        stop(server)
    assert second.returncode == 2
    assert "try again in about 60 minutes" in second.stderr


def test_the_client_says_when_to_try_again_in_words() -> None:
    async def scenario() -> None:
        server = TableServer(None, limits=ServerLimits(per_connection=1, per_address=1))
        async with running(server) as url:
            await open_table(url, [("Ann", "remote"), ("Bob", "remote")], preset("rrrummy"), 1)
            with pytest.raises(TableRefused, match="try again in about 60 minutes"):
                await open_table(url, [("Ann", "remote"), ("Bob", "remote")], preset("rrrummy"), 1)

    asyncio.run(scenario())
