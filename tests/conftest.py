"""Shared test set-up: Qt runs headless, and None is guarded on buggy PySide6 builds.

The one expected offscreen-platform message is ignored in pyproject.toml (qt_log_ignore).

``QT_QPA_PLATFORM`` must be set before anything imports Qt, which is why it
sits at the top of the root conftest.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from rummy_desktop.app.qt_guard import guard_none_refcount

guard_none_refcount()
