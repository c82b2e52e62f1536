"""The names of the computer levels, and what each one does, as a person reads them.

The level ids ("easy", "medium", "hard", "expert") stay as they are in saves, statistics
and on the command line; only what is shown goes through these tables.
"""

from __future__ import annotations

from typing import Final

from rummy_desktop.app.i18n import QT_TRANSLATE_NOOP, translate

LEVEL_TITLES: Final[dict[str, str]] = {
    "easy": QT_TRANSLATE_NOOP("Level", "Easy"),
    "medium": QT_TRANSLATE_NOOP("Level", "Medium"),
    "hard": QT_TRANSLATE_NOOP("Level", "Hard"),
    "expert": QT_TRANSLATE_NOOP("Level", "Expert"),
}
LEVEL_TIPS: Final[dict[str, str]] = {
    "easy": QT_TRANSLATE_NOOP(
        "Level",
        "Plays like a beginner: it lays new melds from its rack and adds tiles to the ends"
        " of melds on the table, and now and then it misses a chance.",
    ),
    "medium": QT_TRANSLATE_NOOP(
        "Level",
        "Every turn it finds the play that lays the most tiles, rearranging the whole table"
        " to do so.",
    ),
    "hard": QT_TRANSLATE_NOOP(
        "Level",
        "Keeps most of its tiles at home and goes out in one turn as soon as its whole rack"
        " fits, but lays a tile on about two turns in five, always the one that gives the"
        " others least to build on, and none once another player is down to four tiles.",
    ),
    "expert": QT_TRANSLATE_NOOP(
        "Level",
        "Keeps its tiles at home and draws until it can lay out its whole rack in one turn,"
        " so the table gives the others little to work with; as the round nears its end it"
        " empties its rack in time, but waits while its tiles would let another player go out.",
    ),
}


def level_title(name: str) -> str:
    """The level's translated title; a level without one shows its own id."""
    return translate("Level", LEVEL_TITLES.get(name, name))


def level_tip(name: str) -> str:
    """One sentence on how the level plays; empty for a level without one."""
    tip = LEVEL_TIPS.get(name)
    return translate("Level", tip) if tip is not None else ""
