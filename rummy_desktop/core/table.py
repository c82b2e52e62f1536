"""The table as a grid of cells, the way the board looks on screen.

A meld is a maximal horizontal line of occupied cells in one row, its tiles
in table order from left to right. Storing cells rather than a list of melds
is what lets a joker have a position, lets the UI draw exactly what the
engine judges, and lets a computer's rearrangement keep unchanged melds
where people last saw them.

>>> t = Table.from_notation("R5 R6 R7 | K7 B7 O7")
>>> [str(m) for m in t.melds()]
['R5 R6 R7', 'K7 B7 O7']
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Final

from rummy_desktop.core.errors import IllegalMove, InvalidNotation
from rummy_desktop.core.tiles import Tile, TileAllocator, format_tiles, parse_kinds

Cell = tuple[int, int]
"""(row, column), both from 0."""

DEFAULT_ROWS: Final = 8
DEFAULT_COLUMNS: Final = 24
MAX_ROWS: Final = 64
MAX_COLUMNS: Final = 64
MELD_SEPARATOR: Final = " | "


@dataclass(frozen=True, slots=True)
class PlacedMeld:
    """A meld as it stands on the grid: its row, first column and tiles."""

    row: int
    column: int
    tiles: tuple[Tile, ...]

    @property
    def kinds(self) -> tuple[int, ...]:
        return tuple(t.kind for t in self.tiles)

    @property
    def cells(self) -> tuple[Cell, ...]:
        return tuple((self.row, self.column + i) for i in range(len(self.tiles)))

    def __str__(self) -> str:
        return format_tiles(self.tiles)


class Table:
    """Tiles on a grid of cells; the grid grows when a layout needs more room.

    A Table is a plain value: copy it with :meth:`copy`, compare it with ``==``.
    """

    __slots__ = ("_cells", "columns", "rows")

    def __init__(
        self,
        cells: Mapping[Cell, Tile] | None = None,
        rows: int = DEFAULT_ROWS,
        columns: int = DEFAULT_COLUMNS,
    ) -> None:
        self.rows = rows
        self.columns = columns
        self._cells: dict[Cell, Tile] = {}
        for cell, t in (cells or {}).items():
            self.place(t, cell)

    # -- reading --------------------------------------------------------
    def __getitem__(self, cell: Cell) -> Tile | None:
        return self._cells.get(cell)

    def __contains__(self, cell: object) -> bool:
        return cell in self._cells

    def __len__(self) -> int:
        return len(self._cells)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Table):
            return NotImplemented
        return self._cells == other._cells and (self.rows, self.columns) == (
            other.rows,
            other.columns,
        )

    def __hash__(self) -> int:  # pragma: no cover - tables are mutable values
        raise TypeError("Table is mutable and unhashable")

    def __repr__(self) -> str:
        return f"Table({self.notation()!r})"

    def cells(self) -> Mapping[Cell, Tile]:
        """A read-only view of occupied cells."""
        return self._cells

    def tiles(self) -> list[Tile]:
        """Every tile on the table, row by row, left to right."""
        return [self._cells[c] for c in sorted(self._cells)]

    def cell_of(self, t: Tile) -> Cell | None:
        for cell, here in self._cells.items():
            if here == t:
                return cell
        return None

    def melds(self) -> list[PlacedMeld]:
        """The maximal horizontal lines of occupied cells, top to bottom."""
        out: list[PlacedMeld] = []
        for row in sorted({r for r, _ in self._cells}):
            columns = sorted(c for r, c in self._cells if r == row)
            start = prev = columns[0]
            for col in [*columns[1:], -2]:
                if col != prev + 1:
                    tiles = tuple(self._cells[(row, c)] for c in range(start, prev + 1))
                    out.append(PlacedMeld(row, start, tiles))
                    start = col
                prev = col
        return out

    def meld_at(self, cell: Cell) -> PlacedMeld | None:
        """The meld that covers a cell, if any."""
        for meld in self.melds():
            if cell in meld.cells:
                return meld
        return None

    def notation(self) -> str:
        """The table in RULES.md notation: melds separated by `` | ``."""
        return MELD_SEPARATOR.join(str(m) for m in self.melds())

    def free_cells(self) -> Iterator[Cell]:
        for r in range(self.rows):
            for c in range(self.columns):
                if (r, c) not in self._cells:
                    yield (r, c)

    # -- changing -------------------------------------------------------
    def place(self, t: Tile, cell: Cell) -> None:
        """Put a tile on a free cell, growing the grid if the cell lies beyond it.

        Raises:
            IllegalMove: the cell is taken, or lies outside the largest grid.
        """
        row, col = cell
        if not (0 <= row < MAX_ROWS and 0 <= col < MAX_COLUMNS):
            raise IllegalMove(f"cell {cell} is outside the table")
        if cell in self._cells:
            raise IllegalMove(f"cell {cell} already holds {self._cells[cell]}")
        self.rows = max(self.rows, row + 1)
        self.columns = max(self.columns, col + 1)
        self._cells[cell] = t

    def remove(self, cell: Cell) -> Tile:
        """Take the tile off a cell.

        Raises:
            IllegalMove: the cell is empty.
        """
        try:
            return self._cells.pop(cell)
        except KeyError:
            raise IllegalMove(f"cell {cell} is empty") from None

    def copy(self) -> Table:
        clone = Table(rows=self.rows, columns=self.columns)
        clone._cells = dict(self._cells)
        return clone

    # -- building -------------------------------------------------------
    @classmethod
    def from_melds(
        cls,
        melds: Iterable[Iterable[Tile]],
        columns: int = DEFAULT_COLUMNS,
        rows: int = DEFAULT_ROWS,
    ) -> Table:
        """Lay melds out left to right, one empty cell between them, wrapping rows."""
        table = cls(rows=rows, columns=columns)
        row = col = 0
        for meld in melds:
            tiles = list(meld)
            if col and col + len(tiles) > table.columns:
                row, col = row + 1, 0
            for i, t in enumerate(tiles):
                table.place(t, (row, col + i))
            col += len(tiles) + 1
        return table

    @classmethod
    def from_notation(cls, text: str, allocator: TileAllocator | None = None) -> Table:
        """Read ``R5 R6 R7 | K7 B7 O7`` into a grid, one meld after another.

        Raises:
            InvalidNotation: a bad token or an empty meld between separators.
            ImpossiblePosition: a third copy of a tile.
        """
        alloc = allocator if allocator is not None else TileAllocator()
        melds: list[list[Tile]] = []
        if text.strip():
            for part in text.split("|"):
                kinds = parse_kinds(part)
                if not kinds:
                    raise InvalidNotation(text, "an empty meld between two '|'")
                melds.append(alloc.take_all(kinds))
        return cls.from_melds(melds)
