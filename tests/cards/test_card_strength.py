"""What makes the stronger card players stronger, each in a position that shows it.

- ``hard`` wins a joker from the table when that leaves its hand lighter;
- ``hard`` counts the cards a connector waits for: one whose cards are all in
  sight is dead and goes before a live pair or a lower loose card;
- ``medium`` and ``hard``, before an opening in Rummy 30/51, keep the high
  pair that can make the opening rather than throw it for being expensive;
  ``hard`` then still keeps back a card an opened opponent would lay off.
"""

from __future__ import annotations

import random

import pytest

from rummy_desktop.cards.ai.players import CardPlayer
from rummy_desktop.cards.core.actions import Discard, ExchangeJoker, LayMelds
from rummy_desktop.cards.core.referee import play
from rummy_desktop.cards.core.state import Phase, seat_view
from tests.cards.positions import card, position


def test_hard_exchanges_a_joker_it_can_meld_with_and_the_referee_accepts_it() -> None:
    game = position(
        "rummy51",
        hands=["8H QS KS 2D", "3C 4C 5C 9S 9D"],
        table=(("7H * 9H", 1),),
        opened=(0,),
    )
    actions = CardPlayer("hard").play(seat_view(game, 0), game.rules, random.Random(1))
    assert actions[0] == ExchangeJoker(0, (card(game, "8H"),))
    assert isinstance(actions[1], LayMelds)
    for action in actions:
        play(game, action)
    assert game.seats[0].hand == [] and game.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
    assert [str(c) for c in game.table[0].meld.cards] == ["7H", "8H", "9H"]
    game.check_conservation()


def test_hard_leaves_a_joker_on_the_table_when_it_would_only_weigh_in_the_hand() -> None:
    game = position(
        "rummy51",
        hands=["8H 2D 3C 6S", "3H 4C 5C 9S 9D"],
        table=(("7H * 9H", 1),),
        opened=(0,),
    )
    actions = CardPlayer("hard").play(seat_view(game, 0), game.rules, random.Random(1))
    assert not any(isinstance(a, ExchangeJoker) for a in actions)


def test_medium_does_not_exchange_jokers() -> None:
    game = position(
        "rummy51",
        hands=["8H QS KS 2D", "3C 4C 5C 9S 9D"],
        table=(("7H * 9H", 1),),
        opened=(0,),
    )
    actions = CardPlayer("medium").play(seat_view(game, 0), game.rules, random.Random(1))
    assert not any(isinstance(a, ExchangeJoker) for a in actions)


def test_hard_throws_a_dead_connector_before_a_lower_loose_card() -> None:
    # 7C 8C wait for 6C or 9C, and both are on the table: the pair is dead.
    game = position(
        "rummy",
        hands=["7C 8C 4D 4S 5H", "2H 3H JD QH KH AS JS"],
        table=(("6S 6D 6C", 1), ("9S 9D 9C", 1)),
    )
    hard = CardPlayer("hard").play(seat_view(game, 0), game.rules, random.Random(1))
    assert hard[-1] == Discard(card(game, "8C"))
    # medium counts the pair as a connector whatever is in sight, and throws the 5.
    medium = CardPlayer("medium").play(seat_view(game, 0), game.rules, random.Random(1))
    assert medium[-1] == Discard(card(game, "5H"))


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_before_opening_the_high_pair_that_can_open_is_kept(level: str) -> None:
    game = position("rummy30", hands=["KH KS 3C 2D", "3H 4C 5C 9S 9D"])
    actions = CardPlayer(level).play(seat_view(game, 0), game.rules, random.Random(1))
    assert isinstance(actions[-1], Discard)
    assert str(actions[-1].card) in {"3C", "2D"}


def test_after_opening_a_lone_high_card_goes_first() -> None:
    game = position("rummy30", hands=["KH 3C 2D 5S", "3H 4C 5C 9S 9D"], opened=(0,))
    actions = CardPlayer("hard").play(seat_view(game, 0), game.rules, random.Random(1))
    assert actions[-1] == Discard(card(game, "KH"))


def test_hard_lays_off_its_joker_to_go_out_where_medium_keeps_it() -> None:
    game = position(
        "rummy51", hands=["* 2D", "3C 4C 5C 9S 9D"], table=(("7H 8H 9H", 1),), opened=(0,)
    )
    actions = CardPlayer("hard").play(seat_view(game, 0), game.rules, random.Random(1))
    for action in actions:
        play(game, action)
    assert game.seats[0].hand == [] and game.results[-1].out == 0
    assert [str(c) for c in game.pile[-1:]] == ["2D"]
    medium = position(
        "rummy51", hands=["* 2D", "3C 4C 5C 9S 9D"], table=(("7H 8H 9H", 1),), opened=(0,)
    )
    kept = CardPlayer("medium").play(seat_view(medium, 0), medium.rules, random.Random(1))
    assert kept == [Discard(card(medium, "2D"))]


def test_in_basic_rummy_hard_keeps_a_live_high_connector_over_loose_low_cards() -> None:
    # Basic Rummy pays only what the loser holds, and hands are small by then: the
    # race to go out first matters more than points while nobody is close.
    game = position("rummy", hands=["QC KC 3S 2D", "2H 3H 8D QH KH AS JS"])
    actions = CardPlayer("hard").play(seat_view(game, 0), game.rules, random.Random(1))
    assert isinstance(actions[-1], Discard)
    assert str(actions[-1].card) in {"3S", "2D"}


def test_hard_before_its_opening_keeps_back_a_card_an_opened_opponent_would_lay_off() -> None:
    """A loose king is the dearest card, but the opponent's run would take it at once."""
    game = position(
        "rummy51", hands=["KS 9C 2D 6D", "3C 4C 5C 9S 9D"], table=(("TS JS QS", 1),), pile="4S"
    )
    view = seat_view(game, 0)
    assert CardPlayer("medium").play(view, game.rules, random.Random(1))[-1] == Discard(
        card(game, "KS")
    )
    assert CardPlayer("hard").play(view, game.rules, random.Random(1))[-1] == Discard(
        card(game, "9C")
    )
