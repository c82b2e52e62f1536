"""The players' solver: legal under bound jokers with very large racks, exact below."""

from __future__ import annotations

import random

from rummy_desktop.ai.going_out import going_out_play
from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.player_solve import LARGE_RACK, joker_melds_apart, player_solve
from rummy_desktop.ai.solver import Objective, solve
from rummy_desktop.ai.solver_positions import random_position
from rummy_desktop.core.referee import judge_play
from rummy_desktop.core.rules import RULE_PRESETS
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import TileAllocator, parse_tiles

CLASSIC = RULE_PRESETS["classic"]


def test_large_racks_under_bound_jokers_get_legal_plays() -> None:
    played = 0
    for seed in range(25):
        rng = random.Random(seed)
        position = random_position(rng, 40, LARGE_RACK + 1 + seed % 10, joker_chance=0.5)
        table, rack = position.table, list(position.rack)
        for objective in Objective:
            answer = player_solve(table, rack, CLASSIC, objective=objective, initial=False)
            if answer is None:
                continue
            after = lay_out(table, answer.melds)
            assert judge_play(CLASSIC, table, after, rack, True) == [], seed
            assert sorted(t.id for t in after.tiles()) == sorted(
                [t.id for t in table.tiles()] + [t.id for t in answer.played]
            )
            played += answer.tiles_played
    assert played > 0


def test_small_racks_get_the_exact_answer() -> None:
    for seed in range(15):
        position = random_position(random.Random(seed), 30, 8, joker_chance=0.5)
        table, rack = position.table, list(position.rack)
        quick = player_solve(table, rack, CLASSIC, objective=Objective.TILES, initial=False)
        exact = solve(table, rack, CLASSIC, objective=Objective.TILES)
        assert (quick and quick.tiles_played) == (exact and exact.tiles_played), seed


def test_joker_melds_are_set_aside_untouched() -> None:
    alloc = TileAllocator()
    table = Table.from_notation("K11 O11 J | R1 R2 R3 | B7 J B9", alloc)
    rest, jokered = joker_melds_apart(table)
    assert rest.notation() == "R1 R2 R3"
    assert [" ".join(str(t) for t in m) for m in jokered] == ["K11 O11 J", "B7 J B9"]


def test_going_out_without_touching_a_bound_joker() -> None:
    """The way out found under the box rules is legal and leaves the joker's meld alone."""
    alloc = TileAllocator()
    table = Table.from_notation("K11 O11 J | R1 R2 R3", alloc)
    rack = parse_tiles("R4 B5 B6 B7", alloc)
    out = going_out_play(table, rack, CLASSIC)
    assert out is not None
    after = lay_out(table, out.melds)
    assert judge_play(CLASSIC, table, after, rack, True) == []
    assert "K11 O11 J" in after.notation()
