"""Shared test set-up: Qt runs headless, and None is guarded on buggy PySide6 builds.

``QT_QPA_PLATFORM`` must be set before anything imports Qt, which is why it
sits at the top of the root conftest.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from rummy_desktop.app.qt_guard import guard_none_refcount

guard_none_refcount()


def pytest_configure(config: object) -> None:
    """Ignore the one message the headless platform prints on every window resize.

    ``propagateSizeHints`` is a no-op of the offscreen plugin, not a problem of
    the game; every other Qt warning still fails the test.
    """
    add = getattr(config, "addinivalue_line", None)
    if add is not None:
        add("qt_log_ignore", "This plugin does not support propagateSizeHints")
