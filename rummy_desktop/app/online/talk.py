"""What every online seat does alike with the table's words, tiles or cards.

Chat lines and a rejoined seat's chat history reach the window made safe to
show (:func:`~rummy_desktop.app.online.chat.one_line`); a table that is gone,
or that this seat gave up reaching, is said once in the window's words and
the family's board is frozen by its own :meth:`SeatTalk._failed`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from rummy_desktop.app.online.chat import chat_lines, one_line
from rummy_desktop.app.online.refusals import gave_up_words, gone_words


class SeatTalk(QObject):
    """The base of a remote seat's play (the tile and the card seat).

    Signals:
        chatted(str, str): a chat line, its speaker's name and its text.
        chatReplaced(list): the table's chat so far (a seat that rejoined).
    """

    chatted = Signal(str, str)
    chatReplaced = Signal(list)  # noqa: N815 - Qt signal name

    def _chatted(self, message: dict[str, Any]) -> None:
        self.chatted.emit(one_line(message.get("name", "")), one_line(message.get("text", "")))

    def _chat_history(self, message: dict[str, Any]) -> None:
        self.chatReplaced.emit(chat_lines(message))

    def _gone(self, _why: str) -> None:
        self._failed(gone_words())

    def _gave_up(self, seconds: float) -> None:
        self._failed(gave_up_words(seconds))

    def _failed(self, why: str) -> None:
        """The table is gone for this seat: the family freezes its board and says ``why``."""
        raise NotImplementedError
