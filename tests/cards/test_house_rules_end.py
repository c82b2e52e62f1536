"""Card house rules that used to run for ever end by CARD_RULES.md 8.9 everywhere they are
played: headless (``selfplay``), at the online card table and in the window's controller.

Two house rules the rules accept but under which rounds are seldom won: Rummy with an
opening of 100 points (within reach of a hand, so allowed, yet almost never laid) and a
500 Rum match of 7 players from one pack (a stock of 3 cards). The referee ends each
round by its quiet limits and the match after 100 rounds; the headless runner's own
caps (:data:`MAX_TURNS_PER_ROUND`, :data:`runner.MAX_ROUNDS`) are never what ends them.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.__main__ import main
from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.app.cards.board import CardPhase, CardRoundEnd
from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.cards.setup import CardSetup
from rummy_desktop.app.seats import Seat
from rummy_desktop.cards.ai import runner
from rummy_desktop.cards.ai.players import make_card_player
from rummy_desktop.cards.ai.runner import MAX_TURNS_PER_ROUND, play_card_match
from rummy_desktop.cards.core.actions import DrawStock, NextRound, TakePile
from rummy_desktop.cards.core.referee import play
from rummy_desktop.cards.core.rules import MAX_ROUNDS, CardRules, card_preset
from rummy_desktop.cards.core.state import CardGame, Phase, RoundLimit, new_card_game
from rummy_desktop.online.card_table import CardTable, round_end_how
from rummy_desktop.online.protocol import SeatRequest

SLOW_OPENING = card_preset("rummy").with_options(opening_points=100)
CROWDED_500 = card_preset("rum500").with_options(packs=1)
CROWD = ["medium"] * 7


def test_the_house_rules_are_accepted() -> None:
    SLOW_OPENING.check_winnable(2)
    CROWDED_500.check_winnable(7)
    assert MAX_ROUNDS < runner.MAX_ROUNDS  # the referee's limit comes first


def round_lengths(game: CardGame) -> list[int]:
    """Turns (draws that begin a turn) of each round of a finished match, from its history."""
    again = new_card_game(game.rules, [s.name for s in game.seats], game.seed)
    lengths = [0]
    for action in game.history:
        if isinstance(action, NextRound):
            lengths.append(0)
        elif isinstance(action, DrawStock | TakePile) and again.phase is Phase.DRAW:
            lengths[-1] += 0 if again.memory.gave_back else 1
        play(again, action)
    return lengths


def assert_ended_by_the_rules(game: CardGame, rounds: int, capped: bool) -> None:
    """The match ended by the referee after 100 rounds, no round near the runner's cap."""
    assert not capped
    assert game.phase is Phase.MATCH_OVER
    assert rounds == len(game.results) == MAX_ROUNDS
    assert max(round_lengths(game)) < MAX_TURNS_PER_ROUND
    assert all(r.out is None for r in game.results)  # nobody ever went out


LIMITS = {RoundLimit.RENEWALS, RoundLimit.PASSING}
"""The quiet limits of CARD_RULES.md 8.9 (a 500 Rum round of 7 from one pack ends sooner,
when its stock of 3 cards runs out)."""


def test_selfplay_ends_a_crowded_500_rum_match_by_the_rules_not_its_caps() -> None:
    game, result = play_card_match(CROWDED_500, [make_card_player(lv) for lv in CROWD], 1)
    assert_ended_by_the_rules(game, result.rounds, result.capped)
    assert result.winners


@pytest.mark.slow
def test_selfplay_ends_a_rummy_match_with_an_opening_of_100_by_the_rules() -> None:
    players = [make_card_player("medium"), make_card_player("easy")]
    game, result = play_card_match(SLOW_OPENING, players, 1)
    assert_ended_by_the_rules(game, result.rounds, result.capped)
    assert {r.limit for r in game.results} <= LIMITS  # each round ended by a quiet limit
    assert result.turns > MAX_TURNS_PER_ROUND  # over the whole match, never in a round


