"""The fate search on positions the general programme once had to answer.

Two jokers in one old meld, a kept group joker whose group must still lack a
colour of its role, a kept joker far from its nearest old tile, a released
joker that may only go back to the rack: each answered by the fate search,
proven, with a play the referee accepts, and (where HiGHS models the rules)
the score of the integer programme of :mod:`tests.ai.highs_model`.
"""

from __future__ import annotations

import pytest

from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.solver import Objective, Path, Position, Solution, solve
from rummy_desktop.ai.solver.fates import Part, sites, solve_constrained
from rummy_desktop.ai.solver.glue import RunBlock, stretch
from rummy_desktop.core.actions import Play
from rummy_desktop.core.referee import judge_play
from rummy_desktop.core.rules import RuleSet, preset
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile, TileAllocator, parse_tiles
from tests.ai.highs_model import highs_bound_best

CLASSIC = preset("classic")
DUTCH = preset("dutch")


def _position(table: str, rack: str) -> tuple[Table, list[Tile]]:
    alloc = TileAllocator()
    return Table.from_notation(table, alloc), parse_tiles(rack, alloc)


def _proven(
    table: Table, rack: list[Tile], rules: RuleSet, objective: Objective = Objective.TILES
) -> Solution | None:
    """The door's answer, which the fate search must have proven; its play the referee takes."""
    answer = solve(Position(table, tuple(rack)), rules, objective)
    assert (answer.path, answer.exact) == (Path.FATES, True)
    if answer.solution is not None:
        after = lay_out(table, answer.solution.melds)
        assert judge_play(rules, table, after, rack, True) == []
    return answer.solution


def _highs(table: Table, rack: list[Tile], rules: RuleSet, objective: Objective) -> int:
    return highs_bound_best(table, rack, rules, value_objective=objective is Objective.VALUE)


def _score(solution: Solution | None, objective: Objective) -> int:
    if solution is None:
        return 0
    if objective is Objective.VALUE:
        return solution.value_played * 1000 + solution.tiles_played
    return solution.tiles_played * 1000 + solution.value_played


# -- two jokers in one old meld -------------------------------------------------
def test_both_jokers_of_a_locked_run_stay_while_the_rest_of_the_table_grows() -> None:
    table, rack = _position("K4 J J K7 | R1 R2 R3", "R4 B9")
    best = _proven(table, rack, CLASSIC)
    assert best is not None and [str(t) for t in best.played] == ["R4"]
    assert ("K4", "J", "J", "K7") in {tuple(map(str, m)) for m in best.melds}


def test_one_joker_of_a_locked_run_is_released_while_the_other_stays() -> None:
    # K5 from the rack takes the first joker's place; the second still stands for K6
    table, rack = _position("K4 J J K7 | O1 O2 O3", "K5 B9 B10")
    best = _proven(table, rack, CLASSIC)
    assert best is not None and best.tiles_played == 3
    melds = {tuple(map(str, m)) for m in best.melds}
    assert ("K4", "K5", "J", "K7") in melds
    assert any("J" in m and "B9" in m for m in melds)
    assert _score(best, Objective.TILES) == _highs(table, rack, CLASSIC, Objective.TILES)


def test_both_jokers_of_a_group_are_released_by_the_missing_colours() -> None:
    table, rack = _position("K3 R3 J J | O7 O8 O9", "B3 O3 B7 B8")
    best = _proven(table, rack, preset("rrrummy"))
    assert best is not None and best.tiles_played == 4
    assert _score(best, Objective.TILES) == _highs(table, rack, preset("rrrummy"), Objective.TILES)


def test_one_real_tile_and_two_jokers_stay_a_group() -> None:
    table, rack = _position("K13 J J | R1 R2 R3", "R4")
    best = _proven(table, rack, DUTCH)
    assert best is not None and best.tiles_played == 1
    assert ("K13", "J", "J") in {tuple(map(str, m)) for m in best.melds}


@pytest.mark.slow
def test_two_joker_melds_agree_with_highs_on_every_preset() -> None:
    table, rack = _position(
        "K4 J J K7 | R5 B5 O5 | B9 B10 B11 | O1 O2 O3 O4", "K5 K6 R6 R7 B8 O5 K8 B12"
    )
    for name in ("classic", "rrrummy", "tiles50", "dutch"):
        rules = preset(name)
        for objective in Objective:
            best = _proven(table, rack, rules, objective)
            assert _score(best, objective) == _highs(table, rack, rules, objective), name


# -- exact fates where the tight ones of old were loose ----------------------------
def test_a_kept_group_joker_keeps_a_colour_of_its_role_free() -> None:
    """``dutch``: K5 R5 B5 J loses K5 to a run; the joker stays in R5 B5 J only while
    O5 is not there (it stands for O5 or K5): O5 from the table cannot join it."""
    table, rack = _position("K5 R5 B5 J | K6 K7 K8 | O5 O6 O7 O8", "K4 O9")
    for objective in Objective:
        best = _proven(table, rack, DUTCH, objective)
        assert _score(best, objective) == _highs(table, rack, DUTCH, objective)


