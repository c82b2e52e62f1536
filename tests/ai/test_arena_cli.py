"""``rummy-desktop arena``: its output contract and its exit codes."""

from __future__ import annotations

import json

import pytest

from rummy_desktop.__main__ import main
from rummy_desktop.cli.arena import GameSpec, percentile, play_all


def _last_json(out: str) -> dict[str, object]:
    data = json.loads(out.strip().splitlines()[-1])
    assert isinstance(data, dict)
    return data


@pytest.mark.slow
def test_json_report_shape(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["arena", "--players", "easy,easy", "--games", "4", "--seed", "7", "--json"])
    assert code == 0
    out = capsys.readouterr().out
    report = _last_json(out)
    assert report["games"] == 4 and report["deals"] == 2
    assert report["illegal_moves"] == 0
    assert isinstance(report["think_ms_p99"], float)
    players = report["players"]
    assert isinstance(players, list) and len(players) == 2
    for p in players:
        assert p["level"] == "easy"
        for key in ("wins", "draws", "mean_score", "think_ms_mean", "think_ms_p99"):
            assert key in p
    assert players[0]["wins"] + players[0]["draws"] + players[0]["losses"] == 4
    # Identical players over duplicate deals: the scores cancel exactly.
    assert players[0]["mean_score"] == -players[1]["mean_score"] == 0
    assert "wins" in out.splitlines()[1]


@pytest.mark.slow
def test_text_report_without_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--players", "easy,easy,easy", "--games", "3", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("arena: 3 games over 1 deals")
    assert not out.strip().endswith("}")


def test_duplicate_deals_swap_seats() -> None:
    spec = GameSpec(0, None, ("hard", "medium"), 1)  # type: ignore[arg-type]
    assert spec.seating() == [0, 1]
    swapped = GameSpec(1, None, ("hard", "medium"), 1)  # type: ignore[arg-type]
    assert swapped.seating() == [1, 0] and swapped.deal == spec.deal


@pytest.mark.slow
def test_results_do_not_depend_on_worker_processes() -> None:
    from rummy_desktop.core.rules import RULE_PRESETS

    specs = [GameSpec(i, RULE_PRESETS["easy"], ("easy", "easy"), 5) for i in range(2)]
    one = [(r.winner, r.scores, r.turns) for r in play_all(specs, 1)]
    two = [(r.winner, r.scores, r.turns) for r in play_all(specs, 2)]
    assert one == two


def test_percentile_is_nearest_rank() -> None:
    assert percentile([], 99) == 0.0
    assert percentile([float(i) for i in range(1, 101)], 99) == 99.0
    assert percentile([5.0], 99) == 5.0


@pytest.mark.parametrize(
    "argv",
    [
        ["arena", "--players", "easy,grandmaster"],
        ["arena", "--players", "easy"],
        ["arena"],
        ["arena", "--players", "easy,easy", "--games", "0"],
        ["arena", "--players", "easy,easy", "--games", "many"],
        ["arena", "--players", "easy,easy", "--seed", "x"],
        ["arena", "--players", "easy,easy", "--rules", "chess"],
    ],
)
def test_bad_input_exits_2_with_one_line(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("rummy-desktop: ")
