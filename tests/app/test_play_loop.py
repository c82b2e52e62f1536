"""The play loop every family's controller stands on, with a tiny family of its own.

The family here counts moves: the seat on turn makes one and the next seat
follows, until a set number of moves ends the round. The worker is a double
that runs a job only when the test says so, so the routing of each answer
(the computer's, the hint's, a stale one) is seen one step at a time.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import Signal
from pytestqt.qtbot import QtBot

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.app.ai_worker import AiRunner
from rummy_desktop.app.hint_keeper import HintKeeper
from rummy_desktop.app.play_loop import Job, MoveResult, PlayLoop, Why
from rummy_desktop.app.table_phase import Phase
from rummy_desktop.core.seat import Seat
from rummy_desktop.core.serialize import TurnClock


class HeldRunner(AiRunner):
    """A worker that keeps each job until the test answers it, on the test's thread."""

    def __init__(self) -> None:
        super().__init__()
        self.jobs: dict[int, Job] = {}
        self.last = 0

    @property
    def busy(self) -> bool:
        return bool(self.jobs)

    def start(self, job: Job) -> int:
        self.last += 1
        self.jobs[self.last] = job
        return self.last

    def abort_and_wait(self, timeout_ms: int = 0) -> bool:
        self.jobs.clear()
        return True

    def answer(self, token: int) -> None:
        """Run the job of ``token`` and hand its result back, as the thread would."""
        self.finished.emit(token, self.jobs.pop(token)(CancelFlag()))

    def fail(self, token: int, trace: str) -> None:
        self.jobs.pop(token)
        self.failed.emit(token, trace)


@dataclass(frozen=True)
class Tip:
    steps: tuple[str, ...]


@dataclass
class Count:
    """The tiny family's game: seats take turns making moves; ``limit`` moves end it."""

    players: int
    limit: int = 99
    current: int = 0
    moves: list[tuple[int, str]] = field(default_factory=list)

    def move(self, what: str) -> None:
        self.moves.append((self.current, what))
        self.current = (self.current + 1) % self.players


@dataclass(frozen=True)
class CountBoard:
    phase: Phase = Phase.NO_GAME
    hand_seat: int | None = None
    moves: int = 0


WORDS = {why: why.name.lower() for why in Why}


class CountLoop(PlayLoop[CountBoard, Tip]):
    changed = Signal()
    refused = Signal(str)

    def __init__(self, runner: AiRunner, seconds: int | None = None, interval_ms: int = 5) -> None:
        super().__init__(
            None,
            board=CountBoard(),
            hints=HintKeeper(),
            runner=runner,
            timer_interval_ms=interval_ms,
        )
        self.seconds = seconds
        self.game: Count | None = None
        self.shown: str | None = None
        self.timed_out: list[int] = []
        self.failures: list[str] = []
        self.turns_shown = 0

    def start(self, game: Count, seats: list[Seat], clock: TurnClock | None = None) -> None:
        self._stop_all()
        self.game = game
        self._take_seats(seats, 30, clock)
        self._begin_turn()

    def move(self) -> MoveResult:
        if not self._on_turn_now() or self.game is None:
            return self._not_now()
        self._clock.stop()
        self.game.move("by hand")
        self._begin_turn()
        return MoveResult(True)

    # the hooks
    def _has_game(self) -> bool:
        return self.game is not None

    def _current_seat(self) -> int:
        assert self.game is not None
        return self.game.current

    def _next_seat(self, seat: int) -> int:
        assert self.game is not None
        return (seat + 1) % self.game.players

    def _round_over(self) -> bool:
        return self.game is not None and len(self.game.moves) >= self.game.limit

    def _match_over(self) -> bool:
        return self.game is not None and self.game.limit > 2

    def _round_result(self) -> object:
        assert self.game is not None
        return list(self.game.moves)

    def _deal_next_round(self) -> None:
        assert self.game is not None
        self.game.moves.clear()
        self.game.current = 0

    def _turn_seconds(self, seat: int) -> int | None:
        return self.seconds

    def _open_turn(self) -> None:
        self._hints.forget()

    def _turn_shown(self) -> None:
        self.turns_shown += 1

    def _time_up(self) -> None:
        assert self.game is not None
        self.timed_out.append(self.game.current)
        self.move()

    def _close_turn(self) -> None:
        self.shown = None

    def _drop_turn(self) -> None:
        self.shown = None

    def _start_computer(self, seat: int) -> None:
        self._think(seat, lambda _cancel: f"thought by {seat}")

    def _computer_answered(self, result: object) -> None:
        self.shown = str(result)
        self._phase = Phase.SHOWING
        self._step_timer.start(0)

    def _computer_failed(self, last_line: str) -> None:
        self.failures.append(last_line)
        self._computer_answered("default")

    def _step_due(self) -> None:
        assert self.game is not None and self.shown is not None
        self.game.move(self.shown)
        self.shown = None
        self._begin_turn()

    def _hint_job(self) -> Job:
        self._hints.hint, self._hints.searching = None, True
        return lambda _cancel: Tip(("one", "two", "three"))

    def _hint_found(self, result: object) -> None:
        if self._phase is Phase.HUMAN and isinstance(result, Tip):
            self._hints.hint, self._hints.searching = result, False
        self._changed()

    def _hint_failed(self) -> None:
        self._hints.searching = False
        self._changed()

    def _make_hint(self) -> MoveResult:
        assert self.game is not None
        for step in self._hints.due():
            self.game.moves.append((self.game.current, f"hint {step}"))
        self._changed()
        return MoveResult(True)

    def _make_board(self) -> CountBoard:
        moves = len(self.game.moves) if self.game is not None else 0
        hidden = self._phase is Phase.HANDOVER or self._clock.paused
        return CountBoard(self._phase, None if hidden else self._visible, moves)

    def _board_replaced(self) -> None:
        self.changed.emit()

    def _tell_refused(self, reason: str) -> None:
        self.refused.emit(reason)

    def _words(self, why: Why) -> str:
        return WORDS[why]


