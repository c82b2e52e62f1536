"""The two views of the board: the table (zoomable) and the rack (always fitted).

Both keep their scene fitted to the widget when the window resizes; the
table view can also be zoomed in and out from the View menu, and fitted
again. Mouse handling lives in :mod:`rummy_desktop.ui.drag`, which sees both
views, because a tile dragged from the rack ends on the table.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QPainter,
    QPen,
    QResizeEvent,
    QShowEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsScene,
    QGraphicsView,
    QSizePolicy,
    QStyle,
    QWidget,
)

from rummy_desktop.app.i18n import translate
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.focus_ring import RING_WIDTH, ring_colour
from rummy_desktop.ui.rack_scene import WOOD_DARK, RackScene
from rummy_desktop.ui.table_scene import TableScene
from rummy_desktop.ui.themes import current_theme
from rummy_desktop.ui.tile_art import TILE_H

ZOOM_STEP: Final = 1.25
MAX_ZOOM: Final = 4.0
LARGE_TILE_PX: Final = 42.0
"""How tall table tiles stand on screen at least with large tiles."""
PLAY_MAX_SCALE: Final = 1.25
"""The most the fit to the melds in play enlarges tiles (a few melds on a big screen)."""


class BoardView(QGraphicsView):
    """A view that fits its scene, or holds a zoom factor relative to the fit."""

    scrolls_when_fitted = False
    """Whether scroll bars may show at zoom 1 (the table's grid can outgrow its fit)."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.zoom = 1.0
        self._fitting = False
        self._anchor: QPointF | None = None
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        scene.sceneRectChanged.connect(lambda _rect: self.refit())

    def fit_rect(self) -> QRectF:
        """The part of the scene that must fit the view at zoom 1."""
        scene = self.scene()
        return scene.sceneRect() if scene is not None else QRectF()

    def refit(self) -> None:
        """Fit :meth:`fit_rect` into the view, then apply the zoom factor.

        The scale depends only on the fit rectangle, the zoom and the view's
        size without scroll bars (room for them is kept aside), so a scene
        that grows a row, or a scroll bar that comes and goes, never rescales
        the tiles. The view's scene area is the fitted area around the fit
        rectangle united with the whole scene: growth inside the visible area
        moves nothing, growth past it brings scroll bars.
        """
        scene = self.scene()
        rect = self.fit_rect()
        if scene is None or rect.isEmpty() or self.viewport().width() < 2 or self._fitting:
            return
        self._fitting = True
        try:
            self._fit(scene, rect)
        finally:
            self._fitting = False
        self._anchor = self.mapToScene(0, 0)

    def _fit(self, scene: QGraphicsScene, rect: QRectF) -> None:
        room = self.maximumViewportSize()
        spare = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent) + 2
        width, height = max(1, room.width() - spare), max(1, room.height() - spare)
        rect, scale, from_corner = self.fit_target(rect, width, height)
        rescaled = abs(scale - self.scale_factor()) > 1e-9
        # At the same scale the corner stays put: scroll bars that come with
        # a grown grid must not slide the tiles under the mouse.
        anchor = None if rescaled else self._anchor
        if rescaled:
            self.setTransform(QTransform.fromScale(scale, scale))
        # A pixel less than the room, so rounding never brings scroll bars by itself.
        shown = QRectF(0.0, 0.0, (room.width() - 1) / scale, (room.height() - 1) / scale)
        if from_corner:
            shown.moveTopLeft(rect.topLeft())
        else:
            shown.moveCenter(rect.center())
        self.setSceneRect(shown.united(scene.sceneRect()))
        if anchor is not None:
            here = self.mapFromScene(anchor)
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + here.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() + here.y())
        if not self.scrolls_when_fitted:
            policy = (
                Qt.ScrollBarPolicy.ScrollBarAlwaysOff
                if self.zoom <= 1.0
                else Qt.ScrollBarPolicy.ScrollBarAsNeeded
            )
            self.setHorizontalScrollBarPolicy(policy)
            self.setVerticalScrollBarPolicy(policy)
        if rescaled and (self.zoom > 1.0 or from_corner):
            # Zoomed in (or large tiles): start at the first row, not the middle.
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().minimum())
            self.verticalScrollBar().setValue(self.verticalScrollBar().minimum())

    def fit_target(self, rect: QRectF, width: int, height: int) -> tuple[QRectF, float, bool]:
        """The rectangle to show, the scale, and whether to show it from its top left
        corner (else centred), for a view ``width`` by ``height`` pixels."""
        return rect, min(width / rect.width(), height / rect.height()) * self.zoom, False

    @override
    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        if self.hasFocus():  # the frame moved with the scrolled pixels: draw it anew
            self.viewport().update()
        if not self._fitting:  # the player scrolled: that is the corner to keep
            self._anchor = self.mapToScene(0, 0)

    def zoom_in(self) -> None:
        self.zoom = min(MAX_ZOOM, self.zoom * ZOOM_STEP)
        self.refit()

    def zoom_out(self) -> None:
        self.zoom = max(1.0, self.zoom / ZOOM_STEP)
        self.refit()

    def zoom_to_fit(self) -> None:
        self.zoom = 1.0
        self.refit()

    def scale_factor(self) -> float:
        """Screen pixels per scene unit."""
        return float(self.transform().m11())

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fitting = True  # Qt's own scrolling on a resize is not the player's
        try:
            super().resizeEvent(event)
        finally:
            self._fitting = False
        self.refit()

    @override
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.refit()

    # -- the focus frame: a keyboard player sees where the keys go ----------------
    def focus_backdrop(self) -> QColor:
        """The colour the focus frame is drawn on (it is chosen to stand out from it)."""
        return QColor(current_theme().felt)

    @override
    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        super().drawForeground(painter, rect)
        if not self.hasFocus():
            return
        painter.save()
        painter.resetTransform()
        painter.setPen(QPen(ring_colour(self.focus_backdrop()), RING_WIDTH))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = RING_WIDTH / 2
        frame = QRectF(self.viewport().rect()).adjusted(half, half, -half, -half)
        painter.drawRect(frame)
        painter.restore()

    @override
    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.viewport().update()

    @override
    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()


