"""One seat of a new-game dialog: taking part, a name, and who plays it.

Every family seats its players the same way (a :class:`~rummy_desktop.app.seats.Seat`
of a name and a person or a computer level); a family that gives each seat
more (the tiles' own timer and initial meld) adds its controls to the row.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QLineEdit, QWidget

from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.seats import HUMAN, MAX_NAME_LENGTH, Seat
from rummy_desktop.ui.level_names import level_tip, level_title

NAME_WIDTH = 140
"""Pixels a name field keeps at least: room for "Computer 5" in every language."""


class SeatRow:
    """A seat's row in a grid: columns 0 to 2, more from column 3 for a family's extras.

    Attributes:
        available: False where the game seats fewer players than there are rows.
    """

    def __init__(
        self,
        grid: QGridLayout,
        row: int,
        index: int,
        *,
        levels: Sequence[str],
        name: str,
        level: str | None,
        taken: str = "",
    ) -> None:
        """``level`` is the computer level the row starts with (None: a person);
        ``taken`` is the tick box's text (empty: it is only named for a screen reader)."""
        self.index = index
        self.available = True
        self.enabled = QCheckBox(taken)
        if not taken:
            self.enabled.setAccessibleName(
                fill(translate("CardNewGame", "Seat %1 is taken"), index + 1)
            )
        self.name = QLineEdit(name)
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.name.setMinimumWidth(NAME_WIDTH)
        self.name.setAccessibleName(fill(translate("NewGameDialog", "Name of seat %1"), index + 1))
        self.kind = QComboBox()
        self.kind.addItem(translate("NewGameDialog", "Person"), HUMAN)
        for choice in levels:
            self.kind.addItem(
                fill(translate("NewGameDialog", "Computer: %1"), level_title(choice)), choice
            )
            tip = level_tip(choice)
            if tip:
                self.kind.setItemData(self.kind.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)
        self.kind.setCurrentIndex(max(0, self.kind.findData(level or HUMAN)))
        self.kind.setAccessibleName(
            fill(translate("NewGameDialog", "Who plays seat %1"), index + 1)
        )
        for column, widget in enumerate(self.widgets()):
            grid.addWidget(widget, row, column)
        self.enabled.setChecked(index < 2)
        self.enabled.toggled.connect(self.sync)
        self.kind.currentIndexChanged.connect(lambda _i: self.sync(self.enabled.isChecked()))
        self.sync(self.enabled.isChecked())

    def extras(self) -> list[QWidget]:
        """A family's own controls after the first three; made before this row's ``__init__``."""
        return []

    def widgets(self) -> list[QWidget]:
        """The row's controls from left to right."""
        return [self.enabled, self.name, self.kind, *self.extras()]

    def sync(self, on: bool) -> None:
        """An empty seat's controls are greyed out."""
        self.name.setEnabled(on)
        self.kind.setEnabled(on)

    def set_available(self, available: bool) -> None:
        """Rows beyond the game's most players are hidden (and not taken)."""
        self.available = available
        for widget in self.widgets():
            widget.setVisible(available)
        if not available:
            self.enabled.setChecked(False)

    def load(self, seat: Seat | None) -> None:
        """Show a seat of an earlier setup (None: the seat was empty)."""
        self.enabled.setChecked(seat is not None)
        if seat is not None:
            self.name.setText(seat.name)
            self.kind.setCurrentIndex(max(0, self.kind.findData(seat.level or HUMAN)))

    def seat(self) -> Seat | None:
        if not self.enabled.isChecked() or not self.available:
            return None
        kind = self.kind.currentData()
        return Seat(self.name.text().strip(), None if kind == HUMAN else str(kind))
