"""Chat and names from a table, made safe to show: one line each, read left to right.

The table refuses chat lines that could pass for two (line and paragraph
separators, control characters) or turn text around (bidi controls), but a
window never trusts the wire: an older or a hostile table could send them.
So everything a table says that a window shows as text (a chat line, a
player's name) goes through :func:`one_line` first: each such character
becomes a visible replacement mark, so nothing can start a new line that
looks like another player's ("Guest: good luck / Me: I resign") or reverse
the name after it.
"""

from __future__ import annotations

import unicodedata
from typing import Any, Final

from rummy_desktop.online.protocol import LINE_BREAKING, SPOOFING

SHOWN_INSTEAD: Final = "\ufffd"
"""The replacement character: shows that something was there, and breaks nothing."""
LONGEST_SHOWN: Final = 300


def one_line(text: Any) -> str:
    """``text`` as one line of plain text (every line break or bidi control replaced)."""
    said = text if isinstance(text, str) else str(text)
    return "".join(
        SHOWN_INSTEAD if unicodedata.category(char) in LINE_BREAKING or char in SPOOFING else char
        for char in said[:LONGEST_SHOWN]
    )


def chat_lines(message: dict[str, Any]) -> list[tuple[str, str]]:
    """The lines of a ``chat_history`` frame, oldest first, as (name, text), made safe."""
    raw = message.get("lines")
    if not isinstance(raw, list):
        return []
    return [
        (one_line(line.get("name", "")), one_line(line.get("text", "")))
        for line in raw
        if isinstance(line, dict)
    ]
