"""RULES.md section 8: further variants not implemented yet (strict xfails).

"Open last tile" is implemented and tested in test_open_last_tile.py, "draw and
discard" in test_discard.py and test_draw_and_discard.py.

The rule book says these "should become options once the above works". Each
test states what the option must provide; when an option lands the xfail
turns into a failure (strict), reminding whoever adds it to write the tests.
"""

from __future__ import annotations

import pytest


@pytest.mark.xfail(strict=True, reason="RULES.md 8 card rummy is a separate family, not built")
def test_card_rummy_family_exists() -> None:
    import importlib

    importlib.import_module("rummy_desktop.core.cards")
