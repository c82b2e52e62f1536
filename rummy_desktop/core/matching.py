"""Which physical tile is which: identical tiles matched as a person sees them.

The referee works on identities (RULES.md section 1), but the two copies of a
tile, and the two jokers, look the same. A player who drags the "other" joker,
or puts a rack R6 where the table's R6 stood, has made no difference anyone
can see, so the verdict must not depend on it. Before judging, the table a
player proposes is therefore renamed: every tile keeps its kind and its cell,
but takes the identity that tells the most natural story.

* A kind on the table at the start of the turn keeps those identities first
  (so nothing counts as taken from the table while a twin still lies there),
  and only the rest comes from the rack. Identities the player's moves
  already gave that way are kept as they are (the common case, and cheap);
  otherwise which copy is which is decided by place: the same cell first,
  then the meld that holds most of its old meld's tiles (a copy swapped in
  from the rack leaves the old tile where it was).
* Only the joker rules can tell one reading from another (which joker left
  its meld, which real tile stayed beside it, which copy replaced it). So when
  they object, the identities as given are offered next (when they are those
  of table and rack tiles: the reading the player had in mind, which the
  natural one may miss when a copy was laid where its twin stood), then
  every matching of the jokers and of the copies those rules look at, at most
  ``MAX_CANDIDATES`` in all besides it; the referee accepts a play when any
  of them is legal.

Renaming never hides a mistake: when a kind appears more often than the
table and the rack can supply, the extra copy keeps an identity from outside
them, so the referee still sees a foreign tile; a table that holds one tile
twice is judged as it is.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from itertools import permutations, product
from typing import Final

from rummy_desktop.core.melds import check_meld
from rummy_desktop.core.table import Cell, Table
from rummy_desktop.core.tiles import JOKER_KIND, Tile, tiles_of_kind

MAX_CANDIDATES: Final = 64
"""Most matchings tried for one turn: the referee runs on every drag."""

_SAME_CELL = 10_000
_SAME_IDENTITY = 1


class _Melds:
    """The kinds of the meld around each cell of a table, built only when asked."""

    def __init__(self, table: Table) -> None:
        self._table = table
        self._by_cell: dict[Cell, Counter[int]] | None = None

    def __getitem__(self, cell: Cell) -> Counter[int]:
        if self._by_cell is None:
            self._by_cell = {}
            for meld in self._table.melds():
                kinds = Counter(meld.kinds)
                for c in meld.cells:
                    self._by_cell[c] = kinds
        return self._by_cell[cell]


def candidate_tables(
    table_before: Table, table_after: Table, rack: Sequence[Tile]
) -> Iterator[Table]:
    """The proposed table under each sensible matching of identical tiles, best first.

    The first table is the most natural reading; it is built at once. Only a
    caller who is not satisfied with it (the referee, when the joker rules
    object) asks for the others: ``table_after`` itself when it differs and
    holds only table and rack tiles, then every matching of the jokers and of
    the copies of tiles that the joker rules look at (the tiles of a meld that
    held a joker, and the tiles its jokers stood for), at most
    ``MAX_CANDIDATES`` besides ``table_after``.

    Args:
        table_before: the table at the start of the turn.
        table_after: the table the player proposes, with any identities.
        rack: the tiles the player could play (the rack at the start of the turn).

    Yields:
        Tables holding the same kinds on the same cells as ``table_after``.
    """
    after = table_after.cells()
    if len({t.id for t in after.values()}) != len(after):
        yield table_after  # a tile twice: leave it for the referee to see
        return
    before_by_kind: dict[int, list[tuple[Cell, Tile]]] = {}
    for cell, t in table_before.cells().items():
        before_by_kind.setdefault(t.kind, []).append((cell, t))
    on_before = {t.id for t in table_before.cells().values()}
    in_rack = {t.id for t in rack}
    rack_by_kind: dict[int, list[Tile]] = {}
    for t in rack:
        if t.id not in on_before:
            rack_by_kind.setdefault(t.kind, []).append(t)
    after_by_kind: dict[int, list[Cell]] = {}
    for cell, t in after.items():
        after_by_kind.setdefault(t.kind, []).append(cell)

    old_melds, new_melds = _Melds(table_before), _Melds(table_after)

    def score(new: Cell, old: Cell, old_tile: Tile) -> int:
        if new == old:
            return _SAME_CELL + (_SAME_IDENTITY if after[new] == old_tile else 0)
        together = old_melds[old] & new_melds[new]
        together[old_tile.kind] -= 1
        return 10 * sum(together.values()) + (_SAME_IDENTITY if after[new] == old_tile else 0)

    def ways(kind: int, every: bool) -> list[dict[Cell, Tile]]:
        olds, spare = before_by_kind.get(kind, []), rack_by_kind.get(kind, [])
        return _matchings(after_by_kind[kind], olds, spare, after, score, every)

    before = table_before.cells()

    def as_given(kind: int) -> bool:
        """Whether the identities given for ``kind`` already read naturally."""
        olds = {t.id for _, t in before_by_kind.get(kind, [])}
        spare = {t.id for t in rack_by_kind.get(kind, [])}
        cells = after_by_kind[kind]
        kept = sum(1 for c in cells if after[c].id in olds)
        return (
            kept == min(len(cells), len(olds))
            and all(after[c].id in olds or after[c].id in spare for c in cells)
            and all(after[c] == before[c] for c in cells if c in before and before[c].kind == kind)
        )

    best: dict[Cell, Tile] = {}
    for kind in after_by_kind:
        if as_given(kind):
            best.update((c, after[c]) for c in after_by_kind[kind])
        else:
            best.update(ways(kind, every=False)[0])
    natural = all(after[c] == t for c, t in best.items())
    yield table_after if natural else _rebuilt(table_after, best)
    read = [best]
    if not natural and all(t.id in on_before or t.id in in_rack for t in after.values()):
        # The identities as given are a reading too, and the one the player (or
        # the solver) had in mind: read it second, whatever the number of others.
        yield table_after
        read.append(dict(after))

    open_kinds = [k for k in sorted(_joker_kinds(table_before)) if k in after_by_kind]
    choices = [ways(k, every=True) for k in open_kinds]
    yielded = 1
    for combination in product(*choices):
        if yielded >= MAX_CANDIDATES:
            return
        cells_now = dict(best)
        for way in combination:
            cells_now.update(way)
        if cells_now in read:
            continue  # the first table, or the one as given, again
        yield _rebuilt(table_after, cells_now)
        yielded += 1


def _joker_kinds(table: Table) -> set[int]:
    """Kinds whose copies the joker rules tell apart: jokers, the tiles of a
    meld holding a joker, and the tiles those jokers stand for."""
    kinds: set[int] = set()
    for meld in table.melds():
        if JOKER_KIND not in meld.kinds:
            continue
        kinds.update(meld.kinds)
        for role in check_meld(meld.kinds).roles:
            kinds.update(role)
    return kinds


def _matchings(
    cells: list[Cell],
    olds: list[tuple[Cell, Tile]],
    spare: list[Tile],
    given: Mapping[Cell, Tile],
    score: Callable[[Cell, Cell, Tile], int],
    every: bool,
) -> list[dict[Cell, Tile]]:
    """Ways to give ``cells`` identities, best first (only the best unless ``every``).

    As many cells as possible take the old table tiles' identities; the rest
    take rack tiles, each keeping its own identity when it is a rack tile.
    At most two copies exist, so there are at most two ways.
    """
    keep = min(len(cells), len(olds))
    ways: list[tuple[tuple[Cell, ...], tuple[tuple[Cell, Tile], ...]]] = []
    seen: set[frozenset[tuple[Cell, int]]] = set()
    for chosen in permutations(olds, keep):
        for targets in permutations(cells, keep):
            key = frozenset((c, t.id) for c, (_, t) in zip(targets, chosen, strict=True))
            if key not in seen:
                seen.add(key)
                ways.append((targets, chosen))
    if len(ways) > 1:
        in_place = [w for w in ways if all(c == old for c, (old, _) in zip(*w, strict=True))]
        if in_place and not every:
            ways = in_place[:1]
        else:
            ways.sort(key=lambda w: -sum(score(c, old, t) for c, (old, t) in zip(*w, strict=True)))
    found: list[dict[Cell, Tile]] = []
    for targets, chosen in ways if every else ways[:1]:
        mapping = {c: t for c, (_, t) in zip(targets, chosen, strict=True)}
        free = list(spare)
        rest = [c for c in cells if c not in mapping]
        for c in rest:  # a rack tile keeps its own identity where it can
            if given[c] in free:
                mapping[c] = given[c]
                free.remove(given[c])
        if len(rest) > len(free):  # more than table and rack hold: foreign tiles
            taken = {t.id for t in mapping.values()} | {t.id for t in free}
            free += [t for t in tiles_of_kind(given[rest[0]].kind) if t.id not in taken]
        for c in rest:
            if c not in mapping:
                mapping[c] = free.pop(0)
        found.append(mapping)
    return found


def _rebuilt(table: Table, cells: dict[Cell, Tile]) -> Table:
    return Table(cells, rows=table.rows, columns=table.columns)
