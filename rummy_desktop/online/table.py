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

import secrets
from abc import abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
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
from rummy_desktop.core.rules import MAX_PLAYERS, MIN_PLAYERS, RuleSet, preset
from rummy_desktop.core.scoring import RoundEnd
from rummy_desktop.core.serialize import GameRecord, Seat
from rummy_desktop.core.serialize import action_to_json as action_record
from rummy_desktop.core.state import GameState
from rummy_desktop.core.turn import Turn
from rummy_desktop.core.views import PlayerView
from rummy_desktop.online.codec import DEFAULT_ACTION, BadFrame, action_from_json, view_to_json
from rummy_desktop.online.codes import new_code
from rummy_desktop.online.protocol import (
    Create,
    Reason,
    RefusalCode,
    Refused,
    SeatRequest,
    frame,
)
from rummy_desktop.online.seating import (
    SEED_BITS,
    Clock,
    ComputerWork,
    Notices,
    SeatedTable,
    TableSeat,
    new_seats,
)

SEAT_ONLY = frozenset({"seat", "rack", "taken", "can_draw", "can_pass"})
"""The keys of a tile view that belong to its seat: a watcher is shown the others."""


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


@dataclass(slots=True)
class TableProgress:
    """What the headless runner counts, counted the same way at the table."""

    illegal: list[list[str]]
    round_ends: list[RoundEnd] = field(default_factory=list)
    round_turns: int = 0
    capped: bool = False
    refused: dict[int, str] = field(default_factory=dict)
    """The referee's last word on each seat's move this turn (a later default counts it)."""


