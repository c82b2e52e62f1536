"""The slow tail of the counting programme: work and memory stay bounded.

Issue 13's ``online`` position (free jokers, at most twelve tiles a turn, a
rack of sixteen) took the exact solver 40 s and 1.97 GB: the bound of every
exact pass counted all sixteen rack tiles as still playable, so under the
limit of twelve it cut nothing, and every state of every layer was kept for
the walk back. The work is counted in states expanded (never a stopwatch),
the memory with ``tracemalloc``.
"""

from __future__ import annotations

import tracemalloc

import pytest

from rummy_desktop.ai.base import WorkBudget
from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.solver import EXACT, Answer, Objective, Path, Position, Solution, solve
from rummy_desktop.ai.solver.counting import FreeEngine
from rummy_desktop.ai.solver.fates import solve_constrained
from rummy_desktop.core.referee import judge_play
from rummy_desktop.core.rules import RuleSet, preset
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile, TileAllocator, parse_tiles
from tests.ai.highs_model import highs_best, highs_bound_best
from tests.ai.solving import best_play

ONLINE_TABLE = (
    "K13 B13 O13 | K5 O5 R5 | R1 R2 R3 | K13 B13 O13 | K6 K7 K8 K9 K10 | K10 B10 R10"
    " | K2 B2 O2 | B3 O3 R3 | K1 B1 O1 | K9 B9 O9 R9 | K11 B11 R11 | K4 K5 J K7 | K4 B4 O4"
    " | K12 O12 R12 | B8 O8 R8 | B4 B5 B6 J B8 B9 | R6 R7 R8 R9 R10 | B11 O11 R11"
    " | O6 O7 O8 O9 O10 O11 O12"
)
ONLINE_RACK = "R4 R13 K3 R2 B3 K3 R13 K1 O5 R1 B2 K11 B12 R12 K8 R7"
ONLINE = preset("online")

MAX_WORK = 1_000_000
"""States the programme may expand on the online position (about 740,000 now;
the passes that counted every rack tile expanded 10.6 million
and traced 1.77 GB)."""
MAX_BYTES = 200 * 1024 * 1024
"""The issue's ceiling for the exact solver's peak memory on any position."""


def _position() -> tuple[Table, list[Tile]]:
    alloc = TileAllocator()
    table = Table.from_notation(ONLINE_TABLE, alloc)
    return table, parse_tiles(ONLINE_RACK, alloc)


@pytest.mark.slow
def test_online_position_is_exact_within_bounded_work_and_memory() -> None:
    table, rack = _position()
    tracemalloc.start()
    try:
        engine = FreeEngine(table.tiles(), rack, ONLINE, value_objective=False, initial=False)
        result = engine.run()
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert result is not None
    assert engine.work < MAX_WORK
    assert peak < MAX_BYTES
    assert result.score == highs_best(table, rack, ONLINE, value_objective=False, initial=False)


@pytest.mark.slow
def test_online_position_answer_is_twelve_tiles_the_referee_accepts() -> None:
    table, rack = _position()
    answer = best_play(table, rack, ONLINE, objective=Objective.TILES)
    assert answer is not None
    assert (answer.tiles_played, answer.value_played) == (12, 94)
    assert not judge_play(ONLINE, table, lay_out(table, answer.melds), rack, True)


def test_a_rack_above_the_tile_limit_is_bounded_by_the_limit() -> None:
    """Twelve playable tiles, a limit of three: the bound counts three, not twelve.

    Every rack tile extends a table run, so an unlimited rack plays all
    twelve; under the limit the best is the three highest. The exact passes
    must not wander through the states that would need more than three.
    """
    alloc = TileAllocator()
    table = Table.from_notation("K1 K2 K3 | B1 B2 B3 | O1 O2 O3 | R1 R2 R3", alloc)
    rack = parse_tiles("K4 K5 K6 B4 B5 B6 O4 O5 O6 R4 R5 R6", alloc)
    rules = preset("easy").with_options(max_tiles_per_turn=3)
    engine = FreeEngine(table.tiles(), rack, rules, value_objective=False, initial=False)
    result = engine.run()
    assert result is not None
    assert result.score == highs_best(table, rack, rules, value_objective=False, initial=False)
    free = FreeEngine(table.tiles(), rack, preset("easy"), value_objective=False, initial=False)
    assert free.run() is not None
    # the limited question costs about what the unlimited one does (1,249 states
    # against 534; the bound that counted all twelve tiles expanded 5,175)
    assert engine.work < 3 * free.work


