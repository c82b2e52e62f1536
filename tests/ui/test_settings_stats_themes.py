"""Settings kept between sessions, the statistics window, tile themes and sound."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from rummy_desktop.app.controller import GameController, Phase
from rummy_desktop.app.seats import Seat
from rummy_desktop.app.settings import AppSettings
from rummy_desktop.app.setup import GameSetup
from rummy_desktop.app.stats import SeatInfo, StatsDB
from rummy_desktop.core.rules import preset
from rummy_desktop.core.tiles import Colour
from rummy_desktop.ui.services import Services
from rummy_desktop.ui.settings_dialog import SettingsDialog
from rummy_desktop.ui.stats_window import StatsWindow
from rummy_desktop.ui.themes import THEMES, current_theme, set_theme
from rummy_desktop.ui.tile_item import describe_tile
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import ANN_COMPUTER, MakeWindow, drag_rack_to_cell, position


def test_settings_round_trip(tmp_path: Path) -> None:
    path = str(tmp_path / "s.ini")
    first = AppSettings(QSettings(path, QSettings.Format.IniFormat))
    first.seats = [Seat("Oma"), Seat("Tim"), Seat("Computer", "hard")]
    first.rules = preset("dutch").with_options(initial_meld_points=40)
    first.handicaps = {"Tim": {"initial_meld_points": 20, "turn_timer_seconds": None}}
    first.theme = "suits"
    first.large_tiles = True
    first.speed = "slow"
    first.language = "nl"
    first.sound = True
    first.set_screen_geometry("HDMI_1_1366x768", QRect(10, 20, 1200, 700), False)
    first.set_screen_geometry("eDP_1024x600", QRect(0, 0, 1024, 570), True)
    first.sync()
    again = AppSettings(QSettings(path, QSettings.Format.IniFormat))
    assert again.seats == [Seat("Oma"), Seat("Tim"), Seat("Computer", "hard")]
    assert again.rules == preset("dutch").with_options(initial_meld_points=40)
    assert again.handicaps == {"Tim": {"initial_meld_points": 20, "turn_timer_seconds": None}}
    assert (again.theme, again.large_tiles, again.speed) == ("suits", True, "slow")
    assert (again.language, again.sound) == ("nl", True)
    assert again.screen_geometry("HDMI_1_1366x768") == (QRect(10, 20, 1200, 700), False)
    assert again.screen_geometry("eDP_1024x600") == (QRect(0, 0, 1024, 570), True)
    assert again.screen_geometry("DP_2_1920x1080") is None


def test_defaults_and_bad_values_fall_back(tmp_path: Path) -> None:
    path = tmp_path / "s.ini"
    path.write_text("[view]\nspeed=warp\nlanguage=xx\n[game]\nrules={broken\n", encoding="utf-8")
    settings = AppSettings(QSettings(str(path), QSettings.Format.IniFormat))
    assert settings.speed == "normal"
    assert settings.language == ""
    assert settings.rules is None
    assert settings.sound is False
    assert settings.theme == "classic"


def test_new_game_remembers_seats_and_rules(
    qtbot: QtBot, make_window: MakeWindow, services: Services
) -> None:
    window = make_window(position(["R1 R2", "K1 K2"]), ANN_COMPUTER)
    setup = GameSetup.of(
        [Seat("Oma"), Seat("Tim")],
        preset("tiles50"),
        handicaps=[{}, {"initial_meld_points": 20, "turn_timer_seconds": None}],
    )
    assert window.start_game(setup)
    state = window.controller.state
    assert state is not None and state.rules_for(1).initial_meld_points == 20
    assert services.settings.seats == [Seat("Oma"), Seat("Tim")]
    assert services.settings.rules == preset("tiles50")
    fresh = MainWindow(GameController(), levels=("easy",), services=services)
    qtbot.addWidget(fresh)
    assert fresh.last_setup is None  # no game in play: the dialog starts from the settings
    fresh.new_game()
    dialog = fresh.new_game_dialog
    assert dialog is not None
    assert dialog.seat_editors[1].name.text() == "Tim"
    assert dialog.seat_editors[1].meld.currentData() == 20
    assert dialog.preset.currentData() == "tiles50"
    dialog.reject()


def test_settings_dialog_applies_theme_and_speed(
    qtbot: QtBot, make_window: MakeWindow, services: Services
) -> None:
    window = make_window(position(["R1 R2", "K1 K2"]), ANN_COMPUTER)
    window.show_settings()
    dialog = window.settings_dialog
    assert dialog is not None and isinstance(dialog, SettingsDialog)
    dialog.theme.setCurrentIndex(dialog.theme.findData("box"))
    dialog.speed.setCurrentIndex(dialog.speed.findData("fast"))
    dialog.sound.setChecked(True)
    dialog.accept()
    assert current_theme().key == "box"
    assert services.settings.theme == "box" and services.settings.sound
    assert window.controller.speed_ms == 200
    assert window.speed_actions["fast"].isChecked()
    set_theme("classic")


def _has_colour(image: QImage, colour: QColor, tolerance: int = 12) -> bool:
    target = colour.rgb()
    tr, tg, tb = (target >> 16) & 255, (target >> 8) & 255, target & 255
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            pixel = image.pixel(x, y)
            r, g, b = (pixel >> 16) & 255, (pixel >> 8) & 255, pixel & 255
            if abs(r - tr) + abs(g - tg) + abs(b - tb) <= tolerance:
                return True
    return False


def test_theme_switch_repaints_in_the_themes_inks(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(position(["B5 B6 B7 O9", "K1 K2"]), ANN_COMPUTER)
    suits = THEMES["suits"]
    before = window.rack_view.grab().toImage()
    assert not _has_colour(before, suits.ink(Colour.BLUE))
    window.apply_theme("suits", large=False)
    after = window.rack_view.grab().toImage()
    assert _has_colour(after, suits.ink(Colour.BLUE)), "the blue tiles are green in Suits"
    item = next(iter(window.rack_scene.items_by_id.values()))
    assert item.toolTip() == describe_tile(item.tile)
    assert describe_tile(item.tile) in ("green 5", "green 6", "green 7", "yellow 9")
    window.apply_theme("classic", large=False)


def test_large_tiles_make_the_rack_taller(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(position(["B5 B6 B7", "K1 K2"]), ANN_COMPUTER)
    small = window.rack_view.scale_factor()
    window.apply_theme("contrast", large=True)
    qtbot.waitUntil(lambda: window.rack_view.scale_factor() > small * 1.2, timeout=2000)
    window.apply_theme("classic", large=False)


def test_every_theme_gives_each_colour_its_own_ink_and_name() -> None:
    for theme in THEMES.values():
        assert len({theme.ink(c).name() for c in Colour}) == 4, theme.key
        assert len({theme.names[c] for c in Colour}) == 4, theme.key


def test_round_end_is_recorded_and_shown_in_the_statistics(
    qtbot: QtBot, make_window: MakeWindow, services: Services
) -> None:
    window = make_window(position(["R10 R11 R12", "K1 K2 K5"]), ANN_COMPUTER)
    rack = {str(t): t for t in window.controller.display_rack()}
    for col, name in enumerate(("R10", "R11", "R12")):
        drag_rack_to_cell(qtbot, window, rack[name], (0, col))
    qtbot.mouseClick(window.done_button, Qt.MouseButton.LeftButton)
    assert window.controller.phase is Phase.MATCH_OVER
    db = services.stats
    assert db is not None
    pending = window.stats_recorder.pending
    assert pending is not None
    pending.result(timeout=30)  # written off the GUI thread
    summary = db.summary("Ann")
    assert (summary.games, summary.games_won, summary.rounds, summary.rounds_won) == (1, 1, 1, 1)
    assert summary.points == summary.best_round == 8
    window.show_stats()
    stats = window.stats_window
    assert stats is not None and stats.isVisible()
    assert stats.player.currentText() == "Ann"
    assert stats.values["games_won"].text() == "1"
    assert stats.values["best_round"].text() == "8"
    assert stats.levels.rowCount() == 1 and stats.levels.item(0, 0).text() == "Easy"
    assert len(stats.chart.bar_rects()) == 1


def test_chart_bars_follow_the_results(qtbot: QtBot) -> None:
    from datetime import datetime

    db = StatsDB(":memory:")
    seats = [SeatInfo("Ann", "human"), SeatInfo("Bob", "human")]
    for game, (a, b) in enumerate(((30, -30), (-12, 12), (50, -50))):
        when = datetime(2024, 1, 1 + game)
        db.record_round(f"m{game}", seats, "classic", 1, [a, b], 0 if a > 0 else 1, when)
        db.finish_match(f"m{game}", [a, b], 0 if a > 0 else 1, when)
    window = StatsWindow(db, "Ann")
    qtbot.addWidget(window)
    window.show()
    bars = window.chart.bar_rects()
    assert len(bars) == 3
    assert bars[2].height() > bars[0].height() > bars[1].height()
    assert bars[1].top() >= bars[0].bottom() - 1  # the loss hangs below the line
    assert window.values["games"].text() == "3" and window.values["games_won"].text() == "2"


def test_sound_is_off_by_default_and_beeps_when_on(
    qtbot: QtBot, make_window: MakeWindow, services: Services
) -> None:
    beeps: list[int] = []
    services.beep = lambda: beeps.append(1)
    window = make_window(position(["R1 R2 R3", "K1 K2"]), ANN_COMPUTER)
    assert window.controller.draw().ok
    qtbot.waitUntil(lambda: window.controller.phase is Phase.HUMAN, timeout=3000)
    assert beeps == []
    services.settings.sound = True
    assert window.controller.draw().ok
    qtbot.waitUntil(lambda: window.controller.phase is Phase.HUMAN, timeout=3000)
    assert len(beeps) == 2  # the computer's turn finished, then Ann's began
