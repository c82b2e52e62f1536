"""The card tutorial's window: the real card table, and the tutorial panel beside it.

It plays on a :class:`~rummy_desktop.app.cards.controller.CardController` of
its own (see :mod:`rummy_desktop.app.cards.tutorial`), so the card window's
game, its autosave, "continue the last card game" and the statistics are
never touched. The table is the card window's own scene and view, and a drop
means here what it means there (the stock or the pile onto the hand draws,
cards onto the table meld, onto a meld lay off or win its joker, onto the
pile discard), so what the learner does here is what they will do in a game.
The panel is the tile tutorial's, unchanged but for its closing words.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.cards.tutorial import (
    card_steps,
    card_tutorial_ending,
    tutorial_card_controller,
)
from rummy_desktop.app.i18n import translate
from rummy_desktop.app.tutorial import Tutorial
from rummy_desktop.ui.cards.drops import play_drop
from rummy_desktop.ui.cards.scene import CardTableScene, Target
from rummy_desktop.ui.cards.view import CardTableView, Grab
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.tutorial_window import TutorialPanel, TutorialShell

SETTLE_MS: Final = 50
"""How often a redraw waiting for a drag to end looks again."""


class CardTutorialWindow(TutorialShell):
    """A guided Rummy 51 game on the real card table, in a window of its own.

    Args:
        parent: the card window (the tutorial opens over it, modal to it).
        controller: the tutorial's game (a fresh one by default).

    The signals are the shell's (:class:`~rummy_desktop.ui.tutorial_window.TutorialShell`).
    """

    def __init__(
        self, parent: QWidget | None = None, controller: CardController | None = None
    ) -> None:
        super().__init__(parent, translate("Tutorial", "Learn to play Rummy 51"))
        self.controller = controller if controller is not None else tutorial_card_controller()
        self.controller.setParent(self)
        self.tutorial = Tutorial(card_steps(self.controller), self)
        self.scene = CardTableScene(self)
        self.view = CardTableView(self.scene)
        self.view.drop = self._drop
        self.view.selectionChanged.connect(self._refresh_buttons)
        self.panel = TutorialPanel(self.tutorial, card_tutorial_ending)
        self._build()
        self._stale = False
        c = self.controller
        c.changed.connect(self.refresh)
        c.changed.connect(self.tutorial.board_changed)
        c.refused.connect(self.tutorial.move_refused)
        self.tutorial.stepChanged.connect(self._step_began)
        self.wire(self.tutorial, self.panel)

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

    @override
    def start(self) -> None:
        """Show the window and begin with the first step."""
        self.show()
        self.tutorial.start()

    # -- drawing --------------------------------------------------------------
    @override
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
        """A drop's intent, read as the card window reads it; True when it was played."""
        c = self.controller
        result = play_drop(
            c, grab, target, hand=c.board.hand, lay=c.lay_meld, stage=c.add_to_staged
        )
        if isinstance(result, str):
            self.tutorial.move_refused(result)
            return False
        if result.ok:
            self.scene.selected -= set(grab.cards)
            self.refresh()
        return result.ok

    # -- the end ----------------------------------------------------------------
    @override
    def stop_game(self) -> None:
        self.controller.shutdown()


__all__ = ["CardTutorialWindow"]
