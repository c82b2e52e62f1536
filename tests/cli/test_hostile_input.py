"""Bad input to the headless commands: exit 2 with one line, in bounded memory."""

from __future__ import annotations

import json

import pytest

from rummy_desktop.__main__ import main
from rummy_desktop.cli.common import MAX_LINE_BYTES
from tests.cli.stdin_commands import STDIN_COMMANDS, run_on_bytes

VALIDATE = STDIN_COMMANDS["validate"]
BATCH = STDIN_COMMANDS["solve --batch"]


def batch_line(**fields: object) -> bytes:
    return (json.dumps({"rack": "R1 R2 R3", **fields}) + "\n").encode()


@pytest.mark.parametrize(
    "fields",
    [
        {"objective": ["tiles"]},
        {"objective": {"tiles": 1}},
        {"options": {"hand_size": "²"}},
        {"options": {"initial_meld_points": "--5"}},
        {"options": {"initial_meld_points": "9" * 5000}},
        {"options": []},
        {"options": ""},
        {"options": 0},
        {"options": {"joker_release": ["free"]}},
        {"options": {"turn_timer_seconds": {"a": 1}}},
        {"rules": ["classic"]},
        {"initial": 1},
    ],
    ids=repr,
)
def test_batch_field_of_the_wrong_kind_is_refused(
    fields: dict[str, object],
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    outcome = run_on_bytes(BATCH, batch_line(**fields), capsys, monkeypatch)
    assert outcome.refused_in_one_line, outcome
    assert "line 1" in outcome.err
    assert outcome.out == ""


@pytest.mark.parametrize(
    "data",
    [
        b"[" * 100_000 + b"\n",
        b'{"rack": "R1", "initial": 1' + b"0" * 5000 + b"}\n",
        b'{"rack": "R1 \xff"}\n',
        b"not json\n",
    ],
    ids=["deep", "huge-number", "bad-utf8", "not-json"],
)
def test_batch_unreadable_line_is_refused(
    data: bytes, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    outcome = run_on_bytes(BATCH, data, capsys, monkeypatch)
    assert outcome.refused_in_one_line, outcome


def test_batch_line_over_the_cap_is_refused_after_reading_only_the_cap(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A line longer than the cap is refused from its first cap+1 bytes, the rest unread."""
    head = b'{"rack": "' + b"R1 " * (MAX_LINE_BYTES // 3 + 10)

    class Endless:
        """A stream that yields the line head then zeros for ever; only readline(limit) ends."""

        read_total = 0

        def readline(self, limit: int = -1) -> bytes:
            assert 0 < limit <= MAX_LINE_BYTES + 1, "lines must be read with a cap"
            chunk = (head + b"R" * limit)[:limit]
            Endless.read_total += len(chunk)
            return chunk

    class Stdin:
        buffer = Endless()

    monkeypatch.setattr("sys.stdin", Stdin())
    code = main(list(BATCH))
    err = capsys.readouterr().err
    assert code == 2
    assert "longer than" in err
    assert Endless.read_total == MAX_LINE_BYTES + 1


@pytest.mark.parametrize(
    "data",
    [
        "R5 R6 R" + "9" * 5000,
        "[" * 100_000,
    ],
    ids=["huge-number", "deep"],
)
def test_validate_unreadable_meld_is_refused(
    data: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert run_on_bytes(VALIDATE, data.encode() + b"\n", capsys, monkeypatch).refused_in_one_line
    code = main(["validate", data])
    err = capsys.readouterr().err
    assert code == 2
    assert len(err.splitlines()) == 1
    assert len(err) < 400


def test_validate_invalid_utf8_on_stdin_is_refused(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    outcome = run_on_bytes(VALIDATE, b"R1 R2 R3\nR5 \xff\xfe\n", capsys, monkeypatch)
    assert outcome.refused_in_one_line
    assert "line 2" in outcome.err


def test_validate_dash_with_empty_input_exits_2_like_an_empty_meld(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    empty = run_on_bytes(VALIDATE, b"", capsys, monkeypatch)
    blank = run_on_bytes(VALIDATE, b"\n  \n", capsys, monkeypatch)
    assert main(["validate", ""]) == 2
    direct = capsys.readouterr().err
    assert empty.refused_in_one_line and blank.refused_in_one_line
    assert empty.err == blank.err == direct


def test_byte_order_mark_on_stdin_is_accepted(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    validated = run_on_bytes(VALIDATE, b"\xef\xbb\xbfR1 R2 R3\n", capsys, monkeypatch)
    assert validated.code == 0
    assert json.loads(validated.out)["meld"] == "R1 R2 R3"
    solved = run_on_bytes(BATCH, b"\xef\xbb\xbf" + batch_line(), capsys, monkeypatch)
    assert solved.code == 0
    assert json.loads(solved.out)["tiles_played"] == 3


def test_null_options_still_mean_none(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    outcome = run_on_bytes(BATCH, batch_line(options=None), capsys, monkeypatch)
    assert outcome.code == 0
