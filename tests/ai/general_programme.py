"""The general programme: an exact dynamic programme that follows every table joker.

A test oracle beside the HiGHS model (:mod:`tests.ai.highs_model`): the
solver once answered with it where the fate search could not prove its
answer, which could take minutes and gigabytes; the fate search now proves
every position, and this programme checks it from another side. It walks the
numbers 1..13 after van Rijn, Takes and Vis, carrying each table joker's
old meld in the state, as :mod:`tests.ai.general_model` describes.

One deliberate caution: when two table jokers are both released and their
roles share a tile (two jokers that both stand for ``R6``), it asks for two
replacement tiles near *each* joker, where the referee pairs one tile with
each: such a play is never illegal here, at worst very rarely missed.

The table is built number by number. Between numbers the state is the set of
runs still open in each colour (each summarised by a small integer: length so
far capped at 3, whether it holds a real tile, its jokers, and the joker-rule
codes it collected), which jokers are placed, the joker-rule flags, and, when
the rules need them, the rack tiles played so far and the initial-meld points.
Within a number the colours are taken one at a time (so equal partial states
merge early), then the tiles set aside for groups are split into groups.

Every rack tile has a positive weight, so the best final state is the best
play; backpointers give the melds.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator
from typing import Any, Final

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.ai.solver.counting import Result
from rummy_desktop.core.tiles import Tile, kind_of
from tests.ai.general_model import (
    CANDIDATE,
    JOKER_AT,
    CopyInfo,
    Model,
    evaluate_meld,
    final_ok,
    group_missing,
)

L_MASK: Final = 3
HAS_REAL: Final = 4
JK_ONE: Final = 8
JK_SHIFT: Final = 3
NONRACK: Final = 32
SID_SHIFT: Final = 6
EDGE_NUMBERS: Final = frozenset({1, 2, 12, 13})
"""Numbers at which one real tile and two jokers can be laid out as a group."""

State = tuple[Any, ...]
# (runs K, runs B, runs O, runs R, pool, joker mask, flags, rack count, points)

ColourMove = tuple[
    tuple[int, ...], int, tuple[int, ...], int, int, int, tuple[int, ...], tuple[Any, ...]
]
# (new runs, mask, flags, gain, rack count delta, points delta, pool items, action)
GroupMove = tuple[int, tuple[int, ...], int, int, int, tuple[int, ...]]
# (mask, flags, gain, rack count delta, points delta, jokers into groups)


class OutOfBudget(Exception):
    """The programme used up its work budget before it could prove an answer."""


class Engine:
    """One solve: memo tables live as long as the engine."""

    def __init__(
        self, model: Model, cancel: CancelFlag | None = None, budget: int | None = None
    ) -> None:
        """Prepare one solve.

        Args:
            model: the position.
            cancel: checked inside the search.
            budget: at most this many units of work (a state expanded, a move
                enumerated or tried), over every pass; None for no limit. Work,
                not seconds, so an answer does not depend on the machine's load.
        """
        self.model = model
        self.cancel = cancel
        self.budget = budget
        self.work = 0
        self.found: tuple[int, list[tuple[Any, Any]]] | None = None
        """The best play any pass has found so far (legal: the passes only drop states)."""
        self.summaries: list[frozenset[int]] = [frozenset()]
        self.sid_of: dict[frozenset[int], int] = {frozenset(): 0}
        self.colour_memo: dict[tuple[object, ...], list[ColourMove]] = {}
        self.group_memo: dict[tuple[object, ...], list[GroupMove]] = {}
        self.close_memo: dict[tuple[int, tuple[int, ...]], tuple[int, ...] | None] = {}
        self.feasible_memo: dict[tuple[object, ...], bool] = {}
        self.tracked = bool(model.specs)
        self.table_joker_mask = sum(1 << i for i, j in enumerate(model.jokers) if not j.rack)
        self.max_jk = model.max_jokers

    # -- run summaries ----------------------------------------------------
    def _sid(self, codes: frozenset[int]) -> int:
        sid = self.sid_of.get(codes)
        if sid is None:
            sid = len(self.summaries)
            self.summaries.append(codes)
            self.sid_of[codes] = sid
        return sid

    def _with_codes(self, desc: int, codes: frozenset[int]) -> int:
        if not codes:
            return desc
        sid = desc >> SID_SHIFT
        merged = self.summaries[sid] | codes
        return (desc & ((1 << SID_SHIFT) - 1)) | (self._sid(merged) << SID_SHIFT)

    def extend_real(self, desc: int, ci: CopyInfo) -> int:
        length = min(3, (desc & L_MASK) + 1)
        out = (desc & ~L_MASK) | length | HAS_REAL
        if self.model.track_nonrack and not ci.rack:
            out |= NONRACK
        return self._with_codes(out, ci.run_codes)

    def new_real(self, ci: CopyInfo) -> int:
        out = 1 | HAS_REAL
        if self.model.track_nonrack and not ci.rack:
            out |= NONRACK
        return self._with_codes(out, ci.run_codes)

    def _joker_codes(self, ji: int, kind: int) -> frozenset[int]:
        spec = self.model.jokers[ji].spec
        if spec < 0:
            return frozenset()
        s = self.model.specs[spec]
        at = s.is_run and s.role_kind == kind
        return frozenset({JOKER_AT + 2 * spec + (0 if at else 1)})

    def extend_joker(self, desc: int, ji: int, kind: int) -> int:
        length = min(3, (desc & L_MASK) + 1)
        out = (desc & ~L_MASK) | length
        out += JK_ONE
        return self._with_codes(out, self._joker_codes(ji, kind))

    def new_joker(self, ji: int, kind: int) -> int:
        return self._with_codes(1 | JK_ONE, self._joker_codes(ji, kind))

    def close(self, desc: int, flags: tuple[int, ...]) -> tuple[int, ...] | None:
        """Flags after finishing a run, or None if it may not end here."""
        if (desc & L_MASK) != 3 or not desc & HAS_REAL:
            return None
        sid = desc >> SID_SHIFT
        if sid == 0:
            return flags
        key = (desc, flags)
        if key in self.close_memo:
            return self.close_memo[key]
        codes = self.summaries[sid]
        jokers = [
            ((c - JOKER_AT) // 2, (c - JOKER_AT) % 2 == 0)
            for c in codes
            if JOKER_AT <= c < CANDIDATE
        ]
        out = evaluate_meld(self.model, codes, jokers, bool(desc & NONRACK), flags)
        self.close_memo[key] = out
        return out

    # -- jokers -----------------------------------------------------------
    def joker_choices(self, mask: int, kind: int = -1, group: int = 0) -> list[int]:
        """Unplaced jokers, one per interchangeable class, that may stand for ``kind``.

        ``group`` is the number of the groups being formed (0 for a run). A
        pinned table joker may only take its old role.
        """
        out: list[int] = []
        seen: set[tuple[bool, int]] = set()
        for i, j in enumerate(self.model.jokers):
            if mask >> i & 1:
                continue
            if j.spec >= 0 and self.model.specs[j.spec].pinned:
                spec = self.model.specs[j.spec]
                if spec.is_run and (group or kind != spec.role_kind):
                    continue
                if not spec.is_run and group != spec.number:
                    continue
            key = (j.rack, j.spec)
            if key in seen:
                continue
            seen.add(key)
            out.append(i)
        return out

    def joker_gain(self, ji: int) -> tuple[int, int]:
        """(gain, rack count) of placing a joker."""
        if self.model.jokers[ji].rack:
            return self.model.joker_gain, 1
        return 0, 0

    # -- one colour at one number -----------------------------------------
    def colour_moves(
        self, c: int, n: int, runs: tuple[int, ...], mask: int, flags: tuple[int, ...]
    ) -> list[ColourMove]:
        key = (c, n, runs, mask, flags)
        cached = self.colour_memo.get(key)
        if cached is not None:
            return cached
        kind = kind_of_cn(c, n)
        copies = self.model.copies[kind]
        best: dict[tuple[object, ...], ColourMove] = {}
        for move in self._enumerate_colour(c, n, kind, runs, copies, mask, flags):
            self.work += 1
            if not self.work & 1023:
                self._spend(0)
            mkey = move[:3] + move[4:7]
            old = best.get(mkey)
            if old is None or move[3] > old[3]:
                best[mkey] = move
        result = list(best.values())
        self.colour_memo[key] = result
        return result

    def _enumerate_colour(
        self,
        c: int,
        n: int,
        kind: int,
        runs: tuple[int, ...],
        copies: tuple[CopyInfo, ...],
        mask: int,
        flags: tuple[int, ...],
    ) -> Iterator[ColourMove]:
        ncop = len(copies)
        jpts = n if self.model.joker_points else 0
        max_jk = self.max_jk
        tracked = self.tracked
        # ops per old run: copy index, 10 + joker index, or -1 (closed)

        def over_runs(
            i: int,
            used: int,
            mask: int,
            flags: tuple[int, ...],
            new: list[int],
            ops: list[int],
            gain: int,
            dcnt: int,
            dpts: int,
        ) -> Iterator[ColourMove]:
            if i == len(runs):
                yield from over_rest(0, used, mask, flags, new, ops, [], gain, dcnt, dpts, [])
                return
            d = runs[i]
            seen_cls: set[int] = set()
            for ci in range(ncop):
                if used >> ci & 1:
                    continue
                info = copies[ci]
                if info.cls in seen_cls:
                    continue
                seen_cls.add(info.cls)
                yield from over_runs(
                    i + 1,
                    used | 1 << ci,
                    mask,
                    flags,
                    [*new, self.extend_real(d, info)],
                    [*ops, ci],
                    gain + info.gain,
                    dcnt + info.rack,
                    dpts + n,
                )
            if (d >> JK_SHIFT) & 3 < max_jk:
                for ji in self.joker_choices(mask, kind):
                    g, r = self.joker_gain(ji)
                    yield from over_runs(
                        i + 1,
                        used,
                        mask | 1 << ji,
                        flags,
                        [*new, self.extend_joker(d, ji, kind)],
                        [*ops, 10 + ji],
                        gain + g,
                        dcnt + r,
                        dpts + jpts,
                    )
            closed = self.close(d, flags)
            if closed is not None:
                yield from over_runs(i + 1, used, mask, closed, new, [*ops, -1], gain, dcnt, dpts)

        def over_rest(
            ci: int,
            used: int,
            mask: int,
            flags: tuple[int, ...],
            new: list[int],
            ops: list[int],
            dests: list[int],
            gain: int,
            dcnt: int,
            dpts: int,
            pool: list[int],
        ) -> Iterator[ColourMove]:
            if ci == ncop:
                yield from over_joker_runs(mask, flags, new, ops, dests, gain, dcnt, dpts, pool, [])
                return
            if used >> ci & 1:
                yield from over_rest(
                    ci + 1, used, mask, flags, new, ops, [*dests, 3], gain, dcnt, dpts, pool
                )
                return
            info = copies[ci]
            if info.rack:
                yield from over_rest(
                    ci + 1, used, mask, flags, new, ops, [*dests, 0], gain, dcnt, dpts, pool
                )
            yield from over_rest(
                ci + 1,
                used,
                mask,
                flags,
                [*new, self.new_real(info)],
                ops,
                [*dests, 1],
                gain + info.gain,
                dcnt + info.rack,
                dpts + n,
                pool,
            )
            code = c * 4 + (self._canonical(copies, ci) if tracked else 0)
            yield from over_rest(
                ci + 1,
                used,
                mask,
                flags,
                new,
                ops,
                [*dests, 2],
                gain + info.gain,
                dcnt + info.rack,
                dpts + n,
                [*pool, code],
            )

        def over_joker_runs(
            mask: int,
            flags: tuple[int, ...],
            new: list[int],
            ops: list[int],
            dests: list[int],
            gain: int,
            dcnt: int,
            dpts: int,
            pool: list[int],
            newj: list[int],
        ) -> Iterator[ColourMove]:
            yield (
                tuple(sorted(new)),
                mask,
                flags,
                gain,
                dcnt,
                dpts,
                tuple(pool),
                (tuple(ops), tuple(dests), tuple(newj)),
            )
            for ji in self.joker_choices(mask, kind):
                if newj and ji < newj[-1]:
                    continue
                g, r = self.joker_gain(ji)
                yield from over_joker_runs(
                    mask | 1 << ji,
                    flags,
                    [*new, self.new_joker(ji, kind)],
                    ops,
                    dests,
                    gain + g,
                    dcnt + r,
                    dpts + jpts,
                    pool,
                    [*newj, ji],
                )

        yield from over_runs(0, 0, mask, flags, [], [], 0, 0, 0)

    @staticmethod
    def _canonical(copies: tuple[CopyInfo, ...], ci: int) -> int:
        cls = copies[ci].cls
        for i, other in enumerate(copies):
            if other.cls == cls:
                return i
        return ci  # pragma: no cover - ci itself matches

    # -- groups at one number ---------------------------------------------
    def group_moves(
        self, n: int, pool: tuple[int, ...], mask: int, flags: tuple[int, ...]
    ) -> list[GroupMove]:
        key = (n, pool, mask, flags)
        cached = self.group_memo.get(key)
        if cached is not None:
            return cached
        out: list[GroupMove] = []
        jpts = n if self.model.joker_points else 0
        for jokers in self._joker_subsets(mask, n):
            gain = dcnt = 0
            for ji in jokers:
                g, r = self.joker_gain(ji)
                gain += g
                dcnt += r
            m2 = mask
            for ji in jokers:
                m2 |= 1 << ji
            if not pool:
                if not jokers:
                    out.append((mask, flags, 0, 0, 0, ()))
                continue
            for f2 in self._group_outcomes(n, pool, jokers, flags):
                out.append((m2, f2, gain, dcnt, jpts * len(jokers), jokers))
        self.group_memo[key] = out
        self.work += len(out) + len(pool)
        return out

    def _joker_subsets(self, mask: int, n: int) -> list[tuple[int, ...]]:
        subsets: list[tuple[int, ...]] = [()]
        first = self.joker_choices(mask, group=n)
        for a in first:
            subsets.append((a,))
            for b in self.joker_choices(mask | 1 << a, group=n):
                if b > a:
                    subsets.append((a, b))
        return subsets

    def _group_outcomes(
        self, n: int, pool: tuple[int, ...], jokers: tuple[int, ...], flags: tuple[int, ...]
    ) -> set[tuple[int, ...]]:
        if not self.tracked:
            counts = [0, 0, 0, 0]
            for code in pool:
                counts[code // 4] += 1
            fkey = (tuple(sorted(counts)), len(jokers), n in EDGE_NUMBERS)
            ok = self.feasible_memo.get(fkey)
            if ok is None:
                reals = [(c, 0) for c in range(4) for _ in range(counts[c])]
                ok = next(self.partitions(n, reals, list(jokers)), None) is not None
                self.feasible_memo[fkey] = ok
            return {flags} if ok else set()
        reals = [(code // 4, code % 4) for code in pool]
        outcomes: set[tuple[int, ...]] = set()
        for groups in self.partitions(n, reals, list(jokers)):
            f = self._evaluate_groups(n, groups, flags)
            if f is not None:
                outcomes.add(f)
        return outcomes

    def _evaluate_groups(
        self, n: int, groups: list[tuple[list[tuple[int, int]], list[int]]], flags: tuple[int, ...]
    ) -> tuple[int, ...] | None:
        f: tuple[int, ...] | None = flags
        for g_reals, g_jokers in groups:
            if f is None:
                return None
            f = self.evaluate_group(n, g_reals, g_jokers, f)
        return f

    def evaluate_group(
        self,
        n: int,
        reals: list[tuple[int, int]],
        jokers: list[int],
        flags: tuple[int, ...],
    ) -> tuple[int, ...] | None:
        """Flags after laying one group (reals as (colour, copy index))."""
        codes: set[int] = set()
        nonrack = False
        for c, ci in reals:
            info = self.model.copies[kind_of_cn(c, n)][ci]
            codes |= info.group_codes
            nonrack = nonrack or not info.rack
        missing = group_missing(n, [c for c, _ in reals])
        tj: list[tuple[int, bool]] = []
        for ji in jokers:
            spec = self.model.jokers[ji].spec
            if spec < 0:
                continue
            s = self.model.specs[spec]
            tj.append((spec, not s.is_run and s.number == n and bool(missing & s.role)))
        if not tj and not codes:
            return flags
        return evaluate_meld(self.model, frozenset(codes), tj, nonrack, flags)

    def partitions(
        self, n: int, reals: list[tuple[int, int]], jokers: list[int]
    ) -> Iterator[list[tuple[list[tuple[int, int]], list[int]]]]:
        """Every split of reals and jokers into valid groups of number ``n``."""
        max_jk = self.max_jk
        edge = n in EDGE_NUMBERS
        groups: list[tuple[list[tuple[int, int]], list[int]]] = []

        def place_real(i: int) -> Iterator[list[tuple[list[tuple[int, int]], list[int]]]]:
            self.work += 1
            if not self.work & 1023:
                self._spend(0)
            if i == len(reals):
                yield from place_joker(0)
                return
            colour = reals[i][0]
            for g_reals, _ in groups:
                if len(g_reals) < 4 and all(c != colour for c, _ in g_reals):
                    g_reals.append(reals[i])
                    yield from place_real(i + 1)
                    g_reals.pop()
            groups.append(([reals[i]], []))
            yield from place_real(i + 1)
            groups.pop()

        def place_joker(i: int) -> Iterator[list[tuple[list[tuple[int, int]], list[int]]]]:
            self.work += 1
            if i == len(jokers):
                if all(_group_ok(len(r), len(j), edge) for r, j in groups):
                    yield [(list(r), list(j)) for r, j in groups]
                return
            for g_reals, g_jokers in groups:
                if len(g_reals) + len(g_jokers) < 4 and len(g_jokers) < max_jk:
                    g_jokers.append(jokers[i])
                    yield from place_joker(i + 1)
                    g_jokers.pop()

        yield from place_real(0)

    # -- the programme ----------------------------------------------------
    def run(self, beam: int = 32, floor: int = -1) -> Result | None:
        """The best play scoring above ``floor``, or None when there is none.

        A narrow beam pass first finds a good play cheaply; its score then
        bounds the exact pass, which drops every state that cannot beat it
        even if it played every remaining usable rack tile.
        """
        self._prepare_bounds()
        first = None
        while first is None and beam <= 512:
            first = self._pass(beam, floor)
            beam *= 4
        bound = first[0] if first is not None else max(floor, 0)
        exact = self._pass(None, bound)
        found = exact if exact is not None else first
        if found is None:
            return None
        return Result(found[0], self._replay(found[1]))

    def best_so_far(self) -> Result | None:
        """The best play the passes found before the budget ran out (None: none)."""
        if self.found is None:
            return None
        return Result(self.found[0], self._replay(self.found[1]))

    def run_above(self, bound: int) -> Result | None:
        """The best play scoring more than ``bound``, or None: one exact pass."""
        self._prepare_bounds()
        found = self._pass(None, bound)
        if found is None:
            return None
        return Result(found[0], self._replay(found[1]))

    def _prepare_bounds(self) -> None:
        model = self.model
        jokers = len(model.jokers)
        avail = [len(model.copies[k]) for k in range(52)]
        gains = [0] * 53
        for k in range(52):
            for info in model.copies[k]:
                if info.rack and self._usable(k, avail, jokers):
                    gains[k] += info.gain
        # rest[i]: rack gain still to come before colour i % 4 of number i // 4 + 1
        rest = [0] * 53
        for i in range(51, -1, -1):
            c, n0 = i % 4, i // 4
            rest[i] = rest[i + 1] + gains[c * 13 + n0]
        self.rest = rest
        rack_jokers = [i for i, j in enumerate(model.jokers) if j.rack]
        self.joker_rest = [
            model.joker_gain * sum(1 for i in rack_jokers if not mask >> i & 1)
            for mask in range(1 << len(model.jokers))
        ]

    @staticmethod
    def _usable(kind: int, avail: list[int], jokers: int) -> bool:
        """Whether a rack tile could be in any meld at all (a cheap necessary test)."""
        c, n = divmod(kind, 13)
        n += 1
        others = sum(1 for c2 in range(4) if c2 != c and avail[c2 * 13 + n - 1])
        if others + min(jokers, 2) >= 2:
            return True
        for a in range(max(1, n - 2), min(n, 11) + 1):
            missing = sum(1 for m in range(a, a + 3) if m != n and not avail[c * 13 + m - 1])
            if missing <= jokers:
                return True
        return False

    def _pass(self, beam: int | None, bound: int) -> tuple[int, list[tuple[Any, Any]]] | None:
        """One pass: the best play above ``bound`` and its steps (see :meth:`_replay`).

        A layer's states live only while the next layer is built; the walk
        back keeps, per state, its predecessor's index and the step taken (and
        after a group step the joker flags reached), a few bytes a state.
        """
        model = self.model
        limit = model.limit
        threshold = model.threshold
        rest = self.rest
        joker_rest = self.joker_rest
        flags0 = tuple(0 for _ in range(2 * len(model.specs)))
        start: State = ((), (), (), (), (), 0, flags0, 0, 0)
        layer: dict[State, int] = {start: 0}
        back: list[tuple[array[int], list[tuple[Any, Any]]]] = []
        ticks = 0
        cancel = self.cancel
        for n in range(1, 14):
            for c in range(4):
                new: dict[State, int] = {}
                bp: dict[State, tuple[int, Any]] = {}
                ahead = rest[(n - 1) * 4 + c + 1]
                for index, (st, score) in enumerate(layer.items()):
                    ticks += 1
                    if not ticks & 255:
                        if cancel is not None:
                            cancel.check()
                        self._spend(0)
                    cnt = st[7]
                    pts = st[8]
                    pool = st[4]
                    moves = self.colour_moves(c, n, st[c], st[5], st[6])
                    self.work += 1 + len(moves)
                    for nr, m2, f2, gain, dcnt, dpts, padd, act in moves:
                        v = score + gain
                        if v + ahead + joker_rest[m2] <= bound:
                            continue
                        cnt2 = cnt + dcnt
                        if limit is not None and cnt2 > limit:
                            continue
                        pts2 = min(threshold, pts + dpts) if threshold is not None else 0
                        pool2 = tuple(sorted(pool + padd)) if padd else pool
                        ns = (*st[:c], nr, *st[c + 1 : 4], pool2, m2, f2, cnt2, pts2)
                        if new.get(ns, -1) < v:
                            new[ns] = v
                            bp[ns] = (index, act)
                layer = self._narrow(new, beam, n * 4 + c + 1) if beam else new
                back.append(_pointers(layer, bp, group=False))
            new = {}
            bp = {}
            ahead = rest[n * 4]
            self._spend(len(layer))
            for index, (st, score) in enumerate(layer.items()):
                for m2, f2, gain, dcnt, dpts, act in self.group_moves(n, st[4], st[5], st[6]):
                    v = score + gain
                    if v + ahead + joker_rest[m2] <= bound:
                        continue
                    cnt2 = st[7] + dcnt
                    if limit is not None and cnt2 > limit:
                        continue
                    pts2 = min(threshold, st[8] + dpts) if threshold is not None else 0
                    ns = (*st[:4], (), m2, f2, cnt2, pts2)
                    if new.get(ns, -1) < v:
                        new[ns] = v
                        bp[ns] = (index, act)
            layer = self._narrow(new, beam, n * 4 + 4) if beam else new
            back.append(_pointers(layer, bp, group=True))
        best_index = -1
        best_score = max(bound, 0)
        for index, (st, score) in enumerate(layer.items()):
            if score <= best_score:
                continue
            if self._finish(st) is None:
                continue
            best_index, best_score = index, score
        if best_index < 0:
            return None
        steps: list[tuple[Any, Any]] = []
        for previous, reached_by in reversed(back):
            steps.append(reached_by[best_index])
            best_index = previous[best_index]
        steps.reverse()
        found = best_score, steps
        if self.found is None or best_score > self.found[0]:
            self.found = found
        return found

    def _spend(self, work: int) -> None:
        self.work += work
        if self.budget is not None and self.work > self.budget:
            raise OutOfBudget

    def _narrow(self, layer: dict[State, int], beam: int, index: int) -> dict[State, int]:
        """Keep the ``beam`` most promising states (ties by state order, so deterministic)."""
        if len(layer) <= beam:
            return layer
        ahead = self.rest[min(index, 52)]
        joker_rest = self.joker_rest

        def promise(item: tuple[State, int]) -> tuple[int, int]:
            st = item[0]
            short = sum(1 for c in range(4) for d in st[c] if d & L_MASK != 3)
            return (-(item[1] + ahead + joker_rest[st[5]]), short)

        ranked = sorted(layer.items(), key=promise)
        return dict(ranked[:beam])

    def _finish(self, st: State) -> tuple[int, ...] | None:
        """Close every open run after 13; the final flags, or None if illegal."""
        model = self.model
        mask = st[5]
        if mask & self.table_joker_mask != self.table_joker_mask:
            return None
        if model.threshold is not None and st[8] < model.threshold:
            return None
        flags: tuple[int, ...] | None = st[6]
        for c in range(4):
            for d in st[c]:
                assert flags is not None
                flags = self.close(d, flags)
                if flags is None:
                    return None
        assert flags is not None
        if model.specs and not final_ok(model, flags):
            return None
        return flags

    # -- rebuilding the melds ---------------------------------------------
    def _replay(self, actions: list[tuple[Any, Any]]) -> list[list[Tile]]:
        """The melds of a pass's steps: (None, colour step) or (joker flags reached, group step)."""
        model = self.model
        melds: list[list[Tile]] = []
        runs: list[list[tuple[int, list[Tile]]]] = [[], [], [], []]
        step = 0
        flags: tuple[int, ...] = tuple(0 for _ in range(2 * len(model.specs)))
        for n in range(1, 14):
            pool: list[tuple[int, int]] = []
            for c in range(4):
                _, act = actions[step]
                step += 1
                ops, dests, newj = act
                kind = kind_of_cn(c, n)
                copies = model.copies[kind]
                new: list[tuple[int, list[Tile]]] = []
                for (d, tiles), op in zip(runs[c], ops, strict=True):
                    if op == -1:
                        flags_next = self.close(d, flags)
                        assert flags_next is not None
                        flags = flags_next
                        melds.append(tiles)
                    elif op >= 10:
                        ji = op - 10
                        new.append(
                            (self.extend_joker(d, ji, kind), [*tiles, model.jokers[ji].tile])
                        )
                    else:
                        new.append((self.extend_real(d, copies[op]), [*tiles, copies[op].tile]))
                for ci, dest in enumerate(dests):
                    if dest == 1:
                        new.append((self.new_real(copies[ci]), [copies[ci].tile]))
                    elif dest == 2:
                        pool.append((c, ci))
                for ji in newj:
                    new.append((self.new_joker(ji, kind), [model.jokers[ji].tile]))
                new.sort(key=lambda item: item[0])
                runs[c] = new
            target, act = actions[step]
            step += 1
            jokers = list(act)
            groups = self._find_groups(n, pool, jokers, flags, target)
            flags = target
            for g_reals, g_jokers in groups:
                melds.append(self._lay_group(n, g_reals, g_jokers))
        for c in range(4):
            for _, tiles in runs[c]:
                melds.append(tiles)
        return melds

    def _find_groups(
        self,
        n: int,
        pool: list[tuple[int, int]],
        jokers: list[int],
        flags: tuple[int, ...],
        target: tuple[int, ...],
    ) -> list[tuple[list[tuple[int, int]], list[int]]]:
        if not pool:
            return []
        for groups in self.partitions(n, pool, jokers):
            if self._evaluate_groups(n, groups, flags) == target:
                return groups
        raise AssertionError("no group split reproduces the programme's choice")

    def _lay_group(self, n: int, reals: list[tuple[int, int]], jokers: list[int]) -> list[Tile]:
        model = self.model
        real_tiles = sorted(
            (model.copies[kind_of_cn(c, n)][ci].tile for c, ci in reals), key=lambda t: t.kind
        )
        joker_tiles = [model.jokers[ji].tile for ji in jokers]
        if len(real_tiles) == 1 and n <= 2:
            return [*joker_tiles, *real_tiles]  # J J K1 cannot read as a run
        return [*real_tiles, *joker_tiles]


def _group_ok(reals: int, jokers: int, edge: bool) -> bool:
    size = reals + jokers
    if size < 3 or size > 4 or reals == 0:
        return False
    return not (reals == 1 and not edge)


def kind_of_cn(c: int, n: int) -> int:
    return c * 13 + n - 1


def _pointers(
    layer: dict[State, int], bp: dict[State, tuple[int, Any]], *, group: bool
) -> tuple[array[int], list[tuple[Any, Any]]]:
    """Per state of ``layer`` (in its order): its predecessor's index, and the step taken
    (with the joker flags reached after a group step, which the replay needs)."""
    previous: array[int] = array("i")
    steps: list[tuple[Any, Any]] = []
    for st in layer:
        index, act = bp[st]
        previous.append(index)
        steps.append((st[6] if group else None, act))
    return previous, steps


__all__ = ["Engine", "OutOfBudget", "Result", "kind_of"]
