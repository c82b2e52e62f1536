"""The turn timer of a table's remote seats, the same for every game family.

A seat that plays from elsewhere has the rules' turn time; the timer runs only
while that seat is connected and the host has not paused the table (a seat
that lost its connection waits), and each new turn, or new seat on turn,
gets its whole time. What a turn is and how long it may take is the game's
(:meth:`TimedTable._turn_timing`); the rest is written here once.
"""

from __future__ import annotations

from abc import abstractmethod
from dataclasses import dataclass
from typing import Any

from rummy_desktop.core.game import Clock
from rummy_desktop.online.protocol import frame
from rummy_desktop.online.seating import SeatedTable


@dataclass(slots=True)
class TurnClock:
    """The turn timer of the seat on turn: running while it is connected, else held."""

    left: float | None = None
    deadline: float | None = None

    def start(self, seconds: float | None) -> None:
        self.left, self.deadline = seconds, None

    def resume(self, now: float) -> None:
        if self.left is not None and self.deadline is None:
            self.deadline = now + self.left

    def hold(self, now: float) -> None:
        if self.deadline is not None:
            self.left = max(0.0, self.deadline - now)
            self.deadline = None

    def follow(self, here: bool, now: float) -> None:
        """Run while the seat on turn is connected (``here``), else hold: both tables' rule."""
        if here:
            self.resume(now)
        else:
            self.hold(now)

    def seconds_left(self, now: float) -> float | None:
        if self.deadline is not None:
            return max(0.0, self.deadline - now)
        return self.left

    def expired(self, now: float) -> bool:
        return self.deadline is not None and now >= self.deadline


class TimedTable(SeatedTable):
    """A table whose remote seats play against the rules' turn timer, tiles and cards alike.

    The timer runs only while the seat on turn is connected; each new turn (or new
    seat on turn) gets its whole time. A table says who is on turn
    (:meth:`_seat_on_turn`), and which turn it is and how long it may take
    (:meth:`_turn_timing`).
    """

    def _init_clock(self, clock: Clock) -> None:
        self._clock = clock
        self._turn_clock = TurnClock()
        self._clock_key: tuple[int, int, int] | None = None

    @abstractmethod
    def _seat_on_turn(self) -> int: ...

    @abstractmethod
    def _turn_timing(self) -> tuple[tuple[int, int, int], float | None]:
        """The turn's identity (round, turn, seat) and its time (None: untimed)."""

    def set_connected(self, seat: int, connected: bool) -> None:
        """A seat's connection came or went: the timer runs only while the seat on turn is here."""
        super().set_connected(seat, connected)
        self._run_or_hold_clock()

    def _on_start(self) -> None:
        self._clock_key = None  # the first turn's clock starts now
        self._restart_clock()

    def clock_frame(self) -> dict[str, Any]:
        left = self._turn_clock.seconds_left(self._clock())
        return frame(
            "clock",
            seat=self._seat_on_turn(),
            seconds_left=None if left is None else round(left, 1),
            running=self._turn_clock.deadline is not None,
            paused=self.paused,
        )

    def _pause_changed(self) -> None:
        self._run_or_hold_clock()

    @abstractmethod
    def _check_finished(self) -> bool:
        """Set the result once the match is over (or ended by the host); True when set now."""

    def _end_now(self) -> None:
        self._check_finished()
        self._turn_clock.start(None)

    def host_json(self) -> dict[str, Any]:
        """Also the seconds the turn had left when the host paused it (kept across a restart)."""
        said = super().host_json()
        if self.paused:
            said["paused_seconds_left"] = self._turn_clock.seconds_left(self._clock())
        return said

    def restore_host(self, data: dict[str, Any]) -> None:
        super().restore_host(data)
        left = data.get("paused_seconds_left")
        if self.paused and isinstance(left, int | float) and self._turn_clock.left is not None:
            self._turn_clock.left = max(0.0, min(float(left), self._turn_clock.left))

    def next_deadline(self) -> float | None:
        return self._turn_clock.deadline

    def _restart_clock(self) -> None:
        """A new turn (or a new seat on turn) gets the whole turn time."""
        key, seconds = self._turn_timing()
        if key == self._clock_key:
            return
        self._clock_key = key
        self._turn_clock.start(seconds)
        self._run_or_hold_clock()

    def _run_or_hold_clock(self) -> None:
        """The clock runs while the seat on turn is here and the host has not paused the table."""
        here = self._seat_on_turn() in self.connected and not self.paused
        self._turn_clock.follow(here, self._clock())
