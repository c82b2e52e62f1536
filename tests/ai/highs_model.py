"""An independent integer programme for the solver (test and benchmark only).

Set partitioning after den Hertog and Hulshof (2006): one integer variable per
possible meld (every run with every choice of joker positions, every group),
counting how often that meld is on the table after the play. Every table tile
must be used, rack tiles may be, jokers likewise. Solved by HiGHS through
``scipy.optimize.milp``. It knows nothing of the dynamic programme, so
agreement on many positions is real evidence.

:func:`highs_best` models jokers that move freely (the ``easy`` and ``online``
rule sets, or any rule set when no joker lies on the table), the initial meld,
the jokers-per-meld limit and the tiles-per-turn limit;
:func:`highs_bound_best` models table jokers bound by the joker options, on
tile identities, after the initial meld. Both return the optimal score in the
solver's units: primary * 1000 + secondary.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations

import numpy as np
from scipy.optimize import Bounds, LinearConstraint, milp
from scipy.sparse import lil_matrix

from rummy_desktop.ai.solver.counting import tile_weight
from rummy_desktop.ai.solver.floor import restrictive
from rummy_desktop.core.melds import MeldKind, check_meld
from rummy_desktop.core.rules import GroupJokerRelease, JokerRelease, RuleSet
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile

JOKER = 52


def _candidates(max_jokers: int) -> Iterator[tuple[dict[int, int], int, int, int]]:
    """(real kinds used, jokers, value with jokers, value without jokers) per meld."""
    for colour in range(4):
        for start in range(1, 12):
            for end in range(start + 2, 14):
                numbers = list(range(start, end + 1))
                for j in range(max_jokers + 1):
                    for holes in combinations(numbers, j):
                        if len(holes) == len(numbers):
                            continue
                        reals = {colour * 13 + n - 1: 1 for n in numbers if n not in holes}
                        full = sum(numbers)
                        yield reals, j, full, full - sum(holes)
    for number in range(1, 14):
        for size in (3, 4):
            for j in range(max_jokers + 1):
                reals_n = size - j
                if reals_n < 1 or (reals_n == 1 and number not in (1, 2, 12, 13)):
                    continue
                for colours in combinations(range(4), reals_n):
                    reals = {c * 13 + number - 1: 1 for c in colours}
                    yield reals, j, number * size, number * reals_n


def highs_best(
    table: Table,
    rack: Sequence[Tile],
    rules: RuleSet,
    *,
    value_objective: bool,
    initial: bool,
) -> int:
    """The best score (0 when nothing can be played), by HiGHS."""
    table_tiles = [] if initial else table.tiles()
    need = [0] * 53
    extra = [0] * 53
    for t in table_tiles:
        need[t.kind] += 1
    for t in rack:
        extra[t.kind] += 1
    avail = [need[k] + extra[k] for k in range(53)]
    melds = [
        m
        for m in _candidates(rules.max_jokers_per_meld)
        if all(avail[k] >= 1 for k in m[0]) and m[1] <= avail[JOKER]
    ]
    if not melds:
        return 0
    kinds = [k for k in range(53) if avail[k]]
    row_of = {k: i for i, k in enumerate(kinds)}
    nm = len(melds)
    # variables: melds (0..2 each), then z (anything played, binary)
    nv = nm + 1
    a = np.zeros((len(kinds), nv))
    for i, (reals, j, _, _) in enumerate(melds):
        for k in reals:
            a[row_of[k], i] = 1
        if j:
            a[row_of[JOKER], i] = j
    lower = np.array([need[k] for k in kinds], dtype=float)
    upper = np.array([avail[k] for k in kinds], dtype=float)
    constraints = [LinearConstraint(a, lower, upper)]
    weights = np.zeros(nv)
    penalty = rules.joker_penalty
    for k in kinds:
        w = tile_weight(k % 13 + 1, penalty, k == JOKER, value_objective)
        weights += w * a[row_of[k]]
    offset = sum(
        need[k] * tile_weight(k % 13 + 1, penalty, k == JOKER, value_objective) for k in kinds
    )
    played_row = a.sum(axis=0)  # tiles on the table after the play
    table_count = float(sum(need))
    limit = rules.max_tiles_per_turn
    if limit is not None:
        constraints.append(LinearConstraint(played_row, -np.inf, table_count + limit))
    if initial:
        counts = rules.joker_value_counts()
        value_row = np.zeros(nv)
        for i, m in enumerate(melds):
            value_row[i] = m[2] if counts else m[3]
        value_row[nm] = -rules.initial_meld_points
        constraints.append(LinearConstraint(value_row, 0, np.inf))
        link = played_row.copy()
        link[nm] = -float(sum(avail))
        constraints.append(LinearConstraint(link, -np.inf, 0))
    bounds_upper = np.full(nv, 2.0)
    bounds_upper[nm] = 1.0
    result = milp(
        -weights,
        constraints=constraints,
        integrality=np.ones(nv),
        bounds=Bounds(np.zeros(nv), bounds_upper),
    )
    if result.status != 0 or result.x is None:
        return 0
    return round(-result.fun - offset)


# -- bound table jokers -------------------------------------------------------


@dataclass(frozen=True)
class _Laid:
    """A meld as laid out, by kinds: its real kinds and what each joker stands for."""

    reals: tuple[int, ...]
    holes: tuple[frozenset[int], ...]


def _laid_candidates(max_jokers: int) -> Iterator[_Laid]:
    """Every valid meld as laid out (a meld of one real tile and jokers lies as a run,
    except at 1, 2, 12 and 13, where ``J J K2`` and ``K12 J J`` are groups)."""
    for colour in range(4):
        for start in range(1, 12):
            for end in range(start + 2, 14):
                numbers = range(start, end + 1)
                for j in range(max_jokers + 1):
                    for holes in combinations(numbers, j):
                        if len(holes) == len(numbers):
                            continue
                        yield _Laid(
                            tuple(colour * 13 + n - 1 for n in numbers if n not in holes),
                            tuple(frozenset({colour * 13 + h - 1}) for h in holes),
                        )
    for number in range(1, 14):
        for size in (3, 4):
            for j in range(max_jokers + 1):
                for colours in combinations(range(4), size - j):
                    # one real tile and two jokers lie as a group where no run reads
                    if len(colours) < 2 and not (j == 2 and number in (1, 2, 12, 13)):
                        continue
                    missing = frozenset(c * 13 + number - 1 for c in range(4) if c not in colours)
                    yield _Laid(tuple(c * 13 + number - 1 for c in colours), (missing,) * j)


@dataclass(frozen=True)
class _Joker:
    """A table joker in a meld, and what the referee asks of it."""

    tile: Tile
    role: frozenset[int]
    reals: tuple[Tile, ...]
    need_all: bool


def _table_jokers(table: Table, rules: RuleSet) -> list[_Joker]:
    out: list[_Joker] = []
    for meld in table.melds():
        check = check_meld(meld.kinds, rules.max_jokers_per_meld)
        reals = tuple(t for t in meld.tiles if not t.is_joker)
        need_all = (
            rules.group_joker_release is GroupJokerRelease.ALL_MISSING
            and check.kind is MeldKind.GROUP
            and len(meld.tiles) == 3
            and check.joker_count == 1
        )
        for pos, t in enumerate(meld.tiles):
            if t.is_joker:
                out.append(_Joker(t, check.roles[pos], reals, need_all))
    return out


class _Program:
    """Variables by name, constraints as rows: a small builder for ``milp``."""

    def __init__(self) -> None:
        self.index: dict[object, int] = {}
        self.rows: list[tuple[dict[int, float], float, float]] = []
        self.gain: dict[int, float] = {}
        self.replacing: dict[int, list[int]] = {}
        """Per tile id, the variables that make it a joker's replacement."""

    def var(self, name: object) -> int:
        return self.index.setdefault(name, len(self.index))

    def row(self, terms: dict[int, float], low: float, high: float) -> None:
        self.rows.append((terms, low, high))

    def solve(self) -> float | None:
        n = len(self.index)
        a = lil_matrix((len(self.rows), n))
        low = np.empty(len(self.rows))
        high = np.empty(len(self.rows))
        for r, (terms, lo, hi) in enumerate(self.rows):
            for v, c in terms.items():
                a[r, v] = c
            low[r], high[r] = lo, hi
        c = np.zeros(n)
        for v, w in self.gain.items():
            c[v] = -w
        result = milp(
            c,
            constraints=[LinearConstraint(a.tocsr(), low, high)],
            integrality=np.ones(n),
            bounds=Bounds(np.zeros(n), np.ones(n)),
        )
        if result.status != 0 or result.x is None:
            return None
        return float(-result.fun)


