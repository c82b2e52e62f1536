"""The card new-game dialog offers only games that can be won, and the top card's duty (500 Rum)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QPushButton, QSpinBox
from pytestqt.qtbot import QtBot

from rummy_desktop.ui.cards.new_game import CardNewGameDialog


def dialog_for(qtbot: QtBot, preset: str) -> CardNewGameDialog:
    dialog = CardNewGameDialog(preset=preset)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def start(dialog: CardNewGameDialog) -> QPushButton:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def spin(dialog: CardNewGameDialog, name: str) -> QSpinBox:
    widget = dialog.option_widgets[name]
    assert isinstance(widget, QSpinBox)
    return widget


def test_rummy_51_with_three_cards_dealt_says_why_and_start_waits(qtbot: QtBot) -> None:
    dialog = dialog_for(qtbot, "rummy51")
    assert start(dialog).isEnabled() and not dialog.error.isVisible()
    spin(dialog, "hand_size").setValue(3)
    assert not start(dialog).isEnabled() and dialog.error.isVisible()
    text = dialog.error.text()
    assert "No game can be won like this" in text
    assert "from a hand of 3 cards nobody can lay an opening of 51 points (33 at most)" in text
    qtbot.mouseClick(start(dialog), Qt.MouseButton.LeftButton)
    dialog.accept()  # Enter or a script cannot slip past it either
    assert dialog.setup() is None and dialog.isVisible()
    spin(dialog, "opening_points").setValue(33)
    assert start(dialog).isEnabled() and not dialog.error.isVisible()
    spin(dialog, "opening_points").setValue(51)
    spin(dialog, "hand_size").setValue(spin(dialog, "hand_size").minimum())  # by the players
    assert start(dialog).isEnabled()
    qtbot.mouseClick(start(dialog), Qt.MouseButton.LeftButton)
    setup = dialog.setup()
    assert setup is not None and setup.rules.house_rules() == {}


def test_too_few_cards_for_the_seats_is_said_with_the_numbers(qtbot: QtBot) -> None:
    dialog = dialog_for(qtbot, "rummy")
    spin(dialog, "hand_size").setValue(20)
    spin(dialog, "packs").setValue(1)
    assert start(dialog).isEnabled()  # 2 x 20 cards and a pile come out of one pack
    dialog.seat_rows[2].enabled.setChecked(True)
    assert not start(dialog).isEnabled()
    assert "not enough cards to deal 20 cards to each of 3 players" in dialog.error.text()
    dialog.seat_rows[2].enabled.setChecked(False)
    assert start(dialog).isEnabled() and dialog.error.text() == ""


def test_a_table_of_one_is_refused_before_start(qtbot: QtBot) -> None:
    dialog = dialog_for(qtbot, "rum500")
    dialog.seat_rows[1].enabled.setChecked(False)
    assert not start(dialog).isEnabled()
    assert dialog.error.text() == "This game is for 2 to 8 players."


def test_the_top_card_duty_is_offered_where_the_pile_is_spread(qtbot: QtBot) -> None:
    dialog = dialog_for(qtbot, "rum500")
    free = dialog.option_widgets["pile_top_card_free"]
    assert isinstance(free, QCheckBox) and free.isVisible() and not free.isChecked()
    assert "must be used at once" in free.toolTip()
    free.setChecked(True)
    assert dialog.rules().pile_top_card_free
    assert dialog.rules().house_rules() == {"pile_top_card_free": True}
    taking = dialog.option_widgets["pile_taking"]
    assert isinstance(taking, QComboBox)
    taking.setCurrentIndex(taking.findData("top"))
    assert not free.isVisible()  # one card at a time: the option means nothing
    dialog.game.setCurrentIndex(dialog.game.findData("rummy51"))
    assert not free.isVisible()
    dialog.game.setCurrentIndex(dialog.game.findData("rum500"))
    assert free.isVisible() and not free.isChecked()


def test_the_reason_is_said_in_german(qtbot: QtBot, german: None) -> None:
    dialog = dialog_for(qtbot, "rummy51")
    spin(dialog, "hand_size").setValue(3)
    assert "ersten Auslegen" in dialog.error.text() and "51" in dialog.error.text()


def test_the_message_and_start_stay_in_sight_on_a_small_screen(qtbot: QtBot) -> None:
    dialog = dialog_for(qtbot, "rum500")
    for row in dialog.seat_rows:
        row.enabled.setChecked(True)
    room = dialog.screen().availableGeometry()
    assert dialog.height() <= room.height() and dialog.width() <= room.width()
    assert start(dialog).isVisible() and start(dialog).isEnabled()
    spin(dialog, "hand_size").setValue(20)
    assert dialog.error.isVisible() and not start(dialog).isEnabled()
    bottom = start(dialog).mapTo(dialog, start(dialog).rect().bottomLeft()).y()
    assert bottom <= dialog.height()
