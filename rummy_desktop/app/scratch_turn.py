"""The moves on a tile turn in progress, written once for the home and the online seat.

A person at a home table (:class:`~rummy_desktop.app.controller.GameController`)
and a person at a remote seat (:class:`~rummy_desktop.app.online.play.OnlinePlay`)
both rearrange tiles on a scratch :class:`~rummy_desktop.core.turn.Turn`: the
core checks every move and keeps the steps back alike for both. What differs is
only where the turn is, when it may be touched, how a refusal is said and what
is redrawn after a move, and what "Done" does with it (the home table commits
it, the seat sends it). So the moves that merely work on the scratch turn are
here once, over four hooks each seat already has (:class:`ScratchTurnSeat`),
and a rule such as "Undo with nothing to undo says so" cannot be said one way
at home and another online.
"""

from __future__ import annotations

from typing import Protocol

from rummy_desktop.app.i18n import translate
from rummy_desktop.app.play_loop import MoveResult
from rummy_desktop.core.turn import Turn


class ScratchTurnSeat(Protocol):
    """What a seat that plays a scratch turn tells the moves of :class:`ScratchTurnMoves`."""

    def _my_turn(self) -> Turn | None:
        """The turn the person may move in now; None when no move may be made."""
        ...

    def _not_now(self) -> MoveResult:
        """Refuse a move made at the wrong moment, saying why not now."""
        ...

    def _refuse(self, reason: str) -> MoveResult:
        """Refuse a move, telling the window ``reason``."""
        ...

    def _moved(self) -> MoveResult:
        """A move of the turn was made: the hint follows it and the window redraws."""
        ...


class ScratchTurnMoves:
    """Undo and Reset turn on the scratch turn (a mixin for a :class:`ScratchTurnSeat`)."""

    def undo(self: ScratchTurnSeat) -> MoveResult:
        """Take back the last move of the turn in progress.

        At the wrong moment the seat says why not now (paused, not on turn, the
        move on its way); on turn with nothing made yet it says that, which is
        what the person needs to know.
        """
        turn = self._my_turn()
        if turn is None:
            return self._not_now()
        if not turn.undo():
            return self._refuse(translate("Controller", "nothing to undo"))
        return self._moved()

    def reset_turn(self: ScratchTurnSeat) -> MoveResult:
        """Every tile back where it was when the turn began."""
        turn = self._my_turn()
        if turn is None:
            return self._not_now()
        turn.reset()
        return self._moved()


__all__ = ["ScratchTurnMoves", "ScratchTurnSeat"]
