"""Shared test set-up: Qt runs headless, None is guarded on buggy PySide6 builds, and
reference cycles are collected on the main thread only.

The one expected offscreen-platform message is ignored in pyproject.toml (qt_log_ignore).
Python would collect cycles in whichever thread allocates when a generation is
due (a computer's worker, an online seat's connection): the windows and
controllers earlier tests dropped would then be destroyed off the GUI thread,
as :mod:`rummy_desktop.app.gc_guard` explains. So the automatic collector is
off, and each test's teardown collects what is due on the main thread.

``QT_QPA_PLATFORM`` must be set before anything imports Qt, which is why it
sits at the top of the root conftest.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from rummy_desktop.app.gc_guard import collect_due
from rummy_desktop.app.qt_guard import guard_none_refcount

guard_none_refcount()
gc.disable()


@pytest.fixture(autouse=True)
def _collect_on_the_main_thread() -> Iterator[None]:
    yield
    collect_due()
