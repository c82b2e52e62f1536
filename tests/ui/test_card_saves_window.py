"""Card games are autosaved, continued, saved as and opened like tile games."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from rummy_desktop.__main__ import build_parser
from rummy_desktop.app.cards.board import CardBoard, CardPhase
from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.cards.setup import card_setup_of
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.launch import _offer_or_new, open_window
from rummy_desktop.ui.services import Services
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import Questions, make_services


def window_with(qtbot: QtBot, services: Services) -> CardWindow:
    window = CardWindow(CardController(), services=services)
    window.set_speed("instant")
    qtbot.addWidget(window)
    window.show()
    return window


def started(qtbot: QtBot, services: Services) -> CardWindow:
    """A Rummy 51 game after the person's draw, saved by the autosaver."""
    window = window_with(qtbot, services)
    window.start_game(card_setup_of("rummy51", "Ann:human,Computer:easy", seed=8))
    qtbot.waitUntil(lambda: window.controller.board.phase is CardPhase.HUMAN, timeout=20000)
    assert window.controller.draw_stock().ok
    window.autosaver.save_now()
    return window


def same_table(a: CardBoard, b: CardBoard) -> bool:
    return (a.hand, a.table, a.pile, a.stock_count, a.turn) == (
        b.hand,
        b.table,
        b.pile,
        b.stock_count,
        b.turn,
    )


def test_the_last_card_game_is_continued(qtbot: QtBot, services: Services) -> None:
    first = started(qtbot, services)
    assert first.autosaver.path is not None and first.autosaver.path.is_file()
    busy = window_with(qtbot, services)
    assert not busy.continue_last()  # a game still open in a window is not taken over
    busy.close()
    board = first.controller.board
    first.close()  # the family leaves the game; its slot is free again
    second = window_with(qtbot, services)
    assert second.continue_last()
    assert same_table(second.controller.board, board)
    assert second.controller.board.on_turn and second.controller.board.drawn
    assert "Rummy 51" in second.windowTitle()


def test_nothing_to_continue_is_said(qtbot: QtBot, services: Services) -> None:
    window = window_with(qtbot, services)
    assert not window.continue_last()
    assert "no unfinished card game" in window.message.text()


def test_save_as_and_open(qtbot: QtBot, services: Services, tmp_path: Path) -> None:
    first = started(qtbot, services)
    path = tmp_path / "family.json"
    assert first.save_as(path)
    second = window_with(qtbot, services)
    assert second.load(path)
    assert same_table(second.controller.board, first.controller.board)


def test_a_damaged_save_is_refused_and_the_game_goes_on(
    qtbot: QtBot, services: Services, tmp_path: Path
) -> None:
    window = started(qtbot, services)
    before = window.controller.board
    path = tmp_path / "broken.json"
    path.write_text('{"format": "rummy-desktop card game record", "vers', encoding="utf-8")
    assert not window.load(path)
    assert window.info_box is not None  # a message, as the tile window says it
    qtbot.waitUntil(window.info_box.isVisible, timeout=2000)
    assert window.info_box.windowTitle() == "Cannot open this saved game"
    assert "broken.json" in window.info_box.text()
    assert "The file was not changed." in window.info_box.text()
    assert window.message.text() == ""  # not a four-second line under the table
    assert window.controller.board == before


def test_load_on_the_command_line_opens_a_card_save(
    qtbot: QtBot, services: Services, tmp_path: Path
) -> None:
    path = tmp_path / "cards.json"
    assert started(qtbot, services).save_as(path)
    window = open_window(build_parser().parse_args(["--load", str(path)]), services)
    qtbot.addWidget(window)
    assert isinstance(window, CardWindow)
    assert window.controller.board.preset == "rummy51"
    window.close()


def test_game_without_players_continues_the_unfinished_card_game(
    qtbot: QtBot, services: Services
) -> None:
    first = started(qtbot, services)
    board = first.controller.board
    first.close()
    window = open_window(build_parser().parse_args(["--game", "rummy51"]), services)
    qtbot.addWidget(window)
    assert isinstance(window, CardWindow)
    assert same_table(window.controller.board, board)
    window.close()


def test_the_plain_start_offers_the_unfinished_card_game(qtbot: QtBot, tmp_path: Path) -> None:
    questions = Questions(answer=True)
    services = make_services(tmp_path, questions)
    first = started(qtbot, services)
    board = first.controller.board
    first.close()
    window = MainWindow(services=services, levels=("easy",))
    qtbot.addWidget(window)
    _offer_or_new(window)
    assert questions.asked and "Rummy 51" in questions.asked[-1]
    assert len(window.card_windows) == 1
    cards = window.card_windows[0]
    assert isinstance(cards, CardWindow)
    qtbot.addWidget(cards)
    assert same_table(cards.controller.board, board)


def test_no_card_game_to_offer_leaves_the_new_game_dialog(qtbot: QtBot, services: Services) -> None:
    window = MainWindow(services=services, levels=("easy",))
    qtbot.addWidget(window)
    _offer_or_new(window)
    assert window.card_windows == []
    assert window.new_game_dialog is not None
