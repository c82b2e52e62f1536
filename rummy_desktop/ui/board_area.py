"""The central widget of every game window, which keeps its covers full size.

The covers (drag layer, hand-over screen, pause cover) lie over the board as
separate widgets; each window gives its central widget the list, and a resize
of the board resizes them with it, whatever family the window plays.
"""

from __future__ import annotations

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QWidget

from rummy_desktop.ui.compat import override


class BoardArea(QWidget):
    """The central widget; keeps its covers (drag layer, hand-over screen) full size."""

    def __init__(self) -> None:
        super().__init__()
        self.covers: list[QWidget] = []

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        for cover in self.covers:
            cover.setGeometry(self.rect())
