"""The card controller: people's intents judged by the referee, undo, computer turns."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.board import CardPhase
from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.cards.setup import CardSetup, card_setup_of
from rummy_desktop.app.seats import Seat
from rummy_desktop.cards.core.cards import Card, parse_faces
from tests.app.card_positions import card_position

ANN_BOB = (Seat("Ann"), Seat("Bob"))
ANN_COMPUTER = (Seat("Ann"), Seat("Computer", "easy"))


def cards(board_hand: tuple[Card, ...], text: str) -> list[Card]:
    """Cards of the hand showing ``text``'s faces, in that order."""
    left = list(board_hand)
    chosen = []
    for face in parse_faces(text):
        card = next(c for c in left if c.face == face)
        left.remove(card)
        chosen.append(card)
    return chosen


@pytest.fixture
def controller(qtbot: QtBot) -> CardController:
    c = CardController()
    c.set_speed("instant")
    yield c
    c.shutdown()


def test_a_person_draws_melds_lays_off_and_discards(controller: CardController) -> None:
    game = card_position(
        "rummy",
        ["7H 8H 9H 2C 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"],
        "AS",
        names=("Ann", "Bob"),
        stock_top="TH",
    )
    controller.start(game, ANN_BOB)
    controller.confirm_handover()
    board = controller.board
    assert board.on_turn and board.hand_seat == 0 and len(board.hand) == 7
    assert controller.draw_stock().ok
    assert any(c.face == parse_faces("TH")[0] for c in controller.board.hand)
    assert controller.lay_meld(cards(controller.board.hand, "9H 7H 8H")).ok
    assert [str(c) for c in controller.board.table[0].cards] == ["7H", "8H", "9H"]
    assert controller.put_on_meld(0, cards(controller.board.hand, "TH")).ok
    assert len(controller.board.table[0].cards) == 4
    assert controller.discard(cards(controller.board.hand, "KS")[0]).ok
    assert controller.board.phase is CardPhase.HANDOVER
    assert controller.board.hand == ()  # Bob's hand stays hidden until he clicks
    assert controller.board.pile[-1].face == parse_faces("KS")[0]


def test_a_refusal_changes_nothing_and_says_why(controller: CardController, qtbot: QtBot) -> None:
    game = card_position("rummy51", ["7H 8H 9H 2C 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"], "AS")
    controller.start(game, (Seat("Ann"), Seat("Bob")))
    controller.confirm_handover()
    before = controller.board
    with qtbot.waitSignal(controller.refused) as said:
        result = controller.discard(before.hand[0])
    assert not result.ok
    assert said.args == ["begin your turn by drawing: from the stock or the discard pile"]
    assert controller.board == before


def test_an_opening_short_of_its_points_is_put_out_then_laid_together(
    controller: CardController,
) -> None:
    game = card_position(
        "rummy51",
        ["7H 8H 9H KC KD KS 2C 4D 6S 8C TD JS QH", "3C 3D 3S 4S 6S 7S 9D 2D 2H 5C 5H 6C 6D"],
        "AS",
        names=("Ann", "Bob"),
    )
    controller.start(game, ANN_BOB)
    controller.confirm_handover()
    controller.draw_stock()
    assert controller.lay_meld(cards(controller.board.hand, "7H 8H 9H")).ok
    board = controller.board
    assert board.staged and board.staged_points == 24 and board.table == ()
    assert len(board.hand) == 11
    assert controller.lay_meld(cards(board.hand, "KC KD KS")).ok
    assert controller.board.staged == ()
    assert len(controller.board.table) == 2
    assert controller.board.opened[0]


