"""The save folder: unwritable folders said once, fallbacks, two windows, where dialogs start."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QDir
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from rummy_desktop.app import data_folder
from rummy_desktop.app.controller import Phase
from rummy_desktop.app.game_files import record_of
from rummy_desktop.app.saves import AUTOSAVE_NAME, backup_path, read_save, write_save
from rummy_desktop.app.setup import GameSetup
from rummy_desktop.core.rules import preset
from rummy_desktop.core.serialize import state_snapshot
from rummy_desktop.ui.services import Services
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import ANN_COMPUTER, Questions, make_services
from tests.ui.test_saves_window import _human_draws, bare_window, fresh_game

REAL_FOR_USER = Services.for_user
"""Taken before the autouse fixture replaces it with temporary services."""


def blocked_folder(tmp_path: Path) -> Path:
    """A folder that cannot be created: a file stands where its parent should be."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("in the way", encoding="utf-8")
    return blocker / "rummy"


def start(window: MainWindow, seed: int = 12) -> None:
    assert window.start_game(GameSetup.of(ANN_COMPUTER, preset("easy")), state=fresh_game(seed))


def test_uncreatable_data_folder_falls_back_and_is_said_once_at_start(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    wanted_root = blocked_folder(tmp_path)
    fallback = tmp_path / "fallback"
    monkeypatch.setenv("XDG_DATA_HOME", str(wanted_root))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setattr(data_folder, "fallback_folders", lambda: [fallback])
    services = REAL_FOR_USER()
    assert services.data_dir == fallback
    assert services.data_problem
    assert services.stats is not None
    window = bare_window(qtbot, services)
    qtbot.waitUntil(lambda: window.files.folder_box is not None, timeout=2000)
    box = window.files.folder_box
    assert box is not None and box.isVisible()
    assert str(wanted_root) in box.text() and str(fallback) in box.text()
    start(window)
    _human_draws(qtbot, window)
    window.autosaver.flush()
    assert read_save(fallback / AUTOSAVE_NAME).record.state.turn > 1
    assert window.files.folder_box is box  # said once
    box.done(0)


def test_failing_autosave_is_said_once_and_another_folder_can_be_chosen(
    qtbot: QtBot, tmp_path: Path
) -> None:
    services = make_services(tmp_path)
    services.data_dir = blocked_folder(tmp_path)
    window = bare_window(qtbot, services)
    start(window)
    qtbot.waitUntil(lambda: window.files.folder_box is not None, timeout=30_000)
    box = window.files.folder_box
    assert box is not None and box.isVisible()
    assert str(services.data_dir) in box.text()
    _human_draws(qtbot, window)
    _human_draws(qtbot, window)
    assert window.files.folder_box is box  # not again for every turn
    assert window.controller.phase is Phase.HUMAN  # the game goes on
    [choose] = [b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.AcceptRole]
    choose.click()
    dialog = window.files.file_dialog
    assert dialog is not None and dialog.isVisible()
    good = tmp_path / "good"
    good.mkdir()
    dialog.fileSelected.emit(str(good))
    window.autosaver.flush()
    saved = read_save(good / AUTOSAVE_NAME).record.state
    assert window.controller.state is not None
    assert state_snapshot(saved) == state_snapshot(window.controller.state)
    assert services.settings.data_folder == str(good)
    dialog.reject()


def test_save_as_into_a_folder_that_cannot_be_written_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    window = bare_window(qtbot, make_services(tmp_path))
    start(window)
    target = blocked_folder(tmp_path) / "game.rummy.json"
    assert not window.files.save_as(target)
    box = window.info_box
    assert box is not None and box.isVisible()
    assert "not-a-folder" in box.text() and "another folder" in box.text()
    window.autosaver.flush()
    assert not any(p.name.endswith(".tmp") for p in tmp_path.rglob("*"))


def test_two_windows_at_once_keep_their_own_autosaves(qtbot: QtBot, tmp_path: Path) -> None:
    first = bare_window(qtbot, make_services(tmp_path))
    second = bare_window(qtbot, make_services(tmp_path))
    start(first, seed=12)
    start(second, seed=13)
    _human_draws(qtbot, first)
    _human_draws(qtbot, second)
    first.autosaver.flush()
    second.autosaver.flush()
    a, b = first.autosaver.path, second.autosaver.path
    assert a is not None and b is not None and a != b
    for window, path in ((first, a), (second, b)):
        state = window.controller.state
        assert state is not None
        assert state_snapshot(read_save(path).record.state) == state_snapshot(state)
    first.close()
    third = bare_window(qtbot, make_services(tmp_path, Questions(answer=True)))
    assert third.autosaver.path == a  # the closed game's slot is free again
    assert third.files.offer_continue()
    assert third.controller.state is not None and third.controller.state.seed == 12


def test_open_and_save_as_start_in_saved_games_under_documents(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.chdir(tmp_path)
    window = bare_window(qtbot, make_services(tmp_path))
    start(window)
    expected = QDir(str(home / "Documents" / "Saved games")).absolutePath()
    window.files.open_dialog()
    dialog = window.files.file_dialog
    assert dialog is not None
    assert dialog.directory().absolutePath() == expected
    dialog.reject()
    window.files.save_dialog()
    dialog = window.files.file_dialog
    assert dialog is not None
    assert dialog.directory().absolutePath() == expected
    [suggested] = dialog.selectedFiles()
    assert re.fullmatch(r"Rummy \d{4}-\d\d-\d\d \d\d-\d\d\.rummy\.json", Path(suggested).name)
    dialog.reject()
    assert (home / "Documents" / "Saved games").is_dir()


def test_damaged_autosave_says_the_game_resumes_one_turn_earlier(
    qtbot: QtBot, tmp_path: Path
) -> None:
    services = make_services(tmp_path)
    assert services.data_dir is not None
    path = services.data_dir / AUTOSAVE_NAME
    earlier = fresh_game(seed=4)
    write_save(path, record_of(earlier, ANN_COMPUTER))
    later = fresh_game(seed=4)
    write_save(path, record_of(later, ANN_COMPUTER))
    path.write_text("{ damaged", encoding="utf-8")
    assert backup_path(path).exists()
    questions = Questions(answer=True)
    services.ask = questions
    window = bare_window(qtbot, services)
    assert window.files.offer_continue()
    [asked] = questions.asked
    assert "damaged" in asked and "one turn earlier" in asked
    assert window.controller.state is not None


@pytest.mark.parametrize("kind", ["superscript-two", "empty-player", "fifo", "dev-zero"])
def test_window_names_an_edited_or_odd_save_instead_of_crashing(
    qtbot: QtBot, tmp_path: Path, kind: str
) -> None:
    path = tmp_path / "odd.rummy.json"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev-zero":
        path.symlink_to("/dev/zero")
    else:
        data = json.loads(record_of(fresh_game(), ANN_COMPUTER).dumps())
        if kind == "superscript-two":
            data["rules"]["hand_size"] = "²"
        else:
            data["seats"][1]["player"] = ""
        path.write_text(json.dumps(data), encoding="utf-8")
    window = bare_window(qtbot, make_services(tmp_path))
    assert not window.files.load(path)
    box = window.info_box
    assert box is not None and box.isVisible() and "odd.rummy.json" in box.text()
    assert window.controller.state is None
