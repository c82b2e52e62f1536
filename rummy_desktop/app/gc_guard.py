"""Garbage collection on the GUI thread only.

Python's collector of reference cycles runs in whichever thread happens to
allocate when a generation is due: in the game that is most often the
computer's worker thread (the solver allocates a great deal) or an online
seat's connection thread. A window, a dialog or a controller that was closed
and dropped often sits in such a cycle (a signal connected to one of its own
methods), and collecting it there destroys its Qt objects off the GUI thread:
Qt warns that timers "cannot be stopped from another thread", and may crash.

So the window turns the automatic collector off and collects on its own
thread instead (the pattern of qutebrowser's and pyqtgraph's collectors): a
timer checks every :data:`INTERVAL_MS` whether a generation is due by the
same counts and thresholds Python would use, and collects it. Worker threads
then never collect; the headless commands, which have no Qt objects to lose,
keep Python's own collector.
"""

from __future__ import annotations

import gc
from typing import Final

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS: Final = 500


def collect_due() -> int | None:
    """Collect the oldest generation whose count passed its threshold, on this thread.

    Returns the generation collected, or None when none was due.
    """
    counts, thresholds = gc.get_count(), gc.get_threshold()
    due = [g for g in range(3) if thresholds[g] and counts[g] > thresholds[g]]
    if not due:
        return None
    gc.collect(due[-1])
    return due[-1]


class GuiCollector(QObject):
    """Collects reference cycles on the thread it lives on (the GUI thread), never elsewhere."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(collect_due)
        self._timer.start(INTERVAL_MS)

    def stop(self) -> None:
        """Hand collecting back to Python (the process is ending, or a test is done)."""
        self._timer.stop()
        if self._was_enabled:
            gc.enable()


_installed: list[GuiCollector] = []


def collect_on_gui_thread(app: QObject) -> GuiCollector:
    """Install the collector once for the application (which owns it)."""
    if not _installed:
        _installed.append(GuiCollector(app))
    return _installed[0]