class HostedTable(TimedTable):
    """One tile game at the table server.

    Create one with :meth:`create`; :func:`rummy_desktop.online.autosave.load_table`
    brings one back from its autosave.
    """

    levels = tuple(LEVELS)

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
        if len(seats) != state.players:
            raise RummyError(f"the table has {len(seats)} seats but the game {state.players}")
        super().__init__(code, list(seats), started=started)
        self.state = state
        self._progress = progress or TableProgress([[] for _ in seats])
        self._init_clock(clock)
        self._result: dict[str, Any] | None = None
        self._players: dict[tuple[int, str], ComputerPlayer] = {}
        self._check_finished()
        self._restart_clock()

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
        names = [s.name for s in seats]
        table_seats, tokens = new_seats([(s.name, s.player) for s in seats], LEVELS)
        game_seed = secrets.randbits(SEED_BITS) if seed is None else seed
        try:
            state = GameState.new_match(rules, names, game_seed)
        except RummyError as exc:
            raise Refused(RefusalCode.BAD_FRAME, str(exc)) from None
        table = cls(code or new_code(), table_seats, state, clock=clock)
        table._start_if_all_joined()
        return table, tokens

    def _new_match(self, seed: int) -> None:
        st = self.state
        self.state = GameState.new_match(st.rules, st.names, seed)
        self._progress = TableProgress([[] for _ in self.seats])
        self._result = None
        self._players.clear()
        self._clock_key = None
        self._restart_clock()

    def _rename(self, seat: int, name: str) -> None:
        names = list(self.state.names)
        names[seat] = name
        self.state.names = tuple(names)

    # -- what seats see -----------------------------------------------------
    @property
    def game_seed(self) -> int:
        return self.state.seed

    @property
    def result(self) -> dict[str, Any] | None:
        return self._result

    @property
    def at(self) -> int:
        """The number of the current position: an action must answer the latest view."""
        return len(self.state.actions)

    def view(self, seat: int) -> PlayerView:
        return self.state.view(seat)

    def view_frame(self, seat: int) -> dict[str, Any]:
        return frame("view", at=self.at, view=view_to_json(self.state.view(seat)))

    def watch_view_frame(self) -> dict[str, Any]:
        shown = view_to_json(self.state.view(self.state.current))
        public = {k: v for k, v in shown.items() if k not in SEAT_ONLY}
        return frame("watch_view", at=self.at, view=public)

    # -- moves ------------------------------------------------------------------
    def act_json(self, seat: int, at: int, action: dict[str, Any]) -> Notices:
        try:
            move = action_from_json(action)
        except BadFrame as exc:
            raise Refused(RefusalCode.BAD_FRAME, str(exc)) from None
        return self.act(seat, at, move)

    def act(self, seat: int, at: int, action: TurnAction | str) -> Notices:
        """A remote seat's move, ruled on by the referee and applied.

        Raises:
            Refused: the game is over or not started, it is not this seat's
                turn, the move answers an old view, or the referee refuses it
                (with the referee's reasons); nothing has changed.
        """
        self._check_may_act(seat, at)
        if action == DEFAULT_ACTION:
            reason = self._progress.refused.get(seat)
            if reason is not None:
                self._progress.illegal[seat].append(reason)
            return self._apply(self.state.default_action())
        assert not isinstance(action, str)
        try:
            self.state.clone().apply(action)
        except IllegalMove as exc:
            message = str(exc) or "the rules refuse this move"
            self._progress.refused[seat] = message
            raise Refused(RefusalCode.ILLEGAL, message, self._reasons(action)) from None
        return self._apply(action)

    def _check_may_act(self, seat: int, at: int) -> None:
        if self.finished:
            raise Refused(RefusalCode.GAME_OVER, "the game is over")
        if not self.started:
            raise Refused(RefusalCode.NOT_STARTED, "the game starts once every seat has joined")
        self.check_not_paused()
        if seat != self.state.current:
            name = self.seats[self.state.current].name
            raise Refused(RefusalCode.NOT_YOUR_TURN, f"it is {name}'s turn, not yours")
        if at != self.at:
            raise Refused(
                RefusalCode.STALE,
                f"the move answers position {at}, but the game is at {self.at}: look again",
            )

    def _reasons(self, action: TurnAction) -> tuple[Reason, ...]:
        """The referee's reasons, each with its stable problem code."""
        try:
            if isinstance(action, Play):
                problems = self.state.problems(action)
            elif isinstance(action, Discard):
                problems = self.state.discard_problems(action)
            else:
                return ()
        except RummyError:
            return ()
        return tuple(Reason(p.code.value, p.message, p.words) for p in problems)

    def computer_on_turn(self) -> str | None:
        """The level of the computer seat on turn (or its stand-in), when the table must play it."""
        if not self.started or self.finished or self.paused:
            return None
        return self.seats[self.state.current].computer_level()

    def computer_question(self) -> tuple[int, PlayerView, Any]:
        """What the computer on turn decides on: its seat, its view and its random source."""
        st = self.state
        return (
            st.current,
            st.view(st.current),
            decision_rng(st.seed, st.round_number, st.turn, st.current),
        )

    def computer_work(self, cancel: CancelFlag) -> tuple[int, ComputerWork]:
        level = self.computer_on_turn()
        if level is None:
            raise Refused(RefusalCode.NOT_YOUR_TURN, "no computer seat is on turn")
        seat, view, rng = self.computer_question()
        player = self._players.setdefault((seat, level), make_player(level))
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

    def expire(self) -> Notices:
        """Time is up for the seat on turn: the rules end its turn (RULES.md section 4).

        The table never sees a remote player's scratch work, so the turn ends as
        for a player who did nothing: a draw, or under draw and discard the
        engine's take and discard.
        """
        if not self._turn_clock.expired(self._clock()) or self.finished:
            return []
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
        if self._check_finished():
            notices.append(self.result_frame())
        self._restart_clock()
        return notices

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

    def _check_finished(self) -> bool:
        """Set the result once the match is over; True when it was set just now."""
        if self._result is not None:
            return False
        st, progress = self.state, self._progress
        over = st.round_over and match_done(st, len(st.history), MAX_ROUNDS)
        if not (over or progress.capped or self.ended_by_host):
            return False
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
        self._result = match_summary(st, [s.plays_as() for s in self.seats], result)
        if self.ended_by_host:
            self._result["ended_by"] = "host"
        self._turn_clock.start(None)
        return True

    def _seat_on_turn(self) -> int:
        return self.state.current

    def _turn_timing(self) -> tuple[tuple[int, int, int], float | None]:
        st = self.state
        seat = self.seats[st.current]
        playing = self.started and not self.finished and seat.remote and not st.round_over
        seconds = st.rules_for(st.current).turn_timer_seconds if playing else None
        return (st.round_number, st.turn, st.current), seconds

    # -- saving -----------------------------------------------------------------
    def to_json(self, since: int = 0) -> dict[str, Any]:
        """Everything the autosave holds (tokens only as digests).

        With ``since``, the record holds only the actions from that one on (a
        journal line: the actions before are in the lines before).
        """
        record = GameRecord(tuple(Seat(s.name, s.player) for s in self.seats), self.state)
        header = record.header()
        actions = [action_record(a) for a in self.state.actions[since:]]
        progress = self._progress
        return {
            "game": self.game_name,
            "table": self.code,
            **self.host_json(),
            "seats": [s.to_json() for s in self.seats],
            "started": self.started,
            "illegal": progress.illegal,
            "round_ends": [end.value for end in progress.round_ends],
            "round_turns": progress.round_turns,
            "capped": progress.capped,
            "record": {**header, "actions": actions},
        }


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
