"""The ``solve`` command's contract."""

from __future__ import annotations

import io
import json

import pytest

from rummy_desktop.__main__ import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["solve", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_single_position(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--rules", "easy", "--table", "R5 R6 J", "--rack", "R7 K1")
    assert code == 0
    assert json.loads(out) == {
        "tiles_played": 1,
        "value_played": 7,
        "played": "R7",
        "table": "R5 R6 R7 J",
    }


def test_no_play_keeps_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--table", "R1 R2 R3", "--rack", "K9", "--initial")
    assert code == 0
    assert json.loads(out) == {
        "tiles_played": 0,
        "value_played": 0,
        "played": "",
        "table": "R1 R2 R3",
    }


def test_value_objective(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--rules", "easy", "--objective", "value", "--table", "K5 B5 O5", "--rack", "J R1 R9")
    code, out, _ = run(capsys, *args)
    assert code == 0
    assert json.loads(out)["played"] == "J"


def test_batch(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    lines = [
        {"table": "K5 B5 O5", "rack": "J", "rules": "easy"},
        {"rack": "K10 K11 K12", "initial": True, "options": {"initial_meld_points": 50}},
        {"rack": "K10 K11 K12", "initial": True, "objective": "value"},
    ]
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(json.dumps(x) + "\n" for x in lines)))
    code, out, _ = run(capsys, "--batch")
    assert code == 0
    answers = [json.loads(line) for line in out.splitlines()]
    assert [a["tiles_played"] for a in answers] == [1, 0, 3]
    assert answers[2]["table"] == "K10 K11 K12"


@pytest.mark.parametrize(
    "argv",
    [
        ("--table", "R5 R5 R5", "--rack", "K1"),
        ("--table", "R5 R6", "--rack", "K1"),
        ("--table", "R5 R6 R7", "--rack", "X9"),
        ("--rules", "nonsense", "--rack", "K1"),
    ],
)
def test_bad_input_exits_2(capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


@pytest.mark.parametrize(
    "line", ["not json", '{"table": "R1 R2 R3"}', '{"rack": "K1", "options": {"bogus": 1}}']
)
def test_bad_batch_line_exits_2(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, line: str
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(line + "\n"))
    code, _, err = run(capsys, "--batch")
    assert code == 2
    assert len(err.strip().splitlines()) == 1
