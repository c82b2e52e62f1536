"""500 Rum: every card laid scores and every card held costs, and the players weigh both.

``hard`` (and ``medium``) judge a card kept by its chance to be laid before
the round ends: a connector is worth keeping while many draws are left and
is thrown, as its cost, once the stock is nearly gone. A card that waits for
a card in the spread pile can still be taken there, so that card is not
counted as gone.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from rummy_desktop.cards.ai.players import CardPlayer
from rummy_desktop.cards.core.actions import Discard
from rummy_desktop.cards.core.state import seat_view
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
def test_with_the_stock_nearly_gone_the_high_pair_is_thrown_for_its_cost(level: str) -> None:
    assert _throw(level, "KH QH 9D 4D", stock=2) == "KH"


def test_hard_keeps_a_connector_whose_card_lies_in_the_spread_pile() -> None:
    # 6D waits for 7D or 8D... 7D is in the pile, where it can still be taken: 6D 5D
    # keep their chance; the loose 9S goes.
    game = position("rum500", hands=["6D 5D 9S 2H", "3S 4S 5S 8C 9C TC JC QC"], pile="7D KC")
    actions = CardPlayer("hard").play(seat_view(game, 0), game.rules, random.Random(1))
    assert actions[-1] == Discard(card(game, "9S"))
