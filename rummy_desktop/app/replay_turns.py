"""Turns and checkpoints of a game record: what tile and card replays share.

A game record is a seed and every action in order, and it replays exactly;
a replay therefore keeps no positions of its own. It cuts the actions into
turns once, keeps a copy of the game every ``checkpoint_every`` turns, and
rebuilds any position from the nearest copy before it. Stepping back is then
as cheap as stepping forward, jumping to turn N equals stepping N times by
construction, and memory stays small even for a match of hundreds of rounds.

The tile game (:mod:`rummy_desktop.app.replay`) and the card games
(:mod:`rummy_desktop.app.cards.replay`) differ only in how an action is
played, how a game is copied, which actions are no turn of their own (a
rack or hand put in order), what marks the end of a turn and when the
match is over; those are the hooks of :class:`TurnReplay`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from bisect import bisect_right
from collections.abc import Hashable, Sequence
from typing import Generic, TypeVar, cast

from rummy_desktop.core.errors import InvalidRecord, RummyError
from rummy_desktop.core.match_moves import MatchMoves

S = TypeVar("S")
"""The game's state (a tile ``GameState`` or a ``CardGame``)."""
A = TypeVar("A")
"""One action of its record."""
T = TypeVar("T")
"""The replay's step: one turn (or one new deal)."""


class TurnReplay(ABC, Generic[S, A, T]):
    """The positions of one record, from the first deal (position 0) to its end.

    Position ``p`` is the game after the first ``p`` steps. Building one
    replays the whole record; moving about afterwards replays at most
    ``checkpoint_every`` turns.

    Args:
        start: the game as first dealt (it is played on: pass a fresh one).
        actions: the record's actions in order.
        checkpoint_every: turns between kept copies of the game.

    Raises:
        InvalidRecord: an action of the record cannot be played.
    """

    def __init__(self, start: S, actions: Sequence[A], checkpoint_every: int) -> None:
        self.actions: Sequence[A] = _fixed(actions)
        """The record's actions, a copy that the game going on never changes (a match's
        :class:`~rummy_desktop.core.match_moves.MatchMoves` stay packed round by round)."""
        self._every = max(1, checkpoint_every)
        state = start
        self._bounds: list[int] = [0]
        """Per position, how many of the actions lead to it."""
        self.steps: list[T] = []
        self._checkpoints: list[tuple[int, S]] = [(0, self._clone(state))]
        opened: tuple[int, Hashable] | None = None  # first action, who/when of a turn under way
        for index, action in enumerate(self.actions):
            before = self._moment(state)
            if opened is None and not self._folded(action):
                opened = (index, self._opening(state))
                if len(self.steps) % self._every == 0 and self._checkpoints[-1][0] != index:
                    self._checkpoints.append((index, self._clone(state)))
            try:
                self._apply(state, action)
            except RummyError as exc:
                raise InvalidRecord(f"move {index + 1} cannot be replayed: {exc}") from None
            if self._folded(action):
                if opened is None:
                    self._bounds[-1] = index + 1  # folded into the position it follows
                continue
            if opened is not None and self._moment(state) != before:
                self.steps.append(self._step(opened[1], state, opened[0], index + 1))
                self._bounds.append(index + 1)
                opened = None
        if opened is not None:  # a record saved in the middle of a turn
            self.steps.append(self._step(opened[1], state, opened[0], len(self.actions)))
            self._bounds.append(len(self.actions))
        self._indexes = [i for i, _ in self._checkpoints]
        self.end: S = state
        """The game as the record ends (subclasses compare it with the saved position)."""

    # -- the hooks -------------------------------------------------------------
    @abstractmethod
    def _apply(self, state: S, action: A) -> None:
        """Play ``action`` on ``state`` (raising the referee's ``RummyError`` if refused)."""

    @abstractmethod
    def _clone(self, state: S) -> S:
        """An independent copy of ``state``."""

    @abstractmethod
    def _folded(self, action: A) -> bool:
        """Whether ``action`` is no turn of its own (putting a rack or hand in order)."""

    @abstractmethod
    def _moment(self, state: S) -> Hashable:
        """A value that changes exactly when a turn ends (or a round is dealt)."""

    @abstractmethod
    def _opening(self, state: S) -> Hashable:
        """What the step needs to know of the game as its turn begins (who, which round)."""

    @abstractmethod
    def _step(self, opening: Hashable, after: S, first: int, end: int) -> T:
        """The step of actions ``first`` to ``end`` (excluded), leaving the game ``after``."""

    @abstractmethod
    def _over(self, state: S) -> bool:
        """Whether the match of ``state`` is over."""

    @property
    def over(self) -> bool:
        """The record reaches the end of its match: until then its racks are secret
        (:func:`~rummy_desktop.app.sight.open_seats`)."""
        return self._over(self.end)

    # -- moving about ----------------------------------------------------------
    @property
    def last(self) -> int:
        """The last position: the game as it ended (or was saved)."""
        return len(self.steps)

    def state_at(self, position: int) -> S:
        """A fresh copy of the game at ``position`` (0 to :attr:`last`).

        Raises:
            IndexError: no such position.
        """
        if not 0 <= position <= self.last:
            raise IndexError(f"position {position} is not between 0 and {self.last}")
        wanted = self._bounds[position]
        start, kept = self._checkpoints[bisect_right(self._indexes, wanted) - 1]
        state = self._clone(kept)
        for action in self.actions[start:wanted]:
            self._apply(state, action)
        return state

    def moves_into(self, position: int) -> int:
        """How many of the record's actions lead to ``position``."""
        return self._bounds[position]

    def step_into(self, position: int) -> T:
        """The step that leads to ``position`` (1 to :attr:`last`)."""
        if not 1 <= position <= self.last:
            raise IndexError(f"position {position} is not between 1 and {self.last}")
        return self.steps[position - 1]

    def actions_into(self, position: int) -> tuple[A, ...]:
        """Every action from ``position - 1`` to ``position``, in order (a turn's draw,
        melds and discard; rack or hand orders folded into the position come last)."""
        self.step_into(position)
        return tuple(self.actions[self._bounds[position - 1] : self._bounds[position]])


def _fixed(actions: Sequence[A]) -> Sequence[A]:
    """``actions`` as they are now: a cheap copy of a match's packed moves, else a tuple."""
    if isinstance(actions, MatchMoves):
        return cast(Sequence[A], actions.copy())
    return tuple(actions)
