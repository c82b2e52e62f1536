"""The card window speaks Dutch and German: buttons, the table, the referee, the help."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.seats import Seat
from rummy_desktop.ui.cards.help import card_rules_html
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.services import Services
from tests.app.card_positions import card_position


def window_for(qtbot: QtBot, services: Services) -> CardWindow:
    window = CardWindow(CardController(), services=services)
    qtbot.addWidget(window)
    window.set_speed("instant")
    game = card_position("rummy51", ["7H 8H 9H 2C 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"], "AS")
    window.controller.start(game, (Seat("Ann"), Seat("Computer", "easy")))
    return window


def test_the_card_window_in_german(qtbot: QtBot, services: Services, german: None) -> None:
    window = window_for(qtbot, services)
    assert window.draw_button.text() == "Ziehen"
    assert window.sort_suit_button.text() == "Nach Farbe sortieren"
    window.controller.discard(window.controller.board.hand[0])
    assert "Talon" in window.message.text()  # the referee: draw first, from the stock
    assert "Ablagestapel" in card_rules_html("rum500")


def test_the_card_window_in_dutch(qtbot: QtBot, services: Services, dutch: None) -> None:
    window = window_for(qtbot, services)
    assert window.draw_button.text() == "Pakken"
    window.controller.discard(window.controller.board.hand[0])
    assert "aflegstapel" in window.message.text()
    assert "opening" in card_rules_html("rummy51")


def test_a_card_games_title_comes_from_the_registry_in_the_players_language(
    qtbot: QtBot, german: None
) -> None:
    from rummy_desktop.ui.game_titles import game_title

    assert game_title("rummy") == "Rommé"
    assert game_title("rum500") != "" and game_title("rummy51").endswith("51")
    assert game_title("no-such-game") == "no-such-game"  # named by its id, never hidden
