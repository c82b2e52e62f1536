"""Random legal and illegal turns for property tests and the random-game test.

The legal player is deliberately simple and knows nothing of the referee's
insides: it lays down melds it finds on its rack (laid out by ``arrange``),
adds rack tiles to the ends of table melds, sometimes splits a run by
inserting a duplicate tile, and asks ``GameState.problems`` before playing so
that joker options it does not model simply veto a candidate. The illegal
generator makes the mistakes people and buggy computer players make.
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Sequence
from itertools import combinations, pairwise

from rummy_desktop.core.actions import Draw, Pass, Play, TurnAction
from rummy_desktop.core.melds import arrange, check_meld
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Cell, Table
from rummy_desktop.core.tiles import Tile
from rummy_desktop.core.turn import Turn

WIDTH = 24
"""Columns the random player uses before it opens a new row."""


def find_spot(table: Table, length: int) -> Cell:
    """The first place for a new meld with a free cell (or the edge) on both sides."""
    row = 0
    while True:
        for col in range(WIDTH - length + 1):
            span = range(col - 1, col + length + 1)
            if all((row, c) not in table for c in span):
                return (row, col)
        row += 1


def place(table: Table, tiles: Sequence[Tile]) -> None:
    row, col = find_spot(table, len(tiles))
    for i, t in enumerate(tiles):
        table.place(t, (row, col + i))


def laid_out(tiles: Sequence[Tile], max_jokers: int) -> list[Tile] | None:
    """The tiles in the order ``arrange`` gives, or None when they are no meld."""
    kinds = arrange([t.kind for t in tiles], max_jokers)
    if kinds is None:
        return None
    pool = list(tiles)
    out = []
    for k in kinds:
        t = next(x for x in pool if x.kind == k)
        pool.remove(t)
        out.append(t)
    return out


def rack_melds(rack: Sequence[Tile], max_jokers: int) -> list[list[Tile]]:
    """Candidate melds among the rack's tiles, jokers used one at a time."""
    reals = [t for t in rack if not t.is_joker]
    jokers = [t for t in rack if t.is_joker]
    by_kind: dict[int, Tile] = {}
    for t in reals:
        by_kind.setdefault(t.kind, t)
    found: list[list[Tile]] = []
    by_colour: dict[object, list[Tile]] = defaultdict(list)
    by_number: dict[int, list[Tile]] = defaultdict(list)
    for t in by_kind.values():
        by_colour[t.colour].append(t)
        by_number[t.number].append(t)
    for tiles in by_colour.values():
        tiles.sort(key=lambda t: t.number)
        for i in range(len(tiles)):
            for j in range(i + 2, len(tiles)):
                part = tiles[i : j + 1]
                if part[-1].number - part[0].number == len(part) - 1:
                    found.append(part)
        if jokers:
            for a, b in pairwise(tiles):
                if b.number - a.number <= 2:
                    found.append([a, b, jokers[0]])
    for tiles in by_number.values():
        for size in (3, 4):
            found.extend(list(c) for c in combinations(tiles, size))
        if jokers and len(tiles) >= 2:
            found.append([*tiles[:2], jokers[-1]])
    out = []
    for meld in found:
        laid = laid_out(meld, max_jokers)
        if laid is not None:
            out.append(laid)
    return out


def choose_disjoint(melds: list[list[Tile]], rng: random.Random) -> list[list[Tile]]:
    rng.shuffle(melds)
    used: set[int] = set()
    chosen = []
    for meld in melds:
        if used.isdisjoint(t.id for t in meld):
            chosen.append(meld)
            used.update(t.id for t in meld)
    return chosen


