"""The card controller says the referee's reason for melds put out, and Undo and Reset
never open a way round a duty (CARD_RULES.md 8.1 and 8.2)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.i18n import install_language, remove_language
from rummy_desktop.app.seats import Seat
from rummy_desktop.cards.core.cards import Card, parse_faces
from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.cards.core.serialize import dumps, loads
from rummy_desktop.cards.core.state import new_card_game
from tests.app.card_positions import card_position

ANN_BOB = (Seat("Ann"), Seat("Bob"))
BOB_HAND = "3C 3S 4S 5S 9D 2D 2H 5H 6D 7D 8D 9C TC"


def cards(hand: tuple[Card, ...], text: str) -> list[Card]:
    """Cards of ``hand`` showing ``text``'s faces, in that order."""
    left = list(hand)
    chosen = []
    for face in parse_faces(text):
        card = next(c for c in left if c.face == face)
        left.remove(card)
        chosen.append(card)
    return chosen


@pytest.fixture
def controller(qtbot: QtBot) -> Iterator[CardController]:
    c = CardController()
    c.set_speed("instant")
    yield c
    c.shutdown()


def started(controller: CardController, game: str, hand: str, pile: str = "7C") -> None:
    controller.start(card_position(game, [hand, BOB_HAND], pile, names=("Ann", "Bob")), ANN_BOB)
    controller.confirm_handover()


def test_an_opening_of_63_points_without_a_run_is_put_out_with_its_reason(
    controller: CardController, qtbot: QtBot
) -> None:
    started(controller, "rummy51", "AC AD AS KC KD KS 9H TH JH 2C 4D 6S 8C")
    assert controller.draw_stock().ok
    with qtbot.waitSignal(controller.message) as said:
        assert controller.lay_meld(cards(controller.board.hand, "AC AD AS")).ok
    assert said.args == [
        "Put out, not laid yet: an opening needs at least 51 points; these melds make 33."
    ]
    with qtbot.waitSignal(controller.message) as said:
        assert controller.lay_meld(cards(controller.board.hand, "KC KD KS")).ok
    assert said.args == ["Put out, not laid yet: the opening must contain at least one run."]
    board = controller.board
    assert len(board.staged) == 2 and board.staged_points == 63 and board.table == ()
    with qtbot.waitSignal(controller.refused) as refused:
        assert not controller.discard(cards(board.hand, "2C")[0]).ok
    assert refused.args == [
        "The melds put out are not laid yet: the opening must contain at least one run. "
        "Add to them, or take them back with Undo."
    ]
    with qtbot.waitSignal(controller.refused) as refused:
        assert not controller.put_on_meld(0, cards(board.hand, "4D")).ok
    assert "the opening must contain at least one run" in refused.args[0]
    assert controller.board == board
    assert controller.lay_meld(cards(board.hand, "9H TH JH")).ok  # all three laid at once
    assert controller.board.staged == () and len(controller.board.table) == 3
    assert controller.board.opened[0]


def test_a_short_rummy30_opening_says_its_points_on_every_refusal(
    controller: CardController, qtbot: QtBot
) -> None:
    started(controller, "rummy30", "7H 8H 9H KC KD 2C 4D 6S 8C TD JS QH 3S")
    controller.draw_stock()
    assert controller.lay_meld(cards(controller.board.hand, "7H 8H 9H")).ok
    with qtbot.waitSignal(controller.refused) as refused:
        assert not controller.discard(cards(controller.board.hand, "2C")[0]).ok
    assert refused.args == [
        "The melds put out are not laid yet: an opening needs at least 30 points; "
        "these melds make 24. Add to them, or take them back with Undo."
    ]
    with qtbot.waitSignal(controller.refused) as refused:
        assert not controller.lay_meld(cards(controller.board.hand, "2C 4D 6S")).ok
    assert refused.args == ["the cards share neither a suit (run) nor a rank (set)"]
    with qtbot.waitSignal(controller.message) as said:
        assert controller.undo().ok  # the run goes back to the hand
    assert said.args == [""]  # the status line no longer speaks of it
    assert controller.board.staged == () and len(controller.board.hand) == 14


def test_the_card_taken_must_be_in_the_opening_put_out(
    controller: CardController, qtbot: QtBot
) -> None:
    """Rummy 51 before opening: the top discard is taken only for the opening (section 5)."""
    started(controller, "rummy51", "9H TH JH KC KD KS 2C 4D 6S 8C TD JS 3S", pile="KH")
    assert controller.take_pile().ok
    assert controller.lay_meld(cards(controller.board.hand, "9H TH JH")).ok
    with qtbot.waitSignal(controller.message) as said:
        assert controller.lay_meld(cards(controller.board.hand, "KC KD KS")).ok
    # 60 points and a run, but without the king taken: put out, and said why
    assert said.args == [
        "Put out, not laid yet: K\u2665, taken from the discard pile, must be used in your opening."
    ]
    with qtbot.waitSignal(controller.refused) as refused:
        assert not controller.give_back().ok  # the melds put out come first
    assert "K\u2665, taken from the discard pile, must be used in your opening" in (refused.args[0])
    assert not controller.board.can_give_back and controller.board.can_undo
    assert controller.add_to_staged(1, cards(controller.board.hand, "KH")).ok
    assert len(controller.board.table) == 2 and controller.board.opened[0]


