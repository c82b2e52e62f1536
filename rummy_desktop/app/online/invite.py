"""Invite by code for the window: the ``fowld`` helper kept running on a thread of its own.

:mod:`rummy_desktop.online.invite` is asyncio and its helper must live as long
as the game (it carries the connection between the two homes), so the window
runs it here: one thread, one loop, the helper kept until :meth:`stop`.

Signals:
    ready(str): the guest's table URL (joining), or the code to read out (hosting).
    failed(str): the code could not be made or used (the message says why).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import QThread, Signal

from rummy_desktop.core.errors import RummyError

STOP_WAIT_MS: Final = 5000


def invite_installed() -> bool:
    """Whether invite by code can be offered (the ``fowl`` helper of the online extra)."""
    import importlib.util

    return importlib.util.find_spec("fowl") is not None


class InviteRoad(QThread):
    """Join with a code (``code`` given) or make one for a table on ``table_port``."""

    ready = Signal(str)
    failed = Signal(str)

    def __init__(
        self,
        mailbox: str,
        *,
        code: str = "",
        table_port: int = 0,
        command: Sequence[str] | None = None,
    ) -> None:
        from rummy_desktop.online.invite import FOWLD

        super().__init__()
        self.mailbox, self.code, self.table_port = mailbox, code, table_port
        self.command = tuple(command) if command is not None else FOWLD
        """How ``fowld`` is started (tests keep it on 127.0.0.1)."""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None

    def run(self) -> None:
        asyncio.run(self._road())

    async def _road(self) -> None:
        from rummy_desktop.online.invite import host_invite, join_invite

        self._loop, self._stop = asyncio.get_running_loop(), asyncio.Event()
        try:
            if self.code:
                said, helper = await join_invite(
                    self.code, mailbox=self.mailbox, command=self.command
                )
            else:
                said, helper = await host_invite(
                    self.table_port, mailbox=self.mailbox, command=self.command
                )
        except RummyError as exc:
            self.failed.emit(str(exc))
            return
        self.ready.emit(said)
        try:
            await self._stop.wait()
        finally:
            await helper.close()

    def stop(self) -> None:
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(stop.set)
        self.wait(STOP_WAIT_MS)
