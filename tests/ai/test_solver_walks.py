"""The counting programme's two walks: numbers 1 up to 13, or 13 down to 1.

Both walks answer the same question; the race between them (see
:meth:`rummy_desktop.ai.solver.counting.FreeEngine.run`) only decides which
one answers first. So the walk down must be exact on its own, with tile
limits, run blocks and group seeds, and the slow positions of the class
benchmark it cut keep their answers. Work is counted in polls of the search's
flag (256 states each), never on a clock.
"""

from __future__ import annotations

import random

import pytest

from rummy_desktop.ai.base import WorkBudget
from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.solver import EXACT, Answer, Objective, Path, Position, counting, solve
from rummy_desktop.ai.solver.counting import FreeEngine, Result
from rummy_desktop.ai.solver.positions import random_position
from rummy_desktop.core.melds import check_meld
from rummy_desktop.core.referee import judge_play
from rummy_desktop.core.rules import RuleSet, preset
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile, TileAllocator, parse_tiles
from tests.ai.highs_model import highs_best
from tests.ai.test_solver_bound_highs import _cross_check


def _walk(table: Table, rack: list[Tile], rules: RuleSet, value: bool, down: bool) -> Result | None:
    engine = FreeEngine(
        table.tiles(), rack, rules, value_objective=value, initial=False, mirror=down
    )
    return engine.run()


def test_the_walk_down_answers_as_the_walk_up(monkeypatch: pytest.MonkeyPatch) -> None:
    """Free jokers, joker limits, tile limits, both objectives: the same score, legal melds."""
    monkeypatch.setattr(counting, "RACE_POLLS", 10**9)  # the walk up never gives way
    rng = random.Random("walks/free")
    for _ in range(60):
        rules = preset(rng.choice(["easy", "online"])).with_options(
            max_jokers_per_meld=rng.choice([1, 2, 2]),
            max_tiles_per_turn=rng.choice([None, None, 2, 4]),
        )
        pos = random_position(
            rng, rng.randint(0, 30), rng.randint(1, 10), joker_chance=0.4, rack_joker_chance=0.4
        )
        rack = list(pos.rack)
        value = rng.random() < 0.5
        context = (pos.table.notation(), [str(t) for t in rack], rules.to_dict(), value)
        up = _walk(pos.table, rack, rules, value, down=False)
        down = _walk(pos.table, rack, rules, value, down=True)
        assert (down.score if down else 0) == (up.score if up else 0), context
        if down is not None:
            after = lay_out(pos.table, [tuple(m) for m in down.melds])
            assert judge_play(rules, pos.table, after, rack, True) == [], context


def test_a_run_walked_down_is_laid_from_its_lowest_number() -> None:
    alloc = TileAllocator()
    table = Table.from_notation("R3 R4 R5", alloc)
    rack = parse_tiles("R6 R2", alloc)
    found = _walk(table, rack, preset("easy"), False, down=True)
    assert found is not None
    assert [[str(t) for t in m] for m in found.melds] == [["R2", "R3", "R4", "R5", "R6"]]