def highs_bound_best(
    table: Table, rack: Sequence[Tile], rules: RuleSet, *, value_objective: bool
) -> int:
    """The best score after the initial meld with every joker option in force, by HiGHS.

    Jokers bound by the options are modelled as the referee reads them
    (:func:`rummy_desktop.core.referee.judge_play`), on tile identities, so
    the program may also choose which of two identical tiles goes where, as
    the referee's matching of identical tiles does. Each meld on the table
    after the play is one *instance* of a candidate meld as laid out, a
    binary variable (each candidate has two instances); every real tile
    whose identity matters (a real of a meld that holds a table joker, any
    tile of a kind some table joker stands for) and every joker is placed in
    an instance, the other copies only by count. For each table joker:

    * *kept*: it stands in an instance holding a real tile of its old meld,
      in a place whose role meets its old role; under ``joker_meld_locked``
      that instance holds every real of its old meld;
    * otherwise *released*: unless ``joker_release`` is free, some instance
      holding a real of its old meld holds a replacement of its role (not an
      old real, from the rack under ``replace_from_rack``; both missing
      colours under ``all_missing``), a tile replacing one joker only; under
      ``released_joker_new_meld_only`` every real tile in the joker's new
      instance comes from the rack.

    Under the lock a joker that stands in its old role beside only some of its
    old reals must have been released first (by a replacement), as the
    referee reads it; where jokers move freely that is never allowed.

    ``released_joker_to_rack`` is not modelled.
    """
    if rules.released_joker_to_rack:
        raise ValueError("released_joker_to_rack is not modelled")
    jokers = _table_jokers(table, rules)
    special_kinds = {k for j in jokers for k in j.role} | {t.kind for j in jokers for t in j.reals}
    table_tiles = table.tiles()
    rack_ids = {t.id for t in rack}
    every = [*table_tiles, *rack]
    specials = [t for t in every if not t.is_joker and t.kind in special_kinds]
    all_jokers = [t for t in every if t.is_joker]
    plain_table = [0] * 52
    plain_rack = [0] * 52
    for t in every:
        if not t.is_joker and t.kind not in special_kinds:
            (plain_rack if t.id in rack_ids else plain_table)[t.kind] += 1
    avail = [0] * 53
    for t in every:
        avail[t.kind] += 1
    instances: list[_Laid] = []
    for laid in _laid_candidates(rules.max_jokers_per_meld):
        if all(avail[k] for k in laid.reals) and len(laid.holes) <= avail[JOKER]:
            twice = all(avail[k] >= 2 for k in laid.reals) and 2 * len(laid.holes) <= avail[JOKER]
            instances.extend([laid, laid] if twice else [laid])
    p = _Program()
    weight = {
        t.id: tile_weight(t.number, rules.joker_penalty, t.is_joker, value_objective) for t in rack
    }
    # every slot of every instance holds one tile
    for i, laid in enumerate(instances):
        y = p.var(("y", i))
        for k in laid.reals:
            terms = {p.var(("a", s.id, i)): 1.0 for s in specials if s.kind == k}
            if plain_table[k]:
                terms[p.var(("q", k, i))] = 1.0
            if plain_rack[k]:
                terms[p.var(("r", k, i))] = 1.0
            terms[y] = -1.0
            p.row(terms, 0, 0)
        for h in range(len(laid.holes)):
            terms = {p.var(("b", j.id, i, h)): 1.0 for j in all_jokers}
            terms[y] = -1.0
            p.row(terms, 0, 0)
    # table tiles stay on the table, rack tiles may be played
    for s in specials:
        slots = [p.var(("a", s.id, i)) for i, laid in enumerate(instances) if s.kind in laid.reals]
        low = 0.0 if s.id in rack_ids else 1.0
        p.row(dict.fromkeys(slots, 1.0), low, 1)
        for v in slots:
            p.gain[v] = weight.get(s.id, 0)
    for k in range(52):
        with_k = [i for i, laid in enumerate(instances) if k in laid.reals]
        if plain_table[k]:
            p.row({p.var(("q", k, i)): 1.0 for i in with_k}, plain_table[k], plain_table[k])
        if plain_rack[k]:
            p.row({p.var(("r", k, i)): 1.0 for i in with_k}, 0, plain_rack[k])
            w = tile_weight(k % 13 + 1, rules.joker_penalty, False, value_objective)
            for i in with_k:
                p.gain[p.var(("r", k, i))] = w
    for j in all_jokers:
        slots = [
            p.var(("b", j.id, i, h))
            for i, laid in enumerate(instances)
            for h in range(len(laid.holes))
        ]
        p.row(dict.fromkeys(slots, 1.0), 0.0 if j.id in rack_ids else 1.0, 1)
        for v in slots:
            p.gain[v] = weight.get(j.id, 0)
    if rules.max_tiles_per_turn is not None:
        played = {v: 1.0 for name, v in p.index.items() if _from_rack(name, rack_ids)}
        p.row(played, 0, rules.max_tiles_per_turn)
    if restrictive(rules):
        for n, joker in enumerate(jokers):
            _bind(p, n, joker, instances, specials, rack_ids, rules)
        for reps in p.replacing.values():  # one replacement releases one joker
            p.row(dict.fromkeys(reps, 1.0), 0, 1)
    best = p.solve()
    return 0 if best is None else round(best)


