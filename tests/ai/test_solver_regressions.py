"""Positions from arena games under the classic rules where a solver call took seconds.

Both had two table jokers standing for the same tile, which the fate-by-fate
search once left to the slow general programme. Each answer is checked by the
referee and against an independent figure: the general programme's score
where it finishes quickly, else the free-joker optimum (an upper bound that
no bound-joker play can beat, so reaching it proves the answer best).
"""

from __future__ import annotations

import pytest

from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.solver import Objective
from rummy_desktop.ai.solver.counting import FreeEngine, tile_weight
from rummy_desktop.ai.solver.fates import solve_constrained
from rummy_desktop.core.referee import judge_play
from rummy_desktop.core.rules import preset
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile, TileAllocator, parse_tiles
from tests.ai.general_model import build_model
from tests.ai.general_programme import Engine
from tests.ai.solving import best_play

CLASSIC = preset("classic")
FREE = CLASSIC.with_options(
    joker_release="free", joker_meld_locked=False, released_joker_new_meld_only=False
)

# (table, rack, tiles played): general programme well under a second
SMALL = [
    (
        "K5 K6 K7 | K4 O4 R4 | K7 K8 K9 | O2 O3 O4 | B1 B2 J B4 B5 B6 B7 B8 B9 B10 B11"
        " | B11 B12 B13 | B12 O12 R12 | B5 O5 R5 | K9 K10 K11 K12 K13 | B13 O13 R13"
        " | B1 B2 J B4 | B6 B7 B8 | O7 O8 O9 O10 O11 | O10 O11 O12 O13 | R8 R9 R10 R11 R12"
        " | R5 R6 R7 R8",
        "R6 O2 R1",
        1,
    ),
    (
        "K4 K5 K6 K7 K8 J K10 | K12 O12 R12 | K8 J K10 K11 | B9 B10 B11 | K6 B6 O6"
        " | K12 B12 R12 | K3 B3 R3 | R9 R10 R11 | B7 B8 B9 | K13 B13 O13"
        " | O1 O2 O3 O4 O5 O6 O7 | O7 O8 O9 O10 | K13 B13 R13 O13 | R7 R8 R9 R10 R11"
        " | O9 O10 O11",
        "R2 K3",
        1,
    ),
]
# (table, rack, tiles played): the general programme ran for minutes
LARGE = [
    (
        "K4 K5 K6 K7 | K7 K8 K9 | R1 R2 R3 | O1 O2 O3 O4 | O3 O4 O5"
        " | B1 B2 J B4 B5 B6 B7 B8 B9 B10 B11 B12 | B11 B12 B13 | K12 O12 R12 | R2 R3 R4 R5"
        " | K9 K10 K11 K12 K13 | B13 O13 R13 | B1 B2 J B4 B5 B6 B7 B8 | O7 O8 O9 O10 O11"
        " | O10 O11 O12 O13 | R8 R9 R10 R11 R12 | R5 R6 R7 R8",
        "K4 O7 K2 R13 B9 O8 K11 O1 R9 B3 K10 R1 R7 K5 R4",
        15,
    ),
    (
        "K2 K3 K4 K5 K6 K7 K8 J K10 | K12 O12 R12 B12 | K8 J K10 K11 K12 K13 | B9 B10 B11 B12"
        " | K6 B6 O6 R6 | R8 R9 R10 R11 R12 | K3 B3 R3 | B1 O1 R1 | B7 B8 B9 | K13 B13 O13"
        " | O1 O2 O3 O4 O5 O6 O7 | K5 B5 R5 | O7 O8 O9 O10 | B13 O13 R13 | R7 R8 R9 R10 R11"
        " | O9 O10 O11",
        "R2 O2 B1 B10 R1 K1 R2 B2 O12",
        8,
    ),
]


def _position(table: str, rack: str) -> tuple[Table, list[Tile]]:
    alloc = TileAllocator()
    return Table.from_notation(table, alloc), parse_tiles(rack, alloc)


