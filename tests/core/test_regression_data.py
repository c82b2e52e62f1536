"""Data-driven regression positions (python-chess perft style) from tests/data/core.

``melds.txt`` holds one meld and its verdict per line; every ``*.json`` file
holds one turn: rules (a preset plus optional options), the table before, the
rack, the proposed table and the exact set of problem codes expected.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rummy_desktop.core.melds import check_meld
from rummy_desktop.core.rules import preset
from rummy_desktop.core.tiles import parse_kinds

from .positions import judge

DATA = Path(__file__).resolve().parent.parent / "data" / "core"


def meld_lines() -> list[str]:
    lines = (DATA / "melds.txt").read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line.strip() and not line.startswith("#")]


def turn_files() -> list[Path]:
    return sorted(DATA.glob("*.json"))


def test_the_data_is_there() -> None:
    assert len(meld_lines()) >= 15
    assert len(turn_files()) >= 8


@pytest.mark.parametrize("line", meld_lines())
def test_meld_verdicts(line: str) -> None:
    meld, expected = (part.strip() for part in line.split("=>"))
    words = expected.split()
    limit = 1 if "max1" in words else 2
    check = check_meld(parse_kinds(meld), limit)
    if words[0] == "invalid":
        assert not check.valid and check.reason
    else:
        assert check.kind is not None
        assert (check.kind.value, check.value) == (words[0], int(words[1]))


@pytest.mark.parametrize("path", turn_files(), ids=lambda p: p.stem)
def test_turn_positions(path: Path) -> None:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    rules = preset(data["rules"]).with_options(**data.get("options", {}))
    got = judge(rules, data["before"], data["rack"], data["after"], data["melded"])
    assert got == set(data["problems"]), data["about"]