def _answered_by_fates(
    table: Table, rack: list[Tile], rules: RuleSet, objective: Objective, played: tuple[int, int]
) -> tuple[Solution, int]:
    """The best play and its polls, after checking that the fate search proved it:
    ``played`` (tiles, value), a play the referee accepts as laid."""
    answer, polls = _polls(table, rack, rules, objective)
    assert (answer.path, answer.exact) == (Path.FATES, True)
    best = answer.solution
    assert best is not None
    assert (best.tiles_played, best.value_played) == played
    assert not judge_play(rules, table, lay_out(table, best.melds), rack, True)
    return best, polls


def _class_position(table: str, rack: str) -> tuple[Table, list[Tile]]:
    alloc = TileAllocator()
    return Table.from_notation(table, alloc), parse_tiles(rack, alloc)


def _polls(
    table: Table, rack: list[Tile], rules: RuleSet, objective: Objective
) -> tuple[Answer, int]:
    """The door's exact answer and the polls of its work flag it took (work, not time)."""
    counter = WorkBudget(10**9)
    answer = solve(Position(table, tuple(rack)), rules, objective, EXACT, counter)
    return answer, 10**9 - counter.left


def test_the_beam_under_a_tile_limit_ranks_states_by_the_tiles_that_still_fit() -> None:
    """An ``online`` position of the class benchmark: 11 s, now a beam pass.

    The beam ranked its states by every rack tile still playable, though at
    most twelve may be played: it kept the states that play the most, not the
    best twelve, found 88 points where 106 was possible, and the exact pass
    that had to close the gap expanded 2.2 million states.
    """
    table, rack = _class_position(
        "K3 B3 O3 | O6 K6 R6 | R13 K13 O13 B13 | K7 K8 K9 K10 K11 K12 | K1 O1 B1"
        " | O9 O10 O11 O12 | B10 B11 B12 | J O9 B9 K9 | B5 B6 B7 B8 B9 | B6 B7 B8"
        " | B3 O3 K3 | O4 B4 R4 K4 | O4 K4 B4 R4 | R5 R6 R7 | R12 K12 O12"
        " | B11 O11 R11 K11 | K1 R1 O1 B1 | R7 R8 R9 R10 R11 R12 | B5 J R5"
        " | B2 K2 R2 O2 | K5 K6 K7",
        "K13 O8 K10 K5 R3 R8 R10 B13 B2 O7 O8 O13 K8 R3",
    )
    answer, polls = _polls(table, rack, ONLINE, Objective.VALUE)
    assert (answer.path, answer.exact) == (Path.COUNTING, True)
    assert answer.solution is not None
    assert (answer.solution.tiles_played, answer.solution.value_played) == (12, 106)
    assert not judge_play(ONLINE, table, lay_out(table, answer.solution.melds), rack, True)
    assert polls < 100  # 8,600 polls when the beam counted every tile


def test_a_best_play_within_the_tile_limit_needs_no_limited_proof() -> None:
    """Fifteen rack tiles, a limit of twelve, and the best play lays ten.

    Without the limit the passes keep one state where the limit keeps one per
    count of tiles played; the unlimited best fits under the limit, so it is
    the answer, and the limited exact passes are never needed.
    """
    table, rack = _class_position(
        "K6 K7 K8 K9 K10 | O9 O10 O11 O12 O13 | B8 J B10 | R8 R9 R10 R11 | K9 O9 B9"
        " | J B7 B8 B9 | R7 O7 B7 | O10 K10 B10 R10 | O5 O6 O7 O8",
        "R7 O12 B6 O2 B11 R5 O6 R3 K3 K4 K6 O3 K2 O13 R13",
    )
    answer, polls = _polls(table, rack, ONLINE, Objective.VALUE)
    assert (answer.path, answer.exact) == (Path.COUNTING, True)
    assert answer.solution is not None
    assert (answer.solution.tiles_played, answer.solution.value_played) == (10, 77)
    expected = highs_best(table, rack, ONLINE, value_objective=True, initial=False)
    assert answer.solution.value_played * 1000 + answer.solution.tiles_played == expected
    assert polls < 250  # 559 when the limited passes had to prove it, 259 walking up only


