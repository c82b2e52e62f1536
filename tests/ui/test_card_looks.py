"""Cards are drawn from paths at any size; four-colour suits and large cards are remembered."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.seats import Seat
from rummy_desktop.cards.core.cards import Card, parse_face
from rummy_desktop.ui.cards.art import CARD_RATIO, LOOKS, draw_face
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.services import Services
from tests.app.card_positions import card_position


def inks_in(card: Card, width: int, look: str) -> set[tuple[int, int, int]]:
    """The colours painted on a card's face at ``width`` pixels."""
    image = QImage(width, round(width * CARD_RATIO), QImage.Format.Format_RGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    draw_face(painter, card, QRectF(0, 0, width, width * CARD_RATIO), LOOKS[look])
    painter.end()
    return {
        QColor(image.pixel(x, y)).getRgb()[:3]
        for x in range(0, image.width(), 2)
        for y in range(0, image.height(), 2)
    }


@pytest.mark.parametrize("width", [28, 60, 160])
def test_a_card_shows_its_suit_ink_at_every_size(qapp: object, width: int) -> None:
    club = Card(parse_face("7C"))
    two = LOOKS["two"].ink(club).getRgb()[:3]
    four = LOOKS["four"].ink(club).getRgb()[:3]
    assert two != four
    assert two in inks_in(club, width, "two")
    assert four in inks_in(club, width, "four") and two not in inks_in(club, width, "four")


def test_four_colours_and_large_cards_are_drawn_and_remembered(
    qtbot: QtBot, services: Services
) -> None:
    window = CardWindow(CardController(), services=services)
    qtbot.addWidget(window)
    window.resize(1280, 820)
    window.show()
    qtbot.waitExposed(window)
    game = card_position("rummy", ["7H 8H 9H 2C 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"], "AS")
    window.controller.start(game, (Seat("Ann"), Seat("Bob")))
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    small = window.scene.card_width
    window.act_four.trigger()
    window.act_large.trigger()
    assert all(item.look.key == "four" for item in window.scene.hand_items)
    assert window.scene.card_width > small
    again = CardWindow(CardController(), services=services)
    qtbot.addWidget(again)
    assert again.act_four.isChecked() and again.act_large.isChecked()


def test_large_cards_are_half_as_large_again_on_a_small_screen(
    qtbot: QtBot, services: Services
) -> None:
    """Issue 26: large cards were only about 10% larger at 1024x600; now 1.5 times."""
    window = CardWindow(CardController(), services=services)
    qtbot.addWidget(window)
    game = card_position("rummy", ["7H 8H 9H 2C 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"], "AS")
    window.controller.start(game, (Seat("Ann"), Seat("Bob")))
    scene = window.scene
    # the table at 1024x600 (with and without a 40 px panel) and at 1366x768
    for width, height in ((760.0, 420.0), (760.0, 470.0), (1000.0, 640.0)):
        scene.set_look(False, False)
        scene.set_size(width, height)
        normal = scene.card_width
        scene.set_look(False, True)
        assert scene.card_width >= 1.5 * normal - 1e-6, (width, height)
        ch = scene.card_width * CARD_RATIO
        assert scene.table_rect.height() >= ch  # a row of melds still fits
        assert scene.hand_rect.bottom() <= height + 1e-6
