"""Table jokers bound by the joker options, solved fate by fate with the fast programme.

Every table joker ends the turn either *kept* (in a meld with a real tile of
its old meld, standing for its old role; under ``joker_meld_locked`` that
meld holds every real tile of the old meld) or *released* (a replacement
tile of its role joined a real tile of the old meld, and the joker moves
freely). Each fate turns into a problem the counting programme of
:mod:`rummy_desktop.ai.solver.counting` solves, with run blocks (stretches that
stay whole inside one run) and group seeds (tiles that end in one group):

* kept, locked: the old run is a block that may only grow at its ends, the
  old group a seed that may take one more tile;
* kept, not locked: relaxed, the joker at its number in a run of its colour
  or in a group of its number; tight, linked to an old real (a block from
  the joker to the nearest old real in the run, a seed holding a copy of
  each old colour);
* released: relaxed, the replacement lies in a run (run joker) or is played
  at all (group joker); tight, the replacement linked to an old real in the
  same way.

Every set of fates of one joker covers every legal play. Every play found
is judged by :func:`rummy_desktop.core.referee.judge_play` (cheap for a legal
play, dear for a refused one: the referee tries every reading of it).

The fates come in levels, each part of a level admitting no play its parent
in the level before does not: the relaxed fates; under
``released_joker_new_meld_only`` the release parts split by the new meld of
rack tiles the joker lies in (:meth:`_Search.in_new_melds`; two released
jokers may share one); then the tight fates. A combination of one level is
asked only when its parents' optimum beat the best legal play and the
referee refused it. The relaxed combinations are asked in two rounds: a
first look of :data:`FIRST_LOOK` polls each, then the dear ones, most
promising first (a narrow beam pass ranks them), so that a legal best found
early cuts the rest; two plans or one, and a deeper level, are ranked at
once (a first look of each cost more than it saved). The order changes the
work, never the answer. When an illegal optimum of the last level still
beats the best legal play, the answer is not proven and
:func:`solve_constrained` returns that bound, so the caller can run the
general programme above it. Two jokers whose roles share a tile each release
with a copy of their own, as the referee asks. Two jokers in one old meld
are not modelled (None).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from itertools import combinations, product
from typing import Final

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.solver.counting import FreeEngine, GroupSeed, Result, RunBlock, tile_weight
from rummy_desktop.core.melds import MeldKind, check_meld
from rummy_desktop.core.referee import judge_play
from rummy_desktop.core.rules import GroupJokerRelease, JokerRelease, RuleSet
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile, kind_colour, kind_number

FIRST_LOOK: Final = 8
"""Polls each relaxed plan may take on its first look; a plan that needs more
is deferred until every cheap plan is settled, then asked again, the most
promising first (see :func:`solve_constrained`)."""
GLIMPSE: Final = 8
LOOKS: Final = 8
"""Deferred plans after which the rest get no first look: they are ranked at
once (the fate search of one ``tiles50`` position had 34 plans, every one dear,
and the first looks took 270 of its 347 polls)."""
"""States a layer of the beam pass that ranks the deferred plans."""


class Deferred(Enum):
    """A plan's search stopped early, to be asked again (see :meth:`_Search.run_plan`)."""

    DEFERRED = "deferred"


DEFERRED: Final = Deferred.DEFERRED


@dataclass(frozen=True, slots=True)
class Part:
    """One fate of one table joker, as changes to the free problem.

    Attributes:
        removed: tile ids taken out of the free problem (laid by this part).
        forced: rack tiles that must be played somewhere.
        blocks: run stretches that must stay whole.
        melds: melds laid apart as they are.
        released: the table joker, when it becomes free.
        seeds: groups that must hold these tiles together.
        complete: False for a tight release part (glued to the old meld): it
            cannot be relaxed to "the joker is free" when a kept meld takes
            its tile.
    """

    removed: frozenset[int] = frozenset()
    forced: tuple[Tile, ...] = ()
    blocks: tuple[RunBlock, ...] = ()
    melds: tuple[tuple[Tile, ...], ...] = ()
    released: Tile | None = None
    seeds: tuple[GroupSeed, ...] = ()
    complete: bool = True


