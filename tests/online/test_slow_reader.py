"""One client that stops reading slows no other table (issue 28, fault 6), on 127.0.0.1.

The slow client is a bare socket with a tiny receive buffer that says hello
and then never reads again. Its table's chat is flooded so that its frames
pile up, then the clock moves on: the other table's turn timer and moves
must go on at once, the slow seat is dropped, and it takes its seat back
with a new connection.
"""

from __future__ import annotations

import asyncio
import base64
import json
import os
import socket
import time
from typing import Any

from websockets.asyncio.client import ClientConnection

from rummy_desktop.core.rules import preset
from rummy_desktop.online.client import open_table
from rummy_desktop.online.server import FrameBudget, TableServer
from tests.online.helpers import FakeClock
from tests.online.test_server import LOOPBACK, receive, running, seat, send

UNLIMITED = 1e9
BATCH = 16


def masked_text_frame(text: str) -> bytes:
    """One client-to-server WebSocket text frame (clients must mask theirs)."""
    payload = text.encode("utf-8")
    size = len(payload)
    header = bytes([0x81])
    if size < 126:
        header += bytes([0x80 | size])
    else:
        header += bytes([0x80 | 126]) + size.to_bytes(2, "big")
    mask = os.urandom(4)
    return header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def silent_seat(port: int, table: str, token: str) -> socket.socket:
    """A client that opens the WebSocket, says hello and never reads again."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.connect((LOOPBACK, port))
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall(
        (
            f"GET / HTTP/1.1\r\nHost: {LOOPBACK}:{port}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        ).encode()
    )
    answer = b""
    while b"\r\n\r\n" not in answer:
        answer += sock.recv(1)  # byte by byte: nothing after the handshake is read
    assert answer.startswith(b"HTTP/1.1 101"), answer
    hello = {"v": 1, "type": "hello", "table": table, "token": token}
    sock.sendall(masked_text_frame(json.dumps(hello)))
    return sock


async def watch_for_drop(
    ws: ClientConnection, seat: int, dropped: asyncio.Event, echoes: asyncio.Queue[str]
) -> None:
    """Reads everything (as a player's window does); ``dropped`` once ``seat`` is gone."""
    while True:
        message = json.loads(await ws.recv())
        if message["type"] == "seats" and not message["seats"][seat]["connected"]:
            dropped.set()
        elif message["type"] == "chat":
            echoes.put_nowait(message["text"])


async def next_view(ws: ClientConnection, after: int, within: float) -> dict[str, Any]:
    async def waiting() -> dict[str, Any]:
        while True:
            view = await receive(ws, "view")
            if view["at"] > after:
                return view

    return await asyncio.wait_for(waiting(), within)


def test_a_client_that_stops_reading_holds_up_no_other_table() -> None:
    clock = FakeClock()
    rules = preset("classic")  # a two-minute turn timer

    def generous(c: Any) -> FrameBudget:
        return FrameBudget(c, burst=UNLIMITED, per_second=UNLIMITED)

    async def scenario() -> None:
        server = TableServer(
            None, clock=clock, budget=generous, chat=generous, outbox_frames=32, send_timeout=2.0
        )
        async with running(server) as url:
            port = int(url.rsplit(":", 1)[1])
            slow_table = await open_table(url, [("Sam", "remote"), ("Flo", "remote")], rules, 3)
            other = await open_table(url, [("Ann", "remote"), ("Bob", "remote")], rules, 4)
            token = slow_table["seats"][0]["token"]
            sam = await asyncio.to_thread(silent_seat, port, slow_table["table"], token)
            flo = await seat(url, slow_table, 1)
            ann, bob = await seat(url, other, 0), await seat(url, other, 1)
            first = await receive(ann, "view")
            await receive(bob, "view")
            # Sam's frames pile up: a flood of long chat lines at Sam's table.
            dropped, echoes = asyncio.Event(), asyncio.Queue[str]()
            watching = asyncio.ensure_future(watch_for_drop(flo, 0, dropped, echoes))
            line = "\U0001f600" * 300  # 1,200 bytes: a few MB fill the socket's buffers
            for _ in range(500):
                if dropped.is_set():
                    break
                for _ in range(BATCH):
                    await send(flo, type="chat", text=line)
                try:  # Flo reads along, as a window does
                    for _ in range(BATCH):
                        await asyncio.wait_for(echoes.get(), 1.0)
                except TimeoutError:
                    break  # the server no longer answers Flo either
            # The clock runs out at both tables: the other one goes on at once.
            started = time.monotonic()
            clock.now += 121
            timed_out = await next_view(ann, first["at"], within=5.0)
            assert timed_out["view"]["current"] != first["view"]["current"]
            assert time.monotonic() - started < 5.0
            on_turn = (ann, bob)[timed_out["view"]["current"]]
            await send(on_turn, type="action", at=timed_out["at"], action={"type": "draw"})
            await next_view(on_turn, timed_out["at"], within=5.0)
            # Sam was dropped, and Flo is told so; Sam takes the seat back.
            await asyncio.wait_for(dropped.wait(), 10.0)
            watching.cancel()
            sam.close()
            again = await seat(url, slow_table, 0)
            assert (await receive(again, "view"))["view"]["seat"] == 0
            for ws in (again, flo, ann, bob):
                await ws.close()

    asyncio.run(scenario())
