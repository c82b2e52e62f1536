"""The controller's one intent for "put these tiles here": arranged, extended, swapped."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.app.controller import GameController
from rummy_desktop.app.seats import Seat
from rummy_desktop.core.rules import preset
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile, TileAllocator, parse_tiles
from tests.ui.doubles import DrawingPlayer, factory

STARTED: list[GameController] = []


@pytest.fixture(autouse=True)
def _stop_controllers() -> Iterator[None]:
    yield
    while STARTED:
        STARTED.pop().shutdown()


def start(
    qtbot: QtBot,
    rack: str,
    melds: dict[tuple[int, int], str],
    *,
    rules: str = "easy",
    melded: bool = True,
) -> tuple[GameController, dict[str, Tile], Table]:
    alloc = TileAllocator()
    table = Table()
    for (row, col), meld in melds.items():
        for i, t in enumerate(parse_tiles(meld, alloc)):
            table.place(t, (row, col + i))
    ann = parse_tiles(rack, alloc)
    state = GameState.from_position(
        preset(rules), [ann, parse_tiles("O1 O2", alloc)], table, melded=[melded, True], seed=3
    )
    controller = GameController(player_factory=factory(DrawingPlayer()), hint_finder=None)
    controller.set_speed("instant")
    controller.new_game(state, [Seat("Ann"), Seat("Computer", "draw")])
    STARTED.append(controller)
    return controller, {str(t): t for t in ann}, table


def ids(tiles: dict[str, Tile], names: str) -> list[int]:
    return [tiles[n].id for n in names.split()]


def test_a_run_put_down_in_picking_order_is_laid_ascending(qtbot: QtBot) -> None:
    c, tiles, _ = start(qtbot, "K9 K7 K8 B1", {})
    assert c.put_tiles(ids(tiles, "K9 K7 K8"), (2, 4)).ok
    assert c.display_table().notation() == "K7 K8 K9"
    assert c.display_table()[(2, 4)] == tiles["K7"]
    assert c.can_end_turn()
    # one intent, one undo step
    assert c.undo().ok
    assert c.display_table().notation() == ""


def test_a_tile_put_beside_a_meld_goes_to_the_end_where_it_fits(qtbot: QtBot) -> None:
    c, tiles, _ = start(qtbot, "R4 B1", {(1, 3): "R5 R6 R7"})
    assert c.put_tiles(ids(tiles, "R4"), (1, 6)).ok
    assert c.display_table()[(1, 2)] == tiles["R4"]
    assert c.display_table().notation() == "R4 R5 R6 R7"


def test_a_tile_put_on_the_joker_it_stands_for_swaps_and_undoes(qtbot: QtBot) -> None:
    c, tiles, table = start(qtbot, "R6 B1", {(0, 2): "R5 J R7"})
    joker = table[(0, 3)]
    assert joker is not None
    assert c.put_tiles(ids(tiles, "R6"), (0, 3)).ok
    shown = c.display_table()
    assert shown[(0, 3)] == tiles["R6"]
    moved = shown.cell_of(joker)
    assert moved is not None and shown.meld_at(moved) is not None
    assert len(shown.meld_at(moved).tiles) == 1  # type: ignore[union-attr]
    assert c.turn is not None and c.turn.rack == [tiles["B1"]]
    assert c.undo().ok
    assert c.display_table()[(0, 3)] == joker


def test_a_swap_before_the_initial_meld_is_refused_with_the_rule(qtbot: QtBot) -> None:
    c, tiles, table = start(qtbot, "R6 B1", {(0, 2): "R5 J R7"}, rules="classic", melded=False)
    result = c.put_tiles(ids(tiles, "R6"), (0, 3))
    assert not result.ok
    assert "initial meld" in result.reason
    assert c.display_table() == table


def test_a_swap_with_a_table_tile_is_refused_when_the_rack_must_pay(qtbot: QtBot) -> None:
    c, _, table = start(qtbot, "B1", {(0, 2): "R5 J R7", (2, 0): "R6 B6 O6 K6"}, rules="classic")
    r6 = table[(2, 0)]
    assert r6 is not None
    result = c.put_tiles([r6.id], (0, 3))
    assert not result.ok
    assert "from your rack" in result.reason
    assert c.display_table() == table


def test_a_tile_the_joker_does_not_stand_for_is_refused_with_what_it_stands_for(
    qtbot: QtBot,
) -> None:
    c, tiles, table = start(qtbot, "B9 B1", {(0, 2): "R5 J R7"})
    result = c.put_tiles(ids(tiles, "B9"), (0, 3))
    assert not result.ok
    assert result.reason == "this joker stands for R6: only such a tile may take its place"
    assert c.display_table() == table
