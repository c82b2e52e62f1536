"""The card referee's sentences reach the window in the player's language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from rummy_desktop.app.cards.words import TEMPLATES, refusal_text, say_card
from rummy_desktop.app.i18n import install_language, remove_language
from rummy_desktop.cards.core.actions import Discard
from rummy_desktop.cards.core.referee import refusal
from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.cards.core.state import new_card_game
from rummy_desktop.cards.core.wording import ALL_TEMPLATES, NO_FREE_DISCARD
from rummy_desktop.core.wording import phrase


def test_every_sentence_of_the_card_referee_is_listed_for_translation() -> None:
    assert sorted(TEMPLATES) == sorted(ALL_TEMPLATES)


@pytest.fixture
def dutch(qapp: QApplication) -> Iterator[None]:
    translator = install_language("nl")
    assert translator is not None
    yield
    remove_language(translator)


def test_a_refusal_is_said_in_english_without_a_catalogue(qapp: QApplication) -> None:
    game = new_card_game(card_preset("rummy51"), ["Ann", "Bob"], 3)
    why = refusal(game, Discard(game.seats[game.turn].hand[0]))
    assert why is not None
    assert refusal_text(why) == "begin your turn by drawing: from the stock or the discard pile"


def test_a_refusal_is_said_in_dutch(dutch: None) -> None:
    game = new_card_game(card_preset("rummy51"), ["Ann", "Bob"], 3)
    why = refusal(game, Discard(game.seats[game.turn].hand[0]))
    assert why is not None
    assert "draw" not in refusal_text(why)


def test_cards_in_a_refusal_are_written_as_printed(qapp: QApplication) -> None:
    """The referee's notation ("7C") reaches the window as the cards show it ("7\u2663")."""
    why = phrase(NO_FREE_DISCARD, cards="7C TH *")
    assert str(why) == "keep a card you may discard: 7C TH * may not end this turn"
    assert say_card(why) == (
        "keep a card you may discard: 7\u2663 10\u2665 joker may not end this turn"
    )
    assert say_card(phrase(NO_FREE_DISCARD, cards="not cards")).endswith(
        "not cards may not end this turn"
    )
