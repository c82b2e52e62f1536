"""The rack under the table: two wooden ledges holding tiles in the player's order.

The order is the controller's (kept per player between turns); the scene
only lays it out in slots and turns a drop point back into a slot index.
While a rack must stay hidden (hot-seat hand-over) the scene holds no tile at
all, so there is nothing that could be painted by mistake.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from typing import Final

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter
from PySide6.QtWidgets import QGraphicsScene, QWidget

from rummy_desktop.core.tiles import Tile
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.stacks import StacksShown, StackZone
from rummy_desktop.ui.tile_art import CELL_H, CELL_W, TILE_H, TILE_W, TileLook
from rummy_desktop.ui.tile_item import TileItem

RACK_ROWS: Final = 2
MIN_COLUMNS: Final = 10
PAD: Final = 10.0
WOOD_LIGHT: Final = QColor("#b98a52")
WOOD_DARK: Final = QColor("#8a6136")
PLACEHOLDER_FLAGS: Final = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)


class RackScene(QGraphicsScene):
    """The shown rack's tiles in slots, row by row."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.items_by_id: dict[int, TileItem] = {}
        self.order: list[int] = []
        self.columns = 0
        self.placeholder = ""
        self.stacks = StackZone(self)
        """Draw and discard: the two stacks at the rack's right end."""
        self._set_columns(MIN_COLUMNS)

    def slot_pos(self, index: int) -> QPointF:
        row, col = divmod(index, self.columns)
        return QPointF(
            PAD + col * CELL_W + (CELL_W - TILE_W) / 2,
            PAD + row * CELL_H + (CELL_H - TILE_H) / 2,
        )

    def index_at(self, point: QPointF) -> int:
        """The slot a drop at ``point`` means, clamped to the end of the rack."""
        col = max(0, min(self.columns - 1, int((point.x() - PAD) // CELL_W)))
        row = max(0, min(RACK_ROWS - 1, int((point.y() - PAD) // CELL_H)))
        return min(row * self.columns + col, len(self.order))

    def sync(
        self,
        rack: Sequence[Tile],
        *,
        hinted: Collection[int] = (),
        drawn: Collection[int] = (),
        placeholder: str = "",
    ) -> None:
        """Show ``rack`` in order; with no tiles, show ``placeholder`` text instead.

        ``drawn`` tiles (drawn in the owner's last turn) wear the "new" mark.
        """
        self._set_columns(max(MIN_COLUMNS, math.ceil(len(rack) / RACK_ROWS)))
        wanted = [t.id for t in rack]
        for tid in list(self.items_by_id):
            if tid not in wanted:
                self.removeItem(self.items_by_id.pop(tid))
        for index, t in enumerate(rack):
            item = self.items_by_id.get(t.id)
            if item is None:
                item = TileItem(t)
                self.addItem(item)
                self.items_by_id[t.id] = item
            item.glide_to(self.slot_pos(index), 0)
            item.set_look(TileLook(hinted=t.id in hinted, last_played=t.id in drawn))
        self.order = wanted
        if placeholder != self.placeholder:
            self.placeholder = placeholder
            self.update()

    def sync_stacks(self, shown: StacksShown | None) -> None:
        """Show the stacks beside the rack (draw and discard), or none."""
        self.stacks.sync(shown, PAD + self.columns * CELL_W)
        self._fit_rect()
        self.update()

    def retheme(self) -> None:
        """Repaint every tile in the current theme."""
        for item in [*self.items_by_id.values(), *self.stacks.items.values()]:
            item.retheme()
        self.update()

    def _set_columns(self, columns: int) -> None:
        if columns == self.columns:
            return
        self.columns = columns
        self._fit_rect()

    def _fit_rect(self) -> None:
        width = self.columns * CELL_W + 2 * PAD + self.stacks.width
        self.setSceneRect(QRectF(0.0, 0.0, width, RACK_ROWS * CELL_H + 2 * PAD))

    @override
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.fillRect(rect, QColor("#3b2a1a"))
        area = self.sceneRect()
        for row in range(RACK_ROWS):
            width = area.width() - self.stacks.width - 8
            ledge = QRectF(area.left() + 4, PAD + row * CELL_H + 4, width, CELL_H - 2)
            grain = QLinearGradient(ledge.topLeft(), ledge.bottomLeft())
            grain.setColorAt(0.0, WOOD_LIGHT)
            grain.setColorAt(1.0, WOOD_DARK)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(grain)
            painter.drawRoundedRect(ledge, 6.0, 6.0)
        if self.placeholder and not self.items_by_id:
            font, box = self.placeholder_layout()
            painter.setFont(font)
            painter.setPen(QColor("#fff6e5"))
            painter.drawText(box, PLACEHOLDER_FLAGS, self.placeholder)
        self.stacks.paint(painter)

    def placeholder_layout(self) -> tuple[QFont, QRectF]:
        """The font and box of the hidden-rack banner: wrapped and shrunk until it fits.

        A long sentence (German) at one size ran past both ends of the rack.
        """
        area = self.sceneRect().adjusted(PAD * 2, PAD, -PAD * 2 - self.stacks.width, -PAD)
        font = QFont()
        font.setBold(True)
        for size in range(22, 7, -1):
            font.setPixelSize(size)
            needed = QFontMetricsF(font).boundingRect(area, PLACEHOLDER_FLAGS, self.placeholder)
            if needed.width() <= area.width() and needed.height() <= area.height():
                break
        return font, area