@dataclass(slots=True)
class Outcome:
    """What the fate-by-fate search proved.

    ``result`` is the best legal play found (None: nothing playable found);
    ``proven`` says whether no play can beat it; otherwise ``bound`` is the
    best relaxed score, an upper bound the general programme must look above
    ``result``'s score for.
    """

    result: Result | None
    proven: bool
    bound: int = 0
    runs: int = 0
    judged: list[int] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class _Site:
    joker: Tile
    meld: tuple[Tile, ...]
    is_run: bool
    role: frozenset[int]
    need_all: bool


def supported(table: Table, rules: RuleSet) -> bool:
    """Whether this module models the position's table jokers."""
    return _sites(table, rules) is not None


def _sites(table: Table, rules: RuleSet) -> list[_Site] | None:
    sites: list[_Site] = []
    for meld in table.melds():
        check = check_meld(meld.kinds, rules.max_jokers_per_meld)
        if not check.valid or check.joker_count == 0:
            continue
        if check.joker_count > 1:
            return None
        pos = next(i for i, t in enumerate(meld.tiles) if t.is_joker)
        is_run = check.kind is MeldKind.RUN
        need_all = (
            rules.group_joker_release is GroupJokerRelease.ALL_MISSING
            and not is_run
            and len(meld.tiles) == 3
        )
        sites.append(_Site(meld.tiles[pos], meld.tiles, is_run, check.roles[pos], need_all))
    return sites


