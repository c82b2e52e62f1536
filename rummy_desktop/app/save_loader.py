"""Opens a long saved match on a worker thread, telling how far it is, so the window stays live.

A saved game is checked by replaying every move through the referee; a match
of hundreds of rounds takes seconds. Small files are read at once (the answer
is there before a bar could be drawn); a file of :data:`BACKGROUND_BYTES` or
more is read here, one job at a time, its progress and its answer coming back
to the GUI thread as queued signals. A job can be stopped: its answer is then
never given, and nothing was changed (a save is only ever read).
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import sys
import threading
import traceback
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Final

from PySide6.QtCore import QObject, Signal

from rummy_desktop.app.saves import Loaded, SaveError
from rummy_desktop.core.serialize import Progress

BACKGROUND_BYTES: Final = 256 * 1024
"""From this size on a save is read on the worker with a progress bar (about 20 rounds)."""


class LoadStopped(Exception):
    """Raised inside a job's replay when the job was stopped: it ends without an answer."""


def worth_a_bar(path: Path | None) -> bool:
    """Whether reading ``path`` may take long enough to show progress (a missing file: no)."""
    if path is None:
        return False
    try:
        return os.stat(path).st_size >= BACKGROUND_BYTES
    except OSError:
        return False


def give_back_memory() -> None:
    """Return the memory a long read freed to the system.

    glibc keeps what a thread freed in that thread's own arena: after a
    500-round match was read on the worker, megabytes of the text and its
    parsing stayed with the process. Elsewhere this does nothing.
    """
    if not sys.platform.startswith("linux"):
        return
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None).malloc_trim(0)


class SaveLoader(QObject):
    """Reads saved tile games off the GUI thread.

    Signals:
        progressed(int, int, int): the job's number, moves replayed, moves in all.
        ready(int, object): the job's number and what it read (its
            :class:`~rummy_desktop.app.saves.Loaded`, or None when the read
            found nothing to continue).
        failed(int, str): the job's number and why the file cannot be opened.
    """

    progressed = Signal(int, int, int)
    ready = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="open-save")
        self._job = 0
        self._stop = threading.Event()
        self.pending: Future[None] | None = None
        """The last job handed to the worker (tests wait on it)."""
        self.destroyed.connect(lambda _obj=None: self._shut())

    def _shut(self) -> None:
        self._stop.set()
        self._worker.shutdown(wait=False)

    @property
    def job(self) -> int:
        """The number of the latest job: only its signals count."""
        return self._job

    def start(self, read: Callable[[Progress], Loaded | None]) -> int:
        """Run ``read`` (given a progress callback) on the worker; the job's number.

        A job started earlier is stopped first: its answer would be stale.
        """
        self.stop()
        self._stop = threading.Event()
        stop = self._stop
        self._job += 1
        job = self._job

        def progress(done: int, total: int) -> None:
            if stop.is_set():
                raise LoadStopped
            self.progressed.emit(job, done, total)

        def read_then_give_back(progress: Progress) -> Loaded | None:
            try:
                return read(progress)
            finally:
                give_back_memory()

        def run() -> None:
            try:
                loaded = read_then_give_back(progress)
            except LoadStopped:
                return
            except SaveError as exc:
                if not stop.is_set():
                    self.failed.emit(job, str(exc))
                return
            except Exception:  # a fault must reach the window as words, never kill the worker
                lines = traceback.format_exc().strip().splitlines()
                if not stop.is_set():
                    self.failed.emit(job, lines[-1] if lines else "unknown error")
                return
            if not stop.is_set():
                self.ready.emit(job, loaded)

        self.pending = self._worker.submit(run)
        return job

    def stop(self) -> None:
        """Stop the running job (Cancel, or the window closing): it gives no answer."""
        self._stop.set()
