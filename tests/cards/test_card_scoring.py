"""CARD_RULES.md sections 4-6: meld values, stock renewal, round scoring and the match's end."""

from __future__ import annotations

import pytest

from rummy_desktop.cards.core.actions import Discard, DrawStock, LayMelds, NextRound
from rummy_desktop.cards.core.cards import format_faces
from rummy_desktop.cards.core.melds import cards_of, judge_meld
from rummy_desktop.cards.core.referee import play, round_stuck
from rummy_desktop.cards.core.rules import CardRules, card_preset
from rummy_desktop.cards.core.scoring import meld_value
from rummy_desktop.cards.core.state import CardGame, Phase
from tests.cards.positions import card, cards, position


@pytest.mark.parametrize(
    ("game", "meld", "value"),
    [
        ("rummy51", "QS KS AS", 31),
        ("rummy51", "AS 2S 3S", 6),
        ("rummy30", "7C 7D *", 21),
        ("rummy30", "AC AD AH", 33),
        ("rum500", "AS 2S 3S", 15),
        ("rum500", "QS KS AS", 35),
        ("rum500", "9S TS JS", 25),
        ("rum500", "7C 7D *", 25),
        ("rummy", "QS KS AS", 21),
        ("rummy", "AS 2S 3S", 6),
    ],
)
def test_a_melds_worth_in_each_game(game: str, meld: str, value: int) -> None:
    rules = card_preset(game)
    assert meld_value(judge_meld(cards_of(meld), rules.max_jokers_per_meld), rules) == value


def test_rum500_joker_may_score_as_its_card() -> None:
    rules = card_preset("rum500").with_options(joker_counts_as_card=True)
    assert meld_value(judge_meld(cards_of("7C 7D *"), 2), rules) == 15


def park_stock(game: CardGame, seat: int) -> None:
    """Move the rest of the stock into a bystander's hand, so the stock is empty."""
    game.seats[seat].hand.extend(game.stock)
    game.stock = []
    game.check_conservation()


def test_basic_rummy_turns_the_pile_over_without_shuffling() -> None:
    game = position("rummy", ["AS 2S", "KD KC", "2H"], pile="5H 6H 7H", phase=Phase.DRAW)
    park_stock(game, 2)
    play(game, DrawStock())
    assert game.seats[0].hand[-1].face == cards_of("5H")[0].face
    assert format_faces(game.stock) == "7H 6H" and game.pile == []


def test_rummy30_shuffles_the_pile_but_its_top_card() -> None:
    game = position("rummy30", ["AS 2S", "KD KC", "2H"], pile="5H 6H 7H 8H", phase=Phase.DRAW)
    park_stock(game, 2)
    play(game, DrawStock())
    assert format_faces(game.pile) == "8H"
    assert len(game.stock) == 2 and len(game.seats[0].hand) == 3
    game.check_conservation()


def test_rum500_round_ends_when_the_stock_is_empty_and_the_pile_is_not_taken() -> None:
    game = position(
        "rum500", ["AS 2S", "KD KC", "2H"], pile="5H", table=(("9C 9D 9H", 0),), phase=Phase.DRAW
    )
    park_stock(game, 2)
    game.seats[0].laid_points = 15
    play(game, DrawStock())
    assert game.results[-1].out is None
    assert game.results[-1].changes[0] == 15 - 15 - 5
    assert game.results[-1].changes[1] == -20


def test_basic_rummy_payment_and_rummy_doubles() -> None:
    game = position("rummy", ["8H 9H TH 2D", "KS 2C AC"], table=(("5H 6H 7H", 0),), opened=(0,))
    play(game, LayMelds((cards(game, "8H 9H TH"),)))
    play(game, Discard(card(game, "2D")))
    assert game.seats[0].total == 13 and game.results[-1].rummy is False

    rummy = position("rummy", ["8H 9H TH 2D", "KS 2C AC"])
    play(rummy, LayMelds((cards(rummy, "8H 9H TH"),)))
    play(rummy, Discard(card(rummy, "2D")))
    assert rummy.results[-1].rummy is True
    assert rummy.seats[0].total == 26


def test_rummy30_penalties_double_for_rummy_and_eliminate() -> None:
    game = position("rummy30", ["JH QH KH 2D", "AS * 5C"], table=(("5H 6H 7H", 0),), opened=(0,))
    play(game, LayMelds((cards(game, "JH QH KH"),)))
    play(game, Discard(card(game, "2D")))
    assert game.results[-1].changes == (0, 36)
    assert game.phase is Phase.ROUND_OVER
    play(game, NextRound())
    assert game.phase is Phase.DRAW and len(game.seats[1].hand) == 13

    rummy = position("rummy30", ["JH QH KH 2D", "AS * 5C"])
    play(rummy, LayMelds((cards(rummy, "JH QH KH"),)))
    play(rummy, Discard(card(rummy, "2D")))
    assert rummy.results[-1].changes == (0, 72)
    assert rummy.seats[1].eliminated and rummy.phase is Phase.MATCH_OVER
    assert rummy.winner == 0