class _Search:
    def __init__(
        self,
        table: Table,
        rack: Sequence[Tile],
        rules: RuleSet,
        value_objective: bool,
        cancel: CancelFlag | None,
        sites: Sequence[_Site] = (),
    ) -> None:
        self.sites = list(sites)
        self.owner = {t.id: i for i, s in enumerate(sites) for t in s.meld if not t.is_joker}
        self.table = table
        self.rack = list(rack)
        self.rules = rules
        self.value_objective = value_objective
        self.cancel = cancel
        self.rack_ids = {t.id for t in rack}
        self.table_tiles = table.tiles()

    def weight(self, t: Tile) -> int:
        if t.id not in self.rack_ids:
            return 0
        return tile_weight(t.number, self.rules.joker_penalty, t.is_joker, self.value_objective)

    # -- the fates of one joker ---------------------------------------------
    def parts(self, site: _Site) -> tuple[list[Part], list[tuple[int, Part]]]:
        """(relaxed, tight) fates of one table joker.

        Each list covers every legal play: whatever a legal play does with
        this joker, some part of either list admits it. The relaxed list is
        cheaper; the tight one follows the referee closer (a replacement
        tile, or without the lock a kept joker, joined to a real tile of
        the old meld) and is asked only when the relaxed one cannot prove.
        Each tight part comes with the index of its relaxed parent, a part
        that admits every play it admits.
        """
        ids = frozenset(t.id for t in site.meld)
        # two jokers whose roles share a tile each need their own copy of it
        copies = 2 if any(o is not site and o.role & site.role for o in self.sites) else 1
        reals = [t for t in site.meld if not t.is_joker]
        number = kind_number(next(iter(site.role)))
        locked = self.rules.joker_meld_locked
        kept: list[Part]
        kept_tight: list[tuple[int, Part]]
        if locked and site.is_run:
            start = kind_number(reals[0].kind) - site.meld.index(reals[0])
            colour = kind_colour(reals[0].kind)
            kept = [Part(removed=ids, blocks=(RunBlock(colour, start, site.meld),))]
            kept_tight = [(0, kept[0])]
        elif locked:
            kept = [Part(removed=ids, seeds=(GroupSeed(number, site.meld),))]
            kept_tight = [(0, kept[0])]
        else:
            # kept without the lock: relaxed, the joker at its number in a run
            # of its colour or in a group of its number; tight, linked
            only = frozenset({site.joker.id})
            if site.is_run:
                colour = kind_colour(next(iter(site.role)))
                kept = [Part(removed=only, blocks=(RunBlock(colour, number, (site.joker,)),))]
            else:
                kept = [Part(removed=only, seeds=(GroupSeed(number, (site.joker,)),))]
            linked, whole = self.links(site, site.joker, None, tight=False)
            kept_tight = [(0, p) for p in linked] + ([] if whole else [(0, kept[0])])
        release = self.rules.joker_release
        if release is JokerRelease.FREE:
            free = [*kept, Part(released=site.joker)]
            return free, [*kept_tight, (len(kept), free[-1])]
        with_table = release is JokerRelease.REPLACE
        cands = self.representatives(site.role, with_table=with_table, copies=copies)
        relaxed: list[Part] = []
        tight: list[tuple[int, Part]] = []
        covered = True
        if site.is_run:
            colour = kind_colour(next(iter(site.role)))
            for tile in cands:
                relaxed.append(
                    Part(
                        removed=frozenset({tile.id}),
                        blocks=(RunBlock(colour, number, (tile,)),),
                        released=site.joker,
                    )
                )
                linked, whole = self.links(site, tile, site.joker, tight=True)
                tight.extend((len(kept) + len(relaxed) - 1, p) for p in linked)
                covered = covered and whole
        else:
            kinds = sorted(site.role)
            options: list[tuple[Tile, ...]]
            if site.need_all:
                per_kind = [[t for t in cands if t.kind == k] for k in kinds]
                options = [(a, b) for a in per_kind[0] for b in per_kind[1]]
            else:
                options = [(t,) for t in cands]
            for chosen in options:
                forced = tuple(t for t in chosen if t.id in self.rack_ids)
                relaxed.append(
                    Part(
                        removed=frozenset(t.id for t in forced),
                        forced=forced,
                        released=site.joker,
                    )
                )
                for real in reals:
                    tight.append(
                        (
                            len(kept) + len(relaxed) - 1,
                            Part(
                                removed=frozenset(t.id for t in (real, *chosen)),
                                seeds=(GroupSeed(number, (real, *chosen)),),
                                released=site.joker,
                                complete=False,
                            ),
                        )
                    )
        if not covered:
            tight = [*((len(kept) + i, p) for i, p in enumerate(relaxed)), *tight]
        return kept + relaxed, [*kept_tight, *tight]

    def links(
        self, site: _Site, tile: Tile, released: Tile | None, *, tight: bool
    ) -> tuple[list[Part], bool]:
        """``tile`` at the joker's role joined to a real tile of its old meld.

        For a group: ``tile`` in one group with one old real (a seed each);
        a kept joker (``tile`` is the joker) stands for its old role only in
        a group holding every colour its old group held, so its seed needs
        those colours (any copies: a slight relaxation, the referee judges).
        For a run: a run block from ``tile`` to an old real, the tiles between
        (none of them old reals: the nearest old real in the run is meant)
        taken from representatives. Returns the parts and whether they cover
        every such play (old reals farther than three numbers are not linked).
        """
        reals = [t for t in site.meld if not t.is_joker]
        number = kind_number(next(iter(site.role)))
        used = {tile.id} | ({released.id} if released is not None else set())
        parts: list[Part] = []
        if not site.is_run and tile.is_joker:
            # any copies of the old colours: rarely none of them an old real
            needs = frozenset(kind_colour(t.kind) for t in reals)
            seed = GroupSeed(number, (tile,), needs)
            part = Part(removed=frozenset({tile.id}), seeds=(seed,), complete=not tight)
            return [part], True
        if not site.is_run:
            for real in reals:
                parts.append(
                    Part(
                        removed=frozenset({real.id, tile.id}),
                        seeds=(GroupSeed(number, (real, tile)),),
                        released=released,
                        complete=not tight,
                    )
                )
            return parts, True
        colour = kind_colour(next(iter(site.role)))
        real_ids = {t.id for t in reals}
        jokers = [released] if released is not None else []
        rack_joker = next((t for t in self.rack if t.is_joker), None)
        if rack_joker is not None and rack_joker.id not in used:
            jokers.append(rack_joker)
        whole = True
        for real in reals:
            m = kind_number(real.kind)
            gap = range(min(m, number) + 1, max(m, number))
            if len(gap) > 2:
                whole = False
                continue
            fills: list[list[Tile]] = []
            for k in gap:
                kind = colour * 13 + k - 1
                options = [
                    t
                    for t in self.representatives(frozenset({kind}), with_table=True)
                    if t.id not in real_ids
                ]
                fills.append(options + jokers)
            for between in product(*fills):
                if len({t.id for t in between}) < len(between):
                    continue
                stretch = (real, *between, tile) if m < number else (tile, *between, real)
                parts.append(
                    Part(
                        removed=frozenset(t.id for t in stretch),
                        blocks=(RunBlock(colour, min(m, number), stretch),),
                        released=released,
                        complete=not tight,
                    )
                )
        return parts, whole

    def in_new_melds(
        self,
        relaxed: list[Part],
        tight: list[tuple[int, Part]],
        partners: Sequence[Tile] = (),
    ) -> tuple[list[tuple[int, Part]], list[tuple[int, Part]]]:
        """A table joker's fates split by its new meld (``released_joker_new_meld_only``).

        A released joker may only lie in a new meld of rack tiles (and
        jokers), which the free joker of a release part does not know: its
        relaxed optimum may put the joker beside table tiles, the referee
        refuses it, and no tight fate could prove the answer (a ``tiles50``
        position went to the general programme). So each release part is
        split by that new meld, laid apart: every legal play lays the joker in
        one of them. Returns the relaxed parts split so, each with the index
        of its unsplit parent in ``relaxed`` (a part that is no release is
        its own split), and the tight parts split by each meld of their
        parent, with the index of that split parent. ``partners`` are the
        other table jokers that may be released: they may share the meld
        (:meth:`untangle` then asks the same meld of both).
        """
        fates: list[tuple[int, Part]] = []
        split: list[list[tuple[int, tuple[Tile, ...] | None]]] = []
        for parent, part in enumerate(relaxed):
            if part.released is None:
                split.append([(len(fates), None)])
                fates.append((parent, part))
                continue
            ways: list[tuple[int, tuple[Tile, ...] | None]] = []
            for meld in self.rack_melds(part.released, part, partners):
                ways.append((len(fates), meld))
                fates.append((parent, _in_meld(part, meld)))
            split.append(ways)
        tight_fates: list[tuple[int, Part]] = []
        for parent, part in tight:
            for index, laid in split[parent]:
                if laid is None or part.released is None:
                    tight_fates.append((index, part))
                else:  # the meld's rack tiles are chosen again apart from the part's
                    tight_fates.append((index, _in_meld(part, laid)))
        return fates, tight_fates

    def rack_melds(
        self, joker: Tile, part: Part, partners: Sequence[Tile] = ()
    ) -> list[tuple[Tile, ...]]:
        """Every meld of ``joker``, rack tiles the part leaves free and jokers, laid out.

        The other jokers are rack jokers (one of a kind: only how many) and
        ``partners``, table jokers that may be released too (each its own).
        """
        banned = part.removed | {t.id for t in part.forced}
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

    def representatives(
        self, kinds: frozenset[int], with_table: bool, copies: int = 1
    ) -> list[Tile]:
        """Up to ``copies`` tiles per class among ``kinds``.

        A class is (kind, rack or table, the joker meld the tile belongs to):
        tiles of one class are interchangeable in the counting programme.
        """
        out: list[Tile] = []
        seen: dict[tuple[int, bool, int], int] = {}
        pools = [(True, self.rack)] + ([(False, self.table_tiles)] if with_table else [])
        for from_rack, tiles in pools:
            for t in tiles:
                key = (t.kind, from_rack, self.owner.get(t.id, -1))
                if t.kind in kinds and seen.get(key, 0) < copies:
                    seen[key] = seen.get(key, 0) + 1
                    out.append(t)
        return out

    # -- combining fates ----------------------------------------------------
    def combos(self, choices: list[list[Part]]) -> Iterator[list[Part]]:
        if not choices:
            yield []
            return
        first, *rest = choices
        for part in first:
            for tail in self.combos(rest):
                yield [part, *tail]

    def run_plan(
        self, parts: list[Part], best: int, polls: int | None = None
    ) -> tuple[int, Result] | Deferred | None:
        """The plan's best play above ``best``, as (score, result).

        With ``polls``, the search stops after that many polls of its flag
        and :data:`DEFERRED` says so (the work is lost: the plan is asked
        again later, above a better floor).
        """
        engine, gain, melds = self.plan_engine(parts)
        walk = engine.walk(floor=max(best - gain, -1))
        taken = 0
        while True:
            try:
                next(walk)
            except StopIteration as done:
                found: Result | None = done.value
                break
            taken += 1
            if polls is not None and taken > polls:
                walk.close()
                return DEFERRED
        if found is None:
            return None
        return found.score + gain, Result(found.score + gain, [*found.melds, *map(list, melds)])

    def glimpse(self, parts: list[Part]) -> int:
        """The score of a play of the plan that one narrow beam pass finds, -1 for none.

        Not judged: judging a play the referee refuses tries every reading
        of it and costs more than the pass.
        """
        engine, gain, _ = self.plan_engine(parts)
        found = engine.glimpse(GLIMPSE)
        return -1 if found < 0 else found + gain

    def plan_engine(self, parts: list[Part]) -> tuple[FreeEngine, int, list[tuple[Tile, ...]]]:
        """The plan as a question to the counting programme.

        Returns the engine, the score of the rack tiles the plan lays itself,
        and the melds it lays apart.
        """
        melds = [m for p in parts for m in p.melds]
        removed = {i for p in parts for i in p.removed} | {t.id for m in melds for t in m}
        forced = [t for p in parts for t in p.forced]
        blocks = [b for p in parts for b in p.blocks]
        seeds = [sd for p in parts for sd in p.seeds]
        laid = [
            *(t for m in melds for t in m),
            *(t for b in blocks for t in b.laid),
            *(t for sd in seeds for t in sd.tiles),
        ]
        laid_rack = [t for t in (*laid, *forced) if t.id in self.rack_ids]
        gain = sum(self.weight(t) for t in laid_rack)
        table_tiles = [t for t in self.table_tiles if t.id not in removed] + forced
        rack = [t for t in self.rack if t.id not in removed]
        engine = FreeEngine(
            table_tiles,
            rack,
            self.rules,
            value_objective=self.value_objective,
            initial=False,
            cancel=self.cancel,
            blocks=blocks,
            seeds=seeds,
            committed=len(laid_rack),
        )
        return engine, gain, melds

    def untangle(self, parts: list[Part]) -> list[Part] | None:
        """The parts made compatible, or None when they exclude each other.

        A replacement tile that a kept meld of another joker already lays (its
        old real, or the tile added to its group) leaves that release without
        a place of its own: the release is then relaxed to "the joker is free"
        (the play found is judged anyway). Two releases that claim one tile
        clash, as they do for the referee, which gives every release a tile of
        its own. A released joker's new meld (``released_joker_new_meld_only``)
        holds no kept joker; another released joker in it must lie in the same
        meld by its own fate, laid once; its rack tiles are chosen last, among
        the copies the other parts leave (None when none is left).
        """
        kept: set[int] = set()
        for p in parts:
            if p.released is None:
                if kept & p.removed:
                    return None
                kept |= p.removed
        out: list[Part] = []
        taken: set[int] = set()
        for p in parts:
            if p.released is not None:
                if p.removed & kept:
                    if not p.complete:
                        return None
                    p = Part(released=p.released)
                if p.removed & taken:
                    return None
                taken |= p.removed
            out.append(p)
        if not any(p.melds for p in out):
            return out
        return self.lay_joker_melds(out, kept | taken)

    def lay_joker_melds(self, parts: list[Part], taken: set[int]) -> list[Part] | None:
        """The released jokers' new melds of ``parts``, each laid once, with rack
        tiles that no other part takes (see :meth:`untangle`)."""
        released = {p.released.id for p in parts if p.released is not None}
        table_jokers = {s.joker.id for s in self.sites}
        meld_of: dict[int, tuple[frozenset[int], tuple[int, ...]]] = {}
        for p in parts:
            for m in p.melds:
                if p.released is not None:
                    meld_of[p.released.id] = _meld_key(m, table_jokers)
        taken = set(taken) | {t.id for p in parts for t in p.forced}
        laid: set[tuple[frozenset[int], tuple[int, ...]]] = set()
        out: list[Part] = []
        for p in parts:
            melds: list[tuple[Tile, ...]] = []
            for m in p.melds:
                key = _meld_key(m, table_jokers)
                if key in laid:
                    continue  # another released joker of it laid it already
                for t in m:
                    if t.id in table_jokers and (
                        t.id not in released or meld_of.get(t.id, key) != key
                    ):
                        return None  # a kept joker, or one laid in another meld
                chosen = self.rack_copies(m, taken, table_jokers)
                if chosen is None:
                    return None
                taken |= {t.id for t in chosen}
                laid.add(key)
                melds.append(chosen)
            out.append(p if tuple(melds) == p.melds else replace(p, melds=tuple(melds)))
        return out

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

    def legal(self, result: Result) -> bool:
        after = lay_out(self.table, [tuple(m) for m in result.melds])
        return not judge_play(self.rules, self.table, after, self.rack, True)


