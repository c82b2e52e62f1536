"""The referee's sentences, listed for Qt's translation tools.

``rummy_desktop.core.wording`` holds them as plain constants (core has no Qt);
``lupdate`` only finds literal strings in marked calls, so they are listed
again here, one literal each. ``tests/ui/test_rule_words.py`` checks that
both lists agree, so a new sentence in core cannot go untranslated.
"""

from __future__ import annotations

from typing import Final

from rummy_desktop.app.i18n import QT_TRANSLATE_NOOP, translate
from rummy_desktop.app.rule_speech import speak
from rummy_desktop.core.melds import MeldCheck
from rummy_desktop.core.wording import Phrase
from rummy_desktop.ui.tile_item import describe_tile

# fmt: off
TEMPLATES: Final = (
    QT_TRANSLATE_NOOP("Rules", "{tiles} did not come from your rack or the table"),
    QT_TRANSLATE_NOOP("Rules", "a group cannot hold two tiles of the same colour ({tiles})"),
    QT_TRANSLATE_NOOP("Rules", "a group has at most 4 tiles, one of each colour"),
    QT_TRANSLATE_NOOP("Rules", "initial meld: {points} of {needed} points"),
    QT_TRANSLATE_NOOP("Rules", "until your initial meld is made you may only lay down new melds from your own rack, without touching the table"),  # noqa: E501
    QT_TRANSLATE_NOOP("Rules", "row {row} is not a valid meld ({tiles}): {reason}"),
    QT_TRANSLATE_NOOP("Rules", "no tile may be taken out of {meld}: it holds a joker that has not been replaced"),  # noqa: E501
    QT_TRANSLATE_NOOP("Rules", "the joker in {meld} may leave its meld only when all the tiles it may stand for ({tiles}) are added from your rack"),  # noqa: E501
    QT_TRANSLATE_NOOP("Rules", "the joker in {meld} may leave its meld only when all the tiles it may stand for ({tiles}) are added"),  # noqa: E501
    QT_TRANSLATE_NOOP("Rules", "the joker in {meld} may leave its meld only when a tile it stands for ({tiles}) from your rack takes its place"),  # noqa: E501
    QT_TRANSLATE_NOOP("Rules", "the joker in {meld} may leave its meld only when a tile it stands for ({tiles}) takes its place"),  # noqa: E501
    QT_TRANSLATE_NOOP("Rules", "the tiles share neither a colour (run) nor a number (group)"),
    QT_TRANSLATE_NOOP("Rules", "a meld may hold only one joker"),
    QT_TRANSLATE_NOOP("Rules", "a meld cannot be made of jokers only"),
    QT_TRANSLATE_NOOP("Rules", "a meld may hold at most {max} jokers"),
    QT_TRANSLATE_NOOP("Rules", "a meld needs at least 3 tiles"),
    QT_TRANSLATE_NOOP("Rules", "play at least one tile from your rack, or draw"),
    QT_TRANSLATE_NOOP("Rules", "the open last tile {tile} may only be taken by a player who goes out with it"),  # noqa: E501
    QT_TRANSLATE_NOOP("Rules", "a joker won from the table may only go into a new meld made with tiles from your rack, not into row {row} ({tiles})"),  # noqa: E501
    QT_TRANSLATE_NOOP("Rules", "a run cannot go above 13 (a joker would stand for 14 or more)"),
    QT_TRANSLATE_NOOP("Rules", "a run cannot go below 1 (a joker would stand for 0 or less)"),
    QT_TRANSLATE_NOOP("Rules", "{tile} appears twice in the run"),
    QT_TRANSLATE_NOOP("Rules", "the numbers are not consecutive at {tile}"),
    QT_TRANSLATE_NOOP("Rules", "a run cannot go on from 13 to 1"),
    QT_TRANSLATE_NOOP("Rules", "{tiles} must stay on the table: tiles taken from the table must be played this turn"),  # noqa: E501
    QT_TRANSLATE_NOOP("Rules", "a tile cannot stand on the table twice"),
    QT_TRANSLATE_NOOP("Rules", "at most {limit} tiles may be played in one turn ({count} now)"),
    QT_TRANSLATE_NOOP("Rules", "begin your turn by taking a tile: the top of the pool or the previous player's stack top"),  # noqa: E501
    QT_TRANSLATE_NOOP("Rules", "{tile}, taken from the stack, must be played this turn in a new meld with at least two tiles from your rack or, after your initial meld, from the table"),  # noqa: E501
    QT_TRANSLATE_NOOP("Rules", "end your turn by discarding a tile: onto your own stack, or added to a meld"),  # noqa: E501
    QT_TRANSLATE_NOOP("Rules", "the discard {tile} must be added to one meld on the table, keeping it valid"),  # noqa: E501
    QT_TRANSLATE_NOOP("Rules", "until your initial meld is made, your discard goes onto your own stack"),  # noqa: E501
)
# fmt: on


def say(words: Phrase) -> str:
    """A phrase of the referee in the language of the window, its tiles named in words."""
    return speak(words, describe_tile)


def describe_meld(check: MeldCheck) -> str:
    """A short tooltip for a framed meld: its kind and worth, or why it is invalid."""
    if check.why is not None:
        return translate("Rules", "not a valid meld: {reason}").format(reason=say(check.why))
    if check.kind is not None and check.kind.value == "run":
        return translate("Rules", "run worth {value} points").format(value=check.value)
    return translate("Rules", "group worth {value} points").format(value=check.value)
