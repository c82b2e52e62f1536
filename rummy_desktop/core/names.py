"""Players' names: what a name may be, wherever it comes from.

A name is typed in the new-game dialog, given with ``--players`` (where bad
bytes arrive as lone surrogates) or read from an edited save. Every path
checks it here, so a name that could not be written to a save file, shown
on one line or told apart from blank never enters a game.
"""

from __future__ import annotations

import unicodedata
from typing import Final

MAX_NAME_LENGTH: Final = 24


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a player's name, or None when it can."""
    if not name.strip():
        return "a player's name is empty"
    if len(name) > MAX_NAME_LENGTH:
        return f"the name {name[:MAX_NAME_LENGTH]!r}… is longer than {MAX_NAME_LENGTH} characters"
    for char in name:
        category = unicodedata.category(char)
        if category == "Cs":
            return f"the name {name!r} holds a character that is not text (bad bytes?)"
        if category in ("Cc", "Zl", "Zp"):
            return f"the name {name!r} holds a control character or line break"
    return None
