"""The fast exact programme for positions whose jokers move freely.

When no table joker is bound by the joker options (the options are free, or
no joker lies on the table, or the initial meld leaves the table out) every
copy of a kind is as good as the other and every joker as good as any other.
The dynamic programme over numbers 1..13 of van Rijn, Takes and Vis (2015)
then needs only counts: per colour the lengths of the runs still open (1, 2
or "3 or more", plus their jokers when the jokers-per-meld limit can bite),
how many jokers are left, and, within a number, how many copies per colour
wait to be grouped. The states are small tuples of small ints, the moves of
one colour at one number are computed once per (colour, number, runs,
jokers left), and every table tile must be used, which kills most branches
at once. A state is packed in one int (see :data:`State`), and the numbers
may be walked either way, the two walks racing (see :meth:`FreeEngine.run`).

Where table jokers must be followed one by one, the fate search of
:mod:`rummy_desktop.ai.solver.fates` asks this programme with glue: run
blocks and group seeds that keep a joker beside the tiles its fate needs.
"""

from __future__ import annotations

from array import array
from collections.abc import Generator, Sequence
from copy import copy
from dataclasses import dataclass, field, replace
from itertools import product
from typing import Final, TypeVar

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.ai.solver.glue import (
    LONE_NUMBERS,
    GroupSeed,
    RunBlock,
    SeedRule,
    split_groups,
)
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.tiles import Tile, kind_colour

LEN: Final = 3
"""Bits of a run descriptor holding its length (1, 2, or 3 for "3 or more")."""
JK: Final = 4
"""One joker in a run descriptor (only counted when the per-meld limit can bite)."""
LEAD: Final = 16
"""A run that starts with a joker. Such a run must go on to 13: otherwise the
same tiles with that joker moved to the high end make the same run (standing
for a higher number, so worth at least as much towards the initial meld), and
the programme need not look at both."""
BLK: Final = 32
"""A run carrying run block ``i`` (bit ``BLK << i``) that has not reached its end yet."""
BLK_ANY: Final = BLK | BLK << 1
"""The bits of the two run blocks a question may hold."""
POOL_TWO: Final = 5
"""The pool code counts colours with one copy to group, plus 5 per colour with two."""
SHORT_SCALE: Final = 1024
"""A beam's ranking key is promise * -SHORT_SCALE + short runs: more than the
short runs a state can hold (four colours, each at most two copies, 31 jokers and
two run blocks a number)."""
RACE_POLLS: Final = 16
"""The work (polls of 256 states) the walk up takes alone before the walk down
joins the race (see :meth:`FreeEngine.run`)."""
WEIGHT_SCALE: Final = 1000
"""Primary and secondary objectives share one integer score: primary * 1000 + secondary."""


def tile_weight(number: int, joker_penalty: int, joker: bool, value_objective: bool) -> int:
    """The score of playing one rack tile: lexicographic (primary, secondary)."""
    value = joker_penalty if joker else number
    return value * WEIGHT_SCALE + 1 if value_objective else WEIGHT_SCALE + value


@dataclass(slots=True)
class Result:
    """The best play found: its score and its melds as laid out."""

    score: int
    melds: list[list[Tile]]


State = int
"""A state of the passes, packed in one int so that making the next state is one
addition and looking it up hashes one int: lowest bits first, the points towards
the initial meld (9 bits), the rack tiles played (8 bits, counted only under a
tiles-per-turn limit), the jokers left (5 bits), the group pool (8 bits), then
per colour the id of its open runs (:attr:`FreeEngine.runs_of`, 20 bits each)."""
CNT_AT: Final = 9
JL_AT: Final = 17
POOL_AT: Final = 22
RUNS_AT: Final = 30
RUNS_BITS: Final = 20
RUNS_MASK: Final = (1 << RUNS_BITS) - 1
Action = tuple[tuple[int, ...], int, int, int]
# (per old run: 0 extend with a copy, 1 extend with a joker, 2 close; new runs of
#  copies, copies to groups, new runs of jokers); for a group step: (jokers,) ...
Step = Action | int
# a colour step's action, or the jokers put into groups at a group step
Move = tuple[tuple[int, ...], int, int, int, int, int, int, Action]
NOTHING: Final[Action] = ((), 0, 0, 0)
"""The action of a colour step where nothing is placed and no run is open."""
# (new runs, jokers used, pool delta, gain, rack count delta, points delta, unused, action)
T = TypeVar("T")
Walk = Generator[None, None, T]
"""A search that yields at every poll of its flag, so that two walks can take turns."""
Packed = tuple[int, int, int, int, int, int, Action]
# a move on packed states: (state delta, reach, gain, rack count delta, points delta,
#  rack jokers that may be left, action); reach is the gain plus the most the jokers
#  left may still add, so that one comparison tells whether the move can beat a bound


@dataclass(slots=True)
class Known:
    """The best play either walk of a race has found so far.

    Each walk is exact on its own, and a play one walk found is a floor for
    the other: its exact passes need only look above it, and when they find
    nothing there that play is the answer (replayed by the engine that found
    it, which may walk the numbers the other way).
    """

    score: int = -1
    engine: FreeEngine | None = None
    steps: list[Step] = field(default_factory=list)

    def offer(self, engine: FreeEngine, found: tuple[int, list[Step]] | None) -> None:
        if found is not None and found[0] > self.score:
            self.score, self.engine, self.steps = found[0], engine, found[1]

    def result(self) -> Result | None:
        if self.engine is None:
            return None
        return Result(self.score, self.engine._replay(self.steps))


SharedKey = tuple[object, ...]
SHARED_MOVES_MAX: Final = 200_000
"""Moves of one colour step kept for every engine of this process (a batch of positions
asks the same small questions again and again); emptied when it holds this many."""
_SHARED_MOVES: dict[SharedKey, list[Move]] = {}


