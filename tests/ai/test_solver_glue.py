"""What the fate search glues tiles with: run blocks with holes, and group seeds.

A hole in a run block is any tile of its number or a free joker, chosen by the
counting programme; it must answer exactly as the best of the same block with
every hole filled by hand, each way a tile or joker at hand could fill it.
"""

from __future__ import annotations

import random
from itertools import product

import pytest

from rummy_desktop.ai.solver.counting import FreeEngine, tile_weight
from rummy_desktop.ai.solver.glue import GroupSeed, RunBlock
from rummy_desktop.ai.solver.positions import random_position
from rummy_desktop.core.melds import check_meld
from rummy_desktop.core.rules import RuleSet, preset
from rummy_desktop.core.tiles import Tile, TileAllocator, kind_colour, kind_number, parse_tiles

EASY = preset("easy")


def _ask(
    table: list[Tile],
    rack: list[Tile],
    rules: RuleSet,
    blocks: list[RunBlock] = (),  # type: ignore[assignment]
    seeds: list[GroupSeed] = (),  # type: ignore[assignment]
    *,
    mirror: bool = False,
) -> tuple[int, list[list[Tile]]] | None:
    """The best play with the glue, scored with the glue's own rack tiles."""
    glued = [t for b in blocks for t in b.laid] + [t for sd in seeds for t in sd.tiles]
    ids = {t.id for t in glued}
    rack_ids = {t.id for t in rack}
    gain = sum(tile_weight(t.number, 30, t.is_joker, False) for t in glued if t.id in rack_ids)
    engine = FreeEngine(
        [t for t in table if t.id not in ids],
        [t for t in rack if t.id not in ids],
        rules,
        value_objective=False,
        initial=False,
        blocks=blocks,
        seeds=seeds,
        committed=sum(1 for t in glued if t.id in rack_ids),
        mirror=mirror,
    )
    found = engine.run(floor=-1)  # the glue alone may be the play
    if found is None:
        return None
    return found.score + gain, found.melds


def _tiles(text: str, alloc: TileAllocator) -> list[Tile]:
    return parse_tiles(text, alloc)


def test_a_hole_takes_a_rack_tile_or_a_joker() -> None:
    alloc = TileAllocator()
    table = _tiles("K3 K7", alloc)
    rack = _tiles("K4 K5 K6 B1", alloc)
    block = RunBlock(0, 3, (table[0], None, None, None, table[1]))
    for mirror in (False, True):
        found = _ask(table, rack, EASY, [block], mirror=mirror)
        assert found is not None
        assert [str(t) for t in next(m for m in found[1] if table[0] in m)] == [
            "K3",
            "K4",
            "K5",
            "K6",
            "K7",
        ]
    joker = _tiles("J", alloc)
    found = _ask(table, [*rack[:1], *joker, rack[2]], EASY, [block])
    assert found is not None and found[0] // 1000 == 3  # K4 J K6: the joker fills K5's place


def test_a_block_with_an_unfillable_hole_lays_nothing() -> None:
    alloc = TileAllocator()
    table = _tiles("K3 K7", alloc)
    rack = _tiles("K4 K6", alloc)
    block = RunBlock(0, 3, (table[0], None, None, None, table[1]))
    assert _ask(table, rack, EASY, [block]) is None


def _fillings(block: RunBlock, table: list[Tile], rack: list[Tile]) -> list[tuple[Tile, ...]]:
    """Every way to fill the block's holes with distinct tiles at hand."""
    spare = [t for t in (*table, *rack) if t not in block.laid]
    per_hole = []
    for n in range(block.start, block.end + 1):
        if block.tile_at(n) is None:
            kind = block.colour * 13 + n - 1
            per_hole.append([t for t in spare if t.kind == kind or t.is_joker])
    out = []
    for filling in product(*per_hole):
        if len({t.id for t in filling}) == len(filling):
            out.append(filling)
    return out


def _filled(block: RunBlock, filling: tuple[Tile, ...]) -> RunBlock:
    fill = iter(filling)
    return RunBlock(block.colour, block.start, tuple(t if t else next(fill) for t in block.tiles))


@pytest.mark.parametrize("chunk", range(3))
def test_holes_answer_as_the_best_filling_by_hand(chunk: int) -> None:
    rng = random.Random(f"glue/holes/{chunk}")
    checked = played = 0
    for _ in range(60):
        rules = EASY.with_options(max_jokers_per_meld=rng.choice([1, 2]))
        pos = random_position(
            rng, rng.randint(6, 24), rng.randint(3, 10), joker_chance=0.3, rack_joker_chance=0.5
        )
        table, rack = pos.table.tiles(), list(pos.rack)
        reals = [t for t in (*table, *rack) if not t.is_joker]
        a = rng.choice(reals)
        partners = [
            t
            for t in reals
            if kind_colour(t.kind) == kind_colour(a.kind) and 2 <= abs(t.number - a.number) <= 4
        ]
        if not partners:
            continue
        b = rng.choice(partners)
        low, high = sorted((a, b), key=lambda t: t.number)
        block = RunBlock(
            int(kind_colour(low.kind)),
            low.number,
            (low, *[None] * (high.number - low.number - 1), high),
        )
        fillings = _fillings(block, table, rack)
        if len(fillings) > 60:
            continue
        best = None
        for filling in fillings:
            found = _ask(table, rack, rules, [_filled(block, filling)])
            if found is not None and (best is None or found[0] > best):
                best = found[0]
        context = (pos.table.notation(), [str(t) for t in rack], str(low), str(high))
        for mirror in (False, True):
            found = _ask(table, rack, rules, [block], mirror=mirror)
            assert (None if found is None else found[0]) == best, context
            if found is not None:
                run = next(m for m in found[1] if low in m)
                assert high in run and check_meld([t.kind for t in run], 2).valid, context
        checked += 1
        played += best is not None
    assert checked > 25 and played > 5


