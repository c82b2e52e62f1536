"""Exactness: the solver against brute force and against an independent HiGHS model."""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import combinations, permutations, product

import pytest

from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.solver import Objective
from rummy_desktop.ai.solver.counting import tile_weight
from rummy_desktop.ai.solver.positions import random_position
from rummy_desktop.core.melds import check_meld
from rummy_desktop.core.referee import judge_play
from rummy_desktop.core.rules import RuleSet, preset
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile, TileAllocator, parse_tiles
from tests.ai.highs_model import highs_best
from tests.ai.solving import best_play


def _score(solution_tiles: list[Tile], rules: RuleSet, objective: Objective) -> int:
    value = objective is Objective.VALUE
    return sum(
        tile_weight(t.number, rules.joker_penalty, t.is_joker, value) for t in solution_tiles
    )


def _partitions(items: list[Tile]) -> Iterator[list[list[Tile]]]:
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for size in range(2, len(rest) + 1):
        for others in combinations(range(len(rest)), size):
            block = [first, *(rest[i] for i in others)]
            remaining = [t for i, t in enumerate(rest) if i not in others]
            for tail in _partitions(remaining):
                yield [block, *tail]


def _layouts(block: list[Tile], max_jokers: int) -> list[tuple[Tile, ...]]:
    seen: set[tuple[int, ...]] = set()
    out: list[tuple[Tile, ...]] = []
    for order in permutations(block):
        kinds = tuple(t.kind for t in order)
        if kinds in seen:
            continue
        seen.add(kinds)
        if check_meld(kinds, max_jokers).valid:
            out.append(order)
    return out


def brute_best(
    table: Table, rack: list[Tile], rules: RuleSet, objective: Objective, initial: bool
) -> int:
    """The best score over every legal final table, each judged by the referee."""
    best = 0
    base = [] if initial else table.tiles()
    kept = [m.tiles for m in table.melds()] if initial else []
    for count in range(1, len(rack) + 1):
        for played in combinations(rack, count):
            score = _score(list(played), rules, objective)
            if score <= best:
                continue
            for blocks in _partitions([*base, *played]):
                options = [_layouts(b, rules.max_jokers_per_meld) for b in blocks]
                for melds in product(*options):
                    after = lay_out(table, [*kept, *melds])
                    if not judge_play(rules, table, after, rack, not initial):
                        best = score
                        break
                if best == score:
                    break
    return best


TINY = [
    ("R5 R6 J", "R7 R4"),
    ("K5 B5 O5", "J R5"),
    ("K7 B7 J", "O7 R7"),
    ("R5 J R7", "R6 K1"),
    ("R1 R2 R3 R4", "J R5"),
    ("K5 B5 J", "O5 R5"),
    ("B6 B7 B8 B9", "B8 J"),
]


@pytest.mark.parametrize("preset_name", ["easy", "classic", "tiles50", "dutch", "online"])
def test_brute_force_tiny_positions(preset_name: str) -> None:
    rules = preset(preset_name)
    rng = random.Random(f"brute/{preset_name}")
    cases: list[tuple[Table, list[Tile]]] = []
    for table_text, rack_text in TINY:
        alloc = TileAllocator()
        cases.append((Table.from_notation(table_text, alloc), parse_tiles(rack_text, alloc)))
    for _ in range(25):
        pos = random_position(rng, rng.randint(0, 4), rng.randint(1, 3), joker_chance=0.5)
        if len(pos.table) + len(pos.rack) <= 7:
            cases.append((pos.table, list(pos.rack)))
    for table, rack in cases:
        for objective in Objective:
            for initial in (False, True):
                solution = best_play(table, rack, rules, objective=objective, initial=initial)
                mine = 0 if solution is None else _score(list(solution.played), rules, objective)
                assert mine == brute_best(table, rack, rules, objective, initial), (
                    table.notation(),
                    [str(t) for t in rack],
                    objective,
                    initial,
                )


@pytest.mark.slow
@pytest.mark.parametrize("preset_name", ["easy", "online"])
def test_matches_highs_on_random_positions(preset_name: str) -> None:
    rules = preset(preset_name)
    rng = random.Random(f"highs/{preset_name}")
    for _ in range(60):
        pos = random_position(
            rng, rng.randint(0, 18), rng.randint(1, 9), joker_chance=0.3, rack_joker_chance=0.3
        )
        objective = rng.choice(list(Objective))
        initial = rng.random() < 0.25
        solution = best_play(pos.table, pos.rack, rules, objective=objective, initial=initial)
        mine = 0 if solution is None else _score(list(solution.played), rules, objective)
        theirs = highs_best(
            pos.table,
            pos.rack,
            rules,
            value_objective=objective is Objective.VALUE,
            initial=initial,
        )
        assert mine == theirs, (pos.table.notation(), [str(t) for t in pos.rack], objective)


def test_matches_highs_with_one_joker_per_meld() -> None:
    rules = preset("easy").with_options(max_jokers_per_meld=1, max_tiles_per_turn=3)
    rng = random.Random("highs/limits")
    for _ in range(40):
        pos = random_position(rng, rng.randint(0, 15), rng.randint(1, 8), rack_joker_chance=0.6)
        solution = best_play(pos.table, pos.rack, rules)
        mine = 0 if solution is None else _score(list(solution.played), rules, Objective.TILES)
        theirs = highs_best(pos.table, pos.rack, rules, value_objective=False, initial=False)
        assert mine == theirs, (pos.table.notation(), [str(t) for t in pos.rack])
