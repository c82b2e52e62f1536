"""The table and a rack in sentences, for a player who listens instead of looks.

A screen reader reads one object at a time; a table of 8 x 24 cells read
cell by cell takes minutes. These functions say what a seeing player takes
in at a glance: each meld as one line ("run: red 3, red 4, red 5"), a joker
by what it stands for ("joker as red 7"), the whole rack in its order, and
what changed on the table since a player's last turn. They hold no widget and
decide nothing: the tiles are named by the caller's ``tile_words`` (the
window's theme colours), the verdict on a meld is :func:`check_meld`'s.

>>> from rummy_desktop.core.table import Table
>>> names = lambda t: "joker" if t.is_joker else f"{'kbor'[t.colour]}{t.number}"
>>> melds = Table.from_notation("R3 R4 R5 | K7 B7 O7 J").melds()
>>> meld_words(melds[0], names)
'run: r3, r4, r5'
>>> meld_words(melds[1], names)
'group: k7, b7, o7, joker as r7'
"""

from __future__ import annotations

from collections.abc import Sequence

from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.play_words import TileWords
from rummy_desktop.core.melds import MeldKind, check_meld
from rummy_desktop.core.table import PlacedMeld, Table
from rummy_desktop.core.tiles import JOKER_KIND, Tile, tiles_of_kind


def _joker_words(role: frozenset[int], tile_words: TileWords) -> str:
    """ "joker as red 7", or "joker as red 7 or orange 7" in a group of three."""
    stands = [tile_words(tiles_of_kind(kind)[0]) for kind in sorted(role)]
    if not stands:
        return tile_words(tiles_of_kind(JOKER_KIND)[0])
    either = translate("TableWords", " or ").join(stands)
    return fill(translate("TableWords", "joker as %1"), either)


def meld_tiles_words(tiles: Sequence[Tile], tile_words: TileWords, max_jokers: int = 2) -> str:
    """A meld's kind and tiles in table order: "run: red 3, red 4, red 5".

    A meld that is not valid says so, and why: "not a valid meld: red 3,
    blue 5 (the tiles share neither a colour (run) nor a number (group))".
    """
    check = check_meld([t.kind for t in tiles], max_jokers)
    names = []
    for index, t in enumerate(tiles):
        if t.is_joker and check.valid and index < len(check.roles):
            names.append(_joker_words(check.roles[index], tile_words))
        else:
            names.append(tile_words(t))
    listed = ", ".join(names)
    if check.kind is MeldKind.RUN:
        return fill(translate("TableWords", "run: %1"), listed)
    if check.kind is MeldKind.GROUP:
        return fill(translate("TableWords", "group: %1"), listed)
    return fill(translate("TableWords", "not a valid meld: %1"), listed)


def meld_words(meld: PlacedMeld, tile_words: TileWords, max_jokers: int = 2) -> str:
    """A meld on the table as :func:`meld_tiles_words` says it."""
    return meld_tiles_words(meld.tiles, tile_words, max_jokers)


def meld_place_words(meld: PlacedMeld) -> str:
    """Where a meld lies, for the keyboard cursor: "row 2, columns 4 to 6"."""
    return fill(
        translate("TableWords", "row %1, columns %2 to %3"),
        meld.row + 1,
        meld.column + 1,
        meld.column + len(meld.tiles),
    )


def table_words(table: Table, tile_words: TileWords, max_jokers: int = 2) -> str:
    """The whole table, meld by meld, in reading order."""
    melds = table.melds()
    if not melds:
        return translate("TableWords", "The table is empty.")
    lines = [
        fill(
            translate("TableWords", "%1 melds on the table."),
            len(melds),
        )
    ]
    for number, meld in enumerate(melds, start=1):
        lines.append(
            fill(
                translate("TableWords", "Meld %1, %2: %3."),
                number,
                meld_place_words(meld),
                meld_words(meld, tile_words, max_jokers),
            )
        )
    return " ".join(lines)


def rack_words(rack: Sequence[Tile], tile_words: TileWords) -> str:
    """The whole rack in its order: "Your rack (3): red 3, blue 5, joker."."""
    if not rack:
        return translate("TableWords", "Your rack is empty.")
    return fill(
        translate("TableWords", "Your rack (%1): %2."),
        len(rack),
        ", ".join(tile_words(t) for t in rack),
    )


def table_changes(
    before: Table | None, after: Table, tile_words: TileWords, max_jokers: int = 2
) -> str:
    """What is new on the table since ``before``: the melds that were not there as
    they are now, and how many melds went (taken apart or rebuilt)."""
    if before is None:
        return ""
    old = {frozenset(t.id for t in meld.tiles) for meld in before.melds()}
    new_melds = [m for m in after.melds() if frozenset(t.id for t in m.tiles) not in old]
    now = {frozenset(t.id for t in meld.tiles) for meld in after.melds()}
    gone = len(old - now)
    if not new_melds and not gone:
        return translate("TableWords", "The table is as it was.")
    parts = []
    if new_melds:
        parts.append(
            fill(
                translate("TableWords", "New or changed melds: %1."),
                "; ".join(
                    fill(
                        translate("TableWords", "%1 at %2"),
                        meld_words(m, tile_words, max_jokers),
                        meld_place_words(m),
                    )
                    for m in new_melds
                ),
            )
        )
    if gone:
        parts.append(fill(translate("TableWords", "Melds gone or rebuilt: %1."), gone))
    return " ".join(parts)