def test_a_seed_avoids_the_colours_its_joker_must_still_stand_for() -> None:
    # K5 R5 B5 J lost K5 (to K5 K6 K7): the joker is kept only while O5 is not in its group
    alloc = TileAllocator()
    table = _tiles("R5 J K6 K7 O5 O6 O7", alloc)
    rack = _tiles("K5 B5 O5", alloc)
    r5, joker = table[0], table[1]
    seed = GroupSeed(5, (r5, joker), avoid=(frozenset({2}),))
    found = _ask(table, rack, EASY, seeds=[seed])
    assert found is not None and found[0] // 1000 == 2  # O5 stays on the rack
    group = next(m for m in found[1] if joker in m)
    assert sorted(str(t) for t in group) == ["B5", "J", "R5"]
    plain = _ask(table, rack, EASY, seeds=[GroupSeed(5, (r5, joker))])
    assert plain is not None and plain[0] // 1000 == 3  # R5 B5 O5 J


def test_one_real_tile_and_two_jokers_stay_a_group_where_no_run_reads() -> None:
    alloc = TileAllocator()
    table = _tiles("K13 J J R1 R2 R3", alloc)
    rack = _tiles("R4", alloc)
    k13, j1, j2 = table[:3]
    for number, lone in ((13, (k13, j1, j2)),):
        found = _ask(table, rack, EASY, seeds=[GroupSeed(number, lone)])
        assert found is not None and found[0] // 1000 == 1
        group = next(m for m in found[1] if k13 in m)
        check = check_meld([t.kind for t in group], 2)
        assert len(group) == 3 and check.valid and check.kind is not None
        assert check.kind.value == "group"
    low = TileAllocator()
    table = _tiles("K1 J J R5 R6 R7", low)
    rack = _tiles("R8", low)
    found = _ask(table, rack, EASY, seeds=[GroupSeed(1, tuple(table[:3]))])
    assert found is not None
    group = next(m for m in found[1] if table[0] in m)
    assert [str(t) for t in group] == ["J", "J", "K1"]  # K1 J J would read as a run
    assert check_meld([t.kind for t in group], 2).kind is not None
    assert kind_number(group[-1].kind) == 1


def test_a_block_may_start_in_the_hole_of_another() -> None:
    """A kept joker's stretch K4 J _ K7 and a replacement K6 of its partner: one run."""
    alloc = TileAllocator()
    table = _tiles("K4 J K7", alloc)
    rack = _tiles("K6", alloc)
    k4, j1, k7 = table
    (k6,) = rack
    kept = RunBlock(0, 4, (k4, j1, None, k7))
    replacement = RunBlock(0, 6, (k6,))
    found = _ask(table, rack, EASY, [kept, replacement])
    assert found is not None
    assert [str(t) for t in next(m for m in found[1] if k4 in m)] == ["K4", "J", "K6", "K7"]


def test_blocks_with_tiles_at_one_number_lie_in_two_runs() -> None:
    alloc = TileAllocator()
    table = _tiles("K4 K5 K6 K5 K6 K7", alloc)
    first = RunBlock(0, 4, (table[0], table[1], table[2]))
    second = RunBlock(0, 5, (table[3], None, table[5]))
    found = _ask(table, [], EASY, [first, second])
    assert found is not None
    runs = sorted(tuple(str(t) for t in m) for m in found[1])
    assert runs == [("K4", "K5", "K6"), ("K5", "K6", "K7")]


def test_two_seeds_may_share_a_group() -> None:
    """Two kept jokers of K13 J J, each seeded alone: they stay together with K13."""
    alloc = TileAllocator()
    table = _tiles("K13 J J", alloc)
    _, j1, j2 = table
    found = _ask(table, [], EASY, seeds=[GroupSeed(13, (j1,)), GroupSeed(13, (j2,))])
    assert found is not None
    assert [str(t) for t in found[1][0]] == ["K13", "J", "J"]
    assert (
        _ask(
            table,
            [],
            EASY.with_options(max_jokers_per_meld=1),
            seeds=[GroupSeed(13, (j1,)), GroupSeed(13, (j2,))],
        )
        is None
    )
