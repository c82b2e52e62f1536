"""The card games' option labels and names, for Qt's translation tools.

:mod:`rummy_desktop.cards.core.rules` describes every option in English (the
card engine has no Qt); ``lupdate`` only finds literal strings in marked
calls, so they are listed again here, as ``ui/option_words.py`` does for the
tiles. ``tests/ui/test_card_new_game.py`` checks that both lists agree.
"""

from __future__ import annotations

from typing import Final

from rummy_desktop.app.i18n import QT_TRANSLATE_NOOP, translate

# fmt: off
WORDS: Final = (
    QT_TRANSLATE_NOOP("CardOptions", "Cards dealt per player"),
    QT_TRANSLATE_NOOP("CardOptions", "by the number of players"),
    QT_TRANSLATE_NOOP("CardOptions", "Packs of cards"),
    QT_TRANSLATE_NOOP("CardOptions", "Jokers"),
    QT_TRANSLATE_NOOP("CardOptions", "Jokers per meld at most"),
    QT_TRANSLATE_NOOP("CardOptions", "From the discard pile a player may take"),
    QT_TRANSLATE_NOOP("CardOptions", "the top card"),
    QT_TRANSLATE_NOOP("CardOptions", "the top card, before opening only to use it in the opening"),
    QT_TRANSLATE_NOOP("CardOptions", "any card with every card above it"),
    QT_TRANSLATE_NOOP("CardOptions", "The top card taken alone need not be used"),
    QT_TRANSLATE_NOOP("CardOptions", "the deepest card taken, also the top card alone, must be used at once"),  # noqa: E501
    QT_TRANSLATE_NOOP("CardOptions", "Opening: at least"),
    QT_TRANSLATE_NOOP("CardOptions", "The opening must hold a run"),
    QT_TRANSLATE_NOOP("CardOptions", "any melds may open"),
    QT_TRANSLATE_NOOP("CardOptions", "The opening turn ends with a discard that is not a joker"),
    QT_TRANSLATE_NOOP("CardOptions", "any card may end the opening turn"),
    QT_TRANSLATE_NOOP("CardOptions", "Cards may be laid off before a player has melded"),
    QT_TRANSLATE_NOOP("CardOptions", "lay off only after melding"),
    QT_TRANSLATE_NOOP("CardOptions", "Cards added to one run per turn at most"),
    QT_TRANSLATE_NOOP("CardOptions", "no limit"),
    QT_TRANSLATE_NOOP("CardOptions", "The last card leaves the hand"),
    QT_TRANSLATE_NOOP("CardOptions", "melded, laid off or discarded"),
    QT_TRANSLATE_NOOP("CardOptions", "only as the discard"),
    QT_TRANSLATE_NOOP("CardOptions", "When the stock is empty"),
    QT_TRANSLATE_NOOP("CardOptions", "the discard pile is turned over"),
    QT_TRANSLATE_NOOP("CardOptions", "the discard pile but its top card is shuffled"),
    QT_TRANSLATE_NOOP("CardOptions", "the round ends"),
    QT_TRANSLATE_NOOP("CardOptions", "Scoring"),
    QT_TRANSLATE_NOOP("CardOptions", "the others pay the winner their cards"),
    QT_TRANSLATE_NOOP("CardOptions", "penalty points for cards left in hand"),
    QT_TRANSLATE_NOOP("CardOptions", "points of cards laid minus cards in hand"),
    QT_TRANSLATE_NOOP("CardOptions", "Going out in one turn without melding before doubles"),
    QT_TRANSLATE_NOOP("CardOptions", "going out in one turn scores as usual"),
    QT_TRANSLATE_NOOP("CardOptions", "A joker counts"),
    QT_TRANSLATE_NOOP("CardOptions", "A laid joker scores as the card it stands for"),
    QT_TRANSLATE_NOOP("CardOptions", "a laid joker scores its own points"),
    QT_TRANSLATE_NOOP("CardOptions", "The match ends"),
    QT_TRANSLATE_NOOP("CardOptions", "after a number of deals"),
    QT_TRANSLATE_NOOP("CardOptions", "when a player reaches a score"),
    QT_TRANSLATE_NOOP("CardOptions", "when one player is left"),
    QT_TRANSLATE_NOOP("CardOptions", "Deals in a match"),
    QT_TRANSLATE_NOOP("CardOptions", "Score that wins the match"),
    QT_TRANSLATE_NOOP("CardOptions", "A player is out at"),
    QT_TRANSLATE_NOOP("CardOptions", "Turn timer"),
    QT_TRANSLATE_NOOP("CardOptions", "Time bank per player"),
    QT_TRANSLATE_NOOP("CardOptions", "off"),
)
# fmt: on


def card_option_words(text: str) -> str:
    """An option's label, choice or "off" text in the language of the window."""
    return translate("CardOptions", text)
