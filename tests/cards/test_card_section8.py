"""CARD_RULES.md section 8 (the rule book's own decisions) and the three faults of the
card referee's audit, each with its own position; and the refusal codes.

Every refusal names the rule that refused it with a stable code (``IllegalMove.code``),
so these tests ask for the code as well as the words.
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest

from rummy_desktop.cards.core.actions import (
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
from rummy_desktop.cards.core.codes import TEMPLATE_CODES, CardCode
from rummy_desktop.cards.core.melds import cards_of, judge_meld
from rummy_desktop.cards.core.referee import play, refusal
from rummy_desktop.cards.core.rules import CARD_PRESETS, MAX_ROUNDS, CardRules, card_preset
from rummy_desktop.cards.core.serialize import dumps, from_dict, loads
from rummy_desktop.cards.core.state import CardGame, Phase, RoundLimit, RoundResult, new_card_game
from rummy_desktop.cards.core.wording import ALL_TEMPLATES
from rummy_desktop.core.errors import IllegalMove
from rummy_desktop.core.rules import InvalidRules
from tests.cards.positions import card, cards, hand, position
from tests.cards.random_player import choose

DATA = Path(__file__).parent.parent / "data" / "cards"


def refused(game: CardGame, action: CardAction, code: CardCode, words: str | None = None) -> None:
    """The action is refused with ``code`` (and words containing ``words``); nothing changes."""
    before = copy.deepcopy(game)
    with pytest.raises(IllegalMove, match=words) as raised:
        play(game, action)
    assert raised.value.code == code.value
    assert game == before


# -- the three faults ------------------------------------------------------------------


def test_fault_1_rum500_the_top_card_alone_is_the_deepest_and_must_be_used() -> None:
    game = position("rum500", ["5C 6C KS", "KD"], pile="9H 7C", phase=Phase.DRAW)
    play(game, TakePile(1))
    refused(game, Discard(card(game, "KS")), CardCode.PILE_CARD_UNUSED, "7C")
    play(game, LayMelds((cards(game, "5C 6C 7C"),)))
    play(game, Discard(card(game, "KS")))
    assert game.phase is Phase.ROUND_OVER and game.results[-1].out == 0


def test_fault_2_rum500_a_round_is_not_stuck_while_several_pile_cards_can_lead_out() -> None:
    game = position("rum500", ["TC", "9C"], pile="7C 8C", stock="5D", table=(("KH KC KD KS", 0),))
    game.phase = Phase.DRAW
    play(game, DrawStock())
    play(game, Discard(card(game, "TC")))
    assert game.phase is Phase.DRAW and game.turn == 1 and not game.results
    play(game, TakePile(3))
    assert hand(game, 1) == "9C 7C 8C TC"
    play(game, LayMelds((cards(game, "7C 8C 9C TC", seat=1),)))
    assert game.phase is Phase.MATCH_OVER or game.phase is Phase.ROUND_OVER
    assert game.results[-1].out == 1


def three_seats_stuck(totals: tuple[int, int, int]) -> CardGame:
    """Rummy 30, seat 2 out of the match; seats 0 and 1 hold one card each, no table:
    seat 0's discard leaves a round nobody can end, and both pay their card."""
    game = position("rummy30", ["KS 2C", "QH", ""], opened=(0, 1))
    for seat, total in zip(game.seats, totals, strict=True):
        seat.total = total
    game.seats[2].eliminated = True
    return game


def test_fault_3_every_remaining_player_out_in_one_round_lowest_of_them_wins() -> None:
    game = three_seats_stuck((45, 44, 52))
    play(game, Discard(card(game, "2C")))
    assert game.results[-1].changes == (10, 10, 0)
    assert all(seat.eliminated for seat in game.seats)
    assert game.phase is Phase.MATCH_OVER
    assert game.winners == (1,) and game.winner == 1  # not seat 2, out before the round
    refused(game, NextRound(), CardCode.MATCH_OVER)
    refused(game, DrawStock(), CardCode.MATCH_OVER)


def test_fault_3_equal_lowest_totals_share_the_win() -> None:
    game = three_seats_stuck((44, 44, 52))
    play(game, Discard(card(game, "2C")))
    assert game.phase is Phase.MATCH_OVER
    assert game.winners == (0, 1) and game.winner is None


# -- 8.1 a draw is final; the put-back ---------------------------------------------------


def test_8_1_cards_taken_from_the_pile_may_be_put_back_once_before_laying() -> None:
    game = position("rum500", ["5C 6C KS", "KD"], pile="2D 9H 3S", phase=Phase.DRAW)
    play(game, TakePile(2))
    play(game, GiveBack())
    assert format_faces(game.pile) == "2D 9H 3S" and hand(game) == "5C 6C KS"
    assert game.phase is Phase.DRAW
    refused(game, TakePile(1), CardCode.PILE_TAKEN_AGAIN)
    play(game, DrawStock())
    refused(game, GiveBack(), CardCode.NOTHING_TO_PUT_BACK)


