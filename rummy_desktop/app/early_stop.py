"""Ctrl+C, ``kill`` and a closed terminal during start-up, before the window's loop runs.

Start-up takes about a second, most of it importing PySide6 and building the
window. Python's own SIGINT handler throws ``KeyboardInterrupt`` wherever
the program happens to be: a traceback, or an abort inside shiboken6 when
the import is cut in half, and once Qt has taken over the signal may be
swallowed by a slot and the game plays on. So :class:`EarlyStop` is
installed first, before any heavy import: its handler only notes the signal,
and start-up asks :meth:`EarlyStop.reached` between its stages, which ends
start-up with :class:`StartInterrupted` once a signal was noted. The
window's loop then takes over with ``StopSignals``, which honours a signal
noted before it.

This module imports nothing but the standard library, so that it costs
nothing before the stop handling is in place.

For tests, ``RUMMY_DESKTOP_START_STAGE=STAGE:MARKER`` makes start-up wait at
the stage named ``STAGE``: it writes the stage's name to the file
``MARKER`` and waits there until a stop signal comes (at most
:data:`HOOK_WAIT_S`), then goes on as it would have.
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading
import time
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Final

STAGE_HOOK: Final = "RUMMY_DESKTOP_START_STAGE"
"""The environment variable naming the stage to wait at, and the marker file."""

HOOK_WAIT_S: Final = 120.0
"""The longest the stage hook waits for a signal (a test that never sends one still ends)."""

STAGES: Final = ("entry", "commands", "qt", "window", "loop")
"""Start-up's stages in order: the program entered; its commands were read; PySide6 and
the window's modules were imported; the window was built; the loop's stop handling is in
place and the loop is about to run."""

EXIT_INTERRUPTED: Final = 130
"""The exit code of a game stopped by Ctrl+C (128 + SIGINT), as the shell reports it."""

STOP_SIGNAL_NAMES: Final = tuple(
    name for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name)
)


def exit_code_of(number: int) -> int:
    """The exit code of a game stopped by signal ``number``: 130 for Ctrl+C, else 0."""
    return EXIT_INTERRUPTED if number == signal.SIGINT else 0


class StartInterrupted(Exception):
    """A stop signal came during start-up; ``signal_number`` says which."""

    def __init__(self, signal_number: int, stage: str) -> None:
        self.signal_number = signal_number
        self.stage = stage
        name = signal.Signals(signal_number).name
        super().__init__(f"stopped by {name} while starting ({stage})")

    @property
    def exit_code(self) -> int:
        """The process exit code for this stop."""
        return exit_code_of(self.signal_number)


class EarlyStop:
    """Notes SIGINT, SIGTERM and SIGHUP from :meth:`install` until :meth:`restore`.

    Only the main thread may install signal handlers; anywhere else
    (a test calling the entry point from a worker) it does nothing.
    """

    def __init__(self) -> None:
        self.received: int | None = None
        self._old: dict[int, object] = {}

    def install(self) -> None:
        """Note stop signals from now on instead of acting on them."""
        if threading.current_thread() is not threading.main_thread() or self._old:
            return
        for name in STOP_SIGNAL_NAMES:
            number = getattr(signal, name)
            with contextlib.suppress(OSError, ValueError):
                self._old[number] = signal.signal(number, self._note)

    def _note(self, number: int, _frame: FrameType | None) -> None:
        if self.received is None:
            self.received = number

    def restore(self) -> None:
        """Put back the handlers that were there before :meth:`install`."""
        old, self._old = self._old, {}
        for number, handler in old.items():
            with contextlib.suppress(OSError, TypeError, ValueError):
                signal.signal(number, handler)  # type: ignore[arg-type]

    def reached(self, stage: str, other_stop: Callable[[], bool] | None = None) -> None:
        """Start-up reached ``stage``: wait there if the test hook asks, then go on or stop.

        Args:
            stage: one of :data:`STAGES`.
            other_stop: whether a handler installed after this one noted a stop
                (the hook's wait ends on it too; that handler honours it itself).

        Raises:
            StartInterrupted: a stop signal was noted here.
        """
        self._wait_if_hooked(stage, other_stop or (lambda: False))
        self.check(stage)

    def check(self, stage: str) -> None:
        """Stop start-up at ``stage`` if a stop signal was noted (no waiting, whatever the hook).

        Raises:
            StartInterrupted: a stop signal was noted.
        """
        if self.received is not None:
            raise StartInterrupted(self.received, stage)

    def _wait_if_hooked(self, stage: str, other_stop: Callable[[], bool]) -> None:
        hook = os.environ.get(STAGE_HOOK, "")
        wanted, _, marker = hook.partition(":")
        if wanted != stage or not marker:
            return
        with contextlib.suppress(OSError):
            Path(marker).write_text(stage, encoding="utf-8")
        end = time.monotonic() + HOOK_WAIT_S
        while self.received is None and not other_stop() and time.monotonic() < end:
            time.sleep(0.02)
