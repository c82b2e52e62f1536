"""The ``easy`` computer player: what a beginner sees, and sometimes not even that.

A beginner looks for runs and groups in the rack, and, once melded, for rack
tiles that fit at the end of a run on the table or complete a group of
three. It never takes a meld apart and sometimes overlooks a chance (each
chance is noticed with a fixed probability drawn from the player's ``rng``).
It needs no solver: every play is built by hand and checked with the
referee before it is returned, so an oversight can cost tiles but never
legality.
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.ai.draw_discard import Skill, discard_turn
from rummy_desktop.ai.layout import ROOMY_GAP
from rummy_desktop.core.actions import Draw, Pass, Play, TurnAction
from rummy_desktop.core.melds import MeldKind, check_meld
from rummy_desktop.core.referee import judge_play
from rummy_desktop.core.table import MAX_COLUMNS, MAX_ROWS, Cell, PlacedMeld, Table
from rummy_desktop.core.tiles import Tile
from rummy_desktop.core.views import PlayerView

NOTICE_CHANCE = 0.8
"""How often the beginner spots any single chance it could take."""


@dataclass(slots=True)
class _Extension:
    """A table meld the beginner adds rack tiles to, at either end."""

    meld: PlacedMeld
    before: list[Tile] = field(default_factory=list)
    after: list[Tile] = field(default_factory=list)

    def tiles(self) -> list[Tile]:
        return [*self.before, *self.meld.tiles, *self.after]


class EasyPlayer:
    """Beginner strength: own melds and simple additions, no rearranging."""

    level = "easy"

    def __init__(self, notice_chance: float = NOTICE_CHANCE) -> None:
        self.notice_chance = notice_chance

    def choose(self, view: PlayerView, rng: random.Random, cancel: CancelFlag) -> TurnAction:
        if view.rules.draw_and_discard:
            return discard_turn(self, view, rng, cancel, Skill.EASY, self.notice_chance)
        cancel.check()
        fallback: TurnAction = Draw() if view.can_draw else Pass()
        rules = view.rules
        rack = sorted(view.rack, key=lambda t: (t.is_joker, t.kind, t.id))
        melds = _rack_melds(rack, rules.max_jokers_per_meld, rng, self.notice_chance)
        limit = rules.max_tiles_per_turn or len(rack)
        if not view.has_melded:
            chosen = _initial(melds, rules.joker_value_counts(), rules.initial_meld_points, limit)
            if not chosen:
                return fallback
            table = place_melds(view.table, {}, chosen)
            return _checked(view, table, fallback)
        chosen = _take_within(melds, limit)
        used = {t.id for m in chosen for t in m}
        left = [t for t in rack if t.id not in used and not t.is_joker]
        extensions = _extend(view.table, left, limit - sum(len(m) for m in chosen), rng, self)
        cancel.check()
        if not chosen and not extensions:
            return fallback
        table = place_melds(view.table, {e.meld.cells[0]: e.tiles() for e in extensions}, chosen)
        return _checked(view, table, fallback)

    def notices(self, rng: random.Random) -> bool:
        return rng.random() < self.notice_chance


def _checked(view: PlayerView, table: Table, fallback: TurnAction) -> TurnAction:
    """The play if the referee accepts it, else the fallback: no illegal moves."""
    problems = judge_play(view.rules, view.table, table, view.rack, view.has_melded)
    return fallback if problems else Play(table)


def _initial(
    melds: list[list[Tile]], jokers_count: bool, needed: int, limit: int
) -> list[list[Tile]]:
    """The rack melds to lay down as the initial meld, or none if they fall short."""
    ranked = sorted(melds, key=lambda m: -_initial_value(m, jokers_count))
    chosen: list[list[Tile]] = []
    points = played = 0
    for meld in ranked:
        if played + len(meld) > limit:
            continue
        chosen.append(meld)
        points += _initial_value(meld, jokers_count)
        played += len(meld)
    return chosen if points >= needed and chosen else []


def _initial_value(meld: Sequence[Tile], jokers_count: bool) -> int:
    return check_meld([t.kind for t in meld]).initial_value(jokers_count)


def _take_within(melds: list[list[Tile]], limit: int) -> list[list[Tile]]:
    chosen: list[list[Tile]] = []
    played = 0
    for meld in melds:
        if played + len(meld) <= limit:
            chosen.append(meld)
            played += len(meld)
    return chosen


def _rack_melds(
    rack: list[Tile], max_jokers: int, rng: random.Random, chance: float
) -> list[list[Tile]]:
    """Disjoint runs and groups the beginner spots in its rack, jokers last."""
    free = [t for t in rack if not t.is_joker]
    jokers = [t for t in rack if t.is_joker]
    finders = [_find_groups, _find_runs]
    if rng.random() < 0.5:
        finders.reverse()
    melds: list[list[Tile]] = []
    for finder in finders:
        for meld in finder(free):
            if rng.random() < chance:
                melds.append(meld)
                taken = {t.id for t in meld}
                free = [t for t in free if t.id not in taken]
    for joker in jokers:
        pair = _best_pair(free)
        if pair is None or max_jokers < 1 or rng.random() >= chance:
            continue
        melds.append([*pair, joker])
        taken = {t.id for t in pair}
        free = [t for t in free if t.id not in taken]
    return [_laid(m) for m in melds]


def _laid(meld: list[Tile]) -> list[Tile]:
    """Order a found meld the way it lies on the table (run ascending, joker in its gap)."""
    reals = sorted((t for t in meld if not t.is_joker), key=lambda t: t.kind)
    jokers = [t for t in meld if t.is_joker]
    if not jokers:
        return reals
    if len(reals) == 2 and reals[0].colour == reals[1].colour:
        low, high = reals
        if high.number - low.number == 2:
            return [low, jokers[0], high]
        if high.number == 13:
            return [jokers[0], low, high]
        return [low, high, jokers[0]]
    return [*reals, *jokers]


def _find_groups(tiles: list[Tile]) -> list[list[Tile]]:
    by_number: dict[int, dict[object, Tile]] = defaultdict(dict)
    for t in tiles:
        by_number[t.number].setdefault(t.colour, t)
    return [list(colours.values()) for _, colours in sorted(by_number.items()) if len(colours) >= 3]


def _find_runs(tiles: list[Tile]) -> list[list[Tile]]:
    by_colour: dict[object, dict[int, Tile]] = defaultdict(dict)
    for t in tiles:
        by_colour[t.colour].setdefault(t.number, t)
    runs: list[list[Tile]] = []
    for _, numbers in sorted(by_colour.items(), key=lambda item: str(item[0])):
        current: list[Tile] = []
        for n in range(1, 15):
            if n in numbers:
                current.append(numbers[n])
                continue
            if len(current) >= 3:
                runs.append(current)
            current = []
    return runs


def _best_pair(tiles: list[Tile]) -> tuple[Tile, Tile] | None:
    """The highest two tiles a joker would turn into a meld."""
    best: tuple[Tile, Tile] | None = None
    for i, a in enumerate(tiles):
        for b in tiles[i + 1 :]:
            same_number = a.number == b.number and a.colour != b.colour
            close = a.colour == b.colour and 1 <= abs(a.number - b.number) <= 2
            if (same_number or close) and (
                best is None or a.number + b.number > best[0].number + best[1].number
            ):
                best = (a, b)
    return best


def _extend(
    table: Table, rack: list[Tile], limit: int, rng: random.Random, player: EasyPlayer
) -> list[_Extension]:
    """Rack tiles added to the ends of table runs or to groups of three."""
    extensions: dict[Cell, _Extension] = {}
    free = list(rack)
    changed = True
    while changed and limit > 0:
        changed = False
        for meld in table.melds():
            check = check_meld(meld.kinds)
            if not check.valid:
                continue
            ext = extensions.get(meld.cells[0]) or _Extension(meld)
            for t in list(free):
                if limit <= 0:
                    break
                option = _fit(ext, t, check.kind)
                if option is None or not player.notices(rng):
                    continue
                if option == "before":
                    ext.before.insert(0, t)
                else:
                    ext.after.append(t)
                free.remove(t)
                limit -= 1
                changed = True
                extensions[meld.cells[0]] = ext
    return list(extensions.values())


def _fit(ext: _Extension, t: Tile, kind: MeldKind | None) -> str | None:
    """Where ``t`` fits on ``ext`` keeping it the same kind of meld, if anywhere."""
    current = [x.kind for x in ext.tiles()]
    for side, kinds in (("after", [*current, t.kind]), ("before", [t.kind, *current])):
        check = check_meld(kinds)
        if check.valid and check.kind is kind:
            return side
    return None


def place_melds(
    before: Table, changed: dict[Cell, list[Tile]], new: Iterable[Sequence[Tile]]
) -> Table:
    """Lay grown and new melds on a copy of the table, leaving the rest in place.

    Args:
        before: the table at the start of the turn.
        changed: the first cell of a meld on ``before`` -> that meld's new tiles.
        new: melds made only of rack tiles.
    """
    table = before.copy()
    old = {m.cells[0]: m for m in before.melds()}
    for start in changed:
        for cell in old[start].cells:
            table.remove(cell)
    for start, tiles in changed.items():
        meld = old[start]
        grown_before = next(i for i, t in enumerate(tiles) if t == meld.tiles[0])
        column = meld.column - grown_before
        meld_row = meld.row
        if not _fits(table, meld_row, column, len(tiles)):
            meld_row, column = free_spot(table, len(tiles))
        for i, t in enumerate(tiles):
            table.place(t, (meld_row, column + i))
    for meld_tiles in new:
        row, column = free_spot(table, len(meld_tiles))
        for i, t in enumerate(meld_tiles):
            table.place(t, (row, column + i))
    return table


def _fits(table: Table, row: int, column: int, length: int, gap: int = 1) -> bool:
    if column < 0 or column + length > MAX_COLUMNS or not 0 <= row < MAX_ROWS:
        return False
    return all((row, c) not in table for c in range(column - gap, column + length + gap))


def free_spot(table: Table, length: int) -> Cell:
    """The first cell, row by row, where a meld of ``length`` fits with a gap each side.

    Two free cells each side where the grid has them (so a person who grows
    the meld by a tile does not join it to its neighbour), else one.
    """
    for row in range(table.rows):
        for column in range(table.columns - length + 1):
            if _fits(table, row, column, length, ROOMY_GAP):
                return (row, column)
    for width in (table.columns, MAX_COLUMNS):
        for row in range(MAX_ROWS):
            for column in range(width - length + 1):
                if _fits(table, row, column, length):
                    return (row, column)
    raise ValueError("the table is full")  # pragma: no cover - 106 tiles always fit
