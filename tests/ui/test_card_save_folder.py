"""The card window says a save folder it cannot write as the tile window does: once, in a
message with a button to choose another folder, at start and when an autosave fails."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from rummy_desktop.app import data_folder
from rummy_desktop.app.cards.saves import load_card_save
from rummy_desktop.app.cards.setup import card_setup_of
from rummy_desktop.ui.services import Services
from tests.ui.conftest import make_services
from tests.ui.test_card_saves_window import window_with
from tests.ui.test_save_folder import REAL_FOR_USER, blocked_folder


def test_a_failing_card_autosave_is_said_once_and_another_folder_can_be_chosen(
    qtbot: QtBot, tmp_path: Path
) -> None:
    services = make_services(tmp_path)
    services.data_dir = blocked_folder(tmp_path)  # as a full disk: every write fails
    window = window_with(qtbot, services)
    window.start_game(card_setup_of("rummy", "Ann:human,Bob:human", seed=3))
    window.autosaver.save_now()
    box = window.files.folder_notice.box
    assert box is not None and box.isVisible()
    assert box.windowTitle() == "Games cannot be saved"
    assert str(services.data_dir) in box.text()
    window.autosaver.save_now()
    assert window.files.folder_notice.box is box  # said once, then on the status bar
    assert window.statusBar().currentMessage()
    [choose] = [b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.AcceptRole]
    choose.click()
    dialog = window.files.file_dialog
    assert dialog is not None and dialog.isVisible()
    good = tmp_path / "good"
    good.mkdir()
    dialog.fileSelected.emit(str(good))
    assert services.data_dir == good and services.settings.data_folder == str(good)
    [autosave] = good.glob("card-autosave*.json")
    assert load_card_save(autosave).seats[0].name == "Ann"
    dialog.reject()
    window.controller.shutdown()


def test_a_card_window_opened_on_a_fallback_folder_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    wanted = blocked_folder(tmp_path)
    fallback = tmp_path / "fallback"
    services: Services = make_services(tmp_path)
    services.data_dir = fallback
    services.wanted_data_dir = wanted
    services.data_problem = "Not a directory"
    window = window_with(qtbot, services)
    qtbot.waitUntil(lambda: window.files.folder_notice.box is not None, timeout=5000)
    box = window.files.folder_notice.box
    assert box is not None
    assert str(wanted) in box.text() and str(fallback) in box.text()
    assert "Not a directory" in box.text()
    window.controller.shutdown()


def test_a_data_folder_in_a_symlink_loop_is_named_and_the_card_window_says_so(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    loop = tmp_path / "loop"
    loop.symlink_to(loop)
    fallback = tmp_path / "fallback"
    monkeypatch.setenv("XDG_DATA_HOME", str(loop))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setattr(data_folder, "fallback_folders", lambda: [fallback])
    services = REAL_FOR_USER()
    assert services.data_dir == fallback
    assert "symbolic links" in services.data_problem
    window = window_with(qtbot, services)
    qtbot.waitUntil(lambda: window.files.folder_notice.box is not None, timeout=5000)
    box = window.files.folder_notice.box
    assert box is not None and "symbolic links" in box.text() and str(fallback) in box.text()
    window.controller.shutdown()
    if services.stats is not None:
        services.stats.close()


def test_without_home_the_default_folder_is_not_used_even_by_root(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fallback = tmp_path / "fallback"
    monkeypatch.delenv("HOME", raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setattr(data_folder, "fallback_folders", lambda: [fallback])
    services = REAL_FOR_USER()
    assert services.data_dir == fallback
    assert services.data_problem == data_folder.HOME_UNSET
    assert services.wanted_data_dir is not None  # named in the message at start
    if services.stats is not None:
        services.stats.close()


def test_the_card_window_has_save_folder_in_its_game_menu(qtbot: QtBot, tmp_path: Path) -> None:
    window = window_with(qtbot, make_services(tmp_path))
    window.act_folder.trigger()
    dialog = window.files.file_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.reject()
    window.controller.shutdown()


def test_card_save_as_suggests_the_games_title_and_the_time(qtbot: QtBot, tmp_path: Path) -> None:
    window = window_with(qtbot, make_services(tmp_path))
    window.start_game(card_setup_of("rummy51", "Ann:human,Bob:human", seed=3))
    window.files.choose_file(save=True)
    dialog = window.files.file_dialog
    assert dialog is not None
    [suggested] = dialog.selectedFiles()
    assert re.fullmatch(r"Rummy 51 \d{4}-\d\d-\d\d \d\d-\d\d\.json", Path(suggested).name)
    dialog.reject()
    window.controller.shutdown()
