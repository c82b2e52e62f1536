"""A released joker's new meld of rack tiles (``released_joker_new_meld_only``).

Such a joker may lie only in a meld whose other tiles come from the rack this
turn (and jokers), which a free joker of the counting programme does not
know: its best play may put the joker beside table tiles, and the referee
refuses it. So the fate search splits each release by the new meld the joker
lies in, laid apart (:meth:`NewMelds.split`); the meld's rack tiles are chosen
again when a plan is put together (:meth:`NewMelds.lay`), among the copies
the plan's other fates leave. Under ``released_joker_to_rack`` the joker may
go back to the rack instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from itertools import combinations

from rummy_desktop.ai.solver.glue import Part
from rummy_desktop.core.melds import check_meld
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.tiles import Tile


class NewMelds:
    """The new melds of released jokers, for one position."""

    def __init__(self, rack: Sequence[Tile], rules: RuleSet, table_jokers: set[int]) -> None:
        self.rack = list(rack)
        self.rules = rules
        self.table_jokers = table_jokers

    def split(
        self,
        relaxed: list[Part],
        exact: list[tuple[int, Part]],
        partners: Sequence[Tile] = (),
    ) -> tuple[list[tuple[int, Part]], list[tuple[int, Part]]]:
        """A table joker's fates split by its new meld.

        Every legal play lays a released joker in one of these melds (or,
        under ``released_joker_to_rack``, takes it back to the rack). Returns the
        relaxed parts split so, each with the index of its unsplit parent in
        ``relaxed`` (a part that is no release is its own split), and the
        exact parts split by each meld of their parent, with the index of that
        split parent. ``partners`` are the other table jokers that may be
        released: they may share the meld (:meth:`lay` then lays it once).
        """
        fates: list[tuple[int, Part]] = []
        split: list[list[tuple[int, tuple[Tile, ...] | None]]] = []
        for parent, part in enumerate(relaxed):
            if part.released is None:
                split.append([(len(fates), None)])
                fates.append((parent, part))
                continue
            ways: list[tuple[int, tuple[Tile, ...] | None]] = []
            for meld in self.melds_of(part.released, part, partners):
                ways.append((len(fates), meld))
                fates.append((parent, replace(part, melds=(*part.melds, meld))))
            if self.rules.released_joker_to_rack:
                ways.append((len(fates), ()))
                fates.append((parent, replace(part, home=True)))
            split.append(ways)
        exact_fates: list[tuple[int, Part]] = []
        for parent, part in exact:
            for index, laid in split[parent]:
                if laid is None or part.released is None:
                    exact_fates.append((index, part))
                elif not laid:
                    exact_fates.append((index, replace(part, home=True)))
                else:  # the meld's rack tiles are chosen again apart from the part's
                    exact_fates.append((index, replace(part, melds=(*part.melds, laid))))
        return fates, exact_fates

    def melds_of(
        self, joker: Tile, part: Part, partners: Sequence[Tile] = ()
    ) -> list[tuple[Tile, ...]]:
        """Every meld of ``joker``, rack tiles the part leaves free and jokers, laid out.

        The other jokers are rack jokers (one of a kind: only how many) and
        ``partners``, table jokers that may be released too (each its own).
        """
        banned = (
            {t.id for t in part.forced}
            | {t.id for b in part.blocks for t in b.laid}
            | {t.id for sd in part.seeds for t in sd.tiles}
        )
        reals: dict[int, Tile] = {}
        for t in self.rack:
            if not t.is_joker and t.id not in banned:
                reals.setdefault(t.kind, t)
        spare = [t for t in self.rack if t.is_joker and t.id not in banned]
        most = min(self.rules.max_jokers_per_meld, 1 + len(spare) + len(partners))
        # the jokers beside ``joker``, by how many: every set of partners, then rack jokers
        others: dict[int, list[tuple[Tile, ...]]] = {}
        for count in range(most):
            others[count] = [
                (*chosen, *spare[: count - size])
                for size in range(min(count, len(partners)) + 1)
                if count - size <= len(spare)
                for chosen in combinations(partners, size)
            ]
        found: dict[frozenset[int], tuple[Tile, ...]] = {}
        for colour in range(4):
            for start in range(1, 12):
                for end in range(start + 2, 14):
                    kinds = [colour * 13 + n - 1 for n in range(start, end + 1)]
                    for count in range(1, most + 1):
                        for holes in combinations(range(len(kinds)), count):
                            if count == len(kinds) or any(
                                i not in holes and k not in reals for i, k in enumerate(kinds)
                            ):
                                continue
                            for extra in others[count - 1]:
                                jokers = iter([joker, *extra])
                                meld = tuple(
                                    next(jokers) if i in holes else reals[k]
                                    for i, k in enumerate(kinds)
                                )
                                found.setdefault(frozenset(t.id for t in meld), meld)
        for number in range(1, 14):
            present = [reals[k] for c in range(4) if (k := c * 13 + number - 1) in reals]
            for size in (2, 3):
                for chosen in combinations(present, size):
                    for count in range(1, most + 1):
                        if size + count in (3, 4):
                            for extra in others[count - 1]:
                                meld = (*chosen, joker, *extra)
                                found.setdefault(frozenset(t.id for t in meld), meld)
        return [
            m
            for m in found.values()
            if check_meld([t.kind for t in m], self.rules.max_jokers_per_meld).valid
        ]

    def lay(self, parts: Sequence[Part], taken: set[int]) -> tuple[tuple[Tile, ...], ...] | None:
        """The released jokers' new melds of ``parts``, each laid once.

        Their rack tiles are copies that no other part takes (``taken``); a
        table joker in such a meld must be a released one whose own fate lays
        it in the same meld. None when that fails, or the rack has no copy left.
        """
        released = {p.released.id for p in parts if p.released is not None}
        table_jokers = self.table_jokers
        meld_of: dict[int, tuple[frozenset[int], tuple[int, ...]]] = {}
        for p in parts:
            for m in p.melds:
                if p.released is not None:
                    meld_of[p.released.id] = _meld_key(m, table_jokers)
        laid: set[tuple[frozenset[int], tuple[int, ...]]] = set()
        out: list[tuple[Tile, ...]] = []
        used = set(taken)
        for p in parts:
            for m in p.melds:
                key = _meld_key(m, table_jokers)
                if key in laid:
                    continue  # another released joker of it laid it already
                for t in m:
                    if t.id in table_jokers and (
                        t.id not in released or meld_of.get(t.id, key) != key
                    ):
                        return None  # a kept joker, or one laid in another meld
                chosen = self.rack_copies(m, used, table_jokers)
                if chosen is None:
                    return None
                used |= {t.id for t in chosen}
                laid.add(key)
                out.append(chosen)
        return tuple(out)

    def rack_copies(
        self, meld: tuple[Tile, ...], taken: set[int], table_jokers: set[int]
    ) -> tuple[Tile, ...] | None:
        """``meld`` with each rack tile (or rack joker) a copy not in ``taken``."""
        used = set(taken)
        out: list[Tile] = []
        for t in meld:
            if t.id in table_jokers:
                out.append(t)
                continue
            copy = next((c for c in self.rack if c.kind == t.kind and c.id not in used), None)
            if copy is None:
                return None
            used.add(copy.id)
            out.append(copy)
        return tuple(out)


def _meld_key(
    meld: tuple[Tile, ...], table_jokers: set[int]
) -> tuple[frozenset[int], tuple[int, ...]]:
    """A joker meld as a plan sees it: its table jokers by identity, the rest by kind."""
    return (
        frozenset(t.id for t in meld if t.id in table_jokers),
        tuple(sorted(t.kind for t in meld if t.id not in table_jokers)),
    )
