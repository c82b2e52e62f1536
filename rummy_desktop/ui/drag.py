"""Dragging tiles between rack and table, with the drop protocol of KPatience.

A press on a tile starts a drag session that spans both views: the lifted
tiles follow the pointer on a transparent overlay over the whole board, so
they can leave the rack and land on the table. On release the session finds
the target (a table cell or a rack slot), asks the controller, and when the
controller refuses the tiles glide back to where they came from while the
reason is shown. Positions are handled in global coordinates, so it does not
matter which viewport the events are delivered to.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QApplication, QGraphicsView, QWidget

from rummy_desktop.app.controller import GameController, MoveResult
from rummy_desktop.app.i18n import translate
from rummy_desktop.core.tiles import Tile
from rummy_desktop.ui.board_views import BoardScenes
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.tile_art import TILE_H, TILE_W, TileLook, paint_tile
from rummy_desktop.ui.tile_item import TileItem

RETURN_MS: Final = 180
LIFTED_OPACITY: Final = 0.25


@dataclass
class _Session:
    source: str  # "table" or "rack"
    items: list[TileItem]
    anchor: TileItem
    press_global: QPointF
    grab: QPointF  # pointer position inside the anchor tile, in scene units
    dragging: bool = False
    offsets: list[QPointF] = field(default_factory=list)


class DragOverlay(QWidget):
    """Paints lifted tiles under the pointer, above both views; never takes clicks."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.tiles: list[tuple[Tile, QPointF]] = []
        self.anchor = QPointF()
        self.scale = 1.0
        self._back: QVariantAnimation | None = None
        self.hide()

    def show_tiles(self, tiles: list[tuple[Tile, QPointF]], scale: float) -> None:
        self.tiles = tiles
        self.scale = scale
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.raise_()
        self.show()

    def move_anchor(self, local: QPointF) -> None:
        self.anchor = local
        self.update()

    def glide_back(self, target: QPointF, done: Callable[[], None]) -> None:
        """Glide the tiles to ``target`` (the anchor's home), then call ``done``."""
        back = QVariantAnimation(self)
        back.setStartValue(self.anchor)
        back.setEndValue(target)
        back.setDuration(RETURN_MS)
        back.valueChanged.connect(self.move_anchor)
        back.finished.connect(done)
        self._back = back
        back.start()

    @property
    def returning(self) -> bool:
        return self._back is not None and self._back.state() == QVariantAnimation.State.Running

    def finish(self) -> None:
        if self._back is not None:
            self._back.stop()
            self._back = None
        self.tiles = []
        self.hide()

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        w, h = TILE_W * self.scale, TILE_H * self.scale
        for t, offset in self.tiles:
            top_left = self.anchor + offset * self.scale
            paint_tile(painter, QRectF(top_left.x(), top_left.y(), w, h), t, TileLook())
        painter.end()


def tile_at(view: QGraphicsView, point: QPoint) -> TileItem | None:
    """The topmost tile under a view point, looking through hint ghosts and frames."""
    return next((i for i in view.items(point) if isinstance(i, TileItem)), None)


