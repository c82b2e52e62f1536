"""A play in words a family reads: "Ann laid red 5, 6, 7 and added blue 10 to a run."

The game record and the headless commands keep the letter codes (``R5 R6 R7``,
they are contracts); the window's game log and status bar speak in words. The
words of one tile are not made here: the window hands in the same naming the
hint uses (``describe_tile``, which follows the tile theme and the language),
so a tile is called alike everywhere on screen.

A long computer play would make one endless line, so every play also has a
short summary ("Computer laid 4 melds and added 3 tiles (12 tiles)") for the
status bar; the full line goes to the game log.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.core.melds import MeldKind, check_meld
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile

TileWords = Callable[[Tile], str]
"""Words for one tile ("red 5", "joker"); the window gives the hint's naming."""


@dataclass(frozen=True, slots=True)
class LayOff:
    """Tiles from the rack added to a meld that was already on the table."""

    tiles: tuple[Tile, ...]
    kind: MeldKind | None


@dataclass(frozen=True, slots=True)
class PlayShape:
    """What a play did to the table: melds laid of rack tiles only, and lay-offs.

    Attributes:
        laid: new melds made only of tiles from the rack, in table order.
        added: rack tiles that joined melds holding table tiles, per meld.
    """

    laid: tuple[tuple[Tile, ...], ...]
    added: tuple[LayOff, ...]

    @property
    def tile_count(self) -> int:
        return sum(len(m) for m in self.laid) + sum(len(a.tiles) for a in self.added)


def play_shape(table: Table, played: Sequence[Tile]) -> PlayShape:
    """Sort the played tiles by the meld of ``table`` (the table after the play) they are in."""
    ids = {t.id for t in played}
    laid: list[tuple[Tile, ...]] = []
    added: list[LayOff] = []
    for meld in table.melds():
        mine = tuple(t for t in meld.tiles if t.id in ids)
        if not mine:
            continue
        if len(mine) == len(meld.tiles):
            laid.append(meld.tiles)
        else:
            added.append(LayOff(mine, check_meld(meld.kinds, len(meld.tiles)).kind))
    return PlayShape(tuple(laid), tuple(added))


def meld_words(tiles: Sequence[Tile], words: TileWords) -> str:
    """A meld's tiles in words; a run names its colour once: "red 5, 6, joker, 8".

    After the first named tile of a colour, the next tiles of that same colour
    are said by number only, as people say a run aloud.
    """
    parts: list[str] = []
    colour = None
    for t in tiles:
        if t.is_joker:
            parts.append(words(t))
        elif t.colour == colour:
            parts.append(str(t.number))
        else:
            parts.append(words(t))
            colour = t.colour
    return ", ".join(parts)


def _lay_off_words(lay_off: LayOff, words: TileWords) -> str:
    tiles = meld_words(lay_off.tiles, words)
    if lay_off.kind is MeldKind.RUN:
        return fill(translate("PlayWords", "%1 to a run"), tiles)
    if lay_off.kind is MeldKind.GROUP:
        return fill(translate("PlayWords", "%1 to a group"), tiles)
    return fill(translate("PlayWords", "%1 to a meld"), tiles)


def play_line(name: str, shape: PlayShape, words: TileWords) -> str:
    """The whole play in one sentence, for the game log."""
    laid = "; ".join(meld_words(m, words) for m in shape.laid)
    added = "; ".join(_lay_off_words(a, words) for a in shape.added)
    if laid and added:
        return fill(translate("PlayWords", "%1 laid %2 and added %3."), name, laid, added)
    if added:
        return fill(translate("PlayWords", "%1 added %2."), name, added)
    return fill(translate("PlayWords", "%1 laid %2."), name, laid)


def _melds(count: int) -> str:
    if count == 1:
        return translate("PlayWords", "1 meld")
    return fill(translate("PlayWords", "%1 melds"), count)


def _tiles(count: int) -> str:
    if count == 1:
        return translate("PlayWords", "1 tile")
    return fill(translate("PlayWords", "%1 tiles"), count)


def play_summary(name: str, shape: PlayShape) -> str:
    """The play counted, never listed, so it fits the status bar however long it was."""
    melds = _melds(len(shape.laid))
    added = _tiles(sum(len(a.tiles) for a in shape.added))
    total = _tiles(shape.tile_count)
    if shape.laid and shape.added:
        return fill(
            translate("PlayWords", "%1 laid %2 and added %3 (%4)."), name, melds, added, total
        )
    if shape.added:
        return fill(translate("PlayWords", "%1 added %2."), name, added)
    return fill(translate("PlayWords", "%1 laid %2 (%3)."), name, melds, total)


def tiles_words(tiles: Sequence[Tile], words: TileWords) -> str:
    """Tiles listed in words, each named in full, for a line without the table's shape."""
    return ", ".join(words(t) for t in tiles)
