"""The yes/no going-out question agrees with the exact solver and the referee."""

from __future__ import annotations

import random

import pytest

from rummy_desktop.ai.going_out import going_out_play
from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.solver import Objective, solve
from rummy_desktop.ai.solver_positions import random_position
from rummy_desktop.core.referee import judge_play
from rummy_desktop.core.rules import RULE_PRESETS
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile, TileAllocator, parse_tiles


def _position(seed: int) -> tuple[Table, list[Tile]]:
    """A table, and a rack made of some of its melds plus a few loose tiles.

    Whole melds taken off a valid table always fit back; the loose tiles
    decide whether the rack can still go out, so both answers occur.
    """
    rng = random.Random(seed)
    position = random_position(rng, rng.randint(12, 60), rng.randint(0, 3))
    melds = [list(m.tiles) for m in position.table.melds()]
    rng.shuffle(melds)
    taken = rng.randint(1, max(1, len(melds) // 2))
    rack = [t for m in melds[:taken] for t in m] + list(position.rack)
    return Table.from_melds(melds[taken:]), rack


@pytest.mark.parametrize("preset", ["easy", "classic"])
def test_going_out_agrees_with_the_solver(preset: str) -> None:
    rules = RULE_PRESETS[preset]
    answers = set()
    for seed in range(40):
        table, rack = _position(seed)
        out = going_out_play(table, rack, rules)
        best = solve(table, rack, rules, objective=Objective.TILES)
        can = best is not None and best.tiles_played == len(rack)
        assert (out is not None) == can, seed
        answers.add(can)
        if out is not None:
            after = lay_out(table, out.melds)
            assert judge_play(rules, table, after, rack, True) == []
            assert sorted(t.id for t in after.tiles()) == sorted(
                [t.id for t in table.tiles()] + [t.id for t in rack]
            )
    assert answers == {True, False}


def test_a_rack_that_cannot_go_out() -> None:
    alloc = TileAllocator()
    table = Table.from_notation("R1 R2 R3 | K7 B7 O7", alloc)
    assert going_out_play(table, parse_tiles("R4 K9", alloc), RULE_PRESETS["easy"]) is None
    assert going_out_play(table, [], RULE_PRESETS["easy"]) is None


def test_a_rack_that_goes_out_by_rearranging() -> None:
    alloc = TileAllocator()
    table = Table.from_notation("R3 R4 R5 R6 | K7 B7 O7", alloc)
    rack = parse_tiles("R7 R8 J", alloc)  # R3..R8 with a joker, or R6 R7 R8 J
    out = going_out_play(table, rack, RULE_PRESETS["easy"])
    assert out is not None and out.tiles_played == 3
