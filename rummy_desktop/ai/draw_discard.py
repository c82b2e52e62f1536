"""Computer players under draw and discard (RULES.md section 8).

Each level keeps its own way of playing; this module adds the two decisions
the variant asks for around it, and the level's classic ``choose`` is asked
for the play itself on a copy of the view with the variant switched off (so
the same solver, hoarding aside, answers):

* **What to take.** The previous player's stack top is taken only when the
  rack makes a new meld with it (two rack tiles at least, the duty of the
  rule) *and* it pays: more tiles leave the rack that turn than the level
  would lay without it. With an empty pool, any legal use beats passing.
  Otherwise the pool's top.
* **What to discard.** Never a joker if it can be helped; a tile that
  extends a table meld goes there (after the initial meld), since a discard
  on the table feeds no stack; else the tile that hurts least: few
  connectors on the rack (same colour within two, or same number), no
  visible use for the next player (who takes from this stack: a meld it
  completes with two tiles the next player could take off the table), and
  high (it would cost its number at the round's end). ``medium`` weighs
  the visible danger, ``hard`` also how many unseen pairs would make a meld
  with it; ``easy`` only connectors and height, and notices a stack chance
  with its notice chance.

Every answer is checked with the variant's judge before it is returned, and
falls back on the always-legal discard of the tile just drawn, so no level
can make an illegal move here.
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections.abc import Mapping, Sequence
from enum import IntEnum
from typing import Protocol

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.ai.layout import lay_out
from rummy_desktop.core.actions import Discard, Draw, Pass, Play, TurnAction
from rummy_desktop.core.discard import judge_discard_turn
from rummy_desktop.core.melds import MeldKind, arrange, check_meld
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Colour, Tile, kind_of
from rummy_desktop.core.views import PlayerView

Meld = tuple[Tile, ...]


class Skill(IntEnum):
    """How much of the discard reasoning a level uses."""

    EASY = 1
    MEDIUM = 2
    HARD = 3


class ClassicPlayer(Protocol):
    """A level's own ``choose``, used for the play part on a view without the variant."""

    def choose(self, view: PlayerView, rng: random.Random, cancel: CancelFlag) -> TurnAction: ...


def discard_turn(
    player: ClassicPlayer,
    view: PlayerView,
    rng: random.Random,
    cancel: CancelFlag,
    skill: Skill,
    notice_chance: float = 1.0,
) -> TurnAction:
    """The level's action for this step of a draw-and-discard turn.

    Before the take: a whole turn from the stack (a :class:`Discard` with
    ``from_stack``), a :class:`Draw` or a :class:`Pass`. After the pool's top
    was taken: the closing :class:`Discard`.
    """
    cancel.check()
    if not view.taken:
        top = view.stack_top()
        if top is not None and rng.random() < notice_chance:
            planned = _stack_plan(player, view, top, rng, cancel, skill)
            if planned is not None:
                return planned
        return Draw() if view.can_draw else Pass()
    table = _play_part(player, view, list(view.rack), rng, cancel)
    return _close(view, table, list(view.rack), None, rng, skill)


def classic_view(
    view: PlayerView, rack: Sequence[Tile], table: Table | None = None, melded: bool | None = None
) -> PlayerView:
    """The view a level's classic ``choose`` gets for the play part of the turn."""
    flags = list(view.melded)
    if melded is not None:
        flags[view.seat] = melded
    return dataclasses.replace(
        view,
        rules=view.rules.with_options(draw_and_discard=False),
        rack=tuple(rack),
        rack_sizes=tuple(len(rack) if s == view.seat else n for s, n in enumerate(view.rack_sizes)),
        table=(table if table is not None else view.table).copy(),
        melded=tuple(flags),
        taken=False,
        can_draw=view.pool_size > 0,
        can_pass=view.pool_size == 0,
    )


def _play_part(
    player: ClassicPlayer,
    view: PlayerView,
    rack: Sequence[Tile],
    rng: random.Random,
    cancel: CancelFlag,
) -> Table:
    """The table after the level's play with ``rack``, or the table as it is."""
    answer = player.choose(classic_view(view, rack), rng, cancel)
    return answer.table if isinstance(answer, Play) else view.table.copy()


