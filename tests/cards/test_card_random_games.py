"""Seeded random games to the end for every preset, the rules' invariants after every action.

Also the hypothesis properties: cards are conserved whatever is played, and an
action the referee refuses changes nothing.
"""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.cards.core.actions import (
    CardAction,
    Discard,
    DrawStock,
    ExchangeJoker,
    LayMelds,
    LayOff,
    Side,
    TakePile,
)
from rummy_desktop.cards.core.melds import judge_meld
from rummy_desktop.cards.core.referee import play, refusal
from rummy_desktop.cards.core.rules import CardRules, card_preset
from rummy_desktop.cards.core.serialize import dumps, loads
from rummy_desktop.cards.core.state import CardGame, Phase, new_card_game
from rummy_desktop.core.errors import IllegalMove
from tests.cards.random_player import choose

PRESETS = ("rummy", "rummy30", "rummy51", "rum500")


def check_invariants(game: CardGame) -> None:
    game.check_conservation()
    for laid in game.table:
        again = judge_meld(laid.meld.cards, game.rules.max_jokers_per_meld, laid.meld.joker_faces())
        assert again.faces == laid.meld.faces, "a joker's card changed"
        assert len(laid.laid_by) == len(laid.meld.cards)
    if game.phase in (Phase.DRAW, Phase.PLAY):
        assert not game.seats[game.turn].eliminated
        assert game.seats[game.turn].hand or game.phase is Phase.DRAW
    if game.phase is Phase.MATCH_OVER:
        assert game.winners and set(game.winners) <= set(range(len(game.seats)))


def no_lay_off_possible(game: CardGame) -> bool:
    """Every meld on the table is full (sets of four, runs of thirteen)."""
    return all(len(t.meld.cards) == (4 if t.meld.kind.value == "set" else 13) for t in game.table)


def play_out(rules: CardRules, players: int, seed: int, limit: int = 20000) -> CardGame:
    """Random legal play to the end of the match.

    A round can block for good under the rules themselves: in Rummy 30/51 a
    player with one card left can only go out by laying off, and a table of
    full sets takes nothing. Such a round (and only such a one) is accepted
    as the end of the test game.
    """
    game = new_card_game(rules, [f"P{i}" for i in range(players)], seed)
    rng = random.Random(seed)
    round_actions = 0
    for _ in range(limit):
        if game.phase is Phase.MATCH_OVER:
            break
        round_actions = 0 if game.phase is Phase.ROUND_OVER else round_actions + 1
        if round_actions > 3000:
            assert no_lay_off_possible(game), "a round went on without end"
            return game
        action = choose(game, rng)
        before_pile = list(game.pile)
        play(game, action)
        check_invariants(game)
        if isinstance(action, Discard) and game.pile:
            assert game.pile[:-1] == before_pile, "the discard pile keeps its order"
    assert game.phase is Phase.MATCH_OVER, "the game did not end"
    return game


@pytest.mark.parametrize("preset", PRESETS)
def test_a_random_game_plays_to_the_end(preset: str) -> None:
    rules = card_preset(preset).with_options(match_end="rounds", match_rounds=2)
    game = play_out(rules, 3, seed=11)
    assert len(game.results) >= 2


@pytest.mark.slow
@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("seed", range(6))
def test_random_matches_with_sampled_options(preset: str, seed: int) -> None:
    rng = random.Random(seed)
    players = rng.choice(list(card_preset(preset).players))
    options: dict[str, object] = {"match_end": "rounds", "match_rounds": rng.randint(1, 3)}
    if preset == "rum500":
        options["jokers"] = rng.choice([0, 1, 2])
        options["joker_counts_as_card"] = rng.random() < 0.5
    if preset.startswith("rummy3") or preset.startswith("rummy5"):
        options["max_added_per_run"] = rng.choice([None, 1, 2, 3])
        options["elimination_points"] = rng.choice([50, 101])
        if seed % 2:
            options["match_end"] = "elimination"
    if preset != "rummy" and seed % 3 == 0:
        options["jokers"] = rng.choice([1, 2, 4])
        options["max_jokers_per_meld"] = rng.choice([1, 2])
    game = play_out(card_preset(preset).with_options(**options), players, seed)
    assert loads(dumps(game)) == game, "the whole match round-trips through its record"


def any_action(game: CardGame, data: st.DataObject) -> CardAction:
    """Any action at all, legal or not, built from the cards of the game."""
    hand = game.seats[game.turn].hand
    pick = st.sampled_from(list(game.pack))
    kind = data.draw(st.sampled_from(["draw", "take", "meld", "off", "swap", "discard"]))
    if kind == "draw":
        return DrawStock()
    if kind == "take":
        return TakePile(data.draw(st.integers(0, 5)))
    some = st.lists(st.sampled_from(hand) if hand else pick, min_size=1, max_size=4)
    if kind == "meld":
        return LayMelds((tuple(data.draw(some)),))
    index = data.draw(st.integers(-1, len(game.table)))
    if kind == "off":
        return LayOff(index, tuple(data.draw(some)), data.draw(st.sampled_from(list(Side))))
    if kind == "swap":
        return ExchangeJoker(index, tuple(data.draw(some)))
    return Discard(data.draw(pick))


@settings(max_examples=15, deadline=None)
@given(st.sampled_from(PRESETS), st.integers(0, 10**6), st.data())
def test_cards_are_conserved_and_refusals_change_nothing(
    preset: str, seed: int, data: st.DataObject
) -> None:
    game = new_card_game(card_preset(preset), ["A", "B", "C"], seed)
    rng = random.Random(seed)
    for _ in range(40):
        if game.phase is Phase.MATCH_OVER:
            break
        action = any_action(game, data)
        before = copy.deepcopy(game)
        why = refusal(game, action)
        assert game == before
        if why is None:
            play(game, action)
        else:
            with pytest.raises(IllegalMove):
                play(game, action)
            assert game == before
            play(game, choose(game, rng))
        check_invariants(game)
