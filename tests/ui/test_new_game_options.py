"""The new-game dialog is built from the rules' option descriptions (issue 11, issue 10 items)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QFormLayout, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from rummy_desktop.app.i18n import install_language, remove_language
from rummy_desktop.core.rules import MAX_PLAYERS, OPTION_INFO, RULE_PRESETS, RuleSet
from rummy_desktop.ui.new_game import NewGameDialog

LEVELS = ("easy", "medium", "hard")


def open_dialog(qtbot: QtBot) -> NewGameDialog:
    dialog = NewGameDialog(LEVELS)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def click_box(qtbot: QtBot, box: QCheckBox) -> None:
    """A click on the box's tick (a check box's middle may be empty space)."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def row_label(dialog: NewGameDialog, widget: QWidget) -> str:
    form = dialog.house_rules.layout()
    assert isinstance(form, QFormLayout)
    label = form.labelForField(widget)
    assert label is not None
    return str(label.text())


def test_the_first_dialog_shows_the_preset_as_it_is(qtbot: QtBot) -> None:
    """Issue 10: "Classic (box rules)" showed the timer off until chosen again."""
    dialog = open_dialog(qtbot)
    assert dialog.preset.currentData() == "classic"
    assert dialog.timer.currentData() == 120
    assert dialog.rules() == RULE_PRESETS["classic"]


def test_every_house_rule_control_comes_from_its_description(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    for name, widget in dialog.option_widgets.items():
        info = OPTION_INFO[name]
        if isinstance(widget, QSpinBox):
            low = info.low - 1 if info.can_be_off else info.low
            assert (widget.minimum(), widget.maximum()) == (low, info.high), name
        elif isinstance(widget, QComboBox):
            values = [widget.itemData(i) for i in range(widget.count())]
            assert values == [c.value for c in info.choices], name
        else:
            assert isinstance(widget, QCheckBox) and widget.toolTip(), name
        assert row_label(dialog, widget) == info.label
    shown_elsewhere = {"turn_timer_seconds", "match_end", "match_rounds", "match_target_score"}
    assert set(dialog.option_widgets) | shown_elsewhere | {"match_minutes"} == set(OPTION_INFO)
    info = OPTION_INFO["match_rounds"]
    assert (dialog.rounds.minimum(), dialog.rounds.maximum()) == (info.low, info.high)


def test_house_rules_untick_to_nothing_and_reach_the_rules(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    assert not dialog.house_rules.isVisible()
    click_box(qtbot, dialog.house_box)
    assert dialog.house_rules.isVisible()
    open_last = dialog.option_widgets["open_last_tile"]
    limit = dialog.option_widgets["max_tiles_per_turn"]
    assert isinstance(open_last, QCheckBox) and isinstance(limit, QSpinBox)
    open_last.setChecked(True)
    assert limit.value() == limit.minimum() and limit.text() == "no limit"
    limit.setValue(5)
    assert dialog.rules().house_rules() == {"open_last_tile": True, "max_tiles_per_turn": 5}
    limit.setValue(limit.minimum())
    assert dialog.rules().max_tiles_per_turn is None
    click_box(qtbot, dialog.house_box)
    assert not dialog.house_rules.isVisible()
    assert dialog.rules() == RULE_PRESETS["classic"]


def test_six_seats_as_the_rules_allow(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    assert len(dialog.seat_editors) == MAX_PLAYERS == 6
    for editor in dialog.seat_editors[2:]:
        editor.enabled.setChecked(True)
    dialog.accept()
    setup = dialog.setup()
    assert setup is not None and len(setup.seats) == 6
    assert setup.new_state().players == 6


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    translator = install_language("de")
    assert translator is not None
    yield
    remove_language(translator)


def test_labels_and_preset_names_are_translated(qtbot: QtBot, german: None) -> None:
    """Issue 10: raw option names ("open last tile", "match minutes") and English presets."""
    dialog = open_dialog(qtbot)
    for name, widget in dialog.option_widgets.items():
        label = row_label(dialog, widget)
        assert label != OPTION_INFO[name].label and "_" not in label, name
    names = [dialog.preset.itemText(i) for i in range(dialog.preset.count())]
    assert "Classic (box rules)" not in names and "RRRummy" in names


def test_a_rule_set_field_without_a_description_would_show() -> None:
    fields = {f for f in RuleSet.__dataclass_fields__} - {"preset"}
    assert fields == set(OPTION_INFO)