def test_the_selfplay_command_reports_the_match_ended_uncapped(
    capsys: pytest.CaptureFixture[str],
) -> None:
    levels = ",".join(CROWD)
    args = ["selfplay", "--game", "rum500", "--option", "packs=1", "--players", levels]
    assert main([*args, "--json"]) == 0
    report = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert report["capped"] is False and report["rounds"] == MAX_ROUNDS
    assert report["winners"]


def table_of(rules: CardRules, levels: list[str]) -> CardTable:
    names = [f"{lv.capitalize()} {i + 1}" for i, lv in enumerate(levels)]
    seats = [SeatRequest(n, lv) for n, lv in zip(names, levels, strict=True)]
    table, _tokens = CardTable.create(seats, rules, 1)
    return table


def play_table(table: CardTable) -> list[dict[str, object]]:
    frames: list[dict[str, object]] = []
    while table.computer_on_turn() is not None:
        at, work = table.computer_work(CancelFlag())
        frames.extend(table.finish_computer(at, work()))
    return frames


def test_the_online_card_table_ends_a_crowded_500_rum_match_and_says_how_rounds_ended() -> None:
    table = table_of(CROWDED_500, CROWD)
    frames = play_table(table)
    assert table.finished and table.result is not None
    assert table.result["capped"] is False and table.result["rounds"] == MAX_ROUNDS
    assert_ended_by_the_rules(table.game, MAX_ROUNDS, False)
    hows = [f["how"] for f in frames if f.get("type") == "round_end"]
    assert hows == ["stock"] * MAX_ROUNDS  # the last round's end too, then the result
    assert [f["type"] for f in frames][-2:] == ["round_end", "result"]
    assert [f["type"] for f in frames].count("result") == 1
    assert all(round_end_how(r) == how for r, how in zip(table.game.results, hows, strict=True))


@pytest.mark.slow
def test_the_online_card_table_ends_a_rummy_match_with_an_opening_of_100() -> None:
    table = table_of(SLOW_OPENING, ["medium", "easy"])
    frames = play_table(table)
    assert table.result is not None and table.result["capped"] is False
    assert_ended_by_the_rules(table.game, int(table.result["rounds"]), False)
    hows = {f["how"] for f in frames if f.get("type") == "round_end"}
    assert hows <= {"renewals", "passing"} and hows  # said, not "stock"


@pytest.fixture
def controller(qtbot: QtBot) -> Iterator[CardController]:
    c = CardController()
    c.set_speed("instant")
    yield c
    c.shutdown()


def test_the_window_ends_a_crowded_500_rum_match_by_the_rules(
    qtbot: QtBot, controller: CardController
) -> None:
    ends: list[CardRoundEnd] = []
    controller.roundEnded.connect(ends.append)
    seats = [Seat(f"Computer {i + 1}", "medium") for i in range(7)]
    controller.new_game(CardSetup.of(seats, CROWDED_500, 1))
    for _ in range(MAX_ROUNDS):
        qtbot.waitUntil(
            lambda: controller.board.phase in (CardPhase.ROUND_OVER, CardPhase.MATCH_OVER),
            timeout=60_000,
        )
        if controller.board.phase is CardPhase.MATCH_OVER:
            break
        assert controller.next_round().ok
    assert controller.board.phase is CardPhase.MATCH_OVER
    assert len(ends) == MAX_ROUNDS
    game = controller.game_copy()
    assert game is not None
    assert_ended_by_the_rules(game, len(game.results), False)


def test_a_computer_turn_at_the_table_does_not_copy_the_match_so_far(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each turn copied the whole history: a long match got slower every turn."""
    table = table_of(CROWDED_500, CROWD)
    copied: list[int] = []
    real_deepcopy = copy.deepcopy

    def counting(thing: object, memo: dict[int, object] | None = None) -> object:
        if isinstance(thing, CardGame):
            copied.append(len(thing.history))
        return real_deepcopy(thing, memo)

    monkeypatch.setattr(copy, "deepcopy", counting)
    play_table(table)
    assert table.finished and len(table.game.history) > 500
    assert copied and set(copied) == {0}
    again = new_card_game(table.game.rules, [s.name for s in table.game.seats], table.game.seed)
    for action in table.game.history:  # the history is still the whole match, in order
        play(again, action)
    assert again.phase is Phase.MATCH_OVER and again.results == table.game.results
