"""The game log: what happened, one line each, the newest at the bottom.

Shared by the tile window's side panel and the card window. It holds only
lines already said (public at a real table), the last :data:`LOG_LINES`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from PySide6.QtWidgets import QListWidget, QSizePolicy, QWidget

from rummy_desktop.app.i18n import translate
from rummy_desktop.app.log_words import SHOWN_LINES

LOG_LINES: Final = SHOWN_LINES


class GameLog(QListWidget):
    """A read-only list of the game's lines that keeps the newest in sight."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(translate("PlayersPanel", "Game log"))

    def add_line(self, text: str) -> None:
        if not text:  # an action that is no move of the play (a hand put in order)
            return
        self.addItem(text)
        while self.count() > LOG_LINES:
            self.takeItem(0)
        self.scrollToBottom()

    def take_back(self, count: int) -> None:
        """Remove the last ``count`` lines (moves taken back by Undo or Reset)."""
        for _ in range(min(count, self.count())):
            self.takeItem(self.count() - 1)

    def replace(self, lines: Sequence[str]) -> None:
        """A game of its own: its history, and nothing of the game before."""
        self.clear()
        for line in lines[-LOG_LINES:]:
            self.addItem(line)
        self.scrollToBottom()

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
