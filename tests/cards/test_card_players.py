"""The card computer players: legal to the end of every game, deterministic, choosing well.

Each decision goes through the referee in the runner; a refused one is counted
as an illegal move, so ``illegal_moves == 0`` means the referee accepted every
choice the players made.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from rummy_desktop.cards.ai.players import CARD_LEVELS, CardPlayer
from rummy_desktop.cards.ai.runner import Tally, play_card_match, play_turn, rule_on
from rummy_desktop.cards.core.actions import (
    Discard,
    DrawStock,
    GiveBack,
    LayMelds,
    LayOff,
    Side,
    TakePile,
)
from rummy_desktop.cards.core.cards import format_faces
from rummy_desktop.cards.core.referee import default_action, play
from rummy_desktop.cards.core.rules import PileTaking, card_preset
from rummy_desktop.cards.core.state import CardGame, Phase, seat_view
from tests.cards.positions import card, position

PRESETS = ("rummy", "rummy30", "rummy51", "rum500")


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("level", sorted(CARD_LEVELS))
def test_every_level_plays_every_game_to_the_end_without_an_illegal_action(
    preset: str, level: str
) -> None:
    rules = card_preset(preset).with_options(match_end="rounds", match_rounds=2)
    for seed in (1, 2):
        game, result = play_card_match(rules, [CardPlayer(level), CardPlayer("easy")], seed)
        assert game.phase is Phase.MATCH_OVER or result.winner is None
        assert not result.capped
        assert result.illegal_moves == 0, result.illegal
        assert result.rounds >= 2
        game.check_conservation()


@pytest.mark.slow
@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("seed", range(3))
def test_whole_matches_of_three_levels_are_legal(preset: str, seed: int) -> None:
    players = [CardPlayer("hard"), CardPlayer("medium"), CardPlayer("easy")]
    game, result = play_card_match(card_preset(preset), players, seed)
    assert game.phase is Phase.MATCH_OVER
    assert result.illegal_moves == 0, result.illegal


def test_the_same_seed_plays_the_same_match() -> None:
    rules = card_preset("rum500")
    first = play_card_match(rules, [CardPlayer("hard"), CardPlayer("medium")], 5)[1]
    again = play_card_match(rules, [CardPlayer("hard"), CardPlayer("medium")], 5)[1]
    assert (first.scores, first.turns, first.winner) == (again.scores, again.turns, again.winner)


def test_the_top_discard_is_taken_only_when_it_makes_a_meld_now() -> None:
    player = CardPlayer("easy")
    rng = random.Random(1)
    wanted = position("rummy", hands=["7H 8H KC 2D", "3C 4C 5C 9S"], pile="9H", phase=Phase.DRAW)
    assert player.draw(seat_view(wanted, 0), wanted.rules, rng) == TakePile(1)
    useless = position("rummy", hands=["7H 8H KC 2D", "3C 4C 5C 9S"], pile="4S", phase=Phase.DRAW)
    assert player.draw(seat_view(useless, 0), useless.rules, rng) == DrawStock()


def test_no_rummy51_pile_card_is_taken_without_an_opening_of_51_with_a_run() -> None:
    game = position(
        "rummy51", hands=["7H 8H 2C 3D 4S 9C", "3C 4C 5C 9S"], pile="9H", phase=Phase.DRAW
    )
    assert CardPlayer("hard").draw(seat_view(game, 0), game.rules, random.Random(1)) == DrawStock()
    rich = position(
        "rummy51",
        hands=["QH KH KC KD KS 2C 5D", "3C 4C 5C 9S"],
        pile="AH",
        phase=Phase.DRAW,
    )
    assert CardPlayer("hard").draw(seat_view(rich, 0), rich.rules, random.Random(1)) == TakePile(1)


def test_rum500_takes_deep_in_the_pile_when_the_deepest_card_melds() -> None:
    game = position(
        "rum500",
        hands=["9S 9D 2C 4H", "3C 4C 5C 8S"],
        pile="9H KD 6C",
        phase=Phase.DRAW,
    )
    view = seat_view(game, 0)
    assert CardPlayer("hard").draw(view, game.rules, random.Random(1)) == TakePile(3)
    assert CardPlayer("easy").draw(view, game.rules, random.Random(1)) == DrawStock()


def test_easy_lays_the_meld_and_throws_any_card_left_as_chance_has_it() -> None:
    game = position("rummy", hands=["7H 8H 9H KC 2D", "3C 4C 5C 9S"], pile="4S")
    thrown = set()
    for seed in range(20):
        actions = CardPlayer("easy").play(seat_view(game, 0), game.rules, random.Random(seed))
        assert [type(a) for a in actions] == [LayMelds, Discard]
        assert isinstance(actions[0], LayMelds) and isinstance(actions[1], Discard)
        assert format_faces(actions[0].melds[0]) == "7H 8H 9H"
        thrown.add(str(actions[1].card))
    assert thrown == {"KC", "2D"}  # the king's cost does not make it go first


def test_medium_keeps_a_connector_and_throws_the_dearest_loose_card() -> None:
    game = position("rummy", hands=["9H TH 2C 5D 8S", "3C 4C 5C 9S"], pile="4S")
    view = seat_view(game, 0)
    for seed in range(5):
        medium = CardPlayer("medium").play(view, game.rules, random.Random(seed))
        assert medium[-1] == Discard(card(game, "8S"))
    easy = {
        str(CardPlayer("easy").play(view, game.rules, random.Random(seed))[-1].card)  # type: ignore[attr-defined]
        for seed in range(30)
    }
    assert {"9H", "TH"} <= easy  # a beginner breaks up its near-run too


def test_hard_does_not_feed_a_lay_off_to_the_table() -> None:
    game = position(
        "rummy", hands=["9C 2D 6D KS", "3C 4C 5C 9D"], table=(("TS JS QS", 1),), pile="4S"
    )
    view = seat_view(game, 0)
    assert str(CardPlayer("medium").play(view, game.rules, random.Random(1))[-1].card) == "KS"  # type: ignore[attr-defined]
    assert str(CardPlayer("hard").play(view, game.rules, random.Random(1))[-1].card) == "9C"  # type: ignore[attr-defined]


def test_a_refused_choice_becomes_the_legal_default() -> None:
    game = position("rummy", hands=["7H 8H 9H KC", "3C 4C 5C 9S"], pile="4S", phase=Phase.DRAW)
    action, why = rule_on(game, Discard(game.seats[0].hand[0]))
    assert action == DrawStock() and why
    play(game, action)
    action, why = rule_on(game, "nonsense")
    assert why and action == default_action(game)
    assert isinstance(action, Discard)


def test_hard_remembers_a_discard_the_next_player_took_and_keeps_its_like() -> None:
    hands = ["8H 5S 2D 3H", "3C 4C 5C 9D"]
    drawing = position("rummy", hands=hands, pile="4S KD", phase=Phase.DRAW)
    hard = CardPlayer("hard")
    hard.table_cards = 0
    hard.last_discard = next(c for c in drawing.pack if str(c) == "7H")
    hard.pile_after_discard = 2  # the opponent took our 7H and discarded the king
    hard.draw(seat_view(drawing, 0), drawing.rules, random.Random(1))
    assert {str(face) for face in hard.wanted} == {"7H"}
    playing = position("rummy", hands=hands, pile="4S KD")
    view = seat_view(playing, 0)
    medium = CardPlayer("medium").play(view, playing.rules, random.Random(1))
    assert str(medium[-1].card) == "8H"  # type: ignore[attr-defined]
    assert str(hard.play(view, playing.rules, random.Random(1))[-1].card) == "5S"  # type: ignore[attr-defined]


def test_a_table_quiet_for_long_makes_the_discard_a_seeded_chance() -> None:
    game = position("rummy", hands=["9H TH 2C 5D 8S", "3C 4C 5C 9S"], pile="4S")
    view = seat_view(game, 0)
    picks = set()
    for seed in range(12):
        player = CardPlayer("medium")
        player.table_cards, player.quiet_turns = 0, 99
        picks.add(str(player.play(view, game.rules, random.Random(seed))[-1].card))  # type: ignore[attr-defined]
    assert len(picks) > 1
    assert str(CardPlayer("medium").play(view, game.rules, random.Random(0))[-1].card) == "8S"  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("hand", "table", "pile", "laid"),
    [
        ("7S TS 2S TD KS 4S 6C KH 6S 5D", "TH JH QH", "AH QD AS", "KH AH"),
        ("7C 8D 9D", "8C 9C TC JC", "6C 6D", "6C 7C"),
    ],
)
def test_rum500_lays_the_deepest_card_taken_first_even_behind_a_card_of_the_hand(
    hand: str, table: str, pile: str, laid: str
) -> None:
    """The deepest card fits only with a card of the hand before it: both go in one lay-off."""
    game = position(
        "rum500",
        hands=[hand, "3D 4D 5H"],
        table=((table, 1),),
        pile=pile,
        phase=Phase.DRAW,
        opened=(0,),
    )
    tally = Tally()
    play_turn(game, CardPlayer("hard"), random.Random(1), tally)
    assert tally.illegal == []
    assert any(isinstance(a, LayOff) and format_faces(a.cards) == laid for a in game.history), (
        game.history
    )


@pytest.mark.parametrize(("opponent", "hard_throws"), [("3C 4C", "S"), ("3C 4C 5C 9D 9H", "D")])
def test_hard_sheds_high_cards_before_connectors_when_an_opponent_is_nearly_out(
    opponent: str, hard_throws: str
) -> None:
    game = position("rummy30", hands=["KS QS 3D 8D", opponent], pile="4S", opened=(0,))
    view = seat_view(game, 0)
    medium = CardPlayer("medium").play(view, game.rules, random.Random(1))
    hard = CardPlayer("hard").play(view, game.rules, random.Random(1))
    assert str(medium[-1].card) == "8D"  # type: ignore[attr-defined]
    assert str(hard[-1].card).endswith(hard_throws)  # type: ignore[attr-defined]


def _only_card_to_discard() -> CardGame:
    """Arena deal 274532136659266: 4H deep in the pile fits the table only behind 5H, the
    one card of the hand; laying both would leave only 7C, taken this turn, to discard."""
    return position(
        "rum500",
        hands=["5H", "3D 4D 9S"],
        table=(("6H 7H 8H 9H TH JH QH KH", 1),),
        pile="8C 4H 7C",
        phase=Phase.DRAW,
        opened=(0, 1),
    )


@pytest.mark.parametrize("level", list(CARD_LEVELS))
def test_rum500_never_lays_off_the_only_card_it_may_discard(level: str) -> None:
    game = _only_card_to_discard()
    tally = Tally()
    play_turn(game, CardPlayer(level), random.Random(1), tally)
    assert tally.illegal == []
    assert game.phase is Phase.ROUND_OVER or game.turn == 1
    taken = _only_card_to_discard()  # the pile taken as the faulty plan did
    play(taken, TakePile(2))
    actions = CardPlayer(level).play(seat_view(taken, 0), taken.rules, random.Random(1))
    for action in actions:
        assert rule_on(taken, action)[1] == ""
        play(taken, action)
    assert actions[-1] == GiveBack() or isinstance(actions[-1], Discard)


@pytest.mark.parametrize("level", list(CARD_LEVELS))
def test_a_must_use_lay_off_of_two_cards_counts_both_towards_the_run_limit(level: str) -> None:
    """Rummy 30 taking any depth: 8H leads the must-use 9H onto the run, which then takes
    no third card this turn (4H would make three added cards)."""
    rules = dataclasses.replace(card_preset("rummy30"), pile_taking=PileTaking.ANY_DEPTH)
    game = position(
        rules,
        hands=["8H 4H 2C KD 3S", "3D 4D 9S 9C"],
        table=(("5H 6H 7H", 1),),
        pile="9H QC",
        phase=Phase.DRAW,
        opened=(0,),
    )
    play(game, TakePile(2))
    actions = CardPlayer(level).play(seat_view(game, 0), game.rules, random.Random(1))
    assert LayOff(0, (card(game, "8H"), card(game, "9H")), Side.HIGH) in actions
    for action in actions:
        assert rule_on(game, action)[1] == ""
        play(game, action)
    assert game.turn == 1


@pytest.mark.parametrize("level", CARD_LEVELS)
def test_a_twin_of_the_card_taken_is_never_left_as_the_only_discard(level: str) -> None:
    """CARD_RULES.md 8.5: with 3H 2H and the 2H just taken, laying off 3H would leave
    two 2H, neither of which may be discarded; the players lay nothing the referee
    refuses (seen in the Rummy 30 arena, deal seed 130160004811467)."""
    table = (("2D 3D 4D 5D 6D", 1), ("4H 5H 6H 7H 8H", 1), ("7S 8S 9S", 0))
    game = position("rummy30", ["3H 2H", "KC QC"], pile="2H", table=table, phase=Phase.DRAW)
    game.seats[0].opened = game.seats[1].opened = True
    game.memory.opened_before = True
    tally = Tally()
    play_turn(game, CardPlayer(level), random.Random(3), tally)
    assert tally.illegal == []


def test_the_rummy30_arena_deal_with_a_twin_taken_is_played_without_illegal_moves() -> None:
    players = [CardPlayer("hard"), CardPlayer("medium")]
    _, result = play_card_match(card_preset("rummy30"), players, 130160004811467)
    assert result.illegal_moves == 0, result.illegal
