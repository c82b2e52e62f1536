"""What a table does with its game, the same for every family: only the game is its own.

A tile and a card table differ in their game (a whole turn or move by move),
how a move is written and ruled on, and what their record holds; they do not
differ in the order of things around it. A move answers the latest view of
the seat on turn or is refused (over, not started, paused, not your turn,
stale); a move the referee refuses is counted, and counted as illegal when the
seat then takes the rules' default; the computer seat on turn is played by
the table; a seat whose time ran out gets the rules' default; the match's
result is set once (and says when the host ended it); a rematch deals anew;
the autosave is one envelope around the family's counts and record. That is
written here once (:class:`GameTable`); a family says the rest.
"""

from __future__ import annotations

import secrets
from abc import abstractmethod
from collections.abc import Callable, Sequence
from typing import Any, Generic, Protocol, TypeVar

from rummy_desktop.core.errors import IllegalMove, RummyError
from rummy_desktop.core.game import Clock
from rummy_desktop.online.codec import DEFAULT_ACTION, BadFrame
from rummy_desktop.online.protocol import Reason, RefusalCode, Refused, SeatRequest, frame
from rummy_desktop.online.seating import (
    SEED_BITS,
    Notices,
    TableSeat,
    new_seats,
)
from rummy_desktop.online.timed_table import TimedTable

M = TypeVar("M")
"""A family's move (a tile turn's action, a card move)."""
G = TypeVar("G")
"""A family's game, as dealt."""


class Progress(Protocol):
    """What the headless runner counts, counted the same way at every table."""

    illegal: list[list[str]]
    round_turns: int
    capped: bool
    refused: dict[int, str]
    """The referee's last word on each seat's move this turn (a later default counts it)."""


def deal_for(
    seats: Sequence[SeatRequest],
    levels: tuple[str, ...],
    seed: int | None,
    deal: Callable[[list[str], int], G],
) -> tuple[list[TableSeat], list[str], G]:
    """The seats of a new table, their tokens ("" for computer seats), and the game dealt
    to them from ``seed`` (a fresh one the seats are not told when None).

    Raises:
        Refused: a repeated name, an unknown player, or a game the rules cannot deal.
    """
    table_seats, tokens = new_seats([(s.name, s.player) for s in seats], levels)
    game_seed = secrets.randbits(SEED_BITS) if seed is None else seed
    try:
        game = deal([s.name for s in seats], game_seed)
    except RummyError as exc:
        raise Refused(RefusalCode.BAD_FRAME, str(exc)) from None
    return table_seats, tokens, game


