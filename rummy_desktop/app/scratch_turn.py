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

The hint of a tile seat is made on the same scratch turn: the solver's answer
becomes steps from the table as it is, every move by hand moves the hint on,
and "Do it for me" makes its steps as moves Undo takes back. Where the answer
comes from (the home table's worker, the seat's own) stays with each seat; what
is done with it is here (:class:`ScratchHintSeat` names what it needs).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import SignalInstance

from rummy_desktop.app.computers import HintFinder
from rummy_desktop.app.hint import Hint, follow, make_steps
from rummy_desktop.app.hint_keeper import HintKeeper
from rummy_desktop.app.i18n import translate
from rummy_desktop.app.play_loop import MoveResult
from rummy_desktop.app.play_words import TileWords
from rummy_desktop.app.rule_speech import speak_refusal
from rummy_desktop.app.solver_hint import solver_hint
from rummy_desktop.core.actions import Play
from rummy_desktop.core.errors import IllegalMove
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


class ScratchHintSeat(ScratchTurnSeat, Protocol):
    """What a seat that keeps a hint on its scratch turn tells the hint's moves."""

    @property
    def _hints(self) -> HintKeeper[Hint]:
        """The hint of this seat's window alone."""
        ...

    @property
    def _hint_finder(self) -> HintFinder | None:
        """The solver the hint is looked for with (None when it is not installed)."""
        ...

    @property
    def hintReady(self) -> SignalInstance:
        """Says the hint found to the window of this seat (None: drawing is best)."""
        ...

    @property
    def tile_words(self) -> TileWords:
        """How a refusal names tiles, in the window's words."""
        ...

    def _changed(self) -> None:
        """Something shown changed: the window redraws."""
        ...


class ScratchTurnMoves:
    """Undo, Reset turn and the hint on the scratch turn (a mixin for a
    :class:`ScratchTurnSeat`; the hint's part for a :class:`ScratchHintSeat`)."""

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

    # -- the hint on the scratch turn -------------------------------------------------
    @property
    def has_hints(self: ScratchHintSeat) -> bool:
        """The solver is there, so Hint may be offered."""
        return self._hint_finder is not None

    def _make_hint_steps(self: ScratchHintSeat, hint: Hint, turn: Turn) -> MoveResult:
        """Do it for me: every step of ``hint``, each a move of ``turn`` that Undo takes
        back; a step refused is said, and the steps before it stay made (and shown)."""
        try:
            make_steps(hint, turn)
        except IllegalMove as exc:
            self._moved()
            return self._refuse(speak_refusal(exc, self.tile_words))
        return self._moved()

    def _follow_hint(self: ScratchHintSeat) -> None:
        """A move of the turn: the hint goes on from the table as it is now, a step made
        by hand (wherever it lies) counted as done.

        A hint still being looked for is left to come (it is planned from the table
        as it is when it comes), and is still said to be looked for.
        """
        hints, turn = self._hints, self._my_turn()
        if hints.searching:
            return
        if hints.hint is None or turn is None:
            hints.forget()
            return
        hints.hint = follow(hints.hint, turn.table, turn.rack)
        hints.step = 0

    def _hint_answered(self: ScratchHintSeat, turn: Turn, result: object) -> None:
        """The solver's answer for ``turn``: kept as steps from the table as it is now and
        said to this seat's window alone (never to the game log or the table)."""
        hints = self._hints
        hints.searching, hints.step = False, 0
        hints.hint = solver_hint(turn, result)
        self.hintReady.emit(hints.hint if isinstance(result, Play) else None)
        self._changed()

    def _hint_lost(self: ScratchHintSeat) -> None:
        """The search for the hint failed: said as a hint with no step, the turn goes on."""
        hints = self._hints
        hints.searching = False
        hints.hint = Hint((), translate("Controller", "The hint could not be found."))
        self.hintReady.emit(hints.hint)
        self._changed()


__all__ = ["ScratchHintSeat", "ScratchTurnMoves", "ScratchTurnSeat"]
