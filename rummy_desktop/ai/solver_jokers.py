"""Table jokers bound by the joker options, solved fate by fate with the fast programme.

Under ``joker_meld_locked`` every table joker ends the turn either *kept*
(standing for its old role in a meld that holds every real tile of its old
meld) or *released* (a replacement tile of its role joined a real tile of the
old meld, and the joker moves freely). Each fate turns into a problem the
counting programme of :mod:`rummy_desktop.ai.solver_fast` solves:

* kept in a run: the old run is a :class:`RunBlock` that may only grow at its
  ends; kept in a group: the old group is laid apart, with at most one more
  tile (a copy of a missing colour, or a free joker);
* released: a relaxation that every legal release satisfies (the replacement
  lies in a run for a run joker, is played at all for a group joker), then,
  only if needed, tighter plays glued to a real tile of the old meld.

Every play found is judged by :func:`rummy_desktop.core.referee.judge_play`.
When the best legal play found is worth less than the best relaxed one, the
answer is not proven and :func:`solve_constrained` returns ``None`` with that
bound, so the caller can run the general programme above it. Two jokers whose
roles share a tile (both stand for ``B3``) each release with a copy of their
own, as the referee asks. Positions this module does not model (two jokers in
one old meld, the joker options without the lock) return ``None``.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.solver_dp import Result
from rummy_desktop.ai.solver_fast import FreeEngine, RunBlock
from rummy_desktop.ai.solver_model import tile_weight
from rummy_desktop.core.melds import MeldKind, check_meld
from rummy_desktop.core.referee import judge_play
from rummy_desktop.core.rules import GroupJokerRelease, JokerRelease, RuleSet
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile, kind_colour, kind_number


@dataclass(frozen=True, slots=True)
class Part:
    """One fate of one table joker, as changes to the free problem.

    Attributes:
        removed: tile ids taken out of the free problem (laid by this part).
        forced: rack tiles that must be played somewhere.
        blocks: run stretches that must stay whole.
        melds: melds laid apart as they are.
        released: the table joker, when it becomes free.
        wants_joker: the part's group takes one free joker as its fourth tile.
        complete: every legal play with this fate is a play of this part.
    """

    removed: frozenset[int] = frozenset()
    forced: tuple[Tile, ...] = ()
    blocks: tuple[RunBlock, ...] = ()
    melds: tuple[tuple[Tile, ...], ...] = ()
    released: Tile | None = None
    wants_joker: bool = False
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
    return rules.joker_meld_locked and _sites(table, rules) is not None


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
    def parts(self, site: _Site) -> tuple[list[Part], list[Part]]:
        """(complete parts, glued parts) for one table joker."""
        complete: list[Part] = []
        glued: list[Part] = []
        ids = frozenset(t.id for t in site.meld)
        # two jokers whose roles share a tile each need their own copy of it
        copies = 2 if any(o is not site and o.role & site.role for o in self.sites) else 1
        reals = [t for t in site.meld if not t.is_joker]
        if site.is_run:
            start = kind_number(reals[0].kind) - site.meld.index(reals[0])
            colour = kind_colour(reals[0].kind)
            complete.append(Part(removed=ids, blocks=(RunBlock(colour, start, site.meld),)))
        else:
            complete.append(Part(removed=ids, melds=(site.meld,)))
            if len(site.meld) == 3:
                for tile in self.representatives(site.role, with_table=True, copies=copies):
                    complete.append(Part(removed=ids | {tile.id}, melds=((*site.meld, tile),)))
                if self.rules.max_jokers_per_meld >= 2:
                    complete.append(Part(removed=ids, melds=(site.meld,), wants_joker=True))
        release = self.rules.joker_release
        if release is JokerRelease.FREE:
            complete.append(Part(released=site.joker))
            return complete, glued
        with_table = release is JokerRelease.REPLACE
        cands = self.representatives(site.role, with_table=with_table, copies=copies)
        if site.is_run:
            number = kind_number(next(iter(site.role)))
            colour = kind_colour(next(iter(site.role)))
            for tile in cands:
                complete.append(
                    Part(
                        removed=frozenset({tile.id}),
                        blocks=(RunBlock(colour, number, (tile,)),),
                        released=site.joker,
                    )
                )
                for real in reals:
                    n = kind_number(real.kind)
                    if abs(n - number) != 1:
                        continue
                    pair = (real, tile) if n < number else (tile, real)
                    glued.append(
                        Part(
                            removed=frozenset({tile.id, real.id}),
                            blocks=(RunBlock(colour, min(n, number), pair),),
                            released=site.joker,
                            complete=False,
                        )
                    )
            return complete, glued
        kinds = sorted(site.role)
        options: list[tuple[Tile, ...]]
        if site.need_all:
            per_kind = [[t for t in cands if t.kind == k] for k in kinds]
            options = [(a, b) for a in per_kind[0] for b in per_kind[1]]
        else:
            options = [(t,) for t in cands]
        for chosen in options:
            forced = tuple(t for t in chosen if t.id in self.rack_ids)
            complete.append(
                Part(removed=frozenset(t.id for t in forced), forced=forced, released=site.joker)
            )
            glued.append(
                Part(
                    removed=frozenset(t.id for t in (*reals, *chosen)),
                    melds=((*reals, *chosen),),
                    released=site.joker,
                    complete=False,
                )
            )
        return complete, glued

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

    def resolve(self, parts: list[Part]) -> Iterator[tuple[list[Part], list[Tile]]]:
        """Concrete plans: each wanted joker picked from the free ones."""
        untangled = _untangle(parts)
        if untangled is None:
            return
        parts = untangled
        wanting = [p for p in parts if p.wants_joker]
        if not wanting:
            yield parts, []
            return
        if len(wanting) > 1:
            free = [p.released for p in parts if p.released is not None]
            rack_jokers = [t for t in self.rack if t.is_joker]
            pool = [*free, *rack_jokers]
            if len(pool) >= 2:
                yield parts, pool[:2]
            return
        options: list[Tile] = [p.released for p in parts if p.released is not None]
        rack_joker = next((t for t in self.rack if t.is_joker), None)
        if rack_joker is not None:
            options.append(rack_joker)
        for joker in options:
            yield parts, [joker]

    def run_plan(
        self, parts: list[Part], extra: list[Tile], best: int
    ) -> tuple[int, Result] | None:
        """The plan's best play above ``best``, as (score, result)."""
        removed = {i for p in parts for i in p.removed} | {t.id for t in extra}
        forced = [t for p in parts for t in p.forced]
        melds: list[tuple[Tile, ...]] = []
        wanting = iter(extra)
        for p in parts:
            for m in p.melds:
                melds.append((*m, next(wanting)) if p.wants_joker else m)
        blocks = [b for p in parts for b in p.blocks]
        laid = [t for m in melds for t in m] + [t for b in blocks for t in b.tiles]
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
            committed=len(laid_rack),
        )
        found = engine.run(floor=max(best - gain, -1))
        if found is None:
            return None
        return found.score + gain, Result(found.score + gain, [*found.melds, *map(list, melds)])

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
    """The best play when table jokers are bound by the options (the lock on).

    Returns None when the position is not modelled here (see the module
    docstring); otherwise an :class:`Outcome`.
    """
    sites = _sites(table, rules) if rules.joker_meld_locked else None
    if sites is None:
        return None
    search = _Search(table, rack, rules, value_objective, cancel, sites)
    per_site = [search.parts(s) for s in sites]
    best = 0
    best_result: Result | None = None
    pending = 0
    runs = 0

    tried: set[tuple[object, ...]] = set()

    def attempt(combo: list[Part]) -> None:
        nonlocal best, best_result, pending, runs
        complete = all(p.complete for p in combo)
        for parts, extra in search.resolve(combo):
            key = (_plan_key(parts, extra), complete)
            if key in tried:
                continue  # the same problem reached through another joker's fate
            tried.add(key)
            runs += 1
            found = search.run_plan(parts, extra, best)
            if found is None:
                continue
            score, result = found
            if search.legal(result):
                if score > best:
                    best, best_result = score, result
            elif complete:
                pending = max(pending, score)

    for combo in search.combos([c for c, _ in per_site]):
        attempt(combo)
    if pending > best:
        mixed = [c + g for c, g in per_site]
        for combo in search.combos(mixed):
            if all(p.complete for p in combo):
                continue
            attempt(combo)
    proven = pending <= best
    return Outcome(best_result, proven, bound=pending, runs=runs)


def _untangle(parts: list[Part]) -> list[Part] | None:
    """The parts made compatible, or None when they exclude each other.

    A replacement tile that a kept meld of another joker already lays (its old
    real, or the tile added to its group) leaves that release without a place
    of its own: the release is then relaxed to "the joker is free" (the play
    found is judged anyway). Two releases that claim one tile clash, as they
    do for the referee, which gives every release a tile of its own.
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
    return out


def _plan_key(parts: list[Part], extra: list[Tile]) -> tuple[object, ...]:
    """What the counting programme is asked: equal keys, equal problems."""
    return (
        frozenset(i for p in parts for i in p.removed),
        tuple(sorted(t.id for p in parts for t in p.forced)),
        tuple(
            sorted(
                (b.colour, b.start, tuple(t.id for t in b.tiles)) for p in parts for b in p.blocks
            )
        ),
        tuple(sorted(tuple(t.id for t in m) for p in parts for m in p.melds)),
        tuple(p.wants_joker for p in parts),
        tuple(t.id for t in extra),
    )
