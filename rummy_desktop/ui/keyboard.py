"""Playing with the keyboard only: a cursor over rack and table, pick up and put down.

Tab moves between the table, the rack and the buttons. In the rack or on
the table the arrow keys move a cursor; Space or Enter picks up the tile
under it (again on more tiles to carry several), and on another place puts
the carried tiles down there (on the table from the cursor, arranged as a mouse drop is);
Escape puts them back. Under draw and discard, T in the rack picks up the
previous player's stack top (put it down on the rack or the table like any
tile) and D discards the carried rack tile, or the one under the cursor,
onto the own stack. Every put-down is an intent to the controller, like a
mouse drop, and a refusal is shown the same way. The view's accessible
description always says where the cursor is and what is carried, for screen
readers ("red 5, 3 of 14; carrying blue 7").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene, QGraphicsView
from shiboken6 import isValid

from rummy_desktop.app.controller import GameController, MoveResult
from rummy_desktop.app.i18n import translate
from rummy_desktop.core.table import Cell
from rummy_desktop.core.tiles import tile
from rummy_desktop.ui.board_views import BoardScenes
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.tile_item import describe_tile

CURSOR_COLOUR: Final = QColor("#ff00c8")
PICK_KEYS: Final = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
ARROWS: Final = {
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
}


@dataclass
class Carried:
    """Tiles picked up with the keyboard, and where they came from."""

    source: str = ""  # "rack" or "table"
    ids: list[int] = field(default_factory=list)


def _cursor_item(scene: QGraphicsScene) -> QGraphicsPathItem:
    item = QGraphicsPathItem()
    pen = QPen(CURSOR_COLOUR, 3.0, Qt.PenStyle.DashLine)
    item.setPen(pen)
    item.setZValue(30.0)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    item.hide()
    scene.addItem(item)
    return item


class KeyboardPlay(BoardScenes, QObject):
    """The keyboard cursor over the rack and table views.

    Args:
        controller: receives the intents.
        table_view: the table's view (a TableScene).
        rack_view: the rack's view (a RackScene).
    """

    def __init__(
        self, controller: GameController, table_view: QGraphicsView, rack_view: QGraphicsView
    ) -> None:
        super().__init__(table_view)
        self.controller = controller
        self.table_view = table_view
        self.rack_view = rack_view
        self.rack_index = 0
        self.cell: Cell = (0, 0)
        self.carried = Carried()
        self.active = False
        """The cursor shows once a key was used, so mouse players never see it."""
        self.last_result: MoveResult | None = None
        for view in (table_view, rack_view):
            view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            view.installEventFilter(self)
        self._table_cursor = _cursor_item(table_view.scene())
        self._rack_cursor = _cursor_item(rack_view.scene())

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            views = (self.table_view, self.rack_view)
            # not while the window is torn down: a view, or its scene, may be gone already
            if all(isValid(view) and view.scene() is not None for view in views):
                self.refresh()
            return False
        if kind != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        if event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        ):
            return False
        key = event.key()
        area = "table" if watched is self.table_view else "rack"
        if key in ARROWS or key in PICK_KEYS:
            self.active = True
        if key in ARROWS:
            self._move(area, *ARROWS[Qt.Key(key)])
            return True
        if key in PICK_KEYS:
            self._pick_or_put(area)
            return True
        if area == "rack" and key in (Qt.Key.Key_T, Qt.Key.Key_D):
            self.active = True
            if key == Qt.Key.Key_T:
                self._take_stack_top()
            else:
                self._discard()
            return True
        if key == Qt.Key.Key_Escape and self.carried.ids:
            self.drop_carried()
            return True
        return False

    # -- moving the cursor -----------------------------------------------------
    def _move(self, area: str, d_row: int, d_col: int) -> None:
        if area == "rack":
            scene = self.rack_scene
            limit = len(scene.order) + (1 if self.carried.ids else 0)
            step = d_col + d_row * scene.columns
            self.rack_index = max(0, min(max(0, limit - 1), self.rack_index + step))
        else:
            scene_t = self.table_scene
            row = max(0, min(scene_t.rows - 1, self.cell[0] + d_row))
            col = max(0, min(scene_t.columns - 1, self.cell[1] + d_col))
            self.cell = (row, col)
        self.refresh()

    # -- picking up and putting down ---------------------------------------------
    def _pick_or_put(self, area: str) -> None:
        under = self._tile_under(area)
        if under is not None and under not in self.carried.ids and self._may_add(area):
            self.carried.source = area
            self.carried.ids.append(under)
            self.refresh()
            return
        if not self.carried.ids:
            self.refresh()
            return
        ids = list(self.carried.ids)
        if area == "table":
            result = self.controller.put_tiles(ids, self.cell)
        elif self.carried.source == "rack":
            result = self.controller.move_in_rack(ids, self.rack_index)
        else:
            result = self.controller.move_to_rack(ids, self.rack_index)
        self.last_result = result
        if result.ok:
            self.carried = Carried()
        self.refresh()

    def _may_add(self, area: str) -> bool:
        return not self.carried.ids or self.carried.source == area

    def _tile_under(self, area: str) -> int | None:
        if area == "rack":
            order = self.rack_scene.order
            return order[self.rack_index] if 0 <= self.rack_index < len(order) else None
        t = self.controller.board.table[self.cell]
        return t.id if t is not None else None

    def _take_stack_top(self) -> None:
        """Draw and discard: carry the previous player's stack top, to put it down."""
        top = self.controller.board.stack_to_take
        if top is None:
            reason = translate("Keyboard", "no stack tile may be taken now")
            self.controller.moveRefused.emit(reason)
            self.last_result = MoveResult(False, reason)
            return
        self.carried = Carried("stack", [top.id])
        self.refresh()

    def _discard(self) -> None:
        """Draw and discard: the carried rack tile, or the one under the cursor, onto the stack."""
        under = self._tile_under("rack")
        if self.carried.source == "rack":
            ids = list(self.carried.ids)
        else:
            ids = [under] if under is not None else []
        self.last_result = self.controller.discard(ids)
        if self.last_result.ok:
            self.carried = Carried()
        self.refresh()

    def drop_carried(self) -> None:
        """Put the carried tiles back where they are (nothing moves)."""
        self.carried = Carried()
        self.refresh()

    # -- showing -------------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw the cursors and selection marks; say where the cursor is."""
        rack_order = self.rack_scene.order
        carried = set(self.carried.ids)
        for scene in (self.rack_scene, self.table_scene):
            for tid, item in scene.items_by_id.items():
                if tid in carried and not item.isSelected():
                    item.setSelected(True)
        if not self.controller.board.rack and self.carried.source == "rack":
            self.carried = Carried()
        self.rack_index = max(0, min(self.rack_index, max(0, len(rack_order))))
        rack_focus = self.active and self.rack_view.hasFocus()
        table_focus = self.active and self.table_view.hasFocus()
        slot = self.rack_scene.slot_pos(self.rack_index)
        self._place(self._rack_cursor, QRectF(slot.x() - 2, slot.y() - 2, 44, 58), rack_focus)
        self._place(
            self._table_cursor,
            self.table_scene.cell_rect(self.cell).adjusted(1, 1, -1, -1),
            table_focus,
        )
        self.rack_view.setAccessibleDescription(self._rack_words())
        self.table_view.setAccessibleDescription(self._table_words())

    def _place(self, item: QGraphicsPathItem, rect: QRectF, visible: bool) -> None:
        path = QPainterPath()
        path.addRoundedRect(rect, 6.0, 6.0)
        item.setPath(path)
        item.setVisible(visible)

    def _carrying_words(self) -> str:
        if not self.carried.ids:
            return ""
        names = ", ".join(describe_tile(tile(i)) for i in self.carried.ids)
        return translate("Keyboard", "; carrying %1").replace("%1", names)

    def _rack_words(self) -> str:
        order = self.rack_scene.order
        if not order:
            return translate("Keyboard", "no tiles") + self._carrying_words()
        if self.rack_index >= len(order):
            where = translate("Keyboard", "after the last tile")
        else:
            where = (
                translate("Keyboard", "%1, %2 of %3")
                .replace("%1", describe_tile(tile(order[self.rack_index])))
                .replace("%2", str(self.rack_index + 1))
                .replace("%3", str(len(order)))
            )
        return where + self._carrying_words()

    def _table_words(self) -> str:
        row, col = self.cell
        t = self.controller.board.table[self.cell]
        what = describe_tile(t) if t is not None else translate("Keyboard", "empty")
        return (
            translate("Keyboard", "row %1, column %2: %3")
            .replace("%1", str(row + 1))
            .replace("%2", str(col + 1))
            .replace("%3", what)
        ) + self._carrying_words()
