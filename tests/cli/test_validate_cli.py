"""The ``validate`` contract: one JSON line per meld, exit 0 / 1 / 2."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from rummy_desktop.__main__ import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[dict[str, object]], str]:
    code = main(["validate", *args])
    out, err = capsys.readouterr()
    return code, [json.loads(line) for line in out.splitlines()], err


def test_valid_melds_print_kind_and_value(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, err = run(capsys, "R5 J R7", "k7 b7 r7")
    assert code == 0
    assert err == ""
    assert lines == [
        {"meld": "R5 J R7", "valid": True, "kind": "run", "value": 18},
        {"meld": "K7 B7 R7", "valid": True, "kind": "group", "value": 21},
    ]


def test_any_invalid_meld_exits_one_with_reason(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = run(capsys, "R1 R2 R3", "R4 R4 B4", "R12 R13 R1")
    assert code == 1
    assert [line["valid"] for line in lines] == [True, False, False]
    assert "R4 R4" in str(lines[1]["reason"])
    assert "13 to 1" in str(lines[2]["reason"])
    assert "kind" not in lines[1]


def test_layout_is_judged_as_given_not_reordered(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = run(capsys, "R7 R5 R6", "R12 R13 J", "J R12 R13")
    assert code == 1
    assert [line["valid"] for line in lines] == [False, False, True]
    assert lines[2]["value"] == 36


def test_one_real_tile_with_jokers_is_judged_as_a_run(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = run(capsys, "R5 J J", "J J R13")
    assert code == 0
    assert lines[0] == {"meld": "R5 J J", "valid": True, "kind": "run", "value": 18}
    assert lines[1]["kind"] == "run"
    assert lines[1]["value"] == 11 + 12 + 13


def test_more_tiles_than_the_set_holds_is_invalid_not_a_crash(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, lines, _ = run(capsys, "J J J", "R5 R5 R5")
    assert code == 1
    assert "two jokers" in str(lines[0]["reason"])
    assert "two R5" in str(lines[1]["reason"])


def test_unreadable_notation_exits_two_naming_the_token(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main(["validate", "R1 R2 R3", "R5 X7 R6"])
    out, err = capsys.readouterr()
    assert code == 2
    assert out == ""
    assert "X7" in err
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


@pytest.mark.parametrize("token", ["R14", "R0", "G5", "5R", "RR", "R05"])
def test_each_kind_of_bad_token_is_named(capsys: pytest.CaptureFixture[str], token: str) -> None:
    assert main(["validate", f"R1 {token} R3"]) == 2
    assert token in capsys.readouterr().err


def test_dash_reads_one_meld_per_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("R1 R2 R3\n\nK9 B9 O9 R9\n"))
    code, lines, _ = run(capsys, "-")
    assert code == 0
    assert [line["meld"] for line in lines] == ["R1 R2 R3", "K9 B9 O9 R9"]


def test_unknown_preset_is_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", "--rules", "nonsense", "R1 R2 R3"]) == 2
    assert "nonsense" in capsys.readouterr().err


def test_installed_command_has_no_traceback_on_bad_input() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "rummy_desktop", "validate", "Q9"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert "Q9" in done.stderr
    assert "Traceback" not in done.stderr
