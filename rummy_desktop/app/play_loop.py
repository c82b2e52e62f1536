"""The order of a match at a home table, written once for every game family.

Whatever is played, a table does the same things between the moves: it
waits for a person at the screen to take their turn (the hot-seat hand-over
hides a hand until its owner clicks), runs a person's turn clock (Pause, the
time bank, the time-out), asks a computer on the worker thread and shows its
play step by step, keeps the hint of the person on turn, and refuses an
intent that comes at the wrong moment. :class:`PlayLoop` owns all of that;
a family's controller (:class:`~rummy_desktop.app.controller.GameController`
for tiles, :class:`~rummy_desktop.app.cards.controller.CardController` for
cards) subclasses it and keeps only its intents and the small hooks below,
each saying what the family does at one point of the loop.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum, auto
from typing import Final, Generic, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal

from rummy_desktop.app.ai_worker import AiRunner, Job
from rummy_desktop.app.hint_keeper import HintKeeper, HintT
from rummy_desktop.app.hint_shown import HintShown
from rummy_desktop.app.table_phase import Phase
from rummy_desktop.app.turn_clock import BANK_STEP, TurnTimer
from rummy_desktop.core.seat import Seat
from rummy_desktop.core.serialize import TurnClock

SPEEDS: Final[dict[str, int]] = {"slow": 1100, "normal": 550, "fast": 200, "instant": 0}
"""Milliseconds per step of a computer's play, by the View menu's names."""

BoardT = TypeVar("BoardT")


@dataclass(frozen=True, slots=True)
class MoveResult:
    """The controller's answer to an intent: done, or refused with a reason."""

    ok: bool
    reason: str = ""


class Why(Enum):
    """The refusals every table makes, each family in its own words: an intent while
    paused, while a computer plays, before the hand-over click, with no one on turn;
    a hand-over, Pause, Resume or "+30 s" with nothing to do; no hint to follow; the
    next round asked for while this one is played."""

    PAUSED = auto()
    COMPUTER_PLAYING = auto()
    HANDOVER_FIRST = auto()
    NOT_ON_TURN = auto()
    NO_HANDOVER = auto()
    NOT_PAUSABLE = auto()
    NOT_PAUSED = auto()
    BANK_EMPTY = auto()
    NO_HINT = auto()
    ROUND_NOT_OVER = auto()


