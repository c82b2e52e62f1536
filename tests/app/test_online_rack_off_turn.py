"""Off its turn a remote tile seat still orders its own rack, from the table's last view."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rummy_desktop.app.controller import sort_key_number
from rummy_desktop.app.online.play import OnlinePlay
from rummy_desktop.app.online.seat import OnlineSeat
from rummy_desktop.core.rules import preset
from rummy_desktop.core.state import GameState
from rummy_desktop.online.codec import view_to_json


def test_off_turn_the_rack_is_sorted_and_moved_in_the_players_order(qtbot: QtBot) -> None:
    state = GameState.new_match(preset("easy"), ["Ann", "Bob"], 5)
    waiting = 1 - state.current
    play = OnlinePlay(OnlineSeat("ws://127.0.0.1:1", "ABC234", "token"))  # never started
    play.seat.viewed.emit({"at": 0, "view": view_to_json(state.view(waiting))})
    assert play.turn is None  # the other seat is on turn
    dealt = list(play.board.rack)
    assert play.sort_rack("number").ok
    by_number = list(play.board.rack)
    assert by_number == sorted(dealt, key=sort_key_number) != dealt
    first = by_number[0]
    assert play.move_in_rack([first.id], None).ok
    assert list(play.board.rack) == [*by_number[1:], first]
    assert not play.move_in_rack([-1], 0).ok  # not a tile of this rack
