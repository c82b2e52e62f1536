"""``selfplay --game GAME`` and ``arena --game GAME``: the card contracts, through the command."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rummy_desktop.__main__ import main


def last_json(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict[str, Any], str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    lines = out.strip().splitlines()
    return code, json.loads(lines[-1]) if code == 0 else {}, err


@pytest.mark.parametrize("game", ["rummy", "rummy30", "rummy51", "rum500"])
def test_selfplay_plays_a_card_game_to_its_winner(
    capsys: pytest.CaptureFixture[str], game: str
) -> None:
    code, report, err = last_json(
        capsys, "selfplay", "--game", game, "--players", "hard,easy", "--seed", "4", "--json"
    )
    assert (code, err) == (0, "")
    assert report["game"] == game and report["players"] == ["hard", "easy"]
    assert report["winner"] in (0, 1) and report["illegal_moves"] == 0
    assert len(report["scores"]) == 2 and report["turns"] > 0


def test_selfplay_with_the_same_seed_gives_the_same_result(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ("selfplay", "--game", "rum500", "--players", "medium,easy,hard", "--seed", "9")
    first = last_json(capsys, *args, "--json")[1]
    again = last_json(capsys, *args, "--json")[1]
    assert first == again


def test_selfplay_options_change_the_rules_and_are_reported(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, report, _ = last_json(
        capsys,
        *("selfplay", "--game", "rummy", "--players", "medium,easy", "--seed", "2"),
        *("--option", "match_end=rounds", "--option", "match_rounds=2", "--json"),
    )
    assert code == 0
    assert report["house_rules"] == {"match_end": "rounds", "match_rounds": 2}
    assert report["rounds"] == 2


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--game", "poker", "--players", "easy,easy"), "unknown game 'poker'"),
        (("--game", "rummy", "--players", "easy,wizard"), "unknown computer level 'wizard'"),
        (("--game", "rummy", "--players", "easy"), "--players needs 2 to 6 levels"),
        (("--game", "rummy", "--players", "easy,easy", "--option", "nope=1"), "nope"),
        (("--game", "rummy", "--resume", "missing.json"), "missing.json does not exist"),
        (("--game", "rummy", "--players", "easy,easy", "--stop-after-turns", "3"), "needs --save"),
    ],
)
def test_selfplay_bad_input_exits_2_with_one_line(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], message: str
) -> None:
    code = main(["selfplay", *args])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert message in err and len(err.strip().splitlines()) == 1


def test_arena_reports_wins_illegal_moves_and_think_time(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, report, err = last_json(
        capsys,
        *("arena", "--game", "rummy51", "--players", "hard,medium"),
        *("--games", "4", "--seed", "1", "--json"),
    )
    assert (code, err) == (0, "")
    assert report["games"] == 4 and report["deals"] == 2
    assert report["illegal_moves"] == 0 and report["capped_games"] == 0
    assert report["think_ms_p99"] >= 0
    wins = [p["wins"] for p in report["players"]]
    assert [p["level"] for p in report["players"]] == ["hard", "medium"]
    assert sum(wins) + report["players"][0]["draws"] == 4


def test_arena_deals_are_duplicate_and_decided_by_the_seed(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ("arena", "--game", "rum500", "--players", "easy,easy", "--games", "2", "--seed", "3")
    report = last_json(capsys, *args, "--json")[1]
    again = last_json(capsys, *args, "--json")[1]
    strip = ("think_ms_p99", "think_ms_max")
    assert {k: v for k, v in report.items() if k not in strip and k != "players"} == {
        k: v for k, v in again.items() if k not in strip and k != "players"
    }
    assert [p["wins"] for p in report["players"]] == [p["wins"] for p in again["players"]]
    # One deal played twice with the seats swapped between two equal players: the seat,
    # not the level, decides, so each wins once.
    assert [p["wins"] for p in report["players"]] == [1, 1]


def test_the_tile_game_stays_the_default(capsys: pytest.CaptureFixture[str]) -> None:
    code, report, _ = last_json(
        capsys, "selfplay", "--players", "easy,easy", "--seed", "1", "--json"
    )
    assert code == 0 and "game" not in report and report["rules"] == "classic"
