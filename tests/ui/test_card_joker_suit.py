"""A joker in a set stands for the suit the player chooses (CARD_RULES.md 2)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.cards.core.cards import Suit
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.services import Services
from tests.app.card_positions import card_position
from tests.ui.test_card_keys import ANN_BOB, faces, window_for


def drawn(qtbot: QtBot, services: Services, hand: str) -> CardWindow:
    window = window_for(qtbot, services, CardController())
    game = card_position(
        "rummy51", [hand, "3C 3D 3S 4S 6S 7S 9D"], "AS", stock_top="9C", opened=[True, False]
    )
    window.controller.start(game, ANN_BOB)
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    assert window.controller.draw_stock().ok
    return window


# The menu pops up: the offscreen platform says it cannot raise it or grab the keyboard.
@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing the keyboard)")
def test_the_player_chooses_the_suit_of_a_joker_in_a_set(qtbot: QtBot, services: Services) -> None:
    window = drawn(qtbot, services, "7H 7S * 2C 5D KS QD")
    hand = window.scene.board.hand
    meld = [card for card in hand if str(card) in ("7H", "7S") or card.is_joker]
    assert window.controller.joker_suit_choices(meld) == (Suit.CLUBS, Suit.DIAMONDS)
    window.scene.selected = set(meld)
    assert not window.lay_selected().ok  # not yet: the menu asks first
    menu = window.joker_menu
    assert menu is not None
    names = [action.text() for action in menu.actions()]
    assert names == ["The joker stands for:", "7 of clubs", "7 of diamonds"]
    menu.actions()[2].trigger()
    [laid] = window.controller.board.table
    assert sorted(faces(laid.faces)) == ["7D", "7H", "7S"]
    assert not window.scene.selected


def test_a_run_or_a_set_with_one_free_suit_asks_nothing(qtbot: QtBot, services: Services) -> None:
    window = drawn(qtbot, services, "7H 8H * 7S 7C 7D QD")
    c = window.controller
    hand = window.scene.board.hand
    run = [card for card in hand if str(card) in ("7H", "8H") or card.is_joker]
    assert c.joker_suit_choices(run) == ()
    full = [card for card in hand if str(card) in ("7S", "7C", "7D") or card.is_joker]
    assert c.joker_suit_choices(full) == ()


def test_the_suit_chosen_for_a_set_put_out_is_kept_until_the_opening_is_laid(
    qtbot: QtBot, services: Services
) -> None:
    window = window_for(qtbot, services, CardController())
    game = card_position(
        "rummy51", ["7H 7S * 9D TD JD QD KD", "3C 3D 3S 4S 6S 7S 9D"], "AS", stock_top="2C"
    )
    c = window.controller
    c.start(game, ANN_BOB)
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    assert c.draw_stock().ok
    hand = c.board.hand
    the_set = [card for card in hand if str(card) in ("7H", "7S") or card.is_joker]
    assert c.lay_meld(the_set, Suit.DIAMONDS).ok  # not the first free suit (clubs)
    assert not c.board.table and c.board.staged  # put out: 21 points, 51 needed
    run = [card for card in hand if str(card)[1:] == "D"]
    assert c.lay_meld(run).ok
    laid = [sorted(faces(meld.faces)) for meld in c.board.table]
    assert ["7D", "7H", "7S"] in laid
