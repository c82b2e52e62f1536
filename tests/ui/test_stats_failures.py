"""Statistics that fail: written off the GUI thread, said once, damaged files offered afresh."""

from __future__ import annotations

import sqlite3
import threading
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.controller import Phase
from rummy_desktop.app.stats import SeatInfo, StatsBusy, StatsDB, StatsError
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.services import STATS_NAME, Services
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import (
    ANN_COMPUTER,
    MakeWindow,
    Questions,
    drag_rack_to_cell,
    make_services,
    position,
)
from tests.ui.test_saves_window import bare_window


def win_a_round(qtbot: QtBot, window: MainWindow) -> None:
    rack = {str(t): t for t in window.controller.display_rack()}
    for col, name in enumerate(("R10", "R11", "R12")):
        drag_rack_to_cell(qtbot, window, rack[name], (0, col))
    qtbot.mouseClick(window.done_button, Qt.MouseButton.LeftButton)
    assert window.controller.phase is Phase.MATCH_OVER


def test_round_is_written_on_a_worker_thread(
    qtbot: QtBot, make_window: MakeWindow, services: Services
) -> None:
    db = services.stats
    assert db is not None
    writers: list[int] = []
    record_round = db.record_round

    def noting(*args: Any) -> None:
        writers.append(threading.get_ident())
        record_round(*args)

    db.record_round = noting  # type: ignore[method-assign]
    window = make_window(position(["R10 R11 R12", "K1 K2 K5"]), ANN_COMPUTER)
    with qtbot.waitSignal(window.stats_recorder.recorded, timeout=30_000):
        win_a_round(qtbot, window)
    assert writers and writers[0] != threading.get_ident()
    assert db.summary("Ann").rounds == 1


def test_a_write_that_waits_leaves_the_window_free(
    qtbot: QtBot, make_window: MakeWindow, services: Services
) -> None:
    """A database locked by another program makes the write wait; the game does not."""
    db = services.stats
    assert db is not None
    unlocked = threading.Event()
    record_round = db.record_round

    def waiting(*args: Any) -> None:
        assert unlocked.wait(timeout=60), "the test never unlocked"
        record_round(*args)

    db.record_round = waiting  # type: ignore[method-assign]
    window = make_window(position(["R10 R11 R12", "K1 K2 K5"]), ANN_COMPUTER)
    win_a_round(qtbot, window)
    pending = window.stats_recorder.pending
    assert pending is not None and not pending.done()  # the GUI thread went on
    assert window.round_dialog is not None and window.round_dialog.isVisible()
    unlocked.set()
    pending.result(timeout=60)
    assert db.summary("Ann").rounds == 1


def test_failure_to_record_is_said_once(
    qtbot: QtBot, make_window: MakeWindow, services: Services
) -> None:
    db = services.stats
    assert db is not None

    def refuse(*_args: Any) -> None:
        raise sqlite3.OperationalError("attempt to write a readonly database")

    db.record_round = refuse  # type: ignore[method-assign]
    window = make_window(position(["R10 R11 R12", "K1 K2 K5"]), ANN_COMPUTER)
    win_a_round(qtbot, window)
    qtbot.waitUntil(lambda: window.stats_failure_told, timeout=30_000)
    box = window.info_box
    assert box is not None and box.isVisible() and "readonly" in box.text()
    window.stats_failed("again")
    assert window.info_box is box  # not a second message
    box.done(0)


@pytest.mark.parametrize("damage", ["garbage", "dropped-table"])
def test_damaged_database_opens_statistics_with_an_offer_to_start_afresh(
    qtbot: QtBot, tmp_path: Path, damage: str
) -> None:
    path = tmp_path / STATS_NAME
    if damage == "garbage":
        path.write_bytes(b"SQLite format 3\x00" + b"\x13" * 5000)
    else:
        StatsDB(path).close()
        conn = sqlite3.connect(path)
        conn.execute("PRAGMA foreign_keys = OFF")
        conn.execute("DROP TABLE round_score")
        conn.commit()
        conn.close()
    with pytest.raises(StatsError):
        StatsDB(path)
    questions = Questions(answer=True)
    services = make_services(tmp_path / "s", questions)
    services.stats, services.stats_path, services.stats_problem = None, path, "damaged"
    window = bare_window(qtbot, services)
    window.show_stats()
    assert len(questions.asked) == 1 and "kept" in questions.asked[0]
    stats = window.stats_window
    assert stats is not None and stats.isVisible()
    assert window.stats_recorder.db is services.stats is not None
    kept = [p for p in tmp_path.iterdir() if p.name.startswith(f"{STATS_NAME}.damaged-")]
    assert len(kept) == 1
    assert StatsDB(path).player_names() == []


