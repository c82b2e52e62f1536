"""Card matches in the statistics: per preset, apart from the tile figures, off the GUI thread."""

from __future__ import annotations

import dataclasses
import sqlite3
import threading
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.board import CardPhase
from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.cards.stats import CardStatsRecorder
from rummy_desktop.app.seats import Seat
from rummy_desktop.app.stats import MIGRATIONS, SCHEMA_VERSION, TILES, SeatInfo, StatsDB
from rummy_desktop.cards.core.rules import CardMatchEnd, card_preset
from tests.app.card_positions import card_position
from tests.app.test_card_controller import cards

ANN_COMPUTER = (Seat("Ann"), Seat("Computer", "easy"))
PRESETS = ("rummy", "rummy30", "rummy51", "rum500")


class FixedClock(datetime):
    @classmethod
    def now(cls, tz: object = None) -> FixedClock:  # type: ignore[override]
        return cls(2026, 3, 1, 20, 0)


class WatchedDB(StatsDB):
    """A statistics database that notes the thread of every round written."""

    def __init__(self) -> None:
        super().__init__(":memory:")
        self.threads: list[str] = []

    def record_round(self, *args: Any, **kwargs: Any) -> None:  # type: ignore[override]
        self.threads.append(threading.current_thread().name)
        super().record_round(*args, **kwargs)


@pytest.fixture
def controller(qtbot: QtBot) -> Iterator[CardController]:
    c = CardController()
    c.set_speed("instant")
    yield c
    c.shutdown()


def win_in_one_turn(controller: CardController, preset: str) -> None:
    """Ann lays two melds worth 60, discards her last card and so ends a one-round match."""
    rules = card_preset(preset)
    if rules.match_end is CardMatchEnd.ELIMINATION:
        rules = dataclasses.replace(rules, elimination_points=1)
    else:
        rules = dataclasses.replace(rules, target_score=1)
    game = card_position(rules, ["JS QS KS TH TD TC", "2H 3H 7C 9D 4S 8C"], "6D", stock_top="2C")
    controller.start(game, ANN_COMPUTER)
    assert controller.draw_stock().ok
    hand = controller.board.hand
    assert controller.lay_meld(cards(hand, "JS QS KS")).ok
    assert controller.lay_meld(cards(hand, "TH TD TC")).ok
    [last] = controller.board.hand
    assert controller.discard(last).ok
    assert controller.board.phase is CardPhase.MATCH_OVER


@pytest.mark.parametrize("preset", PRESETS)
def test_a_finished_card_match_counts_for_its_preset_only(
    controller: CardController, preset: str
) -> None:
    db = WatchedDB()
    seats = [SeatInfo("Ann", "human"), SeatInfo("Computer", "easy")]
    db.record_round("tiles-1", seats, "classic", 1, [20, -20], 0, datetime(2026, 2, 1))
    db.finish_match("tiles-1", [20, -20], 0, datetime(2026, 2, 1))
    tiles_before = db.summary("Ann")
    recorder = CardStatsRecorder(controller, db, clock=FixedClock)
    win_in_one_turn(controller, preset)
    assert recorder.pending is not None
    recorder.pending.result(timeout=30)
    assert db.threads[-1].startswith("statistics")  # written off the GUI thread
    ann = db.summary("Ann", preset)
    assert (ann.games, ann.games_won, ann.rounds, ann.rounds_won) == (1, 1, 1, 1)
    computer = db.summary("Computer", preset)
    assert (computer.games, computer.games_won, computer.rounds_won) == (1, 0, 0)
    assert db.summary("Ann") == tiles_before  # the tile figures did not move
    for other in PRESETS:
        if other != preset:
            assert db.summary("Ann", other).games == 0
    [record] = db.against_levels("Ann", preset)
    assert (record.level, record.games, record.won) == ("easy", 1, 1)
    assert db.games() == [TILES, preset]


def test_penalty_points_are_recorded_below_zero(controller: CardController) -> None:
    """Rummy 51 counts penalties: the loser's round reads as minus points, the winner's as 0."""
    db = StatsDB(":memory:")
    recorder = CardStatsRecorder(controller, db, clock=FixedClock)
    win_in_one_turn(controller, "rummy51")
    assert recorder.pending is not None
    recorder.pending.result(timeout=30)
    assert db.summary("Ann", "rummy51").points == 0
    assert db.summary("Computer", "rummy51").points < 0
    assert db.history("Computer", "rummy51")[0][1] < 0


def test_an_old_database_opens_with_its_matches_counted_as_tiles(tmp_path: Path) -> None:
    """A schema-2 file (before card games) is upgraded in place; its figures stay the same."""
    path = tmp_path / "stats.sqlite"
    old = sqlite3.connect(path)
    for script in MIGRATIONS[:2]:
        old.executescript(script)
    old.execute("PRAGMA user_version = 2")
    old.executescript(
        """
        INSERT INTO player(name) VALUES ('Opa'), ('Computer');
        INSERT INTO match(key, rules, started, finished)
            VALUES ('m1', 'classic', '2025-01-01', '2025-01-01');
        INSERT INTO seat VALUES (1, 1, 0, 'human', 40, 1), (1, 2, 1, 'hard', -40, 0);
        INSERT INTO round VALUES (1, 1, '2025-01-01');
        INSERT INTO round_score VALUES (1, 1, 0, 40, 1), (1, 1, 1, -40, 0);
        """
    )
    old.commit()
    old.close()
    db = StatsDB(path)
    assert db.schema_version == SCHEMA_VERSION == 3
    opa = db.summary("Opa")
    assert (opa.games, opa.games_won, opa.rounds, opa.points) == (1, 1, 1, 40)
    assert db.summary("Opa", "rummy51").games == 0
    assert db.games() == [TILES]
