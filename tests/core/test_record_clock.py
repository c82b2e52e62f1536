"""The time bank option and the clocks saved beside a record's moves."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rummy_desktop.core.errors import InvalidRecord
from rummy_desktop.core.rules import RULE_PRESETS, InvalidRules, parse_option, preset
from rummy_desktop.core.serialize import GameRecord, TurnClock, loads
from tests.core.test_serialize import record_after


def test_the_time_bank_is_a_rule_option_off_by_default() -> None:
    assert all(r.time_bank_seconds is None for r in RULE_PRESETS.values())
    assert parse_option("time_bank_seconds=120") == ("time_bank_seconds", 120)
    assert parse_option("time_bank_seconds=off") == ("time_bank_seconds", None)
    with pytest.raises(InvalidRules, match="time_bank_seconds"):
        preset("classic").with_options(time_bank_seconds=5)


def test_a_records_clock_is_saved_and_read_back() -> None:
    record = record_after(12, seed=3)
    clock = TurnClock((40, 95), 1, 17)
    again = loads(GameRecord(record.seats, record.state, clock).dumps())
    assert again.clock == clock


def test_a_record_without_clock_keeps_its_exact_form_and_loads_with_none() -> None:
    record = record_after(8, seed=4)
    text = record.dumps()
    assert '"clock"' not in text
    assert loads(text).clock == TurnClock()


def test_a_record_from_before_the_time_bank_still_loads() -> None:
    data = json.loads(record_after(8, seed=5).dumps())
    del data["rules"]["time_bank_seconds"]
    assert loads(json.dumps(data)).state.rules.time_bank_seconds is None


@pytest.mark.parametrize(
    ("clock", "words"),
    [
        ("soon", "clock is not readable"),
        ({"bank": [10, 20, 30, 40, 50, 60, 70]}, "one entry per seat"),
        ({"bank": [10, -1]}, "impossible number"),
        ({"bank": [10, True]}, "impossible number"),
        ({"paused_seat": 1}, "missing its seat or its seconds"),
        ({"paused_seat": 7, "paused_seconds": 10}, "names no seat"),
        ({"paused_seat": 0, "paused_seconds": 10**9}, "impossible number"),
    ],
)
def test_an_edited_clock_is_refused_by_name(clock: Any, words: str) -> None:
    data = json.loads(record_after(6, seed=6).dumps())
    data["clock"] = clock
    with pytest.raises(InvalidRecord, match=words):
        loads(json.dumps(data))


def test_a_running_turns_seconds_are_saved_and_an_edited_one_is_refused() -> None:
    record = record_after(12, seed=3)
    clock = TurnClock((), turn_seat=1, turn_seconds=104)
    again = loads(GameRecord(record.seats, record.state, clock).dumps())
    assert again.clock == clock
    data = json.loads(record_after(6, seed=6).dumps())
    data["clock"] = {"turn_seat": 0}
    with pytest.raises(InvalidRecord, match="running turn is missing"):
        loads(json.dumps(data))
