"""Small positions are answered without walking what they do not hold, with the same
answers: a rack with nothing to lay costs no pass, a colour step with no tile and no
open run is stepped over, and the moves of a colour step are shared by every engine of
the process (``solve --batch`` asks the same small questions line after line).
How fast that is, is measured by ``benchmarks/solve_batch.py``; here, what it does."""

from __future__ import annotations

import random

import pytest

from rummy_desktop.ai.solver import counting
from rummy_desktop.ai.solver.counting import FreeEngine, Result
from rummy_desktop.ai.solver.positions import random_position
from rummy_desktop.core.rules import RuleSet, preset
from rummy_desktop.core.tiles import Tile, TileAllocator, parse_tiles


def engine(table: list[Tile], rack: list[Tile], rules: RuleSet, value: bool) -> FreeEngine:
    return FreeEngine(table, rack, rules, value_objective=value, initial=False)


def answer(result: Result | None) -> tuple[int, list[list[int]]] | None:
    if result is None:
        return None
    return result.score, [[t.id for t in meld] for meld in result.melds]


def test_a_rack_with_nothing_to_lay_costs_no_pass() -> None:
    alloc = TileAllocator()
    rack = parse_tiles("R1 K5 B9", alloc)
    walk = engine([], rack, preset("classic"), False)
    assert walk.run() is None
    assert walk.work == 0


def test_a_small_position_steps_over_the_colours_it_does_not_hold(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    alloc = TileAllocator()
    rack = parse_tiles("R1 R2 R3", alloc)
    idle = engine([], rack, preset("classic"), False)._idle_steps()
    assert sum(idle) == 52 - 4  # only red 1, 2, 3 and the step after them are walked
    walked: list[int] = []
    real = FreeEngine.packed_moves

    def counted(self: FreeEngine, c: int, n: int, rid: int, jl: int) -> list[counting.Packed]:
        walked.append(c * 13 + n)
        return real(self, c, n, rid, jl)

    monkeypatch.setattr(FreeEngine, "packed_moves", counted)
    found = engine([], rack, preset("classic"), False).run()
    assert found is not None and sorted(str(t) for m in found.melds for t in m) == [
        "R1",
        "R2",
        "R3",
    ]
    assert len(set(walked)) == 4


@pytest.mark.parametrize("chunk", range(3))
def test_the_shortcuts_give_the_same_answers_as_the_full_walk(
    chunk: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Random positions small and large, with and without jokers and a tiles limit: the
    answer (score and the very melds) with every shortcut is the answer without any."""
    rng = random.Random(f"small-positions/{chunk}")
    cases = []
    for _ in range(60):
        rules = preset(rng.choice(["classic", "easy", "online"])).with_options(
            max_tiles_per_turn=rng.choice([None, None, 3])
        )
        pos = random_position(
            rng,
            rng.randint(0, 12),
            rng.randint(1, 7),
            joker_chance=rng.choice([0.0, 0.0, 0.3]),
            rack_joker_chance=rng.choice([0.0, 0.0, 0.3]),
        )
        cases.append((pos.table.tiles(), list(pos.rack), rules, rng.random() < 0.5))
    shortcut = [answer(engine(*case).run()) for case in cases]
    again = [answer(engine(*case).run()) for case in cases]  # the shared moves now warm
    counting._SHARED_MOVES.clear()
    monkeypatch.setattr(FreeEngine, "_idle_steps", lambda self: [False] * 52)
    monkeypatch.setattr(FreeEngine, "_plain", lambda self: False)
    monkeypatch.setattr(FreeEngine, "_shared_key", lambda self, c, n, runs, jl: None)
    full = [answer(engine(*case).run()) for case in cases]
    assert shortcut == again == full
    assert any(a is not None for a in full) and any(a is None for a in full)
