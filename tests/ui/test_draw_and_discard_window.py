"""Draw and discard in the window (RULES.md section 8), with real mouse events.

The previous player's stack top is dragged onto the rack or the table, a
rack tile dropped on the own stack ends the turn, and a drop the rules
refuse glides back with the reason.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.ai.players import make_player
from rummy_desktop.app.controller import Phase
from rummy_desktop.core.actions import Discard
from rummy_desktop.core.rules import RuleSet, preset
from rummy_desktop.core.state import GameState
from rummy_desktop.core.tiles import Tile, TileAllocator, parse_tiles
from rummy_desktop.ui.tile_item import describe_tile
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import (
    ANN_COMPUTER,
    MakeWindow,
    cell_point,
    drag,
    rack_point,
)

RULES = preset("easy").with_options(draw_and_discard=True)
ANN = "R10 R11 K1 B5 O7 K13"
COMPUTER = "B1 B2 O3 K9 K8"


def variant_game(stack: str = "R9", rules: RuleSet = RULES) -> GameState:
    alloc = TileAllocator()
    racks = [parse_tiles(ANN, alloc), parse_tiles(COMPUTER, alloc)]
    stacks = [[], parse_tiles(stack, alloc)]
    return GameState.from_position(rules, racks, names=["Ann", "Computer"], seed=7, stacks=stacks)


def ann(window: MainWindow, name: str) -> Tile:
    state = window.controller.state
    assert state is not None
    turn = window.controller.turn
    rack = turn.rack if turn is not None else state.racks[0]
    return next(t for t in rack if str(t) == name)


def own_stack_point(window: MainWindow) -> QPointF:
    return window.rack_scene.stacks.slot(1).center()


def stack_top_point(window: MainWindow, t: Tile) -> QPointF:
    return window.rack_scene.stacks.items[t.id].sceneBoundingRect().center()


def settle(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: not window.drag.busy, timeout=3000)


def make(make_window: MakeWindow, state: GameState) -> MainWindow:
    return make_window(state, ANN_COMPUTER, player=make_player("easy"))


def test_the_stacks_stand_beside_the_rack_top_readable_and_counted(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make(make_window, variant_game("O2 R9"))
    shown = window.rack_scene.stacks.shown
    assert shown is not None and shown.take_name == "Computer" and shown.takeable
    assert [str(t) for t in shown.take] == ["O2", "R9"] and list(shown.own) == []
    top = next(iter(window.rack_scene.stacks.items.values()))
    assert str(top.tile) == "R9"
    assert "Computer" in window.panel.stacks_label.text()
    assert window.panel.stacks_label.isVisibleTo(window.panel)
    assert window.draw_button.text() == "Take from pool"


def test_take_the_stack_top_onto_the_rack_then_into_a_new_meld(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make(make_window, variant_game())
    state = window.controller.state
    assert state is not None
    r9 = state.stacks[1][-1]
    drag(
        qtbot,
        window.rack_view,
        stack_top_point(window, r9),
        window.rack_view,
        rack_point(window, ann(window, "K13")),
    )
    settle(qtbot, window)
    turn = window.controller.turn
    assert turn is not None and turn.stack_taken and r9 in turn.rack
    assert r9.id in window.rack_scene.items_by_id and r9.id not in window.rack_scene.stacks.items
    assert state.stacks[1] == [r9]  # scratch work until the turn ends
    assert not window.draw_button.isEnabled()
    for col, name in enumerate(("R9", "R10", "R11")):
        t = r9 if name == "R9" else ann(window, name)
        drag(
            qtbot,
            window.rack_view,
            rack_point(window, t),
            window.table_view,
            cell_point(window, (1, 2 + col)),
        )
        settle(qtbot, window)
    assert "drag a tile onto your stack" in window.problems_label.text()
    k1 = ann(window, "K1")
    drag(qtbot, window.rack_view, rack_point(window, k1), window.rack_view, own_stack_point(window))
    settle(qtbot, window)
    first = next(a for a in state.actions if isinstance(a, Discard))
    assert first.from_stack and first.tile == k1
    assert state.melded[0] and r9 not in state.stacks[1]
    qtbot.waitUntil(lambda: window.controller.phase is Phase.HUMAN, timeout=5000)


def test_take_from_the_pool_with_the_button_then_discard_by_drag(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make(make_window, variant_game())
    state = window.controller.state
    assert state is not None
    assert not window.hint_button.isEnabled()  # a hint plays: take a tile first
    qtbot.mouseClick(window.draw_button, Qt.MouseButton.LeftButton)
    assert len(state.racks[0]) == 7 and state.current == 0 and state.taken is not None
    assert not window.draw_button.isEnabled()
    shown = window.rack_scene.stacks.shown
    assert shown is not None and shown.discarding and not shown.takeable
    b5 = ann(window, "B5")
    drag(qtbot, window.rack_view, rack_point(window, b5), window.rack_view, own_stack_point(window))
    settle(qtbot, window)
    assert state.stacks[0][0] == b5 and b5 not in state.racks[0]
    qtbot.waitUntil(lambda: window.controller.phase is Phase.HUMAN, timeout=5000)
    assert len(state.racks[0]) == 6


def test_a_refused_drop_on_the_stack_glides_back_with_the_reason(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make(make_window, variant_game())
    state = window.controller.state
    assert state is not None
    o7 = ann(window, "O7")
    drag(qtbot, window.rack_view, rack_point(window, o7), window.rack_view, own_stack_point(window))
    settle(qtbot, window)
    assert "begin your turn by taking a tile" in window.problems_label.text()
    assert o7.id in window.rack_scene.items_by_id and state.stacks[0] == []
    assert window.rack_scene.items_by_id[o7.id].opacity() == 1.0
    # the stack tile taken but not played: the discard is refused, it stays the player's
    r9 = state.stacks[1][-1]
    drag(
        qtbot,
        window.rack_view,
        stack_top_point(window, r9),
        window.rack_view,
        rack_point(window, o7),
    )
    settle(qtbot, window)
    drag(qtbot, window.rack_view, rack_point(window, o7), window.rack_view, own_stack_point(window))
    settle(qtbot, window)
    assert "taken from the stack" in window.problems_label.text()
    turn = window.controller.turn
    assert turn is not None and r9 in turn.rack and o7 in turn.rack
    assert state.stacks == [[], [r9]] and state.current == 0
    # reset puts the stack tile back on its stack
    qtbot.mouseClick(window.reset_button, Qt.MouseButton.LeftButton)
    assert r9.id in window.rack_scene.stacks.items and not turn.has_taken


def test_a_computer_asking_for_the_open_last_tile_passes_and_the_game_goes_on(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    """Issue 13's fault in the window: the refused draw fell back on a draw, which raised."""
    from tests.core.positions import closed_state
    from tests.ui.doubles import DrawingPlayer

    rules = preset("easy").with_options(open_last_tile=True)
    state = closed_state(rules, ["K1 B5", "O7 R13"], pool="O13", current=1)
    window = make_window(state, ANN_COMPUTER, player=DrawingPlayer())
    qtbot.waitUntil(lambda: window.controller.phase is Phase.HUMAN, timeout=5000)
    assert state.current == 0 and len(state.pool) == 1
    assert state.log[-1].kind.value == "pass"


