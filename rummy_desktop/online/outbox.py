"""Frames to one connection, sent by a task of its own: a slow reader slows only itself.

The server never awaits a client: it puts each frame in the connection's
outbox and goes on. The outbox's task sends them in order. A client that
stops reading (or reads too slowly) lets its outbox fill up, or a single
send waits longer than the send timeout: either way the connection is
dropped at once (no closing handshake, which would wait on the same
client). Its seat is free again, and the player takes it back with a new
connection, as after any lost connection.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import Any, Final

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from rummy_desktop.online.protocol import encode

log = logging.getLogger(__name__)

OUTBOX_FRAMES: Final = 256
"""Frames waiting for one connection at most (a whole turn of a busy table is a few)."""
SEND_TIMEOUT_SECONDS: Final = 15.0
"""The longest one frame may take to go out before its connection is dropped."""
CLOSE_TIMEOUT_SECONDS: Final = 2.0


class Outbox:
    """One connection's frames, in order, each sent within ``timeout`` seconds.

    Args:
        ws: the connection.
        limit: frames that may wait; one more drops the connection.
        timeout: seconds one frame may take; longer drops the connection.
        on_drop: told (with the reason) when the connection is dropped for being slow.
    """

    def __init__(
        self,
        ws: ServerConnection,
        *,
        limit: int = OUTBOX_FRAMES,
        timeout: float = SEND_TIMEOUT_SECONDS,
        on_drop: Callable[[str], None] | None = None,
    ) -> None:
        self.ws = ws
        self.timeout = timeout
        self.dropped = False
        self._on_drop = on_drop
        self._queue: asyncio.Queue[str | tuple[int, str]] = asyncio.Queue(limit)
        self._closing = False
        self._task = asyncio.get_running_loop().create_task(self._run())

    def post(self, message: dict[str, Any] | str) -> None:
        """Queue a frame (a frame's dict, or its encoded text); never waits."""
        if self.dropped or self._closing:
            return
        data = message if isinstance(message, str) else encode(message)
        try:
            self._queue.put_nowait(data)
        except asyncio.QueueFull:
            self.drop(f"{self._queue.maxsize} frames were waiting for it")

    def close(self, code: int, reason: str) -> None:
        """Close the connection politely once the frames before are sent."""
        if self.dropped or self._closing:
            return
        self._closing = True
        try:
            self._queue.put_nowait((code, reason[:100]))
        except asyncio.QueueFull:
            self.drop("its frames did not go out")

    def drop(self, why: str) -> None:
        """Drop the connection now, without a closing handshake."""
        if self.dropped:
            return
        self.dropped = True
        log.info("dropped a connection that does not keep up: %s", why)
        self._task.cancel()
        transport = self.ws.transport
        if transport is not None:
            transport.abort()
        if self._on_drop is not None:
            self._on_drop(why)

    async def _run(self) -> None:
        while True:
            item = await self._queue.get()
            if isinstance(item, tuple):
                await self._close(*item)
                return
            try:
                await asyncio.wait_for(self.ws.send(item), self.timeout)
            except TimeoutError:
                self.drop(f"a frame took longer than {self.timeout:g} s to go out")
                return
            except ConnectionClosed:
                return

    async def _close(self, code: int, reason: str) -> None:
        try:
            await asyncio.wait_for(self.ws.close(code, reason), CLOSE_TIMEOUT_SECONDS)
        except (TimeoutError, ConnectionClosed):
            self.drop("it did not answer the closing handshake")

    async def finish(self) -> None:
        """The connection has ended: a polite close is given a moment, then the task stops."""
        if self._closing and not self._task.done():
            with contextlib.suppress(TimeoutError, asyncio.CancelledError):
                await asyncio.wait_for(asyncio.shield(self._task), CLOSE_TIMEOUT_SECONDS)
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await self._task
