"""What a remote seat's play does alike for every family: the table's frames in, the state out.

The tile and the card seat differ in their game (a whole turn checked here
and sent at once; a card move sent as it is made) and in how their clock is
shown, not in how a seat listens to its table. So the wiring to the
:class:`~rummy_desktop.app.online.seat.OnlineSeat`, the seats and the pause
of the lobby, a lost connection, a refusal the seat cannot play on after, the
end of the match, a table gone for good, the status line and chat out are
written here once; each family says only what its game and its clock do
(:meth:`OnlineSeatPlay._stop_turn`, :meth:`OnlineSeatPlay._clock_said`,
:meth:`OnlineSeatPlay._take_refusal`). The turn timer is counted down here
for both (:class:`~rummy_desktop.app.online.countdown.TurnCountdown`).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Signal

from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.online.chat import one_line
from rummy_desktop.app.online.countdown import TurnCountdown
from rummy_desktop.app.online.refusals import paused_words, result_words
from rummy_desktop.app.online.seat import OnlineSeat
from rummy_desktop.app.online.talk import SeatTalk
from rummy_desktop.online.client import FATAL
from rummy_desktop.online.protocol import MAX_CHAT_CHARS

K = TypeVar("K", bound=Hashable)


def keep_order(order: Sequence[K], held: Sequence[K]) -> list[K]:
    """The player's own order of what the seat holds, kept over a new view: what is gone
    leaves it, what is new comes last in the table's order."""
    present = set(held)
    kept = [k for k in order if k in present]
    known = set(kept)
    return kept + [k for k in held if k not in known]