def test_8_1_no_put_back_once_something_is_laid() -> None:
    game = position("rum500", ["5C 6C KS", "KD"], pile="9H 7C", phase=Phase.DRAW)
    play(game, TakePile(1))
    play(game, LayMelds((cards(game, "5C 6C 7C"),)))
    refused(game, GiveBack(), CardCode.NOTHING_TO_PUT_BACK)


# -- 8.2 the opening is one action --------------------------------------------------------


def test_8_2_an_opening_is_its_melds_together_then_lay_offs_may_follow() -> None:
    game = position(
        "rummy30", ["7C 7D 7H 4S 5S 6S 8H 2C", "KD"], table=(("9H TH JH", 1),), opened=(1,)
    )
    refused(game, LayMelds((cards(game, "7C 7D 7H"),)), CardCode.OPENING_SHORT, "make 21")
    refused(game, LayOff(0, (card(game, "8H"),), Side.LOW), CardCode.NOT_OPENED)
    play(game, LayMelds((cards(game, "7C 7D 7H"), cards(game, "4S 5S 6S"))))
    play(game, LayOff(0, (card(game, "8H"),), Side.LOW))
    assert format_faces(game.table[0].meld.cards) == "8H 9H TH JH"


def test_8_2_rummy51_an_opening_without_a_run_is_refused_with_its_reason() -> None:
    game = position("rummy51", ["KC KD KH QC QD QH AS 2C", "KS"])
    melds = (cards(game, "KC KD KH"), cards(game, "QC QD QH"))
    refused(game, LayMelds(melds), CardCode.OPENING_NEEDS_RUN)


# -- 8.3 before opening: no lay-off, no joker won --------------------------------------------


def test_8_3_before_opening_no_joker_may_be_won() -> None:
    game = position("rummy30", ["8H 2C 3D", "KD"], table=(("7H * 9H", 1),))
    refused(game, ExchangeJoker(0, (card(game, "8H"),)), CardCode.NOT_OPENED, "win a joker")
    refused(game, LayOff(0, (card(game, "8H"),)), CardCode.NOT_OPENED)


# -- 8.4 rummy ------------------------------------------------------------------------------


def going_out_with_a_lay_off(game: str) -> CardGame:
    position_ = position(game, ["7H 8H 9H KS KD KC 8S 2C", "QD"], table=(("5S 6S 7S", 1),))
    play(position_, LayMelds((cards(position_, "7H 8H 9H"), cards(position_, "KS KD KC"))))
    play(position_, LayOff(0, (card(position_, "8S"),)))
    play(position_, Discard(card(position_, "2C")))
    return position_


def test_8_4_rummy30_a_rummy_lays_every_card_in_its_own_new_melds() -> None:
    game = going_out_with_a_lay_off("rummy30")
    assert game.results[-1].out == 0 and game.results[-1].rummy is False
    assert game.results[-1].changes == (0, 10)

    own = position("rummy30", ["7H 8H 9H KS KD KC 2C", "QD"], table=(("5S 6S 7S", 1),))
    play(own, LayMelds((cards(own, "7H 8H 9H"), cards(own, "KS KD KC"))))
    play(own, Discard(card(own, "2C")))
    assert own.results[-1].rummy is True and own.results[-1].changes == (0, 20)


def test_8_4_rummy30_adding_to_a_meld_laid_this_turn_is_still_its_own() -> None:
    game = position("rummy30", ["7H 8H 9H TH KS KD KC 2C", "QD"])
    play(game, LayMelds((cards(game, "7H 8H 9H"), cards(game, "KS KD KC"))))
    play(game, LayOff(0, (card(game, "TH"),)))
    play(game, Discard(card(game, "2C")))
    assert game.results[-1].rummy is True


def test_8_4_basic_rummy_a_rummy_may_lay_off() -> None:
    game = going_out_with_a_lay_off("rummy")
    assert game.results[-1].rummy is True and game.results[-1].changes == (20, 0)


def test_8_4_a_lay_off_in_an_earlier_turn_rules_out_a_rummy() -> None:
    rules = card_preset("rummy").with_options(lay_off_before_opening=True)
    game = position(rules, ["8S 2C 3D", "QD KH"], stock="4D 9S", table=(("5S 6S 7S", 1),))
    play(game, LayOff(0, (card(game, "8S"),)))
    play(game, Discard(card(game, "3D")))
    play(game, DrawStock())
    play(game, Discard(card(game, "4D", seat=1)))
    play(game, DrawStock())
    play(game, LayOff(0, (card(game, "9S"),)))
    play(game, Discard(card(game, "2C")))
    assert game.results[-1].out == 0 and game.results[-1].rummy is False


