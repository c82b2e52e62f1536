"""The ``judge`` contract: one JSON verdict per turn, exit 0 / 1 / 2, and ``--batch``."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from rummy_desktop.__main__ import main
from rummy_desktop.core.referee import ProblemCode

README = Path(__file__).resolve().parents[2] / "README.md"


def judge(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, Any, str]:
    code = main(["judge", *args])
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert len(lines) <= 1
    return code, json.loads(lines[0]) if lines else None, err


def turn(before: str, rack: str, after: str, *more: str) -> list[str]:
    return ["--before", before, "--rack", rack, "--after", after, *more]


def test_a_legal_turn_prints_what_was_played(capsys: pytest.CaptureFixture[str]) -> None:
    args = turn("R5 J J R8", "R6 K9 B9", "R5 R6 J R8 | K9 B9 J", "--melded")
    code, answer, err = judge(capsys, *args)
    assert (code, err) == (0, "")
    assert answer == {"ok": True, "played": "R6 K9 B9", "problems": []}


def test_tiles_are_matched_by_what_they_show(capsys: pytest.CaptureFixture[str]) -> None:
    """Fault 1 of issue 11: the jokers traded places, which nobody can see."""
    args = turn("K4 J J K7", "K5 B1 B2", "K4 K5 J K7 | B1 B2 J", "--melded")
    assert judge(capsys, *args)[0] == 0
    args = turn("R5 R6 R7", "R6 K1", "R5 R6 R7", "--melded")
    code, answer, _ = judge(capsys, *args)
    assert code == 1
    assert [p["code"] for p in answer["problems"]] == ["nothing_played"]


def test_a_refused_turn_lists_coded_problems(capsys: pytest.CaptureFixture[str]) -> None:
    args = turn("K8 K9 K10 J", "B5 B6", "K8 K9 K10 | B5 B6 J", "--melded")
    code, answer, err = judge(capsys, *args)
    assert (code, err) == (1, "")
    assert answer["ok"] is False and "played" not in answer
    assert answer["problems"] == [
        {
            "code": "joker_not_released",
            "message": "the joker in K8 K9 K10 J may leave its meld only when a tile it stands"
            " for (K11) from your rack takes its place",
        }
    ]


def test_the_meld_lock_is_named_under_classic(capsys: pytest.CaptureFixture[str]) -> None:
    args = turn("K5 R5 B5 J", "K6 K7", "R5 B5 J | K5 K6 K7", "--melded")
    assert judge(capsys, *args)[1]["problems"][0]["code"] == "joker_meld_locked"
    assert judge(capsys, "--rules", "dutch", *args)[0] == 0


def test_the_initial_meld_is_judged_without_melded(capsys: pytest.CaptureFixture[str]) -> None:
    # The untouched table meld may be written anywhere in the notation.
    code, answer, _ = judge(capsys, *turn("R5 R6 R7", "K10 K11 K12", "K10 K11 K12 | R5 R6 R7"))
    assert (code, answer["played"]) == (0, "K10 K11 K12")
    code, answer, _ = judge(capsys, *turn("", "K8 K9 K10", "K8 K9 K10"))
    assert code == 1
    assert answer["problems"][0] == {
        "code": "initial_meld_short",
        "message": "initial meld: 27 of 30 points",
    }
    code, answer, _ = judge(capsys, *turn("R5 R6 R7", "R8 K1 K2 K3", "R5 R6 R7 R8 | K1 K2 K3"))
    assert answer["problems"][0]["code"] == "initial_meld_touched_table"


def test_the_problem_to_fix_first_comes_first(capsys: pytest.CaptureFixture[str]) -> None:
    # A table tile taken back, an invalid meld and too little played: the taken tile first.
    code, answer, _ = judge(
        capsys, *turn("R5 R6 R7 R8 | K1 K2 K3", "B1", "R5 R6 R7 | K1 K2 K3 B1", "--melded")
    )
    assert code == 1
    assert [p["code"] for p in answer["problems"]] == ["table_tile_taken", "invalid_meld"]
    code, answer, _ = judge(capsys, *turn("", "R1 R2", "R1 R2 R3", "--melded"))
    assert answer["problems"][0]["code"] == "foreign_tile"


def test_options_change_the_verdict(capsys: pytest.CaptureFixture[str]) -> None:
    args = turn("", "K1 K2 K3 K4", "K1 K2 K3 K4", "--melded")
    assert judge(capsys, *args)[0] == 0
    code, answer, _ = judge(capsys, "--option", "max_tiles_per_turn=3", *args)
    assert code == 1 and answer["problems"][0]["code"] == "too_many_tiles"


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (turn("R5 R6 R7", "K1", "R5 R6 X7"), "X7"),
        (turn("R5 R5 R7", "R5", "R5"), "R5"),
        (turn("", "K1", "K1 K1 K1"), "K1"),
        (turn("", "J", "J J J"), "jokers"),
        (turn("", "K1", "K1 | | K2"), "empty meld"),
        (["--rack", "K1"], "--after"),
        (["--option", "nonsense=1", *turn("", "K1", "K1")], "nonsense"),
        (["--option", "open_last_tile=maybe", *turn("", "K1", "K1")], "open_last_tile"),
        (["--rules", "chess", *turn("", "K1", "K1")], "chess"),
    ],
)
def test_bad_input_exits_two_with_one_line(
    capsys: pytest.CaptureFixture[str], args: list[str], named: str
) -> None:
    code, answer, err = judge(capsys, *args)
    assert code == 2 and answer is None
    assert named in err and len(err.strip().splitlines()) == 1


def test_batch_answers_every_line_in_order(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    lines = [
        {"before": "R5 R6 R7", "rack": "R8", "after": "R5 R6 R7 R8", "melded": True},
        "not json",
        {"rack": "K1 K2 K3 K4", "after": "K1 K2 K3 K4", "melded": True, "rules": "online"},
        {"rack": "K1"},
        {"rack": "K1 K2 K3 K4", "after": "K1 K2 K3 K4", "options": {"max_tiles_per_turn": 3}},
        {"rack": "K1", "after": "K1 Q2"},
        {"rack": "K1 K2 K3", "after": "K1 K2 K3", "melded": "yes"},
    ]
    text = "\n".join(x if isinstance(x, str) else json.dumps(x) for x in lines) + "\n"
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    assert main(["judge", "--batch", "--option", "initial_meld_points=0"]) == 0
    answers = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(answers) == len(lines)
    assert answers[0] == {"ok": True, "played": "R8", "problems": []}
    assert answers[1]["error"].startswith("line 2: not JSON")
    assert answers[2]["ok"] is True  # the online edition's 12 tiles a turn
    assert answers[3] == {"error": "line 4: 'after' is required"}
    assert answers[4]["problems"][0]["code"] == "too_many_tiles"  # initial meld 0: only the limit
    assert "Q2" in answers[5]["error"]
    assert "melded" in answers[6]["error"]


def test_every_code_is_listed_in_the_readme() -> None:
    """The codes are a documented, stable list."""
    section = README.read_text(encoding="utf-8").split("rummy-desktop judge", 1)[1]
    listed = set(re.findall(r"`([a-z_]+)`", section))
    assert {code.value for code in ProblemCode} <= listed


def test_the_installed_command_judges() -> None:
    command = Path(sys.executable).with_name("rummy-desktop")
    done = subprocess.run(
        [str(command), "judge", *turn("R5 R6 R7", "R8", "R5 R6 R7 R8", "--melded")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"ok": True, "played": "R8", "problems": []}
    done = subprocess.run(
        [str(command), "judge", *turn("", "K1", "Q1")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2 and done.stdout == ""
    assert "Q1" in done.stderr and "Traceback" not in done.stderr