def test_undo_and_reset_replay_the_turn_but_never_undo_a_stock_draw(
    controller: CardController,
) -> None:
    game = card_position(
        "rummy", ["7H 8H 9H 2C 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"], "AS", names=("Ann", "Bob")
    )
    controller.start(game, ANN_BOB)
    controller.confirm_handover()
    controller.draw_stock()
    assert not controller.board.can_undo
    hand = controller.board.hand
    controller.lay_meld(cards(hand, "7H 8H 9H"))
    assert controller.board.can_undo and len(controller.board.table) == 1
    assert controller.undo().ok
    assert controller.board.table == () and sorted(controller.board.hand, key=str) == sorted(
        hand, key=str
    )
    assert controller.board.drawn  # the draw stays
    assert not controller.undo().ok


def test_taking_the_pile_can_be_undone(controller: CardController) -> None:
    game = card_position(
        "rummy", ["7H 8H 2C 5D KS QD 4C", "3C 3D 3S 4S 6S 7S 9D"], "9H", names=("Ann", "Bob")
    )
    controller.start(game, ANN_BOB)
    controller.confirm_handover()
    assert controller.take_pile().ok
    assert controller.board.taken and controller.board.pile_count == 0
    assert controller.undo().ok
    assert not controller.board.drawn and controller.board.pile_count == 1


def test_a_joker_is_won_by_dropping_its_card_on_it(controller: CardController) -> None:
    game = card_position(
        "rummy51",
        ["6S 2C 4D 6C 8C TD JS QH 3H 3D 9S KC 5C", "3C 3S 4S 5S 9D 2D 2H 5H 6D 7D 8D 9C TC"],
        "AS",
        names=("Ann", "Bob"),
        opened=(True, True),
    )
    from rummy_desktop.cards.core.melds import judge_meld
    from rummy_desktop.cards.core.state import TableMeld

    joker = next(c for c in game.stock if c.is_joker)
    seven, eight = (next(c for c in game.stock if str(c) == t) for t in ("7S", "8S"))
    for c in (joker, seven, eight):
        game.stock.remove(c)
    game.table.append(TableMeld(judge_meld([joker, seven, eight], 1), [1, 1, 1]))
    game.memory.opened_before = True
    controller.start(game, ANN_BOB)
    controller.confirm_handover()
    controller.draw_stock()
    assert controller.put_on_meld(0, cards(controller.board.hand, "6S"), on_joker=True).ok
    assert any(c.is_joker for c in controller.board.hand)
    assert [str(c) for c in controller.board.table[0].cards] == ["6S", "7S", "8S"]


def test_the_computer_plays_its_turn_in_the_worker(
    qtbot: QtBot, controller: CardController
) -> None:
    controller.new_game(card_setup_of("rum500", "Computer:easy,Ann", seed=3))
    qtbot.waitUntil(lambda: controller.board.phase is CardPhase.HUMAN, timeout=20000)
    assert controller.board.turn == 1 and controller.board.hand_seat == 1
    assert controller.board.pile_count >= 1


def test_closing_while_the_computer_thinks_is_clean(qtbot: QtBot) -> None:
    c = CardController()
    c.new_game(
        CardSetup.of(
            (Seat("A", "hard"), Seat("B", "hard")), card_setup_of("rummy51", "A:hard,B:hard").rules
        )
    )
    assert c.shutdown()


def test_the_next_player_sees_what_the_last_turn_laid_and_discarded(
    controller: CardController,
) -> None:
    game = card_position(
        "rummy", ["7H 8H 9H 2C 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"], "AS", names=("Ann", "Bob")
    )
    controller.start(game, ANN_BOB)
    controller.confirm_handover()
    controller.draw_stock()
    meld = cards(controller.board.hand, "7H 8H 9H")
    controller.lay_meld(meld)
    king = cards(controller.board.hand, "KS")[0]
    controller.discard(king)
    controller.confirm_handover()
    assert controller.board.fresh == frozenset([*meld, king])
    controller.draw_stock()
    controller.discard(cards(controller.board.hand, "9D")[0])
    controller.confirm_handover()
    assert [str(c) for c in controller.board.fresh] == ["9D"]