@pytest.mark.slow
def test_a_fate_plan_above_a_known_floor_does_not_widen_its_beam_four_times() -> None:
    """``tiles50``, a released group joker with two replacement tiles on the rack.

    Each replacement is a plan of its own; the second plan starts above the
    first one's play, where every beam finds nothing, and the beam was widened
    to 3,072 states a layer (sorting them cost more than the exact passes).
    """
    table, rack = _class_position(
        "K2 R2 B2 | O4 K4 J | O5 B5 K5 | B7 B8 B9 | R5 R6 R7 | R11 B11 K11"
        " | O2 O3 O4 O5 O6 O7 | O3 R3 K3 | O8 O9 O10 O11 O12 | J O7 O8 O9 | K7 K8 K9"
        " | R1 R2 R3 | K6 B6 O6 | K3 K4 K5 K6 | B5 B6 B7 B8 B9 | O1 B1 R1"
        " | O13 K13 B13 | B12 K12 O12",
        "B3 K12 B3 K11 R10 R4 O2 R13 K1 R12 R7 O13 B12 K2 B4 R6 B1",
    )
    rules = preset("tiles50")
    _, polls = _answered_by_fates(table, rack, rules, Objective.TILES, (16, 106))
    assert polls < 200  # 2,867 with the beam widened four times, 2,621 walking up only


def test_exact_passes_stop_lowering_their_bound_once_it_stops_cutting() -> None:
    """``dutch``, a released run joker: four exact passes where two do.

    The plan that frees the joker starts above the kept plan's play, where the
    beam finds nothing; the exact passes then came down from the bound in
    growing steps, but each cost about as much as the last (35,000, 38,000,
    57,000 states) and the pass at the floor had to run anyway (76,000).
    """
    table, rack = _class_position(
        "O1 O2 O3 O4 O5 | O6 O7 O8 O9 | K1 R1 B1 | K4 K5 K6 | K8 K9 K10 K11 K12 K13"
        " | R7 R8 R9 R10 | K4 K5 K6 K7 | J B5 B6 | B2 K2 O2 R2 | R2 R3 R4 R5 R6 R7"
        " | O3 O4 O5 O6 O7 | B9 B10 B11 B12 | B2 B3 B4",
        "R5 K2 K13 B4 R10 K9 O12 K12 R3 K8 R13 K3 B11 O10 K11 R11 O11 O11 B10",
    )
    rules = preset("dutch")
    _, polls = _answered_by_fates(table, rack, rules, Objective.VALUE, (18, 161))
    assert polls < 150  # 941 with every step of the descent, 691 walking up only


def test_a_tight_kept_group_joker_is_tried_not_mistaken_for_its_relaxed_plan() -> None:
    """``dutch``, two group jokers that no rack tile can release.

    The tight fate of a kept group joker differs from the relaxed one only in
    the colours its group must hold; the plan's key left those out, so the
    tight plan was taken for the relaxed one already tried, never run, and
    the general programme had to answer (four times the work).
    """
    table, rack = _class_position(
        "J B1 R1 | O3 O4 O5 O6 | B8 R8 O8 | R11 K11 O11 | B2 B3 B4 B5 | B4 B5 B6 B7"
        " | O9 O10 O11 | R2 O2 K2 J | R6 R7 R8 R9 R10 | R9 R10 R11 | O2 K2 B2",
        "R3 K4 R6 R7 K9 K11 O12",
    )
    rules = preset("dutch")
    outcome = solve_constrained(table, rack, rules, value_objective=True)
    assert outcome.proven
    best, _ = _answered_by_fates(table, rack, rules, Objective.VALUE, (3, 25))
    expected = highs_bound_best(table, rack, rules, value_objective=True)
    assert best.value_played * 1000 + best.tiles_played == expected