def hold_the_lock(path: Path) -> sqlite3.Connection:
    """Another program's connection holding the statistics locked (as a second copy
    of the game writing a long transaction would)."""
    other = sqlite3.connect(path, timeout=0.1, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN EXCLUSIVE")
    other.execute("INSERT INTO player(name) VALUES ('Other')")
    return other


def test_a_locked_database_is_busy_not_damaged_and_nothing_is_moved(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("rummy_desktop.app.stats.BUSY_TIMEOUT_S", 0.2)
    path = tmp_path / STATS_NAME
    StatsDB(path).close()
    other = hold_the_lock(path)
    with pytest.raises(StatsBusy):
        StatsDB(path)
    questions = Questions(answer=True)
    services = make_services(tmp_path / "s", questions)
    services.stats, services.stats_path = None, path
    services.stats_problem, services.stats_damaged = "the statistics are in use", False
    window = bare_window(qtbot, services)
    window.show_stats()
    assert questions.asked == []  # no offer to start afresh
    assert window.info_box is not None and "in use" in window.info_box.text()
    window.info_box.done(0)
    with pytest.raises(StatsBusy, match="nothing was moved"):
        services.start_stats_afresh()
    assert sorted(p.name for p in tmp_path.iterdir() if p.is_file()) == [
        STATS_NAME,
        f"{STATS_NAME}-journal",
    ]
    other.execute("COMMIT")  # the other program's write still lands
    other.close()
    window.show_stats()  # free again: opened and recorded from now on
    assert services.stats is not None and window.stats_recorder.db is services.stats
    assert services.stats.player_names() == ["Other"]


def test_a_write_meeting_a_lock_waits_on_the_worker_and_lands(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / STATS_NAME
    db = StatsDB(path, timeout_s=0.05)
    services = make_services(tmp_path / "s")
    services.stats = db
    window = bare_window(qtbot, services)
    window.stats_recorder.db = db
    window.stats_recorder.busy_pause_s = 0.05
    other = hold_the_lock(path)
    failures: list[str] = []
    window.stats_recorder.failed.connect(failures.append)
    seats = [SeatInfo("Ann", "human"), SeatInfo("Bob", "easy")]
    when = datetime(2026, 1, 1)
    window.stats_recorder.submit(lambda d: d.record_round("k", seats, "{}", 1, [5, 0], 1, when))
    threading.Timer(0.3, lambda: (other.execute("COMMIT"), other.close())).start()
    with qtbot.waitSignal(window.stats_recorder.recorded, timeout=10000):
        pass
    assert failures == []


def test_the_card_window_offers_damaged_statistics_afresh_too(qtbot: QtBot, tmp_path: Path) -> None:
    """One shell: the card window's statistics are offered afresh as the tile window's
    (it used to say only a line on its status bar)."""
    path = tmp_path / STATS_NAME
    path.write_bytes(b"SQLite format 3\x00" + b"\x13" * 5000)
    questions = Questions(answer=True)
    services = make_services(tmp_path / "s", questions)
    services.stats, services.stats_path, services.stats_problem = None, path, "damaged"
    window = CardWindow(CardController(), services=services)
    qtbot.addWidget(window)
    window.show_stats()
    assert len(questions.asked) == 1 and "kept" in questions.asked[0]
    stats = window.stats_window
    assert stats is not None and stats.isVisible()
    assert window.stats_recorder.db is services.stats is not None
    window.stats_failed("disk full")
    box = window.info_box
    assert box is not None and "disk full" in box.text()
    window.stats_failed("again")
    assert window.info_box is box  # said once
    box.done(0)
