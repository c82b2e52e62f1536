"""Random legal and illegal draw-and-discard turns, for the variant's conformance tests.

The legal player reuses the simple section-4 player of ``random_turns`` for
its play and knows nothing of the variant's judge: it takes the previous
player's stack top when its rack makes a new meld with it, else the pool's
top, plays what it finds, and discards a random tile (sometimes onto a meld
at a run's end). Every candidate is asked of ``GameState.discard_problems``
first and dropped when refused, so the test checks the engine, not the
player. Half the turns go through the interactive :class:`Turn`.
"""

from __future__ import annotations

import random

from rummy_desktop.core.actions import Discard, Play, TurnAction
from rummy_desktop.core.melds import check_meld
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile
from rummy_desktop.core.turn import Turn

from .random_turns import find_spot, place, rack_melds, random_play


def stack_turn(state: GameState, rng: random.Random) -> Discard | None:
    """Take the stack top into a new meld from the rack, with a random discard."""
    top = state.stack_top()
    if top is None:
        return None
    rack = state.racks[state.current]
    limit = state.rules.max_jokers_per_meld
    melds = [m for m in rack_melds([*rack, top], limit) if top in m]
    rng.shuffle(melds)
    for meld in melds[:4]:
        table = state.table.copy()
        place(table, meld)
        left = [t for t in rack if t not in meld]
        discard = rng.choice(left) if left else None
        action = Discard(table, discard, from_stack=True)
        if not state.discard_problems(action):
            return action
    return None


def table_discard(state: GameState, table: Table, left: list[Tile]) -> Discard | None:
    """A left-over tile added at a meld's end, when that is legal."""
    if not state.melded[state.current]:
        return None
    for t in left:
        for meld in table.melds():
            row, col = meld.cells[-1]
            spot = (row, col + 1)
            if spot in table or (row, col + 2) in table:
                continue
            if not check_meld([*meld.kinds, t.kind], state.rules.max_jokers_per_meld).valid:
                continue
            grown = table.copy()
            grown.place(t, spot)
            action = Discard(grown, t)
            if not state.discard_problems(action):
                return action
    return None


def closing(state: GameState, rng: random.Random) -> Discard:
    """After taking the pool's top: a play if found, then a discard."""
    play = random_play(state, rng) if rng.random() < 0.8 else None
    table = play.table if isinstance(play, Play) else state.table.copy()
    on_table = {t.id for t in table.tiles()}
    left = [t for t in state.racks[state.current] if t.id not in on_table]
    if not left:
        return Discard(table, None)
    if rng.random() < 0.3:
        found = table_discard(state, table, left)
        if found is not None:
            return found
    return Discard(table, rng.choice(left))


def through_turn(state: GameState, action: Discard) -> TurnAction:
    """Reach ``action``'s table through the interactive Turn, then end it there."""
    turn = Turn(state)
    moves = [(t, cell) for cell, t in action.table.cells().items() if turn.table[cell] != t]
    discard = action.tile
    on_table = discard is not None and action.table.cell_of(discard) is not None
    if moves:
        turn.move_tiles(moves)
    if discard is None or on_table:
        return turn.end_turn()
    return turn.discard(discard)


def random_discard_turn(state: GameState, rng: random.Random, use_turn: bool) -> list[TurnAction]:
    """One legal draw-and-discard turn for the seat on turn; the actions applied."""
    if rng.random() < 0.7:
        taken = stack_turn(state, rng)
        if taken is not None:
            return [through_turn(state, taken) if use_turn else _apply(state, taken)]
    if not state.can_draw():
        return [_apply(state, state.default_action())]  # a pass
    first = _apply(state, state.default_action())  # the pool's top
    if state.round_over:
        return [first]
    action = closing(state, rng)
    problems = state.discard_problems(action)
    assert not problems or all(p.code.value != "tile_not_taken" for p in problems)
    if problems:
        action = state.default_action()  # type: ignore[assignment]
    return [first, through_turn(state, action) if use_turn else _apply(state, action)]


def random_illegal_discard(state: GameState, rng: random.Random) -> Discard:
    """A draw-and-discard ending with a typical mistake; usually refused."""
    seat = state.current
    rack = state.racks[seat]
    table = state.table.copy()
    top = state.stack_top()
    mistake = rng.randrange(6)
    if mistake == 0 and top is not None:  # the stack tile kept on the rack
        return Discard(table, rng.choice(rack) if rack else None, from_stack=True)
    if mistake == 1 and top is not None:  # the stack tile alone on the table
        table.place(top, find_spot(table, 1))
        return Discard(table, rng.choice(rack) if rack else None, from_stack=True)
    if mistake == 2 and rack:  # the discard alone on the table
        t = rng.choice(rack)
        table.place(t, find_spot(table, 1))
        return Discard(table, t)
    if mistake == 3:  # another seat's tile as the discard
        other = state.racks[(seat + 1) % state.players]
        return Discard(table, rng.choice(other) if other else None)
    if mistake == 4 and state.pool:  # a pool tile as the discard
        return Discard(table, rng.choice(state.pool))
    return Discard(table, None)  # no discard at all


def _apply(state: GameState, action: TurnAction) -> TurnAction:
    state.apply(action)
    return action