def add_to_ends(table: Table, rack: list[Tile], max_jokers: int, rng: random.Random) -> None:
    """Lay rack tiles at either end of table melds where the meld stays valid.

    A meld that grows is moved to a free place when its neighbours leave no room.
    """
    rng.shuffle(rack)
    for t in list(rack):
        melds = table.melds()
        for meld in rng.sample(melds, len(melds)):
            if not t.is_joker and not any(
                x.id < 104 and (x.kind // 13 == t.kind // 13 or x.kind % 13 == t.kind % 13)
                for x in meld.tiles
            ):
                continue  # shares neither colour nor number: cannot fit
            for grown in ([*meld.tiles, t], [t, *meld.tiles]):
                if check_meld([x.kind for x in grown], max_jokers).valid:
                    for cell in meld.cells:
                        table.remove(cell)
                    place(table, grown)
                    rack.remove(t)
                    break
            else:
                continue
            break


def split_insert(table: Table, rack: list[Tile], max_jokers: int) -> bool:
    """Split a run at a tile the rack holds a copy of: ``B6 B7 B8 B9 B10`` + B8."""
    for meld in table.melds():
        check = check_meld(meld.kinds, max_jokers)
        if check.kind is None or check.kind.value != "run":
            continue
        for i in range(2, len(meld.tiles) - 2):
            twin = next((t for t in rack if t.kind == meld.tiles[i].kind), None)
            if twin is None:
                continue
            tail = [twin, *meld.tiles[i + 1 :]]
            if not check_meld([t.kind for t in tail], max_jokers).valid:
                continue
            for t in meld.tiles[i + 1 :]:
                table.remove(table.cell_of(t) or (-1, -1))
            place(table, tail)
            rack.remove(twin)
            return True
    return False


def split_run(table: Table, max_jokers: int, rng: random.Random) -> None:
    """Cut a long run in two (a rearrangement that plays nothing by itself)."""
    for meld in table.melds():
        if len(meld.tiles) >= 6 and rng.random() < 0.5:
            cut = rng.randrange(3, len(meld.tiles) - 2)
            tail = meld.tiles[cut:]
            if not all(
                check_meld([t.kind for t in part], max_jokers).valid
                for part in (meld.tiles[:cut], tail)
            ):
                continue
            for t in tail:
                table.remove(table.cell_of(t) or (-1, -1))
            place(table, list(tail))
            return


def random_play(state: GameState, rng: random.Random) -> Play | None:
    """A play the referee accepts, or None when this simple player finds none."""
    seat = state.current
    rules = state.rules
    limit = rules.max_jokers_per_meld
    rack = list(state.racks[seat])
    melds = choose_disjoint(rack_melds(rack, limit), rng)
    if not state.melded[seat]:
        counts = rules.joker_value_counts()
        best: list[list[Tile]] = []
        total = 0
        for meld in melds:
            best.append(meld)
            total += check_meld([t.kind for t in meld], limit).initial_value(counts)
        if total < rules.initial_meld_points:
            return None
        melds = best
    attempts = [True, False] if state.melded[seat] else [False]
    for rearrange in attempts:
        table = state.table.copy()
        left = list(rack)
        for meld in melds:
            if rules.max_tiles_per_turn is not None:
                played = len(rack) - len(left)
                if played + len(meld) > rules.max_tiles_per_turn:
                    continue
            place(table, meld)
            for t in meld:
                left.remove(t)
        if state.melded[seat]:
            if rearrange:
                split_run(table, limit, rng)
                split_insert(table, left, limit)
            add_to_ends(table, left, limit, rng)
        candidate = Play(table)
        if not state.problems(candidate):
            return candidate
    return None


def random_illegal_play(state: GameState, rng: random.Random) -> Play:
    """A play with a typical mistake; usually refused, sometimes legal by chance."""
    seat = state.current
    table = state.table.copy()
    rack = state.racks[seat]
    on_table = table.tiles()
    mistake = rng.randrange(7)
    if mistake == 0 and on_table:  # a table tile back to the rack
        cell = table.cell_of(rng.choice(on_table))
        assert cell is not None
        table.remove(cell)
        if rack:
            place(table, [rng.choice(rack)])
    elif mistake == 1 and rack:  # a lone rack tile or two
        place(table, rng.sample(rack, min(len(rack), rng.choice([1, 2, 3]))))
    elif mistake == 2 and state.pool:  # a tile from the pool
        place(table, [rng.choice(state.pool), *rack[:2]])
    elif mistake == 3:  # another seat's tile
        other = state.racks[(seat + 1) % state.players]
        if other:
            place(table, [rng.choice(other), *rack[:2]])
    elif mistake == 4 and on_table:  # one tile in two cells
        place(table, [rng.choice(on_table)])
    elif mistake == 5 and on_table:  # a table tile moved somewhere random
        t = rng.choice(on_table)
        cell = table.cell_of(t)
        assert cell is not None
        table.remove(cell)
        spot = find_spot(table, 1)
        table.place(t, spot)
        if rack:
            place(table, [rng.choice(rack)])
    # mistake 6 (or nothing to do): nothing changes, nothing played
    return Play(table)


def random_attempt(state: GameState, rng: random.Random) -> Play:
    """As often a play with a typical mistake as a legal one (or the table unchanged)."""
    if rng.random() < 0.5:
        return random_illegal_play(state, rng)
    return random_play(state, rng) or Play(state.table.copy())


def fallback(state: GameState) -> TurnAction:
    """Draw while a tile may be drawn (the open last tile may not), then pass."""
    return Draw() if state.can_draw() else Pass()


def play_turn_with_turn(state: GameState, target: Table) -> TurnAction:
    """Reach ``target`` through the interactive Turn, then end the turn there."""
    turn = Turn(state)
    moves = []
    for cell, t in target.cells().items():
        if turn.table[cell] != t:
            moves.append((t, cell))
    if moves:
        turn.move_tiles(moves)
    assert turn.table == target or turn.table.cells() == target.cells()
    return turn.end_turn()


def random_turn(state: GameState, rng: random.Random, use_turn: bool) -> TurnAction:
    """One legal turn for the seat on turn: a play when found, else draw or pass."""
    play = random_play(state, rng)
    if play is None:
        action = fallback(state)
        state.apply(action)
        return action
    if use_turn:
        return play_turn_with_turn(state, play.table)
    state.apply(play)
    return play
