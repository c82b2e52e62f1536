"""The chrome every remote seat's window has, whatever family it plays.

A tile and a card seat differ in their board (the tile table and rack; the
card table) and in their buttons, not in what surrounds them: the red banner
of a lost or closed table, the status line with "Join the new match", the log
of what was played, the chat, a refusal said for a while, and a board frozen
once the table is gone. That is written here once; a family's window builds
its board (:meth:`OnlineSeatWindow._build_board`), may add to the side above
the log (:meth:`OnlineSeatWindow._build_side`) and finishes what needs the
whole window (:meth:`OnlineSeatWindow._built`). The frame itself, from the
banner to the side column, is the watch window's too
(:func:`~rummy_desktop.ui.online.frame.table_frame`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, QTimer, Signal
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
from rummy_desktop.app.online.chat import one_line
from rummy_desktop.app.online.refusals import result_words
from rummy_desktop.app.online.seat_play import OnlineSeatPlay
from rummy_desktop.online.protocol import MAX_CHAT_CHARS
from rummy_desktop.ui.board_area import BoardArea
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.online.frame import table_frame
from rummy_desktop.ui.online.look import CHAT_LINES_KEPT, TOAST_MS, again_button
from rummy_desktop.ui.screen_fit import fit_to_screen


class OnlineSeatWindow(QMainWindow):
    """The base of a remote seat's window (the tile and the card seat).

    Args:
        play: the seat (already connected or about to be started).
        title: what the window is called (the player's name and the table).

    Signals:
        againRequested(): the match is over and the player asks to take the seat in the
            new match at the same table (the Play online menu takes it again).
    """

    againRequested = Signal()  # noqa: N815 - Qt signal name

    SIDE_WIDTH = 0
    """The least width of the log and the chat (0: as the layout gives)."""
    REFUSAL_MARK = ""
    """What stands before a refusal said (the card seat marks it as at home)."""
    SIZE = (1000, 720)

    def __init__(self, play: OnlineSeatPlay, title: str) -> None:
        super().__init__()
        self.play = play
        play.setParent(self)
        self.setWindowTitle(title)
        self.again_button = again_button(self._ask_again)
        frame = table_frame(self, self.again_button)  # the watch window's shape too
        self.banner, self.status = frame.banner, frame.status
        self.said_label = self._build_board(frame.board)
        """Where a refused move is said, for a while."""
        side = frame.side
        self._build_side(side)
        self.game_log = self._side_text(side, translate("OnlineWindow", "What was played"))
        self.game_log.setPlaceholderText(translate("OnlineWindow", "What was played"))
        self._log_shown: list[str] = []
        self.chat_log = self._side_text(side, translate("OnlineWindow", "Chat"))
        self.chat_log.setMaximumBlockCount(CHAT_LINES_KEPT)
        self.chat_log.setPlaceholderText(translate("OnlineWindow", "Chat with the table"))
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
        self._built(frame.central)
        self._toast = QTimer(self)
        self._toast.setSingleShot(True)
        self._toast.timeout.connect(self.said_label.clear)
        play.stateChanged.connect(self.refresh)
        play.moveRefused.connect(self.show_refusal)
        play.connectionChanged.connect(self.show_connection)
        play.failed.connect(self.show_failure)
        play.finished.connect(self.show_result)
        play.chatted.connect(self.show_chat)
        play.chatReplaced.connect(self.show_chat_history)
        fit_to_screen(self, QSize(*self.SIZE), self.minimumSizeHint())
        self.refresh()

    def _side_text(self, side: QVBoxLayout, name: str) -> QPlainTextEdit:
        text = QPlainTextEdit()  # plain text: a name or a line never becomes markup
        text.setReadOnly(True)
        if self.SIDE_WIDTH:
            text.setMinimumWidth(self.SIDE_WIDTH)
        text.setAccessibleName(name)
        side.addWidget(text, 1)
        return text

    # -- what the family adds ------------------------------------------------------
    def _build_board(self, board: QVBoxLayout) -> QLabel:
        """The family's board and buttons below the status line; the label refusals go to."""
        raise NotImplementedError

    def _build_side(self, side: QVBoxLayout) -> None:
        """What the family shows at the side above the log (nothing by default)."""

    def _built(self, central: BoardArea) -> None:
        """The window stands: what needs all of it (nothing by default)."""

    def refresh(self) -> None:
        raise NotImplementedError

    # -- alike for every family ---------------------------------------------------------
    def _show_chrome(self) -> None:
        """The status line, the log, and no chat once the table is gone."""
        self.status.setText(self.play.waiting_for() or translate("OnlineWindow", "Your turn."))
        self._show_log()
        closed = bool(self.play.closed)
        self.chat_edit.setEnabled(not closed)
        self.chat_button.setEnabled(not closed)

    def _show_log(self) -> None:
        """The log of what was played, added to as the table's views come."""
        lines = self.play.log_lines()
        shown = self._log_shown
        if lines == shown:
            return
        if lines[: len(shown)] == shown:
            for line in lines[len(shown) :]:
                self.game_log.appendPlainText(line)
        else:  # a new round's log, a view after a rejoin, or older lines dropped
            self.game_log.setPlainText("\n".join(lines))
        self._log_shown = lines
        bar = self.game_log.verticalScrollBar()
        bar.setValue(bar.maximum())

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

    def show_refusal(self, reason: str) -> None:
        self.said_label.setText(self.REFUSAL_MARK + reason)
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

    @override
    def closeEvent(self, event: QCloseEvent) -> None:
        self.play.stop()
        super().closeEvent(event)