def test_a_joker_released_under_the_new_meld_rule_lies_in_a_meld_of_rack_tiles() -> None:
    """``tiles50``: K3 from the rack releases the joker of ``K2 J K4``.

    The released joker may only lie in a new meld of rack tiles; the fate
    search let it join table tiles, the referee refused that optimum, no
    tight fate could prove the answer, and the general programme answered
    (2.2 s in the class benchmark). Split by the joker's new meld, the fate
    search proves it.
    """
    table, rack = _class_position(
        "R11 R12 R13 | R7 R8 R9 R10 R11 R12 | O6 B6 K6 | O2 O3 O4 O5 | B2 B3 B4 B5 B6"
        " | R2 K2 B2 | R4 R5 R6 R7 | R3 O3 B3 | K8 K9 K10 K11 K12 | K2 J K4 | K7 K8 K9 K10 K11",
        "K5 R1 B1 O9 K13 B12 K3",
    )
    rules = preset("tiles50")
    outcome = solve_constrained(table, rack, rules, value_objective=False)
    assert outcome.proven
    best, _ = _answered_by_fates(table, rack, rules, Objective.TILES, (5, 23))
    expected = highs_bound_best(table, rack, rules, value_objective=False)
    assert best.tiles_played * 1000 + best.value_played == expected


def test_dear_fate_plans_wait_until_the_cheap_ones_are_settled() -> None:
    """``dutch``, two group jokers that rack tiles can release (class benchmark, seed 1, 135).

    The plans were asked in a fixed order, jokers kept first: three dear plans
    found plays the referee refused (each judged, every reading tried) before
    the plan that frees both jokers found the legal best, all eighteen rack
    tiles (239 polls, the benchmark's slowest position). Now each plan gets a
    first look of a few polls, and the dear ones are ranked by a narrow beam
    pass: the plan freeing both jokers goes first and the others are cut at once.
    """
    table, rack = _class_position(
        "K11 K12 K13 | R8 K8 B8 O8 | R3 R4 R5 R6 R7 R8 | B3 B4 B5 | B4 R4 K4 | O13 R13 B13"
        " | K2 O2 R2 | O13 R13 B13 | O5 O6 O7 | R5 J B5 | B10 R10 K10 | O2 O3 O4 O5"
        " | B7 R7 K7 | K9 R9 J | O7 O8 O9 O10 O11 O12",
        "K12 K3 K5 B1 B9 R6 B11 K7 R11 O11 B2 B3 B10 R11 R2 K1 B11 K10",
    )
    rules = preset("dutch")
    best, polls = _answered_by_fates(table, rack, rules, Objective.VALUE, (18, 126))
    # every rack tile: no play can beat it
    assert best.value_played == sum(t.number for t in rack)
    assert polls < 120  # 239 with the plans asked in a fixed order


def test_many_dear_fate_plans_are_ranked_without_a_first_look_each() -> None:
    """``tiles50``, a released run joker split by its new meld (class benchmark, seed 2, 398).

    The fate search has thirty-odd plans, every one dear: a first look of a
    few polls each took most of the work before any was ranked (347 polls;
    534 when the plans were asked in a fixed order). After a few deferred
    plans the rest are ranked at once.
    """
    table, rack = _class_position(
        "K10 K11 K12 | R6 K6 B6 | O5 O6 O7 O8 | K8 K9 K10 K11 K12 | O4 R4 K4 B4"
        " | O7 R7 B7 K7 | B2 B3 B4 J B6 | K3 K4 K5 | R13 K13 B13 O13 | R2 R3 R4 R5",
        "J O1 K1 R6 B7 B5 R11 R5 O12 O4 O9 O6 R10 B1 B3 O3",
    )
    rules = preset("tiles50")
    # every rack tile: no play can beat it
    _, polls = _answered_by_fates(table, rack, rules, Objective.TILES, (16, 114))
    # 153 with a first look of each of the two unsplit plans, and of the split ones
    assert polls < 140


