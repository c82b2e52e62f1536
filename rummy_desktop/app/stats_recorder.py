"""Feeds finished rounds and matches from the controller into the statistics.

The database (:mod:`rummy_desktop.app.stats`) is written once per round end,
in one transaction; a resumed game records its rounds under the same match
key, and recording a round twice is harmless, so resuming never counts a
round twice.

The write runs on a worker thread, one at a time and in order: a database
another program has locked makes SQLite wait up to its busy timeout, and
that wait must never freeze the window. What is written is taken from the
game on the GUI thread first, so the worker never reads a changing game.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from datetime import datetime
from typing import Final

from PySide6.QtCore import QObject, Signal

from rummy_desktop.app.board import Phase
from rummy_desktop.app.controller import GameController
from rummy_desktop.app.seats import HUMAN
from rummy_desktop.app.stats import SeatInfo, StatsDB, StatsError, is_busy
from rummy_desktop.core.state import GameState

BUSY_TRIES: Final = 12
BUSY_PAUSE_S: Final = 5.0
"""A write that meets another program's lock is tried again on the worker, each try
waiting SQLite's own timeout and then this pause: about two minutes in all."""


def match_key(state: GameState) -> str:
    """The match's identity in the statistics: its seed, players and rules.

    A game resumed from a save has the same key, so its rounds are not
    counted twice. Two matches with the same seed, names and rules (only
    possible with an explicit ``--seed``) share a key.
    """
    return f"{state.seed}:{state.rules.preset}:{','.join(state.names)}"


def match_winner(state: GameState) -> int | None:
    """The seat with the highest total, None when the top is shared."""
    best = max(state.totals)
    leaders = [i for i, total in enumerate(state.totals) if total == best]
    return leaders[0] if len(leaders) == 1 else None


class StatsWriter(QObject):
    """Writes to the statistics on one worker thread, in order, never on the GUI thread.

    Args:
        controller: the game's controller (the writer lives and dies with it).
        db: the statistics database; None records nothing.
        clock: gives the time of a record (tests fix it).

    Signals:
        recorded(): a round (and maybe the match) was written.
        failed(str): the database refused; the game goes on.
    """

    recorded = Signal()
    failed = Signal(str)

    def __init__(
        self, controller: QObject, db: StatsDB | None, clock: type[datetime] = datetime
    ) -> None:
        super().__init__(controller)
        self.db = db
        self._clock = clock
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="statistics")
        self.pending: Future[None] | None = None
        """The last write handed to the worker (tests wait on it)."""
        self.busy_pause_s = BUSY_PAUSE_S
        controller.destroyed.connect(lambda _obj=None: self._writer.shutdown(wait=False))

    def submit(self, write: Callable[[StatsDB], None]) -> None:
        """Run ``write`` on the worker; a refusal is told through ``failed``."""
        db = self.db
        if db is None:
            return

        def run() -> None:
            for attempt in range(1, BUSY_TRIES + 1):
                try:
                    write(db)
                except (StatsError, sqlite3.Error) as exc:
                    if is_busy(exc) and attempt < BUSY_TRIES:
                        time.sleep(self.busy_pause_s)  # another program's lock: wait here
                        continue
                    self.failed.emit(str(exc))  # delivered to the GUI thread, queued
                    return
                self.recorded.emit()
                return

        self.pending = self._writer.submit(run)


class StatsRecorder(StatsWriter):
    """Records every round end (and the match end) of the controller's tile games."""

    def __init__(
        self,
        controller: GameController,
        db: StatsDB | None,
        clock: type[datetime] = datetime,
    ) -> None:
        super().__init__(controller, db, clock)
        self.controller = controller
        controller.roundEnded.connect(self._on_round_end)

    def _on_round_end(self, _score: object) -> None:
        state = self.controller.state
        if self.db is None or state is None or state.round_score is None:
            return
        seats = [SeatInfo(s.name, s.level or HUMAN) for s in self.controller.seats]
        key = match_key(state)
        now = self._clock.now()
        score = state.round_score
        preset, number = state.rules.preset, state.round_number
        scores, winner = list(score.scores), score.winner
        finished = self.controller.phase is Phase.MATCH_OVER
        totals, match_won = list(state.totals), match_winner(state)

        def write(db: StatsDB) -> None:
            db.record_round(key, seats, preset, number, scores, winner, now)
            if finished:
                db.finish_match(key, totals, match_won, now)

        self.submit(write)
