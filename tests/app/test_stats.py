"""Statistics per player in SQLite, with schema versions and migrations."""

from __future__ import annotations

import sqlite3
from datetime import datetime
from pathlib import Path

import pytest

from rummy_desktop.app.stats import MIGRATIONS, SCHEMA_VERSION, SeatInfo, StatsDB, StatsError

SEATS = (SeatInfo("Grandma", "human"), SeatInfo("Computer", "hard"))


def day(n: int) -> datetime:
    return datetime(2026, 1, n, 20, 0)


def play_match(db: StatsDB, key: str, rounds: list[tuple[int, int]], when: int) -> None:
    totals = [0, 0]
    for number, (a, b) in enumerate(rounds, start=1):
        winner = 0 if a > b else 1
        db.record_round(key, SEATS, "classic", number, (a, b), winner, day(when))
        totals = [totals[0] + a, totals[1] + b]
    db.finish_match(key, totals, 0 if totals[0] > totals[1] else 1, day(when))


def test_summary_counts_games_rounds_points_and_best_round() -> None:
    db = StatsDB(":memory:")
    play_match(db, "m1", [(30, -30), (-12, 12)], when=1)
    play_match(db, "m2", [(45, -45)], when=2)
    grandma = db.summary("Grandma")
    assert (grandma.games, grandma.games_won) == (2, 2)
    assert (grandma.rounds, grandma.rounds_won) == (3, 2)
    assert grandma.points == 63
    assert grandma.best_round == 45
    computer = db.summary("computer")  # names are matched without regard to case
    assert (computer.games, computer.games_won, computer.rounds_won) == (2, 0, 1)


def test_history_by_date_and_results_against_levels() -> None:
    db = StatsDB(":memory:")
    play_match(db, "late", [(-5, 5)], when=9)
    play_match(db, "early", [(20, -20)], when=3)
    assert [total for _, total in db.history("Grandma")] == [20, -5]
    [record] = db.against_levels("Grandma")
    assert (record.level, record.games, record.won) == ("hard", 2, 1)


def test_unfinished_match_counts_rounds_but_not_games() -> None:
    db = StatsDB(":memory:")
    db.record_round("open", SEATS, "easy", 1, (10, -10), 0, day(1))
    db.record_round("open", SEATS, "easy", 1, (10, -10), 0, day(1))  # recorded twice
    stats = db.summary("Grandma")
    assert (stats.games, stats.rounds, stats.points) == (0, 1, 10)


def test_finishing_an_unknown_match_is_an_error() -> None:
    with pytest.raises(StatsError, match="no match"):
        StatsDB(":memory:").finish_match("nope", [0, 0], None, day(1))


def test_old_database_is_migrated_in_place(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite"
    old = sqlite3.connect(path)
    old.executescript(MIGRATIONS[0])
    old.execute("PRAGMA user_version = 1")
    old.execute("INSERT INTO player(name) VALUES ('Opa')")
    old.commit()
    old.close()
    db = StatsDB(path)
    assert db.schema_version == SCHEMA_VERSION
    assert db.player_names() == ["Opa"]


def test_newer_or_damaged_database_is_refused_with_a_message(tmp_path: Path) -> None:
    newer = tmp_path / "newer.sqlite"
    conn = sqlite3.connect(newer)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    with pytest.raises(StatsError, match="newer version"):
        StatsDB(newer)
    damaged = tmp_path / "damaged.sqlite"
    damaged.write_bytes(b"this is not a database" * 100)
    with pytest.raises(StatsError, match="cannot be used"):
        StatsDB(damaged)
