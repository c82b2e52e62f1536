"""Tiles, their identities and the text notation of RULES.md section 1.

Every physical tile has an identity 0..105 so that the engine can prove that
no tile is ever created, lost or duplicated. Two tiles that look the same
(both red fives) share a *kind*; the kind is what melds care about, the
identity is what conservation cares about.

Identities are laid out so that ``kind == id // 2``:

* kinds 0..51 are ``colour * 13 + (number - 1)``, two copies each;
* kind 52 is the joker, identities 104 and 105.

>>> parse_tiles("R5 b13 J")
[Tile('R5'), Tile('B13'), Tile('J')]
>>> format_tiles(parse_tiles("k1 k2 k3"))
'K1 K2 K3'
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import Final

from rummy_desktop.core.errors import ImpossiblePosition, InvalidNotation

NUMBERS: Final = range(1, 14)
"""The numbers printed on tiles."""

COPIES: Final = 2
"""Each coloured tile exists twice; there are two jokers."""

JOKER_KIND: Final = 52
KIND_COUNT: Final = 53
TILE_COUNT: Final = 106


class Colour(IntEnum):
    """The four tile colours, by their canonical letters K, B, O, R."""

    BLACK = 0
    BLUE = 1
    ORANGE = 2
    RED = 3

    @property
    def letter(self) -> str:
        """The upper-case notation letter of this colour."""
        return _LETTERS[self]

    @classmethod
    def from_letter(cls, letter: str) -> Colour:
        """The colour for a notation letter, case-insensitive.

        Raises:
            InvalidNotation: the letter names no colour.
        """
        try:
            return cls(_LETTERS.index(letter.upper()))
        except ValueError:
            raise InvalidNotation(letter, "unknown colour letter") from None


_LETTERS: Final = ("K", "B", "O", "R")


def kind_of(colour: Colour, number: int) -> int:
    """The kind index of a coloured tile."""
    if number not in NUMBERS:
        raise ValueError(f"tile numbers run from 1 to 13, not {number}")
    return int(colour) * 13 + number - 1


_KIND_COLOURS: Final = tuple(Colour(k // 13) for k in range(52))


def kind_colour(kind: int) -> Colour:
    """The colour of a non-joker kind (looked up: this sits on hot paths)."""
    return _KIND_COLOURS[kind]


def kind_number(kind: int) -> int:
    """The number printed on a non-joker kind."""
    return kind % 13 + 1


def format_kind(kind: int) -> str:
    """Notation for a kind: ``R5``, ``K13``, ``J``."""
    if kind == JOKER_KIND:
        return "J"
    return f"{kind_colour(kind).letter}{kind_number(kind)}"


def parse_kind(token: str) -> int:
    """The kind named by one notation token, case-insensitive.

    Raises:
        InvalidNotation: the token names no tile; the message quotes it.
    """
    text = token.strip()
    if text.upper() == "J":
        return JOKER_KIND
    digits = text[1:]
    if (
        len(text) < 2
        or text[0].upper() not in _LETTERS
        or not (digits.isascii() and digits.isdigit())
    ):
        raise InvalidNotation(token, "a tile is a colour letter K, B, O or R and a number, or J")
    # More than two digits is never a tile number; checked before int() so
    # a thousands-digit token is refused at once instead of converted.
    if len(digits) > 2 or text[1] == "0" or int(digits) not in NUMBERS:
        raise InvalidNotation(token, "tile numbers run from 1 to 13")
    return kind_of(Colour.from_letter(text[0]), int(digits))


@dataclass(frozen=True, slots=True, order=True)
class Tile:
    """One physical tile, known by its identity 0..105."""

    id: int

    def __post_init__(self) -> None:
        if not 0 <= self.id < TILE_COUNT:
            raise ValueError(f"tile identities run from 0 to {TILE_COUNT - 1}, not {self.id}")

    @property
    def kind(self) -> int:
        """What the tile looks like: 0..51 for coloured tiles, 52 for a joker."""
        return self.id // 2

    @property
    def is_joker(self) -> bool:
        return self.id >= 104

    @property
    def colour(self) -> Colour | None:
        """The tile's colour, or None for a joker."""
        return None if self.is_joker else kind_colour(self.kind)

    @property
    def number(self) -> int:
        """The printed number, 0 for a joker."""
        return 0 if self.is_joker else kind_number(self.kind)

    def __str__(self) -> str:
        return format_kind(self.kind)

    def __repr__(self) -> str:
        return f"Tile({str(self)!r})"


ALL_TILES: Final = tuple(Tile(i) for i in range(TILE_COUNT))
"""The 106 tiles of a set, indexed by identity."""


def tile(identity: int) -> Tile:
    """The shared Tile object for an identity."""
    return ALL_TILES[identity]


def tiles_of_kind(kind: int) -> tuple[Tile, Tile]:
    """Both physical tiles of a kind."""
    return ALL_TILES[kind * 2], ALL_TILES[kind * 2 + 1]


def parse_kinds(text: str) -> list[int]:
    """The kinds of a space-separated list of tiles (a meld or a rack)."""
    return [parse_kind(token) for token in text.split()]


def format_kinds(kinds: Iterable[int]) -> str:
    return " ".join(format_kind(k) for k in kinds)


def format_tiles(tiles: Iterable[Tile]) -> str:
    """Notation for tiles in order, upper case: ``R5 R6 J``."""
    return " ".join(str(t) for t in tiles)


class TileAllocator:
    """Hands out physical tiles for kinds read from notation.

    Notation names kinds, not identities; a position read from text gets the
    lowest free copy of each kind. Asking for a third copy of a kind (or a
    third joker) is an impossible position, not a notation error.
    """

    def __init__(self, used: Iterable[Tile] = ()) -> None:
        self._used: set[int] = {t.id for t in used}

    def take(self, kind: int) -> Tile:
        """The next free tile of a kind.

        Raises:
            ImpossiblePosition: both copies are already in use.
        """
        for candidate in tiles_of_kind(kind):
            if candidate.id not in self._used:
                self._used.add(candidate.id)
                return candidate
        what = "jokers" if kind == JOKER_KIND else f"{format_kind(kind)} tiles"
        raise ImpossiblePosition(f"there are only two {what} in the game, but a third was named")

    def take_all(self, kinds: Iterable[int]) -> list[Tile]:
        return [self.take(k) for k in kinds]


def parse_tiles(text: str, allocator: TileAllocator | None = None) -> list[Tile]:
    """Physical tiles for a list in notation, using ``allocator`` for identities."""
    alloc = allocator if allocator is not None else TileAllocator()
    return alloc.take_all(parse_kinds(text))


def full_set() -> list[Tile]:
    """All 106 tiles in identity order."""
    return list(ALL_TILES)


def shuffled_set(rng: random.Random) -> list[Tile]:
    """All 106 tiles in an order decided by ``rng`` alone (reproducible by seed)."""
    tiles = full_set()
    rng.shuffle(tiles)
    return tiles


def check_distinct(tiles: Sequence[Tile]) -> None:
    """Raise ImpossiblePosition when a physical tile appears twice."""
    seen: set[int] = set()
    for t in tiles:
        if t.id in seen:
            raise ImpossiblePosition(f"tile {t} (identity {t.id}) appears twice")
        seen.add(t.id)