# -- 8.5 twins ------------------------------------------------------------------------------


def test_8_5_the_twin_of_a_card_just_taken_may_not_be_discarded() -> None:
    game = position("rummy30", ["5H 9C KS", "KD"], pile="5H", opened=(0,), phase=Phase.DRAW)
    play(game, TakePile(1))
    taken, own = [c for c in game.seats[0].hand if str(c) == "5H"][::-1]
    assert taken != own and taken.face == own.face
    refused(game, Discard(taken), CardCode.DISCARD_TAKEN_CARD, "just taken")
    refused(game, Discard(own), CardCode.DISCARD_TAKEN_CARD, "twin")
    play(game, Discard(card(game, "9C")))


# -- 8.6 jokers ---------------------------------------------------------------------------


def test_8_6_a_joker_just_won_may_be_discarded() -> None:
    game = position("rummy30", ["8H 2C 3D", "KD"], table=(("7H * 9H", 1),), opened=(0,))
    play(game, ExchangeJoker(0, (card(game, "8H"),)))
    play(game, Discard(card(game, "*")))
    assert format_faces(game.pile[-1:]) == "*"


def test_8_6_rum500_with_jokers_a_table_joker_is_won_and_each_card_scores_for_its_layer() -> None:
    rules = card_preset("rum500").with_options(jokers=2)
    game = position(rules, ["8H 2C 3D", "KD"], table=(("7H * 9H", 1),))
    game.seats[1].laid_points = 25  # 7H 5 + joker 15 + 9H 5
    play(game, ExchangeJoker(0, (card(game, "8H"),)))
    assert game.seats[1].laid_points == 10 and game.seats[0].laid_points == 5
    assert "*" in hand(game)
    refused(game, ExchangeJoker(0, (card(game, "2C"),)), CardCode.JOKER_EXCHANGE_INVALID)


# -- 8.7 runs high to low -------------------------------------------------------------------


def test_8_7_runs_may_be_written_high_to_low_and_are_shown_low_to_high() -> None:
    assert format_faces(judge_meld(cards_of("3S 2S AS"), 2).cards) == "AS 2S 3S"
    assert format_faces(judge_meld(cards_of("AS KS QS"), 2).cards) == "QS KS AS"
    game = position("rummy", ["6S 5S 4S 3S 2S KD", "QD"])
    play(game, LayMelds((cards(game, "6S 5S 4S"),)))
    assert format_faces(game.table[0].meld.cards) == "4S 5S 6S"
    play(game, LayOff(0, cards(game, "3S 2S"), Side.LOW))
    assert format_faces(game.table[0].meld.cards) == "2S 3S 4S 5S 6S"


# -- 8.9 rounds and matches that could go on for ever ---------------------------------------


def never_lays(game: CardGame, turns: int, take: bool) -> None:
    """Turns with nothing laid: each draws (or takes the top discard) and discards."""
    for _ in range(turns):
        if game.phase is not Phase.DRAW:
            return
        play(game, TakePile(1) if take else DrawStock())
        if game.phase is not Phase.PLAY:
            return
        seat = game.seats[game.turn]
        free = [c for c in seat.hand if refusal(game, Discard(c)) is None]
        play(game, Discard(free[-1] if not take else free[0]))


def test_8_9_a_round_ends_after_three_renewals_with_no_card_laid() -> None:
    game = position("rummy", ["2C 9H", "4D JS"], pile="7S", phase=Phase.DRAW)
    never_lays(game, 1000, take=False)
    assert game.phase is Phase.ROUND_OVER
    result = game.results[-1]
    assert result.out is None and result.stuck and result.limit is RoundLimit.RENEWALS
    assert result.changes == (0, 0) and game.quiet_renewals == 3


def test_8_9_a_round_ends_after_50_turns_of_passing_the_top_discard() -> None:
    game = position("rummy", ["2C 9H", "4D JS"], pile="7S", phase=Phase.DRAW)
    never_lays(game, 49, take=True)
    assert game.phase is Phase.DRAW and game.quiet_turns == 49
    never_lays(game, 1, take=True)
    assert game.phase is Phase.ROUND_OVER
    assert game.results[-1].limit is RoundLimit.PASSING and game.results[-1].out is None


def test_8_9_older_records_knew_no_such_limit() -> None:
    rules = card_preset("rummy").with_options(edition=1)
    game = position(rules, ["2C 9H", "4D JS"], pile="7S", phase=Phase.DRAW)
    never_lays(game, 60, take=True)
    assert game.phase is Phase.DRAW and not game.results