def heard(loop: CountLoop) -> list[tuple[object, ...]]:
    """Every signal of the loop, in order, with its arguments."""
    said: list[tuple[object, ...]] = []
    for name in (
        "handoverRequired",
        "turnStarted",
        "computerThinking",
        "timerChanged",
        "clockChanged",
        "roundEnded",
        "refused",
    ):
        getattr(loop, name).connect(lambda *args, n=name: said.append((n, *args)))
    return said


PEOPLE = [Seat("Ann"), Seat("Bob")]
ANN_AND_COMPUTER = [Seat("Ann"), Seat("Comp", "easy")]


def test_people_hand_over_and_a_hidden_hand_takes_no_intent(qtbot: QtBot) -> None:
    loop = CountLoop(HeldRunner())
    said = heard(loop)
    loop.start(Count(2), PEOPLE)
    assert loop.phase is Phase.HANDOVER and loop.visible_seat is None
    assert loop.board.hand_seat is None and loop.board.phase is Phase.HANDOVER
    assert said == [("handoverRequired", 0)]
    assert loop.move().reason == "handover_first"
    assert loop.confirm_handover().ok
    assert loop.phase is Phase.HUMAN and loop.board.hand_seat == 0
    assert loop.move().ok
    assert loop.visible_seat is None and loop.phase is Phase.HANDOVER
    assert loop.confirm_handover().ok and loop.visible_seat == 1
    assert loop.confirm_handover().reason == "no_handover"
    assert said[1:] == [
        ("refused", "handover_first"),
        ("timerChanged", -1),
        ("turnStarted", 0),
        ("handoverRequired", 1),
        ("timerChanged", -1),
        ("turnStarted", 1),
        ("refused", "no_handover"),
    ]
    assert loop.next_human_after(0) == 1


def test_a_computer_turn_goes_through_the_worker_and_the_step_show(qtbot: QtBot) -> None:
    runner = HeldRunner()
    loop = CountLoop(runner)
    loop.set_speed("instant")
    said = heard(loop)
    loop.start(Count(2), ANN_AND_COMPUTER)
    assert loop.phase is Phase.HUMAN and loop.visible_seat == 0  # one person: no hand-over
    assert loop.move().ok
    assert loop.thinking and loop.move().reason == "computer_playing"
    token = runner.last
    runner.answer(token)
    assert loop.phase is Phase.SHOWING
    qtbot.waitUntil(lambda: loop.phase is Phase.HUMAN)
    assert loop.game is not None and loop.game.moves == [(0, "by hand"), (1, "thought by 1")]
    assert [s for s in said if s[0] != "timerChanged"] == [
        ("turnStarted", 0),
        ("computerThinking", 1, True),
        ("turnStarted", 1),
        ("refused", "computer_playing"),
        ("computerThinking", 1, False),
        ("turnStarted", 0),
    ]


def test_a_failed_computer_turn_takes_the_familys_default(qtbot: QtBot) -> None:
    runner = HeldRunner()
    loop = CountLoop(runner)
    loop.set_speed("instant")
    loop.start(Count(2, current=1), ANN_AND_COMPUTER)
    runner.fail(runner.last, "Traceback (most recent call last):\nValueError: no idea\n")
    assert loop.failures == ["ValueError: no idea"]
    qtbot.waitUntil(lambda: loop.phase is Phase.HUMAN)
    assert loop.game is not None and loop.game.moves == [(1, "default")]


def test_a_hint_answer_never_plays_for_the_computer_and_a_late_one_is_dropped(
    qtbot: QtBot,
) -> None:
    runner = HeldRunner()
    loop = CountLoop(runner)
    loop.start(Count(2), ANN_AND_COMPUTER)
    assert loop.request_hint().ok and loop.hint_searching
    hint_token = runner.last
    assert loop.move().ok  # Ann moves on; the computer thinks
    thinking = runner.last
    assert runner.jobs.keys() == {hint_token, thinking}
    runner.answer(hint_token)  # the hint comes late: not the computer's answer, not shown
    assert loop.thinking and loop.hint is None
    runner.answer(thinking)
    assert loop.phase is Phase.SHOWING