def solve_constrained(
    table: Table,
    rack: Sequence[Tile],
    rules: RuleSet,
    *,
    value_objective: bool,
    cancel: CancelFlag | None = None,
) -> Outcome | None:
    """The best play when table jokers are bound by the options.

    Every combination of one relaxed fate per joker is solved first; when an
    illegal optimum of one of them beats the best legal play, the fates of
    the next level under it are tried (the split by new meld, then the tight
    fates), and the answer is proven when no combination's optimum of the
    last level that the referee refuses beats the best legal play either.

    Returns None when the position is not modelled here (see the module
    docstring); otherwise an :class:`Outcome`.
    """
    sites = _sites(table, rules)
    if sites is None:
        return None
    search = _Search(table, rack, rules, value_objective, cancel, sites)
    per_site = [search.parts(s) for s in sites]
    # each joker's fates in levels, each part of a level with its parent in the one before
    levels: list[list[list[tuple[int, Part]]]] = [[[(-1, p) for p in r], t] for r, t in per_site]
    if rules.released_joker_new_meld_only and not rules.released_joker_to_rack:
        # every joker that may be released is split by its new meld, a level between
        free = [s.joker for s, (r, _) in zip(sites, per_site, strict=True) if _releases(r)]
        for site, (r, t), joker_levels in zip(sites, per_site, levels, strict=True):
            if _releases(r):
                split, split_tight = search.in_new_melds(
                    r, t, [j for j in free if j is not site.joker]
                )
                joker_levels[1:] = [split, split_tight]
            else:
                joker_levels[1:] = [list(enumerate(r)), t]
    best = 0
    best_result: Result | None = None
    runs = 0
    # plan -> the illegal optimum it found (0: none above the best of its time)
    tried: dict[tuple[object, ...], int] = {}

    def attempt(combo: list[Part], polls: int | None = None) -> int | None:
        """The combination's illegal optimum above the best legal play, else 0.

        None when ``polls`` ran out first (the plan is not settled).
        """
        nonlocal best, best_result, runs
        parts = search.untangle(combo)
        if parts is None:
            return 0
        key = _plan_key(parts)
        if key not in tried:
            found = search.run_plan(parts, best, polls)
            if found is DEFERRED:
                return None
            runs += 1
            tried[key] = 0
            if found is not None:
                score, result = found
                if search.legal(result):
                    if score > best:
                        best, best_result = score, result
                else:
                    tried[key] = score
        return tried[key]

    def glimpse(combo: list[Part]) -> int:
        parts = search.untangle(combo)
        return -1 if parts is None else search.glimpse(parts)

    # Level by level: the relaxed combinations first; a combination of the
    # next level admits no play its parents do not, so it is asked only when
    # its parents' optimum was illegal and above the best legal play.
    # Each level in two rounds. First every plan in turn, each for FIRST_LOOK
    # polls at most (until LOOKS plans were deferred; on a deeper level, or
    # with two plans or one, none: they are ranked at once): most plans settle at
    # once, and a legal play found early lets the counting programme cut the
    # others. The dear plans are deferred, ranked by a narrow beam pass each,
    # and asked in that order above the best legal play so far: the answer
    # does not depend on the order, only the work. A dutch position of the
    # class benchmark asked its dear plans kept jokers first; two of them
    # found plays the referee refused before the plan that frees both jokers
    # found the legal best (239 polls; now 80).
    def settle(
        combos: dict[tuple[int, ...], list[Part]],
        parents: dict[tuple[int, ...], tuple[int, ...]],
        above: dict[tuple[int, ...], int] | None,
    ) -> dict[tuple[int, ...], int]:
        """Each combination's illegal optimum above the best legal play (0: none)."""

        def needed(index: tuple[int, ...]) -> bool:
            return above is None or above[parents[index]] > best

        upper: dict[tuple[int, ...], int] = {}
        deferred: list[tuple[int, ...]] = []
        for index, combo in combos.items():
            if not needed(index):
                upper[index] = 0
            elif len(deferred) >= (LOOKS if above is None else 0):
                deferred.append(index)
            else:
                settled = attempt(combo, FIRST_LOOK if len(combos) > 2 else None)
                if settled is None:
                    deferred.append(index)
                else:
                    upper[index] = settled
        promise = {
            index: glimpse(combos[index]) if len(deferred) > 1 and needed(index) else 0
            for index in deferred
        }

        def rank(index: tuple[int, ...]) -> tuple[int, int]:
            # ties: the plan that frees more jokers first (it admits more plays)
            return -promise[index], -sum(p.released is not None for p in combos[index])

        for index in sorted(deferred, key=rank):
            if not needed(index):
                upper[index] = 0
                continue
            settled = attempt(combos[index])
            assert settled is not None
            upper[index] = settled
        return upper

    above: dict[tuple[int, ...], int] | None = None
    pending = 0
    for depth in range(len(levels[0])):
        combos: dict[tuple[int, ...], list[Part]] = {}
        parents: dict[tuple[int, ...], tuple[int, ...]] = {}
        for choice in product(*(enumerate(joker[depth]) for joker in levels)):
            index = tuple(i for i, _ in choice)
            parents[index] = tuple(parent for _, (parent, _) in choice)
            combos[index] = [part for _, (_, part) in choice]
        if above is not None:
            # the children of the dearest illegal optima first
            known = above
            order = sorted(combos, key=lambda index: -known[parents[index]])
            combos = {index: combos[index] for index in order}
        above = settle(combos, parents, above)
        pending = max(above.values(), default=0)
        if pending <= best:
            break
    proven = pending <= best
    return Outcome(best_result, proven, bound=pending, runs=runs)