class OnlineSeatPlay(SeatTalk):
    """The base of the tile and the card seat's play.

    Signals:
        stateChanged(): the board changed (a new view, a move of the turn in progress).
        moveRefused(str): a move was refused, here or by the table's referee.
        connectionChanged(str): "" when connected, else what the banner should say.
        failed(str): the seat cannot be played (a refused token, an unreachable table).
        finished(dict): the match is over (the table's result).

    Args:
        seat: the connection to the table.
        parent: the Qt parent.
    """

    stateChanged = Signal()  # noqa: N815 - Qt signal name
    moveRefused = Signal(str)  # noqa: N815 - Qt signal name
    connectionChanged = Signal(str)  # noqa: N815 - Qt signal name
    failed = Signal(str)
    finished = Signal(dict)

    def __init__(self, seat: OnlineSeat, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.at = -1
        self.sent = False
        """A move went to the table and waits for its answer: no more moves until then."""
        self.lobby: list[dict[str, Any]] = []
        self.result: dict[str, Any] | None = None
        self.closed = ""
        """Why the table is gone for this seat ("" while it plays): the board stays frozen."""
        self.paused = False
        """The host paused the table: the clock is held and no move can be made."""
        self.countdown = TurnCountdown(self)
        """The table's turn timer for the seat on turn, counted down here between its frames."""
        seat.viewed.connect(self._viewed)
        seat.refused.connect(self._refused)
        seat.lobby.connect(self._seats)
        seat.welcomed.connect(self._welcomed)
        seat.clock.connect(self._clock)
        seat.lost.connect(self._lost)
        seat.gone.connect(self._gone)
        seat.gave_up.connect(self._gave_up)
        seat.failed.connect(self._failed)
        seat.finished.connect(self._finished)
        seat.chatted.connect(self._chatted)
        seat.chat_history.connect(self._chat_history)

    # -- what the family says -----------------------------------------------------
    def _viewed(self, message: dict[str, Any]) -> None:
        """A view of the game for this seat."""
        raise NotImplementedError

    def _whose_turn(self) -> tuple[int, int, Sequence[str]] | None:
        """The seat on turn, this seat and the names (None before the first view)."""
        raise NotImplementedError

    def log_lines(self) -> list[str]:
        """What was played so far, one line a move or a turn, for the window's log."""
        raise NotImplementedError

    def _said(self, message: dict[str, Any]) -> str:
        """A refusal frame in the player's words, as the family names its pieces."""
        raise NotImplementedError

    def _stop_turn(self) -> None:
        """No turn of this seat goes on (the match is over, or the table gone)."""

    def _clock_said(self, pause_changed: bool) -> None:
        """A clock frame was taken in: a pause or its end shows on the board."""
        if pause_changed:
            self._changed()

    def _changed(self) -> None:
        self.stateChanged.emit()

    def _take_refusal(self, _message: dict[str, Any], said: str) -> None:
        """A move of this seat was refused: said (the card seat keeps melds put out)."""
        self.moveRefused.emit(said)
        self._changed()

    # -- what the table says ---------------------------------------------------------
    def take_welcome(self, message: dict[str, Any]) -> None:
        """The table's welcome, when it came before this seat was made (the menu's join)."""
        self._welcomed(message)

    def _welcomed(self, message: dict[str, Any]) -> None:
        self._seats(message)

    def _seats(self, message: dict[str, Any]) -> None:
        self.lobby = list(message.get("seats") or [])
        self._hold(bool(message.get("paused", self.paused)), self.countdown.running)
        self.connectionChanged.emit("")
        self._changed()

    def _clock(self, message: dict[str, Any]) -> None:
        """The table's turn timer: the seconds left, whether they run, and whether the host
        paused the table."""
        if self.closed:
            return
        left = message.get("seconds_left")
        self.countdown.seconds = float(left) if isinstance(left, int | float) else None
        was = self.paused
        self._hold(bool(message.get("paused")), bool(message.get("running")))
        self._clock_said(self.paused != was)

    def _hold(self, paused: bool, running: bool) -> None:
        """Whether the host paused the table, and so whether this seat's clock may run:
        any frame that says the table is paused holds it at once."""
        self.paused = paused
        self.countdown.run(running and not paused)

    def _clock_stopped(self) -> None:
        self.countdown.clear()

    def _refused(self, message: dict[str, Any]) -> None:
        self.sent = False
        if message.get("code") in FATAL:
            return  # no move was refused: the seat cannot play on, which ``failed`` says
        self._take_refusal(message, self._said(message))

    def _lost(self, _why: str) -> None:
        self._clock_stopped()  # the table holds the clock of a seat away
        self.connectionChanged.emit(translate("OnlinePlay", "Connection lost, reconnecting…"))

    def _finished(self, result: dict[str, Any]) -> None:
        self.result = result
        self._stop_turn()
        self._clock_stopped()  # no turn is timed any more
        self.finished.emit(result)
        self._changed()

    def _failed(self, why: str) -> None:
        """The table is gone for this seat: said once, and the board frozen (no turn, no
        clock)."""
        if self.closed:
            return
        self.closed = why or "?"
        self._stop_turn()
        self._clock_stopped()
        self.failed.emit(why)
        self._changed()

    # -- what the window shows and sends -----------------------------------------------
    def waiting_for(self) -> str:
        """Whose turn it is, for the status line ("" on this seat's own turn)."""
        whose = self._whose_turn()
        if whose is None:
            return translate("OnlinePlay", "Waiting for the host to start…")
        if self.result is not None:
            return result_words(self.result)
        if self.closed:
            return translate("OnlinePlay", "The game cannot go on at this table.")
        if self.paused:
            return paused_words()
        current, mine, names = whose
        if current == mine:
            return ""
        return fill(translate("OnlinePlay", "%1 is playing…"), one_line(names[current]))

    def _not_now_words(self) -> str:
        """Why no move can be made now."""
        if self.paused:
            return paused_words()
        if self.sent:
            return translate("OnlinePlay", "your move is on its way to the table")
        return translate("OnlinePlay", "it is not your turn")

    def say(self, text: str) -> bool:
        """Send a chat line to the table (False when there is nothing to send)."""
        line = " ".join(text.split())[:MAX_CHAT_CHARS]  # one line, as the table wants it
        if not line:
            return False
        self.seat.say(line)
        return True

    def stop(self) -> None:
        self.seat.stop()
