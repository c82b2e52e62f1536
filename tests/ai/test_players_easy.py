"""The beginner: own melds and simple additions, never a rearrangement."""

from __future__ import annotations

import random

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.ai.easy import EasyPlayer, place_melds
from rummy_desktop.core.actions import Draw, Pass, Play
from rummy_desktop.core.rules import RULE_PRESETS
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import ALL_TILES, TileAllocator, format_tiles, parse_tiles

ALERT = EasyPlayer(notice_chance=1.0)


def _state(table: str, rack: str, melded: bool, preset: str = "classic") -> GameState:
    alloc = TileAllocator()
    board = Table.from_notation(table, alloc)
    mine = parse_tiles(rack, alloc)
    other = parse_tiles("K1 K2", alloc)
    return GameState.from_position(
        RULE_PRESETS[preset], [mine, other], board, melded=[melded, True]
    )


def _melds(table: Table) -> set[str]:
    return {format_tiles(m.tiles) for m in table.melds()}


def test_initial_meld_needs_the_points() -> None:
    state = _state("", "R1 R2 R3 K5 B5 O5 B9", melded=False)
    action = ALERT.choose(state.view(0), random.Random(1), CancelFlag())
    assert isinstance(action, Draw)  # 6 + 15 points are short of 30
    state = _state("", "R10 R11 R12 K5 B5 O5 B9", melded=False)
    action = ALERT.choose(state.view(0), random.Random(1), CancelFlag())
    assert isinstance(action, Play)
    assert _melds(action.table) == {"R10 R11 R12", "K5 B5 O5"}
    assert state.problems(action) == []


def test_initial_meld_leaves_the_table_alone() -> None:
    state = _state("R1 R2 R3 | K9 B9 O9", "R4 K10 K11 K12 R9", melded=False)
    action = ALERT.choose(state.view(0), random.Random(1), CancelFlag())
    assert isinstance(action, Play)
    assert _melds(action.table) == {"R1 R2 R3", "K9 B9 O9", "K10 K11 K12"}
    assert state.problems(action) == []


def test_adds_to_run_ends_and_completes_groups() -> None:
    state = _state("R2 R3 R4 | K9 B9 O9", "R1 R5 R6 R9 K13", melded=True)
    action = ALERT.choose(state.view(0), random.Random(1), CancelFlag())
    assert isinstance(action, Play)
    assert _melds(action.table) == {"R1 R2 R3 R4 R5 R6", "K9 B9 O9 R9"}
    assert state.problems(action) == []


def test_never_rearranges() -> None:
    # The solver would split B4..B8 to use B6; a beginner does not see it.
    state = _state("B4 B5 B6 B7 B8", "B6 K13 R13 O1", melded=True)
    action = ALERT.choose(state.view(0), random.Random(1), CancelFlag())
    assert isinstance(action, Draw)


def test_joker_completes_a_pair() -> None:
    state = _state("", "R11 R13 J K2", melded=True)
    action = ALERT.choose(state.view(0), random.Random(1), CancelFlag())
    assert isinstance(action, Play)
    assert _melds(action.table) == {"R11 J R13"}


def test_passes_when_the_pool_is_empty() -> None:
    alloc = TileAllocator()
    mine = parse_tiles("R1 K5", alloc)
    others = [t for t in ALL_TILES if t not in mine]
    state = GameState.from_position(
        RULE_PRESETS["classic"], [mine, others], Table(), pool=[], melded=[True, True]
    )
    action = ALERT.choose(state.view(0), random.Random(1), CancelFlag())
    assert isinstance(action, Pass)


def test_sometimes_misses_a_chance() -> None:
    state = _state("R2 R3 R4", "R5 K7 B7 O7", melded=True)
    seen = set()
    for seed in range(40):
        action = EasyPlayer().choose(state.view(0), random.Random(seed), CancelFlag())
        assert not isinstance(action, Play) or state.problems(action) == []
        seen.add(len(action.table) if isinstance(action, Play) else 0)
    assert len(seen) > 1  # it does not always find everything


def test_placement_keeps_unchanged_melds_in_their_cells() -> None:
    alloc = TileAllocator()
    before = Table.from_notation("R2 R3 R4 | K9 B9 O9", alloc)
    r1, r5, o13, o12, o11 = parse_tiles("R1 R5 O13 O12 O11", alloc)
    run = before.melds()[0]
    after = place_melds(before, {run.cells[0]: [r1, *run.tiles, r5]}, [[o11, o12, o13]])
    group = before.melds()[1]
    for cell in group.cells:
        assert after[cell] == before[cell]
    assert _melds(after) == {"R1 R2 R3 R4 R5", "K9 B9 O9", "O11 O12 O13"}


def test_new_melds_keep_two_free_cells_from_their_neighbours() -> None:
    alloc = TileAllocator()
    before = Table()
    for i, t in enumerate(parse_tiles("R5 R6 R7", alloc)):
        before.place(t, (0, 2 + i))
    new = parse_tiles("B11 B12 B13", alloc)
    after = place_melds(before, {}, [new])
    placed = next(m for m in after.melds() if str(m) == "B11 B12 B13")
    assert placed.row != 0 or placed.column >= 2 + 3 + 2
