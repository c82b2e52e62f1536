"""A card turn's clock ticks on the GUI thread: each second changes the board's seconds only.

The controller says so on ``secondsChanged``, not ``changed``: the window redraws one
line for it, and the screen reader reads nothing again.

Building a card board reads the seat's view and asks the referee twice; a tick
(and "+30 s") gives the board already built its new seconds instead.
"""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.board import CardBoard
from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.seats import Seat
from rummy_desktop.cards.core.rules import card_preset
from tests.app.card_positions import card_position

ANN_COMPUTER = (Seat("Ann"), Seat("Computer", "easy"))


def test_ticks_and_added_time_change_the_seconds_and_build_no_board(qtbot: QtBot) -> None:
    rules = card_preset("rummy").with_options(turn_timer_seconds=60, time_bank_seconds=120)
    game = card_position(rules, ["7H 8H 9H 2C 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"], "AS")
    controller = CardController(timer_interval_ms=5)
    builds: list[CardBoard] = []
    make_board = controller._make_board

    def counted() -> CardBoard:
        builds.append(make_board())
        return builds[-1]

    controller._make_board = counted  # type: ignore[method-assign]
    shown: list[int | None] = []
    replaced: list[int | None] = []
    controller.secondsChanged.connect(lambda: shown.append(controller.board.seconds_left))
    controller.changed.connect(lambda: replaced.append(controller.board.seconds_left))
    try:
        controller.start(game, ANN_COMPUTER)
        assert controller.board.on_turn and controller.board.seconds_left == 60
        built, shown[:], replaced[:] = len(builds), [], []
        qtbot.waitUntil(lambda: len(shown) >= 3, timeout=10_000)
        assert controller.add_time().ok
        assert len(builds) == built  # not one board built again for the clock
        assert replaced == []  # nor the whole board said to be replaced
        before, after = shown[-2], shown[-1]
        assert shown[0] == 59 and before is not None and after == before + 30  # ticks, +30 s
        assert controller.board.seconds_left == controller.clock.shown_seconds
        assert controller.board == make_board()  # as a whole rebuild would have it
    finally:
        controller.shutdown()
