"""The game in play's setup (seats, rules, handicaps) is kept by the controller only."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.cards.setup import CardSetup, card_setup_of
from rummy_desktop.app.controller import GameController
from rummy_desktop.app.setup import GameSetup
from rummy_desktop.core.rules import preset
from rummy_desktop.core.seat import Seat
from tests.ui.doubles import DrawingPlayer, factory

SEATS = (Seat("Mia"), Seat("Opa"), Seat("Computer", "draw"))
CHILD = {"initial_meld_points": 20, "turn_timer_seconds": None}


def test_no_game_no_setup(qtbot: QtBot) -> None:
    controller = GameController(player_factory=factory(DrawingPlayer()), hint_finder=None)
    assert controller.setup is None


def test_the_setup_is_the_game_in_play_without_its_seed(qtbot: QtBot) -> None:
    controller = GameController(player_factory=factory(DrawingPlayer()), hint_finder=None)
    chosen = GameSetup.of(SEATS, preset("classic"), 41, [CHILD, {}, {}])
    controller.new_game(chosen.new_state(), SEATS)
    assert controller.setup == GameSetup(SEATS, preset("classic"), None, (CHILD, {}, {}))
    controller.shutdown()


def test_a_game_without_handicaps_has_none_in_its_setup(qtbot: QtBot) -> None:
    controller = GameController(player_factory=factory(DrawingPlayer()), hint_finder=None)
    controller.new_game(GameSetup.of(SEATS, preset("easy"), 5).new_state(), SEATS)
    setup = controller.setup
    assert setup is not None and setup.handicaps == () and not setup.has_handicaps
    controller.shutdown()


def test_changing_the_setup_given_out_changes_nothing_in_the_game(qtbot: QtBot) -> None:
    controller = GameController(player_factory=factory(DrawingPlayer()), hint_finder=None)
    controller.new_game(GameSetup.of(SEATS, preset("easy"), 5, [CHILD, {}, {}]).new_state(), SEATS)
    given = controller.setup
    assert given is not None
    given.handicaps[0]["initial_meld_points"] = 99
    again = controller.setup
    assert again is not None and again.handicaps[0] == CHILD
    controller.shutdown()


def test_the_card_controller_keeps_the_card_game_setup(qtbot: QtBot) -> None:
    controller = CardController()
    assert controller.setup is None
    chosen = card_setup_of(
        "rummy30", "Ann,Computer:easy,Bob", seed=3, options={"elimination_points": 101}
    )
    controller.new_game(chosen)
    assert controller.setup == CardSetup(chosen.seats, chosen.rules, None)
    assert controller.setup is not None and controller.setup.rules.elimination_points == 101
    controller.shutdown()
