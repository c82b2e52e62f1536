"""Where dropped tiles land: meld order, extensions at the ends, joker swaps."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from rummy_desktop.core import wording as words
from rummy_desktop.core.errors import IllegalMove
from rummy_desktop.core.placing import (
    joker_swap,
    nearest_free_cell,
    place_tiles,
    swap_refusal,
)
from rummy_desktop.core.rules import GroupJokerRelease, preset
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import ALL_TILES, Tile, TileAllocator, parse_tiles
from rummy_desktop.core.turn import Turn


def setup(table: str, rack: str) -> tuple[Table, list[Tile]]:
    alloc = TileAllocator()
    laid = Table.from_notation(table, alloc) if table else Table()
    return laid, parse_tiles(rack, alloc)


def lay(rows: dict[tuple[int, int], str], rack: str = "") -> tuple[Table, list[Tile]]:
    """Melds at chosen cells ({(row, first column): "R5 R6 R7"}) and a rack."""
    alloc = TileAllocator()
    table = Table()
    for (row, col), meld in rows.items():
        for i, t in enumerate(parse_tiles(meld, alloc)):
            table.place(t, (row, col + i))
    return table, parse_tiles(rack, alloc)


def laid(table: Table, moves: list[tuple[Tile, tuple[int, int]]]) -> str:
    after = table.copy()
    for t, _cell in moves:
        c = after.cell_of(t)
        if c is not None:
            after.remove(c)
    for t, cell in moves:
        after.place(t, cell)
    return after.notation()


def test_a_run_dropped_in_picking_order_lays_itself_ascending() -> None:
    table, tiles = setup("", "K9 K7 K8")
    moves = place_tiles(table, tiles, (2, 5))
    assert [(str(t), c) for t, c in moves] == [("K7", (2, 5)), ("K8", (2, 6)), ("K9", (2, 7))]


def test_the_line_starts_where_the_first_picked_tile_was_dropped() -> None:
    table, tiles = setup("", "K9 K7 K8")
    # the pointer held K7, the second tile: the line's left end is one cell before it
    moves = place_tiles(table, tiles, (1, 4), anchor=tiles[1])
    assert [c for _, c in moves] == [(1, 3), (1, 4), (1, 5)]


def test_a_joker_goes_where_the_rule_book_puts_it() -> None:
    table, tiles = setup("", "J R13 R12")
    assert laid(table, place_tiles(table, tiles, (0, 0))) == "J R12 R13"
    table, tiles = setup("", "J R5 R6")
    assert laid(table, place_tiles(table, tiles, (0, 0))) == "R5 R6 J"
    table, tiles = setup("", "J R5 R7")
    assert laid(table, place_tiles(table, tiles, (0, 0))) == "R5 J R7"


def test_a_table_meld_moved_whole_keeps_its_jokers_where_they_are() -> None:
    table, _ = lay({(0, 0): "J R6 R7"})
    tiles = [t for _, t in sorted(table.cells().items())]
    moves = place_tiles(table, tiles, (3, 4))
    assert [str(t) for t, _ in moves] == ["J", "R6", "R7"]
    assert [c for _, c in moves] == [(3, 4), (3, 5), (3, 6)]


def test_a_group_lays_itself_and_no_meld_keeps_picking_order() -> None:
    table, tiles = setup("", "O7 K7 J B7")
    assert laid(table, place_tiles(table, tiles, (0, 0))) == "K7 B7 O7 J"
    table, tiles = setup("", "K9 R2 B5")
    assert laid(table, place_tiles(table, tiles, (0, 0))) == "K9 R2 B5"


def test_tiles_dropped_beside_a_meld_go_to_the_end_where_they_fit() -> None:
    table, tiles = lay({(0, 2): "R5 R6 R7"}, "R8 R4")
    # dropped just after the run: R8 goes right, R4 left
    moves = place_tiles(table, tiles, (0, 5))
    assert laid(table, moves) == "R4 R5 R6 R7 R8"
    table, tiles = setup("R5 R6 R7", "R8")
    # dropped just before the run, but R8 only fits after it
    assert laid(table, place_tiles(table, tiles, (0, 0))) == "R5 R6 R7 R8"


def test_a_fourth_colour_dropped_on_a_group_joins_it() -> None:
    table, tiles = setup("K7 B7 O7", "R7")
    assert laid(table, place_tiles(table, tiles, (0, 1))) == "K7 B7 O7 R7"


def test_an_extension_that_would_join_the_next_meld_goes_to_the_other_end() -> None:
    table, (r4,) = lay({(0, 1): "R5 R6 R7", (0, 5): "K9 B9 O9"}, "R4")
    moves = place_tiles(table, [r4], (0, 4))
    assert [c for _, c in moves] == [(0, 0)]


def test_tiles_from_several_rows_keep_their_shape() -> None:
    table, _ = lay({(0, 0): "R5 R6 R7", (1, 0): "K1 K2 K3"})
    r5, k1 = table[(0, 0)], table[(1, 0)]
    assert r5 is not None and k1 is not None
    moves = place_tiles(table, [r5, k1], (3, 4), anchor=r5)
    assert moves == [(r5, (3, 4)), (k1, (4, 4))]


def test_a_tile_on_the_joker_it_stands_for_swaps() -> None:
    table, tiles = setup("R5 J R7", "R6 R9")
    swap = joker_swap(table, tiles[0], (0, 1))
    assert swap is not None
    assert swap.joker.is_joker and swap.cell == (0, 1)
    after = laid(table, swap.moves)
    assert after.startswith("R5 R6 R7") and after.endswith("J")
    # the joker stands alone, touching no meld
    assert swap.joker_to not in {(0, 3), (0, -1)}
    assert joker_swap(table, tiles[1], (0, 1)) is None


def test_a_missing_colour_swaps_with_a_groups_joker() -> None:
    table, tiles = setup("K3 R3 J", "B3 R3")
    assert joker_swap(table, tiles[0], (0, 2)) is not None
    assert joker_swap(table, tiles[1], (0, 2)) is None


def test_swaps_the_rules_forbid_are_refused_with_the_rule() -> None:
    table, tiles = setup("K3 R3 J", "B3")
    swap = joker_swap(table, tiles[0], (0, 2))
    assert swap is not None
    classic = preset("classic")
    refusal = swap_refusal(swap, classic, melded=False, joker_is_own=False, tile_from_rack=True)
    assert refusal is not None and refusal.template == words.INITIAL_MELD_TOUCHED
    assert swap_refusal(swap, classic, melded=True, joker_is_own=False, tile_from_rack=True) is None
    refusal = swap_refusal(swap, classic, melded=True, joker_is_own=False, tile_from_rack=False)
    assert refusal is not None and refusal.template == words.JOKER_NEEDS_RACK_TILE
    strict = classic.with_options(group_joker_release=GroupJokerRelease.ALL_MISSING)
    refusal = swap_refusal(swap, strict, melded=True, joker_is_own=False, tile_from_rack=True)
    assert refusal is not None and refusal.template == words.JOKER_NEEDS_ALL_RACK_TILES
    # a joker laid from the player's own rack this turn is theirs to move
    assert swap_refusal(swap, strict, melded=False, joker_is_own=True, tile_from_rack=True) is None
    assert (
        swap_refusal(swap, preset("easy"), melded=True, joker_is_own=False, tile_from_rack=False)
        is None
    )


def test_the_nearest_free_cell_joins_no_meld() -> None:
    table, _ = setup("R5 R6 R7", "")
    cell = nearest_free_cell(table, (0, 1))
    assert cell not in table and (cell[0], cell[1] - 1) not in table
    assert (cell[0], cell[1] + 1) not in table


@given(
    st.lists(st.sampled_from(range(106)), min_size=1, max_size=6, unique=True),
    st.integers(0, 7),
    st.integers(0, 20),
)
def test_a_drop_places_each_tile_once_on_a_free_cell(ids: list[int], row: int, col: int) -> None:
    """No tile created, lost or doubled; no dropped tile lands on a tile that stays."""
    table, _ = setup("R5 R6 R7 | K7 B7 O7 | B1 B2 B3 B4", "")
    on_table = {t.id for t in table.tiles()}
    tiles = [ALL_TILES[i] for i in ids if i not in on_table] or [ALL_TILES[ids[0]]]
    moves = place_tiles(table, tiles, (row, col))
    assert sorted(t.id for t, _ in moves) == sorted(t.id for t in tiles)
    cells = [c for _, c in moves]
    assert len(set(cells)) == len(cells)
    staying = {c for c, t in table.cells().items() if t not in tiles}
    extended = [c for c in cells if c in staying]
    # only a plain line may land on a taken cell (the turn then refuses it)
    if extended:
        assert [c[0] for c in cells] == [row] * len(cells)


@given(
    st.lists(st.integers(0, 8), min_size=1, max_size=4, unique=True),
    st.integers(0, 4),
    st.integers(0, 12),
)
def test_a_put_down_either_happens_whole_or_changes_nothing(
    picks: list[int], row: int, col: int
) -> None:
    """Through the turn: no tile is created, lost or doubled, and a refusal changes nothing."""
    table, rack = lay({(0, 1): "R5 J R7", (2, 3): "K7 B7 O7"}, "R6 R8 K9 K7 K8 B5 O7 J R4")
    other = parse_tiles("O1 O2", TileAllocator(used=[*rack, *table.tiles()]))
    state = GameState.from_position(
        preset("easy"), [rack, other], table, melded=[True, True], seed=1
    )
    turn = Turn(state)
    everything = sorted(t.id for t in [*turn.rack, *turn.table.tiles()])
    tiles = [rack[i] for i in picks]
    before_table, before_rack = turn.table.copy(), list(turn.rack)
    swap = joker_swap(turn.table, tiles[0], (row, col)) if len(tiles) == 1 else None
    moves = swap.moves if swap is not None else place_tiles(turn.table, tiles, (row, col))
    try:
        turn.move_tiles(moves)
    except IllegalMove:
        assert turn.table == before_table and turn.rack == before_rack
    assert sorted(t.id for t in [*turn.rack, *turn.table.tiles()]) == everything
