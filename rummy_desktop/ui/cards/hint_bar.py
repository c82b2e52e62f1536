"""The card hint as steps to follow, floating over the card table.

The card counterpart of :class:`~rummy_desktop.ui.hint_bar.HintBar`, with its
look and its buttons. It is drawn only from the ``hint`` its source (the card
controller) keeps for the person on turn, and only while that person is on
turn: never over a hand-over screen, never for the next seat, and nothing of
it reaches the game log. Each step says in words what to do and shows its
cards painted as on the table; the table marks them in gold (the window tells
:meth:`~rummy_desktop.ui.cards.scene.CardTableScene.set_hint`). "Show next
step" moves on, "Do it for me" plays the step shown (and the steps before it
not yet made), each an action Undo takes back; "Close" puts the hint away.

The bar floats over the table part of the view, above the hand, and moves to
the top of the table when it would cover the meld its step lays off on.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, Protocol

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QGraphicsView,
    QSizePolicy,
    QWidget,
)

from rummy_desktop.app.cards.board import CardBoard
from rummy_desktop.app.cards.hint import CardHint, CardHintStep, StepKind
from rummy_desktop.app.cards.words import card_text
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.cards.core.cards import Card
from rummy_desktop.ui.cards.art import CARD_RATIO, LOOKS, CardLook, card_name, draw_face
from rummy_desktop.ui.cards.scene import CardTableScene
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.hint_bar import HintFrame, HintSteps

STRIP_CARD_W: Final = 34
MARGIN: Final = 8
MELD_GAP: Final = 10
"""Pixels between the melds of a step in the strip."""


class CardHintSource(HintSteps, Protocol):
    """What the card bar reads and asks: the card controller."""

    @property
    def board(self) -> CardBoard: ...

    @property
    def hint(self) -> CardHint | None: ...


class CardStrip(QWidget):
    """Small cards painted as on the table (the window's look), melds apart."""

    def __init__(self, look: Callable[[], CardLook], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.look = look
        self.groups: list[tuple[Card, ...]] = []
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_groups(self, groups: Sequence[Sequence[Card]]) -> None:
        self.groups = [tuple(g) for g in groups if g]
        names = "; ".join(", ".join(card_name(c) for c in g) for g in self.groups)
        self.setAccessibleDescription(names)
        self.updateGeometry()
        self.update()

    @override
    def sizeHint(self) -> QSize:
        cards = sum(len(g) for g in self.groups)
        width = cards * (STRIP_CARD_W + 3) + max(0, len(self.groups) - 1) * MELD_GAP + 4
        return QSize(width, int(STRIP_CARD_W * CARD_RATIO) + 4)

    @override
    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.sizeHint().height())

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        look, x = self.look(), 2.0
        for group in self.groups:
            for card in group:
                draw_face(
                    painter, card, QRectF(x, 2, STRIP_CARD_W, STRIP_CARD_W * CARD_RATIO), look
                )
                x += STRIP_CARD_W + 3
            x += MELD_GAP
        painter.end()


def hint_words(hint: CardHint, board: CardBoard) -> str:
    """What the hint says as a whole: what to draw, how many cards to lay, what to discard."""
    steps = hint.steps
    first = steps[0] if steps else None
    if first is not None and first.kind is StepKind.DRAW_STOCK:
        return translate("CardHintBar", "Hint: draw from the stock.")
    if first is not None and first.kind is StepKind.TAKE_PILE:
        return translate(
            "CardHintBar", "Hint: take from the discard pile: it completes a meld this turn."
        )
    if first is not None and first.kind is StepKind.PUT_BACK:
        return translate(
            "CardHintBar",
            "Hint: the card taken cannot be used this turn: put it back and draw from the stock.",
        )
    if steps:
        cards = sum(len(s.cards) for s in steps)
        text = fill(translate("CardHintBar", "Hint: %1 of your cards can be laid."), cards)
        if hint.discard is not None:
            text += " " + fill(
                translate("CardHintBar", "Then discard %1."), card_text(hint.discard)
            )
        return text
    if hint.done and hint.discard is not None:
        return fill(translate("CardHintBar", "Hint: now discard %1."), card_text(hint.discard))
    seat = board.turn
    opening = board.opening_points and seat < len(board.opened) and not board.opened[seat]
    if opening:
        text = fill(
            translate(
                "CardHintBar",
                "Hint: nothing to lay. Your cards make no opening of %1 points"
                " the rules allow this turn.",
            ),
            board.opening_points,
        )
    else:
        text = translate(
            "CardHintBar",
            "Hint: nothing to lay. None of your cards makes a meld or fits one on the table.",
        )
    if hint.discard is not None:
        text += " " + fill(translate("CardHintBar", "Discard %1."), card_text(hint.discard))
    return text


def step_words(step: CardHintStep, number: int, count: int) -> str:
    """What to do in one step."""
    head = fill(translate("HintBar", "Step %1 of %2:"), number, count)
    if step.kind is StepKind.DRAW_STOCK:
        what = translate("CardHintBar", "draw the top card of the stock.")
    elif step.kind is StepKind.TAKE_PILE:
        what = translate(
            "CardHintBar",
            "take what is marked in gold on the discard pile:"
            " it makes a meld with the cards marked in your hand.",
        )
    elif step.kind is StepKind.PUT_BACK:
        what = translate("CardHintBar", "put the cards taken back on the discard pile.")
    elif step.kind is StepKind.OPEN:
        what = translate("CardHintBar", "lay these melds together: they are your opening.")
    elif step.kind is StepKind.MELD:
        what = translate("CardHintBar", "lay these cards as a new meld.")
    else:
        meld = (step.meld or 0) + 1
        what = fill(translate("CardHintBar", "lay these cards off on meld %1."), meld)
    return f"{head} {what}"


def step_groups(step: CardHintStep) -> list[tuple[Card, ...]]:
    """The cards a step shows, meld by meld."""
    if step.kind is StepKind.TAKE_PILE:
        return [step.taken, step.cards]
    if step.melds:
        return list(step.melds)
    return [step.cards]


class CardHintBar(HintFrame):
    """The private card hint, one step at a time, floating over the card table.

    Args:
        source: the card controller.
        host: the card table's view, which the bar floats over.
        look: the cards' look now (the window's four-colour setting).
    """

    def __init__(
        self,
        source: CardHintSource,
        host: QWidget,
        look: Callable[[], CardLook] = lambda: LOOKS["two"],
    ) -> None:
        strip = CardStrip(look)
        tip = translate("CardHintBar", "Play the step shown for me; Undo takes it back")
        super().__init__(source, host, strip, tip)
        self.strip = strip
        self.source = source
        self._area = QRect()
        self._avoid = QRect()

    def current_step(self) -> CardHintStep | None:
        """The step shown now, while the person who asked is on turn; else None."""
        source = self.source
        hint = source.hint
        if hint is None or not hint.steps or not source.board.on_turn:
            return None
        return hint.steps[min(source.hint_step, len(hint.steps) - 1)]

    def mark(self, scene: CardTableScene) -> None:
        """Tell ``scene`` what to mark in gold at its next redraw: the step shown, or nothing."""
        step = self.current_step()
        if step is None:
            scene.set_hint()
            return
        stock = step.kind is StepKind.DRAW_STOCK
        pile = len(step.taken) if step.kind is StepKind.TAKE_PILE else 0
        scene.set_hint(frozenset(step.cards), step.meld, pile, stock)

    def place_over(self, scene: CardTableScene, view: QGraphicsView) -> None:
        """Show or hide the bar over the table's part of ``view``, clear of the step's meld."""
        step = self.current_step()
        meld = step.meld if step is not None else None
        avoid = None
        if meld is not None and 0 <= meld < len(scene.meld_rects):
            avoid = view.mapFromScene(scene.meld_rects[meld]).boundingRect()
        self.refresh(view.mapFromScene(scene.table_rect).boundingRect(), avoid)

    def refresh(self, area: QRect | None = None, avoid: QRect | None = None) -> None:
        """Show what the source keeps for the person on turn, or hide.

        Args:
            area: the table's part of the host (between the pile and the hand),
                whose bottom the bar sits on; the whole host when empty.
            avoid: the meld the step lays off on, which the bar must not cover.
        """
        self._area = QRect(area) if area is not None else QRect()
        self._avoid = QRect(avoid) if avoid is not None else QRect()
        source = self.source
        board = source.board
        hint = source.hint if board.on_turn else None
        if hint is None and not (board.on_turn and source.hint_searching):
            self.hide()
            return
        step = self.current_step()
        if hint is None:
            self.title.setText(translate("HintBar", "Looking for a hint…"))
            self.words.setText("")
        else:
            self.title.setText(hint_words(hint, board))
            number = hint.done + source.hint_step + 1
            self.words.setText(step_words(step, number, hint.count) if step else "")
        groups = step_groups(step) if step is not None else []
        self.strip.set_groups(groups)
        self.strip.setVisible(any(groups))
        self.words.setVisible(step is not None)
        steps = hint.steps if hint is not None else ()
        last = not steps or source.hint_step >= len(steps) - 1
        self.next_button.setEnabled(not last)
        self.do_button.setEnabled(step is not None)
        self.next_button.setVisible(bool(steps))
        self.do_button.setVisible(bool(steps))
        self._place()
        self.show()
        self.raise_()

    def _place(self) -> None:
        host = self.host.rect()
        area = self._area if self._area.isValid() and not self._area.isEmpty() else host
        width = min(max(360, area.width() // 2), host.width() - 2 * MARGIN)
        self.setFixedWidth(max(120, width))
        self.adjustSize()
        left = max(MARGIN, area.right() - self.width() - MARGIN)
        top = max(0, area.bottom() - self.height() - MARGIN)
        place = QRect(left, top, self.width(), self.height())
        if self._avoid.isValid() and place.intersects(self._avoid):
            place.moveTop(max(0, area.top() + MARGIN))
        self.move(place.topLeft())

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.host and event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False


__all__ = ["CardHintBar", "CardHintSource", "hint_words", "step_groups", "step_words"]
