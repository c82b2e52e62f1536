"""What the referee says, as phrases that can be shown in any language.

The rules engine must explain itself ("row 3 is not a valid meld") but must
not import Qt, whose translator the window uses. So every sentence the
engine produces is a :class:`Phrase`: an English template with named
arguments. ``str(phrase)`` gives the English sentence (the CLI, the tests,
the logs); the window renders the same phrase through its translator, which
knows each template below by its exact English text.

Keep the templates as literal constants here: ``rummy_desktop/ui/rule_words.py``
lists them again for Qt's ``lupdate``, and a test checks the two lists agree.

>>> str(Phrase(INITIAL_MELD_SHORT, (("points", 24), ("needed", 30))))
'initial meld: 24 of 30 points'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, Union

Arg = Union[str, int, "Phrase"]


@dataclass(frozen=True, slots=True)
class Phrase:
    """An English template with named arguments; arguments may be phrases too."""

    template: str
    args: tuple[tuple[str, Arg], ...] = ()

    def render(self, translate: Callable[[str], str] | None = None) -> str:
        """The sentence, with each template passed through ``translate`` first."""
        values = {
            name: value.render(translate) if isinstance(value, Phrase) else value
            for name, value in self.args
        }
        text = translate(self.template) if translate is not None else self.template
        return text.format(**values)

    def __str__(self) -> str:
        return self.render()


def phrase(template: str, **args: Arg) -> Phrase:
    return Phrase(template, tuple(args.items()))


# -- why a meld is not valid ----------------------------------------------------
MELD_TOO_SHORT: Final = "a meld needs at least 3 tiles"
MELD_ONLY_JOKERS: Final = "a meld cannot be made of jokers only"
MELD_ONE_JOKER: Final = "a meld may hold only one joker"
MELD_TOO_MANY_JOKERS: Final = "a meld may hold at most {max} jokers"
MELD_MIXED: Final = "the tiles share neither a colour (run) nor a number (group)"
RUN_WRAPS: Final = "a run cannot go on from 13 to 1"
RUN_DUPLICATE: Final = "{tile} appears twice in the run"
RUN_GAP: Final = "the numbers are not consecutive at {tile}"
RUN_BELOW_ONE: Final = "a run cannot go below 1 (a joker would stand for 0 or less)"
RUN_ABOVE_THIRTEEN: Final = "a run cannot go above 13 (a joker would stand for 14 or more)"
GROUP_TOO_LONG: Final = "a group has at most 4 tiles, one of each colour"
GROUP_SAME_COLOUR: Final = "a group cannot hold two tiles of the same colour ({tiles})"

# -- why a turn cannot end ------------------------------------------------------
INVALID_MELD: Final = "row {row} is not a valid meld ({tiles}): {reason}"
NOTHING_PLAYED: Final = "play at least one tile from your rack, or draw"
TILE_TWICE: Final = "a tile cannot stand on the table twice"
FOREIGN_TILES: Final = "{tiles} did not come from your rack or the table"
TABLE_TILES_TAKEN: Final = (
    "{tiles} must stay on the table: tiles taken from the table must be played this turn"
)
TOO_MANY_TILES: Final = "at most {limit} tiles may be played in one turn ({count} now)"
INITIAL_MELD_TOUCHED: Final = (
    "until your initial meld is made you may only lay down new melds "
    "from your own rack, without touching the table"
)
INITIAL_MELD_SHORT: Final = "initial meld: {points} of {needed} points"
JOKER_NEEDS_TILE: Final = (
    "the joker in {meld} may leave its meld only when a tile it stands for ({tiles}) "
    "takes its place"
)
JOKER_NEEDS_RACK_TILE: Final = (
    "the joker in {meld} may leave its meld only when a tile it stands for ({tiles}) "
    "from your rack takes its place"
)
JOKER_NEEDS_ALL_TILES: Final = (
    "the joker in {meld} may leave its meld only when all the tiles it may stand for "
    "({tiles}) are added"
)
JOKER_NEEDS_ALL_RACK_TILES: Final = (
    "the joker in {meld} may leave its meld only when all the tiles it may stand for "
    "({tiles}) are added from your rack"
)
JOKER_MELD_LOCKED: Final = (
    "no tile may be taken out of {meld}: it holds a joker that has not been replaced"
)
RELEASED_JOKER_NOT_NEW_MELD: Final = (
    "a joker won from the table may only go into a new meld made with tiles from your "
    "rack, not into row {row} ({tiles})"
)
OPEN_TILE_NOT_OUT: Final = (
    "the open last tile {tile} may only be taken by a player who goes out with it"
)

# -- draw and discard (RULES.md section 8) ------------------------------------------
TILE_NOT_TAKEN: Final = (
    "begin your turn by taking a tile: the top of the pool or the previous player's stack top"
)
STACK_TILE_NOT_IN_NEW_MELD: Final = (
    "{tile}, taken from the stack, must be played this turn in a new meld with at least two "
    "tiles from your rack or, after your initial meld, from the table"
)
DISCARD_NEEDED: Final = (
    "end your turn by discarding a tile: onto your own stack, or added to a meld"
)
DISCARD_NOT_ON_MELD: Final = (
    "the discard {tile} must be added to one meld on the table, keeping it valid"
)
DISCARD_BEFORE_INITIAL_MELD: Final = (
    "until your initial meld is made, your discard goes onto your own stack"
)

ALL_TEMPLATES: Final = tuple(
    value
    for name, value in sorted(globals().items())
    if name.isupper() and isinstance(value, str) and name != "ALL_TEMPLATES"
)
"""Every sentence the referee can say, for the translation check."""
