"""What makes the stronger card players stronger, each in a position that shows it.

- ``hard`` wins a joker from the table when that leaves its hand lighter;
- ``hard`` counts the cards a connector waits for: one whose cards are all in
  sight is dead and goes before a live pair or a lower loose card;
- ``hard``, in basic Rummy, keeps its melds hidden for a rummy (double
  payment) while the opponent holds many cards, and lays them once it is close;
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


OPPONENT_OF_TEN = "3C 4C 9S 9D JH 2S 5D 7C QD 6S"


def test_hard_keeps_its_meld_hidden_in_basic_rummy_while_the_opponent_is_far_from_out() -> None:
    game = position("rummy", hands=["7H 8H 9H KC 2D 5S", OPPONENT_OF_TEN], pile="4S")
    view = seat_view(game, 0)
    hard = CardPlayer("hard").play(view, game.rules, random.Random(1))
    assert [type(a) for a in hard] == [Discard]
    assert str(hard[0].card) in {"KC", "2D", "5S"}  # type: ignore[attr-defined]
    medium = CardPlayer("medium").play(view, game.rules, random.Random(1))
    assert isinstance(medium[0], LayMelds)


def test_hard_lays_its_meld_once_the_opponent_is_close_to_going_out() -> None:
    game = position("rummy", hands=["7H 8H 9H KC 2D 5S", "3C 4C 9S"], pile="4S")
    hard = CardPlayer("hard").play(seat_view(game, 0), game.rules, random.Random(1))
    assert isinstance(hard[0], LayMelds)


def test_hard_goes_out_at_once_for_a_rummy_and_the_payment_is_doubled() -> None:
    game = position("rummy", hands=["7H 8H 9H KC KD KS 2D", OPPONENT_OF_TEN], pile="4S")
    actions = CardPlayer("hard").play(seat_view(game, 0), game.rules, random.Random(1))
    assert [type(a) for a in actions] == [LayMelds, Discard]
    for action in actions:
        play(game, action)
    result = game.results[-1]
    assert result.out == 0 and result.rummy
    assert result.changes[0] == 2 * (3 + 4 + 9 + 9 + 10 + 2 + 5 + 7 + 10 + 6)


def test_hard_keeps_no_meld_back_where_rummy_pays_nothing_extra() -> None:
    game = position("rummy30", hands=["KH KD KC 5S 2D", OPPONENT_OF_TEN], pile="4S")
    hard = CardPlayer("hard").play(seat_view(game, 0), game.rules, random.Random(1))
    assert isinstance(hard[0], LayMelds)


def test_hard_lays_its_melds_once_the_stock_has_been_turned_over() -> None:
    hands = ["7H 8H 9H KC 2D 5S", OPPONENT_OF_TEN]
    rest = "AC AD AH AS 2C 2H 3D 3H 3S 4D 4H 5C 5H 6C 6D 6H 7D 7S 8C 8D 8S 9C TC TD TH TS"
    low = position("rummy", hands=hands, pile=f"{rest} JC", phase=Phase.DRAW)
    turned = position("rummy", hands=hands, pile="JC", phase=Phase.DRAW)
    assert seat_view(low, 0).stock_count < seat_view(turned, 0).stock_count
    hard = CardPlayer("hard")
    rng = random.Random(1)
    hard.draw(seat_view(low, 0), low.rules, rng)
    hard.draw(seat_view(turned, 0), turned.rules, rng)
    turned.phase = Phase.PLAY
    actions = hard.play(seat_view(turned, 0), turned.rules, rng)
    assert isinstance(actions[0], LayMelds)  # the same cards come round: no rummy to wait for
