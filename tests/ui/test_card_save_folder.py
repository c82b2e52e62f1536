"""The card window says a save folder it cannot write as the tile window does: once, in a
message with a button to choose another folder, at start and when an autosave fails."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from rummy_desktop.app.card_saves import load_card_save
from rummy_desktop.app.card_setup import card_setup_of
from rummy_desktop.ui.services import Services
from tests.ui.conftest import make_services
from tests.ui.test_card_saves_window import window_with
from tests.ui.test_save_folder import blocked_folder


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