# -- taking from the stack -----------------------------------------------------------
def stack_melds(rack: Sequence[Tile], top: Tile, max_jokers: int) -> list[Meld]:
    """New melds of the stack tile with two or three rack tiles, in table order.

    Best first: fewest jokers, then most tiles, then highest value.
    """
    related = [
        t
        for t in rack
        if t.is_joker
        or (not top.is_joker and (t.number == top.number or t.colour == top.colour))
        or top.is_joker
    ]
    jokers = [t for t in related if t.is_joker][:max_jokers]
    reals = [t for t in related if not t.is_joker][:14]
    found: dict[tuple[int, ...], Meld] = {}
    for size in (2, 3):
        for combo in itertools.combinations([*reals, *jokers], size):
            meld = _laid([top, *combo], max_jokers)
            if meld is not None:
                found.setdefault(tuple(sorted(t.kind for t in meld)), meld)
    return sorted(
        found.values(),
        key=lambda m: (
            sum(t.is_joker for t in m),
            -len(m),
            -check_meld([t.kind for t in m]).value,
        ),
    )


def _laid(tiles: Sequence[Tile], max_jokers: int) -> Meld | None:
    kinds = arrange([t.kind for t in tiles], max_jokers)
    if kinds is None:
        return None
    left = list(tiles)
    out: list[Tile] = []
    for kind in kinds:
        t = next(x for x in left if x.kind == kind)
        left.remove(t)
        out.append(t)
    return tuple(out)


def _stack_plan(
    player: ClassicPlayer,
    view: PlayerView,
    top: Tile,
    rng: random.Random,
    cancel: CancelFlag,
    skill: Skill,
) -> Discard | None:
    """A legal turn that takes the stack top, when it pays; else None."""
    rules = view.rules
    candidates = stack_melds(view.rack, top, rules.max_jokers_per_meld)[:3]
    if not candidates:
        return None
    baseline = 0
    if view.can_draw:
        on_table = {t.id for t in view.table.tiles()}
        without = _play_part(player, view, view.rack, rng, cancel)
        baseline = sum(1 for t in without.tiles() if t.id not in on_table)
    for meld in candidates:
        cancel.check()
        used = {t.id for t in meld}
        rest = [t for t in view.rack if t.id not in used]
        if view.has_melded:
            played = _play_part(player, view, rest, rng, cancel)
            melds = [*(m.tiles for m in played.melds()), meld]
        else:
            answer = player.choose(classic_view(view, rest, Table(), melded=True), rng, cancel)
            own = [m.tiles for m in answer.table.melds()] if isinstance(answer, Play) else []
            melds = [*(m.tiles for m in view.table.melds()), meld, *own]
        table = lay_out(view.table, melds)
        rack = [*view.rack, top]
        on_table = {t.id for t in table.tiles()}
        laid = sum(1 for t in rack if t.id in on_table)
        if view.can_draw and laid <= baseline:
            continue  # it does not pay: the pool's top leaves as many tiles at home
        action = _close(view, table, rack, top, rng, skill)
        if isinstance(action, Discard) and action.from_stack:
            return action
    return None


# -- discarding -----------------------------------------------------------------------
def _close(
    view: PlayerView,
    table: Table,
    rack: Sequence[Tile],
    stack_tile: Tile | None,
    rng: random.Random,
    skill: Skill,
) -> TurnAction:
    """The closing discard after ``table`` was played, checked by the judge.

    With a stack tile, a refused plan gives a :class:`Draw` (or a pass), never
    an illegal move; without, the play is dropped before the discard is.
    """
    on_table = {t.id for t in table.tiles()}
    left = [t for t in rack if t.id not in on_table]
    tries: list[Discard] = []
    if not left:
        tries.append(Discard(table, None, stack_tile is not None))
    else:
        onto = _table_discard(view, table, left) if view.has_melded else None
        if onto is not None:
            tries.append(Discard(onto[0], onto[1], stack_tile is not None))
        tries.append(Discard(table, choose_discard(view, left, rng, skill), stack_tile is not None))
    for action in tries:
        if _legal(view, action, stack_tile):
            return action
    if stack_tile is not None:
        return Draw() if view.can_draw else Pass()
    own = list(view.rack)
    fallback = Discard(view.table.copy(), choose_discard(view, own, rng, skill))
    if _legal(view, fallback, None):
        return fallback
    return Discard(view.table.copy(), own[-1])


def _legal(view: PlayerView, action: Discard, stack_tile: Tile | None) -> bool:
    return not judge_discard_turn(
        view.rules,
        view.table,
        action.table,
        view.rack,
        view.has_melded,
        discard=action.tile,
        stack_tile=stack_tile,
        open_tile=view.open_tile,
    )


