"""A row of tiles painted in the theme's own look, for lists outside the board.

The round-end dialog once listed what everyone had left as letter codes
("K3 O12 J"), which disagree with a theme whose colours are not black and
orange; drawn tiles say the same thing in the look the players know.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from rummy_desktop.app.i18n import translate
from rummy_desktop.core.tiles import Tile
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.tile_art import TILE_H, TILE_W, paint_tile
from rummy_desktop.ui.tile_item import describe_tile

TILE_HEIGHT: Final = 34.0
GAP: Final = 2.0


class TileStrip(QWidget):
    """Tiles side by side, shrunk to the width there is; a dash when there are none."""

    def __init__(self, tiles: Sequence[Tile], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tiles = tuple(tiles)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(round(TILE_HEIGHT) + 4)
        words = ", ".join(describe_tile(t) for t in self.tiles)
        self.setAccessibleName(words or translate("TileStrip", "no tiles"))
        self.setToolTip(words)

    def tile_rects(self) -> list[QRectF]:
        """Where each tile is painted, left to right."""
        if not self.tiles:
            return []
        height = min(TILE_HEIGHT, self.height() - 4.0)
        width = height * TILE_W / TILE_H
        room = (self.width() - 4.0) / len(self.tiles) - GAP
        if room < width:
            width = max(4.0, room)
            height = width * TILE_H / TILE_W
        top = (self.height() - height) / 2
        return [QRectF(2.0 + i * (width + GAP), top, width, height) for i in range(len(self.tiles))]

    @override
    def sizeHint(self) -> QSize:
        width = TILE_HEIGHT * TILE_W / TILE_H
        return QSize(round(len(self.tiles) * (width + GAP) + 4), round(TILE_HEIGHT) + 4)

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        if not self.tiles:
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, "—")
        for t, rect in zip(self.tiles, self.tile_rects(), strict=True):
            paint_tile(painter, rect, t)
        painter.end()
