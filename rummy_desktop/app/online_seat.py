"""One seat at an online table, for the window: the table's frames come in as signals.

The window plays online as a client of the table (:mod:`rummy_desktop.online`):
this object keeps one WebSocket connection on a :class:`QThread` of its own
(the ``websockets`` client is asyncio), turns every frame the table sends into
a queued signal on the GUI thread, and takes the window's intents (a move, a
chat line) back to the table. It never holds the game: it hands on what the
table says this seat may see. A lost connection is said (``lost``) and taken
up again with the seat's token, a few times, as ``rummy-desktop bot`` does.

Signals:
    welcomed(dict): the table seated us (``welcome`` frame: seat, decision seed, lobby).
    viewed(dict): our view changed (``view`` frame: ``at`` and ``view``).
    refused(dict): the table refused a frame of ours (``refusal``: code, message, reasons).
    lobby(dict): who has joined and who is connected (``seats``).
    clock(dict): the turn timer (``clock``).
    chatted(dict): a chat line (``chat``).
    round_ended(dict): a round is over (``round_end``).
    finished(dict): the match is over (the ``result`` object).
    lost(str): the connection is gone (the reason); it is being taken up again.
    failed(str): the seat cannot be played (refused for good, or unreachable).
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any, Final

from PySide6.QtCore import QObject, QThread, Signal

from rummy_desktop.online.client import FATAL, RECONNECT_PAUSE_SECONDS, RECONNECT_TRIES
from rummy_desktop.online.protocol import (
    MAX_FRAME_BYTES,
    decode_server_frame,
    encode,
    frame,
)

STOP_WAIT_MS: Final = 5000


class _Connection(QThread):
    """The seat's connection: its own asyncio loop on its own thread."""

    arrived = Signal(object)
    lost = Signal(str)
    failed = Signal(str)

    def __init__(self, url: str, table: str, token: str, player: str) -> None:
        super().__init__()
        self._url, self._table, self._token, self._player = url, table, token, player
        self._loop: asyncio.AbstractEventLoop | None = None
        self._outbox: asyncio.Queue[dict[str, Any] | None] | None = None
        self._stopping = False

    def run(self) -> None:
        asyncio.run(self._serve())

    async def _serve(self) -> None:
        from websockets.asyncio.client import connect
        from websockets.exceptions import ConnectionClosed

        self._loop = asyncio.get_running_loop()
        self._outbox = asyncio.Queue()
        tries = 0
        while not self._stopping:
            try:
                async with connect(
                    self._url, proxy=None, max_size=16 * MAX_FRAME_BYTES, compression=None
                ) as ws:
                    hello = frame("hello", table=self._table, token=self._token)
                    if self._player:
                        hello["player"] = self._player
                    await ws.send(encode(hello))
                    tries = 0
                    if await self._talk(ws):
                        return
            except (OSError, ConnectionClosed) as exc:
                if self._stopping:
                    return
                tries += 1
                if tries > RECONNECT_TRIES:
                    self.failed.emit(f"lost the table at {self._url}: {exc}")
                    return
                self.lost.emit(str(exc) or type(exc).__name__)
                await asyncio.sleep(RECONNECT_PAUSE_SECONDS)

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
                    self.failed.emit(str(message.get("message")))
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


class OnlineSeat(QObject):
    """A seat at a table server, played from the window (or a test)."""

    welcomed = Signal(dict)
    viewed = Signal(dict)
    refused = Signal(dict)
    lobby = Signal(dict)
    clock = Signal(dict)
    chatted = Signal(dict)
    round_ended = Signal(dict)
    finished = Signal(dict)
    lost = Signal(str)
    failed = Signal(str)

    def __init__(
        self, url: str, table: str, token: str, player: str = "human", parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._connection = _Connection(url, table, token, player)
        self._connection.arrived.connect(self._arrived)
        self._connection.lost.connect(self.lost)
        self._connection.failed.connect(self.failed)

    def start(self) -> None:
        self._connection.start()

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
        if kind == "welcome":
            self.welcomed.emit(message)
        elif kind == "view":
            self.viewed.emit(message)
        elif kind == "refusal":
            self.refused.emit(message)
        elif kind == "seats":
            self.lobby.emit(message)
        elif kind == "clock":
            self.clock.emit(message)
        elif kind == "chat":
            self.chatted.emit(message)
        elif kind == "round_end":
            self.round_ended.emit(message)
        elif kind == "result":
            self.finished.emit(message["result"])
