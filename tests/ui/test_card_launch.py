"""``--game`` opens a card game at once; ``--game tiles`` (the default) keeps today's start."""

from __future__ import annotations

import argparse

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.__main__ import build_parser
from rummy_desktop.app.cards.board import CardPhase
from rummy_desktop.core.errors import RummyError
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.launch import open_window
from rummy_desktop.ui.window import MainWindow


def parsed(*argv: str) -> argparse.Namespace:
    return build_parser().parse_args(list(argv))


def test_game_rummy51_opens_that_card_game_at_once(qtbot: QtBot) -> None:
    window = open_window(
        parsed("--game", "rummy51", "--players", "Ann:human,Computer:hard", "--seed", "4")
    )
    qtbot.addWidget(window)
    assert isinstance(window, CardWindow)
    board = window.controller.board
    assert board.preset == "rummy51" and board.names == ("Ann", "Computer")
    assert "Rummy 51" in window.windowTitle()
    qtbot.waitUntil(lambda: window.controller.board.phase is CardPhase.HUMAN, timeout=20000)
    assert len(window.controller.board.hand) in (13, 14)
    window.close()


def test_500_rum_seats_up_to_eight(qtbot: QtBot) -> None:
    seats = ",".join(f"P{i}:human" for i in range(8))
    window = open_window(parsed("--game", "rum500", "--players", seats))
    qtbot.addWidget(window)
    assert isinstance(window, CardWindow)
    assert len(window.controller.board.names) == 8
    window.close()


@pytest.mark.parametrize("argv", [(), ("--game", "tiles")])
def test_the_tile_game_is_the_default(qtbot: QtBot, argv: tuple[str, ...]) -> None:
    window = open_window(parsed(*argv, "--players", "Ann,Bob", "--rules", "easy"))
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    assert isinstance(window, MainWindow)


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (("--game", "rummy51", "--players", "Ann"), "2 to 6 players"),
        (("--game", "rummy", "--players", "Ann,Bot:genius"), "unknown player kind"),
        (("--game", "rummy", "--players", "Ann,Bob", "--rules", "classic"), "tile preset"),
    ],
)
def test_bad_card_seats_are_refused_before_a_window_opens(
    qtbot: QtBot, argv: tuple[str, ...], words: str
) -> None:
    with pytest.raises(RummyError, match=words):
        open_window(parsed(*argv))


def test_an_unknown_game_is_refused_by_the_parser() -> None:
    with pytest.raises(SystemExit):
        parsed("--game", "chess")
