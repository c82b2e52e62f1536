"""One seat at an online table, for the window: the table's frames come in as signals.

The window plays online as a client of the table (:mod:`rummy_desktop.online`):
this object keeps one WebSocket connection on a :class:`QThread` of its own
(the ``websockets`` client is asyncio), turns every frame the table sends into
a queued signal on the GUI thread, and takes the window's intents (a move, a
chat line) back to the table. It never holds the game: it hands on what the
table says this seat may see. A lost connection is said (``lost``) and taken
up again with the seat's token, for as long as a host takes to start the
program again and reopen the table (:data:`RETRY_SECONDS`); a table that says
the seat or the table is gone, or that closes the connection for good
(``bye``), is said once (``gone``, then ``failed``) and never asked again.

Signals:
    welcomed(dict): the table seated us (``welcome`` frame: seat, decision seed, lobby).
    viewed(dict): our view changed (``view`` frame: ``at`` and ``view``).
    refused(dict): the table refused a frame of ours (``refusal``: code, message, reasons).
    lobby(dict): who has joined and who is connected (``seats``).
    clock(dict): the turn timer (``clock``).
    chatted(dict): a chat line (``chat``).
    chat_history(dict): the table's last chat lines, after a (re)join (``chat_history``).
    round_ended(dict): a round is over (``round_end``).
    finished(dict): the match is over (the ``result`` object).
    lost(str): the connection is gone (the reason); it is being taken up again.
    gone(str): the table or the seat is gone for good (why); ``failed`` follows.
    gave_up(float): the lost table did not come back in :data:`RETRY_SECONDS` (the seconds
        waited); ``failed`` follows. The seat may be taken again later.
    failed(str): the seat cannot be played (refused for good, or unreachable).
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import time
from typing import Any, Final

from PySide6.QtCore import QObject, QThread, Signal

from rummy_desktop.online.client import FATAL, RECONNECT_PAUSE_SECONDS
from rummy_desktop.online.protocol import (
    MAX_FRAME_BYTES,
    RefusalCode,
    decode_server_frame,
    encode,
    frame,
)

STOP_WAIT_MS: Final = 5000
RETRY_SECONDS: Final = 15 * 60.0
"""How long a lost table is asked for again: a host whose program died starts it
again, opens Host and reopens the table, which takes minutes, not seconds."""
LONGEST_PAUSE_SECONDS: Final = 5.0
GONE: Final = frozenset({RefusalCode.UNKNOWN_TABLE, RefusalCode.UNKNOWN_SEAT})
"""Refusals that say the table or the seat no longer exists."""

_RUNNING: set[_Connection] = set()
"""Connections whose thread runs: held here until it ends, so that a seat dropped by
its owner without :meth:`OnlineSeat.stop` never destroys a running QThread (Qt aborts)."""


@atexit.register
def _stop_running() -> None:
    """At exit, seats still connected leave their tables (their threads end first)."""
    for connection in list(_RUNNING):
        connection.stop()
        connection.wait(STOP_WAIT_MS)


class _Connection(QThread):
    """The seat's connection: its own asyncio loop on its own thread."""

    arrived = Signal(object)
    lost = Signal(str)
    gone = Signal(str)
    gave_up = Signal(float)
    failed = Signal(str)

    def __init__(
        self, url: str, table: str, token: str, player: str, name: str, *, watch: bool = False
    ) -> None:
        super().__init__()
        self._url, self._table, self._token, self._player = url, table, token, player
        self._name = name
        self._watch = watch
        """Watching by the table's watch code (a ``watch`` frame), not playing a seat."""
        self.retry_seconds = RETRY_SECONDS
        self._loop: asyncio.AbstractEventLoop | None = None
        self._outbox: asyncio.Queue[dict[str, Any] | None] | None = None
        self._wake: asyncio.Event | None = None
        """Set by :meth:`stop`: a pause between two tries ends at once."""
        self._stopping = False

    def run(self) -> None:
        asyncio.run(self._serve())

    async def _serve(self) -> None:
        from websockets.asyncio.client import connect
        from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

        self._loop = asyncio.get_running_loop()
        self._outbox = asyncio.Queue()
        self._wake = asyncio.Event()
        tries = 0
        lost_at: float | None = None
        reached = False
        while not self._stopping:
            try:
                async with connect(
                    self._url, proxy=None, max_size=16 * MAX_FRAME_BYTES, compression=None
                ) as ws:
                    hello = frame(
                        "watch" if self._watch else "hello", table=self._table, token=self._token
                    )
                    if self._player and not self._watch:
                        hello["player"] = self._player
                    if self._name and not self._watch:
                        hello["name"] = self._name
                    await ws.send(encode(hello))
                    tries, lost_at, reached = 0, None, True
                    if await self._talk(ws):
                        return
            except InvalidURI:
                self.failed.emit(f"{self._url!r} is not a table address (ws://HOST:PORT)")
                return
            except (OSError, ConnectionClosed, InvalidHandshake) as exc:
                if self._stopping:
                    return
                tries += 1
                if not reached:  # a wrong address: said at once, not after every retry
                    self.failed.emit(f"cannot reach the table at {self._url}: {exc}")
                    return
                now = time.monotonic()
                lost_at = now if lost_at is None else lost_at
                if now - lost_at > self.retry_seconds:
                    self.gave_up.emit(now - lost_at)
                    self.failed.emit(f"lost the table at {self._url}: {exc}")
                    return
                self.lost.emit(str(exc) or type(exc).__name__)
                pause = min(LONGEST_PAUSE_SECONDS, RECONNECT_PAUSE_SECONDS * 2 ** min(tries - 1, 8))
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), pause)

    async def _talk(self, ws: Any) -> bool:
        """Frames both ways until the game ends (True) or the connection drops (raises)."""
        assert self._outbox is not None
        outbox = self._outbox
        sending = asyncio.ensure_future(self._send_all(ws, outbox))
        try:
            async for data in ws:
                message = decode_server_frame(data)
                self.arrived.emit(message)
                kind = message.get("type")
                if kind == "refusal" and message.get("code") in FATAL:
                    said = str(message.get("message"))
                    if message.get("code") in GONE:
                        self.gone.emit(said)
                    self.failed.emit(said)
                    return True
                if kind == "bye":  # closed by the table (the table removed, the seat taken
                    # up by a newer connection): asking again would only fight it
                    self.failed.emit(
                        str(message.get("reason", "")) or "the table closed the connection"
                    )
                    return True
                if kind == "result" or self._stopping:
                    return True
            return self._stopping
        finally:
            sending.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await sending

    @staticmethod
    async def _send_all(ws: Any, outbox: asyncio.Queue[dict[str, Any] | None]) -> None:
        while True:
            message = await outbox.get()
            if message is None:
                await ws.close()
                return
            await ws.send(encode(message))

    def send(self, message: dict[str, Any] | None) -> None:
        """From any thread: queue a frame (None closes the connection)."""
        loop, outbox = self._loop, self._outbox
        if loop is not None and outbox is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop just ended
                loop.call_soon_threadsafe(outbox.put_nowait, message)

    def stop(self) -> None:
        self._stopping = True
        self.send(None)
        loop, wake = self._loop, self._wake
        if loop is not None and wake is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop just ended
                loop.call_soon_threadsafe(wake.set)