def _from_rack(name: object, rack_ids: set[int]) -> bool:
    assert isinstance(name, tuple)
    if name[0] == "r":
        return True
    return name[0] in ("a", "b") and name[1] in rack_ids


def _bind(
    p: _Program,
    n: int,
    joker: _Joker,
    instances: Sequence[_Laid],
    specials: Sequence[Tile],
    rack_ids: set[int],
    rules: RuleSet,
) -> None:
    """The referee's reading of table joker ``n``: kept, or released with a replacement."""
    real_ids = {t.id for t in joker.reals}
    real_kinds = {t.kind for t in joker.reals}
    near = [i for i, laid in enumerate(instances) if real_kinds & set(laid.reals)]
    # o: the instance holds a real tile of the joker's old meld
    for i in near:
        o = p.var(("o", n, i))
        slots = [p.var(("a", t.id, i)) for t in joker.reals if t.kind in instances[i].reals]
        p.row({o: 1.0, **dict.fromkeys(slots, -1.0)}, -np.inf, 0)
        for v in slots:
            p.row({o: 1.0, v: -1.0}, 0, np.inf)
    # kept: in such an instance, in a place whose role meets the old role; under
    # the lock it counts as kept only beside every real of its old meld, else it
    # must have been released first (where jokers move freely it never left)
    free = rules.joker_release is JokerRelease.FREE
    kept_terms: dict[int, float] = {}
    for i in near:
        o = p.var(("o", n, i))
        for h, role in enumerate(instances[i].holes):
            if not role & joker.role:
                continue
            b = p.var(("b", joker.tile.id, i, h))
            kp = p.var(("kept", n, i, h))
            p.row({kp: 1.0, b: -1.0}, -np.inf, 0)
            p.row({kp: 1.0, o: -1.0}, -np.inf, 0)
            p.row({kp: 1.0, b: -1.0, o: -1.0}, -1, np.inf)
            if not rules.joker_meld_locked:
                kept_terms[kp] = 1.0
                continue
            whole = p.var(("whole", n, i, h))  # kept, with every old real beside it
            kept_terms[whole] = 1.0
            p.row({whole: 1.0, kp: -1.0}, -np.inf, 0)
            for t in joker.reals:
                if t.kind in instances[i].reals:
                    p.row({p.var(("a", t.id, i)): 1.0, whole: -1.0}, 0, np.inf)
                    if free:
                        p.row({p.var(("a", t.id, i)): 1.0, kp: -1.0}, 0, np.inf)
                else:
                    p.row({whole: 1.0}, 0, 0)
                    if free:
                        p.row({kp: 1.0}, 0, 0)
    kept = p.var(("K", n))
    p.row({kept: 1.0, **dict.fromkeys(kept_terms, -1.0)}, 0, 0)
    if rules.joker_release is not JokerRelease.FREE:
        from_rack = rules.joker_release is JokerRelease.REPLACE_FROM_RACK
        replacements = [
            s
            for s in specials
            if s.kind in joker.role and s.id not in real_ids and (not from_rack or s.id in rack_ids)
        ]
        uses: dict[int, float] = {kept: 1.0}
        for i in near:
            u = p.var(("u", n, i))
            uses[u] = 1.0
            p.row({u: 1.0, p.var(("o", n, i)): -1.0}, -np.inf, 0)
            groups = [[k] for k in sorted(joker.role)] if joker.need_all else [sorted(joker.role)]
            for kinds in groups:
                terms: dict[int, float] = {u: -1.0}
                for s in replacements:
                    if s.kind in kinds and s.kind in instances[i].reals:
                        rep = p.var(("rep", n, s.id, i))
                        terms[rep] = 1.0
                        p.replacing.setdefault(s.id, []).append(rep)
                        p.row({rep: 1.0, p.var(("a", s.id, i)): -1.0}, -np.inf, 0)
                p.row(terms, 0, np.inf)
        p.row(uses, 1, np.inf)
    if rules.released_joker_new_meld_only:
        for i, laid in enumerate(instances):
            if not laid.holes:
                continue
            rel = p.var(("rel", n, i))
            terms = {p.var(("b", joker.tile.id, i, h)): -1.0 for h in range(len(laid.holes))}
            p.row({rel: 1.0, kept: 1.0, **terms}, 0, np.inf)
            for k in laid.reals:
                for s in specials:
                    if s.kind == k and s.id not in rack_ids:
                        p.row({p.var(("a", s.id, i)): 1.0, rel: 1.0}, -np.inf, 1)
                if ("q", k, i) in p.index:
                    p.row({p.index[("q", k, i)]: 1.0, rel: 1.0}, -np.inf, 1)
