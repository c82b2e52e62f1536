"""CARD_RULES.md sections 3-6: every action through the one referee, position by position."""

from __future__ import annotations

import copy

import pytest

from rummy_desktop.cards.core.actions import (
    ArrangeHand,
    CardAction,
    Discard,
    DrawStock,
    ExchangeJoker,
    GiveBack,
    LayMelds,
    LayOff,
    NextRound,
    Side,
    TakePile,
)
from rummy_desktop.cards.core.cards import format_faces
from rummy_desktop.cards.core.referee import play
from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.cards.core.state import CardGame, Phase, seat_view
from rummy_desktop.core.errors import IllegalMove
from tests.cards.positions import card, cards, hand, position


def refused(game: CardGame, action: CardAction, words: str) -> None:
    """The action is refused with a reason containing ``words``, and nothing changes."""
    before = copy.deepcopy(game)
    with pytest.raises(IllegalMove, match=words):
        play(game, action)
    assert game == before


# -- the draw ------------------------------------------------------------------------


def test_a_turn_begins_with_a_draw_and_only_one() -> None:
    game = position("rummy", ["AS 2S", "KD KC"], pile="5H", stock="9C", phase=Phase.DRAW)
    refused(game, Discard(card(game, "AS")), "begin your turn by drawing")
    play(game, DrawStock())
    assert hand(game) == "AS 2S 9C"
    refused(game, DrawStock(), "drawn already")
    refused(game, TakePile(), "drawn already")


def test_basic_rummy_takes_only_the_top_discard() -> None:
    game = position("rummy", ["AS 2S", "KD KC"], pile="5H 6H", phase=Phase.DRAW)
    refused(game, TakePile(2), "only the top card")
    play(game, TakePile())
    assert hand(game) == "AS 2S 6H"
    assert format_faces(game.pile) == "5H"


def test_the_card_just_taken_from_the_pile_may_not_be_discarded() -> None:
    game = position("rummy", ["AS 2S", "KD KC"], pile="5H 6H", phase=Phase.DRAW)
    play(game, TakePile())
    refused(game, Discard(card(game, "6H")), "6H was just taken")
    play(game, Discard(card(game, "AS")))
    assert game.turn == 1 and game.phase is Phase.DRAW


def test_a_card_drawn_from_the_stock_may_be_discarded() -> None:
    game = position("rummy", ["AS 2S", "KD KC"], pile="5H", stock="9C", phase=Phase.DRAW)
    play(game, DrawStock())
    play(game, Discard(card(game, "9C")))
    assert format_faces(game.pile) == "5H 9C"


# -- openings and lay-offs -----------------------------------------------------------------


def test_rummy30_opening_needs_30_points_with_the_ace_high_11_and_low_1() -> None:
    game = position("rummy30", ["7C 7D 7H AS 2S 3S QH KH AH 4D", "KD KC 2C"])
    refused(game, LayMelds((cards(game, "7C 7D 7H"),)), "at least 30 points; these melds make 21")
    refused(game, LayMelds((cards(game, "AS 2S 3S"),)), "make 6")
    play(game, LayMelds((cards(game, "QH KH AH"),)))
    assert game.seats[0].opened
    assert hand(game) == "7C 7D 7H AS 2S 3S 4D"


def test_an_opening_of_several_melds_counts_together() -> None:
    game = position("rummy30", ["7C 7D 7H 4S 5S 6S 9D", "KD KC 2C"])
    play(game, LayMelds((cards(game, "7C 7D 7H"), cards(game, "4S 5S 6S"))))
    assert game.seats[0].opened and len(game.table) == 2


def test_rummy51_opening_must_hold_a_run() -> None:
    game = position("rummy51", ["KC KD KH QC QD QH 9S TS JS 2D", "KS 2C 3C"])
    sets = (cards(game, "KC KD KH"), cards(game, "QC QD QH"))
    refused(game, LayMelds(sets), "at least one run")
    play(game, LayMelds((*sets[:1], cards(game, "9S TS JS"))))
    assert game.seats[0].opened


def test_rummy51_opening_turn_ends_with_a_discard_that_is_not_a_joker() -> None:
    game = position("rummy51", ["KC KD KH 9S TS JS * 2D", "KS 2C 3C"])
    play(game, LayMelds((cards(game, "KC KD KH"), cards(game, "9S TS JS"))))
    refused(game, Discard(card(game, "*")), "not a joker")
    play(game, Discard(card(game, "2D")))