def test_8_9_a_match_ends_after_100_rounds_with_the_best_total() -> None:
    game = position("rummy", ["AC 2C", "AD"], opened=(0, 1))
    game.results = [RoundResult(None, False, (0, 0))] * (MAX_ROUNDS - 1)
    game.seats[0].total, game.seats[1].total = 40, 60
    play(game, Discard(card(game, "2C")))  # a round nobody can end: the hundredth
    assert game.phase is Phase.MATCH_OVER and game.winners == (1,)

    tie = position("rummy", ["AC 2C", "AD"], opened=(0, 1))
    tie.results = [RoundResult(None, False, (0, 0))] * (MAX_ROUNDS - 1)
    tie.seats[0].total = tie.seats[1].total = 50
    play(tie, Discard(card(tie, "2C")))
    assert tie.phase is Phase.MATCH_OVER and tie.winners == (0, 1)


def test_8_9_house_rules_offer_only_games_that_can_be_won() -> None:
    for preset in CARD_PRESETS.values():
        for players in preset.players:
            preset.check_winnable(players)
    with pytest.raises(InvalidRules, match="cannot be laid from a hand of 3 cards"):
        new_card_game(card_preset("rummy51").with_options(hand_size=3), ["A", "B"], 1)
    with pytest.raises(InvalidRules, match="opening of 200"):
        card_preset("rummy30").with_options(opening_points=200).check_winnable(2)
    card_preset("rummy30").with_options(opening_points=128).check_winnable(2)
    with pytest.raises(InvalidRules, match="too few cards"):
        card_preset("rummy").with_options(hand_size=20).check_winnable(6)
    with pytest.raises(InvalidRules, match="match_rounds"):
        card_preset("rummy").with_options(match_rounds=MAX_ROUNDS + 1)


# -- 8.10 stock empty with a pile of one card ----------------------------------------------


def test_8_10_rummy30_stock_empty_with_one_pile_card_ends_the_round_and_all_pay() -> None:
    game = position("rummy30", ["KS 2C", "QH"], pile="5D", phase=Phase.DRAW)
    game.seats[1].hand.extend(game.stock)
    game.stock = []
    game.check_conservation()
    play(game, DrawStock())
    result = game.results[-1]
    assert game.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER) and result.out is None
    assert result.changes[0] == 12 and result.changes[1] > 0


# -- records of earlier versions -------------------------------------------------------------


def test_a_500_rum_record_of_format_1_replays_under_the_rules_it_was_played_with() -> None:
    text = (DATA / "rum500-format1.json").read_text(encoding="utf-8")
    game = loads(text)
    assert game.rules.edition == 1 and game.rules.pile_top_card_free is True
    assert game.rules.house_rules()["pile_top_card_free"] is True
    data = json.loads(text)
    data["format_version"] = 2  # the same actions under today's reading are refused
    with pytest.raises(ValueError, match="must be used"):
        from_dict(data)
    again = loads(dumps(game))
    assert again == game and json.loads(dumps(game))["format_version"] == 2


def test_a_record_written_today_names_its_edition_and_winners() -> None:
    game = new_card_game(card_preset("rummy30"), ["A", "B"], 3)
    record = json.loads(dumps(game))
    assert record["rules"]["edition"] == CardRules().edition == 2
    assert record["state"]["winners"] == []
    assert loads(dumps(game)) == game


# -- the codes -------------------------------------------------------------------------------


def test_every_turn_template_has_a_code_and_every_code_a_template() -> None:
    meld_codes = {CardCode.MELD_INVALID}
    assert set(TEMPLATE_CODES.values()) | meld_codes == set(CardCode)
    assert set(TEMPLATE_CODES) <= set(ALL_TEMPLATES)


@pytest.mark.parametrize("preset", sorted(CARD_PRESETS))
def test_every_refusal_in_random_play_carries_a_code(preset: str) -> None:
    codes = {code.value for code in CardCode}
    game = new_card_game(card_preset(preset), ["A", "B", "C"], 5)
    rng = random.Random(5)
    seen: set[str] = set()
    for _ in range(600):
        if game.phase is Phase.MATCH_OVER:
            break
        hand_ = game.seats[game.turn].hand
        probes: list[CardAction] = [DrawStock(), TakePile(2), GiveBack(), NextRound()]
        if hand_:
            probes += [Discard(rng.choice(hand_)), LayOff(0, (rng.choice(hand_),))]
            probes.append(LayMelds((tuple(rng.sample(hand_, min(3, len(hand_)))),)))
        for probe in probes:
            why = refusal(game, probe)
            if why is not None:
                assert why.code in codes, why
                seen.add(why.code or "")
        play(game, choose(game, rng))
    assert len(seen) >= 5
