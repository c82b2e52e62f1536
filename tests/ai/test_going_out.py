"""The yes/no going-out question agrees with the exact solver and the referee."""

from __future__ import annotations

import random

import pytest

from rummy_desktop.ai.base import BudgetSpent, CancelFlag, Cancelled, WorkBudget
from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.solver import Limits, Objective
from rummy_desktop.ai.solver.floor import joker_melds_apart
from rummy_desktop.ai.solver.going_out import free_going_out, going_out_play
from rummy_desktop.ai.solver.positions import random_position
from rummy_desktop.core.referee import judge_play
from rummy_desktop.core.rules import RULE_PRESETS
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile, TileAllocator, parse_tiles
from tests.ai.solving import best_play


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


@pytest.mark.slow
@pytest.mark.parametrize("preset", ["easy", "classic"])
def test_going_out_agrees_with_the_solver(preset: str) -> None:
    rules = RULE_PRESETS[preset]
    answers = set()
    for seed in range(40):
        table, rack = _position(seed)
        out = going_out_play(table, rack, rules)
        best = best_play(table, rack, rules, objective=Objective.TILES)
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


# A hoarder's rack after 28 draws (arena, easy rules): proving it cannot go
# out takes the counting programme about 1,300 polls (seconds).
BIG_TABLE = (
    "K4 B4 R4 | K7 B7 R7 | B6 O6 R6 | K9 B9 O9 | B10 B11 B12 | K10 B10 O10 R10 | B1 B2 B3 B4"
    " | B5 O5 R5 | O2 O3 O4 O5 | B2 O2 R2"
)
BIG_RACK = (
    "R4 O13 K1 K1 R3 R7 K9 B6 O11 B8 K7 K2 R5 B13 O6 B3 R8 K6 O4 O8 B8 R9 O1 K5 O7 O1 R12"
    " R12 R1 J K6 O11 R11 K12 K8 K11 J R9 K11 B13 K10 K5"
)


def test_a_work_budget_stops_the_question_and_answers_not_now() -> None:
    alloc = TileAllocator()
    table = Table.from_notation(BIG_TABLE, alloc)
    rack = parse_tiles(BIG_RACK, alloc)
    budget = WorkBudget(20)
    with pytest.raises(BudgetSpent):
        free_going_out(table, rack, RULE_PRESETS["easy"], budget)
    assert going_out_play(table, rack, RULE_PRESETS["easy"], limits=Limits(work=20)) is None


def test_a_work_budget_still_finds_easy_ways_out() -> None:
    for seed in range(40):
        table, rack = _position(seed)
        exact = going_out_play(table, rack, RULE_PRESETS["easy"])
        budgeted = going_out_play(table, rack, RULE_PRESETS["easy"], limits=Limits(work=250))
        assert (budgeted is None) == (exact is None), seed


def test_the_outer_flag_still_cancels_a_budgeted_question() -> None:
    alloc = TileAllocator()
    table = Table.from_notation(BIG_TABLE, alloc)
    rack = parse_tiles(BIG_RACK, alloc)
    outer = CancelFlag()
    outer.cancel()
    with pytest.raises(Cancelled) as raised:
        going_out_play(table, rack, RULE_PRESETS["easy"], cancel=outer, limits=Limits(work=10**6))
    assert not isinstance(raised.value, BudgetSpent)


def test_going_out_without_touching_a_bound_joker() -> None:
    """The way out found under the box rules is legal and leaves the joker's meld alone."""
    alloc = TileAllocator()
    table = Table.from_notation("K11 O11 J | R1 R2 R3", alloc)
    rack = parse_tiles("R4 B5 B6 B7", alloc)
    out = going_out_play(table, rack, RULE_PRESETS["classic"])
    assert out is not None
    after = lay_out(table, out.melds)
    assert judge_play(RULE_PRESETS["classic"], table, after, rack, True) == []
    assert "K11 O11 J" in after.notation()


def test_joker_melds_are_set_apart_untouched() -> None:
    alloc = TileAllocator()
    table = Table.from_notation("K11 O11 J | R1 R2 R3 | B7 J B9", alloc)
    rest, jokered = joker_melds_apart(table)
    assert rest.notation() == "R1 R2 R3"
    assert [" ".join(str(t) for t in m) for m in jokered] == ["K11 O11 J", "B7 J B9"]
