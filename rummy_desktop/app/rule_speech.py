"""The referee's reasons as the window says them: translated, and tiles named in words.

The referee writes its reasons for every reader at once (the CLI, the record,
the window), so a phrase carries tiles in the notation (``row 3 is not a
valid meld (O6 O8 O13)``). Letter codes are a contract for tools, not words
for a family: before a phrase is shown, every tile argument is spoken with
the window's tile naming ("orange 6, orange 8, orange 13"), the same naming
the game log and the hint use.

>>> from rummy_desktop.core.wording import RUN_GAP, phrase
>>> str(speak_phrase(phrase(RUN_GAP, tile="R8"), lambda t: f"red {t.number}"))
'the numbers are not consecutive at red 8'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from rummy_desktop.app.i18n import translate
from rummy_desktop.app.play_words import TileWords
from rummy_desktop.core.errors import IllegalMove, RummyError
from rummy_desktop.core.tiles import parse_kinds, tiles_of_kind
from rummy_desktop.core.wording import Phrase

TILE_ARGUMENTS: Final = frozenset({"tile", "tiles", "meld"})
"""The names under which the referee's templates carry tiles in notation."""


def speak(reason: Phrase, tile_words: TileWords) -> str:
    """A reason of the tile referee in the window's language, its tiles in words."""
    return speak_phrase(reason, tile_words).render(lambda template: translate("Rules", template))


def speak_refusal(exc: Exception, tile_words: TileWords) -> str:
    """A refused move's reason: the referee's phrase spoken, or the error's own text."""
    words = exc.words if isinstance(exc, IllegalMove) else None
    return speak(words, tile_words) if words is not None else str(exc)


def speak_phrase(reason: Phrase, tile_words: TileWords) -> Phrase:
    """The same phrase with every tile argument already spoken (nested reasons too)."""
    return respeak(reason, TILE_ARGUMENTS, lambda text: _tiles_in_words(text, tile_words))


def respeak(reason: Phrase, names: frozenset[str], words_for: Callable[[str], str]) -> Phrase:
    """``reason`` with the text arguments called ``names`` passed through ``words_for``.

    Shared by the tile and the card referee's reasons, which both write their
    tiles and cards in notation.
    """
    return Phrase(
        reason.template,
        tuple(
            (
                name,
                respeak(value, names, words_for)
                if isinstance(value, Phrase)
                else words_for(value)
                if name in names and isinstance(value, str)
                else value,
            )
            for name, value in reason.args
        ),
    )


def _tiles_in_words(text: str, tile_words: TileWords) -> str:
    try:
        kinds = parse_kinds(text)
    except RummyError:  # not notation after all: say it as it was written
        return text
    if not kinds:
        return text
    return ", ".join(tile_words(tiles_of_kind(kind)[0]) for kind in kinds)
