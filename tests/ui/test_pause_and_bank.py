"""Pause and the time bank in the window, with real clicks, and through save and resume."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton
from pytestqt.qtbot import QtBot

from rummy_desktop.app.saves import read_save
from rummy_desktop.core.rules import preset
from rummy_desktop.core.serialize import TurnClock
from rummy_desktop.core.state import GameState
from tests.ui.conftest import ANN_BOB, ANN_COMPUTER, MakeWindow, drag_rack_to_cell, position


def click(qtbot: QtBot, button: QAbstractButton) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def ticks_pass(qtbot: QtBot, count: int = 8) -> None:
    """Let ``count`` clock intervals go by (the clock ticks every 20 ms in these tests)."""
    qtbot.wait(20 * count)


def test_pause_stops_the_clock_hides_the_board_and_resume_goes_on_exactly(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    state = position(["K1 K2 K3 R5", "K11 K12"], turn_timer_seconds=120)
    window = make_window(state, ANN_COMPUTER, timer_ms=20)
    c = window.controller
    qtbot.waitUntil(lambda: (c.seconds_left or 120) < 118, timeout=5000)
    pause = window.clock_ui.pause_button
    assert pause.isVisible() and pause.isEnabled()
    click(qtbot, pause)
    assert c.paused
    left = c.seconds_left
    cover = window.clock_ui.cover
    assert cover is not None and cover.isVisible()
    assert "Paused" in cover.label.text()
    ticks_pass(qtbot)
    assert c.seconds_left == left  # the clock stands still
    assert not window.done_button.isEnabled() and not window.draw_button.isEnabled()
    assert not window.sort_colour_button.isEnabled()
    order = list(window.rack_scene.order)
    assert not c.sort_rack("number").ok and window.rack_scene.order == order
    refused = c.move_tiles([window.rack_scene.order[0]], [(0, 0)])
    assert not refused.ok and "paused" in refused.reason
    click(qtbot, cover.button)  # Resume
    assert not c.paused and not cover.isVisible()
    assert c.seconds_left == left
    qtbot.waitUntil(lambda: (c.seconds_left or 0) < (left or 0), timeout=5000)


def test_replaying_a_game_pauses_a_timed_turn_first(qtbot: QtBot, make_window: MakeWindow) -> None:
    state = position(["K1 K2 K3 R5", "K11 K12"], turn_timer_seconds=120)
    window = make_window(state, ANN_COMPUTER, timer_ms=1000)
    window.act_replay.trigger()
    assert window.controller.paused and window.replays.chooser is not None


def test_the_board_plays_again_after_resume(qtbot: QtBot, make_window: MakeWindow) -> None:
    state = position(["K1 K2 K3 R5", "K11 K12"], turn_timer_seconds=120, initial_meld_points=0)
    window = make_window(state, ANN_COMPUTER, timer_ms=1000)
    window.clock_ui.act_pause.trigger()  # Turn > Pause
    assert window.controller.paused
    window.clock_ui.act_pause.trigger()  # the same entry now resumes
    assert not window.controller.paused
    rack = window.controller.display_rack()
    drag_rack_to_cell(qtbot, window, rack[0], (0, 0))
    assert window.controller.display_table().cells()


def test_pause_is_offered_only_on_a_persons_timed_turn(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    untimed = make_window(position(["K1 K2 K3 R5", "K11 K12"]), ANN_COMPUTER)
    assert not untimed.clock_ui.act_pause.isEnabled()
    assert not untimed.clock_ui.pause_button.isVisible()
    assert not untimed.controller.pause().ok
    hot_seat = make_window(
        position(["K1 K2 K3 R5", "K11 K12"], names=("Ann", "Bob"), turn_timer_seconds=60),
        ANN_BOB,
    )
    assert not hot_seat.controller.may_pause  # the rack is still hidden: no clock runs yet
    click(qtbot, hot_seat.handover.button)
    assert hot_seat.controller.may_pause and hot_seat.clock_ui.act_pause.isEnabled()


def test_plus_thirty_moves_time_from_the_bank_until_it_is_empty(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    state = position(["K1 K2 K3 R5", "K11 K12"], turn_timer_seconds=60, time_bank_seconds=45)
    window = make_window(state, ANN_COMPUTER, timer_ms=1000)
    c = window.controller
    add = window.clock_ui.add_button
    assert add.isVisible() and add.isEnabled()
    assert c.bank == (45, 45)
    assert "Ann 0:45" in window.clock_ui.banks.toolTip()
    before = c.seconds_left or 0
    click(qtbot, add)
    assert c.seconds_left == before + 30 and c.bank == (15, 45)
    click(qtbot, add)
    assert c.seconds_left == before + 45 and c.bank == (0, 45)
    assert not add.isEnabled()
    assert "Ann 0:00" in window.clock_ui.banks.text()


def test_the_bank_pays_when_the_turn_runs_out_and_then_the_turn_expires(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    state = position(["K1 K2 K3 R5", "K11 K12"], turn_timer_seconds=20, time_bank_seconds=30)
    window = make_window(state, ANN_COMPUTER, timer_ms=10)
    c = window.controller
    qtbot.waitUntil(lambda: c.seconds_left == 0, timeout=5000)
    assert c.board.on_turn and c.bank[0] > 0  # the turn goes on on the bank
    qtbot.waitUntil(lambda: "Time bank" in window.timer_bar.format(), timeout=5000)
    qtbot.waitUntil(lambda: window.notice.text != "", timeout=5000)  # time's up at last
    assert c.bank[0] == 0 and c.bank[1] == 30


def test_a_paused_turn_and_the_banks_survive_save_and_resume(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    rules = preset("classic").with_options(time_bank_seconds=90)
    state = GameState.new_match(rules, ["Ann", "Computer"], 21)
    window = make_window(state, ANN_COMPUTER, timer_ms=1000)
    c = window.controller
    qtbot.waitUntil(lambda: c.board.on_turn, timeout=5000)
    click(qtbot, window.clock_ui.add_button)  # the bank gives 30 s: 60 left in it
    click(qtbot, window.clock_ui.pause_button)
    left = c.seconds_left
    assert c.paused and left is not None
    window.autosaver.flush()
    path = window.autosaver.path
    assert path is not None
    loaded = read_save(path)
    assert not loaded.from_backup, loaded.problem
    assert loaded.record.clock == TurnClock((60, 90), 0, left)
    window.close()

    again = make_window(GameState.new_match(preset("easy"), ["X", "Y"], 1), ANN_COMPUTER)
    assert again.files.play(loaded)
    assert again.controller.paused and again.controller.seconds_left == left
    assert again.controller.bank == (60, 90)
    cover = again.clock_ui.cover
    assert cover is not None and cover.isVisible()
    click(qtbot, cover.button)
    assert not again.controller.paused and again.controller.seconds_left == left


def test_a_game_saved_before_the_time_bank_loads_with_full_banks_and_no_pause(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    rules = preset("classic").with_options(time_bank_seconds=60)
    state = GameState.new_match(rules, ["Ann", "Computer"], 5)
    window = make_window(state, ANN_COMPUTER)
    qtbot.waitUntil(lambda: window.controller.board.on_turn, timeout=5000)
    assert window.controller.bank == (60, 60) and not window.controller.paused


def test_a_running_turn_keeps_its_seconds_left_over_quit_and_restart(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    state = GameState.new_match(preset("classic"), ["Ann", "Computer"], 21)
    window = make_window(state, ANN_COMPUTER, timer_ms=20)
    c = window.controller
    qtbot.waitUntil(lambda: (c.seconds_left or 120) < 110, timeout=5000)
    path = window.autosaver.path
    assert path is not None
    window.close()  # quitting mid-turn: the clock is written with the game
    loaded = read_save(path)
    clock = loaded.record.clock
    assert clock.turn_seat == 0 and clock.turn_seconds is not None
    assert clock.turn_seconds < 110 and clock.paused_seat is None

    again = make_window(GameState.new_match(preset("easy"), ["X", "Y"], 1), ANN_COMPUTER)
    assert again.files.play(loaded)
    assert not again.controller.paused
    assert again.controller.seconds_left == clock.turn_seconds  # not a full 120 again
    bar = again.timer_bar
    assert bar.maximum() == 120 and bar.value() <= clock.turn_seconds  # a part-spent bar