class GameTable(TimedTable, Generic[M]):
    """A timed table around one family's game.

    A family sets its game before calling this constructor (the result is
    looked for and the clock started at once) and fills in the hooks below.

    Args:
        code: the table's code.
        seats: its seats.
        players: how many seats the game was dealt for.
        started: every remote seat has joined.
        progress: the counts so far.
        clock: the time, for the turn timer.
    """

    SEAT_ONLY: frozenset[str] = frozenset()
    """The keys of a seat's view that belong to its seat: a watcher is shown the others."""

    def __init__(
        self,
        code: str,
        seats: Sequence[TableSeat],
        players: int,
        *,
        started: bool,
        progress: Progress,
        clock: Clock,
    ) -> None:
        if len(seats) != players:
            raise RummyError(f"the table has {len(seats)} seats but the game {players}")
        super().__init__(code, list(seats), started=started)
        self._progress = progress
        self._result: dict[str, Any] | None = None
        self._players: dict[tuple[int, str], Any] = {}
        """The table's computer players, per seat and level (each keeps its own memory)."""
        self._init_clock(clock)
        self._check_finished()
        self._restart_clock()

    # -- what the family says ----------------------------------------------------------
    def _turn_open(self) -> bool:
        """Whether the seat on turn may move now (a card round between deals: no)."""
        return True

    @abstractmethod
    def _seat_view_json(self, seat: int) -> dict[str, Any]:
        """What ``seat`` sees, as it travels."""

    @abstractmethod
    def _move_from_json(self, action: dict[str, Any]) -> M | str:
        """A move as sent (:data:`DEFAULT_ACTION` for the rules' default).

        Raises:
            BadFrame: not a move.
        """

    @abstractmethod
    def _judge(self, move: M) -> IllegalMove | None:
        """The referee's refusal of ``move`` (None: it may be played); nothing changes."""

    @abstractmethod
    def _reasons(self, move: M, why: IllegalMove, message: str) -> tuple[Reason, ...]:
        """The referee's reasons for refusing ``move``, each with its stable code."""

    @abstractmethod
    def _play(self, seat: int, move: M) -> Notices:
        """Play a move the referee allowed."""

    @abstractmethod
    def _play_default(self, seat: int) -> Notices:
        """Play the rules' default for the seat on turn."""

    @abstractmethod
    def _time_up(self) -> Notices:
        """The seat on turn is out of time: its turn ends as the rules say."""

    @abstractmethod
    def _match_result(self) -> dict[str, Any] | None:
        """The match's result once it is over, capped or ended by the host, else None."""

    @abstractmethod
    def _deal(self, seed: int) -> None:
        """A new match of the same rules to the same seats, and its counts from nothing."""

    @abstractmethod
    def _progress_json(self) -> dict[str, Any]:
        """The autosave's counts of the match (after ``started``, before the record)."""

    @abstractmethod
    def _record_json(self, since: int) -> dict[str, Any]:
        """The game record; with ``since``, only its actions from that one on."""

    # -- what seats see ------------------------------------------------------------------
    @property
    def result(self) -> dict[str, Any] | None:
        return self._result

    def view_frame(self, seat: int) -> dict[str, Any]:
        return frame("view", at=self.at, view=self._seat_view_json(seat))

    def watch_view_frame(self) -> dict[str, Any]:
        shown = self._seat_view_json(self._seat_on_turn())
        public = {k: v for k, v in shown.items() if k not in self.SEAT_ONLY}
        return frame("watch_view", at=self.at, view=public)

    # -- moves ------------------------------------------------------------------------------
    def act_json(self, seat: int, at: int, action: dict[str, Any]) -> Notices:
        try:
            move = self._move_from_json(action)
        except BadFrame as exc:
            raise Refused(RefusalCode.BAD_FRAME, str(exc)) from None
        return self.act(seat, at, move)

    def act(self, seat: int, at: int, move: M | str) -> Notices:
        """A remote seat's move, ruled on by the referee and played.

        Raises:
            Refused: the game is over or not started, it is paused, it is not
                this seat's turn, the move answers an old view, or the referee
                refuses it (with the referee's reasons); nothing has changed.
        """
        self._check_may_act(seat, at)
        progress = self._progress
        if move == DEFAULT_ACTION:
            reason = progress.refused.pop(seat, None)
            if reason is not None:
                progress.illegal[seat].append(reason)
            return self._play_default(seat)
        assert not isinstance(move, str)
        why = self._judge(move)
        if why is not None:
            message = str(why) or "the rules refuse this move"
            progress.refused[seat] = message
            raise Refused(RefusalCode.ILLEGAL, message, self._reasons(move, why, message))
        return self._play(seat, move)

    def _check_may_act(self, seat: int, at: int) -> None:
        if self.finished:
            raise Refused(RefusalCode.GAME_OVER, "the game is over")
        if not self.started:
            raise Refused(RefusalCode.NOT_STARTED, "the game starts once every seat has joined")
        self.check_not_paused()
        current = self._seat_on_turn()
        if seat != current or not self._turn_open():
            name = self.seats[current].name
            raise Refused(RefusalCode.NOT_YOUR_TURN, f"it is {name}'s turn, not yours")
        if at != self.at:
            raise Refused(
                RefusalCode.STALE,
                f"the move answers position {at}, but the game is at {self.at}: look again",
            )

    def computer_on_turn(self) -> str | None:
        """The level of the computer seat on turn (or its stand-in), when the table must play it."""
        if not self.started or self.finished or self.paused or not self._turn_open():
            return None
        return self.seats[self._seat_on_turn()].computer_level()

    def _computer_level(self) -> str:
        """The level the table plays the seat on turn at.

        Raises:
            Refused: no computer seat is on turn.
        """
        level = self.computer_on_turn()
        if level is None:
            raise Refused(RefusalCode.NOT_YOUR_TURN, "no computer seat is on turn")
        return level

    def expire(self) -> Notices:
        """Time is up for the seat on turn: the rules end its turn (nothing when none is up)."""
        if not self._turn_clock.expired(self._clock()) or self.finished:
            return []
        return self._time_up()

    # -- after every change --------------------------------------------------------------
    def _settled(self, notices: Notices) -> Notices:
        """The result, when the match is over now; the clock of the turn that follows."""
        if self._check_finished():
            notices.append(self.result_frame())
        self._restart_clock()
        return notices

    def _check_finished(self) -> bool:
        """Set the result once the match is over; True when it was set just now."""
        if self._result is not None:
            return False
        result = self._match_result()
        if result is None:
            return False
        if self.ended_by_host:
            result["ended_by"] = "host"
        self._result = result
        self._turn_clock.start(None)
        return True

    def _new_match(self, seed: int) -> None:
        self._deal(seed)
        self._result = None
        self._players.clear()
        self._clock_key = None
        self._restart_clock()

    # -- saving -------------------------------------------------------------------------------
    def to_json(self, since: int = 0) -> dict[str, Any]:
        """Everything the autosave holds (tokens only as digests).

        With ``since``, the record holds only the actions from that one on (a
        journal line: the actions before are in the lines before).
        """
        return {
            "game": self.game_name,
            "table": self.code,
            **self.host_json(),
            "seats": [s.to_json() for s in self.seats],
            "started": self.started,
            **self._progress_json(),
            "record": self._record_json(since),
        }
