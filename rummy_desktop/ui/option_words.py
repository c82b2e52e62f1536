"""Rule option labels and preset names, for Qt's translation tools.

:mod:`rummy_desktop.core.rules` describes every option in English (core has
no Qt): its label, its choices' labels and what "off" means, and names the
presets. ``lupdate`` only finds literal strings in marked calls, so they are
listed again here; ``tests/ui/test_option_words.py`` checks that both lists
agree, so a new option cannot reach the window untranslated.
"""

from __future__ import annotations

from typing import Final

from rummy_desktop.app.i18n import QT_TRANSLATE_NOOP, translate
from rummy_desktop.core.rules import OPTIONS, PRESET_TITLES

# fmt: off
WORDS: Final = (
    QT_TRANSLATE_NOOP("Options", "Tiles dealt per player"),
    QT_TRANSLATE_NOOP("Options", "Initial meld: at least"),
    QT_TRANSLATE_NOOP("Options", "Joker in the initial meld counts"),
    QT_TRANSLATE_NOOP("Options", "the value it stands for"),
    QT_TRANSLATE_NOOP("Options", "nothing"),
    QT_TRANSLATE_NOOP("Options", "A joker on the table may leave its meld"),
    QT_TRANSLATE_NOOP("Options", "freely"),
    QT_TRANSLATE_NOOP("Options", "once replaced"),
    QT_TRANSLATE_NOOP("Options", "once replaced from the rack"),
    QT_TRANSLATE_NOOP("Options", "A meld holding a joker may not lose tiles"),
    QT_TRANSLATE_NOOP("Options", "a meld holding a joker may be split like any other"),
    QT_TRANSLATE_NOOP("Options", "A won joker may only start a new meld"),
    QT_TRANSLATE_NOOP("Options", "a won joker may go into any meld"),
    QT_TRANSLATE_NOOP("Options", "A won joker may be kept on the rack"),
    QT_TRANSLATE_NOOP("Options", "a won joker stays on the table"),
    QT_TRANSLATE_NOOP("Options", "Joker in a group of three is freed by"),
    QT_TRANSLATE_NOOP("Options", "either missing colour"),
    QT_TRANSLATE_NOOP("Options", "both missing colours"),
    QT_TRANSLATE_NOOP("Options", "Jokers per meld at most"),
    QT_TRANSLATE_NOOP("Options", "Tiles per turn at most"),
    QT_TRANSLATE_NOOP("Options", "no limit"),
    QT_TRANSLATE_NOOP("Options", "When the pool is empty"),
    QT_TRANSLATE_NOOP("Options", "play on until all pass"),
    QT_TRANSLATE_NOOP("Options", "the round ends"),
    QT_TRANSLATE_NOOP("Options", "A joker left on the rack costs"),
    QT_TRANSLATE_NOOP("Options", "Penalty for ending an invalid turn"),
    QT_TRANSLATE_NOOP("Options", "an invalid turn cannot be ended"),
    QT_TRANSLATE_NOOP("Options", "Penalty tiles"),
    QT_TRANSLATE_NOOP("Options", "Turn timer"),
    QT_TRANSLATE_NOOP("Options", "Time bank per player"),
    QT_TRANSLATE_NOOP("Options", "off"),
    QT_TRANSLATE_NOOP("Options", "Going out in one go doubles the score"),
    QT_TRANSLATE_NOOP("Options", "going out in one go scores as usual"),
    QT_TRANSLATE_NOOP("Options", "The last tile of the pool lies open"),
    QT_TRANSLATE_NOOP("Options", "the last tile is drawn like any other"),
    QT_TRANSLATE_NOOP("Options", "Draw and discard: take a tile, end by discarding one"),
    QT_TRANSLATE_NOOP("Options", "a turn either plays or draws"),
    QT_TRANSLATE_NOOP("Options", "Who starts a round"),
    QT_TRANSLATE_NOOP("Options", "highest drawn tile"),
    QT_TRANSLATE_NOOP("Options", "at random"),
    QT_TRANSLATE_NOOP("Options", "the next seat each round"),
    QT_TRANSLATE_NOOP("Options", "Direction of play"),
    QT_TRANSLATE_NOOP("Options", "clockwise"),
    QT_TRANSLATE_NOOP("Options", "counter-clockwise"),
    QT_TRANSLATE_NOOP("Options", "The match ends"),
    QT_TRANSLATE_NOOP("Options", "after a number of rounds"),
    QT_TRANSLATE_NOOP("Options", "when a player reaches a score"),
    QT_TRANSLATE_NOOP("Options", "after a time limit"),
    QT_TRANSLATE_NOOP("Options", "never"),
    QT_TRANSLATE_NOOP("Options", "Rounds in a match"),
    QT_TRANSLATE_NOOP("Options", "Score that wins the match"),
    QT_TRANSLATE_NOOP("Options", "Minutes a match lasts"),
    QT_TRANSLATE_NOOP("Options", "Classic (box rules)"),
    QT_TRANSLATE_NOOP("Options", "RRRummy"),
    QT_TRANSLATE_NOOP("Options", "Tiles 50"),
    QT_TRANSLATE_NOOP("Options", "Dutch Rummy"),
    QT_TRANSLATE_NOOP("Options", "Easy Rummy"),
    QT_TRANSLATE_NOOP("Options", "Online edition"),
)
# fmt: on


def option_words(english: str) -> str:
    """A label, choice or "off" text of a rule option in the window's language."""
    return translate("Options", english)


def preset_title(key: str) -> str:
    """A preset's name in the window's language (its id when it has no name)."""
    title = PRESET_TITLES.get(key)
    return key if title is None else translate("Options", title)


def english_words() -> list[str]:
    """Every English text the option descriptions and preset names hold."""
    found: list[str] = []
    for info in OPTIONS:
        found.append(info.label)
        found.extend(choice.label for choice in info.choices)
        if info.off is not None:
            found.append(info.off)
    found.extend(PRESET_TITLES.values())
    return sorted(set(found))
