"""The fast programme for free jokers against the general one, on many positions."""

from __future__ import annotations

import random

import pytest

from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.solver.counting import FreeEngine
from rummy_desktop.ai.solver.glue import SeedRule, split_groups
from rummy_desktop.ai.solver.positions import random_position
from rummy_desktop.core.referee import judge_play
from rummy_desktop.core.rules import RuleSet, preset
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile
from tests.ai.general_model import build_model
from tests.ai.general_programme import Engine


def _random_rules(rng: random.Random) -> RuleSet:
    return preset(rng.choice(["easy", "online"])).with_options(
        max_jokers_per_meld=rng.choice([1, 2, 2]),
        max_tiles_per_turn=rng.choice([None, None, 2, 4]),
        initial_meld_points=rng.choice([0, 20, 30, 50]),
    )


def _check(
    table: Table, rack: list[Tile], rules: RuleSet, value_objective: bool, initial: bool
) -> None:
    fast = FreeEngine(
        [] if initial else table.tiles(),
        rack,
        rules,
        value_objective=value_objective,
        initial=initial,
    ).run()
    model = build_model(table, rack, rules, value_objective=value_objective, initial=initial)
    general = Engine(model).run()
    context = (table.notation(), [str(t) for t in rack], rules.to_dict(), value_objective, initial)
    assert (fast.score if fast else 0) == (general.score if general else 0), context
    if fast is None:
        return
    melds = [tuple(m) for m in fast.melds]
    if initial:
        melds = [m.tiles for m in table.melds()] + melds
    after = lay_out(table, melds)
    assert judge_play(rules, table, after, rack, not initial) == [], context


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(4))
def test_fast_path_matches_the_general_programme(chunk: int) -> None:
    rng = random.Random(f"fast/{chunk}")
    for _ in range(300):
        rules = _random_rules(rng)
        pos = random_position(
            rng,
            rng.randint(0, 24),
            rng.randint(1, 9),
            joker_chance=rng.choice([0.0, 0.3, 0.6]),
            rack_joker_chance=rng.choice([0.0, 0.3, 0.7]),
        )
        _check(pos.table, list(pos.rack), rules, rng.random() < 0.5, rng.random() < 0.25)


@pytest.mark.slow
def test_fast_path_matches_on_larger_tables() -> None:
    rng = random.Random("fast/large")
    for _ in range(20):
        rules = _random_rules(rng)
        pos = random_position(rng, rng.randint(20, 40), rng.randint(4, 12), joker_chance=0.3)
        _check(pos.table, list(pos.rack), rules, rng.random() < 0.5, False)


def test_split_groups() -> None:
    assert split_groups([0, 1, 2], 0, 2) == [([0, 1, 2], 0, [])]
    assert split_groups([0, 0, 1, 1], 2, 2) is not None
    assert split_groups([0, 0, 1, 1], 1, 2) is None
    assert split_groups([0, 1], 2, 1) is None  # two jokers would share one group
    assert split_groups([0], 2, 2) is None  # one real tile and jokers: a run, not a group
    assert split_groups([], 1, 2) is None
    # seeds: fixed tiles that take more colours
    assert split_groups([], 0, 2, [SeedRule((0, 1), 0)]) is None  # two tiles are no group
    assert split_groups([2], 0, 2, [SeedRule((0, 1), 0)]) == [([0, 1, 2], 0, [0])]
    assert split_groups([1], 0, 2, [SeedRule((0, 1), 0)]) is None  # a colour twice
    assert split_groups([], 1, 2, [SeedRule((0, 1), 0)]) == [([0, 1], 1, [0])]
    assert split_groups([], 1, 1, [SeedRule((0, 1), 1)]) is None  # one joker per meld at most
    assert split_groups([2, 3], 0, 2, [SeedRule((), 1)]) == [([2, 3], 0, [0])]  # a joker alone
    needs_1_2 = SeedRule((), 1, frozenset({1, 2}))
    assert split_groups([2, 3], 0, 2, [needs_1_2]) is None  # needs colour 1
    assert split_groups([1, 2], 0, 2, [needs_1_2]) == [([1, 2], 0, [0])]
    # avoid: a kept joker of K5 R5 B5 J must not stand where O5 is real
    avoids_o = SeedRule((1,), 1, avoid=(frozenset({2}),))
    assert split_groups([2, 3], 0, 2, [avoids_o]) is None  # O5 would join it or lie alone
    assert split_groups([3], 0, 2, [avoids_o]) == [([1, 3], 0, [0])]
    assert split_groups([2], 0, 2, [avoids_o]) is None
    avoids_both = SeedRule((0,), 1, avoid=(frozenset({1, 2}),))  # K3 R3 J lost R3: not B3 and O3
    assert split_groups([1, 2], 0, 2, [avoids_both]) is None
    assert split_groups([1], 0, 2, [avoids_both]) == [([0, 1], 0, [0])]
    # two seeds may share a group; one real tile keeps two seeds' jokers at the edge only
    two = [SeedRule((), 1), SeedRule((), 1)]
    assert split_groups([0], 0, 2, two, edge=True) == [([0], 0, [0, 1])]
    assert split_groups([0], 0, 2, two) is None
    assert split_groups([0], 0, 1, two, edge=True) is None  # two jokers in one meld
    assert split_groups([0], 1, 2, [SeedRule((), 1)], edge=True) == [([0], 1, [0])]
    assert split_groups([0, 1], 0, 2, [SeedRule((0,), 0), SeedRule((1,), 0)]) is None
    seven = split_groups([0, 0, 1, 1, 2, 2, 3], 0, 2)
    assert seven is not None
    assert sorted(len(cols) for cols, _, _ in seven) == [3, 4]
    assert all(len(set(cols)) == len(cols) for cols, _, _ in seven)
