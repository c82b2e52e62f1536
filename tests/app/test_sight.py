"""Whose racks a recorded game may show: the one rule every replay asks."""

from __future__ import annotations

import pytest

from rummy_desktop.app.cards.replay import CardReplay
from rummy_desktop.app.replay import Replay
from rummy_desktop.app.seats import Seat
from rummy_desktop.app.sight import open_seats
from rummy_desktop.core.serialize import GameRecord
from tests.app.test_card_replay import finished_card_match, stopped
from tests.app.test_replay import finished_match
from tests.core.test_serialize import record_after

ANN = Seat("Ann")
BOB = Seat("Bob")
CY = Seat("Cy", "hard")
DEE = Seat("Dee", "easy")


@pytest.mark.parametrize(
    ("seats", "shown"),
    [
        ((ANN, CY), {0}),  # one person: their own rack
        ((CY, DEE, ANN), {2}),
        ((ANN, BOB), set()),  # hot-seat: whoever is at the screen may be anyone
        ((ANN, BOB, CY), set()),
        ((CY, DEE), set()),  # no person: nobody's rack
    ],
)
def test_a_game_not_over_shows_only_the_rack_of_its_one_person(
    seats: tuple[Seat, ...], shown: set[int]
) -> None:
    assert open_seats(seats, over=False) == shown


@pytest.mark.parametrize("seats", [(ANN, CY), (ANN, BOB), (CY, DEE)])
def test_a_finished_game_shows_every_rack(seats: tuple[Seat, ...]) -> None:
    assert open_seats(seats, over=True) == set(range(len(seats)))


def test_a_replay_knows_whether_its_match_is_over() -> None:
    assert Replay(finished_match()).over
    assert not Replay(record_after(20, seed=5, rules_id="classic")).over
    seats = (ANN, Seat("Bob", "hard"))
    assert CardReplay(finished_card_match(), seats).over
    assert not CardReplay(stopped("rummy51", 9, 4), seats).over


def test_a_finished_round_of_a_match_going_on_is_no_finished_game() -> None:
    record = finished_match()
    replay = Replay(record)
    first_round_end = next(p for p in range(replay.last + 1) if replay.state_at(p).round_over)
    cut = replay.state_at(first_round_end)
    assert cut.round_over and not cut.match_over()
    assert not Replay(GameRecord(record.seats, cut)).over
