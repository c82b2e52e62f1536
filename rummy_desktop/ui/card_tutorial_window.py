"""The card tutorial's window: the real card table, and the tutorial panel beside it.

It plays on a :class:`~rummy_desktop.app.card_controller.CardController` of
its own (see :mod:`rummy_desktop.app.card_tutorial`), so the card window's
game, its autosave, "continue the last card game" and the statistics are
never touched. The table is the card window's own scene and view, and a drop
means here what it means there (the stock or the pile onto the hand draws,
cards onto the table meld, onto a meld lay off or win its joker, onto the
pile discard), so what the learner does here is what they will do in a game.
The panel is the tile tutorial's, unchanged but for its closing words.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from rummy_desktop.app.card_controller import CardController, CardResult
from rummy_desktop.app.card_tutorial import (
    card_steps,
    card_tutorial_ending,
    tutorial_card_controller,
)
from rummy_desktop.app.i18n import translate
from rummy_desktop.app.tutorial import Tutorial
from rummy_desktop.cards.core.actions import Side
from rummy_desktop.cards.core.cards import Card
from rummy_desktop.ui.card_scene import CardTableScene, Role, Target
from rummy_desktop.ui.card_view import CardTableView, Grab
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.tutorial_window import TutorialPanel, place_tutorial

SETTLE_MS: Final = 50
"""How often a redraw waiting for a drag to end looks again."""


class CardTutorialWindow(QWidget):
    """A guided Rummy 51 game on the real card table, in a window of its own.

    Args:
        parent: the card window (the tutorial opens over it, modal to it).
        controller: the tutorial's game (a fresh one by default).

    Signals:
        closed(bool): the window closed; True when the tutorial was finished.
        playRequested(): the learner asked for a real game at the end.
    """

    closed = Signal(bool)
    playRequested = Signal()  # noqa: N815 - Qt signal name

    def __init__(
        self, parent: QWidget | None = None, controller: CardController | None = None
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(translate("Tutorial", "Learn to play Rummy 51"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.controller = controller if controller is not None else tutorial_card_controller()
        self.controller.setParent(self)
        self.tutorial = Tutorial(card_steps(self.controller), self)
        self.scene = CardTableScene(self)
        self.view = CardTableView(self.scene)
        self.view.drop = self._drop
        self.view.selectionChanged.connect(self._refresh_buttons)
        self.panel = TutorialPanel(self.tutorial, card_tutorial_ending)
        self._build()
        self._finished = False
        self._closing = False
        self._stale = False
        c = self.controller
        c.changed.connect(self.refresh)
        c.changed.connect(self.tutorial.board_changed)
        c.refused.connect(self.tutorial.move_refused)
        self.tutorial.stepChanged.connect(self._step_began)
        self.tutorial.finished.connect(self._on_finished)
        self.tutorial.left.connect(self._on_left)
        self.panel.playRequested.connect(self._play)
        self.panel.closeRequested.connect(self.close)
        self._place()

    def _build(self) -> None:
        outer = QHBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        column = QVBoxLayout()
        column.addWidget(self.view, 1)
        row = QHBoxLayout()
        c = self.controller
        self.give_back_button = QPushButton(translate("CardWindow", "Put back"))
        self.give_back_button.clicked.connect(lambda _c=False: c.give_back())
        self.undo_button = QPushButton(translate("CardWindow", "Undo"))
        self.undo_button.clicked.connect(lambda _c=False: c.undo())
        self.reset_button = QPushButton(translate("CardWindow", "Reset turn"))
        self.reset_button.clicked.connect(lambda _c=False: c.reset_turn())
        self.sort_button = QPushButton(translate("CardWindow", "Sort by suit"))
        self.sort_button.clicked.connect(lambda _c=False: c.sort_hand("suit"))
        for button in (
            self.give_back_button,
            self.undo_button,
            self.reset_button,
            self.sort_button,
        ):
            button.setMinimumHeight(38)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            row.addWidget(button)
        row.addStretch(1)
        column.addLayout(row)
        outer.addLayout(column, 1)
        outer.addWidget(self.panel)

    def _place(self) -> None:
        place_tutorial(self, self.panel)

    def start(self) -> None:
        """Show the window and begin with the first step."""
        self.show()
        self.tutorial.start()

    @property
    def finished(self) -> bool:
        return self._finished

    # -- drawing --------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw from the tutorial controller's board (after a drag ends)."""
        if self.view.busy:
            if not self._stale:
                self._stale = True
                QTimer.singleShot(SETTLE_MS, self._refresh_when_settled)
            return
        self._stale = False
        self.scene.show_board(self.controller.board)
        self._refresh_buttons()

    def _refresh_when_settled(self) -> None:
        self._stale = False
        self.refresh()

    def _refresh_buttons(self) -> None:
        board = self.controller.board
        self.give_back_button.setEnabled(board.can_give_back)
        self.undo_button.setEnabled(board.can_undo)
        self.reset_button.setEnabled(board.can_undo)
        self.sort_button.setEnabled(bool(board.hand) and board.on_turn)

    def _step_began(self, _index: int) -> None:
        """A new step: nothing selected in the last one stays selected."""
        self.scene.selected = set()
        self.refresh()

    # -- drops ------------------------------------------------------------------
    def _drop(self, grab: Grab, target: Target) -> bool:
        """A drop's intent, as in the card window; True when it was played."""
        c = self.controller
        result: CardResult | None = None
        if grab.role is Role.STOCK and target.role is Role.HAND:
            result = c.draw_stock()
        elif grab.role is Role.PILE and target.role is Role.HAND:
            result = c.take_pile(1)
        elif grab.role is Role.STAGED and target.role is Role.HAND:
            result = c.take_back_staged(grab.index)
        elif grab.role is Role.HAND:
            result = self._drop_from_hand(grab.cards, target)
        if result is None:
            self.tutorial.move_refused(
                translate(
                    "CardWindow",
                    "Drop cards on the table to meld, on a meld to lay off, on the pile to "
                    "discard.",
                )
                if grab.role is Role.HAND
                else translate("CardWindow", "Drop the card on your hand to take it.")
            )
            return False
        if result.ok:
            self.scene.selected -= set(grab.cards)
            self.refresh()
        return result.ok

    def _drop_from_hand(self, cards: tuple[Card, ...], target: Target) -> CardResult | None:
        c = self.controller
        if target.role is Role.PILE:
            if len(cards) != 1:
                reason = translate("CardWindow", "Discard one card at a time.")
                self.tutorial.move_refused(reason)
                return CardResult(False, reason)
            return c.discard(cards[0])
        if target.role is Role.MELD:
            side = Side.HIGH if target.high else Side.LOW
            return c.put_on_meld(target.index, cards, side, target.on_joker)
        if target.role is Role.STAGED:
            return c.add_to_staged(target.index, cards)
        if target.role is Role.HAND:
            hand = list(c.board.hand)
            place = target.index - sum(1 for card in hand[: target.index] if card in cards)
            rest = [card for card in hand if card not in cards]
            return c.arrange_hand(rest[:place] + list(cards) + rest[place:])
        if target.role is None:
            return c.lay_meld(cards)
        return None

    # -- the end ----------------------------------------------------------------
    def _on_finished(self) -> None:
        self._finished = True
        self.refresh()

    def _on_left(self) -> None:
        if not self._closing:
            self.close()

    def _play(self) -> None:
        self.playRequested.emit()
        self.close()

    @override
    def closeEvent(self, event: QCloseEvent) -> None:
        if self._closing:
            event.accept()
            return
        self._closing = True
        self.controller.shutdown()
        if not self.tutorial.is_over:
            self.tutorial.leave()
        event.accept()
        self.closed.emit(self._finished)


__all__ = ["CardTutorialWindow"]
