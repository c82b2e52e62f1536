"""The solver: known positions, the referee's verdict on random ones, cancelling."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from rummy_desktop.ai.base import CancelFlag, Cancelled
from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.solver import Objective, Solution, best_hint
from rummy_desktop.ai.solver.positions import random_position
from rummy_desktop.cli.common import rules_from
from rummy_desktop.core.errors import ImpossiblePosition
from rummy_desktop.core.referee import judge_play
from rummy_desktop.core.rules import RuleSet, preset
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile, TileAllocator, parse_tiles
from tests.ai.solving import best_play

DATA = Path(__file__).parent.parent / "data" / "solver" / "positions.json"
CASES: list[dict[str, Any]] = json.loads(DATA.read_text(encoding="utf-8"))


def position(table: str, rack: str) -> tuple[Table, list[Tile]]:
    alloc = TileAllocator()
    return Table.from_notation(table, alloc), parse_tiles(rack, alloc)


def assert_legal(
    rules: RuleSet, table: Table, rack: list[Tile], solution: Solution, initial: bool
) -> Table:
    after = lay_out(table, solution.melds)
    assert judge_play(rules, table, after, rack, not initial) == []
    rack_ids = {t.id for t in rack}
    played = [t for t in after.tiles() if t.id in rack_ids]
    assert sorted(played) == sorted(solution.played)
    assert solution.tiles_played == len(played)
    return after


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_known_positions(case: dict[str, Any]) -> None:
    rules = rules_from(case["rules"], case.get("options"))
    table, rack = position(case["table"], case["rack"])
    initial = case.get("initial", False)
    solution = best_play(
        table, rack, rules, objective=Objective(case.get("objective", "tiles")), initial=initial
    )
    if case["tiles"] == 0:
        assert solution is None
        return
    assert solution is not None
    assert (solution.tiles_played, solution.value_played) == (case["tiles"], case["value"])
    assert_legal(rules, table, rack, solution, initial)


def test_initial_meld_leaves_the_table_untouched() -> None:
    table, rack = position("R1 R2 R3 | K7 B7 O7", "R4 K10 K11 K12")
    solution = best_play(table, rack, preset("classic"), initial=True)
    assert solution is not None
    assert solution.tiles_played == 3  # R4 may not go on the table yet
    after = assert_legal(preset("classic"), table, rack, solution, initial=True)
    for cell, t in table.cells().items():
        assert after[cell] == t


def test_unchanged_melds_keep_their_cells() -> None:
    table, rack = position("K1 K2 K3 | B5 B6 B7 | O9 O10 O11", "B8")
    solution = best_play(table, rack, preset("easy"))
    assert solution is not None
    after = lay_out(table, solution.melds)
    for meld in table.melds():
        if str(meld) != "B5 B6 B7":  # the blue run grew
            assert all(after[c] == t for c, t in zip(meld.cells, meld.tiles, strict=True))


def test_impossible_positions_are_refused() -> None:
    table, rack = position("R5 R6 R7", "K1")
    with pytest.raises(ImpossiblePosition):
        best_play(table, [*rack, table.tiles()[0]], preset("easy"))
    bad = Table.from_melds([parse_tiles("R5 R7 R8")])
    with pytest.raises(ImpossiblePosition):
        best_play(bad, [], preset("easy"))


def test_cancel_flag_stops_the_search() -> None:
    rng = random.Random(4)
    pos = random_position(rng, 40, 12)
    flag = CancelFlag()
    flag.cancel()
    with pytest.raises(Cancelled):
        best_play(pos.table, pos.rack, preset("easy"), cancel=flag)


def test_hint_respects_the_initial_meld() -> None:
    # Seed 3's rack holds melds (R4 B4 O4), none worth the 30 points of a first meld.
    short = GameState.new_match(preset("classic"), ["A", "B"], seed=3)
    view = short.view(short.current)
    assert best_play(view.table, view.rack, view.rules, initial=False) is not None
    assert best_hint(view) is None
    # Seed 5's rack holds enough; its hint is one the referee accepts as a first meld.
    enough = GameState.new_match(preset("classic"), ["A", "B"], seed=5)
    view = enough.view(enough.current)
    hint = best_hint(view)
    assert hint is not None and not view.has_melded
    after = lay_out(view.table, hint.melds)
    assert judge_play(view.rules, view.table, after, list(view.rack), view.has_melded) == []


PRESETS = ("easy", "classic", "tiles50", "dutch", "online", "rrrummy")


@pytest.mark.parametrize("preset_name", PRESETS)
def test_random_positions_pass_the_referee(preset_name: str) -> None:
    rules = preset(preset_name)
    rng = random.Random(f"referee/{preset_name}")
    found = 0
    for _ in range(60):
        pos = random_position(
            rng, rng.randint(0, 24), rng.randint(1, 8), joker_chance=0.4, rack_joker_chance=0.4
        )
        for objective in Objective:
            initial = rng.random() < 0.2
            solution = best_play(pos.table, pos.rack, rules, objective=objective, initial=initial)
            if solution is not None:
                assert_legal(rules, pos.table, list(pos.rack), solution, initial)
                found += 1
    assert found >= 30, "too few plays found to check the referee against"


def test_house_rule_combinations_pass_the_referee() -> None:
    rng = random.Random("house rules")
    found = 0
    for _ in range(80):
        rules = preset("classic").with_options(
            joker_release=rng.choice(["free", "replace", "replace_from_rack"]),
            joker_meld_locked=rng.random() < 0.5,
            released_joker_new_meld_only=rng.random() < 0.5,
            group_joker_release=rng.choice(["one_tile", "all_missing"]),
            max_jokers_per_meld=rng.choice([1, 2]),
            max_tiles_per_turn=rng.choice([None, 2, 4]),
        )
        pos = random_position(rng, rng.randint(3, 20), rng.randint(1, 7), joker_chance=0.6)
        solution = best_play(pos.table, pos.rack, rules)
        if solution is not None:
            assert_legal(rules, pos.table, list(pos.rack), solution, initial=False)
            found += 1
    assert found >= 20, "too few plays found to check the referee against"
