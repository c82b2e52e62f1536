"""The tile and the card seat keep the table's turn timer the same way (one count, in the seat).

No network: the table's frames are handed to a seat that was never started.
A second is counted by firing the timer's timeout by hand, so nothing here waits.
"""

from __future__ import annotations

from typing import Any

import pytest

from rummy_desktop.app.online.card_play import OnlineCardPlay
from rummy_desktop.app.online.countdown import TurnCountdown
from rummy_desktop.app.online.play import OnlinePlay
from rummy_desktop.app.online.seat import OnlineSeat
from rummy_desktop.app.online.seat_play import OnlineSeatPlay, keep_order

FAMILIES = [OnlinePlay, OnlineCardPlay]


def seat_play(kind: type[OnlineSeatPlay]) -> tuple[OnlineSeatPlay, OnlineSeat]:
    seat = OnlineSeat("ws://127.0.0.1:1", "ABC234", "token")  # never started: no connection
    return kind(seat), seat


def clock(seconds: float | None, running: bool, paused: bool = False) -> dict[str, Any]:
    return {
        "type": "clock",
        "seat": 0,
        "seconds_left": seconds,
        "running": running,
        "paused": paused,
    }


def test_the_countdown_counts_holds_and_clears(qapp: object) -> None:
    count = TurnCountdown()
    seen: list[float | None] = []
    count.changed.connect(lambda: seen.append(count.seconds))
    count.set(2.5, True)
    assert count.running and count.seconds == 2.5
    for _ in range(4):
        count.timer.timeout.emit()
    assert count.seconds == 0.0  # never below nothing
    count.run(False)
    assert not count.running and count.seconds == 0.0  # held where it was
    count.clear()
    assert not count.running and count.seconds is None
    assert seen == [2.5, 1.5, 0.5, 0.0, 0.0, 0.0, None]


def test_no_seconds_never_run(qapp: object) -> None:
    count = TurnCountdown()
    count.set(None, True)
    assert not count.running


@pytest.mark.parametrize("kind", FAMILIES, ids=lambda k: k.__name__)
def test_a_clock_frame_runs_the_seats_clock_and_a_pause_holds_it(
    qapp: object, kind: type[OnlineSeatPlay]
) -> None:
    play, seat = seat_play(kind)
    seat.clock.emit(clock(30, True))
    assert play.countdown.running and play.countdown.seconds == 30.0
    play.countdown.timer.timeout.emit()
    assert play.countdown.seconds == 29.0
    seat.lobby.emit({"type": "seats", "seats": [], "paused": True})  # the lobby says it first
    assert play.paused and not play.countdown.running and play.countdown.seconds == 29.0
    assert play.waiting_for() != ""  # the status line says the table is paused
    seat.clock.emit(clock(29, False, paused=True))
    assert not play.countdown.running
    seat.clock.emit(clock(29, True))
    assert not play.paused and play.countdown.running


@pytest.mark.parametrize("kind", FAMILIES, ids=lambda k: k.__name__)
def test_a_lost_table_and_the_end_clear_the_clock(qapp: object, kind: type[OnlineSeatPlay]) -> None:
    play, seat = seat_play(kind)
    seat.clock.emit(clock(30, True))
    seat.lost.emit("gone for a while")
    assert not play.countdown.running and play.countdown.seconds is None
    seat.clock.emit(clock(20, True))
    ended: list[dict[str, Any]] = []
    play.finished.connect(ended.append)
    seat.finished.emit({"winner": 0})
    assert ended == [{"winner": 0}]
    assert not play.countdown.running and play.countdown.seconds is None


@pytest.mark.parametrize("kind", FAMILIES, ids=lambda k: k.__name__)
def test_a_table_gone_freezes_the_clock_for_good(qapp: object, kind: type[OnlineSeatPlay]) -> None:
    play, seat = seat_play(kind)
    failures: list[str] = []
    play.failed.connect(failures.append)
    seat.clock.emit(clock(30, True))
    seat.failed.emit("the table is gone")
    seat.failed.emit("said once")
    assert failures == ["the table is gone"]
    seat.clock.emit(clock(30, True))  # a late frame does not start it again
    assert not play.countdown.running and play.countdown.seconds is None


def test_the_players_order_survives_a_new_view() -> None:
    assert keep_order([3, 1, 2], [1, 2, 4, 5]) == [1, 2, 4, 5]
    assert keep_order([5, 2, 1], [1, 2, 4, 5]) == [5, 2, 1, 4]
    assert keep_order([], ["a", "b"]) == ["a", "b"]
