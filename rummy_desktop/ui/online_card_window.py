"""The window of a remote seat in a card game: the card table as the table server shows it.

Drawn with the card scene and view of a card game at home
(:class:`CardTableScene`, :class:`CardTableView`: the same drags onto the
stock, the pile, a meld or the free table), fed by an
:class:`~rummy_desktop.app.online_card_play.OnlineCardPlay` instead of the
card controller: the window never holds a game, only this seat's view of
one. Every move goes to the table at once, which judges it; there is no
undo. Other seats' turns show as "… is playing"; a lost connection shows as
a red banner until the table answers again; a chat line is at the side.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
)

from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.online_card_play import OnlineCardPlay
from rummy_desktop.app.online_chat import one_line
from rummy_desktop.app.online_refusals import result_words
from rummy_desktop.cards.core.actions import Side
from rummy_desktop.cards.core.cards import Card
from rummy_desktop.online.protocol import MAX_CHAT_CHARS
from rummy_desktop.ui.board_area import BoardArea
from rummy_desktop.ui.card_scene import CardTableScene, Role, Target
from rummy_desktop.ui.card_view import CardTableView, Grab
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.online_look import (
    CHAT_LINES_KEPT,
    TOAST_MS,
    again_button,
    banner_label,
)

DROP_WORDS: Final = "Drop cards on the table to meld, on a meld to lay off, on the pile to discard."


class OnlineCardWindow(QMainWindow):
    """One remote seat of a card game, played with the mouse.

    Args:
        play: the seat (already connected or about to be started).
        title: what the window is called (the player's name and the table).

    Signals:
        againRequested(): the match is over and the player asks to take the seat in the
            new match at the same table (the Play online menu takes it again).
    """

    againRequested = Signal()  # noqa: N815 - Qt signal name

    def __init__(self, play: OnlineCardPlay, title: str) -> None:
        super().__init__()
        self.play = play
        play.setParent(self)
        self.setWindowTitle(title)
        self.scene = CardTableScene(self)
        self.view = CardTableView(self.scene)
        self.view.drop = self._drop
        self.view.selectionChanged.connect(self._refresh_buttons)

        central = BoardArea()
        outer = QHBoxLayout(central)
        board = QVBoxLayout()
        self.banner = banner_label()
        board.addWidget(self.banner)
        self.status = QLabel()
        status_row = QHBoxLayout()
        status_row.addWidget(self.status, 1)
        self.again_button = again_button(self._ask_again)
        status_row.addWidget(self.again_button)
        board.addLayout(status_row)
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
        outer.addLayout(board, 1)

        side = QVBoxLayout()
        self.game_log = QPlainTextEdit()  # plain text: a name never becomes markup
        self.game_log.setReadOnly(True)
        self.game_log.setMinimumWidth(200)
        self.game_log.setAccessibleName(translate("OnlineWindow", "What was played"))
        self.game_log.setPlaceholderText(translate("OnlineWindow", "What was played"))
        self._log_shown: list[str] = []
        side.addWidget(self.game_log, 1)
        self.chat_log = QPlainTextEdit()  # plain text: a line never becomes markup
        self.chat_log.setReadOnly(True)
        self.chat_log.setMaximumBlockCount(CHAT_LINES_KEPT)
        self.chat_log.setMinimumWidth(200)
        self.chat_log.setAccessibleName(translate("OnlineWindow", "Chat"))
        self.chat_log.setPlaceholderText(translate("OnlineWindow", "Chat with the table"))
        side.addWidget(self.chat_log, 1)
        chat_row = QHBoxLayout()
        self.chat_edit = QLineEdit()
        self.chat_edit.setMaxLength(MAX_CHAT_CHARS)
        self.chat_edit.setAccessibleName(translate("OnlineWindow", "Chat line"))
        self.chat_button = QPushButton(translate("OnlineWindow", "Say"))
        self.chat_edit.returnPressed.connect(self.send_chat)
        self.chat_button.clicked.connect(self.send_chat)
        chat_row.addWidget(self.chat_edit, 1)
        chat_row.addWidget(self.chat_button)
        side.addLayout(chat_row)
        outer.addLayout(side)
        self.setCentralWidget(central)

        self._toast = QTimer(self)
        self._toast.setSingleShot(True)
        self._toast.timeout.connect(self.message.clear)
        play.stateChanged.connect(self.refresh)
        play.moveRefused.connect(self.show_refusal)
        play.connectionChanged.connect(self.show_connection)
        play.failed.connect(self.show_failure)
        play.finished.connect(self.show_result)
        play.chatted.connect(self.show_chat)
        play.chatReplaced.connect(self.show_chat_history)
        self.resize(1100, 760)
        self.refresh()

    # -- drawing ------------------------------------------------------------
    def refresh(self) -> None:
        if self.view.busy:  # a drag is under way: redraw once it has landed
            QTimer.singleShot(50, self.refresh)
            return
        board = self.play.board
        held = set(board.hand)
        self.scene.selected &= held
        self.scene.show_board(board)
        waiting = self.play.waiting_for()
        self.status.setText(waiting or translate("OnlineWindow", "Your turn."))
        self._refresh_buttons()
        self._show_log()

    def _show_log(self) -> None:
        """What was played, added to as the table's views come."""
        lines, shown = self.play.log, self._log_shown
        if lines == shown:
            return
        if len(shown) <= len(lines) and lines[: len(shown)] == shown:
            for line in lines[len(shown) :]:
                self.game_log.appendPlainText(line)
        else:  # older lines dropped from the play's log: show what it keeps
            self.game_log.setPlainText("\n".join(lines))
        self._log_shown = list(lines)
        bar = self.game_log.verticalScrollBar()
        bar.setValue(bar.maximum())

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
        self.chat_edit.setEnabled(not closed)
        self.chat_button.setEnabled(not closed)

    def show_refusal(self, reason: str) -> None:
        self.message.setText("\u2717 " + reason)
        self._toast.start(TOAST_MS)

    def show_connection(self, banner: str) -> None:
        self.banner.setText(banner)
        self.banner.setVisible(bool(banner))

    def show_failure(self, why: str) -> None:
        """Said once; the board is frozen (the play stopped its clock and its turn)."""
        self.show_connection(
            fill(translate("OnlineWindow", "Cannot play at this table: %1"), one_line(why))
        )
        self.refresh()

    def show_result(self, result: dict[str, Any]) -> None:
        """The end of the match in words (also when the host ended it)."""
        self.status.setText(result_words(result))
        self.again_button.show()

    def _ask_again(self) -> None:
        """The player wants the new match at this table (the menu takes the seat again)."""
        self.again_button.setEnabled(False)
        self.againRequested.emit()

    def again_refused(self, why: str) -> None:
        """The seat could not be taken in a new match (none started yet): said, and the
        button offered again."""
        self.again_button.setEnabled(True)
        self.show_refusal(why)

    def send_chat(self) -> None:
        if self.play.say(self.chat_edit.text()):
            self.chat_edit.clear()

    def show_chat(self, name: str, text: str) -> None:
        self.chat_log.appendPlainText(
            fill(translate("OnlineWindow", "%1: %2"), one_line(name), one_line(text))
        )

    def show_chat_history(self, lines: list[tuple[str, str]]) -> None:
        """The table's last chat lines replace those shown (after a rejoin)."""
        self.chat_log.clear()
        for name, text in lines:
            self.show_chat(name, text)

    # -- intents from the table ----------------------------------------------
    def _drop(self, grab: Grab, target: Target) -> bool:
        """What a drop means (as in the card window at home); True when it was sent."""
        play, board = self.play, self.play.board
        done: bool | None = None
        if grab.role is Role.STOCK and target.role is Role.HAND:
            done = play.draw_stock()
        elif grab.role is Role.PILE and target.role is Role.HAND:
            done = play.take_pile(grab.depth if board.spread else 1)
        elif grab.role is Role.STAGED and target.role is Role.HAND:
            done = play.take_back_staged(grab.index)
        elif grab.role is Role.HAND:
            done = self._drop_from_hand(grab.cards, target)
        if done is None:
            self.show_refusal(translate("CardWindow", DROP_WORDS))
            return False
        if done:
            self.scene.selected -= set(grab.cards)
        return done

    def _drop_from_hand(self, cards: tuple[Card, ...], target: Target) -> bool | None:
        play = self.play
        if target.role is Role.PILE:
            if len(cards) != 1:
                self.show_refusal(translate("CardWindow", "Discard one card at a time."))
                return False
            return play.discard(cards[0])
        if target.role is Role.MELD:
            side = Side.HIGH if target.high else Side.LOW
            return play.put_on_meld(target.index, cards, side, target.on_joker)
        if target.role is Role.HAND:
            hand = list(play.board.hand)
            place = target.index - sum(1 for card in hand[: target.index] if card in cards)
            rest = [card for card in hand if card not in cards]
            return play.arrange_hand(rest[:place] + list(cards) + rest[place:])
        if target.role is None:
            return play.lay_meld(cards)
        return None

    def lay_selected(self) -> bool:
        chosen = [card for card in self.play.board.hand if card in self.scene.selected]
        done = self.play.lay_meld(chosen)
        if done:
            self.scene.selected -= set(chosen)
            self.refresh()
        return done

    def _take_top(self) -> bool:
        return self.play.take_pile(1)

    @override
    def closeEvent(self, event: QCloseEvent) -> None:
        self.play.stop()
        super().closeEvent(event)
