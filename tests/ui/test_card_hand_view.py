"""The card window shows the hand sorted (a view: the game's order of the hand is the
player's own), from the deal on, and marks the card just drawn wherever it lands."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.controller import CardController, sort_by_rank, sort_by_suit
from rummy_desktop.ui.cards.scene import Role, Target
from rummy_desktop.ui.cards.view import Grab
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.services import Services
from tests.app.card_positions import card_position
from tests.ui.test_card_keys import ANN_BOB, faces, window_for

ANN = "KS 7H 3C 9D 5H AC QD"


def started(qtbot: QtBot, services: Services) -> CardWindow:
    window = window_for(qtbot, services, CardController())
    game = card_position("rummy", [ANN, "3D 3S 4S 6S 7S 9S 2D"], "AS", stock_top="6H")
    window.controller.start(game, ANN_BOB)
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    return window


def test_the_hand_is_shown_sorted_from_the_deal_and_the_games_order_is_kept(
    qtbot: QtBot, services: Services
) -> None:
    window = started(qtbot, services)
    shown = window.scene.board.hand
    assert list(shown) == sorted(shown, key=sort_by_suit)
    assert [str(item.card) for item in window.scene.hand_items] == faces(shown)
    assert faces(window.controller.board.hand) == ANN.split()  # as dealt: untouched


def test_a_drawn_card_goes_to_its_sorted_place_and_is_marked(
    qtbot: QtBot, services: Services
) -> None:
    window = started(qtbot, services)
    window.sort_hand("rank")
    assert window.controller.draw_stock().ok
    shown = window.scene.board.hand
    assert list(shown) == sorted(shown, key=sort_by_rank)
    assert faces(shown)[-1] != "6H"  # not at the right end
    assert faces(window.controller.board.hand)[-1] == "6H"  # the game's order: drawn last
    marked = [str(item.card) for item in window.scene.hand_items if item.fresh]
    assert marked == ["6H"]


def test_moving_a_card_by_hand_keeps_the_persons_own_order(
    qtbot: QtBot, services: Services
) -> None:
    window = started(qtbot, services)
    assert window.controller.draw_stock().ok
    shown = list(window.scene.board.hand)
    moved = shown[-1]
    assert window._drop(Grab(Role.HAND, (moved,)), Target(Role.HAND, 0))
    window.refresh()
    assert window.hand_sort is None
    assert list(window.scene.board.hand) == [moved, *shown[:-1]]
    assert list(window.controller.board.hand) == [moved, *shown[:-1]]
