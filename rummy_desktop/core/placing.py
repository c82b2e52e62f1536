"""Where dropped tiles land: "put these tiles here", decided once for mouse and keyboard.

A person who drops K9 K7 K8 on the table means the run K7 K8 K9, and one who
drops R8 beside ``R5 R6 R7`` means to extend it. So a drop is not a list of
cells but a wish, and this module turns the wish into cells:

- a single tile dropped on a joker that stands for it swaps with the joker
  (:func:`joker_swap`), the joker moving to the nearest free cell;
- tiles dropped on or beside a meld extend it, each at the end where it fits,
  when some such extension is a valid meld;
- otherwise the tiles are laid in a line from where they were dropped, in the
  order :func:`~rummy_desktop.core.melds.arrange` gives a meld (RULES.md
  section 2: runs ascending, a free joker at the growing end), or in the order
  they were picked when they make none (or are a meld of the table already);
- table tiles picked up from several rows keep their shape.

Nothing here judges the turn: the referee does that at "Done". A swap the
rules can never allow is refused up front (:func:`swap_refusal`), with the
referee's own words, because the player could not fix it later.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import permutations
from typing import Final

from rummy_desktop.core import wording as words
from rummy_desktop.core.melds import arrange, check_meld
from rummy_desktop.core.rules import GroupJokerRelease, JokerRelease, RuleSet
from rummy_desktop.core.table import MAX_COLUMNS, MAX_ROWS, Cell, PlacedMeld, Table
from rummy_desktop.core.tiles import Tile, format_kind, format_tiles
from rummy_desktop.core.wording import Phrase, phrase

Move = tuple[Tile, Cell]
"""One tile and the cell it goes to."""

MAX_EXTENSION_TILES: Final = 5
"""Extensions are searched over every order of at most this many dropped tiles."""


@dataclass(frozen=True, slots=True)
class JokerSwap:
    """A tile dropped on a joker that stands for it.

    Attributes:
        tile: the dropped tile, which takes the joker's cell.
        joker: the joker it replaces.
        cell: the joker's cell.
        meld: the joker's meld before the swap.
        role: the kinds the joker stands for there.
        joker_to: the free cell the joker moves to.
    """

    tile: Tile
    joker: Tile
    cell: Cell
    meld: PlacedMeld
    role: frozenset[int]
    joker_to: Cell

    @property
    def moves(self) -> list[Move]:
        return [(self.tile, self.cell), (self.joker, self.joker_to)]


def joker_swap(table: Table, t: Tile, cell: Cell, max_jokers: int = 2) -> JokerSwap | None:
    """The swap meant by dropping ``t`` on ``cell``, or None when it is no swap.

    It is a swap when ``cell`` holds a joker of a valid meld and ``t`` is a
    tile that joker stands for (the number at its place in a run, a missing
    colour in a group).
    """
    joker = table[cell]
    if joker is None or not joker.is_joker or t.is_joker:
        return None
    rest = _without(table, [t])
    role = joker_stands_for(rest, cell, max_jokers)
    meld = rest.meld_at(cell)
    if role is None or meld is None or t.kind not in role:
        return None
    rest.remove(cell)
    rest.place(t, cell)
    return JokerSwap(t, joker, cell, meld, role, nearest_free_cell(rest, cell))


def joker_stands_for(table: Table, cell: Cell, max_jokers: int = 2) -> frozenset[int] | None:
    """The kinds the joker on ``cell`` stands for in its valid meld; None when
    the cell holds no joker or its meld is not valid (it stands for nothing yet)."""
    joker = table[cell]
    meld = table.meld_at(cell)
    if joker is None or not joker.is_joker or meld is None:
        return None
    check = check_meld(meld.kinds, max_jokers)
    return check.roles[meld.cells.index(cell)] if check.valid else None


def swap_refusal(
    swap: JokerSwap,
    rules: RuleSet,
    *,
    melded: bool,
    joker_is_own: bool,
    tile_from_rack: bool,
) -> Phrase | None:
    """The rule that forbids this swap, in the referee's words; None when it may be made.

    Args:
        swap: the swap.
        rules: the rules of the player on turn.
        melded: whether that player has made the initial meld.
        joker_is_own: the joker came from the player's rack this turn (it is
            theirs to move, whatever the joker options say).
        tile_from_rack: the dropped tile comes from the player's rack.
    """
    if joker_is_own:
        return None
    if not melded:
        return phrase(words.INITIAL_MELD_TOUCHED)
    if rules.joker_release is JokerRelease.FREE:
        return None
    from_rack = rules.joker_release is JokerRelease.REPLACE_FROM_RACK
    need_all = (
        rules.group_joker_release is GroupJokerRelease.ALL_MISSING
        and len(swap.meld.tiles) == 3
        and sum(1 for t in swap.meld.tiles if t.is_joker) == 1
        and len(swap.role) > 1
    )
    wanted = " ".join(format_kind(k) for k in sorted(swap.role))
    meld = format_tiles(swap.meld.tiles)
    if need_all:
        template = words.JOKER_NEEDS_ALL_RACK_TILES if from_rack else words.JOKER_NEEDS_ALL_TILES
        return phrase(template, meld=meld, tiles=wanted)
    if from_rack and not tile_from_rack:
        return phrase(words.JOKER_NEEDS_RACK_TILE, meld=meld, tiles=wanted)
    return None


def nearest_free_cell(table: Table, near: Cell) -> Cell:
    """The free cell closest to ``near`` with free cells on both sides, so a tile
    put there stands alone and joins no meld; the row below counts as room."""
    rows = min(MAX_ROWS, table.rows + 1)
    best: tuple[int, Cell] | None = None
    for row in range(rows):
        for col in range(min(MAX_COLUMNS, table.columns)):
            cell = (row, col)
            if cell in table or (row, col - 1) in table or (row, col + 1) in table:
                continue
            cost = 2 * abs(row - near[0]) + abs(col - near[1])
            if best is None or cost < best[0]:
                best = (cost, cell)
    if best is None:  # a full grid: the first cell of a new row
        return (min(MAX_ROWS - 1, table.rows), 0)
    return best[1]


def place_tiles(
    table: Table,
    tiles: Sequence[Tile],
    target: Cell,
    anchor: Tile | None = None,
    max_jokers: int = 2,
) -> list[Move]:
    """The cells for tiles put down at ``target``, ``anchor`` being the tile under the pointer.

    Args:
        table: the table now (the tiles may stand on it already).
        tiles: the tiles, in the order they were picked.
        target: the cell the anchor tile is dropped on.
        anchor: the tile held under the pointer (the first tile by default).
        max_jokers: the rules' limit of jokers in one meld.
    """
    if not tiles:
        return []
    anchor = anchor if anchor is not None else tiles[0]
    homes = [table.cell_of(t) for t in tiles]
    anchor_home = table.cell_of(anchor)
    if (
        anchor_home is not None
        and all(h is not None for h in homes)
        and len({h[0] for h in homes if h is not None}) > 1
    ):
        dr, dc = target[0] - anchor_home[0], target[1] - anchor_home[1]
        return [
            (t, (h[0] + dr, h[1] + dc)) for t, h in zip(tiles, homes, strict=True) if h is not None
        ]
    rest = _without(table, tiles)
    row = target[0]
    start = max(0, target[1] - list(tiles).index(anchor))
    span = range(start - 1, start + len(tiles) + 1)
    touched = [m for m in rest.melds() if m.row == row and any(c in span for _, c in m.cells)]
    best: tuple[int, list[Move]] | None = None
    for meld in touched:
        for cost, moves in _extensions(rest, meld, tiles, start, max_jokers):
            if best is None or cost < best[0]:
                best = (cost, moves)
    if best is not None:
        return best[1]
    line = _meld_order(tiles, max_jokers, all(h is not None for h in homes))
    if check_meld([t.kind for t in line], max_jokers).valid:
        start = _apart(rest, row, start, len(line))
    return [(t, (row, start + i)) for i, t in enumerate(line)]


def _apart(table: Table, row: int, start: int, length: int) -> int:
    """Where a meld of ``length`` dropped at ``start`` stands apart from its
    neighbours: a meld laid against another one would merge with it into one
    row that is no meld, so it moves along its row to the nearest place with
    a free cell on each side (or stays where it was dropped when none is near).
    """

    def clear(first: int) -> bool:
        if first < 0 or first + length > table.columns:
            return False
        return all((row, c) not in table for c in range(first - 1, first + length + 1))

    if clear(start):
        return start
    for step in range(1, length + 3):
        for first in (start + step, start - step):
            if clear(first):
                return first
    return start


def _meld_order(tiles: Sequence[Tile], max_jokers: int, laid: bool) -> list[Tile]:
    """The tiles in the order of the meld they make, else as picked.

    Table tiles (``laid``) that are a valid meld in their order keep it: a
    meld moved whole must not change what its jokers stand for.
    """
    if laid and check_meld([t.kind for t in tiles], max_jokers).valid:
        return list(tiles)
    order = arrange([t.kind for t in tiles], max_jokers)
    if order is None:
        return list(tiles)
    left = list(tiles)
    ordered: list[Tile] = []
    for kind in order:
        found = next(t for t in left if t.kind == kind)
        left.remove(found)
        ordered.append(found)
    return ordered


def _extensions(
    rest: Table, meld: PlacedMeld, tiles: Sequence[Tile], start: int, max_jokers: int
) -> Iterable[tuple[int, list[Move]]]:
    """Every valid way to add ``tiles`` at the ends of ``meld``, with its distance
    from where they were dropped (growing to the right wins a tie)."""
    if len(tiles) > MAX_EXTENSION_TILES:
        return
    seen: set[tuple[int, ...]] = set()
    for order in permutations(tiles):
        kinds = tuple(t.kind for t in order)
        if kinds in seen:
            continue
        seen.add(kinds)
        for k in range(len(order) + 1):
            left, right = order[:k], order[k:]
            first = meld.column - len(left)
            cells = [(meld.row, first + i) for i in range(len(left))]
            cells += [(meld.row, meld.column + len(meld.tiles) + i) for i in range(len(right))]
            if first < 0 or any(c in rest or c[1] >= MAX_COLUMNS for c in cells):
                continue
            moves = list(zip([*left, *right], cells, strict=True))
            if not _line_valid(rest, moves, meld.row, max_jokers):
                continue
            cost = sum(abs(c - (start + i)) for i, (_, (_, c)) in enumerate(moves))
            yield (2 * cost + len(left), moves)


def _line_valid(rest: Table, moves: Sequence[Move], row: int, max_jokers: int) -> bool:
    """Whether the whole line the moves make (neighbours it touches included) is a meld."""
    after = rest.copy()
    for t, cell in moves:
        after.place(t, cell)
    meld = after.meld_at(moves[0][1])
    return meld is not None and check_meld(meld.kinds, max_jokers).valid


def _without(table: Table, tiles: Sequence[Tile]) -> Table:
    rest = table.copy()
    for t in tiles:
        cell = rest.cell_of(t)
        if cell is not None:
            rest.remove(cell)
    return rest
