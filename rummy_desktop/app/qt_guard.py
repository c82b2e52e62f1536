"""A guard against a reference-count bug of some PySide6 builds on Python 3.11.

PySide6 6.12.0 wheels hand ``None``, ``True`` and ``False`` to Python without
taking a reference: every ``void`` Qt method (``widget.update()``,
``timer.start()``, ``processEvents()``) and every signal carrying a ``bool``
lowers one of their reference counts by one. From Python 3.12 on these
objects are immortal and nothing happens; on Python 3.11 the interpreter
aborts after a few thousand calls ("none_dealloc: deallocating None",
"bool_dealloc"). PySide6 6.11.3 does not have the bug.

:func:`guard_none_refcount` detects the bug with a few harmless calls and,
only when it is present, raises the three counts far out of reach, which is
what Python 3.12 does for every immortal object. It does nothing on a fixed
build or a newer Python.
"""

from __future__ import annotations

import ctypes
import sys
from typing import Final

from PySide6.QtCore import QObject

HEADROOM: Final = 1 << 40
_guarded = False


def none_refcount_leaks() -> bool:
    """Whether a void Qt call takes a reference to ``None`` that it never had."""
    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(20):
        probe.setObjectName("probe")
    return sys.getrefcount(None) < before - 10


def guard_none_refcount() -> bool:
    """Protect ``None``, ``True`` and ``False`` when this build leaks; True when guarded."""
    global _guarded
    if _guarded:
        return True
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if not none_refcount_leaks():
        return False
    # ob_refcnt is the first field of every CPython object.
    for immortal in (None, True, False):
        count = ctypes.c_ssize_t.from_address(id(immortal))
        count.value += HEADROOM
    _guarded = True
    return True