def test_before_opening_no_lay_off() -> None:
    game = position("rummy30", ["8H 2D 3D", "KS 2C 3C"], table=(("5H 6H 7H", 1),))
    refused(game, LayOff(0, cards(game, "8H")), "only after your opening")
    basic = position("rummy", ["8H 2D 3D", "KS 2C 3C"], table=(("5H 6H 7H", 1),))
    refused(basic, LayOff(0, cards(basic, "8H")), "after laying a meld of your own")
    rum = position("rum500", ["8H 2D 3D", "KS 2C 3C"], table=(("5H 6H 7H", 1),))
    play(rum, LayOff(0, cards(rum, "8H")))
    assert rum.table[0].laid_by == [1, 1, 1, 0]


def test_lay_off_at_either_end_of_a_run_and_onto_a_set() -> None:
    game = position(
        "rummy", ["4H 8H 9H 2D", "KS 2C 3C"], table=(("5H 6H 7H", 1), ("9C 9D 9S", 1)), opened=(0,)
    )
    play(game, LayOff(0, cards(game, "4H"), Side.LOW))
    play(game, LayOff(0, cards(game, "8H"), Side.HIGH))
    play(game, LayOff(1, cards(game, "9H")))
    assert format_faces(game.table[0].meld.cards) == "4H 5H 6H 7H 8H"
    assert format_faces(game.table[1].meld.cards) == "9C 9D 9S 9H"
    refused(game, LayOff(0, cards(game, "2D")), "neither a suit")


def test_rummy51_adds_at_most_two_cards_to_one_run_per_turn() -> None:
    game = position("rummy51", ["8H 9H TH 2D", "KS 2C 3C"], table=(("5H 6H 7H", 0),), opened=(0,))
    play(game, LayOff(0, cards(game, "8H")))
    play(game, LayOff(0, cards(game, "9H")))
    refused(game, LayOff(0, cards(game, "TH")), "at most 2 cards may be added to one run")
    fresh = position("rummy51", ["8H 9H TH 2D", "KS 2C 3C"], table=(("5H 6H 7H", 0),), opened=(0,))
    refused(fresh, LayOff(0, cards(fresh, "8H 9H TH")), "at most 2 cards")


def test_the_run_limit_counts_per_turn() -> None:
    game = position(
        "rummy51", ["8H 9H TH 2D 3D", "KS 2C 3C 4C"], table=(("5H 6H 7H", 0),), opened=(0,)
    )
    play(game, LayOff(0, cards(game, "8H 9H")))
    play(game, Discard(card(game, "2D")))
    play(game, DrawStock())
    play(game, Discard(game.seats[1].hand[-1]))
    play(game, DrawStock())
    play(game, LayOff(0, cards(game, "TH")))
    assert format_faces(game.table[0].meld.cards) == "5H 6H 7H 8H 9H TH"


# -- the discard pile before opening, and 500 Rum's deepest card ------------------------


def test_rummy30_top_discard_before_opening_only_to_open_with_it() -> None:
    game = position("rummy30", ["KC KD QH JH 2D", "KS 2C 3C"], pile="KH", phase=Phase.DRAW)
    play(game, TakePile())
    refused(game, Discard(card(game, "2D")), "must be used in your opening")
    play(game, GiveBack())
    assert format_faces(game.pile) == "KH" and game.phase is Phase.DRAW
    refused(game, TakePile(), "draw from the stock")
    play(game, DrawStock())


def test_rummy30_opening_with_the_taken_card() -> None:
    game = position("rummy30", ["KC KD QH JH 2D 5C", "KS 2C 3C"], pile="KH", phase=Phase.DRAW)
    play(game, TakePile())
    refused(game, LayMelds((cards(game, "KC KD 2D"),)), "neither")
    play(game, LayMelds((cards(game, "KC KD KH"),)))
    play(game, Discard(card(game, "2D")))
    assert game.turn == 1


def test_rum500_pick_up_whose_deepest_card_is_not_used_is_refused() -> None:
    game = position("rum500", ["5C 6C 2D KS", "KD KC 2C"], pile="7C 9H 3S", phase=Phase.DRAW)
    play(game, TakePile(3))
    assert hand(game) == "5C 6C 2D KS 7C 9H 3S"
    refused(game, Discard(card(game, "KS")), "7C, taken from the discard pile, must be used")
    refused(game, Discard(card(game, "9H")), "must be used")
    play(game, LayMelds((cards(game, "5C 6C 7C"),)))
    refused(game, Discard(card(game, "9H")), "9H was just taken")
    play(game, Discard(card(game, "KS")))
    assert game.seats[0].laid_points == 15


def test_rum500_pile_is_spread_and_visible_to_all() -> None:
    game = position("rum500", ["5C 6C", "KD KC"], pile="7C 9H 3S", phase=Phase.DRAW)
    assert format_faces(seat_view(game, 1).pile) == "7C 9H 3S"
    basic = position("rummy", ["5C 6C", "KD KC"], pile="7C 9H 3S", phase=Phase.DRAW)
    assert format_faces(seat_view(basic, 1).pile) == "3S"


