"""A timer nobody misses: a bar by the rack, red at the end, and a notice that stays."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.app.controller import Phase
from rummy_desktop.ui.turn_notice import WARNING_SECONDS
from tests.ui.conftest import (
    ANN_BOB,
    ANN_COMPUTER,
    MakeWindow,
    drag_rack_to_cell,
    position,
)


def test_the_timer_bar_counts_down_by_the_rack_and_turns_red(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    state = position(["K1 K2 K3 R5", "K11 K12"], turn_timer_seconds=30)
    window = make_window(state, ANN_COMPUTER, timer_ms=20)
    bar = window.timer_bar
    assert bar.isVisible()
    assert not bar.warning
    # Right above the rack, where the player looks.
    bottom = bar.mapTo(window.centralWidget(), bar.rect().bottomLeft()).y()
    assert abs(bottom - window.rack_view.geometry().top()) < 12
    qtbot.waitUntil(lambda: (window.controller.seconds_left or 99) <= WARNING_SECONDS)
    qtbot.waitUntil(lambda: bar.warning)
    assert bar.value() <= WARNING_SECONDS
    assert "d2222d" in bar.styleSheet()


def test_time_up_with_tiles_laid_says_so_until_dismissed(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    state = position(["K1 K2 K3 R5", "K11 K12"], turn_timer_seconds=20, penalty_tiles=3)
    window = make_window(state, ANN_COMPUTER, timer_ms=10)
    k1 = state.racks[0][0]
    drag_rack_to_cell(qtbot, window, k1, (0, 0))
    qtbot.waitUntil(lambda: window.notice.isVisible(), timeout=5000)
    text = window.notice.text
    assert "Time's up" in text and "you draw 3" in text
    assert len(state.racks[0]) == 4 + 3  # the laid tile went back, three were drawn
    # It stays through the computer's turn and the start of Ann's next one.
    qtbot.waitUntil(lambda: window.controller.humans_on_turn)
    assert window.notice.isVisible()
    qtbot.mouseClick(window.notice.button, Qt.MouseButton.LeftButton)
    assert not window.notice.isVisible()


def test_time_up_without_a_play_says_a_tile_was_drawn(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    state = position(["K1 K2 K3 R5", "K11 K12"], turn_timer_seconds=20)
    window = make_window(state, ANN_COMPUTER, timer_ms=10)
    qtbot.waitUntil(lambda: window.notice.isVisible(), timeout=5000)
    assert "you draw a tile" in window.notice.text
    assert len(state.racks[0]) == 5
    # Gone after Ann's next turn is over, with no click.
    qtbot.waitUntil(lambda: window.controller.humans_on_turn)
    window.draw_button.click()
    qtbot.waitUntil(lambda: window.controller.humans_on_turn)
    assert not window.notice.isVisible()


def test_an_invalid_turn_penalty_gets_the_same_notice(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    state = position(["K1 K2 K3 R5", "K11 K12"], invalid_turn_penalty=True)
    window = make_window(state, ANN_COMPUTER)
    drag_rack_to_cell(qtbot, window, state.racks[0][3], (0, 0))
    qtbot.mouseClick(window.done_button, Qt.MouseButton.LeftButton)
    assert window.notice.isVisible()
    assert "not valid" in window.notice.text and "you draw 3" in window.notice.text
    # A new game starts without the old game's news.
    assert window.last_setup is not None
    assert window.start_game(window.last_setup, state=position(["K1 K2 K3", "K5 K6"]))
    assert not window.notice.isVisible()


def test_in_hot_seat_the_notice_names_the_player_and_shows_on_the_handover(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    state = position(["K1 K2 K3 R5", "B1 B2 B3"], names=("Ann", "Bob"), turn_timer_seconds=20)
    window = make_window(state, ANN_BOB, timer_ms=10)
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    drag_rack_to_cell(qtbot, window, state.racks[0][0], (0, 0))
    qtbot.waitUntil(lambda: window.controller.phase is Phase.HANDOVER, timeout=5000)
    assert "Time's up for Ann" in window.notice.text
    assert window.handover.news_frame.isVisible()
    assert "Time's up for Ann" in window.handover.news.text()
    news = window.handover.news
    assert news.height() >= news.heightForWidth(news.width())  # every line shows
    # Bob's turn starts: the news is old.
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    assert not window.notice.isVisible()


def test_an_untimed_game_gives_the_bar_place_to_the_table(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(position(["K1 K2 K3 R5", "K11 K12"]), ANN_COMPUTER)
    assert not window.timer_bar.isVisible()
    assert not window.timer_bar.sizePolicy().retainSizeWhenHidden()
    timed = position(["K1 K2 K3 R5", "K11 K12"], turn_timer_seconds=60)
    assert window.last_setup is not None
    assert window.start_game(window.last_setup, state=timed)
    assert window.timer_bar.sizePolicy().retainSizeWhenHidden()
