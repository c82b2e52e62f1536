"""Thinking off the GUI thread: run one job, report by signal, stop on request.

The shape of Anki's ``QueryOp`` and the Qt mandelbrot example: an operation
runs in a :class:`QThread`, its result or failure comes back as a queued
signal on the GUI thread, and a :class:`~rummy_desktop.ai.base.CancelFlag`
asks it to stop. Closing the window or starting a new game aborts the job and
waits for its thread, so no thread outlives the window and no late result
lands in a new game (every job carries a token; stale tokens are dropped).
The job never sees a widget: it gets plain values (a copied ``PlayerView``).
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from typing import Any, Final

from PySide6.QtCore import QObject, QThread, Signal

from rummy_desktop.ai.base import CancelFlag, Cancelled

DEFAULT_WAIT_MS: Final = 1000
THINKING_SWITCH_INTERVAL: Final = 0.0005
"""Seconds between forced GIL hand-overs while a job runs (Python's default is 0.005).

A search holds the GIL; every Python callback of a repaint (each tile's
``paint``) must win it back. With the default 5 ms a repaint of a full table
can wait hundreds of milliseconds; with 0.5 ms it stays well under the
100 ms the window promises.
"""

Job = Callable[[CancelFlag], object]
"""The work: called on the worker thread with the job's cancel flag."""


class _JobThread(QThread):
    """Runs one job; the outcome signal is emitted from the worker thread."""

    outcome = Signal(int, str, object)

    def __init__(self, token: int, job: Job, cancel: CancelFlag) -> None:
        super().__init__()
        self.token = token
        self._job = job
        self.cancel = cancel

    def run(self) -> None:
        try:
            result = self._job(self.cancel)
        except Cancelled:
            # Only a stop asked for through the flag is a cancel; a "cancelled"
            # that escapes unasked (a spent budget) is a failure the controller
            # must hear of, or it would wait for this job for ever.
            if self.cancel.cancelled:
                self.outcome.emit(self.token, "cancelled", None)
            else:
                self.outcome.emit(self.token, "failed", traceback.format_exc())
        except Exception:
            self.outcome.emit(self.token, "failed", traceback.format_exc())
        else:
            if self.cancel.cancelled:
                self.outcome.emit(self.token, "cancelled", None)
            else:
                self.outcome.emit(self.token, "finished", result)


class AiRunner(QObject):
    """Runs at most one thinking job at a time on its own thread.

    Signals:
        finished(int, object): a job's token and its result.
        failed(int, str): a job's token and the traceback of its error.
        busyChanged(bool): a job started or its thread ended.
    """

    finished = Signal(int, object)
    failed = Signal(int, str)
    busyChanged = Signal(bool)  # noqa: N815 - Qt signal name

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread: _JobThread | None = None
        self._token = 0
        self._stuck: list[_JobThread] = []
        self._saved_interval: float | None = None

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._thread.isRunning()

    def start(self, job: Job) -> int:
        """Abort any running job, then start ``job``; returns its token."""
        self.abort_and_wait()
        self._token += 1
        thread = _JobThread(self._token, job, CancelFlag())
        thread.outcome.connect(self._on_outcome)
        thread.finished.connect(self._on_thread_finished)
        self._thread = thread
        self._quicken_switching()
        thread.start()
        self.busyChanged.emit(True)
        return self._token

    def abort_and_wait(self, timeout_ms: int = DEFAULT_WAIT_MS) -> bool:
        """Cancel the running job and wait for its thread; True when it ended.

        The job's result, if it still arrives, is dropped. A job that ignores
        its flag longer than ``timeout_ms`` is kept referenced (destroying a
        running QThread aborts the process) and reported on standard error.
        """
        thread = self._thread
        if thread is None:
            return True
        self._thread = None
        self._token += 1
        thread.cancel.cancel()
        ended = thread.wait(timeout_ms)
        if not ended:
            print("rummy-desktop: a computer player ignored its cancel flag", file=sys.stderr)
            self._stuck.append(thread)
        else:
            thread.outcome.disconnect(self._on_outcome)
            thread.deleteLater()
        self._restore_switching()
        self.busyChanged.emit(False)
        return bool(ended)

    def _on_outcome(self, token: int, kind: str, payload: Any) -> None:
        if token != self._token:
            return
        if kind == "finished":
            self.finished.emit(token, payload)
        elif kind == "failed":
            self.failed.emit(token, str(payload))

    def _on_thread_finished(self) -> None:
        thread = self.sender()
        if thread is self._thread and self._thread is not None:
            self._thread.deleteLater()
            self._thread = None
            self._restore_switching()
            self.busyChanged.emit(False)

    def _quicken_switching(self) -> None:
        if self._saved_interval is None:
            self._saved_interval = sys.getswitchinterval()
            sys.setswitchinterval(min(self._saved_interval, THINKING_SWITCH_INTERVAL))

    def _restore_switching(self) -> None:
        if self._saved_interval is not None:
            sys.setswitchinterval(self._saved_interval)
            self._saved_interval = None