class OnlineSeat(QObject):
    """A seat at a table server, played from the window (or a test)."""

    welcomed = Signal(dict)
    viewed = Signal(dict)
    refused = Signal(dict)
    lobby = Signal(dict)
    clock = Signal(dict)
    chatted = Signal(dict)
    chat_history = Signal(dict)
    round_ended = Signal(dict)
    finished = Signal(dict)
    lost = Signal(str)
    gone = Signal(str)
    gave_up = Signal(float)
    failed = Signal(str)

    def __init__(
        self,
        url: str,
        table: str,
        token: str,
        player: str = "human",
        parent: QObject | None = None,
        *,
        name: str = "",
        watch: bool = False,
    ) -> None:
        """``name``: the name the player typed, said in every hello (the table takes it
        while the game has not started; "" keeps the seat's name). ``watch``: ``token`` is
        the table's watch code, and the table is watched, not played (``watching`` comes
        as ``welcomed``, each ``watch_view`` as ``viewed``)."""
        super().__init__(parent)
        self.url, self.table, self.token, self.name = url, table, token, name
        self.watch = watch
        self._connection = _Connection(url, table, token, player, name, watch=watch)
        self._connection.arrived.connect(self._arrived)
        self._connection.lost.connect(self.lost)
        self._connection.gone.connect(self.gone)
        self._connection.gave_up.connect(self.gave_up)
        self._connection.failed.connect(self.failed)

    @property
    def retry_seconds(self) -> float:
        """How long a lost table is asked for again before the seat gives up."""
        return self._connection.retry_seconds

    @retry_seconds.setter
    def retry_seconds(self, seconds: float) -> None:
        self._connection.retry_seconds = seconds

    def start(self) -> None:
        connection = self._connection
        _RUNNING.add(connection)
        connection.finished.connect(lambda: _RUNNING.discard(connection))
        connection.start()

    def play(self, at: int, action: dict[str, Any]) -> None:
        """Send a move (an action of the protocol) answering the view numbered ``at``."""
        self._connection.send(frame("action", at=at, action=action))

    def say(self, text: str) -> None:
        self._connection.send(frame("chat", text=text))

    def stop(self) -> None:
        """Leave the table (the seat waits for us) and wait for the connection's thread."""
        self._connection.stop()
        self._connection.wait(STOP_WAIT_MS)

    def _arrived(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind in ("welcome", "watching"):
            self.welcomed.emit(message)
        elif kind in ("view", "watch_view"):
            self.viewed.emit(message)
        elif kind == "refusal":
            self.refused.emit(message)
        elif kind == "seats":
            self.lobby.emit(message)
        elif kind == "clock":
            self.clock.emit(message)
        elif kind == "chat":
            self.chatted.emit(message)
        elif kind == "chat_history":
            self.chat_history.emit(message)
        elif kind == "round_end":
            self.round_ended.emit(message)
        elif kind == "result":
            self.finished.emit(message["result"])
