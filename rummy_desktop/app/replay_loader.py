"""Builds replays on a worker thread, so a long match never freezes the window.

Loading a record replays it whole (that is how it is checked), and building
a :class:`~rummy_desktop.app.replay.Replay` replays it once more; for a
match of hundreds of rounds that is seconds. Both run here, one job at a
time; the answer comes back to the GUI thread as a queued signal. A job
asked for later makes an earlier one's answer stale: it is dropped.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from rummy_desktop.app.replay import Replay
from rummy_desktop.app.saves import SaveError, load_save
from rummy_desktop.core.errors import InvalidRecord
from rummy_desktop.core.serialize import GameRecord

if TYPE_CHECKING:  # the card games load with the first card replay
    from rummy_desktop.app.cards.replay import CardReplay
    from rummy_desktop.app.cards.saves import CardSave


class ReplayLoader(QObject):
    """Reads a saved game (or takes a record) and builds its replay off the GUI thread.

    Signals:
        ready(int, object): the job's number and its :class:`Replay` (a tile
            game) or :class:`~rummy_desktop.app.cards.replay.CardReplay`.
        failed(int, str): the job's number and why it cannot be replayed;
            the file is only ever read, never changed.
    """

    ready = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="replay")
        self._job = 0
        self.pending: Future[None] | None = None
        """The last job handed to the worker (tests wait on it)."""
        self.destroyed.connect(lambda _obj=None: self._worker.shutdown(wait=False))

    @property
    def job(self) -> int:
        """The number of the latest job: only its answer counts."""
        return self._job

    def load_file(self, path: Path) -> int:
        """Replay the saved game at ``path``, tiles or cards; its job number."""
        from rummy_desktop.app.cards.replay import CardReplay
        from rummy_desktop.app.cards.saves import is_card_save, load_card_save

        if is_card_save(path):
            return self._start(lambda: CardReplay.of_save(load_card_save(path)))
        return self._start(lambda: Replay(load_save(path)))

    def load_record(self, record: GameRecord | CardSave) -> int:
        """Replay a game held in memory (the one just played); its job number.

        The record must not change while it is replayed: pass a copy.
        """
        if not isinstance(record, GameRecord):  # a card game's save
            from rummy_desktop.app.cards.replay import CardReplay

            return self._start(lambda: CardReplay.of_save(record))
        return self._start(lambda: Replay(record))

    def _start(self, build: Callable[[], Replay | CardReplay]) -> int:
        self._job += 1
        job = self._job

        def run() -> None:
            try:
                replay = build()
            except SaveError as exc:
                self.failed.emit(job, str(exc))
                return
            except InvalidRecord as exc:
                self.failed.emit(job, str(exc))
                return
            except Exception:
                lines = traceback.format_exc().strip().splitlines()
                self.failed.emit(job, lines[-1] if lines else "unknown error")
                return
            self.ready.emit(job, replay)

        self.pending = self._worker.submit(run)
        return job
