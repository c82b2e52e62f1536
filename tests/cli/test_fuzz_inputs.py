"""Fuzzing every untrusted input: random bytes and random JSON never give a traceback.

Each command of ``STDIN_COMMANDS`` (``validate -``, ``solve --batch``, and any
added there) gets random bytes and random JSON lines; the save reader gets
random bytes and valid records with one value replaced by random JSON. The
only allowed outcomes are the contract's: an answer, or exit 2 with one line
(a ``SaveError`` for the reader). Time and memory are bounded by
construction: inputs are small, lines and files are read under caps.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummy_desktop.app.saves import SaveError, load_save
from tests.cli.stdin_commands import STDIN_COMMANDS, run_on_bytes
from tests.core.test_serialize import record_after

FUZZ = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=False)
    | st.text(max_size=20)
    | st.sampled_from(["²", "--5", "R5 R6 R7", "J", "tiles", "value", "classic", "\ufeff"]),
    lambda children: (
        st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=12), children, max_size=5)
    ),
    max_leaves=15,
)
batch_lines = st.dictionaries(
    st.sampled_from(["table", "rack", "objective", "initial", "rules", "options", "other"]),
    json_values,
    max_size=6,
)
raw_lines = st.binary(max_size=200)


def check_outcome(argv: tuple[str, ...], data: bytes, capsys: Any, monkeypatch: Any) -> None:
    outcome = run_on_bytes(argv, data, capsys, monkeypatch)
    assert outcome.code in (0, 1, 2), outcome
    if outcome.code == 2:
        assert outcome.refused_in_one_line, outcome
    assert "Traceback" not in outcome.err


@pytest.mark.parametrize("command", sorted(STDIN_COMMANDS))
@FUZZ
@given(data=st.lists(raw_lines, max_size=4).map(lambda parts: b"\n".join(parts)))
def test_random_bytes_on_stdin(
    command: str, data: bytes, capsys: pytest.CaptureFixture[str], monkeypatch: Any
) -> None:
    check_outcome(STDIN_COMMANDS[command], data, capsys, monkeypatch)


@pytest.mark.slow
@pytest.mark.parametrize("command", sorted(STDIN_COMMANDS))
@FUZZ
@given(lines=st.lists(batch_lines | json_values, min_size=1, max_size=3))
def test_random_json_lines_on_stdin(
    command: str,
    lines: list[Any],
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    data = "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines)
    check_outcome(
        STDIN_COMMANDS[command], data.encode("utf-8", "surrogatepass"), capsys, monkeypatch
    )


SAVED = json.loads(record_after(6, seed=2).dumps())


def paths_of(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value (dict keys and list positions), the root included."""
    found = [prefix]
    if isinstance(value, dict):
        for key, child in value.items():
            found += paths_of(child, (*prefix, key))
    elif isinstance(value, list):
        for index, child in enumerate(value[:4]):
            found += paths_of(child, (*prefix, index))
    return found


PLACES = paths_of(SAVED)


def replaced(place: tuple[Any, ...], value: Any) -> Any:
    data = json.loads(json.dumps(SAVED))
    if not place:
        return value
    parent = data
    for step in place[:-1]:
        parent = parent[step]
    parent[place[-1]] = value
    return data


def reads_or_refuses(path: Path) -> None:
    try:
        load_save(path)
    except SaveError as exc:
        assert str(exc) and "\n" not in str(exc)


@FUZZ
@given(place=st.sampled_from(PLACES), value=json_values)
def test_save_with_one_value_replaced(tmp_path: Path, place: tuple[Any, ...], value: Any) -> None:
    path = tmp_path / "fuzzed.rummy.json"
    text = json.dumps(replaced(place, value), ensure_ascii=False)
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    reads_or_refuses(path)


@FUZZ
@given(data=st.binary(max_size=400), keep=st.integers(min_value=0, max_value=2000))
def test_save_of_random_bytes_or_a_cut_record(tmp_path: Path, data: bytes, keep: int) -> None:
    path = tmp_path / "fuzzed.rummy.json"
    path.write_bytes(data)
    reads_or_refuses(path)
    path.write_bytes(json.dumps(SAVED).encode()[:keep] + data)
    reads_or_refuses(path)