def test_two_table_jokers_under_the_new_meld_rule_are_settled_fate_by_fate() -> None:
    """``tiles50``, two table jokers, O9 on the rack releases one (class benchmark, seed 2, 62).

    The fate search split a released joker by its new meld of rack tiles only
    when it was the one table joker on the table; with a second one the free
    joker of the relaxed optimum lay beside table tiles, the referee refused
    it, and the general programme answered (4.3 s). Split for every joker
    that can be released, the fate search proves it. HiGHS's bound-joker
    model (``highs_bound_best``, 34 s here) also finds 15 tiles, 136 points.
    """
    table, rack = _class_position(
        "R7 K7 O7 | O9 O10 O11 | O5 O6 O7 O8 | B6 B7 J | K8 K9 K10 K11 | R3 R4 R5 R6 R7"
        " | R4 B4 K4 O4 | O1 O2 O3 O4 | K9 R9 J | K8 B8 R8 | O11 R11 B11 | K4 K5 K6"
        " | B12 O12 R12",
        "K7 B3 O10 B13 O9 R10 R6 R1 B10 O13 K6 R11 R13 O12 R2 K13",
    )
    rules = preset("tiles50")
    outcome = solve_constrained(table, rack, rules, value_objective=False)
    assert outcome.proven
    _, polls = _answered_by_fates(table, rack, rules, Objective.TILES, (15, 136))
    assert polls < 400  # 2,429 when the general programme answered; 203 now


def test_a_second_table_joker_that_cannot_be_released_keeps_the_split() -> None:
    """``tiles50``: B2 from the rack releases the joker of ``J O2 K2 R2``; the joker
    of ``B7 J R7`` stays (class benchmark, seed 2, 272: the general programme answered)."""
    table, rack = _class_position(
        "J O2 K2 R2 | O10 O11 O12 O13 | B7 J R7",
        "O13 R4 O3 K9 B10 R9 B6 O12 B2 R1 B1 R5 K13 O9 K6",
    )
    rules = preset("tiles50")
    outcome = solve_constrained(table, rack, rules, value_objective=False)
    assert outcome.proven
    best, _ = _answered_by_fates(table, rack, rules, Objective.TILES, (6, 55))
    expected = highs_bound_best(table, rack, rules, value_objective=False)
    assert best.tiles_played * 1000 + best.value_played == expected


def test_a_play_legal_as_laid_is_not_refused_for_want_of_its_reading() -> None:
    """``rrrummy``, two locked run jokers (class benchmark, seed 2, 307): every rack tile.

    The fate search's best play was legal as laid, but the layout put a B3 where
    its twin of the joker meld stood; the referee's natural reading swapped the
    two, and the reading as laid was not among the 64 it read. The fate search
    found nothing it accepted and the general programme answered (436 ms in the
    class benchmark). HiGHS's bound-joker model (51 s here) agrees: 19 tiles, 142.
    """
    table, rack = _class_position(
        "B9 B10 B11 B12 | B13 O13 K13 | K1 K2 K3 | K6 K7 K8 | B2 O2 R2 | K9 K10 K11 K12"
        " | R7 R8 R9 R10 R11 | B2 B3 J B5 | B4 B5 B6 B7 B8 B9 | R10 R11 J R13 | O7 B7 K7 R7"
        " | K13 B13 O13 | K5 O5 R5 | O1 O2 O3 O4 | K4 R4 B4 | B8 R8 O8 | R2 R3 R4 | O6 B6 R6"
        " | K1 K2 K3 | O8 O9 O10 | O5 O6 O7 | O9 O10 O11 | R3 O3 B3 | K4 K5 K6 | K9 K10 K11 K12",
        "R6 R12 R5 B11 K8 B12 R9 R12 R1 B1 R1 B1 B10 O12 O12 O4 O1 O11 R13",
    )
    rules = preset("rrrummy")
    _answered_by_fates(table, rack, rules, Objective.VALUE, (19, 142))


