"""The card window's new-game dialog starts from the game in play (the controller's setup)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.cards.setup import card_setup_of
from rummy_desktop.app.seats import format_seats
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.services import Services


def test_new_game_offers_the_seats_and_rules_being_played(qtbot: QtBot, services: Services) -> None:
    window = CardWindow(CardController(), services=services)
    qtbot.addWidget(window)
    window.set_speed("instant")
    chosen = card_setup_of("rummy30", "Oma,Computer:hard,Tim", options={"elimination_points": 151})
    window.start_game(chosen)
    dialog = window.open_new_game_dialog()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    offered = dialog.setup()
    assert offered is not None
    assert format_seats(offered.seats) == "Oma:human,Computer:hard,Tim:human"
    assert offered.rules == chosen.rules
    window.controller.shutdown()
