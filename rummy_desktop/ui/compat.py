"""``@override`` on Python 3.11, where ``typing`` does not have it yet.

Qt virtuals keep Qt's names (``paint``, ``mouseReleaseEvent``); marking them
``@override`` lets the type checker catch a misspelt one, which Qt would
otherwise silently never call.
"""

from __future__ import annotations

import sys

if sys.version_info >= (3, 12):
    from typing import override
else:
    from typing_extensions import override

__all__ = ["override"]
