"""The card games' time bank house rule: the option, the command line, the saves, the dialog.

And the shared turn clock itself, which the tile and the card controller both run.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QSpinBox
from pytestqt.qtbot import QtBot

from rummy_desktop.__main__ import main
from rummy_desktop.app.cards.saves import CardSave, load_card_save, write_card_save
from rummy_desktop.app.cards.setup import card_setup_of
from rummy_desktop.app.saves import SaveError
from rummy_desktop.app.turn_clock import TurnTimer
from rummy_desktop.cards.core.rules import CARD_OPTION_INFO, card_preset, parse_card_option
from rummy_desktop.cards.core.state import new_card_game
from rummy_desktop.core.rules import OPTION_INFO, InvalidRules
from rummy_desktop.core.serialize import TurnClock
from rummy_desktop.ui.cards.new_game import CardNewGameDialog


def test_the_option_is_the_tile_games_own() -> None:
    card, tile = CARD_OPTION_INFO["time_bank_seconds"], OPTION_INFO["time_bank_seconds"]
    assert (card.label, card.low, card.high, card.off, card.suggested) == (
        tile.label,
        tile.low,
        tile.high,
        tile.off,
        tile.suggested,
    )
    assert card_preset("rummy51").time_bank_seconds is None  # a house rule: off by default


def test_the_command_line_reads_it() -> None:
    assert parse_card_option("time_bank_seconds=120") == ("time_bank_seconds", 120)
    assert parse_card_option("time_bank_seconds=off") == ("time_bank_seconds", None)
    with pytest.raises(InvalidRules, match="time_bank_seconds"):
        parse_card_option("time_bank_seconds=10")


def test_selfplay_saves_a_card_game_with_its_time_bank(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    save = tmp_path / "game.json"
    args = ["selfplay", "--game", "rummy", "--players", "easy,easy", "--seed", "4"]
    args += ["--option", "time_bank_seconds=180", "--option", "turn_timer_seconds=60"]
    assert main([*args, "--save", str(save), "--stop-after-turns", "3", "--json"]) == 0
    rules = load_card_save(save).game.rules
    assert (rules.time_bank_seconds, rules.turn_timer_seconds) == (180, 60)
    capsys.readouterr()
    assert main([*args[:-4], "--option", "time_bank_seconds=5"]) == 2
    assert "time_bank_seconds" in capsys.readouterr().err


def test_banks_and_a_paused_turn_round_trip_through_a_card_save(tmp_path: Path) -> None:
    rules = card_preset("rummy30").with_options(turn_timer_seconds=90, time_bank_seconds=300)
    game = new_card_game(rules, ["Ann", "Bob", "Cy"], 8)
    path = tmp_path / "cards.json"
    clock = TurnClock((300, 240, 12), 1, 37)
    write_card_save(path, game, ["human", "human", "easy"], clock)
    loaded = load_card_save(path)
    assert loaded == CardSave(game, ("human", "human", "easy"), clock)
    assert loaded.game.rules.time_bank_seconds == 300
    running = TurnClock((300, 240, 12), turn_seat=2, turn_seconds=5)
    write_card_save(path, game, ["human", "human", "easy"], running)
    assert load_card_save(path).clock == running


def test_an_old_card_save_loads_unchanged(tmp_path: Path) -> None:
    """A save written before the time bank: no clock, no such rule; it loads as it was."""
    game = new_card_game(card_preset("rummy"), ["Ann", "Bob"], 2)
    path = tmp_path / "old.json"
    write_card_save(path, game, ["human", "hard"], TurnClock())
    data = json.loads(path.read_text(encoding="utf-8"))
    assert "clock" not in data  # nothing to keep: written as before
    del data["rules"]["time_bank_seconds"]
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = load_card_save(path)
    assert loaded == CardSave(game, ("human", "hard"))
    assert loaded.clock.empty and loaded.game.rules.time_bank_seconds is None


def test_a_card_save_with_an_impossible_clock_is_refused(tmp_path: Path) -> None:
    game = new_card_game(card_preset("rummy"), ["Ann", "Bob"], 2)
    path = tmp_path / "bad.json"
    write_card_save(path, game, ["human", "hard"])
    data = json.loads(path.read_text(encoding="utf-8"))
    data["clock"] = {"bank": [60, 60, 60], "paused_seat": None, "paused_seconds": None}
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match=r"bad\.json: the saved time bank"):
        load_card_save(path)


def test_the_new_game_dialog_offers_it(qtbot: QtBot) -> None:
    dialog = CardNewGameDialog(preset="rummy")
    qtbot.addWidget(dialog)
    spin = dialog.option_widgets["time_bank_seconds"]
    assert isinstance(spin, QSpinBox)
    assert spin.value() == spin.minimum() and spin.specialValueText() == "off"
    assert dialog.rules().time_bank_seconds is None
    spin.setValue(180)
    assert dialog.rules().time_bank_seconds == 180
    setup = card_setup_of("rummy", "Ann,Computer:hard", options={"time_bank_seconds": 120})
    again = CardNewGameDialog(initial=setup)
    qtbot.addWidget(again)
    kept = again.option_widgets["time_bank_seconds"]
    assert isinstance(kept, QSpinBox) and kept.value() == 120


def test_the_shared_clock_pauses_pays_from_the_bank_and_records(qtbot: QtBot) -> None:
    clock = TurnTimer(interval_ms=5)
    clock.load(2, 40, TurnClock(), 0)
    assert clock.bank == (40, 40) and clock.seat is None
    clock.start_turn(1, 20)
    assert clock.may_pause and clock.may_add_time
    assert clock.add_time() == 30 and clock.seconds_left == 50 and clock.bank == (40, 10)
    assert clock.pause() and not clock.may_add_time and not clock.pause()
    assert clock.record() == TurnClock((40, 10), 1, 50)
    assert clock.resume() and not clock.resume()
    assert clock.record() == TurnClock((40, 10), turn_seat=1, turn_seconds=50)
    with qtbot.waitSignal(clock.expired, timeout=5000):
        pass  # 50 seconds of the turn, then the bank's 10
    assert clock.seconds_left == 0 and clock.bank == (40, 0)
    clock.stop()
    assert clock.seat is None and clock.record() == TurnClock((40, 0))


def test_a_saved_turn_counts_only_for_the_seat_it_was_saved_for(qtbot: QtBot) -> None:
    clock = TurnTimer()
    clock.load(2, None, TurnClock((), 1, 33), 1)
    clock.start_turn(1, 60)
    assert clock.paused and clock.seconds_left == 33 and clock.turn_time == 60
    clock.load(2, None, TurnClock((), 1, 33), 0)  # the game resumes at another seat
    clock.start_turn(0, 60)
    assert not clock.paused and clock.seconds_left == 60
    clock.stop()
