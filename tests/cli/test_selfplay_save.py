"""``selfplay --save/--stop-after-turns/--resume``: a resumed game ends exactly as
the uninterrupted one, and a bad file is refused without being touched."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rummy_desktop.__main__ import main

PLAYERS = "easy,easy,easy"


def last_json(capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    out = capsys.readouterr().out.strip().splitlines()
    result: dict[str, object] = json.loads(out[-1])
    return result


@pytest.mark.parametrize(("seed", "stop"), [(5, 1), (5, 17), (9, 40)])
def test_resumed_game_equals_the_uninterrupted_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], seed: int, stop: int
) -> None:
    args = ["selfplay", "--players", PLAYERS, "--seed", str(seed), "--rules", "easy", "--json"]
    assert main(args) == 0
    whole = last_json(capsys)
    save = tmp_path / "game.json"
    assert main([*args, "--save", str(save), "--stop-after-turns", str(stop)]) == 0
    stopped = last_json(capsys)
    assert stopped["stopped"] is True and stopped["turns"] == stop
    assert main(["selfplay", "--resume", str(save), "--json"]) == 0
    resumed = last_json(capsys)
    for key in ("winner", "scores", "turns", "rounds", "players"):
        assert resumed[key] == whole[key], key


def test_resume_can_stop_again_and_save_elsewhere(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    base = ["selfplay", "--players", "easy,easy", "--seed", "2", "--rules", "easy", "--json"]
    assert main([*base, "--save", str(first), "--stop-after-turns", "10"]) == 0
    capsys.readouterr()
    resume = ["selfplay", "--resume", str(first), "--json"]
    assert main([*resume, "--save", str(second), "--stop-after-turns", "10"]) == 0
    assert last_json(capsys)["turns"] == 20
    assert main(["selfplay", "--resume", str(second), "--json"]) == 0
    resumed = last_json(capsys)
    assert main(base) == 0
    whole = last_json(capsys)
    assert (resumed["scores"], resumed["turns"]) == (whole["scores"], whole["turns"])


@pytest.mark.parametrize(
    ("content", "named"),
    [
        (b"garbage", "not valid JSON"),
        (b"", "not valid JSON"),
        (b'{"format": "rummy-desktop game record", "format_version": 99}', "newer version"),
        (b"\xff\xfe\x00", "not text"),
    ],
)
def test_unloadable_file_exits_two_and_is_left_as_it_was(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, named: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    assert main(["selfplay", "--resume", str(path)]) == 2
    err = capsys.readouterr().err
    assert named in err and len(err.strip().splitlines()) == 1
    assert path.read_bytes() == content


def test_truncated_save_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.json"
    args = ["selfplay", "--players", "easy,easy", "--seed", "4", "--rules", "easy"]
    assert main([*args, "--save", str(path), "--stop-after-turns", "12"]) == 0
    text = path.read_bytes()
    path.write_bytes(text[: len(text) // 2])
    capsys.readouterr()
    assert main(["selfplay", "--resume", str(path)]) == 2
    assert "truncated" in capsys.readouterr().err
    assert len(path.read_bytes()) == len(text) // 2


def test_stop_after_turns_needs_save(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--players", "easy,easy", "--stop-after-turns", "3"]) == 2
    assert "--save" in capsys.readouterr().err


def test_a_save_with_a_person_cannot_be_played_headless(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from rummy_desktop.app.saves import write_save
    from rummy_desktop.core.rules import preset
    from rummy_desktop.core.serialize import GameRecord, Seat, new_record_state

    seats = (Seat("Ann"), Seat("Bot", "easy"))
    path = tmp_path / "mixed.json"
    write_save(path, GameRecord(seats, new_record_state(preset("easy"), seats, 1)))
    assert main(["selfplay", "--resume", str(path)]) == 2
    assert "person" in capsys.readouterr().err
