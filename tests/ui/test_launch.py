"""Starting the window from the command line, and the new-game dialog."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.app.controller import Phase
from rummy_desktop.app.game_files import record_of
from rummy_desktop.app.saves import write_save
from rummy_desktop.app.seats import Seat
from rummy_desktop.core.actions import Draw
from rummy_desktop.core.rules import preset
from rummy_desktop.core.serialize import state_snapshot
from rummy_desktop.core.state import GameState
from rummy_desktop.ui.launch import open_window, run_window
from rummy_desktop.ui.window import MainWindow


def args(**given: object) -> argparse.Namespace:
    base: dict[str, object] = {"players": None, "rules": None, "seed": None, "load": None}
    base.update(given)
    return argparse.Namespace(**base)


def opened(qtbot: QtBot, namespace: argparse.Namespace) -> MainWindow:
    window = open_window(namespace)
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    return window


def test_players_start_a_game_at_once(qtbot: QtBot) -> None:
    window = opened(qtbot, args(players="Ann:human,Bob:human", rules="easy", seed=5))
    state = window.controller.state
    assert state is not None
    assert state.names == ("Ann", "Bob")
    assert state.seed == 5
    assert window.controller.phase is Phase.HANDOVER


def test_same_seed_deals_the_same_racks(qtbot: QtBot) -> None:
    first = opened(qtbot, args(players="Ann,Bob", rules="classic", seed=9))
    second = opened(qtbot, args(players="Ann,Bob", rules="classic", seed=9))
    assert first.controller.state is not None and second.controller.state is not None
    assert first.controller.state.racks == second.controller.state.racks
    assert first.controller.state.rules.turn_timer_seconds == 120


@pytest.mark.parametrize(
    ("given", "words"),
    [
        ({"players": "Ann"}, "2 to 6 players"),
        ({"players": "Ann,Bob", "rules": "chess"}, "unknown rule preset"),
        ({"players": "Ann,Bot:genius"}, "unknown player kind"),
    ],
)
def test_bad_command_line_exits_2_before_any_window(
    capsys: pytest.CaptureFixture[str], given: dict[str, object], words: str
) -> None:
    assert run_window(args(**given)) == 2
    err = capsys.readouterr().err
    assert words in err
    assert err.count("\n") == 1


def test_load_of_a_missing_file_names_it(qtbot: QtBot, tmp_path: Path) -> None:
    window = opened(qtbot, args(load=str(tmp_path / "game.json")))
    assert window.info_box is not None
    qtbot.waitUntil(window.info_box.isVisible, timeout=2000)
    assert "game.json does not exist" in window.info_box.text()
    assert window.controller.state is None


def test_load_opens_a_saved_game(qtbot: QtBot, tmp_path: Path) -> None:
    state = GameState.new_match(preset("easy"), ["Ann", "Bob"], 21)
    state.apply(Draw())
    path = tmp_path / "evening.rummy.json"
    write_save(path, record_of(state, [Seat("Ann"), Seat("Bob")]))
    window = opened(qtbot, args(load=str(path)))
    loaded = window.controller.state
    assert loaded is not None
    assert state_snapshot(loaded) == state_snapshot(state)
    assert window.controller.seats == (Seat("Ann"), Seat("Bob"))


def test_new_game_dialog_starts_the_chosen_game(qtbot: QtBot) -> None:
    window = opened(qtbot, args())
    qtbot.waitUntil(lambda: window.new_game_dialog is not None, timeout=2000)
    dialog = window.new_game_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible, timeout=2000)
    dialog.seat_editors[0].name.setText("Ann")
    dialog.seat_editors[1].name.setText("Bob")
    dialog.seat_editors[1].kind.setCurrentIndex(0)  # a person
    dialog.seat_editors[2].enabled.setChecked(True)
    dialog.seat_editors[2].name.setText("Cleo")
    dialog.seat_editors[2].kind.setCurrentIndex(0)
    dialog.preset.setCurrentIndex(dialog.preset.findData("tiles50"))
    dialog.timer.setCurrentIndex(dialog.timer.findData(45))
    dialog.by_target.setChecked(True)
    dialog.target.setValue(200)
    dialog.accept()
    state = window.controller.state
    assert state is not None
    assert state.names == ("Ann", "Bob", "Cleo")
    assert state.rules.preset == "tiles50"
    assert state.rules.initial_meld_points == 50
    assert state.rules.turn_timer_seconds == 45
    assert state.rules.match_target_score == 200


def test_new_game_dialog_refuses_duplicate_names(qtbot: QtBot) -> None:
    window = opened(qtbot, args())
    qtbot.waitUntil(lambda: window.new_game_dialog is not None, timeout=2000)
    dialog = window.new_game_dialog
    assert dialog is not None
    dialog.seat_editors[1].name.setText(dialog.seat_editors[0].name.text())
    dialog.accept()
    assert "two players are called" in dialog.error.text()
    assert dialog.isVisible()
    dialog.reject()


def test_a_tile_start_loads_no_card_window() -> None:
    """The card window, its tutorial and card offer load when a card game is asked for or
    found to continue, not at every start (issue 29, a fast start)."""
    found = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, rummy_desktop.ui.launch;"
            "print(sorted(m for m in sys.modules if m.startswith('rummy_desktop.ui.card')))",
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "card_window" not in found and "card_tutorial" not in found and "card_offer" not in found
    players = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, rummy_desktop.ui.launch;"
            "print([m for m in sys.modules if m.startswith(("
            "'rummy_desktop.cards.ai', 'rummy_desktop.app.cards.controller',"
            " 'rummy_desktop.cards.core.referee', 'rummy_desktop.ui.replay_window',"
            " 'rummy_desktop.ui.stats_window', 'rummy_desktop.ui.online.join', 'asyncio'))])",
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert players.strip() == "[]"  # nor card players, replay viewers, statistics, Join
