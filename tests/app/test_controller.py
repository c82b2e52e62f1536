"""The controller without any widget: turn order, privacy and rack order."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rummy_desktop.app.controller import GameController, Phase
from rummy_desktop.app.seats import Seat
from rummy_desktop.core.rules import preset
from rummy_desktop.core.state import GameState
from rummy_desktop.core.tiles import TileAllocator, parse_tiles
from tests.ui.doubles import DrawingPlayer, factory


def game(racks: list[str], current: int = 0) -> GameState:
    alloc = TileAllocator()
    return GameState.from_position(
        preset("easy"), [parse_tiles(r, alloc) for r in racks], current=current, seed=3
    )


def test_rack_stays_hidden_between_two_people(qtbot: QtBot) -> None:
    controller = GameController(player_factory=factory(DrawingPlayer()), hint_finder=None)
    controller.set_speed("instant")
    seats = [Seat("Ann"), Seat("Computer", "draw"), Seat("Bob")]
    with qtbot.waitSignal(controller.handoverRequired) as blocker:
        controller.new_game(game(["R1 R2", "K1 K2", "B1 B2"]), seats)
    assert blocker.args == [0]
    assert controller.display_rack() == []
    assert controller.confirm_handover().ok
    assert [str(t) for t in controller.display_rack()] == ["R1", "R2"]
    with qtbot.waitSignal(controller.handoverRequired, timeout=3000) as blocker:
        assert controller.draw().ok
        # Ann's rack disappears at once, before the computer's turn is shown.
        assert controller.display_rack() == []
    assert blocker.args == [2]
    assert controller.phase is Phase.HANDOVER
    assert not controller.move_tiles([0], [(0, 0)]).ok
    controller.shutdown()


def test_a_single_person_is_never_asked_to_hand_over(qtbot: QtBot) -> None:
    controller = GameController(player_factory=factory(DrawingPlayer()), hint_finder=None)
    controller.set_speed("instant")
    with qtbot.assertNotEmitted(controller.handoverRequired):
        controller.new_game(game(["R1 R2", "K1 K2"]), [Seat("Ann"), Seat("Comp", "draw")])
        controller.draw()
        qtbot.waitUntil(lambda: controller.phase is Phase.HUMAN, timeout=3000)
    assert controller.visible_seat == 0
    controller.shutdown()


def test_moves_are_refused_with_reasons_off_turn(qtbot: QtBot) -> None:
    controller = GameController(player_factory=factory(DrawingPlayer()), hint_finder=None)
    assert controller.end_turn().reason == "it is nobody's turn"
    assert not controller.undo().ok
    assert not controller.next_round().ok
