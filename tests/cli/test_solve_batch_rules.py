"""``solve --batch`` reads each distinct rules of a batch once, not once a line."""

from __future__ import annotations

import io
import json
import sys

import pytest

from rummy_desktop.__main__ import main
from rummy_desktop.cli import common, solve
from rummy_desktop.core.rules import RuleSet


def test_a_batch_reads_each_distinct_rules_once(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    lines = [
        *[{"rack": "R1 R2 R3"}] * 50,
        *[{"rack": "R1 R2 R3 R4", "options": {"max_tiles_per_turn": 3}}] * 50,
        *[{"rack": "K7", "rules": "easy"}] * 50,
    ]
    read: list[object] = []
    real = common.batch_rules

    def counted(data: dict[str, object], default: str, options: tuple[str, ...]) -> RuleSet:
        read.append(data.get("options"))
        return real(data, default, options)

    monkeypatch.setattr(solve, "batch_rules", counted)
    stdin = "".join(json.dumps(line) + "\n" for line in lines)
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    assert main(["solve", "--batch", "--option", "joker_penalty=25"]) == 0
    answers = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert len(read) == 3
    assert [a["tiles_played"] for a in answers] == [3] * 50 + [3] * 50 + [0] * 50


def test_rules_that_cannot_be_read_are_refused_on_their_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    lines = [{"rack": "R1 R2 R3"}, {"rack": "R1", "options": {"max_tiles_per_turn": "x"}}]
    stdin = "".join(json.dumps(line) + "\n" for line in lines)
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    assert main(["solve", "--batch"]) == 2
    out, err = capsys.readouterr()
    assert len(out.splitlines()) == 1
    assert err.startswith("rummy-desktop: line 2:") and err.count("\n") == 1
