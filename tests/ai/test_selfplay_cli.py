"""``rummy-desktop selfplay``: one game, its JSON line and its exit codes."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from rummy_desktop.__main__ import main


def test_json_result_on_the_last_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--players", "easy,easy,easy", "--seed", "3", "--json"]) == 0
    out = capsys.readouterr().out
    result = json.loads(out.strip().splitlines()[-1])
    assert set(result) >= {"winner", "scores", "turns"}
    assert len(result["scores"]) == 3 and result["turns"] > 0
    assert result["illegal_moves"] == 0
    if result["winner"] is not None:
        assert result["scores"][result["winner"]] == max(result["scores"])


def test_same_seed_same_game(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["selfplay", "--players", "easy,easy", "--seed", "9", "--rules", "online", "--json"]
    main(argv)
    first = capsys.readouterr().out
    main(argv)
    assert capsys.readouterr().out == first


def test_bad_input_exits_2_without_traceback() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "rummy_desktop", "selfplay", "--players", "easy,wizard"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1
    assert "wizard" in done.stderr


@pytest.mark.parametrize(
    "argv",
    [
        ["selfplay", "--players", ""],
        ["selfplay", "--players", "easy,easy", "--seed", "1.5"],
        ["selfplay", "--players", "easy,easy", "--stop-after-turns", "x", "--save", "f"],
        ["selfplay", "--players", "easy,easy,easy,easy,easy,easy,easy"],
    ],
)
def test_more_bad_input(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
