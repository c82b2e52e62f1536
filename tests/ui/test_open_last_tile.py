"""The open last tile (RULES.md 8) is offered beside the rack and can go out with you."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rummy_desktop.app.seats import Seat
from rummy_desktop.core.rules import preset
from rummy_desktop.core.scoring import RoundEnd
from tests.core.positions import closed_state
from tests.ui.conftest import MakeWindow

OPEN = preset("easy").with_options(open_last_tile=True)


def test_going_out_with_the_open_last_tile(qtbot: QtBot, make_window: MakeWindow) -> None:
    state = closed_state(OPEN, ["B5 B6", "K9"], "B7", melded=[True, True])
    window = make_window(state, [Seat("Ann"), Seat("Computer", "draw")])
    controller = window.controller
    open_tile = controller.display_open_tile()
    assert open_tile is not None and str(open_tile) == "B7"
    assert open_tile.id in window.rack_scene.items_by_id, "shown beside Ann's rack"
    assert open_tile not in controller.display_rack(), "but it is not hers"
    assert not controller.move_in_rack([open_tile.id], 0).ok
    row = state.table.rows
    b5, b6 = controller.display_rack()
    assert controller.move_tiles([b5.id, b6.id], [(row, 0), (row, 1)]).ok
    assert controller.move_tiles([open_tile.id], [(row, 2)]).ok
    assert controller.display_open_tile() is None
    assert open_tile.id not in window.rack_scene.items_by_id
    assert controller.end_turn().ok
    assert state.round_end is RoundEnd.WENT_OUT


def test_the_open_tile_alone_is_refused_and_goes_back(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    state = closed_state(OPEN, ["B5 B6 K1", "K9"], "B7", melded=[True, True])
    window = make_window(state, [Seat("Ann"), Seat("Computer", "draw")])
    controller = window.controller
    open_tile = controller.display_open_tile()
    assert open_tile is not None
    row = state.table.rows
    b5, b6, _ = controller.display_rack()
    controller.move_tiles([b5.id, b6.id, open_tile.id], [(row, 0), (row, 1), (row, 2)])
    assert not controller.can_end_turn()
    assert any("open last tile" in p.message for p in controller.problems())
    assert controller.move_to_rack([open_tile.id]).ok
    assert controller.display_open_tile() == open_tile, "back beside the rack, not on it"
    assert open_tile not in controller.display_rack()