def _checked(table: Table, rack: list[Tile]) -> int:
    """The solver's score, after the referee accepted its play."""
    solution = best_play(table, rack, CLASSIC, objective=Objective.TILES)
    assert solution is not None
    after = lay_out(table, solution.melds)
    assert judge_play(CLASSIC, table, after, rack, True) == []
    return sum(tile_weight(t.number, 30, t.is_joker, False) for t in solution.played)


@pytest.mark.slow
@pytest.mark.parametrize("case", SMALL, ids=["two_blue_3", "two_black_9"])
def test_equals_the_general_programme(case: tuple[str, str, int]) -> None:
    table, rack = _position(case[0], case[1])
    outcome = solve_constrained(table, rack, CLASSIC, value_objective=False)
    assert outcome.proven  # the fast path answers itself
    general = Engine(build_model(table, rack, CLASSIC, value_objective=False, initial=False)).run()
    assert general is not None
    score = _checked(table, rack)
    assert score == general.score
    assert score // 1000 == case[2]


@pytest.mark.parametrize("case", LARGE, ids=["fifteen_tiles", "nine_tiles"])
def test_reaches_the_free_joker_bound(case: tuple[str, str, int]) -> None:
    table, rack = _position(case[0], case[1])
    outcome = solve_constrained(table, rack, CLASSIC, value_objective=False)
    assert outcome.proven
    score = _checked(table, rack)
    assert score // 1000 == case[2]
    free = FreeEngine(table.tiles(), rack, FREE, value_objective=False, initial=False).run()
    assert free is not None
    if case[2] == len(rack):
        assert score == free.score  # every tile played: nothing can beat it
    else:
        assert score <= free.score


# (rules, table, rack, value objective): the fate search once could not prove these
# (a replacement tile joining the old group as its fourth colour; dutch jokers)
UNPROVEN = [
    (
        "classic",
        "O3 O4 O5 | K11 K12 K13 | B9 J B11 | K5 K6 K7 K8 | B10 R10 K10 | R6 J O6 | O8 B8 R8"
        " | O10 O11 O12 | K7 B7 R7 | B12 R12 O12 K12 | K11 O11 B11",
        "K2 B5 R6 K13 O1 B1 B13 R5 R8 B5 K3 B2 O7 K10 K9 B4 R3 B6 O10 K4",
        True,
    ),
    (
        "dutch",
        "O4 R4 K4 | R7 R8 R9 | O11 R11 B11 | K11 K12 K13 | O5 O6 O7 | R2 K2 O2 B2"
        " | O10 O11 O12 J | B5 B6 B7 B8 | R12 O12 B12 | R11 R12 R13 | K7 R7 B7 J",
        "O8 B1 K6 K9 K6 O1 R13 B4 R5 K10 O1 B10 K12 B3 O5 O6 K3 K8",
        True,
    ),
    (
        "dutch",
        "B6 B7 B8 B9 B10 | O11 O12 O13 | O5 B5 R5 | B2 R2 K2 | J K6 O6 B6 | K10 K11 K12 K13"
        " | K1 K2 K3 K4 | O10 O11 O12 | O2 O3 O4 O5 O6 O7 | B4 O4 J | R3 R4 R5 R6 R7",
        "R4 R13 K10 R10 R10 B7 K7 O9 B12 K4 K8",
        False,
    ),
]


@pytest.mark.slow
@pytest.mark.parametrize("case", UNPROVEN, ids=["classic_fourth_colour", "dutch_kept", "dutch"])
def test_proven_and_unbeaten_by_the_general_programme(case: tuple[str, str, str, bool]) -> None:
    name, table_text, rack_text, value = case
    rules = preset(name)
    table, rack = _position(table_text, rack_text)
    outcome = solve_constrained(table, rack, rules, value_objective=value)
    assert outcome.proven and outcome.result is not None
    after = lay_out(table, [tuple(m) for m in outcome.result.melds])
    assert judge_play(rules, table, after, rack, True) == []
    model = build_model(table, rack, rules, value_objective=value, initial=False)
    assert Engine(model).run_above(outcome.result.score) is None  # nothing scores more
    solution = best_play(
        table, rack, rules, objective=Objective.VALUE if value else Objective.TILES
    )
    assert solution is not None
    played = sum(tile_weight(t.number, 30, t.is_joker, value) for t in solution.played)
    assert played == outcome.result.score
