"""What every computer player promises, and the flag that stops it.

A player gets a :class:`~rummy_desktop.core.views.PlayerView` (never the full
state), a ``random.Random`` it must draw all its randomness from, and a
:class:`CancelFlag` its search checks often. Budgets are counted in work
(nodes, samples), not seconds, so the same view and seed give the same
decision on any machine.
"""

from __future__ import annotations

import random
import threading
from typing import Protocol

from rummy_desktop.core.actions import TurnAction
from rummy_desktop.core.views import PlayerView


class Cancelled(Exception):
    """Raised inside a search when its cancel flag was set."""


class CancelFlag:
    """A thread-safe "stop thinking" flag that a search loop polls."""

    __slots__ = ("_event",)

    def __init__(self) -> None:
        self._event = threading.Event()

    def cancel(self) -> None:
        self._event.set()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    @property
    def spent(self) -> bool:
        """Whether a budget of work behind this flag has run out (a plain flag has none)."""
        return False

    def check(self) -> None:
        """Raise :class:`Cancelled` when the flag is set."""
        if self._event.is_set():
            raise Cancelled


class BudgetSpent(Exception):
    """Raised inside a search when its :class:`WorkBudget` ran out.

    Not a :class:`Cancelled`: running out of work is the search's own limit,
    and whoever set the budget answers from what it has (the solver's door
    returns its floor). Nobody asked to stop; a budget error that escaped a
    player would be a fault, reported as one by the worker, never dropped as
    a cancel.
    """


class WorkBudget(CancelFlag):
    """A cancel flag that also runs out after so many polls: a budget counted in work.

    A search polls its flag at a steady rate per unit of work (every 256
    search states, in the counting programme and in the general one), so
    counting polls bounds the work the same on every machine, unlike a clock.
    The outer flag, or :meth:`cancel` on this one, still cancels at once.
    """

    __slots__ = ("_left", "_outer")

    def __init__(self, polls: int, outer: CancelFlag | None = None) -> None:
        super().__init__()
        self._outer = outer
        self._left = polls

    @property
    def cancelled(self) -> bool:
        """Whether the search was asked to stop (a spent budget is not a cancel)."""
        return self._event.is_set() or (self._outer is not None and self._outer.cancelled)

    @property
    def spent(self) -> bool:
        """Whether this budget, or the one it is nested in, has run out."""
        return self._left < 0 or (self._outer is not None and self._outer.spent)

    @property
    def left(self) -> int:
        """Polls still allowed (negative once spent)."""
        return self._left

    def check(self) -> None:
        """Raise :class:`Cancelled` when cancelled, :class:`BudgetSpent` when spent."""
        if self._outer is not None:
            self._outer.check()
        super().check()
        self._left -= 1
        if self._left < 0:
            raise BudgetSpent


class ComputerPlayer(Protocol):
    """A computer seat: looks at its view and returns its turn's action."""

    level: str

    def choose(self, view: PlayerView, rng: random.Random, cancel: CancelFlag) -> TurnAction:
        """The action for this turn: a Play (whole table), a Draw or a Pass.

        Raises:
            Cancelled: ``cancel`` was set while thinking.
        """
        ...