def test_a_seat_sees_its_own_hand_only() -> None:
    game = position("rummy", ["5C 6C", "KD KC 2H"], pile="7C")
    view = seat_view(game, 1)
    assert format_faces(view.hand) == "KD KC 2H"
    assert view.hand_counts == (2, 3)
    assert "5C" not in repr(view)


# -- jokers --------------------------------------------------------------------------------


def test_a_joker_is_won_only_with_its_card() -> None:
    game = position("rummy30", ["6H 9H 2D", "KS 2C 3C"], table=(("5H * 7H", 1),), opened=(0,))
    refused(game, ExchangeJoker(0, cards(game, "9H")), "stands for 6H")
    play(game, ExchangeJoker(0, cards(game, "6H")))
    assert format_faces(game.table[0].meld.cards) == "5H 6H 7H"
    assert hand(game) == "9H 2D *"


def test_a_joker_in_a_set_of_three_needs_both_missing_suits() -> None:
    game = position("rummy30", ["9H 9S 2D 3D", "KS 2C 3C"], table=(("9C 9D *", 1),), opened=(0,))
    refused(game, ExchangeJoker(0, cards(game, "9H")), r"both missing suits \(9H 9S\)")
    play(game, ExchangeJoker(0, cards(game, "9H 9S")))
    assert sorted(format_faces(game.table[0].meld.cards).split()) == ["9C", "9D", "9H", "9S"]
    assert "*" in hand(game)


def test_a_jokers_card_does_not_change_when_cards_are_laid_off() -> None:
    rules = position("rummy", ["2D", "KS"]).rules.with_options(jokers=2)
    game = position(rules, ["4H 8H 6H 2D", "KS 2C"], table=(("5H * 7H", 1),), opened=(0,), packs=2)
    play(game, LayOff(0, cards(game, "8H")))
    refused(game, LayOff(0, cards(game, "6H")), "follow")
    assert format_faces(game.table[0].meld.faces) == "5H 6H 7H 8H"


# -- going out ------------------------------------------------------------------------------


def test_rummy30_the_last_card_must_be_discarded() -> None:
    game = position("rummy30", ["8H 9H TH", "KS 2C 3C"], table=(("5H 6H 7H", 0),), opened=(0,))
    refused(game, LayMelds((cards(game, "8H 9H TH"),)), "keep one card")
    play(game, LayOff(0, cards(game, "8H 9H")))
    assert game.phase is Phase.PLAY
    play(game, Discard(card(game, "TH")))
    assert game.phase is Phase.MATCH_OVER or game.phase is Phase.ROUND_OVER
    assert game.results[-1].out == 0


def test_basic_rummy_goes_out_by_melding_the_last_cards() -> None:
    game = position("rummy", ["8H 9H TH", "KS 2C 3C"], table=(("5H 6H 7H", 0),), opened=(0,))
    play(game, LayMelds((cards(game, "8H 9H TH"),)))
    assert game.results[-1].out == 0
    assert game.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
    refused(game, DrawStock(), "round is over")


def test_a_play_may_not_leave_only_the_card_just_taken() -> None:
    game = position(
        "rummy51",
        ["8H 9H", "KS 2C 3C"],
        pile="7S",
        table=(("5H 6H 7H", 0),),
        opened=(0,),
        phase=Phase.DRAW,
    )
    play(game, TakePile())
    refused(game, LayOff(0, cards(game, "8H 9H")), "7S may not end this turn")
    basic = position(
        "rummy",
        ["8H 9H", "KS 2C 3C"],
        pile="7S",
        table=(("5H 6H 7H", 0),),
        opened=(0,),
        phase=Phase.DRAW,
    )
    play(basic, TakePile())
    refused(basic, LayOff(0, cards(basic, "8H 9H")), "7S may not end this turn")
    play(basic, LayOff(0, cards(basic, "8H")))
    play(basic, Discard(card(basic, "9H")))


def test_rummy51_a_joker_won_in_the_opening_turn_cannot_be_the_only_card_left() -> None:
    game = position("rummy51", ["KC KD KH 9S TS JS 6H", "KS 2C 3C"], table=(("5H * 7H", 1),))
    play(game, LayMelds((cards(game, "KC KD KH"), cards(game, "9S TS JS"))))
    refused(game, ExchangeJoker(0, cards(game, "6H")), r"\* may not end this turn")


