"""One status-bar line that always fits: the full line, its short form, or whole words.

The status bar is a single line. A long computer play said in full would run
off its end, cut in the middle of a word, so the bar shows the full line when
it fits, else the short form the controller gives (the play counted), and in
the last resort as many whole words as fit followed by "…". The full line
stays in the game log and in the bar's tool tip.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStatusBar

from rummy_desktop.ui.compat import override

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


class _Refit(QObject):
    """Fits a bar's line again when the bar is resized.

    A game opened or resumed before its window is laid out is said on a bar
    a few words wide ("Medium…"); the line it was given is kept, and fitted
    again to the bar's real width while it is still the message shown.
    """

    def __init__(self, bar: QStatusBar) -> None:
        super().__init__(bar)
        self.full = ""
        self.short = ""
        self.shown = ""
        bar.installEventFilter(self)

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Resize
            and isinstance(watched, QStatusBar)
            and self.shown
            and watched.currentMessage() == self.shown
        ):
            text = fit_line(self.full, self.short, watched.fontMetrics(), status_room(watched))
            if text != self.shown:
                self.shown = text
                watched.showMessage(text)
        return False


def show_status(bar: QStatusBar, full: str, short: str = "", timeout: int = 0) -> None:
    """Show ``full`` on ``bar`` if it fits, else ``short`` fitted; the tool tip keeps it all.

    A line with no timeout is fitted again whenever the bar is resized.
    """
    refit = bar.findChild(_Refit)
    if refit is None:
        refit = _Refit(bar)
    text = fit_line(full, short or full, bar.fontMetrics(), status_room(bar))
    refit.full, refit.short, refit.shown = full, short or full, "" if timeout else text
    bar.showMessage(text, timeout)
    bar.setToolTip(full)
