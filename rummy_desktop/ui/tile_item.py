"""One tile on screen: a picture with a position, never the game's truth.

A :class:`TileItem` knows which tile it shows and how to mark it; where it
stands and whether it may move is decided by the controller, and the scenes
move items only to match what the controller says.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from rummy_desktop.app.i18n import translate
from rummy_desktop.core.tiles import Tile
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.themes import current_theme
from rummy_desktop.ui.tile_art import TILE_H, TILE_W, TileLook, paint_tile

TILE_Z = 10.0
LIFTED_Z = 20.0


def describe_tile(t: Tile) -> str:
    """Words for a tile in the current theme's colours, for tool tips and screen readers."""
    if t.is_joker:
        return translate("Tile", "joker")
    assert t.colour is not None
    return (
        translate("Tile", "%1 %2")
        .replace("%1", current_theme().colour_name(t.colour))
        .replace("%2", str(t.number))
    )


HINT_EDGE = QColor("#f2b705")
"""The gold of a hinted place, visible on the green felt and on every tile theme."""


class HintGhost(QGraphicsObject):
    """Where the hint would put a tile: a see-through face with a gold dashed edge.

    It takes no part in dragging (the drag controller looks through it) and
    goes away as soon as the player moves anything.
    """

    def __init__(self, t: Tile) -> None:
        super().__init__()
        self.tile = t
        self.setZValue(TILE_Z + 5.0)
        self.setOpacity(0.72)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setToolTip(describe_tile(t))

    @override
    def boundingRect(self) -> QRectF:
        return QRectF(-3.0, -3.0, TILE_W + 6.0, TILE_H + 6.0)

    @override
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        rect = QRectF(0.0, 0.0, TILE_W, TILE_H)
        paint_tile(painter, rect, self.tile, TileLook(hinted=True))
        painter.save()
        pen = QPen(HINT_EDGE, 3.0, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), 6.0, 6.0)
        painter.restore()


class TileItem(QGraphicsObject):
    """A tile face drawn with :func:`paint_tile`; selectable, moved by its scene."""

    def __init__(self, t: Tile) -> None:
        super().__init__()
        self.tile = t
        self.look = TileLook()
        self._glide: QVariantAnimation | None = None
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
        self.setZValue(TILE_Z)
        self.setToolTip(describe_tile(t))
        self.setData(0, describe_tile(t))
        self.setAcceptHoverEvents(False)

    @override
    def boundingRect(self) -> QRectF:
        return QRectF(-3.0, -3.0, TILE_W + 6.0, TILE_H + 6.0)

    @override
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        look = TileLook(
            selected=self.isSelected(),
            last_played=self.look.last_played,
            this_turn=self.look.this_turn,
            hinted=self.look.hinted,
            focused=self.look.focused,
        )
        paint_tile(painter, QRectF(0.0, 0.0, TILE_W, TILE_H), self.tile, look)

    @property
    def accessible_name(self) -> str:
        """What a screen reader says for this tile, e.g. "red 5" or "joker"."""
        return describe_tile(self.tile)

    def retheme(self) -> None:
        """The theme changed: new names for the tool tip, and a repaint."""
        self.setToolTip(describe_tile(self.tile))
        self.setData(0, describe_tile(self.tile))
        self.update()

    def set_look(self, look: TileLook) -> None:
        if look != self.look:
            self.look = look
            self.update()

    def glide_to(self, target: QPointF, duration_ms: int) -> None:
        """Move to ``target``, gliding when ``duration_ms`` > 0."""
        if self._glide is not None:
            self._glide.stop()
            self._glide = None
        if duration_ms <= 0 or self.pos() == target:
            self.setPos(target)
            return
        glide = QVariantAnimation(self)
        glide.setStartValue(self.pos())
        glide.setEndValue(target)
        glide.setDuration(duration_ms)
        glide.valueChanged.connect(self.setPos)
        glide.finished.connect(self._glide_done)
        self._glide = glide
        self.setZValue(LIFTED_Z)
        glide.start()

    @property
    def gliding(self) -> bool:
        return self._glide is not None

    def _glide_done(self) -> None:
        self._glide = None
        self.setZValue(TILE_Z)
