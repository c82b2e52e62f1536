"""The card think-time benchmark times the very decisions the players made.

``benchmarks/card_think_time.py`` wraps each player so that it records what
every decision was made from, then asks that decision again on its own. These
tests pin that the wrapper does not change the play, that a decision asked
again from its record gives the answer it gave in the game, and that a
different answer would be reported.
"""

from __future__ import annotations

import dataclasses

import pytest

from benchmarks.card_greedy import make_benchmark_player
from benchmarks.card_think_time import Decision, Recording, Slowest, parse_deals, retime
from rummy_desktop.cards.ai.runner import finish_card_match, play_card_match
from rummy_desktop.cards.core.actions import DrawStock, TakePile
from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.cards.core.state import new_card_game


def _decision(seconds: float) -> Decision:
    return Decision(seconds, seconds, "draw", b"", card_preset("rummy"), DrawStock(), 0)


def test_only_the_slowest_decisions_are_kept_slowest_first() -> None:
    slowest = Slowest(top=2)
    for seconds in (0.3, 0.1, 0.5, 0.2):
        slowest.offer(_decision(seconds))
    assert slowest.decisions == 4
    assert [d.cpu for d in slowest.slowest_first()] == [0.5, 0.3]
    assert slowest.wall_max == 0.5


def test_deals_are_given_for_all_games_and_per_game() -> None:
    games = ["rummy", "rum500"]
    assert parse_deals("20,rum500=50", games) == {"rummy": 20, "rum500": 50}
    assert parse_deals("7", games) == {"rummy": 7, "rum500": 7}
    with pytest.raises(SystemExit):
        parse_deals("20,rummy51=5", games)


def test_a_kept_decision_asked_again_gives_its_answer_and_a_changed_one_is_seen() -> None:
    """500 Rum, where ``hard`` remembers most (the spread pile, what the opponent took)."""
    rules = card_preset("rum500")
    keep = [Slowest(top=40), Slowest(top=40)]
    names = ("hard", "medium")
    players = [Recording(make_benchmark_player(n), k) for n, k in zip(names, keep, strict=True)]
    game = new_card_game(rules, ["A", "B"], 3)
    result = finish_card_match(game, players, stop_after_turns=40)
    assert keep[0].decisions == len(result.think_seconds[0]) >= 40  # a draw and a play a turn
    decisions = keep[0].slowest_first() + keep[1].slowest_first()
    assert {d.question for d in decisions} == {"draw", "play"}
    for decision in decisions:
        assert retime(decision, 2)[1]
    draw = next(d for d in decisions if d.question == "draw")
    other = TakePile(2) if draw.answer == DrawStock() else DrawStock()
    assert not retime(dataclasses.replace(draw, answer=other), 1)[1]


@pytest.mark.slow
def test_a_recorded_player_plays_the_same_match_as_its_level() -> None:
    rules = card_preset("rum500")
    names = ("hard", "greedy")
    _, plain = play_card_match(rules, [make_benchmark_player(n) for n in names], 11)
    players = [Recording(make_benchmark_player(n), Slowest(3)) for n in names]
    _, recorded = play_card_match(rules, players, 11)
    assert (recorded.scores, recorded.turns, recorded.rounds) == (
        plain.scores,
        plain.turns,
        plain.rounds,
    )
    assert recorded.illegal_moves == 0
