"""One status-bar line that always fits: the full line, its short form, or whole words.

The status bar is a single line. A long computer play said in full would run
off its end, cut in the middle of a word, so the bar shows the full line when
it fits, else the short form the controller gives (the play counted), and in
the last resort as many whole words as fit followed by "…". The full line
stays in the game log and in the bar's tool tip.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStatusBar

ELLIPSIS: Final = "…"
SIDE_ROOM: Final = 40
"""Pixels of the bar the message cannot use: Qt's margins and the size grip."""


def status_room(bar: QStatusBar) -> int:
    """The width, in pixels, the bar's message may take."""
    return max(0, bar.width() - SIDE_ROOM)


def fit_line(full: str, short: str, metrics: QFontMetrics, room: int) -> str:
    """The longest faithful text of ``full``/``short`` that is ``room`` pixels wide at most."""
    for text in (full, short):
        if metrics.horizontalAdvance(text) <= room:
            return text
    words = short.split()
    while words:
        words.pop()
        text = " ".join(words) + ELLIPSIS
        if metrics.horizontalAdvance(text) <= room:
            return text
    return ""


def show_status(bar: QStatusBar, full: str, short: str = "", timeout: int = 0) -> None:
    """Show ``full`` on ``bar`` if it fits, else ``short`` fitted; the tool tip keeps it all."""
    bar.showMessage(fit_line(full, short or full, bar.fontMetrics(), status_room(bar)), timeout)
    bar.setToolTip(full)
