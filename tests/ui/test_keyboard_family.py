"""Keyboard-only play, screen-reader names, handicaps and planning while others play."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication
from pytestqt.qtbot import QtBot

from rummy_desktop.app.controller import Phase
from rummy_desktop.app.seats import Seat
from rummy_desktop.app.setup import GameSetup
from rummy_desktop.core.rules import preset
from rummy_desktop.core.state import GameState
from rummy_desktop.ui.new_game import NewGameDialog
from rummy_desktop.ui.tile_item import describe_tile
from tests.ui.conftest import ANN_COMPUTER, MakeWindow, drag, position, rack_point
from tests.ui.doubles import SlowPlayer


def _press(qtbot: QtBot, widget: object, key: Qt.Key, times: int = 1) -> None:
    for _ in range(times):
        qtbot.keyClick(widget, key)  # type: ignore[arg-type]


def test_keyboard_only_moves_a_tile_from_rack_to_table(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(position(["R10 R11 R12 K1", "B1 B2"]), ANN_COMPUTER)
    window.activateWindow()
    window.table_view.setFocus()
    qtbot.waitUntil(window.table_view.hasFocus, timeout=2000)
    # Tab from the table reaches the rack.
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert window.rack_view.hasFocus()
    rack = window.controller.display_rack()
    _press(qtbot, window.rack_view, Qt.Key.Key_Right)  # the second tile, R11
    assert "2 of 4" in window.rack_view.accessibleDescription()
    _press(qtbot, window.rack_view, Qt.Key.Key_Space)
    assert describe_tile(rack[1]) in window.rack_view.accessibleDescription()
    qtbot.keyClick(window.rack_view, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert window.table_view.hasFocus()
    _press(qtbot, window.table_view, Qt.Key.Key_Down, 2)
    _press(qtbot, window.table_view, Qt.Key.Key_Right, 3)
    _press(qtbot, window.table_view, Qt.Key.Key_Return)
    turn = window.controller.turn
    assert turn is not None
    assert turn.table[(2, 3)] == rack[1]
    assert rack[1] not in turn.rack
    assert "row 3, column 4" in window.table_view.accessibleDescription()
    # The tile can come back to the rack by keys too.
    _press(qtbot, window.table_view, Qt.Key.Key_Space)
    window.rack_view.setFocus()
    _press(qtbot, window.rack_view, Qt.Key.Key_Space)
    assert turn.table[(2, 3)] is None and rack[1] in turn.rack


def test_refused_keyboard_drop_keeps_the_tile_carried(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(position(["R10 R11", "B1 B2"]), ANN_COMPUTER)
    window.rack_view.setFocus()
    _press(qtbot, window.rack_view, Qt.Key.Key_Space)
    window.table_view.setFocus()
    _press(qtbot, window.table_view, Qt.Key.Key_Space)
    _press(qtbot, window.table_view, Qt.Key.Key_Space)  # onto the same cell? it holds R10 now
    assert window.keys.last_result is not None
    window.rack_view.setFocus()
    _press(qtbot, window.rack_view, Qt.Key.Key_Escape)
    assert window.keys.carried.ids == []


def test_every_button_is_reachable_and_named(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(position(["R10 R11", "B1 B2"]), ANN_COMPUTER)
    buttons = [
        window.done_button,
        window.draw_button,
        window.undo_button,
        window.reset_button,
        window.hint_button,
        window.sort_colour_button,
        window.sort_number_button,
    ]
    for button in buttons:
        assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
        assert button.accessibleName()
    for widget in window.findChildren(QAbstractButton):
        if widget.isVisible():
            assert widget.accessibleName() or widget.text(), widget
    assert window.table_view.accessibleName() and window.rack_view.accessibleName()
    reached = set()
    window.activateWindow()
    window.table_view.setFocus()
    qtbot.waitUntil(window.table_view.hasFocus, timeout=2000)
    for _ in range(30):
        focused = QApplication.focusWidget()
        assert focused is not None
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
        reached.add(QApplication.focusWidget())
    assert window.draw_button in reached and window.sort_number_button in reached


def test_new_game_dialog_handicap_reaches_the_game(qtbot: QtBot, make_window: MakeWindow) -> None:
    dialog = NewGameDialog(("easy",))
    qtbot.addWidget(dialog)
    dialog.seat_editors[0].name.setText("Oma")
    dialog.seat_editors[1].name.setText("Tim")
    dialog.seat_editors[1].kind.setCurrentIndex(0)  # a person
    dialog.timer.setCurrentIndex(dialog.timer.findData(60))
    tim = dialog.seat_editors[1]
    tim.timer.setCurrentIndex(tim.timer.findData(None))
    tim.meld.setCurrentIndex(tim.meld.findData(20))
    for editor in dialog.seat_editors:
        for widget in (editor.name, editor.kind, editor.timer, editor.meld):
            assert widget.accessibleName()
    dialog.accept()
    setup = dialog.setup()
    assert setup is not None
    assert setup.handicaps == ({}, {"turn_timer_seconds": None, "initial_meld_points": 20})
    state = setup.new_state()
    assert state.rules_for(0).turn_timer_seconds == 60
    assert state.rules_for(0).initial_meld_points == 30
    assert state.rules_for(1).turn_timer_seconds is None
    assert state.rules_for(1).initial_meld_points == 20


def test_own_timer_drives_the_turn_clock(qtbot: QtBot, make_window: MakeWindow) -> None:
    rules = preset("easy").with_options(turn_timer_seconds=30)
    state = GameState.new_match(
        rules, ["Ann", "Bob"], 3, [{"turn_timer_seconds": None}, {"turn_timer_seconds": 20}]
    )
    window = make_window(state, [Seat("Ann"), Seat("Bob")])
    c = window.controller
    c.confirm_handover()
    expected = 20 if state.current == 1 else None
    assert c.seconds_left == expected
    assert window.panel.timer_label.isVisible() == (expected is not None)


def test_rack_can_be_arranged_while_the_computer_thinks(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    state = position(["R10 R11 R12 K1", "B1 B2"], current=1)
    window = make_window(state, ANN_COMPUTER, player=SlowPlayer(5.0))
    c = window.controller
    assert c.phase is Phase.THINKING
    rack = c.display_rack()
    table_before = c.display_table().notation()
    last = window.rack_scene.slot_pos(3)
    drag(qtbot, window.rack_view, rack_point(window, rack[0]), window.rack_view, last)
    qtbot.waitUntil(lambda: not window.drag.busy, timeout=2000)
    assert c.phase is Phase.THINKING
    assert [t.id for t in c.display_rack()] != [t.id for t in rack]
    assert c.display_rack()[-1] == rack[0] or c.display_rack()[2] == rack[0]
    assert c.display_table().notation() == table_before
    # Keys too: the rack may be rearranged, the table may not be touched.
    window.rack_view.setFocus()
    _press(qtbot, window.rack_view, Qt.Key.Key_Space)
    window.table_view.setFocus()
    _press(qtbot, window.table_view, Qt.Key.Key_Space)
    assert window.keys.last_result is not None and not window.keys.last_result.ok
    assert c.display_table().notation() == table_before
    c.shutdown()


def test_setup_handicaps_must_match_the_seats() -> None:
    import pytest

    with pytest.raises(ValueError):
        GameSetup.of([Seat("A"), Seat("B")], preset("easy"), handicaps=[{}])
