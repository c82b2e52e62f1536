"""A card game's title in the player's language, from the one registry of games.

The registry (:mod:`rummy_desktop.families`) holds each game's English title;
the windows translate it in the ``CardGames`` context, whose entries
:mod:`rummy_desktop.ui.cards.option_words` lists for the translators. A game the
registry does not know (a damaged save's preset) is shown by its id, never hidden.
"""

from __future__ import annotations

from rummy_desktop.app.i18n import translate
from rummy_desktop.core.rules import InvalidRules
from rummy_desktop.families import family


def game_title(game: str) -> str:
    """The card game's name as shown ("Rummy 51")."""
    try:
        english = family(game).title
    except InvalidRules:
        return game
    return translate("CardGames", english)
