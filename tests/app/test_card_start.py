"""A card game put on the table: its computer players are made before the game in play
is dropped, so a level that cannot be played leaves that game as it was."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.board import CardPhase
from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.seats import Seat
from rummy_desktop.cards.ai.players import UnknownCardLevel
from tests.app.card_positions import card_position

HANDS = ["7H 8H 9H 2C 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"]


def test_an_unplayable_level_leaves_the_game_in_play(qtbot: QtBot) -> None:
    c = CardController()
    try:
        game = card_position("rummy", HANDS, "AS")
        c.start(game, (Seat("Ann"), Seat("Computer", "easy")))
        assert c.board.on_turn and c.draw_stock().ok
        board = c.board
        with pytest.raises(UnknownCardLevel):
            c.start(card_position("rummy", HANDS, "AS"), (Seat("Ann"), Seat("Bot", "nobody")))
        assert c.phase is CardPhase.HUMAN and c.board == board
        assert c.discard(c.board.hand[0]).ok  # the turn goes on where it was
    finally:
        c.shutdown()
