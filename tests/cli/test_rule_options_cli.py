"""``--option NAME=VALUE`` on every headless command: one parser, exit 2 naming the option."""

from __future__ import annotations

import io
import json
import sys

import pytest

from rummy_desktop.__main__ import main

COMMANDS: dict[str, list[str]] = {
    "validate": ["R1 R2 R3"],
    "solve": ["--rack", "R1 R2 R3"],
    "selfplay": ["--players", "easy,easy", "--seed", "3"],
    "arena": ["--players", "easy,easy", "--games", "1"],
    "judge": ["--rack", "R1 R2 R3", "--after", "R1 R2 R3"],
}


@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.parametrize(
    ("option", "named"),
    [
        ("no_such_rule=yes", "no_such_rule"),
        ("open_last_tile=perhaps", "open_last_tile"),
        ("joker_penalty=500", "joker_penalty"),
        ("hand_size=off", "hand_size"),
        ("joker_release=sometimes", "joker_release"),
        ("open_last_tile", "open_last_tile"),
    ],
)
def test_a_bad_option_exits_two_naming_it(
    capsys: pytest.CaptureFixture[str], command: str, option: str, named: str
) -> None:
    assert main([command, *COMMANDS[command], "--option", option]) == 2
    out, err = capsys.readouterr()
    assert out == "" and named in err and len(err.strip().splitlines()) == 1


def test_validate_reads_the_joker_limit(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", "R5 J J"]) == 0
    assert main(["validate", "--option", "max_jokers_per_meld=1", "R5 J J"]) == 1
    capsys.readouterr()


def test_solve_keeps_to_the_tile_limit(capsys: pytest.CaptureFixture[str]) -> None:
    main(["solve", "--rack", "R1 R2 R3 R4", "--option", "max_tiles_per_turn=3"])
    assert json.loads(capsys.readouterr().out)["tiles_played"] == 3


def test_solve_batch_lines_keep_their_own_options(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    lines = [
        {"rack": "R1 R2 R3 R4 R5"},
        {"rack": "R1 R2 R3 R4 R5", "options": {"max_tiles_per_turn": 4}},
    ]
    stdin = "".join(json.dumps(line) + "\n" for line in lines)
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    assert main(["solve", "--batch", "--option", "max_tiles_per_turn=3"]) == 0
    answers = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [a["tiles_played"] for a in answers] == [3, 4]


@pytest.mark.parametrize(
    ("words", "value"),
    [("yes", True), ("on", True), ("TRUE", True), ("no", False), ("off", False), ("false", False)],
)
def test_selfplay_and_arena_play_under_the_options(
    capsys: pytest.CaptureFixture[str], words: str, value: bool
) -> None:
    options = ["--option", f"open_last_tile={words}", "--option", "hand_size=5"]
    assert main(["selfplay", "--players", "easy,easy", "--seed", "2", "--json", *options]) == 0
    report = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert report["house_rules"] == {"hand_size": 5, **({"open_last_tile": True} if value else {})}
    if words == "yes":
        assert main(["arena", "--players", "easy,easy", "--games", "1", "--json", *options]) == 0
        report = json.loads(capsys.readouterr().out.splitlines()[-1])
        assert report["house_rules"] == {"hand_size": 5, "open_last_tile": True}
