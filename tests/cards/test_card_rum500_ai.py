"""500 Rum: every card laid scores and every card held costs, and the players weigh both.

``hard`` (and ``medium``) judge a card kept by its chance to be laid before
the round ends, and add a share of its points: the round mostly ends with a
card or two in the loser's hand, so a high card kept seldom costs, and one
thrown is the opponent's to lay. ``hard`` adds the most: it throws a loose
low card before a loose high one, where ``medium`` throws its dearest loose
card. A card that waits for a card in the spread pile can still be taken
there, so that card is not counted as gone.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from benchmarks.card_greedy import GreedyPlayer
from rummy_desktop.cards.ai.players import CardPlayer
from rummy_desktop.cards.ai.runner import finish_card_match
from rummy_desktop.cards.core.actions import CardAction, Discard
from rummy_desktop.cards.core.cards import parse_faces
from rummy_desktop.cards.core.rules import CardRules, card_preset
from rummy_desktop.cards.core.state import CardGame, SeatView, new_card_game, seat_view
from tests.cards.positions import card, position


def _throw(level: str, hand: str, stock: int | None = None, pile: str = "2C") -> str:
    game = position("rum500", hands=[hand, "3S 4S 5S 8C 9C TC JC QC"], pile=pile)
    view = seat_view(game, 0)
    if stock is not None:
        view = dataclasses.replace(view, stock_count=stock)
    actions = CardPlayer(level).play(view, game.rules, random.Random(1))
    assert isinstance(actions[-1], Discard)
    return str(actions[-1].card)


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_early_in_the_round_a_high_pair_is_kept_and_a_loose_card_thrown(level: str) -> None:
    assert _throw(level, "KH QH 9D 4D") == "9D"


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_with_the_stock_nearly_gone_the_high_pair_is_still_kept(level: str) -> None:
    # A round mostly ends with a card or two in the loser's hand: a high pair
    # thrown is twenty points the opponent may lay, kept it may still be laid.
    assert _throw(level, "KH QH 9D 4D", stock=2) == "9D"


def test_medium_throws_its_dearest_loose_card_and_hard_a_cheap_one() -> None:
    assert _throw("medium", "KC 9D 4H 2H") == "KC"
    assert _throw("hard", "KC 9D 4H 2H") == "9D"
    assert _throw("hard", "KC 9D 4H 2H", stock=1) == "9D"


def test_hard_keeps_back_a_card_that_melds_with_cards_the_opponent_took() -> None:
    game = position("rum500", hands=["TH 2D 3C 4S", "TC TS 5D JD QD KS 2H"], pile="6S")
    view = seat_view(game, 0)
    medium = CardPlayer("medium").play(view, game.rules, random.Random(1))
    assert medium[-1] == Discard(card(game, "TH"))  # the dearest loose card
    hard = CardPlayer("hard")
    hard.opponent_holds = Counter(parse_faces("TC TS"))  # seen taken from the pile
    thrown = hard.play(view, game.rules, random.Random(1))[-1]
    assert isinstance(thrown, Discard) and str(thrown.card) in {"2D", "3C", "4S"}


class _Checked(CardPlayer):
    """Hard, checking at each draw that what it believes the opponent holds is so."""

    def __init__(self) -> None:
        super().__init__("hard")
        self.game: CardGame | None = None
        self.known = 0

    def draw(self, view: SeatView, rules: CardRules, rng: random.Random) -> CardAction:
        action = super().draw(view, rules, rng)
        assert self.game is not None
        held = Counter(c.face for c in self.game.seats[1 - view.seat].hand)
        assert not self.opponent_holds - held, (self.opponent_holds, held)
        self.known += self.opponent_holds.total()
        return action


@pytest.mark.slow
def test_what_hard_reads_from_the_pile_is_in_the_opponents_hand() -> None:
    rules = card_preset("rum500").with_options(match_end="rounds", match_rounds=3)
    game = new_card_game(rules, ["A", "B"], 11)
    hard = _Checked()
    hard.game = game
    result = finish_card_match(game, [hard, GreedyPlayer()])
    assert result.illegal_moves == 0 and hard.known > 0
