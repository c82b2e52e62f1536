"""``@override`` on Python 3.11, where ``typing`` does not have it yet.

Qt virtuals keep Qt's names (``paint``, ``mouseReleaseEvent``); marking them
``@override`` lets the type checker catch a misspelt one, which Qt would
otherwise silently never call.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TypeVar

F = TypeVar("F", bound=Callable[..., object])

if sys.version_info >= (3, 12):
    from typing import override
else:
    try:
        from typing_extensions import override
    except ImportError:  # pragma: no cover - typing_extensions ships with most tools

        def override(method: F, /) -> F:
            return method


__all__ = ["override"]
