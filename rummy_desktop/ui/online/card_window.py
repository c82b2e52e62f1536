"""The window of a remote seat in a card game: the card table as the table server shows it.

Drawn with the card scene and view of a card game at home
(:class:`CardTableScene`, :class:`CardTableView`: the same drags onto the
stock, the pile, a meld or the free table), fed by an
:class:`~rummy_desktop.app.online.card_play.OnlineCardPlay` instead of the
card controller: the window never holds a game, only this seat's view of
one. Every move goes to the table at once, which judges it; there is no
undo. Other seats' turns show as "… is playing"; a lost connection shows as
a red banner until the table answers again; a chat line is at the side.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
)

from rummy_desktop.app.i18n import translate
from rummy_desktop.app.online.card_play import OnlineCardPlay
from rummy_desktop.ui.cards.drops import play_drop
from rummy_desktop.ui.cards.scene import CardTableScene, Target
from rummy_desktop.ui.cards.view import CardTableView, Grab
from rummy_desktop.ui.online.seat_window import OnlineSeatWindow


class OnlineCardWindow(OnlineSeatWindow):
    """One remote seat of a card game, played with the mouse (the chrome of
    :class:`~rummy_desktop.ui.online.seat_window.OnlineSeatWindow` around the card table).

    Args:
        play: the seat (already connected or about to be started).
        title: what the window is called (the player's name and the table).
    """

    play: OnlineCardPlay
    SIDE_WIDTH = 200
    REFUSAL_MARK = "\u2717 "
    SIZE = (1100, 760)

    def _build_board(self, board: QVBoxLayout) -> QLabel:
        play = self.play
        self.scene = CardTableScene(self)
        self.view = CardTableView(self.scene)
        self.view.drop = self._drop
        self.view.selectionChanged.connect(self._refresh_buttons)
        board.addWidget(self.view, 1)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #c4122f; font-weight: bold;")
        self.message.setAccessibleName(translate("CardWindow", "Why a move was refused"))
        board.addWidget(self.message)
        row = QHBoxLayout()

        def button(text: str, slot: Callable[[], object]) -> QPushButton:
            b = QPushButton(text)
            b.clicked.connect(lambda _checked=False: slot())
            row.addWidget(b)
            return b

        self.draw_button = button(translate("CardWindow", "Draw"), play.draw_stock)
        self.take_button = button(translate("CardWindow", "Take discard"), self._take_top)
        self.give_back_button = button(translate("CardWindow", "Put back"), play.give_back)
        self.meld_button = button(translate("CardWindow", "Lay meld"), self.lay_selected)
        self.lay_staged_button = button(
            translate("OnlineCardWindow", "Lay what is put out"), play.lay_staged
        )
        row.addStretch(1)
        self.sort_suit_button = button(
            translate("CardWindow", "Sort by suit"), lambda: play.sort_hand("suit")
        )
        self.sort_rank_button = button(
            translate("CardWindow", "Sort by rank"), lambda: play.sort_hand("rank")
        )
        board.addLayout(row)
        return self.message

    # -- drawing ------------------------------------------------------------
    def refresh(self) -> None:
        if self.view.busy:  # a drag is under way: redraw once it has landed
            QTimer.singleShot(50, self.refresh)
            return
        board = self.play.board
        held = set(board.hand)
        self.scene.selected &= held
        self.scene.show_board(board)
        self._refresh_buttons()
        self._show_chrome()

    def _refresh_buttons(self) -> None:
        board = self.play.board
        person = board.on_turn
        self.draw_button.setEnabled(person and not board.drawn)
        self.take_button.setEnabled(board.can_take)
        self.give_back_button.setEnabled(board.can_give_back)
        self.meld_button.setEnabled(person and board.drawn and len(self.scene.selected) >= 3)
        self.lay_staged_button.setEnabled(person and bool(board.staged))
        closed = bool(self.play.closed)
        self.sort_suit_button.setEnabled(bool(board.hand) and not closed)
        self.sort_rank_button.setEnabled(bool(board.hand) and not closed)

    # -- intents from the table ----------------------------------------------
    def _drop(self, grab: Grab, target: Target) -> bool:
        """What a drop means, read as the card window at home reads it; True when sent."""
        play = self.play
        done = play_drop(play, grab, target, hand=play.board.hand, lay=play.lay_meld)
        if isinstance(done, str):
            self.show_refusal(done)
            return False
        if done:
            self.scene.selected -= set(grab.cards)
        return done

    def lay_selected(self) -> bool:
        chosen = [card for card in self.play.board.hand if card in self.scene.selected]
        done = self.play.lay_meld(chosen)
        if done:
            self.scene.selected -= set(chosen)
            self.refresh()
        return done

    def _take_top(self) -> bool:
        return self.play.take_pile(1)
