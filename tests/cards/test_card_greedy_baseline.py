"""The greedy card player of the benchmarks (issue 30's baseline) plays as its description says.

It lives in ``benchmarks/card_greedy.py``, not in the game: these tests pin
that the yardstick the levels are measured against is the one described, and
that it plays legal games.
"""

from __future__ import annotations

import random

import pytest

from benchmarks.card_greedy import GreedyPlayer, connects, make_benchmark_player
from rummy_desktop.cards.ai.players import CardPlayer
from rummy_desktop.cards.ai.runner import play_card_match
from rummy_desktop.cards.core.actions import Discard, DrawStock, LayMelds, TakePile
from rummy_desktop.cards.core.cards import Card, parse_faces
from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.cards.core.state import Phase, seat_view
from tests.cards.positions import card, position


def _cards(text: str) -> list[Card]:
    return [Card(face, copy) for copy, face in enumerate(parse_faces(text))]


def test_a_card_connects_by_rank_or_by_suit_within_two_places() -> None:
    hand = _cards("7H 9H 7C KS AS 4D 4D")
    seven, nine, seven_c, king, ace, four, twin = hand
    assert connects(seven, hand) and connects(nine, hand) and connects(seven_c, hand)
    assert connects(king, hand) and connects(ace, hand)  # Q K A: the ace stands high too
    assert not connects(four, hand) and not connects(twin, hand)  # a twin makes no meld


def test_the_highest_card_that_connects_to_nothing_is_thrown() -> None:
    game = position("rummy", hands=["KS 9D 4C 5C 2H", "3H 4H 5H 9S"], pile="6S")
    actions = GreedyPlayer().play(seat_view(game, 0), game.rules, random.Random(1))
    assert actions == [Discard(card(game, "KS"))]


def test_when_every_card_connects_the_highest_is_thrown() -> None:
    game = position("rummy", hands=["KS QS 4C 5C", "3H 4H 5H 9S"], pile="6S")
    actions = GreedyPlayer().play(seat_view(game, 0), game.rules, random.Random(1))
    assert actions == [Discard(card(game, "KS"))]


def test_every_meld_is_laid_at_once() -> None:
    game = position("rummy", hands=["7H 8H 9H 4C 4D 4S KD 2C", "3H 4H 5H 9S"], pile="6S")
    actions = GreedyPlayer().play(seat_view(game, 0), game.rules, random.Random(1))
    assert isinstance(actions[0], LayMelds) and len(actions[0].melds) == 2
    assert actions[-1] == Discard(card(game, "KD"))


@pytest.mark.parametrize(("pile", "draw"), [("9H", TakePile(1)), ("9C", DrawStock())])
def test_the_pile_is_taken_only_for_a_card_laid_at_once(pile: str, draw: object) -> None:
    game = position("rummy", hands=["7H 8H 2C 4D KS", "3C 4C 5C 9S"], pile=pile, phase=Phase.DRAW)
    assert GreedyPlayer().draw(seat_view(game, 0), game.rules, random.Random(1)) == draw


def test_the_withholding_variant_keeps_back_a_card_the_table_takes() -> None:
    game = position(
        "rummy", hands=["8D 2C 3C 4S", "3H 4H 5H 9S"], table=(("5D 6D 7D", 1),), pile="6S"
    )
    view = seat_view(game, 0)
    assert GreedyPlayer().play(view, game.rules, random.Random(1)) == [Discard(card(game, "8D"))]
    withholding = GreedyPlayer(withholding=True).play(view, game.rules, random.Random(1))
    assert withholding == [Discard(card(game, "4S"))]


def test_benchmark_names_give_the_baseline_or_a_game_level() -> None:
    assert isinstance(make_benchmark_player("greedy"), GreedyPlayer)
    assert make_benchmark_player("greedy-withholding").withholding  # type: ignore[attr-defined]
    hard = make_benchmark_player("hard")
    assert type(hard) is CardPlayer and hard.level.name == "hard"


@pytest.mark.parametrize("preset", ["rummy", "rummy30", "rummy51", "rum500"])
def test_the_baseline_plays_whole_rounds_without_an_illegal_move(preset: str) -> None:
    rules = card_preset(preset).with_options(match_end="rounds", match_rounds=2)
    players = [GreedyPlayer(), GreedyPlayer(withholding=True)]
    game, result = play_card_match(rules, players, 3)
    assert result.illegal_moves == 0, result.illegal
    assert not result.capped and result.rounds >= 2
    game.check_conservation()
