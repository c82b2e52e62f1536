"""The scratch turn's hint is one piece of code at home and at a remote seat: a move made
while the hint is looked for leaves it looked for, and its answer is shown when it comes.

No network: the remote seat's view is handed in as the table would send it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.app.controller import GameController, Phase
from rummy_desktop.app.online.play import OnlinePlay
from rummy_desktop.app.online.seat import OnlineSeat
from rummy_desktop.app.scratch_turn import ScratchTurnMoves
from rummy_desktop.app.seats import Seat
from rummy_desktop.core.actions import Play
from rummy_desktop.core.rules import preset
from rummy_desktop.core.state import GameState
from rummy_desktop.core.views import PlayerView
from rummy_desktop.online.codec import view_to_json
from tests.ui.doubles import DrawingPlayer, factory

Finder = Callable[[PlayerView, CancelFlag], Play | None]


class Gate:
    """A solver that answers "draw" only once let go (or cancelled), so a test can move
    tiles while the hint is still looked for."""

    def __init__(self) -> None:
        self.open = threading.Event()

    def __call__(self, view: PlayerView, cancel: CancelFlag) -> Play | None:
        while not self.open.wait(0.01) and not cancel.cancelled:
            pass
        return None


def home_seat(qtbot: QtBot, finder: Finder) -> GameController:
    c = GameController(player_factory=factory(DrawingPlayer()), hint_finder=finder)
    c.set_speed("instant")
    game = GameState.new_match(preset("easy"), ["Ann", "Bob"], 5)
    c.new_game(game, [Seat("Ann"), Seat("Bob", "draw")])
    qtbot.waitUntil(lambda: c.phase is Phase.HUMAN, timeout=10_000)
    return c


def remote_seat(finder: Finder) -> OnlinePlay:
    state = GameState.new_match(preset("easy"), ["Ann", "Bob"], 5)
    seat = OnlineSeat("ws://127.0.0.1:1", "ABC234", "token")  # never started: no connection
    play = OnlinePlay(seat, hint_finder=finder)
    seat.viewed.emit({"at": 3, "view": view_to_json(state.view(state.current))})
    assert play.board.on_turn
    return play


@pytest.fixture(params=["home", "remote"])
def seat_and_gate(
    request: pytest.FixtureRequest, qtbot: QtBot
) -> Iterator[tuple[GameController | OnlinePlay, Gate]]:
    gate = Gate()
    seat: GameController | OnlinePlay = (
        home_seat(qtbot, gate) if request.param == "home" else remote_seat(gate)
    )
    try:
        yield seat, gate
    finally:
        gate.open.set()
        if isinstance(seat, GameController):
            seat.shutdown()
        else:
            seat.stop()


def test_both_seats_take_their_scratch_moves_from_one_place(
    seat_and_gate: tuple[GameController | OnlinePlay, Gate],
) -> None:
    seat, _gate = seat_and_gate
    assert isinstance(seat, ScratchTurnMoves)
    assert type(seat).undo is ScratchTurnMoves.undo
    assert type(seat).reset_turn is ScratchTurnMoves.reset_turn


def test_a_move_while_the_hint_is_looked_for_leaves_it_looked_for(
    qtbot: QtBot, seat_and_gate: tuple[GameController | OnlinePlay, Gate]
) -> None:
    seat, gate = seat_and_gate
    assert seat.request_hint().ok and seat.hint_searching
    t = seat.board.rack[0]
    assert seat.put_tiles([t.id], (3, 3)).ok
    assert seat.hint_searching and seat.hint is None
    with qtbot.waitSignal(seat.hintReady, timeout=10_000) as ready:
        gate.open.set()
    assert ready.args == [None]  # drawing is best: said to this window alone
    assert not seat.hint_searching and seat.hint is not None and not seat.hint.steps
    assert seat.board.table[(3, 3)] == t  # the move made meanwhile stays made