def _answered_by_counting(
    table: Table, rack: list[Tile], rules: RuleSet, objective: Objective, played: tuple[int, int]
) -> int:
    """The polls of the door's exact answer, after checking that the counting programme
    gave it: ``played`` (tiles, value), a play the referee accepts as laid."""
    answer, polls = _polls(table, rack, rules, objective)
    assert (answer.path, answer.exact) == (Path.COUNTING, True)
    best = answer.solution
    assert best is not None
    assert (best.tiles_played, best.value_played) == played
    assert not judge_play(rules, table, lay_out(table, best.melds), rack, True)
    return polls


def test_a_table_whose_beams_all_die_is_settled_by_exact_passes_from_the_top() -> None:
    """``online``, a table of 59 tiles with two jokers, so tied up that every state
    of a beam of 48, 192 or 768 dies before 13 (tail benchmark, position 51).

    The beams were widened to 3,072 states a layer before anything was found;
    exact passes from the top cut most states and find the best play (HiGHS:
    99 points in 12 tiles) in a third of that work.
    """
    table, rack = _class_position(
        "R1 R2 R3 R4 | B3 B4 B5 B6 B7 B8 | O2 R2 B2 | O2 J B2 | B3 B4 B5 | R7 R8 R9"
        " | K4 R4 O4 | O5 K5 R5 | O7 O8 O9 O10 O11 O12 | K7 K8 K9 K10 | O10 O11 O12 O13"
        " | O1 B1 R1 | K10 K11 J K13 | O5 O6 O7 O8 | B9 B10 B11 | O6 B6 R6",
        "B10 K3 K4 O9 R10 K13 R13 R9 K11 O4 R6 R3 B13",
    )
    polls = _answered_by_counting(table, rack, ONLINE, Objective.VALUE, (12, 99))
    assert polls < 500  # 763 with the beams widened to 3,072


def test_a_play_one_walk_finds_is_a_floor_for_the_other() -> None:
    """``easy``, a table of 56 tiles with two jokers (tail benchmark, position 362).

    The walk down found no play with its narrow beams, the walk up one of 67
    points; alone, the walk down lowered its bound in doubling steps far below
    the best play (HiGHS: 79 points in 13 tiles), where a pass costs 38,000
    states, or stopped and ran the pass at the other walk's floor (113,000).
    Sharing the floor and halving the gap to it settles it near the top.
    """
    table, rack = _class_position(
        "K2 K3 K4 | R8 R9 R10 R11 R12 R13 | K11 R11 O11 | K7 K8 K9 | K1 B1 R1 | K6 K7 K8"
        " | O10 O11 O12 O13 | O2 B2 R2 | O2 J R2 | O3 O4 O5 O6 | R9 K9 O9 | R3 R4 R5"
        " | B4 B5 B6 | B5 B6 B7 | O7 O8 J | K4 B4 R4 | R12 O12 K12",
        "K1 O7 R6 K10 O1 K5 B3 B11 K12 O5 K5 O10 B2 B11",
    )
    polls = _answered_by_counting(table, rack, preset("easy"), Objective.VALUE, (13, 79))
    assert polls < 150  # 229 with each walk on its own


def test_under_a_tile_limit_the_limits_bound_is_tried_before_the_unlimited_detour() -> None:
    """``online``, fourteen rack tiles under a limit of twelve (tail benchmark, position 371).

    The unlimited best lays more than twelve tiles, so the unlimited question
    (48,000 states over its two walks) only told what the limit's own bound
    already did; one exact pass just below that bound finds the best play
    (HiGHS: 86 points in 12 tiles) at once.
    """
    table, rack = _class_position(
        "J K8 R8 | O12 K12 B12 | B9 K9 O9 | B11 R11 O11 | O3 R3 K3 | B5 B6 B7 B8 B9"
        " | O4 K4 B4 | O2 O3 O4 O5 | O5 O6 O7 O8 | J R6 K6 | K9 K10 K11 | K2 O2 B2 R2"
        " | R6 R7 R8 R9 | K10 K11 K12 | K7 R7 B7 O7 | O8 B8 K8",
        "O1 R12 O11 B1 B3 R13 K1 K13 K1 R5 B13 B6 R3 B5",
    )
    polls = _answered_by_counting(table, rack, ONLINE, Objective.VALUE, (12, 86))
    assert polls < 300  # 490 with the unlimited detour first
