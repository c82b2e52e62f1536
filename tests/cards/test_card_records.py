"""Card game records: versioned JSON, replayed and checked on load, round trips."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.cards.core.referee import play
from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.cards.core.serialize import dumps, loads
from rummy_desktop.cards.core.state import CardGame, Phase, new_card_game, seat_view
from rummy_desktop.core.errors import InvalidRecord
from tests.cards.random_player import choose


def played(preset: str, seed: int, actions: int) -> CardGame:
    rules = card_preset(preset).with_options(match_end="rounds", match_rounds=2)
    game = new_card_game(rules, ["Ann", "Bob", "Cy"], seed)
    rng = random.Random(seed)
    for _ in range(actions):
        if game.phase is Phase.MATCH_OVER:
            break
        play(game, choose(game, rng))
    return game


@settings(max_examples=12, deadline=None)
@given(
    st.sampled_from(["rummy", "rummy30", "rummy51", "rum500"]),
    st.integers(0, 10**6),
    st.integers(0, 150),
)
def test_records_round_trip(preset: str, seed: int, actions: int) -> None:
    game = played(preset, seed, actions)
    again = loads(dumps(game))
    assert again == game
    assert seat_view(again, 1) == seat_view(game, 1)


def test_a_loaded_game_plays_on_identically() -> None:
    game = played("rummy51", 5, 60)
    again = loads(dumps(game))
    rng_a, rng_b = random.Random(9), random.Random(9)
    for _ in range(40):
        if game.phase is Phase.MATCH_OVER:
            break
        play(game, choose(game, rng_a))
        play(again, choose(again, rng_b))
    assert dumps(again) == dumps(game)


def edited(game: CardGame, change: str) -> str:
    data = json.loads(dumps(game))
    if change == "hand":
        data["state"]["hands"][0] = "AS"
    elif change == "action":
        data["actions"][0] = {"do": "discard", "card": "QS:0"}
    elif change == "card":
        data["actions"][1] = {"do": "discard", "card": "QS:7"}
    elif change == "version":
        data["format_version"] = 99
    elif change == "format":
        data["format"] = "rummy-desktop game record"
    elif change == "rules":
        data["rules"]["jokers"] = 77
    return json.dumps(data)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ("hand", "hands differs"),
        ("action", "action 1 of the saved game is not allowed"),
        ("card", "not in this game's pack"),
        ("version", "newer version"),
        ("format", "not a rummy-desktop card game record"),
        ("rules", "jokers must be from 0 to 4"),
    ],
)
def test_edited_records_are_refused_by_name(change: str, words: str) -> None:
    game = played("rummy30", 3, 30)
    with pytest.raises(InvalidRecord, match=words):
        loads(edited(game, change))


def test_truncated_records_are_refused() -> None:
    text = dumps(played("rum500", 4, 30))
    with pytest.raises(InvalidRecord, match="not valid JSON"):
        loads(text[: len(text) // 2])