@pytest.mark.slow
def test_full_variant_game_against_the_computer(qtbot: QtBot, make_window: MakeWindow) -> None:
    """The person takes from the pool and discards the tile again; the round ends properly."""
    from PySide6.QtCore import QTimer

    state = GameState.new_match(RULES, ["Ann", "Computer"], seed=11)
    window = make(make_window, state)
    controller = window.controller

    def human_plays() -> None:
        if controller.phase is not Phase.HUMAN:
            return
        assert controller.draw().ok  # Take from pool (or pass on an empty pool)
        taken = state.taken
        if controller.phase is Phase.HUMAN and taken is not None:
            assert controller.discard([taken.id]).ok

    controller.turnStarted.connect(
        lambda seat: QTimer.singleShot(0, human_plays) if seat == 0 else None
    )
    human_plays()
    qtbot.waitUntil(lambda: window.round_dialog is not None, timeout=60000)
    assert state.round_over and state.round_score is not None
    assert any(isinstance(a, Discard) for a in state.actions)
    assert len(state.all_tiles()) == 106 and state.stacks[0]


def test_the_timer_takes_and_discards_for_a_person_who_does_nothing(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    """Time is up on an untouched turn: the pool's top is taken and discarded again."""
    state = variant_game(rules=RULES.with_options(turn_timer_seconds=20))
    rack = list(state.racks[0])
    make_window(state, ANN_COMPUTER, player=make_player("easy"), timer_ms=5)
    qtbot.waitUntil(lambda: bool(state.stacks[0]), timeout=5000)
    first = next(a for a in state.actions if isinstance(a, Discard))
    assert not first.from_stack and state.stacks[0][0] == first.tile
    assert sorted(t.id for t in state.racks[0]) == sorted(t.id for t in rack)


def test_keyboard_takes_the_stack_top_and_discards(qtbot: QtBot, make_window: MakeWindow) -> None:
    """T carries the previous player's stack top, D discards: the mouse's intents by keys."""
    window = make(make_window, variant_game())
    state = window.controller.state
    assert state is not None
    r9 = state.stacks[1][-1]
    r10, r11, k1 = ann(window, "R10"), ann(window, "R11"), ann(window, "K1")
    window.activateWindow()
    window.rack_view.setFocus()
    qtbot.waitUntil(window.rack_view.hasFocus, timeout=2000)
    qtbot.keyClick(window.rack_view, Qt.Key.Key_D)  # nothing taken yet: refused
    assert "begin your turn by taking a tile" in window.problems_label.text()
    qtbot.keyClick(window.rack_view, Qt.Key.Key_T)
    assert describe_tile(r9) in window.rack_view.accessibleDescription()
    qtbot.keyClick(window.rack_view, Qt.Key.Key_Return)  # put down on the rack
    turn = window.controller.turn
    assert turn is not None and r9 in turn.rack and turn.stack_taken
    for t in (r9, r10, r11):  # carry three, then put them down on the table
        window.keys.rack_index = window.rack_scene.order.index(t.id)
        qtbot.keyClick(window.rack_view, Qt.Key.Key_Space)
    window.table_view.setFocus()
    qtbot.waitUntil(window.table_view.hasFocus, timeout=2000)
    window.keys.cell = (1, 1)
    qtbot.keyClick(window.table_view, Qt.Key.Key_Return)
    assert [turn.table[(1, c)] for c in (1, 2, 3)] == [r9, r10, r11]
    window.rack_view.setFocus()
    qtbot.waitUntil(window.rack_view.hasFocus, timeout=2000)
    window.keys.rack_index = window.rack_scene.order.index(k1.id)
    qtbot.keyClick(window.rack_view, Qt.Key.Key_D)
    assert state.stacks[0] == [k1] and state.melded[0]


def test_the_rules_explain_the_variant_in_every_language(qtbot: QtBot, dutch: None) -> None:
    from rummy_desktop.ui.help_text import rules_html

    text = rules_html()
    assert "Afleggen" in text and "Uit de pot nemen" in text


def test_the_stack_top_dragged_straight_onto_the_table(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make(make_window, variant_game())
    state = window.controller.state
    assert state is not None
    r9 = state.stacks[1][-1]
    drag(
        qtbot,
        window.rack_view,
        stack_top_point(window, r9),
        window.table_view,
        cell_point(window, (2, 4)),
    )
    settle(qtbot, window)
    turn = window.controller.turn
    assert turn is not None and turn.table[(2, 4)] == r9 and turn.stack_taken
    assert r9.id in window.table_scene.items_by_id and r9.id not in window.rack_scene.stacks.items
    assert r9.id in window.controller.movable_to_rack()  # it may still go to the rack
    assert "taken from the stack" in window.problems_label.text()
