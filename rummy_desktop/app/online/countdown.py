"""The table's turn timer as a remote seat shows it, counted down between the table's frames.

The table sends the seconds left, and whether they run, only when they change
(a new turn, a seat away or back, a pause); the seat counts the seconds down
itself in between, so the clock moves every second without a frame a second.
One count for the tile and the card seat.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal


class TurnCountdown(QObject):
    """The seconds left on the turn timer (None: no timer) and whether they run.

    Signals:
        changed(): the seconds, or whether they run, changed (a frame, a second, a stop).
        ticked(): a second was counted down.
    """

    changed = Signal()
    ticked = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seconds: float | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self._tick)

    @property
    def running(self) -> bool:
        return self.timer.isActive()

    def set(self, seconds: float | None, running: bool) -> None:
        """The table's word: the seconds left, and whether they run now."""
        self.seconds = seconds
        self.run(running)

    def run(self, running: bool) -> None:
        """Count down (when there are seconds to count), or hold the seconds where they are."""
        if running and self.seconds is not None:
            self.timer.start()
        else:
            self.timer.stop()
        self.changed.emit()

    def clear(self) -> None:
        """No turn is timed (the match is over, the table gone or holding a seat away)."""
        self.seconds = None
        self.run(False)

    def _tick(self) -> None:
        if self.seconds is None:
            self.timer.stop()
            return
        self.seconds = max(0.0, self.seconds - 1)
        self.ticked.emit()
        self.changed.emit()
