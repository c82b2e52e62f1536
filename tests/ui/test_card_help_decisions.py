"""The card help says the decisions of CARD_RULES.md section 8 in the games they concern."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.ui.cards.help import card_rules_html
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.services import Services

PRESETS = ("rummy", "rummy30", "rummy51", "rum500")

EVERY_GAME = {
    "8.1 a draw is final, put back": "press <b>Put back</b> before you lay anything",
    "8.5 twins": "a card just like one you took from the pile this turn",
    "8.7 runs high to low": "3-2-A as well as A-2-3",
    "8.9 the limits": "renewed three times with no card laid in between, or 50 turns",
    "8.9 the round cap": "A match ends after 100 rounds at the latest",
    "8.9 only winnable games": "offers only games that can be won",
}
ONLY: dict[tuple[str, ...], dict[str, str]] = {
    ("rummy",): {
        "8.4 rummy with lay-offs": "also when that turn adds cards to melds on the table",
        "8.9 nobody pays": "nobody pays.",
    },
    ("rummy30", "rummy51"): {
        "8.2 the opening is one action": "Your opening is laid in one go",
        "8.3 before opening": "Before your opening you may not add cards to melds, nor win a joker",
        "8.4 rummy in own melds": "every one of your cards in new melds of your own",
        "8.6 jokers discarded": "You may discard a joker, even one you have just won",
        "8.8 everyone out": "If everyone still in goes over the limit in the same round",
        "8.10 a pile of one": "the discard pile holds a single card",
    },
    ("rum500",): {
        "pile_top_card_free": "This holds also when you take only the top card",
        "8.6 jokers in 500 Rum": "a joker on the table is won as in Rummy 30 and 51",
        "8.9 laid minus hand": "scores as usual: your cards on the table minus those in your hand",
    },
}


@pytest.mark.parametrize("preset", PRESETS)
def test_each_game_says_its_decisions_and_no_other_games(preset: str) -> None:
    text = card_rules_html(preset)
    for decision, words in EVERY_GAME.items():
        assert words in text, (preset, decision)
    for games, said in ONLY.items():
        for decision, words in said.items():
            assert (words in text) is (preset in games), (preset, decision)


def test_rummy_51_still_keeps_the_joker_for_its_opening_turn() -> None:
    assert "may not end with a joker as the discard" in card_rules_html("rummy51")
    assert "may not end with a joker" not in card_rules_html("rummy30")


def test_the_decisions_in_german(qtbot: QtBot, german: None) -> None:
    assert "<b>Zurücklegen</b>" in card_rules_html("rummy")
    assert "teilen sich den Sieg" in card_rules_html("rummy51")
    assert "nur die oberste Karte nimmst" in card_rules_html("rum500")


def test_the_decisions_in_dutch(qtbot: QtBot, dutch: None) -> None:
    assert "<b>Terugleggen</b>" in card_rules_html("rum500")
    assert "delen de overwinning" in card_rules_html("rummy30")
    assert "alleen de bovenste kaart neemt" in card_rules_html("rum500")


def test_the_rules_open_inside_a_small_screen(qtbot: QtBot, services: Services) -> None:
    window = CardWindow(services=services)
    qtbot.addWidget(window)
    window.show_rules()
    dialog = window.rules_dialog
    assert dialog is not None
    room = window.screen().availableGeometry()
    assert dialog.height() <= room.height() and dialog.width() <= room.width()
