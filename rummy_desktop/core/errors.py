"""Named errors of the rules engine.

All subclass ``ValueError`` so that callers who only care that input was bad
can catch one thing, and all carry a message a person understands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover - the phrase type only
    from rummy_desktop.core.wording import Phrase


class RummyError(ValueError):
    """Base of every error the engine raises on purpose."""


class InvalidNotation(RummyError):
    """Text that cannot be read as tiles, melds or a table.

    Attributes:
        token: the exact piece of text that could not be read.
    """

    def __init__(self, token: str, why: str) -> None:
        self.token = token
        super().__init__(f"cannot read {token!r}: {why}")


class ImpossiblePosition(RummyError):
    """A position no real set of tiles can produce (three R5s, three jokers)."""


class IllegalMove(RummyError):
    """A move or action the rules do not allow at this moment.

    Attributes:
        words: the reason as one of the referee's translatable phrases, when
            it is one, so the window can say it in the player's language.
        code: the stable name of the rule that refused it, where the referee
            gives one (the card referee's codes), so tools and windows need
            not read the English message.
    """

    def __init__(self, message: str, words: Phrase | None = None, code: str | None = None) -> None:
        super().__init__(message)
        self.words = words
        self.code = code


class InvalidRecord(RummyError):
    """A saved game or record that is truncated, edited, foreign or too new."""