@pytest.mark.slow
def test_fate_plans_walked_down_agree_with_highs(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every plan of the fate search walked both ways (run blocks and group seeds mirrored).

    The walk down of each plan must score as the walk up and lay valid melds
    (a play the referee refused would only send the door to another path, so
    the door's answer alone could hide a wrong walk); the door's answers then
    agree with HiGHS.
    """
    plans = 0

    def both_walks(self: FreeEngine, beam: int = 48, floor: int = 0) -> Result | None:
        nonlocal plans
        up = self._run(beam, floor)
        if self.mirror or self.threshold is not None:
            return up
        down = self._mirrored()._run(beam, floor)
        assert (down.score if down else None) == (up.score if up else None)
        for meld in down.melds if down else []:
            assert check_meld([t.kind for t in meld], self.max_jk).valid, meld
        plans += 1
        return down

    monkeypatch.setattr(FreeEngine, "run", both_walks)
    checked, bound = _cross_check(random.Random("walks/bound"), 40, mixed=True)
    assert checked >= 20
    assert bound >= 3
    assert plans >= 40


def _polls(table: str, rack: str, rules: RuleSet, objective: Objective) -> tuple[Answer, int]:
    """The door's exact answer and the polls of its work flag it took (work, not time)."""
    alloc = TileAllocator()
    position = Position(Table.from_notation(table, alloc), tuple(parse_tiles(rack, alloc)))
    counter = WorkBudget(10**9)
    answer = solve(position, rules, objective, EXACT, counter)
    assert not judge_play(
        rules,
        position.table,
        lay_out(position.table, answer.solution.melds if answer.solution else ()),
        list(position.rack),
        True,
    )
    return answer, 10**9 - counter.left


def _played(answer: Answer) -> tuple[int, int]:
    assert answer.solution is not None
    return answer.solution.tiles_played, answer.solution.value_played


def test_an_online_rack_of_twenty_is_settled_walking_down() -> None:
    """Class benchmark position 107 (``online``, a rack of twenty, twelve tiles a turn).

    Walking up, 125,000 states (435 polls with the beams, about 0.4 s); down, about 1,000.
    """
    table = "K13 O13 R13 | J B5 R5 | B7 B8 B9 B10 | B6 R6 K6 O6 | B2 B3 B4"
    rack = "O9 R7 K5 R11 K7 R12 R7 K3 O9 K8 K4 R3 R5 O7 K6 O13 O8 R8 R9 J"
    answer, polls = _polls(table, rack, preset("online"), Objective.VALUE)
    assert (answer.path, answer.exact) == (Path.COUNTING, True)
    assert _played(answer) == (12, 120)
    assert polls < 100  # 63 racing


def test_a_free_sixty_six_tile_table_is_settled_walking_down() -> None:
    """Class benchmark position 70 (``easy``, two table jokers, a rack of six): 367 polls up."""
    table = (
        "O13 K13 R13 | R4 K4 B4 | K5 R5 O5 | B1 B2 B3 B4 | R9 K9 B9 O9 | O2 O3 O4 O5 J"
        " | B6 O6 R6 | K6 K7 K8 K9 | B12 K12 O12 J | K2 K3 K4 | B7 B8 B9 | O9 O10 O11 O12 O13"
        " | R3 K3 O3 | R3 R4 R5 | R6 B6 K6 | B1 O1 R1 | K11 B11 R11 | B11 R11 K11"
        " | B10 K10 O10 R10"
    )
    alloc = TileAllocator()
    board = Table.from_notation(table, alloc)
    rack = parse_tiles("R7 O4 K12 R13 O2 O6", alloc)
    answer, polls = _polls(table, "R7 O4 K12 R13 O2 O6", preset("easy"), Objective.TILES)
    assert (answer.path, answer.exact) == (Path.COUNTING, True)
    assert _played(answer) == (5, 42)
    assert highs_best(board, rack, preset("easy"), value_objective=False, initial=False) == 5042
    assert polls < 140  # 91 racing


def test_a_classic_fate_search_is_settled_walking_down() -> None:
    """Class benchmark position 330 (``classic``, a bound run joker, a rack of eighteen).

    Every plan of the fate search races its two walks: 177 polls up, 31 racing.
    """
    table = (
        "K8 K9 K10 K11 K12 | O3 R3 B3 K3 | O8 O9 O10 | K7 B7 O7 | O5 K5 B5 | R4 R5 R6 R7 R8 R9"
        " | O2 O3 O4 O5 | B2 B3 B4 | O11 O12 O13 | B9 K9 O9 | K2 K3 K4 | B11 O11 R11 K11"
        " | J R3 R4 | R6 R7 R8 R9 | B7 B8 B9 B10 B11 | R10 B10 O10 K10 | B2 K2 O2 R2"
        " | B1 R1 K1 O1 | K5 K6 K7"
    )
    rack = "O13 R11 R13 R5 K12 R1 O8 B6 K8 B8 B4 R12 B6 K1 O6 B1 O12 O7"
    answer, polls = _polls(table, rack, preset("classic"), Objective.TILES)
    assert (answer.path, answer.exact) == (Path.FATES, True)
    assert _played(answer) == (18, 134)
    assert polls < 60