class FreeEngine:
    """One solve of a position whose jokers move freely."""

    def __init__(
        self,
        table_tiles: Sequence[Tile],
        rack: Sequence[Tile],
        rules: RuleSet,
        *,
        value_objective: bool,
        initial: bool,
        cancel: CancelFlag | None = None,
        blocks: Sequence[RunBlock] = (),
        seeds: Sequence[GroupSeed] = (),
        committed: int = 0,
        mirror: bool = False,
        spare_jokers: Sequence[Tile] = (),
    ) -> None:
        """Prepare one solve.

        Args:
            table_tiles: tiles that must end on the table (rack tiles already
                committed to the play may be among them, scored by the caller).
            rack: rack tiles that may be played.
            rules: the rules in force.
            value_objective: maximise value first.
            initial: the initial meld (``table_tiles`` is then empty).
            cancel: checked inside the search.
            blocks: run blocks whose tiles are in neither ``table_tiles`` nor
                ``rack`` (at most two).
            seeds: group seeds whose tiles are in neither ``table_tiles`` nor
                ``rack``.
            committed: rack tiles already committed elsewhere, counted
                against ``max_tiles_per_turn``.
            mirror: walk the numbers from 13 down to 1 (see :meth:`run`);
                not for the initial meld.
            spare_jokers: table jokers that may stay off the table (a joker
                won back to the rack under ``released_joker_to_rack``): laid,
                they score nothing; left, they go to the rack.
        """
        self.cancel = cancel
        self.mirror = mirror and not initial
        self.question = (tuple(table_tiles), tuple(rack), rules, value_objective, initial)
        self.laid = (tuple(blocks), tuple(seeds), committed, tuple(spare_jokers))
        if self.mirror:
            blocks = [RunBlock(b.colour, 14 - b.end, b.tiles[::-1]) for b in blocks]
            seeds = [replace(sd, number=14 - sd.number) for sd in seeds]
        # the number a step stands for: mirrored, step n is number 14 - n
        self.face = [0, *(14 - n if self.mirror else n for n in range(1, 14))]
        self.blocks = tuple(blocks)
        penalty = rules.joker_penalty
        self.rules_penalty = penalty
        self.value_objective = value_objective
        self.table_copies: list[list[Tile]] = [[] for _ in range(52)]
        self.rack_copies: list[list[Tile]] = [[] for _ in range(52)]
        self.table_jokers: list[Tile] = []
        self.rack_jokers: list[Tile] = []
        for t in table_tiles:
            (self.table_jokers if t.is_joker else self.table_copies[self._index(t)]).append(t)
        for t in rack:
            (self.rack_jokers if t.is_joker else self.rack_copies[self._index(t)]).append(t)
        self.t = [len(c) for c in self.table_copies]
        self.a = [len(c) + len(r) for c, r in zip(self.table_copies, self.rack_copies, strict=True)]
        self.w = [
            tile_weight(self.face[k % 13 + 1], penalty, False, value_objective) for k in range(52)
        ]
        self.spare_jokers = list(spare_jokers)
        self.jokers = len(self.table_jokers) + len(self.rack_jokers) + len(self.spare_jokers)
        self.max_jk = rules.max_jokers_per_meld
        block_jokers = sum(1 for b in self.blocks for t in b.laid if t.is_joker)
        self.count_jk = self.jokers + block_jokers > self.max_jk
        # availability for the feasibility tests counts the block tiles as well
        self.reach = list(self.a)
        for b in self.blocks:
            for i, placed in enumerate(b.tiles):
                if placed is not None:
                    self.reach[b.colour * 13 + b.start + i - 1] += 1
        self.seeds_at: dict[int, list[GroupSeed]] = {}
        for seed in seeds:
            self.seeds_at.setdefault(seed.number, []).append(seed)
            for colour in seed.colours:
                self.reach[colour * 13 + seed.number - 1] += 1
        limit = rules.max_tiles_per_turn
        if limit is not None:
            limit -= committed
        self.limit = limit if limit is not None and limit < len(rack) else None
        self.infeasible = limit is not None and limit < 0
        self.threshold = rules.initial_meld_points if initial else None
        self.joker_points = rules.joker_value_counts()
        # gain and rack count of placing y more jokers when jl are left: table jokers go
        # first, then rack jokers, and spare ones last
        tj = len(self.table_jokers)
        rj = tj + len(self.rack_jokers)
        jg = tile_weight(0, penalty, True, value_objective)
        total = self.jokers
        self.jgain = [
            [
                sum(jg for i in range(total - jl, total - jl + y) if tj <= i < rj)
                for y in range(jl + 1)
            ]
            for jl in range(total + 1)
        ]
        self.jcount = [
            [
                sum(1 for i in range(total - jl, total - jl + y) if tj <= i < rj)
                for y in range(jl + 1)
            ]
            for jl in range(total + 1)
        ]
        # per (colour, number): (block, first number of the block?, descriptor bits it adds);
        # a hole is not listed: the run carrying the block takes a copy or a joker there
        self.block_at: dict[tuple[int, int], list[tuple[int, bool, int]]] = {}
        self.holes: set[tuple[int, int]] = set()
        for i, b in enumerate(self.blocks):
            for n in range(b.start, b.end + 1):
                at = b.tile_at(n)
                if at is None:
                    self.holes.add((i, n))
                    continue
                extra = JK if at.is_joker and self.count_jk else 0
                extra |= BLK << i if n < b.end else 0
                self.block_at.setdefault((b.colour, n), []).append((i, n == b.start, extra))
        # blocks with tiles at a common number: never one run (one starts in the other's hole)
        self.clash = {
            (i, j)
            for i, a in enumerate(self.blocks)
            for j, b in enumerate(self.blocks)
            if i != j
            and a.colour == b.colour
            and any(
                a.tile_at(n) is not None and b.tile_at(n) is not None
                for n in range(max(a.start, b.start), min(a.end, b.end) + 1)
            )
        }
        self.colour_memo: dict[tuple[int, int, tuple[int, ...], int], list[Move]] = {}
        self.packed_memo: dict[tuple[int, int], dict[int, list[Packed]]] = {}
        self.runs_of: list[tuple[int, ...]] = [()]
        """The open runs of one colour (sorted descriptors) by id, as packed in a state."""
        self.run_id: dict[tuple[int, ...], int] = {(): 0}
        self.short: list[int] = [0]
        """Per runs id, how many of its runs are shorter than three."""
        if self.jokers >= 32 or (initial and rules.initial_meld_points >= 512):
            raise ValueError("a packed state holds at most 31 jokers and 511 points")
        self.work = 0
        """States expanded so far, over every pass: the programme's unit of work."""
        self.group_ok: dict[tuple[int, int, int], bool] = {}
        self.known = Known()
        """The best play found so far by this walk or its twin (see :class:`Known`)."""
        self.group_memo: dict[int, list[tuple[int, int, int, int]]] = {}
        """Per ``pool << 5 | jokers left``, the moves of an unseeded group step
        (see :meth:`_group_moves`)."""

    def _index(self, t: Tile) -> int:
        """Where a coloured tile sits in the walk: colour * 13 + step - 1."""
        if not self.mirror:
            return t.kind
        colour, low = divmod(t.kind, 13)
        return colour * 13 + 12 - low

    # -- moves --------------------------------------------------------------
    def _reachable(self, c: int, n: int, descs: Sequence[int], jl: int) -> bool:
        """Whether the runs of colour c open after number n can still be finished."""
        a = self.reach
        need_next = 0
        for d in descs:
            length = d & LEN
            if d & LEAD:
                missing = sum(1 for m in range(n + 1, 14) if not a[c * 13 + m - 1])
                if missing > jl:
                    return False
                need_next += 1
                continue
            if length == 3:
                continue
            if n + 3 - length > 13:
                return False
            missing = sum(1 for m in range(n + 1, n + 4 - length) if not a[c * 13 + m - 1])
            if missing > jl:
                return False
            need_next += 1
        if need_next and n < 13:
            return need_next <= a[c * 13 + n] + jl
        return True

    def colour_moves(self, c: int, n: int, runs: tuple[int, ...], jl: int) -> list[Move]:
        key = (c, n, runs, jl)
        cached = self.colour_memo.get(key)
        if cached is not None:
            return cached
        shared_key = self._shared_key(c, n, runs, jl)
        if shared_key is not None:
            moves = _SHARED_MOVES.get(shared_key)
            if moves is None:
                moves = self._colour_moves(c, n, runs, jl)
                if len(_SHARED_MOVES) >= SHARED_MOVES_MAX:
                    _SHARED_MOVES.clear()
                _SHARED_MOVES[shared_key] = moves
            self.colour_memo[key] = moves
            return moves
        moves = self._colour_moves(c, n, runs, jl)
        self.colour_memo[key] = moves
        return moves

    def _shared_key(self, c: int, n: int, runs: tuple[int, ...], jl: int) -> SharedKey | None:
        """Everything :meth:`_colour_moves` reads, when no block or seed is laid (then the
        moves of one step are the same in every engine with these inputs); else None."""
        if self.blocks or self.seeds_at:
            return None
        k = c * 13 + n - 1
        return (
            runs,
            jl,
            self.t[k],
            self.a[k],
            self.w[k],
            self.face[n],
            self.count_jk,
            self.max_jk,
            bool(self.joker_points),
            self.limit is not None,
            tuple(self.jgain[jl]),
            tuple(self.jcount[jl]),
            tuple(self.reach[k + 1 : c * 13 + 13]),
            n,
        )

    def _colour_moves(self, c: int, n: int, runs: tuple[int, ...], jl: int) -> list[Move]:
        """The moves of colour ``c`` at number ``n`` from ``runs`` with ``jl`` jokers left."""
        k = c * 13 + n - 1
        tk = self.t[k]
        ak = self.a[k]
        wk = self.w[k]
        count_jk = self.count_jk
        max_jk = self.max_jk
        face = self.face[n]
        jpts = face if self.joker_points else 0
        new_joker = 1 | (JK if count_jk else 0) | LEAD
        # per run: (op, new desc or -1, 1 real copy / 0 joker / 2 block tile);
        # op 0 extend with a copy, 1 with a joker, 2 close, 3 + i with block i's tile
        options: list[list[tuple[int, int, int]]] = []
        starting: list[tuple[int, int]] = []  # (block, its descriptor bits after n)
        carried: dict[int, int] = {}
        for i, first, extra in self.block_at.get((c, n), ()):
            if first:
                starting.append((i, extra))
            else:
                carried[i] = extra
        for d in runs:
            length = min(3, (d & LEN) + 1)
            jokers_in = (d >> 2) & 3
            mine = [i for i in carried if d & (BLK << i)]
            if not mine and d & BLK_ANY and any((i, n) in self.holes for i in _blocks_of(d)):
                # a hole of the block it carries: a copy, a joker, or the first tile of
                # another block, never the end of the run
                opts = [(0, length | (d & ~LEN), 1)]
                if not count_jk or jokers_in < max_jk:
                    opts.append((1, length | ((d & ~LEN) + (JK if count_jk else 0)), 0))
                for i, extra in starting:
                    if not (extra & JK and jokers_in >= max_jk) and not any(
                        (a, i) in self.clash for a in _blocks_of(d)
                    ):
                        opts.append((3 + i, (length | (d & ~LEN)) + extra, 2))
                options.append(opts)
                continue
            if mine:
                i = mine[0]
                extra = carried[i]
                nd = (length | (d & ~LEN & ~(BLK << i))) + extra
                if extra & JK and jokers_in >= max_jk:
                    options.append([])
                else:
                    options.append([(3 + i, nd, 2)])
                continue
            opts = [(0, length | (d & ~LEN), 1)]
            if not count_jk or jokers_in < max_jk:
                opts.append((1, length | ((d & ~LEN) + (JK if count_jk else 0)), 0))
            if d & LEN == 3 and not d & LEAD:
                opts.append((2, -1, 0))
            for i, extra in starting:
                if not (extra & JK and jokers_in >= max_jk):
                    opts.append((3 + i, (length | (d & ~LEN)) + extra, 2))
            options.append(opts)
        best: dict[tuple[tuple[int, ...], int, int, int], Move] = {}
        jgain = self.jgain[jl]
        jcount = self.jcount[jl]
        counting = self.limit is not None
        seeded = n in self.seeds_at
        for combo in product(*options):
            x = 0
            y = 0
            ext: list[int] = []
            taken = 0
            clash = False
            for op, nd, real in combo:
                if op == 2:
                    continue
                ext.append(nd)
                if real == 1:
                    x += 1
                elif real == 0:
                    y += 1
                elif op - 3 not in carried:
                    clash = clash or bool(taken >> (op - 3) & 1)
                    taken |= 1 << (op - 3)
            if clash or x > ak or y > jl:
                continue
            for i, extra in starting:
                if not taken >> i & 1:
                    ext.append(1 + extra)  # the block's tile opens a run of its own
            rem = ak - x
            for s in range(rem + 1):
                for g in range(rem - s + 1):
                    pool_code = g * 3**c if seeded else (g if g < 2 else POOL_TWO)
                    u = x + s + g
                    if u < tk:
                        continue
                    for z in range(jl - y + 1):
                        descs = sorted(ext + [1] * s + [new_joker] * z)
                        used = y + z
                        if not self._reachable(c, n, descs, jl - used):
                            continue
                        new = tuple(descs)
                        mkey = (new, used, g, u)
                        if mkey in best:
                            continue
                        ops = tuple(op for op, _, _ in combo)
                        best[mkey] = (
                            new,
                            used,
                            pool_code,
                            (u - tk) * wk + jgain[used],
                            (u - tk + jcount[used]) if counting else 0,
                            (u - g) * face + used * jpts,
                            g,
                            (ops, s, g, z),
                        )
        return list(best.values())

    def packed_moves(self, c: int, n: int, rid: int, jl: int) -> list[Packed]:
        """:meth:`colour_moves` for the runs with id ``rid``, as additions to a packed state."""
        shift = RUNS_AT + RUNS_BITS * c
        out: list[Packed] = []
        run_id = self.run_id
        joker_rest = self.joker_rest
        rack_jokers = len(self.rack_jokers)
        for nr, used, padd, gain, dcnt, dpts, _, act in self.colour_moves(
            c, n, self.runs_of[rid], jl
        ):
            nid = run_id.get(nr)
            if nid is None:
                nid = len(self.runs_of)
                if nid > RUNS_MASK:
                    raise ValueError("too many run configurations for a packed state")
                run_id[nr] = nid
                self.runs_of.append(nr)
                self.short.append(sum(1 for d in nr if d & LEN != 3))
            delta = ((nid - rid) << shift) + (padd << POOL_AT) - (used << JL_AT) + (dcnt << CNT_AT)
            out.append(
                (
                    delta,
                    gain + joker_rest[jl - used],
                    gain,
                    dcnt,
                    dpts,
                    min(rack_jokers, jl - used),
                    act,
                )
            )
        return out

    def groups_feasible(self, pool: int, jokers: int, n: int) -> bool:
        """Whether the pool (and number n's seeds) split into groups with ``jokers``.

        Without seeds the pool code hides which colours wait (any colours with
        the same counts split alike); with seeds the colours matter, so at a
        seeded number the pool code is ``sum(count * 3 ** colour)``.
        """
        seeds = self.seeds_at.get(n)
        key = (pool, jokers, n if seeds else 0)
        ok = self.group_ok.get(key)
        if ok is None:
            if seeds:
                ok = self._seeded(pool, jokers, seeds) is not None
            else:
                ones, twos = pool % POOL_TWO, pool // POOL_TWO
                colours = list(range(twos)) * 2 + list(range(twos, twos + ones))
                ok = split_groups(colours, jokers, self.max_jk) is not None
            self.group_ok[key] = ok
        return ok

    def _group_moves(self, pool: int, jl: int, n: int) -> list[tuple[int, int, int, int]]:
        """The moves of a group step without seeds, limit or initial meld, from a pool with
        ``jl`` jokers left: (state delta, reach as in :data:`Packed`, gain, jokers grouped)."""
        return [
            (
                -(pool << POOL_AT) - (jg << JL_AT),
                self.jgain[jl][jg] + self.joker_rest[jl - jg],
                self.jgain[jl][jg],
                jg,
            )
            for jg in range(jl + 1)
            if self.groups_feasible(pool, jg, n)
        ]

    def _seeded(
        self, pool: int, jokers: int, seeds: Sequence[GroupSeed]
    ) -> list[tuple[list[int], int, list[int]]] | None:
        colours = [c for c in range(4) for _ in range(pool // 3**c % 3)]
        return split_groups(colours, jokers, self.max_jk, *_seed_rules(seeds))

    # -- the programme ------------------------------------------------------
    def run_beam(self, beam: int = 48) -> Result | None:
        """A good play in bounded work, not proven best: the beam passes alone.

        Every pass keeps at most ``beam`` states a layer (widened up to four
        times while nothing is found), so the work is bounded whatever the
        position; every play found is legal by construction. The solver's
        floor when its limits run out.
        """
        if self.infeasible:
            return None
        self._prepare_bounds()
        found = None
        while found is None and beam <= 800 * 4:
            found = self._pass(beam, 0)
            beam *= 4
        return None if found is None else Result(found[0], self._replay(found[1]))

    def glimpse(self, beam: int) -> int:
        """The score of one narrow beam pass's play, -1 when it finds none.

        Not widened when it finds nothing (unlike :meth:`run_beam`): a cheap
        look that tells which of several questions promises most.
        """
        if self.infeasible:
            return -1
        self._prepare_bounds()
        found = self._pass(beam, 0)
        return -1 if found is None else found[0]

    def run(self, beam: int = 48, floor: int = 0) -> Result | None:
        """The best play scoring above ``floor``, or None when there is none.

        The numbers may be walked from 1 up to 13 or from 13 down to 1: the
        same question, the same answer, but not the same work. The bounds cut
        a state once the rack tiles it can no longer place are behind it, and
        whether the tiles that decide the answer come early or late in the
        walk can make one direction cost a hundred times the other (a
        ``tiles50`` position of seventeen rack tiles: 670,000 states up,
        a few thousand down). So the two walks race: the walk up goes alone
        for :data:`RACE_POLLS` polls (most questions end there, as before),
        then the walk down joins and the two take turns, a poll each, until
        one finishes: an answer costs at most twice the cheaper walk and the
        head start. Each walk is a generator that yields at every poll, so
        a turn resumes where it stopped and no work is done twice, and a
        play either walk finds is a floor for both (:class:`Known`). The
        initial meld walks up only (a joker leading a run is moved to its
        high end, see :data:`LEAD`, which counts for the points only in that
        direction).
        """
        return _finish(self._racing(beam, floor))

    def walk(self, beam: int = 48, floor: int = 0) -> Walk[Result | None]:
        """:meth:`run` as a walk that yields at every poll: a caller may stop it early."""
        return self._racing(beam, floor)

    def _racing(self, beam: int, floor: int) -> Walk[Result | None]:
        """:meth:`run` as a walk of its own (a tile-limited question races inside one)."""
        self.known = Known()
        if self.mirror or self.threshold is not None or self.infeasible:
            return (yield from self._running(beam, floor))
        up = self._running(beam, floor)
        for _ in range(RACE_POLLS):
            try:
                next(up)
            except StopIteration as done:
                return done.value  # type: ignore[no-any-return]
            yield
        twin = self._mirrored()
        twin.known = self.known  # a play either walk finds is a floor for both
        walks = (up, twin._running(beam, floor))
        try:
            while True:
                for walk in walks:
                    try:
                        next(walk)
                    except StopIteration as done:
                        return done.value  # type: ignore[no-any-return]
                    yield
        finally:
            for walk in walks:
                walk.close()
            self.work += twin.work

    def _mirrored(self) -> FreeEngine:
        """The same question walked from 13 down to 1 (with this one's tiles-per-turn limit)."""
        table_tiles, rack, rules, value_objective, initial = self.question
        blocks, seeds, committed, spare = self.laid
        twin = FreeEngine(
            table_tiles,
            rack,
            rules,
            value_objective=value_objective,
            initial=initial,
            cancel=self.cancel,
            blocks=blocks,
            seeds=seeds,
            committed=committed,
            mirror=True,
            spare_jokers=spare,
        )
        twin.limit = self.limit
        return twin

    def _run(self, beam: int, floor: int) -> Result | None:
        """One walk's answer to :meth:`run`: beam passes, then exact passes.

        A narrow beam pass first finds a good play cheaply, a wider one may
        better it; a play worth the upper bound needs no proof. Then exact passes
        aim high: a pass with bound ``b`` drops every state that cannot beat
        ``b`` even by playing every remaining rack tile that fits anywhere, so
        it is cheap while ``b`` is close to the most that could be played, and
        whatever it finds above ``b`` is the optimum. A pass below the optimum
        costs more the further below it is (one ``easy`` position: 1,300
        states a pass above it, 38,000 a little below, 113,000 at a beam's
        play far below), so the bound closes in from above: with a play
        known (this walk's or its twin's, see :class:`Known`) it halves the
        gap to it until a pass finds something, the gap is under one tile, or
        a pass stops getting dearer (the bound no longer cuts); the exact pass
        at the known play's score then settles the question. With no play
        known (a table so tied up that every beam state dies: the beams were
        once widened to 3,072 states a layer, 158,000 states in all on one
        ``online`` position, where exact passes from the top take a third of
        that) the bound comes down in doubling steps to the floor.
        Under a tiles-per-turn limit, with a play known, one exact pass just
        below the limit's bound comes first (the best tiles under the limit
        often all find a place), then the unlimited question is asked above
        the known play (see :meth:`_unlimited`).
        """
        return _finish(self._running(beam, floor))

    def _running(self, beam: int, floor: int) -> Walk[Result | None]:
        if self.infeasible:
            return None
        self._prepare_bounds()
        high = self.rest[0] + self.joker_rest[self.jokers]  # nothing can score more
        if self.limit is not None:
            high = min(high, self.top[0][len(self.rack_jokers)][self.limit])
        if high <= floor and (floor > 0 or self._plain()):
            return None  # nothing can score above the floor
        known = self.known
        first = None
        narrow = beam
        # a beam that finds nothing is widened once only: the exact passes follow
        # anyway, and a beam of 3,072 cost more than they do
        widest = 4 * beam
        while True:
            first = yield from self._passing(beam, max(floor, known.score))
            known.offer(self, first)
            if first is not None or beam >= widest:
                break
            beam *= 4
        low = max(floor, known.score)
        if first is not None and low < high:
            # a wider beam often reaches the bound itself
            wider = yield from self._passing(beam * 4, low)
            known.offer(self, wider)
            low = max(low, known.score)
        if self.limit is not None and known.engine is not None and low < high - 1:
            # the best tiles under the limit often all find a place: one exact pass
            # just below that bound, the cheapest, settles it before the detour
            found = yield from self._passing(None, high - 1)
            if found is not None:
                return Result(found[0], self._replay(found[1]))
            high -= 1
            low = max(low, known.score)
        if self.limit is not None and low < high:
            # the limit only takes plays away: nothing unlimited above ``low``
            # settles it, and an unlimited best within the limit is the answer
            unlimited = self._unlimited()
            free = yield from unlimited._racing(narrow, low)
            self.work += unlimited.work
            if free is None:
                return known.result()
            if self._rack_count(free) <= self.limit:
                return free
            high = min(high, free.score)
        found = None
        low = max(low, known.score)
        if low < high:
            bound = high - 1
            step = max(1, self.min_gain)
            # after the first pass, a bound less than one step above ``low``
            # prunes about as little as ``low`` itself: it would cost as much
            # and prove less; so does any bound once lowering it stopped
            # cutting (a failed pass cost less than twice the one before).
            # With a play known the bound halves the gap to it; with none it
            # comes down from the top in doubling steps and never stops
            # early, since a pass at the floor cuts nothing at all
            before = None
            while bound > low and (before is None or bound - low >= step):
                work = self.work
                found = yield from self._passing(None, bound)
                if found is not None:
                    break
                cost = self.work - work
                if known.engine is not None and before is not None and cost < 2 * before:
                    break
                before = cost
                high = bound + 1  # nothing scores above ``bound``
                low = max(low, known.score)  # the other walk may have found more
                if known.engine is None:
                    bound -= step
                    step *= 2
                else:
                    bound = (low + high) // 2
            if found is None:
                low = max(low, known.score)
                found = yield from self._passing(None, low)
        if found is not None:
            return Result(found[0], self._replay(found[1]))
        return known.result()

    def _unlimited(self) -> FreeEngine:
        """This question without the tiles-per-turn limit.

        Its answer bounds the limited one from above, and when it plays no
        more tiles than the limit it *is* the limited answer. Without the
        limit the passes keep one state where the limit keeps one per count
        of tiles played, so it is asked first: one ``online`` position took
        four seconds under the limit to find a ten-tile play the unlimited
        question finds in a tenth of that.
        """
        free = copy(self)
        free.limit = None
        free.top = []
        free.colour_memo = {}  # the moves of the limited question also count tiles
        free.packed_memo = {}
        free.work = 0
        return free

    def _rack_count(self, result: Result) -> int:
        """Rack tiles ``result`` plays (besides those committed elsewhere)."""
        rack = {t.id for copies in self.rack_copies for t in copies}
        rack.update(t.id for t in self.rack_jokers)
        return sum(1 for meld in result.melds for t in meld if t.id in rack)

    def _prepare_bounds(self) -> None:
        jokers = self.jokers
        gains = [0] * 52
        for k in range(52):
            if self.rack_copies[k] and _usable(k, self.reach, jokers + 2 * bool(self.blocks)):
                gains[k] = self.w[k] * min(len(self.rack_copies[k]), 2)
        # rest[i]: rack gain still possible after step i (number (i // 4) + 1, colour i % 4)
        rest = [0] * 53
        for i in range(51, -1, -1):
            c, n0 = i % 4, i // 4
            rest[i] = rest[i + 1] + gains[c * 13 + n0]
        self.rest = rest
        self.joker_rest = [self.jgain[jl][jl] for jl in range(jokers + 1)]
        usable = [g // min(len(self.rack_copies[k]), 2) for k, g in enumerate(gains) if g]
        if self.rack_jokers:
            usable.append(self.jgain[jokers][jokers] // jokers)
        self.min_gain = min(usable, default=1)
        self.top = self._limited_rest(gains) if self.limit is not None else []

    def _limited_rest(self, gains: Sequence[int]) -> list[list[list[int]]]:
        """Under a tiles-per-turn limit, the most the remaining tiles can add.

        ``top[i][j][k]``: the gain of the ``k`` best rack tiles still playable
        from step ``i`` on, with ``j`` rack jokers left. Without it the bound
        of a pass counts every remaining rack tile although at most ``limit``
        may be played: with a rack well above the limit (an ``online`` rack of
        sixteen tiles under a limit of twelve) no state was ever cut, and one
        position took forty seconds and two gigabytes.
        """
        assert self.limit is not None
        limit = self.limit
        joker = tile_weight(0, self.rules_penalty, True, self.value_objective)
        rack_jokers = len(self.rack_jokers)
        top: list[list[list[int]]] = []
        weights: list[int] = []
        for i in range(52, -1, -1):
            if i < 52:
                k = (i % 4) * 13 + i // 4
                if gains[k]:
                    weights.extend([self.w[k]] * min(len(self.rack_copies[k]), 2))
            per_jokers = []
            for j in range(rack_jokers + 1):
                best = sorted([*weights, *[joker] * j], reverse=True)[:limit]
                sums = [0]
                for x in best:
                    sums.append(sums[-1] + x)
                sums.extend([sums[-1]] * (limit + 1 - len(sums)))
                per_jokers.append(sums)
            top.append(per_jokers)
        top.reverse()
        return top

    def _pass(self, beam: int | None, bound: int) -> tuple[int, list[Step]] | None:
        """One pass over the 65 steps: the best play above ``bound`` and its steps."""
        return _finish(self._passing(beam, bound))

    def _passing(self, beam: int | None, bound: int) -> Walk[tuple[int, list[Step]] | None]:
        """:meth:`_pass` as a walk: it yields at every poll of the flag (256 states).

        Memory stays small on any position: a layer's states live only while
        the next layer is built; what the walk back needs is kept per layer as
        the index of each state's predecessor and the step that reached it
        (a few bytes a state, where the states themselves took hundreds; the
        ``online`` position of issue 13 once held two gigabytes of them).
        """
        limit = self.limit
        threshold = self.threshold
        cap = threshold if threshold is not None else 0
        jpoints = self.joker_points
        cancel = self.cancel
        rest = self.rest
        joker_rest = self.joker_rest
        top = self.top
        rack_jokers = len(self.rack_jokers)
        start: State = self.jokers << JL_AT
        layer: dict[State, int] = {start: 0}
        back: list[tuple[array[int], list[Step]]] = []
        ticks = 0
        packed_moves = self.packed_moves
        idle = self._idle_steps()
        plain = limit is None and threshold is None
        grouping = self.group_memo
        for n in range(1, 14):
            for c in range(4):
                ahead = rest[(n - 1) * 4 + c + 1]
                if idle[(n - 1) * 4 + c]:
                    # the one move is to do nothing: keep what can still beat the bound
                    kept: dict[State, int] = {}
                    came_from = array("i")
                    top_here = top[(n - 1) * 4 + c + 1] if limit is not None else []
                    for index, (st, score) in enumerate(layer.items()):
                        ticks += 1
                        if ticks & 255 == 1:  # polled as the full step polls
                            if cancel is not None:
                                cancel.check()
                            yield
                        if score + ahead + joker_rest[0] <= bound:
                            continue
                        if limit is not None:
                            cnt = st >> CNT_AT & 255
                            if cnt > limit or score + top_here[0][limit - cnt] <= bound:
                                continue
                        kept[st] = score
                        came_from.append(index)
                    layer = kept
                    back.append((came_from, [NOTHING] * len(kept)))
                    continue
                new: dict[State, int] = {}
                bp: dict[State, tuple[int, Step]] = {}
                top_here = top[(n - 1) * 4 + c + 1] if limit is not None else []
                memo = self.packed_memo.setdefault((c, n), {})
                shift = RUNS_AT + RUNS_BITS * c
                for index, (st, score) in enumerate(layer.items()):
                    ticks += 1
                    if ticks & 255 == 1:  # a pass costs one poll at least
                        if cancel is not None:
                            cancel.check()
                        yield
                    jl = st >> JL_AT & 31
                    key = (st >> shift & RUNS_MASK) << 5 | jl
                    moves = memo.get(key)
                    if moves is None:
                        moves = memo[key] = packed_moves(c, n, key >> 5, jl)
                    cut = bound - ahead - score  # a move must reach above it
                    if plain:  # no limit, no initial meld: the common case, kept lean
                        for delta, reach, gain, _, _, _, act in moves:
                            if reach <= cut:
                                continue
                            v = score + gain
                            ns = st + delta
                            if new.get(ns, -1) < v:
                                new[ns] = v
                                bp[ns] = (index, act)
                        continue
                    cnt = st >> CNT_AT & 255
                    pts = st & 511
                    for delta, reach, gain, dcnt, dpts, jr, act in moves:
                        if reach <= cut:
                            continue
                        v = score + gain
                        if limit is not None:
                            cnt2 = cnt + dcnt
                            if cnt2 > limit or v + top_here[jr][limit - cnt2] <= bound:
                                continue
                        ns = st + delta
                        if threshold is not None:
                            ns += min(cap, pts + dpts) - pts
                        old = new.get(ns)
                        if old is None or old < v:
                            new[ns] = v
                            bp[ns] = (index, act)
                layer = self._narrow(new, beam, (n - 1) * 4 + c + 1) if beam else new
                back.append(_pointers(layer, bp))
            new = {}
            bp = {}
            ahead = rest[n * 4]
            top_end = top[n * 4] if limit is not None else []
            seeded = n in self.seeds_at
            face = self.face[n]
            for index, (st, score) in enumerate(layer.items()):
                pool = st >> POOL_AT & 255
                if not pool and not seeded:
                    old = new.get(st)
                    if old is None or old < score:
                        new[st] = score
                        bp[st] = (index, 0)
                    continue
                jl = st >> JL_AT & 31
                if plain and not seeded:
                    options = grouping.get(pool << 5 | jl)
                    if options is None:
                        options = grouping[pool << 5 | jl] = self._group_moves(pool, jl, n)
                    cut = bound - ahead - score
                    for delta, reach, gain, jg in options:
                        if reach > cut:
                            v = score + gain
                            ns = st + delta
                            if new.get(ns, -1) < v:
                                new[ns] = v
                                bp[ns] = (index, jg)
                    continue
                cnt = st >> CNT_AT & 255
                pts = st & 511
                if seeded:
                    reals = sum(pool // 3**c % 3 for c in range(4))
                    reals += sum(len(sd.colours) for sd in self.seeds_at[n])
                else:
                    reals = pool % POOL_TWO + 2 * (pool // POOL_TWO)
                for jg in range(jl + 1):
                    if not self.groups_feasible(pool, jg, n):
                        continue
                    v = score + self.jgain[jl][jg]
                    if v + ahead + joker_rest[jl - jg] <= bound:
                        continue
                    cnt2 = cnt + self.jcount[jl][jg] if limit is not None else 0
                    if limit is not None and (
                        cnt2 > limit
                        or v + top_end[min(rack_jokers, jl - jg)][limit - cnt2] <= bound
                    ):
                        continue
                    pts2 = pts
                    if threshold is not None:
                        pts2 = min(cap, pts + face * (reals + (jg if jpoints else 0)))
                    ns = st - (pool << POOL_AT) - (jg << JL_AT) + ((cnt2 - cnt) << CNT_AT)
                    ns += pts2 - pts
                    old = new.get(ns)
                    if old is None or old < v:
                        new[ns] = v
                        bp[ns] = (index, jg)
            layer = self._narrow(new, beam, n * 4) if beam else new
            back.append(_pointers(layer, bp))
        self.work += ticks
        best_index = -1
        best_score = bound
        table_jokers = len(self.table_jokers)
        short = self.short
        for index, (st, score) in enumerate(layer.items()):
            if score <= best_score:
                continue
            if self.jokers - (st >> JL_AT & 31) < table_jokers:
                continue
            if threshold is not None and st & 511 < threshold:
                continue
            if any(short[st >> (RUNS_AT + RUNS_BITS * c) & RUNS_MASK] for c in range(4)):
                continue
            best_index, best_score = index, score
        if best_index < 0:
            return None
        steps: list[Step] = []
        for previous, reached_by in reversed(back):
            steps.append(reached_by[best_index])
            best_index = previous[best_index]
        steps.reverse()
        return best_score, steps

    def _plain(self) -> bool:
        """No joker, block, seed or committed tile: the score is the rack tiles played
        alone, so :attr:`rest` bounds it from above even when the floor is 0 (a rack
        with nothing to lay is answered without a pass)."""
        _blocks, seeds, committed, spare = self.laid
        return not (self.jokers or self.blocks or seeds or committed or spare)

    def _idle_steps(self) -> list[bool]:
        """Per colour step of the walk (``(n - 1) * 4 + c``), whether its only move is to
        do nothing: no tile of that colour and number, none at the number before (so no
        run of the colour is open), no joker, block or seed anywhere. A small position
        leaves most steps idle, and a batch of small positions spent most of its time
        walking through them."""
        if self.jokers or self.blocks or self.seeds_at:
            return [False] * 52
        a = self.a
        return [
            not a[c * 13 + n - 1] and (n == 1 or not a[c * 13 + n - 2])
            for n in range(1, 14)
            for c in range(4)
        ]

    def _narrow(self, layer: dict[State, int], beam: int, index: int) -> dict[State, int]:
        """Keep the ``beam`` most promising states (ties by insertion order: deterministic).

        A state's promise is the most it may still score, then the fewer runs
        shorter than three the better; both go into one int (the second below
        :data:`SHORT_SCALE`), made by one comprehension, since a key function
        called once a state was a sixth of a beam pass's time.
        """
        if len(layer) <= beam:
            return layer
        ahead = self.rest[index]
        joker_rest = self.joker_rest
        limit = self.limit
        rack_jokers = len(self.rack_jokers)
        rs = self.short
        a, b, c, d = (RUNS_AT + RUNS_BITS * colour for colour in range(4))
        m = RUNS_MASK
        items = list(layer.items())
        if limit is not None:  # only the best tiles that still fit under the limit count
            top = self.top[index]
            keys = [
                (sc + top[min(rack_jokers, st >> JL_AT & 31)][limit - (st >> CNT_AT & 255)])
                * -SHORT_SCALE
                + rs[st >> a & m]
                + rs[st >> b & m]
                + rs[st >> c & m]
                + rs[st >> d & m]
                for st, sc in items
            ]
        else:
            keys = [
                (sc + ahead + joker_rest[st >> JL_AT & 31]) * -SHORT_SCALE
                + rs[st >> a & m]
                + rs[st >> b & m]
                + rs[st >> c & m]
                + rs[st >> d & m]
                for st, sc in items
            ]
        kept = sorted(range(len(items)), key=keys.__getitem__)[:beam]
        return dict([items[i] for i in kept])

    # -- rebuilding the melds -------------------------------------------------
    def _replay(self, path: list[Step]) -> list[list[Tile]]:
        melds: list[list[Tile]] = []
        runs: list[list[tuple[int, list[Tile]]]] = [[], [], [], []]
        joker_queue = [*self.table_jokers, *self.rack_jokers, *self.spare_jokers]
        count_jk = self.count_jk
        step = 0
        for n in range(1, 14):
            pool: list[tuple[int, Tile]] = []
            for c in range(4):
                act = path[step]
                step += 1
                assert not isinstance(act, int)
                ops, s, g, z = act
                k = c * 13 + n - 1
                tiles = [*self.table_copies[k], *self.rack_copies[k]]
                new: list[tuple[int, list[Tile]]] = []
                here = {i: (first, extra) for i, first, extra in self.block_at.get((c, n), ())}
                for (d, run), op in zip(runs[c], ops, strict=True):
                    length = min(3, (d & LEN) + 1)
                    if op == 2:
                        melds.append(run[::-1] if self.mirror else run)
                    elif op == 0:
                        new.append((length | (d & ~LEN), [*run, tiles.pop(0)]))
                    elif op == 1:
                        nd = length | ((d & ~LEN) + (JK if count_jk else 0))
                        new.append((nd, [*run, joker_queue.pop(0)]))
                    else:
                        i = op - 3
                        nd = (length | (d & ~LEN & ~(BLK << i))) + here.pop(i)[1]
                        new.append((nd, [*run, self._block_tile(i, n)]))
                for i, (_, extra) in here.items():
                    new.append((1 + extra, [self._block_tile(i, n)]))
                for _ in range(s):
                    new.append((1, [tiles.pop(0)]))
                for _ in range(g):
                    pool.append((c, tiles.pop(0)))
                for _ in range(z):
                    new.append((1 | (JK if count_jk else 0) | LEAD, [joker_queue.pop(0)]))
                new.sort(key=lambda item: item[0])
                runs[c] = new
            jg = path[step]
            step += 1
            assert isinstance(jg, int)
            if pool or n in self.seeds_at:
                melds.extend(self._lay_groups(pool, jg, joker_queue, self.seeds_at.get(n, [])))
        for c in range(4):
            melds.extend(run[::-1] if self.mirror else run for _, run in runs[c])
        return melds

    def _block_tile(self, i: int, n: int) -> Tile:
        t = self.blocks[i].tile_at(n)
        assert t is not None  # a hole is filled like any other place of the run
        return t

    def _lay_groups(
        self,
        pool: list[tuple[int, Tile]],
        jokers: int,
        joker_queue: list[Tile],
        seeds: Sequence[GroupSeed],
    ) -> list[list[Tile]]:
        split = split_groups([c for c, _ in pool], jokers, self.max_jk, *_seed_rules(seeds))
        assert split is not None
        by_colour: dict[int, list[Tile]] = {}
        for c, tile in pool:
            by_colour.setdefault(c, []).append(tile)
        out: list[list[Tile]] = []
        for colours, j, members in split:
            own = [t for m in members for t in seeds[m].tiles]
            mine = {kind_colour(t.kind) for t in own if not t.is_joker}
            meld = [*own, *(by_colour[c].pop(0) for c in sorted(colours) if c not in mine)]
            meld.extend(joker_queue.pop(0) for _ in range(j))
            reals = [t for t in meld if not t.is_joker]
            if len(reals) == 1:  # J J K1 and K13 J J read as groups, K1 J J and J J K13 as runs
                jokers_of = [t for t in meld if t.is_joker]
                meld = [*jokers_of, *reals] if reals[0].number <= 2 else [*reals, *jokers_of]
            out.append(meld)
        return out


def _seed_rules(seeds: Sequence[GroupSeed]) -> tuple[list[SeedRule], bool]:
    """The seeds of one number as :func:`split_groups` asks for them: their rules,
    and whether that number lets a seed's jokers keep one real tile."""
    return [sd.rule for sd in seeds], bool(seeds) and seeds[0].number in LONE_NUMBERS


def _blocks_of(d: int) -> list[int]:
    """The run blocks a run descriptor carries."""
    return [i for i in (0, 1) if d & (BLK << i)]


def _finish(walk: Walk[T]) -> T:
    """Run a walk to its end: its answer."""
    while True:
        try:
            next(walk)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]


def _pointers(
    layer: dict[State, int], bp: dict[State, tuple[int, Step]]
) -> tuple[array[int], list[Step]]:
    """Per state of ``layer`` (in its order): its predecessor's index and the step taken."""
    pointers = [bp[st] for st in layer]
    return array("i", [p for p, _ in pointers]), [step for _, step in pointers]


def _usable(kind: int, avail: Sequence[int], jokers: int) -> bool:
    """Whether a rack tile could be in any meld at all (a cheap necessary test)."""
    c, n = divmod(kind, 13)
    n += 1
    others = sum(1 for c2 in range(4) if c2 != c and avail[c2 * 13 + n - 1])
    if others + min(jokers, 2) >= 2:
        return True
    for low in range(max(1, n - 2), min(n, 11) + 1):
        missing = sum(1 for m in range(low, low + 3) if m != n and not avail[c * 13 + m - 1])
        if missing <= jokers:
            return True
    return False
