"""The turn clock of every game family: seconds left, Pause, the time banks.

One :class:`TurnTimer` ticks for a person's timed turn, whichever family is
played (tiles or cards). It keeps the seconds left in the turn, whether the
turn is paused, each seat's time bank (the house rule ``time_bank_seconds``:
seconds for the whole game that run once a turn's own time is up, and that
"+30 s" moves to the turn at once), and a saved game's paused or running turn
to go on with when the game is opened again. The referee never sees a clock:
what a save keeps of it is a :class:`~rummy_desktop.core.serialize.TurnClock`
beside the moves.

A controller decides *when* a turn's clock runs (it calls :meth:`TurnTimer.start_turn`
when a person's turn begins and :meth:`TurnTimer.stop` when it ends) and what
a refused Pause says; the timer decides everything about the seconds. The
clock's buttons (:class:`~rummy_desktop.ui.timer_controls.ClockControls`) talk
to any controller that is a :class:`ClockOwner`.
"""

from __future__ import annotations

from typing import Final, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from rummy_desktop.core.seat import Seat
from rummy_desktop.core.serialize import TurnClock

BANK_STEP: Final = 30
"""Seconds the "+30 s" button moves from a player's time bank to the turn."""


class TurnTimer(QObject):
    """The clock of the turn a person is playing, and the time banks of the game.

    Args:
        parent: the Qt parent (the controller).
        interval_ms: the length of one "second" (tests shorten it).

    Signals:
        ticked(int): a second went by: the turn's own seconds left (0 while the
            bank pays).
        expired(): the turn's time and its player's bank are both spent.
        changed(): a turn's clock started or stopped, was paused or resumed, or a
            bank gave time: the moment to redraw the clock's buttons.
    """

    ticked = Signal(int)
    expired = Signal()
    changed = Signal()

    def __init__(self, parent: QObject | None = None, interval_ms: int = 1000) -> None:
        super().__init__(parent)
        self._seat: int | None = None
        self._remaining: int | None = None
        self._full: int | None = None
        self._paused = False
        self._bank: list[int] = []
        self._saved: tuple[int, int, bool] | None = None
        """A saved game's turn (seat, seconds, paused), to go on with when it starts."""
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._tick)

    # -- what is read -------------------------------------------------------
    @property
    def seat(self) -> int | None:
        """The seat whose turn is timed now; None between timed turns."""
        return self._seat if self._remaining is not None else None

    @property
    def seconds_left(self) -> int | None:
        """The turn's own seconds left; None when no turn is timed."""
        return self._remaining

    @property
    def turn_time(self) -> int | None:
        """The whole time of the turn being timed (its seconds left may be fewer, as
        after a restart); None when no turn is timed."""
        return self._full if self._remaining is not None else None

    @property
    def paused(self) -> bool:
        return self._paused

    @property
    def bank(self) -> tuple[int, ...]:
        """Each seat's time bank seconds left; empty when the game has no time bank."""
        return tuple(self._bank)

    @property
    def bank_left(self) -> int:
        """The seconds in the bank of the seat whose turn is timed (0 when none)."""
        seat = self.seat
        return self._bank[seat] if seat is not None and self._bank else 0

    @property
    def bank_paying(self) -> bool:
        """The turn's own time is spent and its player's bank pays for it now."""
        return self._remaining == 0 and self.bank_left > 0 and not self._paused

    @property
    def shown_seconds(self) -> int | None:
        """The seconds the player still has this turn as a clock shows them: the
        turn's own, or the bank's once the bank pays."""
        return self.bank_left if self.bank_paying else self._remaining

    @property
    def may_pause(self) -> bool:
        """A turn is timed and running."""
        return self._remaining is not None and not self._paused

    @property
    def may_add_time(self) -> bool:
        """Whether "+30 s" would move time: a running turn whose player has a bank left."""
        return self.may_pause and self.bank_left > 0

    def record(self) -> TurnClock:
        """The clocks as a saved game keeps them: the banks, and a paused or running
        turn's seconds (a restart goes on with them, not with a full turn)."""
        seat, left = self.seat, self._remaining
        if seat is None or left is None:
            return TurnClock(tuple(self._bank))
        if self._paused:
            return TurnClock(tuple(self._bank), seat, left)
        return TurnClock(tuple(self._bank), turn_seat=seat, turn_seconds=left)

    # -- what the controller does --------------------------------------------
    def load(self, players: int, full_bank: int | None, saved: TurnClock, current: int) -> None:
        """A game starts: the banks as saved (full for a new game), and a saved turn to
        go on with; a saved turn counts only for the seat the game resumes at."""
        self.stop()
        if saved.bank and len(saved.bank) == players:
            self._bank = list(saved.bank)
        else:
            self._bank = [full_bank] * players if full_bank else []
        self._saved = None
        paused = saved.paused_seat
        if paused is not None and saved.paused_seconds is not None and paused == current:
            self._saved = (paused, saved.paused_seconds, True)
        running = saved.turn_seat
        if running is not None and saved.turn_seconds is not None and running == current:
            self._saved = (running, saved.turn_seconds, False)
        self.changed.emit()

    def start_turn(self, seat: int, seconds: int | None) -> None:
        """A person's turn begins with ``seconds`` (None: untimed); a saved turn of
        this seat goes on as it was saved (paused, or with its seconds left)."""
        self._timer.stop()
        self._seat, self._full, self._remaining, self._paused = seat, seconds, seconds, False
        saved, self._saved = self._saved, None
        if saved is not None and saved[0] == seat and seconds is not None:
            self._remaining, self._paused = saved[1], saved[2]
        if self._remaining is not None and not self._paused:
            self._timer.start()
        self.changed.emit()

    def stop(self) -> None:
        """The turn is over (or the game): no turn is timed."""
        self._timer.stop()
        was = self._remaining is not None or self._paused
        self._remaining, self._paused, self._seat, self._full = None, False, None, None
        if was:
            self.changed.emit()

    def halt(self) -> None:
        """Stop ticking and keep every second (the window closes: the save keeps them)."""
        self._timer.stop()

    def pause(self) -> bool:
        """Stop the clock with its seconds kept; False when no timed turn runs."""
        if not self.may_pause:
            return False
        self._timer.stop()
        self._paused = True
        self.changed.emit()
        return True

    def resume(self) -> bool:
        """Go on with exactly the seconds left at the pause; False when not paused."""
        if not self._paused:
            return False
        self._paused = False
        self._timer.start()
        self.changed.emit()
        return True

    def add_time(self, seconds: int = BANK_STEP) -> int:
        """Move up to ``seconds`` from the bank of the seat on turn to the turn; the
        seconds moved (0: nothing to move)."""
        seat = self.seat
        if not self.may_add_time or seat is None or self._remaining is None:
            return 0
        moved = min(seconds, self._bank[seat])
        self._bank[seat] -= moved
        self._remaining += moved
        self.changed.emit()
        return moved

    def _tick(self) -> None:
        seat = self.seat
        if seat is None or self._remaining is None or self._paused:
            self._timer.stop()
            return
        if self._remaining > 0:
            self._remaining -= 1
        elif self.bank_left > 0:
            self._bank[seat] -= 1  # the turn's time is up: the bank pays
        self.ticked.emit(max(0, self._remaining))
        if self._remaining <= 0 and self.bank_left <= 0:
            self._timer.stop()
            self.expired.emit()


class ClockOwner(Protocol):
    """What the clock's buttons need of a controller, of any family.

    The controller owns a :class:`TurnTimer` and says whether Pause and "+30 s"
    may be pressed now (a person's turn, not a computer's); the intents go
    through the controller, which refuses them with its own words.
    """

    @property
    def clock(self) -> TurnTimer: ...

    @property
    def seats(self) -> tuple[Seat, ...]: ...

    @property
    def may_pause(self) -> bool: ...

    @property
    def may_add_time(self) -> bool: ...

    def toggle_pause(self) -> object: ...

    def resume(self) -> object: ...

    def add_time(self, seconds: int = BANK_STEP) -> object: ...


__all__ = ["BANK_STEP", "ClockOwner", "TurnTimer"]
