"""``--players`` text: what it accepts and how it refuses."""

from __future__ import annotations

import pytest

from rummy_desktop.app.seats import InvalidSeats, Seat, format_seats, parse_seats
from rummy_desktop.core import serialize
from rummy_desktop.core.rules import preset
from rummy_desktop.core.serialize import GameRecord, loads, new_record_state


def test_people_and_computers() -> None:
    seats = parse_seats("Ann:human, Bob ,Computer:Hard", ["easy", "hard"])
    assert seats == [Seat("Ann"), Seat("Bob"), Seat("Computer", "hard")]
    assert format_seats(seats) == "Ann:human,Bob:human,Computer:hard"
    assert parse_seats(format_seats(seats)) == seats


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Ann", "2 to 6 players"),
        ("Ann,ann", "two players are called"),
        ("Ann,:human", "without a name"),
        ("Ann,Bot:genius", "unknown player kind 'genius'"),
        (",".join(f"P{i}" for i in range(7)), "not 7"),
    ],
)
def test_refusals_name_the_culprit(text: str, words: str) -> None:
    with pytest.raises(InvalidSeats, match=words):
        parse_seats(text, ["easy", "hard"])


def test_the_parsed_seats_are_the_ones_a_record_keeps() -> None:
    """``--players`` parses into the core's seat, which the game record stores as it is."""
    parsed = parse_seats("Ann:human,Computer:hard", ["easy", "hard"])
    record = GameRecord(tuple(parsed), new_record_state(preset("classic"), parsed, seed=2))
    assert Seat is serialize.Seat
    assert list(loads(record.dumps()).seats) == parsed
