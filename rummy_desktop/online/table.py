"""The authoritative table: one game, its seed and its referee, and nothing leaks.

The table alone holds the :class:`~rummy_desktop.core.state.GameState`. Each
seat is told only its own view (:meth:`GameState.view`, the same per-seat
view the computer players get), and each seat's computer player, at the
table or in another home, draws its randomness from the seat's *decision
seed* (:func:`rummy_desktop.ai.runner.decision_seed`), never the game seed:
the seed would reveal every deal. The seed is told only once the match is
over, with the result.

Every move goes through the core's own :meth:`GameState.apply`; a move the
referee refuses changes nothing and comes back with its reasons. The table
keeps the turn timer for seats that play from elsewhere (it runs only while
the seat on turn is connected: a seat that lost its connection waits), and
writes itself to its autosave after every change, so a table server that
crashed resumes every game where it was.

This module is plain Python with no sockets: :mod:`rummy_desktop.online.server`
carries its frames over WebSocket, and the tests play it directly too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from rummy_desktop.ai.base import CancelFlag, ComputerPlayer
from rummy_desktop.ai.computer_turn import Decision, decide, rule_on
from rummy_desktop.ai.players import LEVELS, make_player
from rummy_desktop.ai.runner import (
    MAX_ROUNDS,
    MAX_TURNS_PER_ROUND,
    GameResult,
    decision_rng,
    match_done,
    match_summary,
)
from rummy_desktop.core.actions import Discard, Play, TurnAction
from rummy_desktop.core.errors import IllegalMove, RummyError
from rummy_desktop.core.game import Clock
from rummy_desktop.core.rules import MAX_PLAYERS, MIN_PLAYERS, RuleSet, preset
from rummy_desktop.core.scoring import RoundEnd
from rummy_desktop.core.serialize import GameRecord, Seat
from rummy_desktop.core.serialize import action_to_json as action_record
from rummy_desktop.core.state import GameState
from rummy_desktop.core.turn import Turn
from rummy_desktop.core.views import PlayerView
from rummy_desktop.online.codec import action_from_json, view_to_json
from rummy_desktop.online.codes import new_code
from rummy_desktop.online.game_table import GameTable, deal_for
from rummy_desktop.online.protocol import Create, Reason, RefusalCode, Refused, SeatRequest, frame
from rummy_desktop.online.seating import ComputerWork, Notices, TableSeat

SEAT_ONLY = frozenset({"seat", "rack", "taken", "can_draw", "can_pass"})
"""The keys of a tile view that belong to its seat: a watcher is shown the others."""


@dataclass(slots=True)
class TableProgress:
    """What the headless runner counts, counted the same way at the table."""

    illegal: list[list[str]]
    round_ends: list[RoundEnd] = field(default_factory=list)
    round_turns: int = 0
    capped: bool = False
    refused: dict[int, str] = field(default_factory=dict)
    """The referee's last word on each seat's move this turn (a later default counts it)."""


class HostedTable(GameTable[TurnAction]):
    """One tile game at the table server.

    Create one with :meth:`create`; :func:`rummy_desktop.online.autosave.load_table`
    brings one back from its autosave.
    """

    levels = tuple(LEVELS)
    SEAT_ONLY = SEAT_ONLY
    _progress: TableProgress

    def __init__(
        self,
        code: str,
        seats: Sequence[TableSeat],
        state: GameState,
        *,
        started: bool = False,
        progress: TableProgress | None = None,
        clock: Clock,
    ) -> None:
        self.state = state
        progress = progress or TableProgress([[] for _ in seats])
        super().__init__(
            code, seats, state.players, started=started, progress=progress, clock=clock
        )

    # -- creation ---------------------------------------------------------
    @classmethod
    def create(
        cls,
        seats: Sequence[SeatRequest],
        rules: RuleSet,
        seed: int | None,
        *,
        clock: Clock,
        code: str | None = None,
    ) -> tuple[HostedTable, list[str]]:
        """A new table and the seats' tokens in seat order ("" for computer seats).

        Raises:
            Refused: too few or too many seats, a repeated name or an unknown player.
        """
        if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
            raise Refused(
                RefusalCode.BAD_FRAME, f"a game needs {MIN_PLAYERS} to {MAX_PLAYERS} players"
            )
        deal = partial(GameState.new_match, rules)
        table_seats, tokens, state = deal_for(seats, cls.levels, seed, deal)
        table = cls(code or new_code(), table_seats, state, clock=clock)
        table._start_if_all_joined()
        return table, tokens

    def _deal(self, seed: int) -> None:
        st = self.state
        self.state = GameState.new_match(st.rules, st.names, seed)
        self._progress = TableProgress([[] for _ in self.seats])

    def _rename(self, seat: int, name: str) -> None:
        names = list(self.state.names)
        names[seat] = name
        self.state.names = tuple(names)

    # -- what seats see -----------------------------------------------------
    @property
    def game_seed(self) -> int:
        return self.state.seed

    @property
    def at(self) -> int:
        """The number of the current position: an action must answer the latest view."""
        return len(self.state.actions)

    def _seat_view_json(self, seat: int) -> dict[str, Any]:
        return view_to_json(self.state.view(seat))

    def _seat_on_turn(self) -> int:
        return self.state.current

    # -- moves ------------------------------------------------------------------
    def _move_from_json(self, action: dict[str, Any]) -> TurnAction | str:
        return action_from_json(action)

    def _judge(self, move: TurnAction) -> IllegalMove | None:
        try:
            self.state.clone().apply(move)
        except IllegalMove as exc:
            return exc
        return None

    def _reasons(self, move: TurnAction, why: IllegalMove, message: str) -> tuple[Reason, ...]:
        """The referee's reasons, each with its stable problem code."""
        try:
            if isinstance(move, Play):
                problems = self.state.problems(move)
            elif isinstance(move, Discard):
                problems = self.state.discard_problems(move)
            else:
                return ()
        except RummyError:
            return ()
        return tuple(Reason(p.code.value, p.message, p.words) for p in problems)

    def _play(self, seat: int, move: TurnAction) -> Notices:
        return self._apply(move)

    def _play_default(self, seat: int) -> Notices:
        return self._apply(self.state.default_action())

    def computer_question(self) -> tuple[int, PlayerView, Any]:
        """What the computer on turn decides on: its seat, its view and its random source."""
        st = self.state
        return (
            st.current,
            st.view(st.current),
            decision_rng(st.seed, st.round_number, st.turn, st.current),
        )

    def computer_work(self, cancel: CancelFlag) -> tuple[int, ComputerWork]:
        level = self._computer_level()
        seat, view, rng = self.computer_question()
        player: ComputerPlayer = self._players.setdefault((seat, level), make_player(level))
        return self.at, lambda: (seat, decide(player, view, rng, cancel))

    def finish_computer(self, at: int, outcome: object) -> Notices:
        if not isinstance(outcome, tuple) or len(outcome) != 2:
            raise TypeError(f"not a computer decision: {outcome!r}")
        seat, decision = outcome
        if not isinstance(seat, int) or not isinstance(decision, Decision):
            raise TypeError(f"not a computer decision: {outcome!r}")
        return self.apply_decision(seat, at, decision)

    def apply_decision(self, seat: int, at: int, decision: Decision) -> Notices:
        """The table's own computer player answered; the referee rules and it is applied."""
        self._check_may_act(seat, at)
        ruling = rule_on(self.state, decision)
        if ruling.illegal:
            self._progress.illegal[seat].append(ruling.illegal)
        return self._apply(ruling.applied)

    def _time_up(self) -> Notices:
        """The table never sees a remote player's scratch work, so the turn ends as for
        a player who did nothing (RULES.md section 4): a draw, or under draw and discard
        the engine's take and discard."""
        before = len(self.state.actions)
        Turn(self.state).expire()
        return self._after_applied(len(self.state.actions) - before)

    # -- after every change -------------------------------------------------
    def _apply(self, action: TurnAction) -> Notices:
        self.state.apply(action)
        return self._after_applied(1)

    def _after_applied(self, count: int) -> Notices:
        progress = self._progress
        progress.refused.clear()
        progress.round_turns += count
        notices: Notices = []
        st = self.state
        if not st.round_over and progress.round_turns >= MAX_TURNS_PER_ROUND:
            progress.capped = True
        elif st.round_over:
            if st.round_end is not None:
                progress.round_ends.append(st.round_end)
            notices.append(self._round_end_frame())
            if not match_done(st, len(st.history), MAX_ROUNDS):
                st.start_next_round()
                progress.round_turns = 0
        return self._settled(notices)

    def _round_end_frame(self) -> dict[str, Any]:
        st = self.state
        last = st.history[-1] if st.history else None
        return frame(
            "round_end",
            round=st.round_number,
            how=None if st.round_end is None else str(st.round_end),
            winner=None if last is None else last.winner,
            scores=[] if last is None else list(last.scores),
            totals=list(st.totals),
        )

    def _match_result(self) -> dict[str, Any] | None:
        st, progress = self.state, self._progress
        over = st.round_over and match_done(st, len(st.history), MAX_ROUNDS)
        if not (over or progress.capped or self.ended_by_host):
            return None
        totals = tuple(st.totals)
        best = max(totals)
        decided = totals.count(best) == 1 and not progress.capped and not self.ended_by_host
        winner = totals.index(best) if decided else None
        result = GameResult(
            winner,
            totals,
            0,
            len(st.history),
            [[] for _ in self.seats],
            progress.illegal,
            progress.capped,
            progress.round_ends,
        )
        return match_summary(st, [s.plays_as() for s in self.seats], result)

    def _turn_timing(self) -> tuple[tuple[int, int, int], float | None]:
        st = self.state
        seat = self.seats[st.current]
        playing = self.started and not self.finished and seat.remote and not st.round_over
        seconds = st.rules_for(st.current).turn_timer_seconds if playing else None
        return (st.round_number, st.turn, st.current), seconds

    # -- saving -----------------------------------------------------------------
    def _progress_json(self) -> dict[str, Any]:
        progress = self._progress
        return {
            "illegal": progress.illegal,
            "round_ends": [end.value for end in progress.round_ends],
            "round_turns": progress.round_turns,
            "capped": progress.capped,
        }

    def _record_json(self, since: int) -> dict[str, Any]:
        record = GameRecord(tuple(Seat(s.name, s.player) for s in self.seats), self.state)
        actions = [action_record(a) for a in self.state.actions[since:]]
        return {**record.header(), "actions": actions}


def open_tile_table(message: Create, clock: Clock) -> tuple[HostedTable, list[str]]:
    """The table server's new tile table (the tile family's ``table`` in the registry).

    Options the ``create`` frame does not name keep their preset's value, not
    the class defaults.

    Raises:
        RummyError: rules that cannot be read; Refused: seats the game cannot seat.
    """
    base = preset(str(message.rules.get("preset", "classic"))).to_dict()
    rules = RuleSet.from_dict({**base, **message.rules})
    return HostedTable.create(message.seats, rules, message.seed, clock=clock)
