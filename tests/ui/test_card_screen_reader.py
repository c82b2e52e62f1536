"""The card table through a screen reader: hand, pile and melds in the accessibility tree."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.seats import Seat
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.services import Services
from tests.app.card_positions import card_position
from tests.ui.test_card_clock_redraws import shown_window
from tests.ui.test_screen_reader import names_under

ANN_BOB = (Seat("Ann"), Seat("Bob"))


def test_hand_pile_and_melds_are_named_and_keys_speak(qtbot: QtBot, services: Services) -> None:
    window = shown_window(qtbot, services, CardController())
    reader = window.screen_reader
    assert window.view.accessibleName() == "Card table"
    assert "H reads your hand" in window.view.accessibleDescription()
    game = card_position("rummy", ["7H 8H 9H 6H 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"], "AS")
    window.controller.start(game, ANN_BOB)
    # Hot seat: the hand stays out of the tree until Ann takes the seat.
    qtbot.waitUntil(lambda: bool(reader.hand_layer.proxies), timeout=2000)
    assert "7 of hearts" not in names_under(window.view)
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "7 of hearts" in names_under(window.view), timeout=2000)
    names = names_under(window.view)
    assert "Your hand (7)" in names
    assert "king of spades" in names and "queen of diamonds" in names
    assert any(name.startswith("Discard pile, top: ace of spades; 1 in the pile") for name in names)
    assert any("Your turn, Ann" in s for s in reader.announcer.said)
    assert QApplication.focusWidget() is window.view
    view = window.view
    qtbot.keyClick(view, Qt.Key.Key_D)
    qtbot.keyClick(view, Qt.Key.Key_S)
    hand = window.scene.board.hand
    for text in ("7H", "8H", "9H"):
        target = next(i for i, c in enumerate(hand) if str(c) == text)
        while window.scene.focus != target:
            qtbot.keyClick(view, Qt.Key.Key_Right)
        qtbot.keyClick(view, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: "selected" in reader.announcer.said[-1], timeout=2000)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    meld = "meld 1, run of Ann: 7 of hearts, 8 of hearts, 9 of hearts"
    qtbot.waitUntil(lambda: meld in names_under(window.view), timeout=2000)
    qtbot.keyClick(view, Qt.Key.Key_M)
    assert reader.announcer.said[-1] == meld + "."
    qtbot.keyClick(view, Qt.Key.Key_H)
    assert reader.announcer.said[-1].startswith("Your hand (5):")
    qtbot.keyClick(view, Qt.Key.Key_P)
    assert reader.announcer.said[-1].startswith("Discard pile, top: ace of spades; 1 in the pile.")
    # A refused move is said: laying a single card is no meld.
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.message.text() != "", timeout=2000)
    qtbot.waitUntil(lambda: window.message.text().endswith(reader.announcer.said[-1]), timeout=2000)


def test_a_500_rum_round_by_keys_and_ears_alone(qtbot: QtBot, services: Services) -> None:
    """Take the seat, draw, lay a run and a set, discard the last card: out, all by keys."""
    window = CardWindow(CardController(), services=services)
    qtbot.addWidget(window)
    window.set_speed("instant")
    window.resize(1280, 820)
    window.show()
    qtbot.waitExposed(window)
    reader = window.screen_reader
    game = card_position("rum500", ["7H 8H 9H 5D 5C KS", "3C 3D 4S 6S 7S 9D"], "AS", stock_top="5S")
    window.controller.start(game, ANN_BOB)
    window.activateWindow()
    qtbot.waitUntil(window.handover.button.hasFocus, timeout=2000)
    qtbot.keyClick(window.handover.button, Qt.Key.Key_Space)
    view = window.view
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    qtbot.keyClick(view, Qt.Key.Key_D)
    for meld in (("7H", "8H", "9H"), ("5D", "5C", "5S")):
        for text in meld:
            hand = window.scene.board.hand
            target = next(i for i, c in enumerate(hand) if str(c) == text)
            while window.scene.focus != target:
                qtbot.keyClick(view, Qt.Key.Key_Right)
            qtbot.keyClick(view, Qt.Key.Key_Space)
        qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.keyClick(view, Qt.Key.Key_M)
    assert "run of Ann: 7 of hearts, 8 of hearts, 9 of hearts" in reader.announcer.said[-1]
    assert "set of Ann: 5 of clubs, 5 of diamonds, 5 of spades" in reader.announcer.said[-1]
    qtbot.keyClick(view, Qt.Key.Key_H)
    assert reader.announcer.said[-1] == "Your hand (1): king of spades."
    qtbot.keyClick(view, Qt.Key.Key_Delete)  # the last card onto the pile: out
    qtbot.waitUntil(lambda: window.round_dialog is not None, timeout=3000)
    assert any("Ann" in line for line in reader.announcer.said[-3:])
