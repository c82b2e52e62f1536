"""The card new-game dialog: the game, seats up to its maximum, every option of the rules."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QSpinBox
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.board import CardPhase
from rummy_desktop.app.seats import format_seats
from rummy_desktop.cards.core.rules import CARD_OPTIONS
from rummy_desktop.ui.cards.new_game import CardNewGameDialog
from rummy_desktop.ui.cards.option_words import WORDS
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.services import Services
from rummy_desktop.ui.window import MainWindow


def test_every_option_word_is_listed_for_translation() -> None:
    published = {info.label for info in CARD_OPTIONS}
    published |= {info.off for info in CARD_OPTIONS if info.off}
    published |= {choice.label for info in CARD_OPTIONS for choice in info.choices}
    assert set(WORDS) == published


def choose(dialog: CardNewGameDialog, preset: str) -> None:
    dialog.game.setCurrentIndex(dialog.game.findData(preset))


def test_every_option_has_a_control_set_from_the_game(qtbot: QtBot) -> None:
    dialog = CardNewGameDialog(preset="rummy51")
    qtbot.addWidget(dialog)
    assert set(dialog.option_widgets) == {info.name for info in CARD_OPTIONS}
    opening = dialog.option_widgets["opening_points"]
    assert isinstance(opening, QSpinBox) and opening.value() == 51
    needs_run = dialog.option_widgets["opening_needs_run"]
    assert isinstance(needs_run, QCheckBox) and needs_run.isChecked()
    choose(dialog, "rum500")
    taking = dialog.option_widgets["pile_taking"]
    assert isinstance(taking, QComboBox) and taking.currentData() == "any_depth"
    assert isinstance(opening, QSpinBox) and opening.value() == 0
    assert sum(row.available for row in dialog.seat_rows) == 8
    choose(dialog, "rummy")
    assert sum(row.available for row in dialog.seat_rows) == 6


def test_the_chosen_game_seats_and_options_make_the_setup(qtbot: QtBot) -> None:
    dialog = CardNewGameDialog(preset="rummy30")
    qtbot.addWidget(dialog)
    rows = dialog.seat_rows
    rows[0].name.setText("Ann")
    rows[1].kind.setCurrentIndex(rows[1].kind.findData("hard"))
    rows[2].enabled.setChecked(True)
    rows[2].name.setText("Bob")
    rows[2].kind.setCurrentIndex(0)
    limit = dialog.option_widgets["elimination_points"]
    assert isinstance(limit, QSpinBox)
    limit.setValue(101)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    setup = dialog.setup()
    assert setup is not None
    assert format_seats(setup.seats) == "Ann:human,Computer:hard,Bob:human"
    assert setup.rules.preset == "rummy30" and setup.rules.elimination_points == 101
    assert setup.rules.house_rules() == {"elimination_points": 101}


def test_a_seat_without_a_name_is_refused(qtbot: QtBot) -> None:
    dialog = CardNewGameDialog()
    qtbot.addWidget(dialog)
    dialog.seat_rows[1].name.setText("  ")
    dialog.accept()
    assert dialog.setup() is None
    assert "name" in dialog.error.text()


def test_the_card_window_starts_the_game_of_its_dialog(qtbot: QtBot, services: Services) -> None:
    window = CardWindow(services=services)
    qtbot.addWidget(window)
    window.set_speed("instant")
    window.show()
    dialog = window.open_new_game_dialog("rum500")
    dialog.seat_rows[1].kind.setCurrentIndex(dialog.seat_rows[1].kind.findData("easy"))
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert window.controller.board.preset == "rum500"
    assert "500 Rum" in window.windowTitle()
    qtbot.waitUntil(lambda: window.controller.board.phase is CardPhase.HUMAN, timeout=20000)


def test_choosing_a_card_game_in_the_tile_dialog_opens_the_card_window(
    qtbot: QtBot, services: Services
) -> None:
    window = MainWindow(services=services, levels=("easy",))
    qtbot.addWidget(window)
    window.show()
    window.new_game()
    dialog = window.new_game_dialog
    assert dialog is not None
    dialog.game.setCurrentIndex(dialog.game.findData("rummy51"))
    assert not dialog.isVisible()
    assert len(window.card_windows) == 1
    card_window = window.card_windows[0]
    assert isinstance(card_window, CardWindow)
    qtbot.addWidget(card_window)
    card_dialog = card_window.new_game_dialog
    assert card_dialog is not None and card_dialog.game.currentData() == "rummy51"