def test_a_hand_keeps_the_players_own_order() -> None:
    game = position("rummy", ["AS 2S 9C", "KD KC"], pile="5H", stock="3D", phase=Phase.DRAW)
    play(game, ArrangeHand(1, cards(game, "KC KD", seat=1)))
    play(game, ArrangeHand(0, cards(game, "9C AS 2S")))
    play(game, DrawStock())
    assert hand(game) == "9C AS 2S 3D" and hand(game, 1) == "KC KD"
    refused(game, ArrangeHand(0, cards(game, "9C AS")), "exactly its own cards")
    refused(game, ArrangeHand(0, (*cards(game, "9C AS 2S 3D"), card(game, "9C"))), "own cards")
    refused(game, ArrangeHand(4, ()), "no seat 5")


def test_rum500_taking_only_the_top_card_must_use_it_at_once() -> None:
    """CARD_RULES.md 6: with one card taken, that card is the deepest, and must be used."""
    game = position("rum500", ["5C 6C 2D KS", "KD KC 2C"], pile="7C 9H 3S", phase=Phase.DRAW)
    play(game, TakePile(1))
    refused(game, Discard(card(game, "KS")), "3S, taken from the discard pile, must be used")
    play(game, GiveBack())
    play(game, DrawStock())
    assert game.phase is Phase.PLAY


def test_rum500_pile_top_card_free_lets_the_top_card_alone_go_to_the_hand() -> None:
    rules = card_preset("rum500").with_options(pile_top_card_free=True)
    game = position(rules, ["5C 6C 2D KS", "KD KC 2C"], pile="7C 9H 3S", phase=Phase.DRAW)
    play(game, TakePile(1))
    refused(game, Discard(card(game, "3S")), "3S was just taken")
    play(game, Discard(card(game, "KS")))
    assert game.turn == 1
    game = position(rules, ["5C 6C 2D KS", "KD KC 2C"], pile="7C 9H 3S", phase=Phase.DRAW)
    play(game, TakePile(2))  # two cards: the deepest still carries its duty
    refused(game, Discard(card(game, "KS")), "9H, taken from the discard pile, must be used")


def test_rum500_a_pick_up_that_cannot_be_used_goes_back() -> None:
    game = position("rum500", ["5C 6C 2D KS", "KD KC 2C"], pile="7H 9H 3S", phase=Phase.DRAW)
    play(game, TakePile(3))
    refused(game, LayMelds((cards(game, "5C 6C 7H"),)), "follow|neither")
    play(game, GiveBack())
    assert format_faces(game.pile) == "7H 9H 3S" and hand(game) == "5C 6C 2D KS"
    refused(game, TakePile(1), "draw from the stock")
    play(game, DrawStock())


def test_after_opening_more_melds_and_lay_offs_in_the_same_turn() -> None:
    game = position("rummy30", ["QH KH AH 2C 3C 4C 5C 9D", "KS 2D 3D"], table=(("6S 7S 8S", 1),))
    play(game, LayMelds((cards(game, "QH KH AH"),)))
    play(game, LayMelds((cards(game, "2C 3C 4C"),)))
    play(game, LayOff(2, cards(game, "5C")))
    assert hand(game) == "9D"


def test_the_deal_passes_left_and_the_next_seat_starts() -> None:
    from rummy_desktop.cards.core.rules import card_preset
    from rummy_desktop.cards.core.state import new_card_game

    rules = card_preset("rummy").with_options(match_end="rounds", match_rounds=3)
    game = new_card_game(rules, ["A", "B", "C"], seed=4)
    assert (game.dealer, game.turn) == (0, 1)
    assert all(len(seat.hand) == 7 for seat in game.seats)
    game.phase = Phase.ROUND_OVER
    play(game, NextRound())
    assert (game.dealer, game.turn, game.round_no) == (1, 2, 1)
    assert all(len(seat.hand) == 7 for seat in game.seats)
    game.check_conservation()


def test_a_set_with_two_jokers_gives_up_one_joker_per_card() -> None:
    rules = position("rum500", ["2D", "KS"]).rules.with_options(jokers=2)
    game = position(rules, ["2C 2D 2H 9S", "KS 3C 4C"], table=(("* * 2S", 1),))
    assert format_faces(game.table[0].meld.faces) == "2C 2D 2S"
    refused(game, ExchangeJoker(0, cards(game, "2C 2D 2H")), "stands for 2C 2D")
    play(game, ExchangeJoker(0, cards(game, "2C")))
    assert format_faces(game.table[0].meld.faces) == "2C 2D 2S"
    assert hand(game) == "2D 2H 9S *"
    game.check_conservation()


def test_an_opening_minimum_as_a_house_rule_counts_opening_values() -> None:
    rules = position("rummy", ["2D", "KS"]).rules.with_options(opening_points=30)
    game = position(rules, ["QS KS AS 7C 7D 7H 2D", "JD 2C 3C"])
    refused(game, LayMelds((cards(game, "7C 7D 7H"),)), "these melds make 21")
    play(game, LayMelds((cards(game, "QS KS AS"),)))
    assert game.seats[0].opened