def _in_meld(part: Part, meld: tuple[Tile, ...]) -> Part:
    """``part`` with its released joker laid apart in ``meld`` (its rack tiles are
    chosen again when the plan is put together, see :meth:`_Search.untangle`)."""
    return Part(
        removed=part.removed,
        forced=part.forced,
        blocks=part.blocks,
        melds=(*part.melds, meld),
        released=part.released,
        seeds=part.seeds,
        complete=part.complete,
    )


def _releases(parts: list[Part]) -> bool:
    return any(p.released is not None for p in parts)


def _meld_key(
    meld: tuple[Tile, ...], table_jokers: set[int]
) -> tuple[frozenset[int], tuple[int, ...]]:
    """A joker meld as a plan sees it: its table jokers by identity, the rest by kind."""
    return (
        frozenset(t.id for t in meld if t.id in table_jokers),
        tuple(sorted(t.kind for t in meld if t.id not in table_jokers)),
    )


def _plan_key(parts: list[Part]) -> tuple[object, ...]:
    """What the counting programme is asked: equal keys, equal problems."""
    return (
        frozenset(i for p in parts for i in p.removed),
        tuple(sorted(t.id for p in parts for t in p.forced)),
        tuple(
            sorted(
                (b.colour, b.start, tuple(-1 if t is None else t.id for t in b.tiles))
                for p in parts
                for b in p.blocks
            )
        ),
        tuple(sorted(tuple(t.id for t in m) for p in parts for m in p.melds)),
        tuple(
            sorted(
                (sd.number, tuple(t.id for t in sd.tiles), tuple(sorted(sd.needs)))
                for p in parts
                for sd in p.seeds
            )
        ),
    )