def test_elimination_at_the_chosen_total() -> None:
    rules = card_preset("rummy30").with_options(elimination_points=101)
    game = position(rules, ["JH QH KH 2D", "AS * 5C"])
    play(game, LayMelds((cards(game, "JH QH KH"),)))
    play(game, Discard(card(game, "2D")))
    assert not game.seats[1].eliminated and game.phase is Phase.ROUND_OVER


def test_rum500_scores_laid_minus_held_and_a_tie_at_the_target_plays_on() -> None:
    game = position("rum500", ["8H 9H TH 2D", "AS KC", "3C"])
    game.seats[0].total = 480
    game.seats[1].total = 500
    play(game, LayMelds((cards(game, "8H 9H TH"),)))
    play(game, Discard(card(game, "2D")))
    assert game.results[-1].changes == (20, -25, -5)
    assert game.phase is Phase.MATCH_OVER and game.winner == 0

    tie = position("rum500", ["8H 9H TH 2D", "AS KC", "3C"])
    tie.seats[0].total = 500
    tie.seats[1].total = 545
    play(tie, LayMelds((cards(tie, "8H 9H TH"),)))
    play(tie, Discard(card(tie, "2D")))
    assert [s.total for s in tie.seats[:2]] == [520, 520]
    assert tie.phase is Phase.ROUND_OVER and tie.winner is None


def stuck_position(
    table: tuple[tuple[str, int], ...], stock: str, game: str | CardRules = "rummy"
) -> CardGame:
    """Seat 0 to discard the second of its two cards; seat 1 holds one."""
    return position(game, ["AC 2C", "AD"], stock=stock, table=table, opened=(0, 1))


FULL_SETS = tuple((f"{r}C {r}D {r}H {r}S", i % 2) for i, r in enumerate("456789TJQK"))
"""Every rank from 4 to king in full sets: no ace, 2 or 3 can join any of them."""
LOOSE = "AH AS 2D 2H 2S 3C 3D 3H 3S"


def test_a_basic_rummy_round_nobody_can_end_is_over_and_nobody_pays() -> None:
    game = stuck_position(FULL_SETS, LOOSE)
    assert not round_stuck(game)  # seat 0 still holds two cards
    play(game, Discard(game.seats[0].hand[1]))
    assert game.phase is Phase.ROUND_OVER
    result = game.results[-1]
    assert result.out is None and result.stuck and result.changes == (0, 0)


def test_a_round_goes_on_while_one_card_off_the_table_still_fits() -> None:
    table = (*FULL_SETS[:-1], ("KC KD KH", 1))  # the king of spades may still join
    game = stuck_position(table, LOOSE + " KS")
    play(game, Discard(game.seats[0].hand[1]))
    assert game.phase is Phase.DRAW and not game.results


def test_a_joker_that_could_be_won_back_and_laid_off_keeps_a_round_alive() -> None:
    """AH from the stock may win the joker of ``* 2H 3H``, which then fits its high end."""
    rules = card_preset("rummy").with_options(jokers=1)
    table = (*FULL_SETS, ("* 2H 3H", 1))
    game = stuck_position(table, "AS 2D 2S 3C 3D 3S AH", rules)
    play(game, Discard(game.seats[0].hand[1]))
    assert game.phase is Phase.DRAW and not game.results


def test_a_joker_that_winning_back_would_not_help_does_not_keep_a_round_alive() -> None:
    """KS could win the joker of ``KC KD KH *``, but no meld would take it then."""
    rules = card_preset("rummy").with_options(jokers=1)
    table = (*FULL_SETS[:-1], ("KC KD KH *", 1))
    game = stuck_position(table, LOOSE + " KS", rules)
    play(game, Discard(game.seats[0].hand[1]))
    assert game.phase is Phase.ROUND_OVER and game.results[-1].stuck


def test_a_rummy30_round_of_one_joker_in_each_hand_and_full_sets_is_over() -> None:
    """Seen in the card arena: only full sets on the table (one holding a joker for QD),
    a joker in each hand. A turn draws a card and discards it again, for ever; winning
    the table's joker with QD leaves one more joker that fits nowhere."""
    sets = [
        (" ".join(f"{rank}{suit}" for suit in "CDHS"), i % 2)
        for i, rank in enumerate("A23456789TJK")
        for _ in range(2)
    ]
    table = (*sets, ("QC QD QH QS", 0), ("QH QC QS *", 1))
    game = position("rummy30", ["* QD", "*"], table=tuple(table))
    assert not round_stuck(game)
    play(game, Discard(card(game, "QD")))
    assert game.phase is Phase.ROUND_OVER
    result = game.results[-1]
    assert result.out is None and result.stuck and result.changes == (20, 20)
