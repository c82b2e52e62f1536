"""The card tutorial's deals: read from the bundled file, every card of the pack once."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from rummy_desktop.app.cards.tutorial import LEARNER, CardDeal, CardDeals
from rummy_desktop.cards.core.state import Phase


def test_every_bundled_deal_holds_the_whole_pack_once_with_the_learner_to_draw() -> None:
    deals = CardDeals.bundled()
    assert deals.rules.preset == "rummy51" and deals.rules.turn_timer_seconds is None
    assert set(deals.deals) == {"first", "opening", "joker"}
    for deal in deals.deals.values():
        game = deal.game(deals.rules, ["You", "Sam"])
        assert Counter(game.all_cards()) == Counter(game.pack)
        assert game.turn == LEARNER and game.phase is Phase.DRAW
        assert [str(c) for c in game.seats[LEARNER].hand] == deal.hands[0].split()


def test_the_stock_gives_the_scripted_cards_first() -> None:
    deals = CardDeals.bundled()
    game = deals.deals["first"].game(deals.rules, ["You", "Sam"])
    assert [str(game.stock[-1]), str(game.stock[-2])] == ["KD", "9D"]
    assert str(game.pile[-1]) == "5D"


def test_a_damaged_deals_file_is_named_as_such() -> None:
    with pytest.raises(ValueError, match="deals file is damaged"):
        CardDeals.from_json(json.dumps({"rules": {"preset": "rummy51"}}))


def test_a_deal_that_uses_a_card_too_often_is_refused() -> None:
    deals = CardDeals.bundled()
    too_many = CardDeal(hands=("AS AS AS", "2C"), opened=(False, False))
    with pytest.raises(ValueError, match="once too often"):
        too_many.game(deals.rules, ["You", "Sam"])
