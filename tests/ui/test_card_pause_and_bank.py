"""Pause and the time bank in the card window, with real clicks, and through save and resume."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.board import CardPhase
from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.cards.saves import load_card_save
from rummy_desktop.app.cards.setup import card_setup_of
from rummy_desktop.app.seats import Seat
from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.core.serialize import TurnClock
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.services import Services
from tests.app.card_positions import card_position

ANN_COMPUTER = (Seat("Ann"), Seat("Computer", "easy"))
HANDS = ["7H 8H 9H 6H 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"]


def window_for(qtbot: QtBot, services: Services, controller: CardController) -> CardWindow:
    window = CardWindow(controller, services=services)
    qtbot.addWidget(window)
    window.set_speed("instant")
    window.resize(1280, 820)
    window.show()
    qtbot.waitExposed(window)
    return window


def click(qtbot: QtBot, button: QAbstractButton) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def timed_window(qtbot: QtBot, services: Services, interval_ms: int, **options: int) -> CardWindow:
    """Ann's timed turn of Rummy against a computer, under way."""
    controller = CardController(timer_interval_ms=interval_ms)
    window = window_for(qtbot, services, controller)
    rules = card_preset("rummy").with_options(**options)
    controller.start(card_position(rules, HANDS, "AS"), ANN_COMPUTER)
    assert controller.board.on_turn
    return window


def test_pause_hides_the_hand_and_stops_the_clock_and_resume_restores_it(
    qtbot: QtBot, services: Services
) -> None:
    window = timed_window(qtbot, services, 20, turn_timer_seconds=120)
    c = window.controller
    qtbot.waitUntil(lambda: (c.seconds_left or 120) < 118, timeout=5000)
    pause = window.clock_ui.pause_button
    assert window.timer_bar.isVisible() and pause.isVisible() and pause.isEnabled()
    click(qtbot, pause)
    assert c.paused
    left = c.seconds_left
    cover = window.clock_ui.cover
    assert cover is not None and cover.isVisible()
    assert "Paused" in cover.label.text()
    assert c.board.hand == () and not window.scene.hand_items  # nobody studies the hand
    assert not window.draw_button.isEnabled() and not window.take_button.isEnabled()
    qtbot.wait(20 * 8)
    assert c.seconds_left == left  # the clock stands still
    refused = c.draw_stock()
    assert not refused.ok and "paused" in refused.reason
    assert not c.sort_hand("rank").ok
    click(qtbot, cover.button)  # Resume
    assert not c.paused and not cover.isVisible()
    assert c.seconds_left == left
    assert len(c.board.hand) == 7 and len(window.scene.hand_items) == 7
    assert window.draw_button.isEnabled()
    qtbot.waitUntil(lambda: (c.seconds_left or 0) < (left or 0), timeout=5000)
    assert c.draw_stock().ok  # the turn plays on


def test_pause_is_in_the_turn_menu_and_only_for_a_timed_turn(
    qtbot: QtBot, services: Services
) -> None:
    untimed = timed_window(qtbot, services, 1000)
    assert not untimed.clock_ui.act_pause.isEnabled()
    assert not untimed.clock_ui.pause_button.isVisible()
    assert not untimed.controller.pause().ok
    timed = timed_window(qtbot, services, 1000, turn_timer_seconds=60)
    assert timed.clock_ui.act_pause in timed.menuBar().actions()[1].menu().actions()
    timed.clock_ui.act_pause.trigger()  # Turn > Pause
    assert timed.controller.paused
    timed.clock_ui.act_pause.trigger()  # the same entry now resumes
    assert not timed.controller.paused


