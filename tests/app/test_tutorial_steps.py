"""The tutorial's step machinery and the tile tutorial's deals, without a window."""

from __future__ import annotations

import json

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.app.board import Phase
from rummy_desktop.app.resources import resource_path
from rummy_desktop.app.tutorial import Judgement, Mood, Tutorial
from rummy_desktop.app.tutorial_tiles import (
    DEALS_FILE,
    Deals,
    TileStep,
    tile_steps,
    tutorial_controller,
)
from rummy_desktop.core.tiles import TILE_COUNT


class Step:
    """A step that passes on the intent it is given and records what it was asked."""

    def __init__(self, key: str, log: list[str]) -> None:
        self.key = key
        self.log = log

    def title(self) -> str:
        return self.key

    def instruction(self) -> str:
        return self.key

    def begin(self, continuing: bool) -> None:
        self.log.append(f"begin {self.key} {continuing}")

    def watch(self) -> Judgement | None:
        self.log.append(f"watch {self.key}")
        return None

    def attempt(self, intent: str) -> Judgement:
        self.log.append(f"{intent} {self.key}")
        if intent == "pass":
            return Judgement(True, "good")
        return Judgement(False, "no", Mood.WRONG)


def test_steps_run_in_order_and_skip_deals_afresh(qtbot: QtBot) -> None:
    log: list[str] = []
    tutorial = Tutorial([Step("a", log), Step("b", log), Step("c", log)])
    finished: list[bool] = []
    tutorial.finished.connect(lambda: finished.append(True))
    tutorial.start()
    assert tutorial.attempt("wrong") == Judgement(False, "no", Mood.WRONG)
    assert tutorial.index == 0 and tutorial.feedback == "no"
    tutorial.attempt("pass")
    assert tutorial.index == 1 and tutorial.praise == "good"
    tutorial.skip()
    assert tutorial.index == 2 and tutorial.praise == ""
    tutorial.skip()
    assert finished == [True] and tutorial.is_over
    assert log == ["begin a False", "wrong a", "pass a", "begin b True", "begin c False"]
    tutorial.skip()  # nothing more to skip
    assert tutorial.attempt("pass") == Judgement(False)


def test_a_board_change_while_a_step_acts_is_not_judged_twice(qtbot: QtBot) -> None:
    log: list[str] = []

    class Acting(Step):
        def attempt(self, intent: str) -> Judgement:
            tutorial.board_changed()  # as ending a turn redraws the board
            return Judgement(True)

    tutorial = Tutorial([Acting("a", log), Step("b", log), Step("c", log)])
    tutorial.start()
    tutorial.attempt("done")
    assert tutorial.index == 1
    assert "watch a" not in log


def test_leaving_ends_the_tutorial_once(qtbot: QtBot) -> None:
    tutorial = Tutorial([Step("a", [])])
    left: list[bool] = []
    tutorial.left.connect(lambda: left.append(True))
    tutorial.start()
    tutorial.leave()
    tutorial.leave()
    assert left == [True] and tutorial.is_over


def test_a_tutorial_needs_steps() -> None:
    with pytest.raises(ValueError, match="at least one step"):
        Tutorial([])


def test_every_deal_is_a_whole_tile_set_with_the_learner_on_turn() -> None:
    deals = Deals.bundled()
    assert deals.rules.turn_timer_seconds is None  # no clock while learning
    assert deals.rules.preset == "classic"  # the joker is won under the classic rule
    for name, deal in deals.deals.items():
        state = deals.deals[name].state(deals.rules, ["You", "Sam"])
        assert len(state.all_tiles()) == TILE_COUNT, name
        assert state.current == 0 and state.racks[0], name
        assert tuple(state.melded) == deal.melded


def test_each_steps_marked_tiles_are_on_its_deals_rack(qtbot: QtBot) -> None:
    controller = tutorial_controller()
    deals = Deals.bundled()
    for step in tile_steps(controller, deals):
        rack = deals.deals[step.deal].state(deals.rules, ["You", "Sam"]).racks[0]
        assert len(step.marked(rack)) == len(step.marks), step.key


def test_the_29_point_deal_cannot_reach_30_and_the_draw_brings_the_red_6(
    qtbot: QtBot,
) -> None:
    controller = tutorial_controller()
    steps = tile_steps(controller)
    draw = next(s for s in steps if s.key == "draw")
    draw.begin(continuing=False)
    assert controller.phase is Phase.HUMAN
    assert draw.attempt("draw").passed
    qtbot.waitUntil(lambda: controller.phase is Phase.HUMAN, timeout=5000)
    state = controller.state
    assert state is not None
    assert "R6" in [str(t) for t in state.racks[0]]


def test_a_damaged_deals_file_is_named() -> None:
    good = json.loads(resource_path(DEALS_FILE).read_text(encoding="utf-8"))
    del good["deals"]["run"]["rack"]
    with pytest.raises(ValueError, match="deals file is damaged"):
        Deals.from_json(json.dumps(good))


def test_steps_are_bound_to_one_controller(qtbot: QtBot) -> None:
    controller = tutorial_controller()
    steps = tile_steps(controller)
    assert len(steps) == 9
    assert all(isinstance(s, TileStep) and s.controller is controller for s in steps)