def test_a_kept_joker_far_from_its_nearest_old_tile() -> None:
    """``dutch``: the joker of K2 K3 K4 K5 J stays a K6 with only K2 left beside it
    (K3 K4 K5 go to groups), the gap filled from the rack: all nine tiles."""
    table, rack = _position("K2 K3 K4 K5 J", "K3 K4 K5 R3 B3 R4 B4 R5 B5")
    for objective in Objective:
        best = _proven(table, rack, DUTCH, objective)
        assert best is not None and best.tiles_played == 9
        assert _score(best, objective) == _highs(table, rack, DUTCH, objective)


def test_exact_fates_link_a_joker_to_each_old_tile() -> None:
    """The exact fates of a kept run joker: one block to each real tile of its old
    run, holes between; a kept group joker: a seed with each, avoiding its role."""
    table, rack = _position("K2 K3 J K5 | R7 B7 J", "O1")
    search_sites = sites(table, DUTCH)
    assert len(search_sites) == 2
    from rummy_desktop.ai.solver.fates import _Search

    search = _Search(table, rack, DUTCH, False, None, search_sites)
    run_site = next(s for s in search_sites if s.is_run)
    relaxed, exact = search.parts(run_site)
    assert relaxed[0] == Part(blocks=(RunBlock(0, 4, (run_site.joker,)),))
    blocks = [p.blocks[0] for _, p in exact if p.released is None]
    k2, k3, k5 = run_site.reals
    assert blocks == [
        stretch(0, {4: run_site.joker, 2: k2}),
        stretch(0, {4: run_site.joker, 3: k3}),
        stretch(0, {4: run_site.joker, 5: k5}),
    ]
    assert blocks[0].tiles == (k2, None, run_site.joker)
    group_site = next(s for s in search_sites if not s.is_run)
    _, exact = search.parts(group_site)
    seeds = [p.seeds[0] for _, p in exact if p.released is None]
    assert [sd.avoid for sd in seeds] == [(frozenset({2, 0}),)] * 2  # not both O7 and K7


# -- a released joker back to the rack (house rule) ---------------------------------
def test_a_released_joker_goes_back_to_the_rack_when_no_new_meld_takes_it() -> None:
    rules = preset("tiles50").with_options(released_joker_to_rack=True)
    table, rack = _position("K8 K9 K10 J | O1 O2 O3", "K11")
    best = _proven(table, rack, rules)
    assert best is not None and best.tiles_played == 1
    assert all(not t.is_joker for m in best.melds for t in m)  # the joker went home
    assert _proven(table, rack, preset("tiles50")) is None  # it cannot stay on the table
    other = parse_tiles("B1", TileAllocator([*table.tiles(), *rack]))
    state = GameState.from_position(rules, [rack, other], table, melded=[True, True])
    state.apply(Play(lay_out(table, best.melds)))
    assert [str(t) for t in state.racks[0]] == ["J"]


def test_outcome_reports_the_work_of_the_search() -> None:
    table, rack = _position("K4 J J K7 | O1 O2 O3", "K5 B9 B10")
    outcome = solve_constrained(table, rack, CLASSIC, value_objective=False)
    assert outcome.proven and outcome.result is not None and outcome.runs >= 1


@pytest.mark.parametrize("objective", list(Objective))
def test_a_meld_with_both_jokers_and_a_table_tile_replacement(objective: Objective) -> None:
    """``rrrummy`` with ``replace`` (a table tile may take a joker's place)."""
    rules = preset("rrrummy").with_options(joker_release="replace")
    table, rack = _position("B6 J J B9 | K7 R7 O7 B7 | K8 R8 O8 B8", "B10 R9 K9 O9")
    best = _proven(table, rack, rules, objective)
    assert _score(best, objective) == _highs(table, rack, rules, objective)


def test_free_jokers_under_the_lock_may_stay_unproven_and_say_so() -> None:
    """``classic`` with ``joker_release = free``: a freed joker the counting programme
    lays back in its old role beside only some of its old tiles is refused (it never
    left, and its meld lost tiles); no fate models that, so the answer is flagged
    ``exact=False``. It is still legal, and here still the best (HiGHS agrees)."""
    rules = CLASSIC.with_options(joker_release="free")
    table, rack = _position("B5 B6 B7 B8 B9 | O7 O8 O9 O10 J O12", "O9 R13 O4 B2 K7 K8 B3 O7 B10")
    answer = solve(Position(table, tuple(rack)), rules, Objective.TILES)
    assert (answer.path, answer.exact) == (Path.FATES, False)
    assert answer.solution is not None
    assert judge_play(rules, table, lay_out(table, answer.solution.melds), rack, True) == []
    assert _score(answer.solution, Objective.TILES) == _highs(table, rack, rules, Objective.TILES)
