"""CARD_RULES.md sections 4-6: meld values, stock renewal, round scoring and the match's end."""

from __future__ import annotations

import pytest

from rummy_desktop.cards.core.actions import Discard, DrawStock, LayMelds, NextRound
from rummy_desktop.cards.core.cards import format_faces
from rummy_desktop.cards.core.melds import cards_of, judge_meld
from rummy_desktop.cards.core.referee import play
from rummy_desktop.cards.core.rules import card_preset
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