def test_undo_of_a_take_puts_the_cards_back_and_the_pile_stays_closed(
    controller: CardController, qtbot: QtBot
) -> None:
    started(controller, "rummy", "7H 8H 2C 5D KS QD 4C", pile="9H")
    assert controller.take_pile().ok
    assert controller.board.can_undo and controller.board.can_give_back
    nine = cards(controller.board.hand, "9H")
    assert controller.lay_meld(cards(controller.board.hand, "7H 8H 9H")).ok
    assert controller.undo().ok  # the meld goes back: just after the take
    assert controller.board.table == () and controller.board.taken == tuple(nine)
    with qtbot.waitSignal(controller.message) as said:
        assert controller.undo().ok  # the take itself: its cards are put back
    assert said.args == ["Ann put 9\u2665 back on the pile."]  # the card, not "the cards"
    board = controller.board
    assert not board.drawn and board.pile_count == 1 and board.taken == ()
    with qtbot.waitSignal(controller.refused) as refused:
        assert not controller.take_pile().ok  # no way round the put-back
    assert refused.args == ["cards put back may not be taken again this turn: draw from the stock"]
    assert not controller.undo().ok  # the put-back is not taken back either
    assert controller.reset_turn().ok and controller.board == board
    assert not board.can_undo
    assert controller.draw_stock().ok
    assert not controller.undo().ok  # a draw from the stock is final


def test_reset_after_a_take_keeps_its_duty(controller: CardController, qtbot: QtBot) -> None:
    started(controller, "rummy", "7H 8H 2C 5D KS QD 4C", pile="9H")
    controller.take_pile()
    controller.lay_meld(cards(controller.board.hand, "7H 8H 9H"))
    assert len(controller.board.table) == 1
    assert controller.reset_turn().ok
    board = controller.board
    assert board.drawn and board.table == () and [str(c) for c in board.taken] == ["9H"]
    assert board.pile_count == 0 and len(board.hand) == 8
    with qtbot.waitSignal(controller.refused) as refused:
        assert not controller.discard(cards(board.hand, "9H")[0]).ok
    assert refused.args == ["9\u2665 was just taken from the discard pile and may not be discarded"]
    assert not controller.draw_stock().ok  # the take is still the turn's draw
    assert controller.reset_turn().ok and controller.board == board


def test_reset_and_undo_after_a_stock_draw_keep_it(controller: CardController) -> None:
    started(controller, "rummy", "7H 8H 9H 2C 5D KS QD", pile="9S")
    controller.draw_stock()
    after_draw = controller.board
    controller.lay_meld(cards(after_draw.hand, "7H 8H 9H"))
    assert controller.reset_turn().ok and controller.board.drawn
    assert set(controller.board.hand) == set(after_draw.hand) and controller.board.table == ()
    assert not controller.undo().ok and not controller.take_pile().ok


def test_rummy51_take_undone_is_a_put_back_not_a_second_chance(
    controller: CardController,
) -> None:
    """A take for the opening put back by Undo: the pile is closed for this turn."""
    started(controller, "rummy51", "9H TH JH KC KD KS 2C 4D 6S 8C TD JS 3S", pile="QD")
    controller.take_pile()
    controller.lay_meld(cards(controller.board.hand, "9H TH JH"))
    assert controller.reset_turn().ok
    assert controller.board.staged == () and controller.board.must_use is not None
    assert controller.undo().ok
    assert controller.board.must_use is None and not controller.board.drawn
    assert not controller.take_pile().ok and controller.draw_stock().ok


def test_the_reason_for_melds_put_out_is_said_in_dutch(
    controller: CardController, qtbot: QtBot
) -> None:
    translator = install_language("nl")
    assert translator is not None
    try:
        started(controller, "rummy51", "KC KD KS QC QD QH 2C 4D 6S 8C TD JS 3S")
        controller.draw_stock()
        controller.lay_meld(cards(controller.board.hand, "KC KD KS"))
        with qtbot.waitSignal(controller.message) as said:
            controller.lay_meld(cards(controller.board.hand, "QC QD QH"))
        assert said.args == [
            "Klaargelegd, nog niet neergelegd: de opening moet minstens één rij bevatten."
        ]
        with qtbot.waitSignal(controller.refused) as refused:
            controller.discard(cards(controller.board.hand, "2C")[0])
        assert refused.args[0].startswith(
            "De klaargelegde combinaties liggen nog niet op tafel: de opening moet"
        )
    finally:
        remove_language(translator)


def test_undo_and_reset_work_after_a_game_saved_mid_turn_is_continued(
    controller: CardController, qtbot: QtBot
) -> None:
    """Saved after the draw and a meld, then continued: Undo takes the meld back and
    Reset returns to just after the draw, as before the save (they were lost)."""
    game = new_card_game(card_preset("rummy"), ["Ann", "Bob"], 1)  # Bob starts: 5H 6H 7H
    controller.start(game, ANN_BOB)
    controller.confirm_handover()
    assert controller.draw_stock().ok
    hand = controller.board.hand
    meld = cards(hand, "5H 6H 7H")
    assert controller.lay_meld(meld).ok
    saved = controller.game_copy()
    assert saved is not None
    again = CardController()
    again.set_speed("instant")
    again.start(loads(dumps(saved)), ANN_BOB)
    again.confirm_handover()
    assert again.board.can_undo and again.board.can_reset
    assert again.undo().ok
    assert again.board.table == () and len(again.board.hand) == len(hand)
    assert again.board.drawn  # the draw stays: it was seen
    again.shutdown()
