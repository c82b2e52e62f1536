"""What the window says during a turn: right for any name, never stale, never silent."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget
from pytestqt.qtbot import QtBot

import rummy_desktop.ui.window as window_module
from rummy_desktop.app.controller import Phase
from rummy_desktop.app.seats import Seat
from rummy_desktop.ui.services import Answer, Services
from tests.ui.conftest import (
    ANN_BOB,
    ANN_COMPUTER,
    MakeWindow,
    Questions,
    drag_rack_to_cell,
    position,
)

YOU_COMPUTER = [Seat("You"), Seat("Computer", "easy")]
BAD_GRAMMAR = re.compile(r"\bYou (is|has|takes|wins|goes|draws|plays|passes)\b")


def log_lines(log: QListWidget) -> list[str]:
    return [log.item(i).text() for i in range(log.count())]


def test_a_player_called_you_reads_well(qtbot: QtBot, make_window: MakeWindow) -> None:
    state = position(
        ["K1 K2 K3 R5", "K11 K12"], names=("You", "Computer"), invalid_turn_penalty=True
    )
    window = make_window(state, YOU_COMPUTER, speed="slow")
    drag_rack_to_cell(qtbot, window, state.racks[0][3], (0, 0))
    qtbot.mouseClick(window.done_button, Qt.MouseButton.LeftButton)  # penalised
    seen = [window.problems_label.text(), window.panel.thinking_label.text(), window.notice.text]
    qtbot.waitUntil(lambda: window.controller.phase is Phase.SHOWING)
    seen += [window.problems_label.text(), window.panel.thinking_label.text()]
    qtbot.waitUntil(lambda: window.controller.humans_on_turn)
    for t, column in zip(state.racks[0][:3], range(3), strict=False):
        drag_rack_to_cell(qtbot, window, t, (1, column))
    seen += log_lines(window.panel.log)
    text = " ".join(seen)
    assert "You drew 3 penalty tiles." in text
    assert not BAD_GRAMMAR.search(text), text


def test_the_round_end_headline_reads_well_for_you(qtbot: QtBot, make_window: MakeWindow) -> None:
    state = position(["K11 K12 K13", "K1 K2"], names=("You", "Computer"))
    window = make_window(state, YOU_COMPUTER)
    for column, t in enumerate(list(state.racks[0])):
        drag_rack_to_cell(qtbot, window, t, (0, column))
    qtbot.mouseClick(window.done_button, Qt.MouseButton.LeftButton)
    assert window.round_dialog is not None
    headline = window.round_dialog.headline.text()
    assert "You went out" in headline
    assert not BAD_GRAMMAR.search(headline)


def test_a_refusal_for_waiting_goes_when_the_turn_starts(
    qtbot: QtBot, make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(window_module, "TOAST_MS", 600_000)
    state = position(["K1 K2 K3 R5", "K11 K12"], current=1)
    window = make_window(state, ANN_COMPUTER, speed="slow")
    assert not window.controller.humans_on_turn
    window.controller.move_tiles([state.racks[0][0].id], [(0, 0)])
    assert "wait" in window.problems_label.text()
    qtbot.waitUntil(lambda: window.controller.humans_on_turn, timeout=10_000)
    assert "wait" not in window.problems_label.text()
    assert "Your turn" in window.problems_label.text()


def test_the_live_tile_count_on_the_players_panel(qtbot: QtBot, make_window: MakeWindow) -> None:
    state = position(["K1 K2 K3 R5", "K11 K12"])
    window = make_window(state, ANN_COMPUTER)
    assert window.panel.rows[0].tiles.text() == "4"
    drag_rack_to_cell(qtbot, window, state.racks[0][0], (0, 0))
    drag_rack_to_cell(qtbot, window, state.racks[0][1], (0, 1))
    assert window.panel.rows[0].tiles.text() == "2"
    qtbot.mouseClick(window.reset_button, Qt.MouseButton.LeftButton)
    assert window.panel.rows[0].tiles.text() == "4"


def test_with_the_pool_empty_the_draw_button_says_pass(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    state = position(["K1 K2 K3 R5", "K11 K12"])
    window = make_window(state, ANN_COMPUTER)
    assert window.draw_button.text() == "Draw a tile"
    empty = position(["K1 K2 K3 R5", "K11 K12"])
    empty.pool.clear()
    assert window.last_setup is not None
    assert window.start_game(window.last_setup, state=empty)
    assert window.controller.humans_on_turn
    assert window.draw_button.text() == "Pass"
    assert window.act_draw.text() == "&Pass"
    assert "or pass" in window.problems_label.text()
    qtbot.mouseClick(window.draw_button, Qt.MouseButton.LeftButton)
    assert len(empty.racks[0]) == 4
    assert empty.actions, "the pass was not played"


def test_draw_after_laying_tiles_asks_first(
    qtbot: QtBot, make_window: MakeWindow, services: Services
) -> None:
    questions = Questions(answer=False)
    services.ask = questions
    state = position(["K1 K2 K3 R5", "K11 K12"])
    window = make_window(state, ANN_COMPUTER)
    k1 = state.racks[0][0]
    drag_rack_to_cell(qtbot, window, k1, (0, 0))
    qtbot.mouseClick(window.draw_button, Qt.MouseButton.LeftButton)
    assert len(questions.asked) == 1
    assert "go back" in questions.asked[0]
    # "No": nothing happened, the tile is still on the table.
    turn = window.controller.turn
    assert turn is not None and turn.table.cell_of(k1) == (0, 0)
    questions.answer = True
    qtbot.mouseClick(window.draw_button, Qt.MouseButton.LeftButton)
    assert len(questions.asked) == 2
    assert k1 in state.racks[0] and len(state.racks[0]) == 5


def test_draw_with_nothing_laid_does_not_ask(
    qtbot: QtBot, make_window: MakeWindow, services: Services
) -> None:
    questions = Questions(answer=False)
    services.ask = questions
    state = position(["K1 K2 K3 R5", "K11 K12"])
    window = make_window(state, ANN_COMPUTER)
    qtbot.mouseClick(window.draw_button, Qt.MouseButton.LeftButton)
    assert not questions.asked
    assert len(state.racks[0]) == 5


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_hidden_rack_banner_fits_the_rack(
    qtbot: QtBot, make_window: MakeWindow, language: str, request: pytest.FixtureRequest
) -> None:
    if language == "de":
        request.getfixturevalue("german")
    state = position(["K1 K2 K3 R5", "B1 B2 B3"], names=("Ann", "Bob"))
    window = make_window(state, ANN_BOB)
    scene = window.rack_scene
    assert scene.placeholder
    font, box = scene.placeholder_layout()
    from PySide6.QtGui import QFontMetricsF

    from rummy_desktop.ui.rack_scene import PLACEHOLDER_FLAGS

    needed = QFontMetricsF(font).boundingRect(box, PLACEHOLDER_FLAGS, scene.placeholder)
    assert scene.sceneRect().contains(needed), (needed, scene.sceneRect())


def test_a_late_yes_to_draw_never_draws_in_a_later_turn(
    qtbot: QtBot, make_window: MakeWindow, services: Services
) -> None:
    replies: list[Answer] = []
    services.ask = lambda _parent, _title, _text, reply: replies.append(reply)
    state = position(["K1 K2 K3 R5", "K11 K12"])
    window = make_window(state, ANN_COMPUTER)
    k1 = state.racks[0][0]
    drag_rack_to_cell(qtbot, window, k1, (0, 0))
    qtbot.mouseClick(window.draw_button, Qt.MouseButton.LeftButton)
    assert len(replies) == 1  # the question is still open...
    assert window.controller.draw().ok  # ...when the turn ends another way
    qtbot.waitUntil(lambda: window.controller.humans_on_turn, timeout=3000)
    drawn = len(state.racks[0])
    replies[0](True)
    assert len(state.racks[0]) == drawn and window.controller.humans_on_turn


def test_the_meld_column_says_what_its_marks_mean(qtbot: QtBot, make_window: MakeWindow) -> None:
    """The Meld column's ✓ and ! are said in words under the table, not only in tooltips."""
    window = make_window(position(["R1 R2 R3 B5", "K7 K8"]), ANN_BOB)
    assert window.panel.rows[0].meld.text() == "!"
    legend = window.panel.meld_legend
    assert legend.isVisible() and "✓ initial meld made" in legend.text()
    assert "! not made yet" in legend.text()
