"""A finished (or saved) game, turn by turn, to watch forward and back.

The game record replays every match exactly from its seed (see
:mod:`rummy_desktop.core.serialize`), so a replay keeps no positions of its
own: it cuts the record's actions into turns once, keeps a copy of the game
every :data:`CHECKPOINT_EVERY` turns, and rebuilds any position from the
nearest copy before it (:class:`~rummy_desktop.app.replay_turns.TurnReplay`,
shared with the card games). Stepping back is then as cheap as stepping
forward, jumping to turn N equals stepping N times by construction, and
memory stays small even for a match of hundreds of rounds.

Rack arrangements are not turns: they are folded into the position they
follow, so a step always shows a turn (or a new deal).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import Final

from rummy_desktop.app.playback import Layout, play_steps
from rummy_desktop.app.replay_turns import TurnReplay
from rummy_desktop.core.actions import Action, ArrangeRack, Discard, Play
from rummy_desktop.core.errors import InvalidRecord
from rummy_desktop.core.match_moves import MatchMoves
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
        index: where the turn's deciding action is in the record's actions.
    """

    seat: int
    round_number: int
    turn: int
    index: int
    moves: Sequence[Action | NextRound] = field(compare=False, repr=False)
    """The record's actions: a step reads its own when asked, so the steps of a long
    match do not hold every table again (its finished rounds stay packed)."""

    @property
    def action(self) -> Action | NextRound:
        """The turn's deciding action (the play, draw, pass, penalty or discard), or the
        new deal."""
        return self.moves[self.index]


class Replay(TurnReplay[GameState, Action | NextRound, ReplayStep]):
    """The positions of one tile match, from the first deal (position 0) to its end.

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
        start = new_record_state(end.rules, record.seats, end.seed, end.handicaps)
        super().__init__(start, end.actions, checkpoint_every)
        if state_snapshot(self.end) != state_snapshot(end):
            raise InvalidRecord("the game does not replay to the position it was saved in")

    def state_at(self, position: int) -> GameState:
        """A fresh copy of the game at ``position``, with the record's moves that led there.

        Raises:
            IndexError: no such position.
        """
        state = super().state_at(position)
        count = self.moves_into(position)
        moves = self.actions
        state.actions = (
            moves.head(count) if isinstance(moves, MatchMoves) else MatchMoves(moves[:count])
        )
        return state

    def _apply(self, state: GameState, action: Action | NextRound) -> None:
        if isinstance(action, NextRound):
            state.start_next_round()
            # The record holds the moves (:meth:`state_at` gives a position its own): the
            # game replayed here dropping its own copy spares encoding every round again.
            state.actions = MatchMoves()
        else:
            state.apply(action)

    def _clone(self, state: GameState) -> GameState:
        """A copy without the moves that led to it: the replay keeps the record's moves
        once (:attr:`actions`), and copies kept every few turns each held a round or
        three of them as played, so together every table of the match again. A
        position gets them back from the record's (:meth:`state_at`)."""
        twin = state.clone()
        twin.actions = MatchMoves()
        return twin

    def _folded(self, action: Action | NextRound) -> bool:
        return isinstance(action, ArrangeRack)

    def _moment(self, state: GameState) -> Hashable:
        return (state.round_number, state.turn, state.round_over)

    def _opening(self, state: GameState) -> Hashable:
        return (state.current, state.round_number, state.turn)

    def _step(self, opening: Hashable, after: GameState, first: int, end: int) -> ReplayStep:
        if isinstance(self.actions[end - 1], NextRound):  # a deal: who starts the new round
            return ReplayStep(after.current, after.round_number, 0, end - 1, self.actions)
        assert isinstance(opening, tuple)
        seat, round_number, turn = opening
        return ReplayStep(seat, round_number, turn, end - 1, self.actions)

    def _over(self, state: GameState) -> bool:
        return state.match_over()

    def table_moves(self, before: GameState, position: int) -> list[Layout]:
        """The table's layouts one after another as the step into ``position`` is
        played, as a computer's play is shown in a game; empty for a step that
        does not change the table (a draw) or deals anew."""
        action = self.step_into(position).action
        if not isinstance(action, Play | Discard):
            return []
        return play_steps(before.table, action.table)