def test_plus_thirty_moves_time_from_the_bank_until_it_is_empty(
    qtbot: QtBot, services: Services
) -> None:
    window = timed_window(qtbot, services, 1000, turn_timer_seconds=60, time_bank_seconds=45)
    c = window.controller
    add = window.clock_ui.add_button
    assert add.isVisible() and add.isEnabled()
    assert c.bank == (45, 45)
    assert "Ann 0:45" in window.clock_ui.banks.toolTip()
    assert "Computer" not in window.clock_ui.banks.toolTip()  # a computer has no clock
    before = c.seconds_left or 0
    click(qtbot, add)
    assert c.seconds_left == before + 30 and c.bank == (15, 45)
    click(qtbot, add)
    assert c.seconds_left == before + 45 and c.bank == (0, 45)
    assert not add.isEnabled() and not window.clock_ui.act_add_time.isEnabled()
    assert "Ann 0:00" in window.clock_ui.banks.text()
    assert not c.add_time().ok


def test_the_bank_pays_when_the_turn_runs_out_and_then_the_turn_ends(
    qtbot: QtBot, services: Services
) -> None:
    window = timed_window(qtbot, services, 10, turn_timer_seconds=20, time_bank_seconds=30)
    c = window.controller
    first = c.board.turn_id
    qtbot.waitUntil(lambda: c.seconds_left == 0, timeout=5000)
    assert c.board.on_turn and c.bank[0] > 0  # the turn goes on on the bank
    qtbot.waitUntil(lambda: "Time bank" in window.timer_bar.format(), timeout=5000)
    qtbot.waitUntil(lambda: c.board.turn_id > first or not c.board.on_turn, timeout=5000)
    assert c.bank == (0, 30)  # spent, and then time was up
    assert any("Time is up for Ann" in line for line in window.log.lines())


def test_a_paused_card_game_and_its_banks_survive_save_and_resume(
    qtbot: QtBot, services: Services
) -> None:
    window = window_for(qtbot, services, CardController())
    options = {"turn_timer_seconds": 120, "time_bank_seconds": 90}
    window.start_game(card_setup_of("rummy", "Ann,Computer:easy", seed=3, options=options))
    c = window.controller
    qtbot.waitUntil(lambda: c.board.on_turn, timeout=5000)
    seat = c.board.turn
    click(qtbot, window.clock_ui.add_button)  # the bank gives 30 s: 60 left in it
    click(qtbot, window.clock_ui.pause_button)
    left = c.seconds_left
    assert c.paused and left is not None
    path = window.autosaver.path
    assert path is not None
    window.close()  # written as it closes, paused
    banks = tuple(60 if i == seat else 90 for i in range(2))
    loaded = load_card_save(path)
    assert loaded.clock == TurnClock(banks, seat, left)
    assert loaded.game.rules.time_bank_seconds == 90

    again = window_for(qtbot, services, CardController())
    assert again.load(path)
    a = again.controller
    assert a.paused and a.seconds_left == left and a.bank == banks
    cover = again.clock_ui.cover
    assert cover is not None and cover.isVisible()
    assert a.board.hand == () and a.board.phase is CardPhase.HUMAN
    click(qtbot, cover.button)
    assert not a.paused and a.seconds_left == left and a.board.hand


def test_a_card_game_closed_mid_turn_goes_on_with_its_seconds(
    qtbot: QtBot, services: Services
) -> None:
    window = window_for(qtbot, services, CardController(timer_interval_ms=20))
    options = {"turn_timer_seconds": 120}
    window.start_game(card_setup_of("rummy", "Ann,Computer:easy", seed=3, options=options))
    c = window.controller
    qtbot.waitUntil(lambda: (c.seconds_left or 120) < 110, timeout=5000)
    path = window.autosaver.path
    assert path is not None
    window.close()
    clock = load_card_save(path).clock
    assert clock.turn_seconds is not None and clock.turn_seconds < 110
    assert clock.paused_seat is None and clock.bank == ()

    again = window_for(qtbot, services, CardController())
    assert again.load(path)
    assert not again.controller.paused
    assert again.controller.seconds_left == clock.turn_seconds  # not a full 120 again
    assert again.timer_bar.maximum() == 120