class PlayLoop(QObject, HintShown[HintT], Generic[BoardT, HintT]):
    """The phase machine, the hand-over, the clock, the worker and the hint of one table.

    What the hint bar reads of the hint (:class:`~rummy_desktop.app.hint_shown.HintShown`)
    is shared with the remote tile seat, which keeps its hint the same way.

    Args:
        parent: the Qt parent.
        board: the board shown before any game.
        hints: the family's hint keeper.
        runner: the worker that runs computer turns and hints.
        timer_interval_ms: length of one "second" of the turn timer (tests
            shorten it).

    Signals:
        handoverRequired(int): the hand is hidden until that seat's owner clicks.
        roundEnded(object): the family's round result; the match may be over too.
        message(str): a line for the status bar and the game log.
        logReset(list): a game was started or opened: its own log so far.
        computerThinking(int, bool): a computer seat started or stopped thinking.
        turnStarted(int): a seat's turn began (after the hand-over for people).
        timerChanged(int): seconds left on the turn timer, -1 when there is none.
        clockChanged(): the turn was paused or resumed, or time was taken from a
            time bank: the moment to redraw the clock and autosave.
        secondsChanged(): only the board's seconds changed (a tick, or "+30 s"),
            for a family whose board shows them: the window redraws that line
            and nothing else, and need not compare boards to know it.
    """

    handoverRequired = Signal(int)  # noqa: N815 - Qt signal name
    roundEnded = Signal(object)  # noqa: N815 - Qt signal name
    message = Signal(str)
    logReset = Signal(list)  # noqa: N815 - Qt signal name
    computerThinking = Signal(int, bool)  # noqa: N815 - Qt signal name
    turnStarted = Signal(int)  # noqa: N815 - Qt signal name
    timerChanged = Signal(int)  # noqa: N815 - Qt signal name
    clockChanged = Signal()  # noqa: N815 - Qt signal name
    secondsChanged = Signal()  # noqa: N815 - Qt signal name

    board_shows_clock: bool = False
    """The family's board holds the seconds left: a tick (or "+30 s") gives it the new
    seconds (:meth:`_board_at_clock`) and builds nothing else of it again."""

    def __init__(
        self,
        parent: QObject | None,
        *,
        board: BoardT,
        hints: HintKeeper[HintT],
        runner: AiRunner | None,
        timer_interval_ms: int,
    ) -> None:
        super().__init__(parent)
        self._runner = runner if runner is not None else AiRunner(self)
        self._runner.finished.connect(self._on_job_finished)
        self._runner.failed.connect(self._on_job_failed)
        self._board = board
        self._hints = hints
        self._seats: tuple[Seat, ...] = ()
        self._phase = Phase.NO_GAME
        self._visible: int | None = None
        self._turn_id = 0
        self._thinking_job = 0
        self.speed_ms = SPEEDS["normal"]
        self._clock = TurnTimer(self, timer_interval_ms)
        self._clock.ticked.connect(self._tick)
        self._clock.expired.connect(self._time_up)
        self._step_timer = QTimer(self)
        self._step_timer.setSingleShot(True)
        self._step_timer.timeout.connect(self._step_due)

    # -- what the window reads --------------------------------------------
    @property
    def board(self) -> BoardT:
        """The board as it should look now: one frozen value, rebuilt once per change."""
        return self._board

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self._seats

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def visible_seat(self) -> int | None:
        """The seat whose hand may be on screen; None while it must stay hidden."""
        return self._visible

    @property
    def thinking(self) -> bool:
        return self._phase is Phase.THINKING

    @property
    def clock(self) -> TurnTimer:
        """The turn clock and the time banks (read only: intents go through here)."""
        return self._clock

    @property
    def seconds_left(self) -> int | None:
        return self._clock.seconds_left

    @property
    def turn_time(self) -> int | None:
        """The whole time of the turn being played (its seconds left may be fewer, as
        after a restart); None when it is untimed or no one is on turn."""
        return self._clock.turn_time

    @property
    def paused(self) -> bool:
        """The turn clock is stopped and the hand hidden until :meth:`resume`."""
        return self._clock.paused

    @property
    def bank(self) -> tuple[int, ...]:
        """Each seat's time bank seconds left; empty when the game has no time bank."""
        return self._clock.bank

    @property
    def may_pause(self) -> bool:
        """Whether Pause may be pressed now.

        A pause stops a person's turn clock, so there must be one running: a
        person's timed turn. Every seat this controller plays is in the room
        (hot-seat around one screen), so whoever is at the screen may pause;
        computer seats have no clock and are not asked. (Online play, where
        people sit elsewhere, is for its host to pause.)
        """
        return self._phase is Phase.HUMAN and self._turn_open() and self._clock.may_pause

    @property
    def may_add_time(self) -> bool:
        """Whether "+30 s" may move time from the bank of the person on turn."""
        return self._on_turn_now() and self._clock.may_add_time

    def clock_record(self) -> TurnClock:
        """The clocks as a saved game keeps them: the banks, and a paused or running
        turn's seconds (a restart goes on with them, not with a full turn)."""
        return self._clock.record()

    def next_human_after(self, seat: int) -> int | None:
        """The next seat after ``seat`` that a person plays, maybe ``seat`` itself."""
        if not self._has_game():
            return None
        probe = seat
        for _ in range(len(self._seats)):
            probe = self._next_seat(probe)
            if self._seats[probe].is_human:
                return probe
        return None

    # -- what the window asks of every table --------------------------------
    def set_speed(self, name_or_ms: str | int) -> None:
        """How fast computer plays are shown: a SPEEDS name or milliseconds per step."""
        self.speed_ms = SPEEDS[name_or_ms] if isinstance(name_or_ms, str) else name_or_ms

    def confirm_handover(self) -> MoveResult:
        """The next person has the screen: show their hand and start their turn."""
        if not self._has_game() or self._phase is not Phase.HANDOVER:
            return self._refuse(self._words(Why.NO_HANDOVER))
        self._visible = self._current_seat()
        self._start_human()
        return MoveResult(True)

    def pause(self) -> MoveResult:
        """Stop the turn clock; the hand is hidden and cannot be played until :meth:`resume`."""
        if not self.may_pause:
            return self._refuse(self._words(Why.NOT_PAUSABLE))
        self._clock.pause()
        self._on_pause()
        self._changed()
        self.clockChanged.emit()
        return MoveResult(True)

    def resume(self) -> MoveResult:
        """Go on with exactly the seconds that were left when the turn was paused."""
        if not self._clock.resume():
            return self._refuse(self._words(Why.NOT_PAUSED))
        self._changed()
        self._turn_shown()
        self._timer_shown()
        self.clockChanged.emit()
        return MoveResult(True)

    def toggle_pause(self) -> MoveResult:
        return self.resume() if self._clock.paused else self.pause()

    def add_time(self, seconds: int = BANK_STEP) -> MoveResult:
        """Move up to ``seconds`` from the time bank of the person on turn to the turn."""
        if not self._on_turn_now():
            return self._not_now()
        if not self.may_add_time:
            return self._refuse(self._words(Why.BANK_EMPTY))
        self._clock.add_time(seconds)
        self._clock_moved()
        self.timerChanged.emit(self._clock.seconds_left or 0)
        self.clockChanged.emit()
        return MoveResult(True)

    def next_round(self) -> MoveResult:
        """Deal the next round once the round's end was seen."""
        if not self._has_game() or self._phase is not Phase.ROUND_OVER:
            return self._refuse(self._words(Why.ROUND_NOT_OVER))
        self._deal_next_round()
        self._begin_turn()
        return MoveResult(True)

    # -- the hint of the person on turn ---------------------------------------
    def request_hint(self) -> MoveResult:
        """Look for a play on the worker, from the seat's own view; it is shown to the
        person on turn, and made only if they ask for it."""
        if not self._on_turn_now():
            return self._not_now()
        unavailable = self._hint_unavailable()
        if unavailable:
            return self._refuse(unavailable)
        job = self._hint_job()
        self._hints.token = self._runner.start(job)
        self._changed()
        return MoveResult(True)

    def show_next_hint_step(self) -> MoveResult:
        """Show the hint's next step (the last one stays shown)."""
        if not self._on_turn_now() or not self._hints.next_step():
            return self._refuse(self._words(Why.NO_HINT))
        self._changed()
        return MoveResult(True)

    def play_hint(self) -> MoveResult:
        """Do it for me: the hint's steps due are made, each a move Undo takes back."""
        if not self._on_turn_now() or not self._hints.due():
            return self._refuse(self._words(Why.NO_HINT))
        return self._make_hint()

    def dismiss_hint(self) -> None:
        """Put the hint away; nothing in the game changes."""
        self._hints.forget()
        self._changed()

    # -- the phase machine --------------------------------------------------
    def _take_seats(self, seats: Sequence[Seat], bank: int | None, clock: TurnClock | None) -> None:
        """A game is put on the table: its seats, the person at the screen (the only
        one, else nobody until a hand-over) and its clocks as saved."""
        self._seats = tuple(seats)
        self._visible = self._sole_human()
        self._phase = Phase.NO_GAME
        self._clock.load(len(self._seats), bank, clock or TurnClock(), self._current_seat())

    def _begin_turn(self) -> None:
        """The next turn: the round's end, a computer's, the person's at the screen, or
        a hand-over to the person whose turn it is."""
        if not self._has_game():
            return
        self._turn_begins()
        if self._round_over():
            self._finish_round()
            return
        seat = self._current_seat()
        if self._seats[seat].is_computer:
            self._start_computer(seat)
            self.turnStarted.emit(seat)
        elif self._visible == seat:
            self._start_human()
        else:
            self._visible = None
            self._phase = Phase.HANDOVER
            self._changed()
            self.handoverRequired.emit(seat)

    def _start_human(self) -> None:
        self._open_turn()
        self._turn_id += 1
        self._phase = Phase.HUMAN
        seat = self._current_seat()
        self._clock.start_turn(seat, self._turn_seconds(seat))
        self._changed()
        self._turn_shown()
        self._timer_shown()
        self.turnStarted.emit(seat)

    def _think(self, seat: int, job: Job) -> None:
        """Ask the computer on turn, on the worker thread."""
        self._phase = Phase.THINKING
        self._thinking_job = self._runner.start(job)
        self._changed()
        self.computerThinking.emit(seat, True)

    def _finish_round(self) -> None:
        self._clock.stop()
        self._close_turn()
        self._phase = Phase.MATCH_OVER if self._match_over() else Phase.ROUND_OVER
        self._changed()
        self.roundEnded.emit(self._round_result())

    def _on_job_finished(self, token: int, result: object) -> None:
        if token == self._hints.token:
            self._hint_found(result)
        elif token == self._thinking_job and self._phase is Phase.THINKING:
            self.computerThinking.emit(self._current_seat(), False)
            self._computer_answered(result)

    def _on_job_failed(self, token: int, trace: str) -> None:
        print(trace, file=sys.stderr)
        if token == self._hints.token:
            self._hint_failed()
        elif token == self._thinking_job and self._phase is Phase.THINKING:
            self.computerThinking.emit(self._current_seat(), False)
            self._computer_failed(trace.strip().splitlines()[-1] if trace.strip() else "")

    def _timer_shown(self) -> None:
        """A turn shown or resumed: the clock is drawn afresh (-1 for an untimed turn)."""
        left = self._clock.seconds_left
        self.timerChanged.emit(-1 if left is None else left)

    def _tick(self, seconds: int) -> None:
        """A second of a person's turn went by (the clock expires the turn itself)."""
        self._clock_moved()
        self.timerChanged.emit(seconds)

    def _clock_moved(self) -> None:
        """Only the clock's seconds changed: a board that shows them takes the new ones.

        A tick comes every second on the GUI thread, so the board is not built
        again (nothing else on it changed): it is copied with the seconds now,
        and its own signal says that only they moved.
        """
        if self.board_shows_clock:
            self._board = self._board_at_clock(self._board)
            self.secondsChanged.emit()

    def _stop_all(self) -> None:
        """Drop the game in play: no job, no clock, no show, no turn."""
        self._thinking_job = self._hints.token = -1
        self._runner.abort_and_wait()
        self._clock.stop()
        self._step_timer.stop()
        self._drop_turn()

    # -- the board and the words ---------------------------------------------
    def _changed(self) -> None:
        """Something shown changed: build the board once, then tell the window."""
        self._board = self._make_board()
        self._board_replaced()

    def _on_turn_now(self) -> bool:
        """A person is on turn and the clock runs: their intents are taken."""
        return self._phase is Phase.HUMAN and not self._clock.paused and self._turn_open()

    def _why_not_now(self) -> str:
        if self._clock.paused:
            return self._words(Why.PAUSED)
        if self._phase is Phase.THINKING or self._phase is Phase.SHOWING:
            return self._words(Why.COMPUTER_PLAYING)
        if self._phase is Phase.HANDOVER:
            return self._words(Why.HANDOVER_FIRST)
        return self._words(Why.NOT_ON_TURN)

    def _not_now(self) -> MoveResult:
        return self._refuse(self._why_not_now())

    def _refuse(self, reason: str) -> MoveResult:
        self._tell_refused(reason)
        return MoveResult(False, reason)

    def _sole_human(self) -> int | None:
        humans = [i for i, seat in enumerate(self._seats) if seat.is_human]
        return humans[0] if len(humans) == 1 else None

    # -- what each family says: the game ------------------------------------
    def _has_game(self) -> bool:
        raise NotImplementedError

    def _current_seat(self) -> int:
        """The seat on turn (the game is there)."""
        raise NotImplementedError

    def _next_seat(self, seat: int) -> int:
        """The seat that plays after ``seat`` (the game is there)."""
        raise NotImplementedError

    def _round_over(self) -> bool:
        raise NotImplementedError

    def _match_over(self) -> bool:
        raise NotImplementedError

    def _round_result(self) -> object:
        """What :attr:`roundEnded` carries."""
        raise NotImplementedError

    def _deal_next_round(self) -> None:
        """The next round is dealt (the window is told; the loop then begins its turn)."""
        raise NotImplementedError

    def _turn_seconds(self, seat: int) -> int | None:
        """A person's turn time by the rules (None: untimed)."""
        raise NotImplementedError

    # -- what each family says: its turn -------------------------------------
    def _turn_begins(self) -> None:
        """Any turn begins (before the round's end is looked at)."""

    def _open_turn(self) -> None:
        """A person's turn opens at the game as it is."""
        raise NotImplementedError

    def _turn_open(self) -> bool:
        """The person's turn is in progress (its intents have somewhere to go)."""
        return True

    def _turn_shown(self) -> None:
        """A person's turn was shown or resumed (after the board was rebuilt)."""

    def _on_pause(self) -> None:
        """The clock was paused (before the board is rebuilt)."""

    def _time_up(self) -> None:
        """The turn clock ran out on the person on turn."""
        raise NotImplementedError

    def _close_turn(self) -> None:
        """The round ended: nothing of a turn is kept."""
        raise NotImplementedError

    def _drop_turn(self) -> None:
        """The game is dropped: nothing of a turn or a computer's show is kept."""
        raise NotImplementedError

    # -- what each family says: the computer -----------------------------------
    def _start_computer(self, seat: int) -> None:
        """Ask the computer on ``seat`` (through :meth:`_think`)."""
        raise NotImplementedError

    def _computer_answered(self, result: object) -> None:
        """The worker's answer to :meth:`_think`: rule on it and show it."""
        raise NotImplementedError

    def _computer_failed(self, last_line: str) -> None:
        """The worker failed with ``last_line`` of its trace."""
        raise NotImplementedError

    def _step_due(self) -> None:
        """The step timer ran out: the next step of the computer's show."""
        raise NotImplementedError

    # -- what each family says: the hint ----------------------------------------
    def _hint_unavailable(self) -> str:
        """Why no hint can be looked for here; empty when one can."""
        return ""

    def _hint_job(self) -> Job:
        """The hint's search from the seat's own view; the keeper is set searching."""
        raise NotImplementedError

    def _hint_found(self, result: object) -> None:
        raise NotImplementedError

    def _hint_failed(self) -> None:
        raise NotImplementedError

    def _make_hint(self) -> MoveResult:
        """Do it for me: make the keeper's steps due."""
        raise NotImplementedError

    # -- what each family says: the window ----------------------------------
    def _make_board(self) -> BoardT:
        raise NotImplementedError

    def _board_at_clock(self, board: BoardT) -> BoardT:
        """``board`` with the clock's seconds as they are now (when it shows them)."""
        raise NotImplementedError

    def _board_replaced(self) -> None:
        """Tell the window the board was replaced (its own signal)."""
        raise NotImplementedError

    def _tell_refused(self, reason: str) -> None:
        """Tell the window an intent was refused (its own signal)."""
        raise NotImplementedError

    def _words(self, why: Why) -> str:
        """The family's words for a refusal every table makes."""
        raise NotImplementedError


__all__ = ["SPEEDS", "Job", "MoveResult", "PlayLoop", "Why"]