class TableView(BoardView):
    """The table; an empty-space drag draws a rubber band to select tiles."""

    scrolls_when_fitted = True

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.large = False
        """Large tiles: tiles at least :data:`LARGE_TILE_PX` tall, scrolling if need be."""
        self.setDragMode(QGraphicsView.DragMode.RubberBandDrag)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(translate("BoardView", "Table"))

    @override
    def fit_rect(self) -> QRectF:
        """The table's own grid, not the extra row and column offered for growth."""
        scene = self.scene()
        if isinstance(scene, TableScene):
            return scene.base_rect()
        return super().fit_rect()

    @override
    def fit_target(self, rect: QRectF, width: int, height: int) -> tuple[QRectF, float, bool]:
        """The whole grid; with large tiles the melds in play with room for a new meld
        when that makes tiles bigger, and tiles never shorter than :data:`LARGE_TILE_PX`."""
        whole = min(width / rect.width(), height / rect.height())
        scene = self.scene()
        if not self.large or not isinstance(scene, TableScene):
            return rect, whole * self.zoom, False
        play = scene.play_rect()
        fitted = min(width / play.width(), height / play.height(), PLAY_MAX_SCALE)
        fitted = max(fitted, LARGE_TILE_PX / TILE_H)
        if fitted <= whole:
            return rect, whole * self.zoom, False
        return play, fitted * self.zoom, True

    @override
    def sizeHint(self) -> QSize:
        return QSize(900, 420)

    @override
    def wheelEvent(self, event: QWheelEvent) -> None:
        """Ctrl and the wheel zoom the table in and out (as Ctrl+plus and minus); the
        wheel alone scrolls it."""
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            turn = event.angleDelta().y()
            if turn > 0:
                self.zoom_in()
            elif turn < 0:
                self.zoom_out()
            event.accept()
            return
        super().wheelEvent(event)


class RackView(BoardView):
    """The rack; keeps a steady height so the table gets the rest."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumHeight(110)
        self.setMaximumHeight(190)
        self.setAccessibleName(translate("BoardView", "Your rack"))

    @override
    def focus_backdrop(self) -> QColor:
        return WOOD_DARK

    @override
    def sizeHint(self) -> QSize:
        return QSize(900, 150)


class BoardScenes:
    """Typed access to the scenes of the two views, for the mouse and keyboard controllers."""

    table_view: QGraphicsView
    rack_view: QGraphicsView

    @property
    def table_scene(self) -> TableScene:
        scene = self.table_view.scene()
        assert isinstance(scene, TableScene)
        return scene

    @property
    def rack_scene(self) -> RackScene:
        scene = self.rack_view.scene()
        assert isinstance(scene, RackScene)
        return scene