def _table_discard(
    view: PlayerView, table: Table, left: Sequence[Tile]
) -> tuple[Table, Tile] | None:
    """The highest left-over real tile that extends a meld where it lies, and the new table."""
    limit = view.rules.max_jokers_per_meld
    for t in sorted((x for x in left if not x.is_joker), key=lambda x: -x.number):
        for meld in table.melds():
            row, first = meld.cells[0]
            last = meld.cells[-1][1]
            for col, kinds in (
                (last + 1, [*meld.kinds, t.kind]),
                (first - 1, [t.kind, *meld.kinds]),
            ):
                if (
                    col < 0
                    or (row, col) in table
                    or (row, col + (1 if col > last else -1)) in table
                ):
                    continue
                if not check_meld(kinds, limit).valid:
                    continue
                grown = table.copy()
                try:
                    grown.place(t, (row, col))
                except ValueError:
                    continue
                return grown, t
    return None


def choose_discard(
    view: PlayerView, left: Sequence[Tile], rng: random.Random, skill: Skill
) -> Tile:
    """The rack tile that hurts least to give away (lowest score)."""
    reals = [t for t in left if not t.is_joker]
    if not reals:
        return left[-1]
    harvest = _harvestable(view) if skill >= Skill.MEDIUM else []
    unseen = view.unseen_kinds() if skill >= Skill.HARD else None
    scored: list[tuple[float, int, Tile]] = []
    for t in reals:
        score = 10.0 * _connectors(t, left) - t.number
        if skill >= Skill.MEDIUM and _completes(t, harvest, view.rules.max_jokers_per_meld):
            score += 40.0
        if unseen is not None:
            score += 2.0 * _unseen_pairs(t, unseen)
        if skill is Skill.EASY:
            score += rng.random() * 6.0
        scored.append((score, t.id, t))
    return min(scored)[2]


def _connectors(t: Tile, rack: Sequence[Tile]) -> int:
    """Rack tiles that could share a meld with ``t`` (a twin is no help)."""
    count = 0
    for u in rack:
        if u.id == t.id or u.is_joker or u.kind == t.kind:
            continue
        same_colour = u.colour == t.colour and abs(u.number - t.number) <= 2
        count += same_colour or u.number == t.number
    return count


def _harvestable(view: PlayerView) -> list[Tile]:
    """Table tiles the next player could take off the table for a new meld.

    Only after their initial meld: the ends of runs of four or more, and any
    tile of a group of four.
    """
    if not view.melded[view.next_seat]:
        return []
    found: list[Tile] = []
    limit = view.rules.max_jokers_per_meld
    for meld in view.table.melds():
        check = check_meld(meld.kinds, limit)
        if not check.valid or len(meld.tiles) < 4:
            continue
        if check.kind is MeldKind.RUN:
            found.extend(t for t in (meld.tiles[0], meld.tiles[-1]) if not t.is_joker)
        else:
            found.extend(t for t in meld.tiles if not t.is_joker)
    return found


def _completes(t: Tile, harvest: Sequence[Tile], max_jokers: int) -> bool:
    """Whether ``t`` makes a meld with two of the tiles the next player can see and take."""
    near = [u for u in harvest if u.colour == t.colour or u.number == t.number]
    return any(_laid([t, a, b], max_jokers) is not None for a, b in itertools.combinations(near, 2))


def _unseen_pairs(t: Tile, unseen: Mapping[int, int]) -> int:
    """How many two-tile partners of ``t`` (a run or a group of three) are wholly unseen."""
    partners = 0
    for a, b in _partner_kinds(t):
        if unseen.get(a, 0) and unseen.get(b, 0):
            partners += 1
    return partners


def _partner_kinds(t: Tile) -> list[tuple[int, int]]:
    """The pairs of kinds that make a run or a group of three with real tile ``t``."""
    colour = t.colour
    assert colour is not None
    pairs: list[tuple[int, int]] = []
    for low in range(t.number - 2, t.number + 1):
        if low >= 1 and low + 2 <= 13:
            a, b = (n for n in range(low, low + 3) if n != t.number)
            pairs.append((kind_of(colour, a), kind_of(colour, b)))
    others = [c for c in Colour if c is not colour]
    for c1, c2 in itertools.combinations(others, 2):
        pairs.append((kind_of(c1, t.number), kind_of(c2, t.number)))
    return pairs
