"""The controller's refusals: each says why, is signalled once, and changes nothing.

Also the hint's failed-job and no-play branches, which must leave the person's
turn as it was.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.app import controller as controller_module
from rummy_desktop.app.controller import GameController, MoveResult, Phase
from rummy_desktop.app.seats import Seat
from rummy_desktop.core.actions import Play
from rummy_desktop.core.rules import RuleSet, preset
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import TileAllocator, parse_tiles
from rummy_desktop.core.views import PlayerView
from tests.ui.doubles import DrawingPlayer, SlowPlayer, factory

ANN_COMPUTER = [Seat("Ann"), Seat("Computer", "draw")]
EASY = preset("easy")


def game(rules: RuleSet = EASY, current: int = 0) -> GameState:
    """Ann (seat 0) has melded; K5 K6 K7 lies on the table from an earlier turn."""
    alloc = TileAllocator()
    table = Table.from_melds([parse_tiles("K5 K6 K7", alloc)])
    racks = [parse_tiles("R1 R2 R3 B9", alloc), parse_tiles("O1 O2", alloc)]
    return GameState.from_position(
        rules, racks, table, melded=[True, True], current=current, names=["Ann", "Computer"]
    )


def snapshot(c: GameController) -> tuple[object, ...]:
    state, turn = c.state, c.turn
    assert state is not None
    shown = turn.table if turn is not None else state.table
    return (
        c.phase,
        [[t.id for t in r] for r in state.racks],
        len(state.pool),
        list(state.actions),
        sorted((t.id, shown.cell_of(t)) for t in shown.tiles()),
        [t.id for t in c.display_rack()],
        turn.can_undo if turn is not None else None,
    )


def on_turn(qtbot: QtBot, rules: RuleSet = EASY) -> GameController:
    c = GameController(player_factory=factory(DrawingPlayer()), hint_finder=None)
    c.set_speed("instant")
    c.new_game(game(rules), ANN_COMPUTER)
    assert c.phase is Phase.HUMAN
    return c


def table_tile(c: GameController) -> int:
    assert c.state is not None
    return c.state.table.tiles()[0].id


def rack_tile(c: GameController) -> int:
    return c.display_rack()[0].id


Intent = Callable[[GameController], MoveResult]

REFUSED: list[tuple[str, Intent, str]] = [
    ("cells", lambda c: c.move_tiles([rack_tile(c)], []), "one cell per tile is needed"),
    ("no tiles", lambda c: c.put_tiles([], (3, 3)), "no tiles to put down"),
    ("taken cell", lambda c: c.move_tiles([rack_tile(c)], [(0, 0)]), "already holds"),
    ("table to rack", lambda c: c.move_to_rack([table_tile(c)]), "must stay on the table"),
    ("not on rack", lambda c: c.move_in_rack([table_tile(c)], 0), "not on the rack"),
    ("undo", lambda c: c.undo(), "nothing to undo"),
    ("no discard", lambda c: c.discard([rack_tile(c)]), "these rules have no discard"),
    ("hint step", lambda c: c.show_next_hint_step(), "there is no hint to follow"),
    ("hint play", lambda c: c.play_hint(), "there is no hint to follow"),
    ("next round", lambda c: c.next_round(), "the round is not over"),
    ("handover", lambda c: c.confirm_handover(), "no one is waiting to start a turn"),
]


@pytest.mark.parametrize(
    ("intent", "expected"), [r[1:] for r in REFUSED], ids=[r[0] for r in REFUSED]
)
def test_a_refusal_says_why_once_and_changes_nothing(
    qtbot: QtBot, intent: Intent, expected: str
) -> None:
    c = on_turn(qtbot)
    try:
        before = snapshot(c)
        with qtbot.waitSignal(c.moveRefused, timeout=1000) as said:
            result = intent(c)
        assert not result.ok and expected in result.reason
        assert said.args == [result.reason]
        assert snapshot(c) == before
    finally:
        c.shutdown()


def test_undo_off_turn_says_why_not_now_as_every_move_does(qtbot: QtBot) -> None:
    """Saying "nothing to undo" is for a turn with nothing made yet, not for one not there."""
    c = GameController(player_factory=factory(DrawingPlayer()), hint_finder=None)
    try:
        assert c.undo().reason == c.reset_turn().reason == "it is nobody's turn"
    finally:
        c.shutdown()


def test_done_on_an_invalid_table_is_refused_and_keeps_the_work(qtbot: QtBot) -> None:
    c = on_turn(qtbot)
    try:
        assert c.move_tiles([rack_tile(c)], [(2, 0)]).ok
        before = snapshot(c)
        assert not c.board.can_end
        result = c.end_turn()
        assert not result.ok and result.reason
        assert snapshot(c) == before
    finally:
        c.shutdown()


def test_draw_and_discard_refusals(qtbot: QtBot) -> None:
    c = on_turn(qtbot, preset("easy").with_options(draw_and_discard=True))
    try:
        before = snapshot(c)
        result = c.discard([rack_tile(c), table_tile(c)])
        assert not result.ok and result.reason == "discard one tile at a time"
        assert snapshot(c) == before
        assert c.take_from_pool().ok
        taken = snapshot(c)
        result = c.draw()
        assert not result.ok and "end the turn with a discard" in result.reason
        assert snapshot(c) == taken
    finally:
        c.shutdown()


def test_intents_wait_while_the_computer_thinks(qtbot: QtBot) -> None:
    c = GameController(player_factory=factory(SlowPlayer(30.0)), hint_finder=None)
    c.new_game(game(current=1), ANN_COMPUTER)
    try:
        assert c.phase is Phase.THINKING
        result = c.end_turn()
        assert not result.ok and result.reason == "wait: the computer is playing"
    finally:
        assert c.shutdown()


def test_intents_wait_for_the_hand_over(qtbot: QtBot) -> None:
    c = GameController(player_factory=factory(DrawingPlayer()), hint_finder=None)
    c.new_game(game(), [Seat("Ann"), Seat("Bob")])
    try:
        assert c.phase is Phase.HANDOVER
        result = c.move_tiles([0], [(3, 3)])
        assert not result.ok and result.reason == "click to start your turn first"
    finally:
        c.shutdown()


def test_without_the_solver_hints_are_refused(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(controller_module, "default_hint_finder", lambda: None)
    c = on_turn(qtbot)
    try:
        result = c.request_hint()
        assert not result.ok and "not installed" in result.reason
    finally:
        c.shutdown()


def hinting(
    qtbot: QtBot, finder: Callable[[PlayerView, CancelFlag], Play | None]
) -> GameController:
    c = GameController(player_factory=factory(DrawingPlayer()), hint_finder=finder)
    c.set_speed("instant")
    c.new_game(game(), ANN_COMPUTER)
    return c


def test_a_failed_hint_job_is_said_and_the_turn_goes_on(qtbot: QtBot) -> None:
    def broken(view: PlayerView, cancel: CancelFlag) -> Play | None:
        raise RuntimeError("the solver broke")

    c = hinting(qtbot, broken)
    try:
        before = snapshot(c)
        assert c.request_hint().ok and c.hint_searching
        qtbot.waitUntil(lambda: not c.hint_searching, timeout=5000)
        assert c.hint is not None and c.hint.text == "The hint could not be found."
        assert snapshot(c) == before and c.phase is Phase.HUMAN
    finally:
        c.shutdown()


def test_a_hint_without_a_play_says_why_and_draw(qtbot: QtBot) -> None:
    c = hinting(qtbot, lambda view, cancel: None)
    try:
        state = c.state
        assert state is not None
        points = state.rules_for(0).initial_meld_points
        for melded in (True, False):
            state.melded[0] = melded
            with qtbot.waitSignal(c.hintReady, timeout=5000) as ready:
                assert c.request_hint().ok
            assert ready.args == [None]
            assert c.hint is not None
            assert not c.play_hint().ok
            if melded:
                assert c.hint.text == (
                    "Hint: no play found. None of your tiles makes a new meld or fits a meld"
                    " on the table, even with the table rearranged: draw a tile."
                )
            else:
                assert c.hint.text == (
                    f"Hint: no play found. Your tiles make no melds worth {points} points"
                    " together, which your first play needs: draw a tile."
                )
    finally:
        c.shutdown()


def test_a_refusal_names_tiles_with_the_windows_words(qtbot: QtBot) -> None:
    """The referee's codes ("K5") become the window's tile naming in a refusal."""
    c = on_turn(qtbot)
    try:
        c.tile_words = lambda t: f"tile {t.number}"
        result = c.move_to_rack([table_tile(c)])
        assert not result.ok
        assert (
            result.reason
            == "tile 5 was on the table when your turn began: it must stay on the table"
        )
    finally:
        c.shutdown()
