"""One computer turn: the window's controller and the headless runner rule alike.

Each faulty player double below is played once by :func:`play_turn` and once
by the controller on an identical game; both must end in the same game, so a
fallback written twice (and drifting) fails here.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.ai.base import CancelFlag, Cancelled, ComputerPlayer
from rummy_desktop.ai.computer_turn import Decision, decide, failed, rule_on
from rummy_desktop.ai.runner import play_turn
from rummy_desktop.app import controller as controller_module
from rummy_desktop.app.ai_worker import AiRunner
from rummy_desktop.app.controller import GameController, Phase
from rummy_desktop.app.seats import Seat
from rummy_desktop.core.actions import Draw, Pass, Play, TurnAction
from rummy_desktop.core.rules import preset
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.views import PlayerView
from tests.core.positions import closed_state
from tests.ui.doubles import factory


class AsksToDraw:
    """Always asks to draw, even when only the open last tile is left."""

    level = "asks-to-draw"

    def choose(self, view: PlayerView, rng: random.Random, cancel: CancelFlag) -> TurnAction:
        return Draw()


class Cheater:
    """Lays its first three tiles alone on an emptied table."""

    level = "cheater"

    def choose(self, view: PlayerView, rng: random.Random, cancel: CancelFlag) -> TurnAction:
        return Play(Table.from_melds([view.rack[:3]]))


class Broken:
    level = "broken"

    def choose(self, view: PlayerView, rng: random.Random, cancel: CancelFlag) -> TurnAction:
        raise RuntimeError("bug")


class Nonsense:
    """Answers with something that is no move at all."""

    level = "nonsense"

    def choose(self, view: PlayerView, rng: random.Random, cancel: CancelFlag) -> TurnAction:
        return "draw, please"  # type: ignore[return-value]


class OutOfBudget:
    """Lets a "cancelled" escape although nobody asked it to stop (a spent budget)."""

    level = "out-of-budget"

    def choose(self, view: PlayerView, rng: random.Random, cancel: CancelFlag) -> TurnAction:
        raise Cancelled("the work budget ran out")


FAULTY: list[ComputerPlayer] = [AsksToDraw(), Cheater(), Broken(), Nonsense(), OutOfBudget()]

OPEN = preset("easy").with_options(open_last_tile=True)


def only_the_open_tile() -> GameState:
    """Only the open last tile is left: drawing is refused, passing is the default."""
    return closed_state(OPEN, ["R1 K13 B1 R13", "K1 B13"], "O13", melded=[True, True])


def a_full_pool() -> GameState:
    return closed_state(
        preset("easy"), ["R1 K13 B1 R13", "K1 B13"], "O13 O12 O1", melded=[True, True]
    )


Positions = Callable[[], GameState]


def after_window_turn(qtbot: QtBot, state: GameState, player: ComputerPlayer) -> GameController:
    controller = GameController(player_factory=factory(player), hint_finder=None)
    controller.set_speed("instant")
    controller.new_game(state, [Seat("Computer", player.level), Seat("Ann")])
    qtbot.waitUntil(lambda: controller.phase is Phase.HUMAN, timeout=5000)
    return controller


def game_of(state: GameState) -> tuple[object, ...]:
    return (
        [[t.id for t in r] for r in state.racks],
        [t.id for t in state.pool],
        sorted((t.id, state.table.cell_of(t)) for t in state.table.tiles()),
        state.current,
        state.passes,
        state.actions,
    )


@pytest.mark.parametrize("position", [only_the_open_tile, a_full_pool])
@pytest.mark.parametrize("player", FAULTY, ids=lambda p: p.level)
def test_a_faulty_player_gets_the_same_fallback_headless_and_in_the_window(
    qtbot: QtBot, player: ComputerPlayer, position: Positions
) -> None:
    headless = position()
    outcome = play_turn(headless, player)
    legal = isinstance(player, AsksToDraw) and position is a_full_pool
    assert bool(outcome.illegal) is not legal
    assert outcome.applied == headless.actions[-1]
    controller = after_window_turn(qtbot, position(), player)
    try:
        assert controller.state is not None
        assert game_of(controller.state) == game_of(headless)
    finally:
        controller.shutdown()


def test_only_the_open_tile_left_a_draw_becomes_a_pass_and_the_window_goes_on(
    qtbot: QtBot,
) -> None:
    controller = after_window_turn(qtbot, only_the_open_tile(), AsksToDraw())
    try:
        assert controller.state is not None
        assert controller.state.actions == [Pass()]
        assert controller.humans_on_turn
    finally:
        controller.shutdown()


def test_a_refused_move_is_said_in_the_log(qtbot: QtBot) -> None:
    controller = GameController(player_factory=factory(Cheater()), hint_finder=None)
    controller.set_speed("instant")
    with qtbot.waitSignal(controller.message, timeout=5000) as said:
        controller.new_game(a_full_pool(), [Seat("Robo", "cheater"), Seat("Ann")])
    try:
        assert said.args == ["A move by Robo was refused by the rules."]
        qtbot.waitUntil(lambda: controller.phase is Phase.HUMAN, timeout=5000)
    finally:
        controller.shutdown()


def test_a_failed_job_falls_back_and_never_leaves_the_window_thinking(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    def crash(*args: object) -> Decision:
        raise RuntimeError("the worker broke")

    monkeypatch.setattr(controller_module, "decide", crash)
    controller = GameController(player_factory=factory(AsksToDraw()), hint_finder=None)
    controller.set_speed("instant")
    with qtbot.waitSignal(controller.message, timeout=5000) as said:
        controller.new_game(only_the_open_tile(), [Seat("Robo", "x"), Seat("Ann")])
    try:
        assert said.args == ["Robo could not decide and takes the usual turn."]
        qtbot.waitUntil(lambda: controller.phase is Phase.HUMAN, timeout=5000)
        assert controller.state is not None and controller.state.actions == [Pass()]
    finally:
        controller.shutdown()


def test_the_worker_reports_an_unasked_cancel_as_a_failure(qtbot: QtBot) -> None:
    runner = AiRunner()

    def spent(cancel: CancelFlag) -> object:
        raise Cancelled("budget spent")

    with qtbot.waitSignal(runner.failed, timeout=5000) as report:
        token = runner.start(spent)
    assert report.args[0] == token and "budget spent" in report.args[1]
    runner.abort_and_wait()


def test_the_worker_drops_an_asked_cancel(qtbot: QtBot) -> None:
    runner = AiRunner()
    started = CancelFlag()

    def waits(cancel: CancelFlag) -> object:
        started.cancel()
        while True:
            cancel.check()

    with qtbot.assertNotEmitted(runner.failed), qtbot.assertNotEmitted(runner.finished):
        runner.start(waits)
        qtbot.waitUntil(lambda: started.cancelled, timeout=5000)
        assert runner.abort_and_wait(5000)
        qtbot.wait(50)


def test_decide_raises_only_a_cancel_that_was_asked_for() -> None:
    flag = CancelFlag()
    flag.cancel()
    with pytest.raises(Cancelled):
        decide(OutOfBudget(), only_the_open_tile().view(0), random.Random(1), flag)
    unasked = decide(OutOfBudget(), only_the_open_tile().view(0), random.Random(1), CancelFlag())
    assert unasked.chosen is None and "budget ran out" in unasked.failure


def test_a_ruling_never_changes_the_game() -> None:
    state = a_full_pool()
    before = game_of(state)
    for decision in (Decision(Play(Table())), Decision(Pass()), Decision(Draw()), failed("")):
        rule_on(state, decision)
        assert game_of(state) == before
    assert rule_on(state, Decision(Draw())).illegal == ""
    assert rule_on(state, Decision(Pass())).applied == Draw()
