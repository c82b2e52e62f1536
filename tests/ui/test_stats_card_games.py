"""The statistics window shows each game apart; the card window records and opens it."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.stats import TILES, SeatInfo, StatsDB
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.services import Services
from rummy_desktop.ui.stats_window import StatsWindow
from tests.app.test_stats_cards import win_in_one_turn


def test_a_finished_rummy_51_shows_under_rummy_51_and_not_under_tiles(
    qtbot: QtBot, services: Services
) -> None:
    db = services.stats
    assert db is not None
    window = CardWindow(CardController(), services=services)
    window.set_speed("instant")
    qtbot.addWidget(window)
    window.show()
    win_in_one_turn(window.controller, "rummy51")
    pending = window.stats_recorder.pending
    assert pending is not None
    pending.result(timeout=30)  # written off the GUI thread
    game_menu = window.menuBar().actions()[0].menu()
    assert window.act_stats in game_menu.actions()  # Game > Statistics...
    window.act_stats.trigger()
    stats = window.stats_window
    assert stats is not None and stats.isVisible()
    assert stats.shown_game == "rummy51" and stats.game.currentText() == "Rummy 51"
    assert stats.player.currentText() == "Ann"
    assert stats.values["games"].text() == "1" and stats.values["games_won"].text() == "1"
    assert stats.levels.rowCount() == 1 and stats.levels.item(0, 1).text() == "1"
    assert len(stats.chart.bar_rects()) == 1
    assert stats.penalty_note.isVisible()
    stats.game.setFocus()
    qtbot.keyClick(stats.game, Qt.Key.Key_Home)  # the chooser's first game: tiles
    assert stats.shown_game == TILES
    assert stats.values["games"].text() == "0" and stats.values["rounds"].text() == "0"
    assert stats.levels.rowCount() == 0 and stats.chart.bar_rects() == []
    assert not stats.penalty_note.isVisible()


def test_the_tile_window_opens_the_statistics_on_tiles(qtbot: QtBot) -> None:
    db = StatsDB(":memory:")
    seats = [SeatInfo("Ann", "human"), SeatInfo("Bob", "human")]
    when = datetime(2026, 1, 2)
    db.record_round("t", seats, "classic", 1, [30, -30], 0, when)
    db.finish_match("t", [30, -30], 0, when)
    db.record_round("c", seats, "rum500", 1, [80, 20], 0, when, game="rum500")
    db.finish_match("c", [80, 20], 0, when)
    window = StatsWindow(db, "Ann")
    qtbot.addWidget(window)
    window.show()
    assert window.shown_game == TILES and window.values["points"].text() == "30"
    window.game.setCurrentIndex(window.game.findData("rum500"))
    assert window.values["points"].text() == "80"
