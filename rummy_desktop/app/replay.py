"""A finished (or saved) game, turn by turn, to watch forward and back.

The game record replays every match exactly from its seed (see
:mod:`rummy_desktop.core.serialize`), so a replay keeps no positions of its
own: it cuts the record's actions into turns once, keeps a copy of the game
every :data:`CHECKPOINT_EVERY` turns, and rebuilds any position from the
nearest copy before it. Stepping back is then as cheap as stepping forward,
jumping to turn N equals stepping N times by construction, and memory stays
small even for a match of hundreds of rounds.

Rack arrangements are not turns: they are folded into the position they
follow, so a step always shows a turn (or a new deal).
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from typing import Final

from rummy_desktop.app.playback import Layout, play_steps
from rummy_desktop.core.actions import Action, ArrangeRack, Discard, Play
from rummy_desktop.core.errors import InvalidRecord, RummyError
from rummy_desktop.core.serialize import GameRecord, Seat, new_record_state, state_snapshot
from rummy_desktop.core.state import GameState, NextRound

CHECKPOINT_EVERY: Final = 16
"""Turns between kept copies of the game: a step back replays at most this many."""


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """One turn of the match (or the deal of a new round), as a step of the replay.

    Attributes:
        seat: who played the turn (for a deal: who starts the new round).
        round_number: the round the turn belongs to (for a deal: the new round).
        turn: the turn's number within its round (0 for a deal).
        action: the turn's deciding action (the play, draw, pass, penalty or
            discard), or the new deal.
    """

    seat: int
    round_number: int
    turn: int
    action: Action | NextRound


class Replay:
    """The positions of one match, from the first deal (position 0) to its end.

    Position ``p`` is the game after the first ``p`` steps. Building one
    replays the whole record, so it belongs on a worker thread for a long
    match (:class:`~rummy_desktop.app.replay_loader.ReplayLoader`); moving
    about afterwards replays at most :data:`CHECKPOINT_EVERY` turns.

    Raises:
        InvalidRecord: the record does not replay to the position it holds.
    """

    def __init__(self, record: GameRecord, checkpoint_every: int = CHECKPOINT_EVERY) -> None:
        self.seats: tuple[Seat, ...] = record.seats
        end = record.state
        self.actions: tuple[Action | NextRound, ...] = tuple(end.actions)
        self._every = max(1, checkpoint_every)
        state = new_record_state(end.rules, record.seats, end.seed, end.handicaps)
        self._bounds: list[int] = [0]
        """Per position, how many of the actions lead to it."""
        self.steps: list[ReplayStep] = []
        self._checkpoints: list[tuple[int, GameState]] = [(0, state.clone())]
        open_step: tuple[int, int, int] | None = None  # seat, round, turn of a turn under way
        for index, action in enumerate(self.actions):
            before = (state.round_number, state.turn, state.round_over)
            if open_step is None and not isinstance(action, ArrangeRack):
                open_step = (state.current, state.round_number, state.turn)
                if len(self.steps) % self._every == 0 and self._checkpoints[-1][0] != index:
                    self._checkpoints.append((index, state.clone()))
            try:
                if isinstance(action, NextRound):
                    state.start_next_round()
                else:
                    state.apply(action)
            except RummyError as exc:
                raise InvalidRecord(f"move {index + 1} cannot be replayed: {exc}") from None
            if isinstance(action, ArrangeRack):
                if open_step is None:
                    self._bounds[-1] = index + 1  # folded into the position it follows
                continue
            after = (state.round_number, state.turn, state.round_over)
            if isinstance(action, NextRound):
                open_step = (state.current, state.round_number, 0)
            if after != before and open_step is not None:
                seat, round_number, turn = open_step
                self.steps.append(ReplayStep(seat, round_number, turn, action))
                self._bounds.append(index + 1)
                open_step = None
        if open_step is not None:  # a record saved in the middle of a turn (draw and discard)
            seat, round_number, turn = open_step
            self.steps.append(ReplayStep(seat, round_number, turn, self.actions[-1]))
            self._bounds.append(len(self.actions))
        if state_snapshot(state) != state_snapshot(end):
            raise InvalidRecord("the game does not replay to the position it was saved in")
        self._indexes = [i for i, _ in self._checkpoints]

    @property
    def last(self) -> int:
        """The last position: the game as it ended (or was saved)."""
        return len(self.steps)

    def state_at(self, position: int) -> GameState:
        """A fresh copy of the game at ``position`` (0 to :attr:`last`).

        Raises:
            IndexError: no such position.
        """
        if not 0 <= position <= self.last:
            raise IndexError(f"position {position} is not between 0 and {self.last}")
        wanted = self._bounds[position]
        start, kept = self._checkpoints[bisect_right(self._indexes, wanted) - 1]
        state = kept.clone()
        for action in self.actions[start:wanted]:
            if isinstance(action, NextRound):
                state.start_next_round()
            else:
                state.apply(action)
        return state

    def step_into(self, position: int) -> ReplayStep:
        """The step that leads to ``position`` (1 to :attr:`last`)."""
        if not 1 <= position <= self.last:
            raise IndexError(f"position {position} is not between 1 and {self.last}")
        return self.steps[position - 1]

    def table_moves(self, before: GameState, position: int) -> list[Layout]:
        """The table's layouts one after another as the step into ``position`` is
        played, as a computer's play is shown in a game; empty for a step that
        does not change the table (a draw) or deals anew."""
        action = self.step_into(position).action
        if not isinstance(action, Play | Discard):
            return []
        return play_steps(before.table, action.table)
