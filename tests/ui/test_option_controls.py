"""The shared new-game parts: option controls, seat rows and the frame serve every family."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGridLayout, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from rummy_desktop.app.seats import Seat
from rummy_desktop.core.rules import OptionInfo, OptionKind
from rummy_desktop.families import families
from rummy_desktop.ui.new_game_frame import NewGameFrame
from rummy_desktop.ui.option_controls import (
    OptionControls,
    on_change,
    option_control,
    read_value,
    show_value,
)
from rummy_desktop.ui.seat_row import SeatRow

ALL_OPTIONS = [(entry.id, info) for entry in families() for info in entry.option_infos()]


def shout(text: str) -> str:
    """A family's words that can be told from the English."""
    return text.upper()


def values_of(info: OptionInfo) -> list[Any]:
    """Every edge of what the option may hold."""
    if info.kind is OptionKind.CHOICE:
        return [choice.value for choice in info.choices]
    if info.kind is OptionKind.SWITCH:
        return [True, False]
    return [info.low, info.high, *([None] if info.can_be_off else [])]


@pytest.mark.parametrize(
    ("game", "info"), ALL_OPTIONS, ids=[f"{g}-{i.name}" for g, i in ALL_OPTIONS]
)
def test_every_option_of_every_family_reads_back_what_it_shows(
    qtbot: QtBot, game: str, info: OptionInfo
) -> None:
    control = option_control(info, shout)
    qtbot.addWidget(control)
    assert control.accessibleName() == info.label.upper()
    for value in values_of(info):
        show_value(control, value)
        assert read_value(control, info) == value, (game, info.name, value)


def test_a_number_that_is_off_shows_its_words_uncut(qtbot: QtBot) -> None:
    off = [info for _game, info in ALL_OPTIONS if info.can_be_off]
    assert off
    for info in off:
        spin = option_control(info, shout)
        qtbot.addWidget(spin)
        assert isinstance(spin, QSpinBox)
        show_value(spin, None)
        assert spin.text() == (info.off or "").upper()
        assert spin.minimumWidth() > spin.fontMetrics().horizontalAdvance(spin.text())


@pytest.mark.parametrize("kind", list(OptionKind))
def test_every_kind_of_control_tells_of_each_change(qtbot: QtBot, kind: OptionKind) -> None:
    info = next(info for _game, info in ALL_OPTIONS if info.kind is kind)
    control = option_control(info, shout)
    qtbot.addWidget(control)
    calls: list[None] = []
    on_change(control, lambda: calls.append(None))
    if isinstance(control, QComboBox):
        control.setCurrentIndex(1)
    elif isinstance(control, QCheckBox):
        control.setChecked(not control.isChecked())
    else:
        assert isinstance(control, QSpinBox)
        control.setValue(control.value() + 1)
    assert len(calls) == 1


def test_the_controls_of_a_family_are_labelled_in_its_words_and_hide_whole_rows(
    qtbot: QtBot,
) -> None:
    infos = families()[-1].option_infos()
    controls = OptionControls(infos, shout)
    holder = QWidget()
    holder.setLayout(controls.form)
    qtbot.addWidget(holder)
    holder.show()
    for info in infos:
        label = controls.form.labelForField(controls.widgets[info.name])
        assert label is not None and label.text() == info.label.upper()  # type: ignore[attr-defined]
    first = infos[0].name
    controls.set_shown({first: False})
    assert not controls.widgets[first].isVisible()
    assert controls.form.isRowVisible(controls.widgets[first]) is False
    assert set(controls.values()) == {info.name for info in infos}


def test_a_seat_row_gives_its_seat_and_hides_with_its_extras(qtbot: QtBot) -> None:
    class WithExtra(SeatRow):
        def __init__(self, grid: QGridLayout) -> None:
            self.extra = QCheckBox("extra")
            super().__init__(grid, 0, 2, levels=("easy", "hard"), name="Ann", level="hard")

        def extras(self) -> list[QWidget]:
            return [self.extra]

    holder = QWidget()
    grid = QGridLayout(holder)
    qtbot.addWidget(holder)
    row = WithExtra(grid)
    holder.show()
    assert grid.itemAtPosition(0, 3).widget() is row.extra  # type: ignore[union-attr]
    assert row.seat() is None  # a third seat starts empty
    row.enabled.setChecked(True)
    assert row.seat() == Seat("Ann", "hard")
    row.load(Seat("Bo"))
    assert row.seat() == Seat("Bo")
    row.set_available(False)
    assert row.seat() is None and not row.extra.isVisible() and not row.name.isVisible()


def test_the_frame_refuses_a_nameless_seat_and_folds_its_options(qtbot: QtBot) -> None:
    frame = NewGameFrame(None, "New game")
    qtbot.addWidget(frame)
    grid = frame.add_seats_box()
    rows = [SeatRow(grid, i, i, levels=(), name=f"P{i}", level=None) for i in range(2)]
    assert frame.named_seats(rows) == [Seat("P0"), Seat("P1")]
    rows[1].name.setText("  ")
    assert frame.named_seats(rows) is None and "name" in frame.error.text()
    controls = OptionControls(families()[0].option_infos()[:2], shout)
    fold, shown = frame.add_folded_options("House rules", controls)
    assert isinstance(shown.layout(), QFormLayout)
    frame.show()
    assert not shown.isVisible()
    fold.setChecked(True)
    assert shown.isVisible()
    assert frame.start_button().isEnabled()
