"""Reference cycles die on the GUI thread, never on a worker's."""

from __future__ import annotations

import gc
import threading
from typing import ClassVar

from pytestqt.qtbot import QtBot

from rummy_desktop.app.gc_guard import INTERVAL_MS, GuiCollector, collect_due


class _Witness:
    """Part of a reference cycle; tells which thread destroyed it."""

    died_on: ClassVar[list[str]] = []

    def __init__(self) -> None:
        self.me = self

    def __del__(self) -> None:
        _Witness.died_on.append(threading.current_thread().name)


def _cycles(count: int) -> None:
    """Garbage only the collector frees: lists that hold themselves."""
    for _ in range(count):
        loop: list[object] = []
        loop.append(loop)


def _drop_a_cycle_and_allocate() -> None:
    _Witness()
    _cycles(3 * gc.get_threshold()[0])  # far past the point where a collection is due


def test_a_worker_never_collects_and_the_gui_thread_does(qtbot: QtBot) -> None:
    """As in the game, where Python's own collector is on until the window turns it off."""
    _Witness.died_on.clear()
    gc.collect()
    gc.enable()
    collector = GuiCollector()
    try:
        worker = threading.Thread(target=_drop_a_cycle_and_allocate, name="worker")
        worker.start()
        worker.join()
        assert _Witness.died_on == []  # the worker allocated plenty, and collected nothing
        assert gc.get_count()[0] > gc.get_threshold()[0]
        qtbot.waitUntil(lambda: bool(_Witness.died_on), timeout=10 * INTERVAL_MS)
        assert _Witness.died_on == [threading.main_thread().name]
    finally:
        collector.stop()
        assert gc.isenabled()  # handed back as it was
        gc.disable()  # as the test suite keeps it (tests/conftest.py)


def test_nothing_is_collected_before_a_generation_is_due() -> None:
    gc.collect()
    assert collect_due() is None
    _cycles(2 * gc.get_threshold()[0])
    assert collect_due() == 0
    assert collect_due() is None
