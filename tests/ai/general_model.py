"""The general programme's view of a position: tile copies, jokers and the joker rules.

A test oracle, not the product's (see :mod:`tests.ai.general_programme`).
The dynamic programme of :mod:`tests.ai.general_programme` works on kinds
and numbers, but the referee judges joker moves by tile *identity* (a joker
is kept only next to a real tile of its own old meld). So every copy of a
kind carries what the referee will ask about it: whether it came from the
rack, and, only where the joker rules make it matter, small integer *codes*
that a meld collects and that :func:`evaluate_meld` reads when the meld is
finished. Copies that nobody asks about get no codes, which keeps the state
space of ordinary positions small.

Codes a meld may collect:

* a tile identity 0..103: a real tile of an old meld that held a table joker;
* ``JOKER_AT + 2 * j`` / ``JOKER_AT + 2 * j + 1``: table joker ``j`` in this
  meld standing / not standing for the tile of its old role (runs only;
  a group's role is judged from its missing colours);
* ``CANDIDATE + 2 * kind + rack``: a real tile that could replace a joker.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from rummy_desktop.ai.solver.counting import tile_weight
from rummy_desktop.ai.solver.floor import restrictive
from rummy_desktop.core.melds import MeldKind, check_meld
from rummy_desktop.core.rules import GroupJokerRelease, JokerRelease, RuleSet
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Colour, Tile, kind_number, kind_of

JOKER_AT: Final = 200
CANDIDATE: Final = 300


@dataclass(frozen=True, slots=True)
class CopyInfo:
    """One physical tile of a kind that may end on the table."""

    tile: Tile
    rack: bool
    gain: int
    run_codes: frozenset[int]
    group_codes: frozenset[int]
    cls: int
    """Copies of one kind with equal ``cls`` are interchangeable."""


@dataclass(frozen=True, slots=True)
class JokerSpec:
    """What the referee asks of one table joker under restrictive joker rules."""

    tile: Tile
    meld_reals: frozenset[int]
    is_run: bool
    role_kind: int
    number: int
    role: frozenset[int]
    cand_codes: frozenset[int]
    need_all: bool
    pinned: bool
    """No tile that could release it is at hand: it can only stay in its role."""


@dataclass(frozen=True, slots=True)
class JokerInfo:
    tile: Tile
    rack: bool
    spec: int
    """Index into :attr:`Model.specs`, -1 for a joker without restrictions."""


@dataclass(frozen=True, slots=True)
class Model:
    """A position prepared for the dynamic programme."""

    copies: tuple[tuple[CopyInfo, ...], ...]
    jokers: tuple[JokerInfo, ...]
    specs: tuple[JokerSpec, ...]
    joker_gain: int
    max_jokers: int
    limit: int | None
    threshold: int | None
    joker_points: bool
    locked: bool
    new_only: bool
    release_free: bool
    track_nonrack: bool


def build_model(
    table: Table,
    rack: Sequence[Tile],
    rules: RuleSet,
    *,
    value_objective: bool,
    initial: bool,
) -> Model:
    """Prepare the copies, jokers and joker specs of a position.

    With ``initial`` the table takes no part: only rack tiles may be played.
    """
    table_tiles: list[Tile] = [] if initial else table.tiles()
    specs: list[JokerSpec] = []
    spec_of: dict[int, int] = {}
    track = not initial and restrictive(rules)
    if track:
        for meld in table.melds():
            check = check_meld(meld.kinds, rules.max_jokers_per_meld)
            if not check.valid or check.joker_count == 0:
                continue
            reals = frozenset(t.id for t in meld.tiles if not t.is_joker)
            is_run = check.kind is MeldKind.RUN
            for pos, t in enumerate(meld.tiles):
                if not t.is_joker:
                    continue
                role = check.roles[pos]
                from_rack = rules.joker_release is JokerRelease.REPLACE_FROM_RACK
                cands = frozenset(
                    CANDIDATE + 2 * k + r for k in role for r in ((1,) if from_rack else (0, 1))
                )
                need_all = (
                    rules.group_joker_release is GroupJokerRelease.ALL_MISSING
                    and not is_run
                    and len(meld.tiles) == 3
                    and check.joker_count == 1
                )
                if rules.joker_release is JokerRelease.FREE:
                    pinned = False
                elif from_rack:
                    pinned = not any(r.kind in role for r in rack)
                else:
                    pinned = not any(
                        r.kind in role for r in [*rack, *table.tiles()] if r.id not in reals
                    )
                spec_of[t.id] = len(specs)
                any_kind = next(iter(role))
                specs.append(
                    JokerSpec(
                        tile=t,
                        meld_reals=reals,
                        is_run=is_run,
                        role_kind=any_kind,
                        number=kind_number(any_kind),
                        role=role,
                        cand_codes=cands,
                        need_all=need_all,
                        pinned=pinned,
                    )
                )
    run_reals = frozenset(i for s in specs if s.is_run for i in s.meld_reals)
    group_reals = frozenset(i for s in specs if not s.is_run for i in s.meld_reals)
    run_roles = frozenset(k for s in specs if s.is_run for k in s.role)
    group_roles = frozenset(k for s in specs if not s.is_run for k in s.role)

    by_kind: list[list[CopyInfo]] = [[] for _ in range(52)]
    jokers: list[JokerInfo] = []
    penalty = rules.joker_penalty
    for rack_side, tiles in ((False, table_tiles), (True, list(rack))):
        for t in tiles:
            if t.is_joker:
                gain = tile_weight(0, penalty, True, value_objective) if rack_side else 0
                jokers.append(JokerInfo(t, rack_side, spec_of.get(t.id, -1)))
                continue
            k = t.kind
            run_codes: set[int] = set()
            group_codes: set[int] = set()
            if t.id in run_reals:
                run_codes.add(t.id)
            if t.id in group_reals:
                group_codes.add(t.id)
            cand = CANDIDATE + 2 * k + (1 if rack_side else 0)
            if k in run_roles:
                run_codes.add(cand)
            if k in group_roles:
                group_codes.add(cand)
            gain = tile_weight(kind_number(k), penalty, False, value_objective) if rack_side else 0
            by_kind[k].append(
                CopyInfo(t, rack_side, gain, frozenset(run_codes), frozenset(group_codes), 0)
            )
    copies: list[tuple[CopyInfo, ...]] = []
    for k in range(52):
        items = sorted(by_kind[k], key=lambda ci: (ci.rack, ci.tile.id))
        classes: list[tuple[bool, frozenset[int], frozenset[int]]] = []
        out: list[CopyInfo] = []
        for ci in items:
            key = (ci.rack, ci.run_codes, ci.group_codes)
            if key not in classes:
                classes.append(key)
            out.append(
                CopyInfo(
                    ci.tile, ci.rack, ci.gain, ci.run_codes, ci.group_codes, classes.index(key)
                )
            )
        copies.append(tuple(out))
    jokers.sort(key=lambda j: (j.rack, j.tile.id))
    joker_gain = tile_weight(0, penalty, True, value_objective)
    limit = rules.max_tiles_per_turn
    if limit is not None and limit >= len(rack):
        limit = None
    return Model(
        copies=tuple(copies),
        jokers=tuple(jokers),
        specs=tuple(specs),
        joker_gain=joker_gain,
        max_jokers=rules.max_jokers_per_meld,
        limit=limit,
        threshold=rules.initial_meld_points if initial else None,
        joker_points=rules.joker_value_counts(),
        locked=track and rules.joker_meld_locked,
        new_only=track and rules.released_joker_new_meld_only,
        release_free=rules.joker_release is JokerRelease.FREE,
        track_nonrack=track and rules.released_joker_new_meld_only and bool(specs),
    )


def group_missing(number: int, colours: Sequence[int]) -> frozenset[int]:
    """The kinds a group of ``number`` with real ``colours`` lacks."""
    present = set(colours)
    return frozenset(kind_of(c, number) for c in Colour if int(c) not in present)


def evaluate_meld(
    model: Model,
    codes: frozenset[int],
    table_jokers: Sequence[tuple[int, bool]],
    nonrack: bool,
    flags: tuple[int, ...],
) -> tuple[int, ...] | None:
    """Judge a finished meld against the joker rules, as the referee will.

    Args:
        model: the position.
        codes: the codes the meld collected (see the module docstring).
        table_jokers: (spec index, stands for its old role) for each tracked
            table joker in the meld.
        nonrack: whether the meld holds a real tile that was on the table.
        flags: per spec ``(status, replacements)``, flattened; status 0 not
            yet placed, 1 kept, 2 released.

    Returns:
        The updated flags, or None when the referee would object.
    """
    if not model.specs:
        return flags
    out = list(flags)
    for j, at_role in table_jokers:
        spec = model.specs[j]
        kept = at_role and not codes.isdisjoint(spec.meld_reals)
        if kept and (not model.locked or spec.meld_reals <= codes):
            out[2 * j] = 1
        elif kept and model.release_free:
            return None  # it never left, and its meld lost tiles
        else:  # (kept but its meld lost tiles: it must have been replaced first)
            if model.new_only and nonrack:
                return None
            out[2 * j] = 2
    if not model.release_free:
        for j, spec in enumerate(model.specs):
            if codes.isdisjoint(spec.meld_reals):
                continue
            found = codes & spec.cand_codes
            if not found:
                continue
            if spec.need_all:
                kinds = {(c - CANDIDATE) // 2 for c in found}
                if kinds >= spec.role:
                    out[2 * j + 1] = 2
            else:
                out[2 * j + 1] = min(2, out[2 * j + 1] + len(found))
    return tuple(out)


def final_ok(model: Model, flags: tuple[int, ...]) -> bool:
    """Whether every tracked table joker ended kept, or released as the rules allow."""
    specs = model.specs
    released = [j for j in range(len(specs)) if flags[2 * j] == 2]
    if any(flags[2 * j] == 0 for j in range(len(specs))):
        return False
    if model.release_free:
        return True
    for j in released:
        need = 1
        others = [o for o in released if o != j and specs[o].role & specs[j].role]
        if others:
            need = 2  # two jokers could claim the same replacement: ask for two
        if flags[2 * j + 1] < need:
            return False
    return True
