"""A guard against a reference-count bug of some PySide6 builds on Python 3.11.

PySide6 6.12.0 wheels (built for the stable ABI) return ``None`` from every
``void`` Qt method without taking a reference to it. From Python 3.12 on
``None`` is immortal and nothing happens; on Python 3.11 every such call
(``widget.update()``, ``timer.start()``, ``processEvents()``) lowers
``None``'s reference count by one, and after a few thousand calls the
interpreter aborts with "none_dealloc: deallocating None".

:func:`guard_none_refcount` detects the bug with one harmless call and, only
when it is present, raises ``None``'s count far out of reach, which is what
Python 3.12 does for every immortal object. It does nothing on a fixed build
or a newer Python.
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
    """Protect ``None`` from the leak when this build has it; True when guarded."""
    global _guarded
    if _guarded:
        return True
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if not none_refcount_leaks():
        return False
    # ob_refcnt is the first field of every CPython object.
    count = ctypes.c_ssize_t.from_address(id(None))
    count.value += HEADROOM
    _guarded = True
    return True