class DragController(BoardScenes, QObject):
    """Turns mouse events on the table and rack viewports into controller intents.

    Args:
        controller: receives the intents.
        table_view: the table's view (its scene is a TableScene).
        rack_view: the rack's view (its scene is a RackScene).
        overlay: where lifted tiles are painted.
    """

    def __init__(
        self,
        controller: GameController,
        table_view: QGraphicsView,
        rack_view: QGraphicsView,
        overlay: DragOverlay,
    ) -> None:
        super().__init__(overlay)
        self.controller = controller
        self.table_view = table_view
        self.rack_view = rack_view
        self.overlay = overlay
        self._session: _Session | None = None
        self.last_result: MoveResult | None = None
        table_view.viewport().installEventFilter(self)
        rack_view.viewport().installEventFilter(self)

    @property
    def source(self) -> str:
        """Where the tiles of the drag in progress came from: "rack", "table" or ""."""
        return self._session.source if self._session is not None else ""

    @property
    def busy(self) -> bool:
        """A drag or a refused tile's return is in progress."""
        return self._session is not None or self.overlay.returning

    def cancel(self) -> None:
        """Drop any drag in progress without moving anything (the board changed)."""
        if self._session is not None:
            for item in self._session.items:
                item.setOpacity(1.0)
        self._session = None
        self.overlay.finish()

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if not isinstance(event, QMouseEvent):
            return False
        if kind == QEvent.Type.MouseButtonPress:
            return self._press(watched, event)
        if kind == QEvent.Type.MouseButtonDblClick:
            return self._double_click(watched, event)
        if kind == QEvent.Type.MouseMove:
            return self._move(event)
        if kind == QEvent.Type.MouseButtonRelease:
            return self._release(event)
        return False

    # -- events ---------------------------------------------------------------
    def _view_of(self, viewport: QObject) -> QGraphicsView | None:
        if viewport is self.table_view.viewport():
            return self.table_view
        if viewport is self.rack_view.viewport():
            return self.rack_view
        return None

    def _press(self, watched: QObject, event: QMouseEvent) -> bool:
        view = self._view_of(watched)
        if view is None or event.button() != Qt.MouseButton.LeftButton or self.overlay.returning:
            return False
        item = tile_at(view, event.position().toPoint())
        if item is None:
            return False
        stacks = self.rack_scene.stacks
        if stacks.holds(item) and not stacks.takeable_item(item):
            return True  # a stack's top may be looked at, not moved
        scene = view.scene()
        if event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
        ):
            item.setSelected(not item.isSelected())
            return True
        if not item.isSelected():
            scene.clearSelection()
            item.setSelected(True)
        items = [i for i in scene.selectedItems() if isinstance(i, TileItem)]
        items.sort(key=lambda i: (i.pos().y() // 10, i.pos().x()))
        scene_point = view.mapToScene(event.position().toPoint())
        self._session = _Session(
            source="table" if view is self.table_view else "rack",
            items=items,
            anchor=item,
            press_global=event.globalPosition(),
            grab=scene_point - item.pos(),
        )
        return True

    def _double_click(self, watched: QObject, event: QMouseEvent) -> bool:
        """Double-click on a table tile selects its whole meld, to drag it at once."""
        if watched is not self.table_view.viewport():
            return False
        item = tile_at(self.table_view, event.position().toPoint())
        if item is None:
            return False
        table = self.controller.board.table
        cell = table.cell_of(item.tile)
        meld = table.meld_at(cell) if cell is not None else None
        if meld is None:
            return False
        self.table_scene.clearSelection()
        for t in meld.tiles:
            tile_item = self.table_scene.items_by_id.get(t.id)
            if tile_item is not None:
                tile_item.setSelected(True)
        return True

    def _move(self, event: QMouseEvent) -> bool:
        session = self._session
        if session is None:
            return False
        if not session.dragging:
            distance = (event.globalPosition() - session.press_global).manhattanLength()
            if distance < QApplication.startDragDistance():
                return True
            self._lift(session)
        self.overlay.move_anchor(self._overlay_anchor(event.globalPosition(), session))
        return True

    def _release(self, event: QMouseEvent) -> bool:
        session = self._session
        if session is None:
            return False
        self._session = None
        if not session.dragging:
            return True
        self.last_result = self._drop(session, event.globalPosition())
        if self.last_result.ok:
            self._land(session)
        else:
            home = self._home_of(session)
            self.overlay.glide_back(home, lambda: self._land(session))
        return True

    # -- the drop protocol -------------------------------------------------------
    def _lift(self, session: _Session) -> None:
        session.dragging = True
        view = self.table_view if session.source == "table" else self.rack_view
        for item in session.items:
            item.setOpacity(LIFTED_OPACITY)
        tiles = [(i.tile, i.pos() - session.anchor.pos()) for i in session.items]
        self.overlay.show_tiles(tiles, self._scale(view))

    def _land(self, session: _Session) -> None:
        for item in session.items:
            item.setOpacity(1.0)
        self.overlay.finish()

    def _drop(self, session: _Session, global_pos: QPointF) -> MoveResult:
        ids = [i.tile.id for i in session.items]
        point = global_pos.toPoint()
        if self._over(self.table_view, point):
            return self._drop_on_table(session, ids, point)
        if self._over(self.rack_view, point):
            scene_point = self._scene_point(self.rack_view, point, session)
            index = self.rack_scene.index_at(scene_point)
            if self.rack_scene.stacks.over_own(scene_point):
                return self.controller.discard(ids)
            if self.rack_scene.stacks.holds(session.anchor):  # the stack top onto the rack
                return self.controller.move_to_rack(ids, index)
            if session.source == "rack":
                return self.controller.move_in_rack(ids, index)
            return self.controller.move_to_rack(ids, index)
        reason = translate("Drag", "drop tiles on the table or on your rack")
        self.controller.moveRefused.emit(reason)
        return MoveResult(False, reason)

    def _drop_on_table(self, session: _Session, ids: list[int], point: QPoint) -> MoveResult:
        scene_point = self._scene_point(self.table_view, point, session)
        target = self.table_scene.cell_at(scene_point)
        if target is None:
            reason = translate("Drag", "that is outside the table")
            self.controller.moveRefused.emit(reason)
            return MoveResult(False, reason)
        return self.controller.put_tiles(ids, target, session.anchor.tile.id)

    # -- coordinates -------------------------------------------------------------
    def _scale(self, view: QGraphicsView) -> float:
        return float(view.transform().m11())

    def _over(self, view: QGraphicsView, global_point: QPoint) -> bool:
        local = view.viewport().mapFromGlobal(global_point)
        return bool(view.viewport().rect().contains(local))

    def _scene_point(self, view: QGraphicsView, global_point: QPoint, session: _Session) -> QPointF:
        """The scene point under the lifted anchor tile's centre."""
        local = view.viewport().mapFromGlobal(global_point)
        source = self.table_view if session.source == "table" else self.rack_view
        source_scale = self._scale(source)
        centre_px = QPointF(local) + (QPointF(TILE_W, TILE_H) / 2 - session.grab) * source_scale
        return view.mapToScene(centre_px.toPoint())

    def _overlay_anchor(self, global_pos: QPointF, session: _Session) -> QPointF:
        source = self.table_view if session.source == "table" else self.rack_view
        local = QPointF(self.overlay.mapFromGlobal(global_pos.toPoint()))
        return local - session.grab * self._scale(source)

    def _home_of(self, session: _Session) -> QPointF:
        view = self.table_view if session.source == "table" else self.rack_view
        in_view = view.mapFromScene(session.anchor.pos())
        global_point = view.viewport().mapToGlobal(in_view)
        return QPointF(self.overlay.mapFromGlobal(global_point))
