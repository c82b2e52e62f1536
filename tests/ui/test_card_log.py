"""The card window keeps a game log: every play told, the computers' too, and an opened
game shows its own history (nothing of the game before)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.board import CardPhase
from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.cards.setup import card_setup_of
from rummy_desktop.app.seats import Seat
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.services import Services
from tests.app.card_positions import card_position


def window_with(qtbot: QtBot, services: Services) -> CardWindow:
    window = CardWindow(CardController(), services=services)
    window.set_speed("instant")
    qtbot.addWidget(window)
    window.show()
    return window


def after_turns(qtbot: QtBot, window: CardWindow, turns: int) -> None:
    """Ann draws and throws her first card, ``turns`` times; the computer plays between."""
    c = window.controller
    for _ in range(turns):
        qtbot.waitUntil(lambda: c.board.phase is CardPhase.HUMAN, timeout=20000)
        assert c.draw_stock().ok
        assert c.discard(c.board.hand[0]).ok


def test_the_log_tells_every_play_and_an_opened_game_its_own(
    qtbot: QtBot, services: Services, tmp_path: Path
) -> None:
    first = window_with(qtbot, services)
    first.start_game(card_setup_of("rummy", "Ann:human,Computer:easy", seed=4))
    after_turns(qtbot, first, 3)
    qtbot.waitUntil(lambda: first.controller.board.phase is CardPhase.HUMAN, timeout=20000)
    told = first.log.lines()
    assert told.count("Ann drew from the stock.") == 3
    assert sum(line.startswith("Ann discarded ") for line in told) == 3
    assert sum(line.startswith("Computer discarded ") for line in told) >= 3
    path = tmp_path / "log.json"
    assert first.save_as(path)

    second = window_with(qtbot, services)
    second.start_game(card_setup_of("rummy", "Bo:human,Computer:easy", seed=9))
    qtbot.waitUntil(lambda: second.controller.board.phase is CardPhase.HUMAN, timeout=20000)
    assert not any(line.startswith("Ann ") for line in second.log.lines())
    assert second.load(path)
    assert second.log.lines() == told


def test_moves_taken_back_leave_the_log(qtbot: QtBot, services: Services) -> None:
    """Undo and Reset take a move's line out of the log with the move (it kept them);
    the draw, which cannot be undone, stays."""
    window = window_with(qtbot, services)
    game = card_position("rummy", ["7H 8H 9H 6H 5D KS QD", "3C 3D 3S 4S"], "AS")
    window.controller.start(game, (Seat("Ann"), Seat("Bob")))
    window.controller.confirm_handover()
    assert window.controller.draw_stock().ok
    drawn = window.log.lines()
    hand = window.controller.board.hand
    assert window.controller.lay_meld([c for c in hand if str(c) in ("7H", "8H", "9H")]).ok
    assert len(window.log.lines()) > len(drawn)
    assert window.controller.undo().ok
    assert window.log.lines() == drawn
    assert window.controller.lay_meld([c for c in hand if str(c) in ("7H", "8H", "9H")]).ok
    assert window.controller.reset_turn().ok
    assert window.log.lines() == drawn
