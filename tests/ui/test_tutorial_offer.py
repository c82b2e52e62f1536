"""The tutorial is offered once at the very first start, never with --players, and
leaves the statistics, the autosave and "continue last game" alone."""

from __future__ import annotations

import argparse
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from rummy_desktop.app.settings import AppSettings
from rummy_desktop.ui.launch import open_window
from rummy_desktop.ui.services import choose_with_message_box
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import Questions, make_services
from tests.ui.test_tutorial import play_whole_tutorial


def args(**given: object) -> argparse.Namespace:
    base: dict[str, object] = {"players": None, "rules": None, "seed": None, "load": None}
    base.update(given)
    return argparse.Namespace(**base)


def start(qtbot: QtBot, folder: Path, questions: Questions, **given: object) -> MainWindow:
    window = open_window(args(**given), make_services(folder, questions))
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    return window


def offered(questions: Questions) -> bool:
    return any("Learn to play" in text for text in questions.asked)


def test_offered_at_the_first_start_only(qtbot: QtBot, tmp_path: Path) -> None:
    first = Questions(answer=False)
    window = start(qtbot, tmp_path, first)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None, timeout=3000)
    assert offered(first)
    assert window.tutorial_window is None  # declined: the new-game dialog instead
    window.close()
    again = Questions(answer=True)
    window = start(qtbot, tmp_path, again)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None, timeout=3000)
    assert not offered(again)
    assert window.tutorial_window is None


def test_never_offered_when_started_with_players(qtbot: QtBot, tmp_path: Path) -> None:
    questions = Questions(answer=True)
    window = start(qtbot, tmp_path, questions, players="Ann:human,Bob:human", rules="easy")
    qtbot.wait(50)
    assert not offered(questions)
    assert window.tutorial_window is None
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert not AppSettings(store).tutorial_offered


def test_a_player_who_played_here_before_is_not_offered(qtbot: QtBot, tmp_path: Path) -> None:
    start(qtbot, tmp_path, Questions(), players="Ann:human,Bob:human", rules="easy").close()
    questions = Questions(answer=False)  # asked to continue that game: no
    window = start(qtbot, tmp_path, questions)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None, timeout=3000)
    assert questions.asked and not offered(questions)


def test_the_tutorial_leaves_statistics_autosave_and_continue_alone(
    qtbot: QtBot, tmp_path: Path
) -> None:
    questions = Questions(answer=True)
    window = start(qtbot, tmp_path, questions)
    qtbot.waitUntil(lambda: window.tutorial_window is not None, timeout=3000)
    tutorial = window.tutorial_window
    assert tutorial is not None and tutorial.isVisible()
    writes = window.autosaver.writes
    play_whole_tutorial(qtbot, tutorial)
    assert tutorial.finished
    with qtbot.waitSignal(tutorial.closed):
        tutorial.panel.play_button.click()
    # a real game follows: the new-game dialog, and the window's own game was never set
    qtbot.waitUntil(lambda: window.new_game_dialog is not None, timeout=3000)
    assert not window.controller.board.game
    window.autosaver.flush()
    assert window.autosaver.writes == writes
    assert window.autosaver.load_last() is None
    stats = window.services.stats
    assert stats is not None and stats.player_names() == []
    assert window.stats_recorder.pending is None


def test_learn_to_play_leaves_a_game_in_progress_as_it_was(qtbot: QtBot, tmp_path: Path) -> None:
    window = start(qtbot, tmp_path, Questions(), players="Ann:human,Bob:human", rules="easy")
    before = window.controller.board
    window.autosaver.flush()
    writes = window.autosaver.writes
    window.learn_to_play()
    tutorial = window.tutorial_window
    assert tutorial is not None
    qtbot.waitExposed(tutorial)
    assert tutorial.tutorial.step.key == "run"
    with qtbot.waitSignal(tutorial.closed):
        tutorial.panel.leave_button.click()
    assert window.controller.board.rack == before.rack
    assert window.controller.board.table == before.table
    assert window.new_game_dialog is None
    window.autosaver.flush()
    assert window.autosaver.writes == writes


def test_a_running_turn_timer_waits_while_the_tutorial_is_open(
    qtbot: QtBot, tmp_path: Path
) -> None:
    questions = Questions(answer=False)
    window = start(qtbot, tmp_path, questions, players="Ann:human,Bob:human", rules="classic")
    window.handover.confirmed.emit()  # Ann (or Bob) sits down: the timer runs
    assert window.controller.board.on_turn and window.controller.may_pause
    seconds = window.controller.seconds_left
    window.learn_to_play()
    assert window.tutorial_window is not None and window.tutorial_window.isVisible()
    assert questions.asked == []
    assert window.controller.paused
    qtbot.wait(1200)  # a clock that still ran would have lost a second by now
    assert window.controller.seconds_left == seconds
    with qtbot.waitSignal(window.tutorial_window.closed):
        window.tutorial_window.panel.leave_button.click()
    assert window.controller.resume().ok
    assert window.controller.seconds_left == seconds


def test_closing_the_window_closes_the_tutorial_and_its_game(qtbot: QtBot, tmp_path: Path) -> None:
    window = start(qtbot, tmp_path, Questions(), players="Ann:human,Bob:human", rules="easy")
    tutorial = window.open_tutorial()
    qtbot.waitExposed(tutorial)
    with qtbot.waitSignal(tutorial.closed):
        window.close()
    assert not tutorial.isVisible()
    assert not tutorial.controller.board.on_turn


def test_a_newcomer_may_choose_the_card_tutorial(qtbot: QtBot, tmp_path: Path) -> None:
    """The first-start offer names both tutorials; the cards one opens in a card window."""
    questions = Questions(choice=1)
    window = start(qtbot, tmp_path, questions)
    qtbot.waitUntil(lambda: bool(window.card_windows), timeout=3000)
    assert offered(questions) and "cards" in questions.asked[0]
    cards = window.card_windows[0]
    qtbot.addWidget(cards)
    assert cards.tutorial_window is not None and cards.tutorial_window.isVisible()
    assert window.tutorial_window is None


def test_the_offer_says_which_tutorials_there_are_in_its_buttons(
    qtbot: QtBot, tmp_path: Path
) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    answers: list[int | None] = []
    choose_with_message_box(
        parent, "Learn to play", "Which?", ["Tiles", "Cards", "No"], answers.append
    )
    box = parent.property("question_box")
    assert isinstance(box, QMessageBox)
    assert [b.text() for b in box.buttons()] == ["Tiles", "Cards", "No"]
    box.buttons()[1].click()
    assert answers == [1]
