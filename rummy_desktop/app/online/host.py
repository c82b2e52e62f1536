"""A table server on this computer, for the window's "Host": the headless server on a thread.

The host's computer runs :class:`~rummy_desktop.online.server.TableServer`
in-process, on a thread with its own asyncio loop (the server is asyncio, the
window is Qt), opens one table on it, and watches that table's seats for the
lobby. Everything the window learns comes as a queued signal on the GUI
thread; the server itself stays the one judge, exactly as ``rummy-desktop
serve`` would be.

Signals:
    ready(str): the server listens; its URL (``ws://HOST:PORT``).
    opened(dict): the table is open (the ``created`` frame: its code and the seats' tokens).
    lobby(list): the table's seats (name, remote, joined, connected, stand_in, and the
        table's ``started``, ``finished``, ``paused`` and ``ended_by_host``), whenever
        they change: the server says when it tells the table's seats anything
        (``TableServer.on_change``), so nothing is polled.
    resumed(bool): a table to :meth:`resume` was found in the autosave folder (True)
        and plays on, or it is gone (False: finished and removed, or never saved).
    failed(str): the server could not start, the table could not be opened, or a
        hand-over, a pause or an end was refused.
    watch_code(str): the table's new watch code (asked for with ``new_watch_code``).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import QThread, Signal

from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.cards.core.rules import CardRules
from rummy_desktop.core.errors import RummyError
from rummy_desktop.core.rules import RuleSet

STOP_WAIT_MS: Final = 5000
LOOPBACK: Final = "127.0.0.1"
ALL_INTERFACES: Final = "0.0.0.0"


class HostedServer(QThread):
    """A table server listening on ``host``:``port`` (0: any free port) until stopped.

    With a ``folder`` its tables autosave there, and a server started again on
    the same folder resumes them (the seats reconnect with their tokens).
    """

    ready = Signal(str)
    opened = Signal(dict)
    lobby = Signal(list)
    failed = Signal(str)
    resumed = Signal(bool)
    watch_code = Signal(str)

    def __init__(self, host: str = LOOPBACK, port: int = 0, folder: Path | None = None) -> None:
        super().__init__()
        self.host, self.port, self.folder = host, port, folder
        self.url = ""
        self.listening_port = 0
        """The port it listens on once ready (the one asked for, or the free one it got)."""
        self.code = ""
        self._host_token = ""
        """Told by the table to its creator only: what lets this computer hand seats over."""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._server: Any = None
        self._told: list[dict[str, Any]] | None = None
        """The lobby last emitted (on the server's thread)."""

    def run(self) -> None:
        asyncio.run(self._serve())

    async def _serve(self) -> None:
        from rummy_desktop.online.server import TableServer

        self._loop, self._stop = asyncio.get_running_loop(), asyncio.Event()
        self._server = TableServer(self.folder)
        try:
            listening, timer = await self._server.serve_on(self.host, self.port)
        except OSError as exc:
            why = exc.strerror or str(exc)
            self.failed.emit(
                fill(
                    translate("OnlineHost", "Cannot open a table server on %1:%2: %3"),
                    self.host,
                    self.port,
                    why,
                )
            )
            return
        self.listening_port = int(listening.sockets[0].getsockname()[1])
        shown = LOOPBACK if self.host == ALL_INTERFACES else self.host
        self.url = f"ws://{shown}:{self.listening_port}"
        self.ready.emit(self.url)
        if self.code:  # a table opened before a restart: resumed from the folder, or gone
            self.resumed.emit(self.code in self._server.tables)
        self._server.on_change = self._table_changed
        self._tell_lobby()
        await self._stop.wait()
        timer.cancel()
        listening.close()
        await listening.wait_closed()
        await self._server.close()

    def _table_changed(self, code: str) -> None:
        """The server told a table's seats something (on its loop): maybe the lobby changed."""
        if code == self.code:
            self._tell_lobby()

    def _tell_lobby(self) -> None:
        """Emit the table's lobby when it is not the one told last."""
        table = self._server.tables.get(self.code) if self.code else None
        if table is None:
            return
        seats = [
            {
                **s,
                "started": table.started,
                "finished": table.finished,
                "paused": table.paused,
                "ended_by_host": table.ended_by_host,
            }
            for s in table.seats_json()
        ]
        if seats != self._told:
            self._told = seats
            self.lobby.emit(seats)

    def resume(self, code: str, host_token: str) -> None:
        """Before :meth:`start`: the table ``code`` (autosaved in the folder) is this
        server's table again; ``resumed`` says whether it was found."""
        self.code, self._host_token = code, host_token

    def open_table(
        self, seats: Sequence[tuple[str, str]], rules: RuleSet | CardRules, seed: int | None = None
    ) -> None:
        """Open a tile table, or a card table for a card game's rules (on the server's
        thread); answers with ``opened`` or ``failed``."""
        from rummy_desktop.online.client import open_table

        async def opening() -> None:
            try:
                created = await open_table(self.url, seats, rules, seed)
            except RummyError as exc:
                self.failed.emit(str(exc))
                return
            self.code = str(created["table"])
            self._host_token = str(created.get("host_token", ""))
            self.opened.emit(created)
            self._tell_lobby()

        if self._loop is not None:
            asyncio.run_coroutine_threadsafe(opening(), self._loop)

    def hand_over(self, seat: int, level: str) -> None:
        """As the host, let a computer of ``level`` play a seat whose player is away.

        The lobby shows the stand-in once the table has it; a refusal comes as ``failed``.
        """
        from rummy_desktop.online.client import hand_over

        self._as_host(lambda: hand_over(self.url, self.code, self._host_token, seat, level))

    def order(self, kind: str) -> None:
        """As the host, ``pause`` the table, ``resume`` it, ``end`` the match, deal a new
        match (``rematch``), or make a new watch code (``new_watch_code``: ``watch_code``).

        The lobby shows what the table did; a refusal comes as ``failed``.
        """
        from rummy_desktop.online.client import host_order

        async def ordering() -> None:
            answer = await host_order(self.url, self.code, self._host_token, kind)
            if kind == "new_watch_code":
                self.watch_code.emit(str(answer.get("watch_code", "")))

        self._as_host(ordering)

    def _as_host(self, asking: Callable[[], Awaitable[object]]) -> None:
        """Ask the open table something as its host, on the server's thread (nothing
        before the table is open); a refusal comes as ``failed``."""

        async def run() -> None:
            try:
                await asking()
            except RummyError as exc:
                self.failed.emit(str(exc))

        if self._loop is not None and self.code:
            asyncio.run_coroutine_threadsafe(run(), self._loop)

    def stop(self) -> None:
        """Close the server (every connection drops) and wait for its thread."""
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(stop.set)
        self.wait(STOP_WAIT_MS)
