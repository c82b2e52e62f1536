"""The window's files stay in the test's temporary folder (see tests/ui/conftest.py)."""

from __future__ import annotations

from tests.ui.conftest import _private_files

__all__ = ["_private_files"]
