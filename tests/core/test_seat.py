"""One seat for the whole program: the record stores the seats the window plays with."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop import __version__
from rummy_desktop.core import serialize
from rummy_desktop.core.rules import preset
from rummy_desktop.core.seat import Seat
from rummy_desktop.core.serialize import GameRecord, loads, new_record_state

BEFORE_ONE_SEAT = Path(__file__).parent.parent / "data" / "saves" / "record_before_one_seat.json"
"""A record written by the version that had a record seat of its own (``player`` words)."""

LEVELS = st.sampled_from([None, "easy", "medium", "hard", "remote"])


def test_the_record_keeps_the_core_seat() -> None:
    assert serialize.Seat is Seat


def test_a_person_is_written_human_and_read_back_as_no_level() -> None:
    seats = (Seat("Ann"), Seat("Computer", "hard"))
    record = GameRecord(seats, new_record_state(preset("classic"), seats, seed=4))
    data = json.loads(record.dumps())
    assert [(s["name"], s["player"]) for s in data["seats"]] == [
        ("Ann", "human"),
        ("Computer", "hard"),
    ]
    loaded = loads(record.dumps()).seats
    assert loaded == seats
    assert loaded[0].is_human and loaded[0].level is None
    assert loaded[1].is_computer and loaded[1].level == "hard"


def test_a_record_of_the_earlier_seat_loads_and_is_written_byte_for_byte() -> None:
    old = BEFORE_ONE_SEAT.read_text(encoding="utf-8")
    record = loads(old)
    assert record.seats == (Seat("Oma"), Seat("Tim"), Seat("Computer", "hard"))
    written = record.dumps().replace(f'"app_version":"{__version__}"', '"app_version":"0.1.0"')
    assert written == old


@settings(max_examples=25, deadline=None)
@given(levels=st.lists(LEVELS, min_size=2, max_size=6))
def test_any_seats_survive_the_record(levels: list[str | None]) -> None:
    seats = tuple(Seat(f"Player {i}", level) for i, level in enumerate(levels))
    record = GameRecord(seats, new_record_state(preset("easy"), seats, seed=len(levels)))
    assert loads(record.dumps()).seats == seats
