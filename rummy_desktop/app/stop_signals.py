"""Ctrl+C, ``kill`` and a closed terminal end the game as Game > Quit does.

Python runs a signal handler only between bytecodes, and inside
``app.exec()`` that means inside whatever slot runs next: a
``KeyboardInterrupt`` thrown there leaves the window half-alive, and a
handler that touches Qt from the wrong moment can crash it. So the signal
only writes a byte to a socket (``signal.set_wakeup_fd``); a
``QSocketNotifier`` reads it in the event loop, where it is safe to close
the window, and :attr:`StopSignals.received` says which signal came.
"""

from __future__ import annotations

import contextlib
import signal
import socket
from types import FrameType
from typing import Final

from PySide6.QtCore import QObject, QSocketNotifier, Signal

from rummy_desktop.app.early_stop import STOP_SIGNAL_NAMES

STOP_SIGNALS: Final = tuple(getattr(signal, name) for name in STOP_SIGNAL_NAMES)


class StopSignals(QObject):
    """Turns SIGINT, SIGTERM and SIGHUP into a Qt signal, until :meth:`restore`.

    Signals:
        received(int): the number of the signal that asked the game to stop.
    """

    received = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.noted: int | None = None
        """The first stop signal that came, before the loop has read it or after."""
        self._reader, self._writer = socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        self._old_fd = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._old_handlers = {sig: signal.signal(sig, self._noted) for sig in STOP_SIGNALS}
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)

    def _noted(self, signum: int, _frame: FrameType | None) -> None:
        """The Python-level handler: the wake-up byte carries the signal; only note it."""
        if self.noted is None:
            self.noted = signum

    def _drain(self) -> None:
        try:
            data = self._reader.recv(64)
        except OSError:
            return
        for number in data:
            if number in STOP_SIGNALS:
                self.received.emit(int(number))

    def restore(self) -> None:
        """Put back the handlers that were there before."""
        self._notifier.setEnabled(False)
        signal.set_wakeup_fd(self._old_fd)
        for sig, handler in self._old_handlers.items():
            with contextlib.suppress(TypeError, ValueError):
                signal.signal(sig, handler)
        self._reader.close()
        self._writer.close()
