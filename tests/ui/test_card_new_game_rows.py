"""The card New game shows only options that do something, cuts no value, and Cancel
leaves no empty card window behind."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QComboBox, QSpinBox
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.setup import card_setup_of
from rummy_desktop.ui.cards.new_game import CardNewGameDialog
from tests.ui.conftest import make_services
from tests.ui.test_card_new_game_winnable import dialog_for
from tests.ui.test_card_saves_window import window_with


def shown(dialog: CardNewGameDialog, name: str) -> bool:
    return dialog.option_widgets[name].isVisible()


def test_basic_rummy_hides_joker_and_opening_options_until_they_mean_something(
    qtbot: QtBot,
) -> None:
    dialog = dialog_for(qtbot, "rummy")
    for name in ("max_jokers_per_meld", "joker_points", "opening_needs_run", "match_rounds"):
        assert not shown(dialog, name), name
    assert shown(dialog, "jokers") and shown(dialog, "opening_points")
    jokers, opening = dialog.option_widgets["jokers"], dialog.option_widgets["opening_points"]
    assert isinstance(jokers, QSpinBox) and isinstance(opening, QSpinBox)
    jokers.setValue(2)
    opening.setValue(30)
    for name in ("max_jokers_per_meld", "joker_points", "opening_needs_run"):
        assert shown(dialog, name), name
    dialog.reject()


def test_rummy_51_shows_its_joker_and_opening_options(qtbot: QtBot) -> None:
    dialog = dialog_for(qtbot, "rummy51")
    for name in ("max_jokers_per_meld", "opening_needs_run", "opening_discard_not_joker"):
        assert shown(dialog, name), name
    dialog.reject()


def test_no_choice_or_word_of_an_option_is_cut(qtbot: QtBot) -> None:
    dialog = dialog_for(qtbot, "rummy")
    for name, widget in dialog.option_widgets.items():
        if not widget.isVisible():
            continue
        metrics = widget.fontMetrics()
        if isinstance(widget, QComboBox):
            widest = max(
                metrics.horizontalAdvance(widget.itemText(i)) for i in range(widget.count())
            )
            assert widget.width() > widest, name
        elif isinstance(widget, QSpinBox) and widget.specialValueText():
            assert widget.width() > metrics.horizontalAdvance(widget.specialValueText()), name
    dialog.reject()


def test_cancel_closes_a_card_window_that_has_no_game(qtbot: QtBot, tmp_path: Path) -> None:
    window = window_with(qtbot, make_services(tmp_path))
    dialog = window.open_new_game_dialog("rummy")
    dialog.reject()
    assert not window.isVisible()


def test_cancel_keeps_a_card_window_with_a_game(qtbot: QtBot, tmp_path: Path) -> None:
    window = window_with(qtbot, make_services(tmp_path))
    window.start_game(card_setup_of("rummy", "Ann:human,Bob:human", seed=3))
    dialog = window.open_new_game_dialog()
    dialog.reject()
    assert window.isVisible()
    window.controller.shutdown()
