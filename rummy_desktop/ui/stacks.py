"""Draw and discard: the two face-up stacks beside the rack (RULES.md section 8).

At the rack's right end stand the previous player's stack (top row: its top
tile may be dragged onto the rack or straight onto the table at the start of
the turn) and the player's own stack (bottom row: drop a rack tile on it to
discard and end the turn). Each shows its top tile, readable, and how many
tiles it holds. The zone only draws what the controller says; the drag
controller asks it what lies under a point.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene

from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.core.tiles import Tile
from rummy_desktop.ui.tile_art import CELL_H, CELL_W, TILE_H, TILE_W, TileLook
from rummy_desktop.ui.tile_item import TileItem, describe_tile

ZONE_W: Final = CELL_W * 4.2
"""Width of the stack zone, in scene units: a tile and its words."""
GAP: Final = 14.0
LABEL: Final = QColor("#fff6e5")
DROP_EDGE: Final = QColor("#f2b705")


@dataclass(frozen=True, slots=True)
class StacksShown:
    """What the zone shows: two stacks, bottom first, and whose the first is.

    Attributes:
        take: the previous player's stack.
        take_name: that player's name.
        own: the shown rack's own stack.
        takeable: the top of ``take`` may be dragged now.
        discarding: a discard onto ``own`` would be taken now (its edge glows).
    """

    take: Sequence[Tile]
    take_name: str
    own: Sequence[Tile]
    takeable: bool
    discarding: bool


class StackZone:
    """The stacks' tile items and words inside the rack scene."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.shown: StacksShown | None = None
        self.left = 0.0
        self.items: dict[int, TileItem] = {}

    @property
    def width(self) -> float:
        return ZONE_W + GAP if self.shown is not None else 0.0

    def slot(self, row: int) -> QRectF:
        """Where a stack's top tile stands (row 0 takes, row 1 is the own stack)."""
        top = 10.0 + row * CELL_H + (CELL_H - TILE_H) / 2
        return QRectF(self.left + GAP, top, TILE_W, TILE_H)

    def sync(self, shown: StacksShown | None, left: float) -> None:
        """Show ``shown`` with the zone starting at scene x ``left`` (None hides it)."""
        self.shown = shown
        self.left = left
        wanted: dict[int, tuple[Tile, int]] = {}
        if shown is not None:
            for row, stack in ((0, shown.take), (1, shown.own)):
                if stack:
                    wanted[stack[-1].id] = (stack[-1], row)
        for tid in list(self.items):
            if tid not in wanted:
                self.scene.removeItem(self.items.pop(tid))
        for tid, (t, row) in wanted.items():
            item = self.items.get(tid)
            if item is None:
                item = TileItem(t)
                self.scene.addItem(item)
                self.items[tid] = item
            item.glide_to(self.slot(row).topLeft(), 0)
            takeable = shown is not None and row == 0 and shown.takeable
            item.set_look(TileLook(hinted=takeable))
            item.setToolTip(self._tip(row, t))

    def takeable_item(self, item: object) -> bool:
        """Whether ``item`` is the previous player's stack top and may be dragged now."""
        shown = self.shown
        if shown is None or not shown.takeable or not shown.take:
            return False
        return isinstance(item, TileItem) and item.tile == shown.take[-1]

    def holds(self, item: object) -> bool:
        return isinstance(item, TileItem) and self.items.get(item.tile.id) is item

    def over_own(self, point: QPointF) -> bool:
        """Whether a drop at ``point`` lands on the own stack (its slot and its words)."""
        if self.shown is None:
            return False
        area = self.slot(1).adjusted(-GAP / 2, -8.0, ZONE_W - TILE_W, 8.0)
        return area.contains(point)

    def paint(self, painter: QPainter) -> None:
        shown = self.shown
        if shown is None:
            return
        font = QFont()
        font.setPixelSize(13)
        painter.setFont(font)
        take_title = fill(translate("Stacks", "Stack of %1"), shown.take_name)
        own_title = translate("Stacks", "Your stack")
        rows = ((0, shown.take, take_title), (1, shown.own, own_title))
        for row, stack, title in rows:
            slot = self.slot(row)
            glow = (row == 1 and shown.discarding) or (row == 0 and shown.takeable)
            painter.setPen(QPen(DROP_EDGE if glow else LABEL, 2.0, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(slot.adjusted(-3, -3, 3, 3), 6.0, 6.0)
            painter.setPen(LABEL)
            words = QRectF(slot.right() + 10, slot.top() - 6, ZONE_W - TILE_W - 14, TILE_H + 12)
            count = (
                translate("Stacks", "1 tile")
                if len(stack) == 1
                else fill(translate("Stacks", "%1 tiles"), len(stack))
            )
            hint = ""
            if row == 0 and shown.takeable:
                hint = translate("Stacks", "drag to take")
            elif row == 1 and shown.discarding:
                hint = translate("Stacks", "drop to discard")
            painter.drawText(
                words,
                Qt.AlignmentFlag.AlignLeft
                | Qt.AlignmentFlag.AlignVCenter
                | Qt.TextFlag.TextWordWrap,
                "\n".join(x for x in (title, count, hint) if x),
            )

    def _tip(self, row: int, t: Tile) -> str:
        if row == 0:
            return fill(
                translate("Stacks", "Top of the previous player's stack: %1"), describe_tile(t)
            )
        return fill(translate("Stacks", "Top of your stack: %1"), describe_tile(t))


def stack_count_text(stack: Sequence[Tile]) -> str:
    """A seat's stack for the players panel: its top tile and its size."""
    if not stack:
        return translate("Stacks", "stack empty")
    return fill(translate("Stacks", "stack: %1 (%2)"), describe_tile(stack[-1]), len(stack))
