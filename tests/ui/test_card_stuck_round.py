"""A basic Rummy round nobody can end any more is over, and the window says why."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.board import CardRoundEnd
from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.round_sheet import card_headline as round_headline
from rummy_desktop.app.seats import Seat
from tests.cards.test_card_scoring import FULL_SETS, LOOSE, stuck_position


def test_the_last_discard_of_a_stuck_round_ends_it_with_its_reason(qtbot: QtBot) -> None:
    controller = CardController()
    controller.start(stuck_position(FULL_SETS, LOOSE), [Seat("Ann"), Seat("Bob", "easy")])
    ended: list[CardRoundEnd] = []
    controller.roundEnded.connect(ended.append)
    two = controller.board.hand[1]
    assert controller.discard(two).ok
    qtbot.waitUntil(lambda: bool(ended), timeout=5000)
    summary = ended[0]
    assert summary.stuck and summary.out is None and summary.changes == (0, 0)
    assert round_headline(summary).startswith("Nobody can go out any more")
