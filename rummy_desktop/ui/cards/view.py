"""The card table's view: dragging cards with the mouse, and playing with the keyboard.

KPatience's drop protocol: a press picks up what lies under the mouse (a card
of the hand, with the other selected cards; the stock; the pile from the
grabbed depth; a meld put out), the move carries it, and the release asks
the scene what lies there. The view turns that into an intent through its
``drop`` handler (the window's, which asks the controller); a refused drop
glides back to where it came from while the reason is shown. A click (no
move) on a hand card selects it. Nothing here decides what is legal.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from PySide6.QtCore import QPointF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView, QWidget

from rummy_desktop.cards.core.cards import Card
from rummy_desktop.ui.cards.scene import CardItem, CardTableScene, Role, Target
from rummy_desktop.ui.compat import override

GLIDE_MS: Final = 220
"""How long a refused drop takes to glide back."""


@dataclass
class Grab:
    """What a press picked up: where from, which cards, and the items carried."""

    role: Role
    cards: tuple[Card, ...] = ()
    depth: int = 1
    index: int = 0
    items: list[CardItem] = field(default_factory=list)
    origins: list[QPointF] = field(default_factory=list)
    pressed: Card | None = None


DropHandler = Callable[[Grab, Target], bool]
"""Asks for the intent of a drop; True when it was played (False: it glides back)."""


class CardTableView(QGraphicsView):
    """Shows a :class:`CardTableScene` at the viewport's size and carries drags.

    Signals:
        selectionChanged(): the selected hand cards changed.
    """

    selectionChanged = Signal()  # noqa: N815 - Qt signal name

    def __init__(self, scene: CardTableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.card_scene = scene
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 360)
        self.drop: DropHandler | None = None
        self.keys: Callable[[QKeyEvent], bool] | None = None
        self._press: QPointF | None = None
        self._grab: Grab | None = None
        self._dragging = False
        self._glide: QVariantAnimation | None = None

    @property
    def busy(self) -> bool:
        """A drag or a glide back is under way (the board waits to be redrawn)."""
        return self._dragging or self._glide is not None

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.card_scene.set_size(size.width(), size.height())

    # -- the mouse ----------------------------------------------------------
    @override
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._glide is not None:
            return
        point = self.mapToScene(event.position().toPoint())
        self._press = point
        self._grab = self._grab_at(point)
        self._dragging = False
        event.accept()

    @override
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None or self._grab is None:
            return
        point = self.mapToScene(event.position().toPoint())
        moved = point - self._press
        if not self._dragging:
            if moved.manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = True
            for i, item in enumerate(self._grab.items):
                item.setZValue(1000 + i)
        for item, origin in zip(self._grab.items, self._grab.origins, strict=True):
            item.setPos(origin + moved)
        event.accept()

    @override
    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        grab, press, dragging = self._grab, self._press, self._dragging
        self._grab, self._press, self._dragging = None, None, False
        if grab is None or press is None or event.button() != Qt.MouseButton.LeftButton:
            return
        event.accept()
        point = self.mapToScene(event.position().toPoint())
        if not dragging:
            self._clicked(grab)
            return
        target = self.card_scene.target_at(point)
        played = self.drop is not None and self.drop(grab, target)
        if not played and grab.items and grab.items[0].scene() is self.card_scene:
            self._glide_back(grab)

    @override
    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """A double click on the stock draws; on the pile takes from that depth."""
        point = self.mapToScene(event.position().toPoint())
        grab = self._grab_at(point)
        if grab is not None and grab.role in (Role.STOCK, Role.PILE) and self.drop is not None:
            self.drop(grab, Target(Role.HAND, len(self.card_scene.board.hand)))
        event.accept()

    def _grab_at(self, point: QPointF) -> Grab | None:
        scene = self.card_scene
        item = scene.item_at(point)
        if item is None:
            return None
        if item.role is Role.HAND and item.card is not None:
            if item.card in scene.selected:
                items = [it for it in scene.hand_items if it.card in scene.selected]
            else:
                items = [item]
            cards = tuple(it.card for it in items if it.card is not None)
            origins = [it.pos() for it in items]
            return Grab(Role.HAND, cards, items=items, origins=origins, pressed=item.card)
        if item.role is Role.STOCK:
            top = scene.stock_item or item
            return Grab(Role.STOCK, items=[top], origins=[top.pos()])
        if item.role is Role.PILE:
            depth = scene.pile_depth_at(point)
            items = [it for it in scene.pile_items if it.index <= depth] or [item]
            cards = tuple(it.card for it in items if it.card is not None)
            return Grab(Role.PILE, cards, depth, items=items, origins=[it.pos() for it in items])
        if item.role is Role.STAGED:
            items = scene.staged_items[item.index]
            cards = tuple(it.card for it in items if it.card is not None)
            return Grab(
                Role.STAGED, cards, index=item.index, items=items, origins=[i.pos() for i in items]
            )
        return None

    def _clicked(self, grab: Grab) -> None:
        """A click on a hand card selects it (or lets it go), to drag or lay several."""
        if grab.role is not Role.HAND or grab.pressed is None:
            return
        scene = self.card_scene
        scene.selected ^= {grab.pressed}
        scene.focus = next(
            (i for i, it in enumerate(scene.hand_items) if it.card == grab.pressed), scene.focus
        )
        scene.redraw()
        self.selectionChanged.emit()

    def _glide_back(self, grab: Grab) -> None:
        starts = [item.pos() for item in grab.items]
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(GLIDE_MS)

        def step(value: object) -> None:
            share = float(value) if isinstance(value, float | int) else 1.0
            for item, start, origin in zip(grab.items, starts, grab.origins, strict=True):
                if item.scene() is self.card_scene:
                    item.setPos(start + (origin - start) * share)

        def done() -> None:
            self._glide = None
            self.card_scene.redraw()

        animation.valueChanged.connect(step)
        animation.finished.connect(done)
        self._glide = animation
        animation.start()

    # -- the keyboard -------------------------------------------------------
    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.keys is not None and self.keys(event):
            event.accept()
            return
        super().keyPressEvent(event)
