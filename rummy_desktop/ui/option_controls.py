"""One control per rule option, built from the option's description alone.

Every family publishes its options as :class:`~rummy_desktop.core.rules.OptionInfo`
(a number, a switch or a choice), so the new-game dialogs of all families
build, read, write and watch their controls here: a new kind of option is
taught to the window in this one place.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Final

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QSpinBox, QWidget

from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.core.rules import OptionInfo, OptionKind

Words = Callable[[str], str]
"""Puts an option's English label, choice or "off" text into the window's language."""

SPIN_ROOM: Final = 48
"""Pixels a spin box needs beside its text: its arrows and frame."""


def option_control(info: OptionInfo, words: Words) -> QWidget:
    """The control for one option; its words come from the family's list."""
    if info.kind is OptionKind.CHOICE:
        combo = QComboBox()
        # As wide as its longest choice, so no value is cut: a row too wide for the
        # dialog puts its control under its label (the forms wrap long rows).
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for choice in info.choices:
            combo.addItem(words(choice.label), choice.value)
        combo.setAccessibleName(words(info.label))
        return combo
    if info.kind is OptionKind.SWITCH:
        box = QCheckBox()
        box.setAccessibleName(words(info.label))
        if info.off is not None:
            box.setToolTip(fill(translate("NewGameDialog", "Unticked: %1"), words(info.off)))
        return box
    return number_control(info, words)


def number_control(info: OptionInfo, words: Words) -> QSpinBox:
    """A number's spin box, its range from the description.

    A number that may be off gets one step below its range, shown as what
    "off" means there ("no limit"), and room for those words, never cut.
    """
    spin = QSpinBox()
    spin.setAccessibleName(words(info.label))
    if info.can_be_off:
        spin.setRange(info.low - 1, info.high)
        off = words(info.off or "")
        spin.setSpecialValueText(off)
        spin.setMinimumWidth(spin.fontMetrics().horizontalAdvance(off) + SPIN_ROOM)
    else:
        spin.setRange(info.low, info.high)
    return spin


def show_value(widget: QWidget, value: Any) -> None:
    """Set a control to an option's value (None: a number's "off")."""
    if isinstance(widget, QComboBox):
        widget.setCurrentIndex(max(0, widget.findData(str(value))))
    elif isinstance(widget, QCheckBox):
        widget.setChecked(bool(value))
    elif isinstance(widget, QSpinBox):
        widget.setValue(widget.minimum() if value is None else int(value))


def read_value(widget: QWidget, info: OptionInfo) -> Any:
    """The option's value as the control shows it (None: a number that is off)."""
    if isinstance(widget, QComboBox):
        return widget.currentData()
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QSpinBox):
        value = widget.value()
        return None if info.can_be_off and value == widget.minimum() else value
    raise TypeError(f"not an option control: {type(widget).__name__}")


def on_change(widget: QWidget, call: Callable[[], None]) -> None:
    """Call ``call`` whenever the control's value changes, whatever kind of control it is."""
    if isinstance(widget, QComboBox):
        widget.currentIndexChanged.connect(lambda _i: call())
    elif isinstance(widget, QCheckBox):
        widget.toggled.connect(lambda _on: call())
    elif isinstance(widget, QSpinBox):
        widget.valueChanged.connect(lambda _v: call())


class OptionControls:
    """The controls of a family's options, laid out in one form.

    Attributes:
        widgets: each option's control by the option's name.
        form: the form holding a labelled row per option.
    """

    def __init__(self, infos: Iterable[OptionInfo], words: Words) -> None:
        self.infos = {info.name: info for info in infos}
        self.form = QFormLayout()
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.widgets: dict[str, QWidget] = {}
        for info in self.infos.values():
            widget = option_control(info, words)
            self.widgets[info.name] = widget
            self.form.addRow(words(info.label), widget)

    def show(self, rules: object) -> None:
        """Set every control to the value ``rules`` holds (an attribute per option)."""
        for name, widget in self.widgets.items():
            show_value(widget, getattr(rules, name))

    def values(self) -> dict[str, Any]:
        """Every option as its control shows it."""
        return {name: read_value(w, self.infos[name]) for name, w in self.widgets.items()}

    def on_change(self, call: Callable[[], None]) -> None:
        for widget in self.widgets.values():
            on_change(widget, call)

    def set_shown(self, shown: Mapping[str, bool]) -> None:
        """Show or hide whole rows (label and control) by option name."""
        for name, visible in shown.items():
            self.form.setRowVisible(self.widgets[name], visible)
