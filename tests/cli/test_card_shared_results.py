"""The headless card commands report a shared win as shared: ``winners`` beside ``winner``."""

from __future__ import annotations

import json

import pytest

from rummy_desktop.__main__ import main
from rummy_desktop.cards.ai.players import make_card_player
from rummy_desktop.cards.ai.runner import CardGameResult, finish_card_match
from rummy_desktop.cards.core.actions import Discard
from rummy_desktop.cards.core.referee import play
from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.cards.core.state import Phase
from rummy_desktop.cli.arena import player_reports, record_of
from rummy_desktop.cli.cards.selfplay import outcome, report
from tests.cards.test_card_scoring import FULL_SETS, LOOSE, stuck_position


def shared_result() -> CardGameResult:
    """A one-deal match of basic Rummy whose only round nobody can end: 0 each, shared."""
    rules = card_preset("rummy").with_options(match_end="rounds", match_rounds=1)
    game = stuck_position(FULL_SETS, LOOSE, rules)
    play(game, Discard(game.seats[0].hand[1]))
    assert game.phase is Phase.MATCH_OVER
    players = [make_card_player("easy"), make_card_player("easy")]
    return finish_card_match(game, players)


def test_the_runner_and_selfplay_report_every_sharer() -> None:
    result = shared_result()
    assert result.winner is None and result.winners == (0, 1)
    rules = card_preset("rummy")
    shown = report(rules, ["easy", "hard"], 3, result)
    assert shown["winner"] is None and shown["winner_level"] is None
    assert shown["winners"] == [0, 1]
    assert outcome(result, ["Ann", "Bob"]) == "won by Ann and Bob, shared"


def test_selfplay_json_keeps_winner_and_adds_winners(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["selfplay", "--game", "rummy", "--players", "hard,easy", "--seed", "4", "--json"])
    out = capsys.readouterr().out.strip().splitlines()
    assert code == 0
    last = json.loads(out[-1])
    assert last["winner"] in (0, 1) and last["winners"] == [last["winner"]]
    assert out[-2].endswith(f"won by {['Hard 1', 'Easy 2'][last['winner']]}")


def test_the_arena_counts_a_shared_win_for_the_sharers_and_a_loss_for_the_rest() -> None:
    sole = CardGameResult(0, (10, 0, 0), 5, 1, [[], [], []], [[], [], []], False, (0,))
    shared = CardGameResult(None, (0, 0, -5), 5, 1, [[], [], []], [[], [], []], False, (0, 1))
    seating = [2, 0, 1]  # seat 0 holds player 2
    records = [
        record_of(0, seating, sole, sole.winners),
        record_of(1, seating, shared, shared.winners),
    ]
    assert records[0].winner == 2 and records[1].winners == (2, 0)
    figures = {p["player"]: p for p in player_reports(["easy", "medium", "hard"], records)}
    assert [figures[p]["wins"] for p in range(3)] == [0, 0, 1]
    assert [figures[p]["shared_wins"] for p in range(3)] == [1, 0, 1]
    assert [figures[p]["draws"] for p in range(3)] == [0, 0, 0]
    assert [figures[p]["losses"] for p in range(3)] == [1, 2, 0]


def test_a_tile_record_without_winners_is_read_as_before() -> None:
    draw = CardGameResult(None, (0, 0), 5, 1, [[], []], [[], []], False)
    record = record_of(0, [1, 0], draw)
    assert record.winners == () and player_reports(["a", "b"], [record])[0]["draws"] == 1