def test_the_hints_four_entry_points(qtbot: QtBot) -> None:
    runner = HeldRunner()
    loop = CountLoop(runner)
    loop.start(Count(2), ANN_AND_COMPUTER)
    assert loop.show_next_hint_step().reason == "no_hint"
    assert loop.play_hint().reason == "no_hint"
    assert loop.request_hint().ok
    runner.answer(runner.last)
    assert loop.hint == Tip(("one", "two", "three")) and not loop.hint_searching
    assert loop.show_next_hint_step().ok and loop.hint_step == 1
    assert loop.play_hint().ok
    assert loop.game is not None and loop.game.moves == [(0, "hint one"), (0, "hint two")]
    with qtbot.waitSignal(loop.changed):
        loop.dismiss_hint()
    assert loop.hint is None and loop.hint_step == 0
    assert loop.request_hint().ok
    runner.fail(runner.last, "Traceback\nRuntimeError: lost\n")
    assert not loop.hint_searching and loop.hint is None and loop.thinking is False


def test_pause_resume_and_the_time_bank(qtbot: QtBot) -> None:
    loop = CountLoop(HeldRunner(), seconds=60, interval_ms=60_000)  # no tick meanwhile
    said = heard(loop)
    loop.start(Count(2), ANN_AND_COMPUTER)
    assert loop.may_pause and loop.seconds_left == 60 and loop.bank == (30, 30)
    assert loop.turns_shown == 1
    assert loop.resume().reason == "not_paused"
    assert loop.pause().ok and loop.paused and not loop.may_pause
    assert loop.board.hand_seat is None  # the hand is hidden while paused
    assert loop.move().reason == "paused"
    assert loop.add_time().reason == "paused"
    assert loop.clock_record().paused_seat == 0
    assert loop.toggle_pause().ok and not loop.paused and loop.board.hand_seat == 0
    assert loop.turns_shown == 2  # resumed: shown again
    assert loop.may_add_time and loop.add_time(20).ok
    assert loop.seconds_left == 80 and loop.bank == (10, 30)
    assert loop.add_time(20).ok and loop.bank == (0, 30)
    assert loop.add_time().reason == "bank_empty"
    assert [s for s in said if s[0] in ("clockChanged", "timerChanged")] == [
        ("timerChanged", 60),
        ("clockChanged",),
        ("timerChanged", 60),
        ("clockChanged",),
        ("timerChanged", 80),
        ("clockChanged",),
        ("timerChanged", 90),
        ("clockChanged",),
    ]
    assert loop.move().ok
    assert loop.pause().reason == "not_pausable"  # a computer's turn has no clock


def test_time_runs_out_on_the_person_not_on_the_computer(qtbot: QtBot) -> None:
    runner = HeldRunner()
    loop = CountLoop(runner, seconds=1)
    loop.start(Count(2), ANN_AND_COMPUTER)
    qtbot.waitUntil(lambda: loop.timed_out == [0])
    assert loop.thinking  # the time-out moved for Ann and the computer's turn began


def test_the_round_and_the_match_end_through_the_family(qtbot: QtBot) -> None:
    loop = CountLoop(HeldRunner())
    said = heard(loop)
    loop.start(Count(2, limit=2), PEOPLE)
    loop.confirm_handover()
    assert loop.next_round().reason == "round_not_over"
    loop.move()
    loop.confirm_handover()
    loop.move()
    assert (
        loop.phase is Phase.ROUND_OVER and ("roundEnded", [(0, "by hand"), (1, "by hand")]) in said
    )
    assert loop.move().reason == "not_on_turn"
    assert loop.next_round().ok  # dealt: Ann begins, after a hand-over from Bob
    assert loop.phase is Phase.HANDOVER and said[-1] == ("handoverRequired", 0)
    assert loop.game is not None and loop.game.moves == []
    loop.start(Count(2, limit=3, moves=[(0, "a"), (1, "b"), (0, "c")]), PEOPLE)
    assert loop.phase is Phase.MATCH_OVER and said[-1] == (
        "roundEnded",
        [(0, "a"), (1, "b"), (0, "c")],
    )


def test_an_answer_to_a_game_dropped_is_not_played(qtbot: QtBot) -> None:
    runner = HeldRunner()
    loop = CountLoop(runner)
    loop.start(Count(2, current=1), ANN_AND_COMPUTER)
    old = runner.last
    loop.start(Count(2, current=1), ANN_AND_COMPUTER)  # a new game: the computer thinks anew
    runner.finished.emit(old, "thought for the game before")
    assert loop.thinking and loop.shown is None
    runner.answer(runner.last)
    assert loop.phase is Phase.SHOWING and loop.shown == "thought by 1"
