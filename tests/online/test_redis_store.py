"""Tables in Redis shared by several ``serve`` processes (issue 28, "Past one machine").

The tests start Debian's ``redis-server`` themselves on 127.0.0.1 (a free
port, nothing saved to disk) and skip when it is not installed
(``apt-get install redis-server``).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from websockets.asyncio.client import connect

from rummy_desktop.online.redis_store import RedisClient, RedisError, RedisStore, parse_url
from rummy_desktop.online.server import TableServer
from tests.online.test_commands import bots, host, last_lines, selfplay, start_server, stop
from tests.online.test_server import LOOPBACK, receive, running, send, two_seat_table

LEASE = 1.0


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((LOOPBACK, 0))
        return int(sock.getsockname()[1])


@pytest.fixture
def redis(tmp_path: Path) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """A redis-server of the test's own on 127.0.0.1 (its URL and its process)."""
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.skip("redis-server is not installed (apt-get install redis-server)")
    port = free_port()
    server = subprocess.Popen(
        [binary, "--bind", LOOPBACK, "--port", str(port), "--save", "", "--appendonly", "no"],
        cwd=tmp_path,
        stdout=subprocess.DEVNULL,
    )
    try:
        for _ in range(200):
            try:
                RedisClient(LOOPBACK, port).call("PING")
                break
            except RedisError:
                time.sleep(0.05)
        else:
            pytest.fail("redis-server did not start")
        yield f"redis://{LOOPBACK}:{port}", server
    finally:
        server.terminate()
        server.wait()


@pytest.fixture
def redis_url(redis: tuple[str, subprocess.Popen[bytes]]) -> str:
    return redis[0]


class Proxy(threading.Thread):
    """A TCP relay on 127.0.0.1 to the port in ``target`` (what a proxy by table code does)."""

    def __init__(self, target: int) -> None:
        super().__init__(daemon=True)
        self.target = target
        self.port = 0
        self.ready = threading.Event()

    def run(self) -> None:
        asyncio.run(self._serve())

    async def _serve(self) -> None:
        server = await asyncio.start_server(self._relay, LOOPBACK, 0)
        self.port = server.sockets[0].getsockname()[1]
        self.ready.set()
        async with server:
            await server.serve_forever()

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            far_reader, far_writer = await asyncio.open_connection(LOOPBACK, self.target)
        except OSError:
            writer.close()
            return

        async def pipe(source: asyncio.StreamReader, sink: asyncio.StreamWriter) -> None:
            with contextlib.suppress(OSError):
                while data := await source.read(65536):
                    sink.write(data)
                    await sink.drain()
            sink.close()

        await asyncio.gather(pipe(reader, far_writer), pipe(far_reader, writer))


def test_redis_addresses_are_read_or_refused() -> None:
    assert parse_url("redis://127.0.0.1:6400/2") == ("127.0.0.1", 6400, 2)
    assert parse_url("redis://127.0.0.1") == ("127.0.0.1", 6379, 0)
    for bad in ("http://127.0.0.1:6379", "redis://", "redis://127.0.0.1:1/x"):
        with pytest.raises(ValueError):
            parse_url(bad)


def test_a_table_of_one_server_is_taken_over_by_another_once_it_is_let_go(
    redis_url: str,
) -> None:
    async def scenario() -> None:
        first = TableServer(None, store=RedisStore(redis_url, LEASE))
        second_store = RedisStore(redis_url, LEASE)
        second = TableServer(None, store=second_store)
        async with running(second) as other_url:
            async with running(first) as url:
                created = await two_seat_table(url)
                code = created["table"]
                # The first server lives and keeps its lease: the second says so and closes.
                ws = await connect(other_url, proxy=None)
                await send(ws, type="hello", table=code, token=created["seats"][0]["token"])
                refusal = await receive(ws, "refusal")
                assert refusal["code"] == "busy" and refusal["retry_after"] >= 1
                assert code not in second.tables
            # The first server has stopped (and let its tables go): the second takes over.
            ann = await connect(other_url, proxy=None)
            await send(ann, type="hello", table=code, token=created["seats"][0]["token"])
            welcome = await receive(ann, "welcome")
            assert welcome["seat"] == 0 and code in second.tables
            await ann.close()
            # Codes are handed out once across servers.
            assert not await asyncio.to_thread(second_store.claim, code)

    asyncio.run(scenario())


def test_a_store_out_of_reach_refuses_new_tables_and_says_when_to_try_again(
    redis: tuple[str, subprocess.Popen[bytes]],
) -> None:
    url, process = redis

    async def scenario() -> None:
        async with running(TableServer(None, store=RedisStore(url, LEASE))) as server_url:
            process.terminate()
            process.wait()
            ws = await connect(server_url, proxy=None)
            seats = [{"name": "Ann", "player": "remote"}, {"name": "Bob", "player": "remote"}]
            await send(ws, type="create", seats=seats, rules={}, seed=1)
            refusal = await receive(ws, "refusal")
            assert refusal["code"] == "busy" and refusal["retry_after"] == 60

    asyncio.run(scenario())


@pytest.mark.slow
def test_two_serve_processes_share_tables_and_a_killed_ones_game_ends_as_selfplay(
    redis_url: str, tmp_path: Path
) -> None:
    """Bots play through a proxy to one server; it is killed without warning and the
    proxy turns to the other, which takes the game over from Redis once the lease ran out."""
    store = ["--store", redis_url, "--lease-seconds", str(LEASE)]
    first, first_url = start_server(tmp_path / "a", 0, *store)
    second, second_url = start_server(tmp_path / "b", 0, *store)
    proxy = Proxy(int(first_url.rsplit(":", 1)[1]))
    proxy.start()
    proxy.ready.wait(5)
    url = f"ws://{LOOPBACK}:{proxy.port}"
    try:
        created = host(url, "Hard 1:remote,Hard 2:remote", 8)
        players = bots(url, created, ["hard", "hard"])
        host_, port, _db = parse_url(redis_url)
        redis = RedisClient(host_, port)
        journal = f"rummy:table:{created['table']}:journal"
        deadline = time.monotonic() + 60
        while redis.call("LLEN", journal) < 8 and time.monotonic() < deadline:
            time.sleep(0.05)  # the game is under way
        os.kill(first.pid, signal.SIGKILL)
        first.wait()
        last = json.loads(redis.call("LRANGE", journal, -1, -1)[0])
        assert not last["table"]["record"]["state"]["round_over"]  # killed mid-game
        proxy.target = int(second_url.rsplit(":", 1)[1])
        results = last_lines(players)
    finally:
        if first.poll() is None:
            stop(first)
        stop(second)
    expected = selfplay("hard,hard", 8)
    assert results == [expected, expected]
