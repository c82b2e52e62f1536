"""Properties over random legal and illegal turns (hypothesis).

* no tile is ever created, lost or duplicated: always the 106 distinct identities;
* ``Turn.reset`` restores the exact start of the turn;
* every table the engine accepts at the end of a turn is valid;
* a refused play leaves the state unchanged;
* the referee's quick yes (``plainly_legal``) is never given to a refused play.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummy_desktop.core.actions import Play
from rummy_desktop.core.errors import IllegalMove
from rummy_desktop.core.melds import check_meld
from rummy_desktop.core.referee import judge_play, plainly_legal
from rummy_desktop.core.rules import RULE_PRESETS
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import TILE_COUNT, tile
from rummy_desktop.core.turn import Turn

from .positions import snapshot
from .random_turns import fallback, random_attempt, random_play

FAST = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
presets = st.sampled_from(sorted(RULE_PRESETS))
seeds = st.integers(0, 10**6)


def assert_conserved(state: GameState) -> None:
    ids = [t.id for t in state.all_tiles()]
    assert sorted(ids) == list(range(TILE_COUNT))


def play_some(name: str, seed: int, players: int, turns: int) -> GameState:
    """A game advanced by legal turns, so tests start from varied positions."""
    rules = RULE_PRESETS[name].with_options(hand_size=min(14, RULE_PRESETS[name].hand_size))
    state = GameState.new_match(rules, [f"P{i}" for i in range(players)], seed)
    rng = random.Random(seed)
    for _ in range(turns):
        if state.round_over:
            break
        play = random_play(state, rng)
        state.apply(play if play is not None else fallback(state))
    return state


def attempts(state: GameState, rng: random.Random, steps: int) -> Iterator[Play]:
    """Up to ``steps`` random attempts while the round lasts; the caller plays a turn
    after each (the attempt or a fallback)."""
    for _ in range(steps):
        if state.round_over:
            return
        yield random_attempt(state, rng)


@FAST
@given(presets, seeds, st.integers(2, 4), st.integers(0, 40), st.integers(1, 30))
def test_random_legal_and_illegal_turns_conserve_tiles_and_refusals_change_nothing(
    name: str, seed: int, players: int, warmup: int, steps: int
) -> None:
    state = play_some(name, seed, players, warmup)
    rng = random.Random(seed + 1)
    for attempt in attempts(state, rng, steps):
        legal = not state.problems(attempt)
        before = snapshot(state)
        try:
            state.apply(attempt)
        except IllegalMove:
            assert not legal
            assert snapshot(state) == before
            state.apply(fallback(state))
        else:
            assert legal
            for meld in state.table.melds():
                assert check_meld(meld.kinds, state.rules.max_jokers_per_meld).valid
        assert_conserved(state)


@FAST
@given(presets, seeds, st.integers(0, 30), st.lists(st.integers(0, 3), max_size=25))
def test_reset_restores_the_exact_start_of_the_turn(
    name: str, seed: int, warmup: int, moves: list[int]
) -> None:
    state = play_some(name, seed, 2, warmup)
    if state.round_over:
        return
    before = snapshot(state)
    turn = Turn(state)
    start_table, start_rack = turn.table.copy(), list(turn.rack)
    rng = random.Random(seed)
    for move in moves:
        try:
            if move == 0 and turn.rack:
                turn.move_to_cell(rng.choice(turn.rack), (rng.randrange(12), rng.randrange(30)))
            elif move == 1 and turn.table.tiles():
                t = rng.choice(turn.table.tiles())
                turn.move_to_cell(t, (rng.randrange(12), rng.randrange(30)))
            elif move == 2 and turn.table.tiles():
                turn.move_to_rack(rng.choice(turn.table.tiles()))
            elif move == 3:
                order = list(turn.rack)
                rng.shuffle(order)
                turn.arrange_rack(order)
        except IllegalMove:
            pass
        on_turn = [*turn.table.tiles(), *turn.rack]
        assert len({t.id for t in on_turn}) == len(on_turn)
        assert {t.id for t in on_turn} == {t.id for t in [*start_table.tiles(), *start_rack]}
    turn.reset()
    assert turn.table == start_table
    assert sorted(t.id for t in turn.rack) == sorted(t.id for t in start_rack)
    if not {2, 3} & set(moves):
        # The rack order is the player's own: only when they never arranged it
        # (nor put a tile back by hand) is it the start order again.
        assert turn.rack == start_rack
    assert not turn.can_undo
    assert snapshot(state) == before


@FAST
@given(presets, seeds, st.integers(0, 30), st.integers(1, 12))
def test_undo_all_equals_reset(name: str, seed: int, warmup: int, count: int) -> None:
    state = play_some(name, seed, 2, warmup)
    if state.round_over:
        return
    turn = Turn(state)
    start_table, start_rack = turn.table.copy(), list(turn.rack)
    rng = random.Random(seed)
    for i in range(count):
        if turn.rack:
            turn.move_to_cell(rng.choice(turn.rack), (40 + i // 20, i % 20))
    while turn.undo():
        pass
    assert turn.table == start_table and turn.rack == start_rack


def with_twins_exchanged(state: GameState, table: Table, rng: random.Random) -> Table:
    """``table`` with some tiles exchanged for their twins where nobody could see it.

    A tile on the proposed table trades identity with its twin when that twin
    lies on the table at the start of the turn, on the proposed table, or on
    the player's rack: the kinds on every cell and on the rack look the same.
    """
    visible = {t.id for t in state.table.tiles()} | {t.id for t in state.racks[state.current]}
    cells = dict(table.cells())
    where = {t.id: c for c, t in cells.items()}
    for cell, t in list(cells.items()):
        twin = tile(t.id ^ 1)
        if t.id in visible | set(where) and twin.id in visible and rng.random() < 0.5:
            if cells[cell] != t:
                continue  # already exchanged as the other half of a pair
            other = where.get(twin.id)
            cells[cell] = twin
            if other is not None:
                cells[other] = t
    return Table(cells, rows=table.rows, columns=table.columns)


@FAST
@given(presets, seeds, st.integers(2, 4), st.integers(0, 40), st.integers(1, 12))
def test_the_verdict_does_not_depend_on_which_twin_was_moved(
    name: str, seed: int, players: int, warmup: int, steps: int
) -> None:
    """RULES.md 1: a person cannot tell the two copies of a tile, or the two jokers, apart."""
    state = play_some(name, seed, players, warmup)
    rng = random.Random(seed + 2)
    for attempt in attempts(state, rng, steps):
        seen = {p.code for p in state.problems(attempt)}
        ids = [t.id for t in attempt.table.tiles()]
        if len(set(ids)) != len(ids):  # one tile in two cells: nothing a person could do
            state.apply(fallback(state))
            continue
        twin = Play(with_twins_exchanged(state, attempt.table, rng))
        assert {p.code for p in state.problems(twin)} == seen
        if not seen:
            state.apply(twin)
            assert_conserved(state)
        else:
            state.apply(fallback(state))


@FAST
@given(presets, seeds, st.integers(2, 4), st.integers(0, 40), st.integers(1, 12))
def test_the_quick_yes_is_never_given_to_a_refused_play(
    name: str, seed: int, players: int, warmup: int, steps: int
) -> None:
    """The solver trusts ``plainly_legal`` without asking the full referee."""
    state = play_some(name, seed, players, warmup)
    rng = random.Random(seed + 3)
    for attempt in attempts(state, rng, steps):
        seat = state.current
        asked = (state.rules_for(seat), state.table, attempt.table, state.racks[seat])
        quick = plainly_legal(*asked, state.melded[seat])
        refused = bool(judge_play(*asked, state.melded[seat]))
        assert not (quick and refused)
        state.apply(fallback(state) if state.problems(attempt) else attempt)
