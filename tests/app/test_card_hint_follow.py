"""The card hint is followed after the person's moves (and Undo) only, as the tile hint is;
what changes nothing in the game (Pause, Resume, the next step shown) leaves it as it is,
and it goes when the turn ends."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.board import CardPhase
from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.seats import Seat
from rummy_desktop.cards.core.cards import Card
from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.cards.core.state import CardGame
from tests.app.card_positions import card_position

ANN_BOB = (Seat("Ann"), Seat("Bob"))
OPENING = "9H TH JH QH KS KD KC 2C 4D 6S 7C 3D 5H"
"""A Rummy 51 hand whose one opening is the run 9H-QH with the three kings (69)."""
OTHER = "2H 2D 4S 6D 8C 8D 9C TC JC 3S 4C 5S AH"


def test_the_hint_is_followed_after_moves_only(qtbot: QtBot) -> None:
    rules = card_preset("rummy51").with_options(turn_timer_seconds=60)
    c = CardController(timer_interval_ms=60_000)  # no tick meanwhile
    follows: list[tuple[CardGame | None, bool, int]] = []
    follow = c._hinter.follow

    def counted(game: CardGame | None, on_turn: bool, turn_id: int) -> None:
        follows.append((game, on_turn, turn_id))
        follow(game, on_turn, turn_id)

    c._hinter.follow = counted  # type: ignore[method-assign]
    try:
        c.start(card_position(rules, [OPENING, OTHER], "4C 8S", stock_top="2S"), ANN_BOB)
        assert c.confirm_handover().ok and c.draw_stock().ok
        assert c.request_hint().ok
        qtbot.waitUntil(lambda: not c.hint_searching, timeout=10_000)
        hint = c.hint
        assert hint is not None and len(hint.steps) == 1 and hint.discard is not None
        follows.clear()
        assert c.pause().ok and c.resume().ok and c.show_next_hint_step().ok
        assert follows == [] and c.hint is hint  # nothing was played: nothing to follow
        assert c.play_hint().ok  # the opening, as a move of the turn
        assert len(follows) == 1
        after = c.hint
        assert after is not None and after.done == 1 and after.steps == ()  # the discard is left
        assert c.undo().ok
        assert len(follows) == 2
        back = c.hint
        assert back is not None and back.done == 0 and back.steps == hint.steps
        discard: Card = next(card for card in c.board.hand if card != hint.discard)
        assert c.discard(discard).ok  # the turn ends another way: the hint goes with it
        assert c.board.phase is CardPhase.HANDOVER
        assert c.hint is None and not c.hint_searching
    finally:
        c.shutdown()
