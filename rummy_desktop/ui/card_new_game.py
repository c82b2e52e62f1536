"""The new-game dialog of the card games: the game, the seats and every option.

The card counterpart of :class:`~rummy_desktop.ui.new_game.NewGameDialog`:
every option of :class:`~rummy_desktop.cards.core.rules.CardRules` gets a
control built from the description the rules publish (a number, a switch or
a choice), so a new option appears here without touching this file. The
seats go up to the chosen game's maximum (8 in 500 Rum). The dialog only
produces a :class:`~rummy_desktop.app.card_setup.CardSetup`.
"""

from __future__ import annotations

from typing import Any, Final

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.app.card_setup import CardSetup
from rummy_desktop.app.i18n import QT_TRANSLATE_NOOP, fill, translate
from rummy_desktop.app.seats import HUMAN, MAX_NAME_LENGTH, InvalidSeats, Seat
from rummy_desktop.cards.ai.players import CARD_LEVELS
from rummy_desktop.cards.core.rules import (
    CARD_OPTION_INFO,
    CARD_PRESET_TITLES,
    CARD_PRESETS,
    CardRules,
)
from rummy_desktop.core.rules import InvalidRules, OptionInfo, OptionKind
from rummy_desktop.ui.card_option_words import card_option_words
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.level_names import level_title

MOST_SEATS: Final = 8
"""Seat rows in the dialog: the most any card game seats (500 Rum)."""
DEFAULT_NAMES: Final = (
    QT_TRANSLATE_NOOP("CardNewGame", "You"),
    QT_TRANSLATE_NOOP("CardNewGame", "Computer"),
    QT_TRANSLATE_NOOP("CardNewGame", "Computer 2"),
    QT_TRANSLATE_NOOP("CardNewGame", "Computer 3"),
)


class CardSeatRow:
    """One seat: taken or not, a name, and a person or a computer level."""

    def __init__(self, grid: QGridLayout, index: int) -> None:
        self.index = index
        self.available = True
        self.enabled = QCheckBox()
        self.enabled.setAccessibleName(
            fill(translate("CardNewGame", "Seat %1 is taken"), index + 1)
        )
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.name.setAccessibleName(fill(translate("CardNewGame", "Name of seat %1"), index + 1))
        self.kind = QComboBox()
        self.kind.addItem(translate("CardNewGame", "Person"), HUMAN)
        for level in CARD_LEVELS:
            self.kind.addItem(
                fill(translate("CardNewGame", "Computer: %1"), level_title(level)), level
            )
        grid.addWidget(self.enabled, index, 0)
        grid.addWidget(self.name, index, 1)
        grid.addWidget(self.kind, index, 2)
        if index < len(DEFAULT_NAMES):
            self.name.setText(translate("CardNewGame", DEFAULT_NAMES[index]))
        else:
            self.name.setText(fill(translate("CardNewGame", "Player %1"), index + 1))
        if index > 0:
            self.kind.setCurrentIndex(self.kind.findData("medium"))
        self.enabled.setChecked(index < 2)
        self.enabled.toggled.connect(self._sync)
        self._sync(self.enabled.isChecked())

    def _sync(self, on: bool) -> None:
        self.name.setEnabled(on)
        self.kind.setEnabled(on)

    def set_available(self, available: bool) -> None:
        """Rows beyond the game's most players are hidden (and not taken)."""
        self.available = available
        for widget in (self.enabled, self.name, self.kind):
            widget.setVisible(available)
        if not available:
            self.enabled.setChecked(False)

    def seat(self) -> Seat | None:
        if not self.enabled.isChecked() or not self.available:
            return None
        kind = self.kind.currentData()
        return Seat(self.name.text().strip(), None if kind == HUMAN else str(kind))


class CardNewGameDialog(QDialog):
    """Choose the card game, the seats and the options; read :meth:`setup` after ``accepted``."""

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        preset: str = "rummy51",
        initial: CardSetup | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("CardNewGame", "New card game"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.game = QComboBox()
        for key, title in CARD_PRESET_TITLES.items():
            self.game.addItem(translate("CardGames", title), key)
        form.addRow(translate("CardNewGame", "Game"), self.game)
        layout.addLayout(form)
        seats_box = QGroupBox(translate("CardNewGame", "Players"))
        grid = QGridLayout(seats_box)
        grid.setColumnStretch(1, 1)
        self.seat_rows = [CardSeatRow(grid, i) for i in range(MOST_SEATS)]
        layout.addWidget(seats_box)
        options_box = QGroupBox(translate("CardNewGame", "Rules of this game (change any)"))
        options_form = QFormLayout()
        self.option_widgets: dict[str, QWidget] = {}
        for info in CardRules.options():
            widget = option_control(info)
            self.option_widgets[info.name] = widget
            options_form.addRow(card_option_words(info.label), widget)
        inner = QWidget()
        inner.setLayout(options_form)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        scroll.setMinimumHeight(200)
        box_layout = QVBoxLayout(options_box)
        box_layout.addWidget(scroll)
        layout.addWidget(options_box, 1)
        self.error = QLabel()
        self.error.setStyleSheet("color: #c4122f;")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(translate("CardNewGame", "Start game"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        layout.addWidget(buttons)
        self._setup: CardSetup | None = None
        self.game.currentIndexChanged.connect(lambda _i: self._load_rules(self._preset()))
        start = initial.rules.preset if initial is not None else preset
        self.game.setCurrentIndex(max(0, self.game.findData(start)))
        self._load_rules(initial.rules if initial is not None else self._preset())
        if initial is not None:
            self._load_seats(initial)
        self.resize(560, 680)

    def _preset(self) -> CardRules:
        return CARD_PRESETS[str(self.game.currentData())]

    def _load_rules(self, rules: CardRules) -> None:
        for name, widget in self.option_widgets.items():
            value = getattr(rules, name)
            if isinstance(widget, QComboBox):
                widget.setCurrentIndex(max(0, widget.findData(str(value))))
            elif isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QSpinBox):
                widget.setValue(widget.minimum() if value is None else int(value))
        most = rules.players[-1]
        for row in self.seat_rows:
            row.set_available(row.index < most)

    def _load_seats(self, setup: CardSetup) -> None:
        for row in self.seat_rows:
            seat = setup.seats[row.index] if row.index < len(setup.seats) else None
            row.enabled.setChecked(seat is not None)
            if seat is not None:
                row.name.setText(seat.name)
                row.kind.setCurrentIndex(max(0, row.kind.findData(seat.level or HUMAN)))

    def rules(self) -> CardRules:
        """The chosen game with the options as set.

        Raises:
            InvalidRules: an option the engine refuses.
        """
        options: dict[str, Any] = {}
        for name, widget in self.option_widgets.items():
            if isinstance(widget, QComboBox):
                options[name] = widget.currentData()
            elif isinstance(widget, QCheckBox):
                options[name] = widget.isChecked()
            elif isinstance(widget, QSpinBox):
                value = widget.value()
                off = CARD_OPTION_INFO[name].can_be_off and value == widget.minimum()
                options[name] = None if off else value
        return self._preset().with_options(**options)

    def setup(self) -> CardSetup | None:
        """The accepted setup, None before the dialog was accepted."""
        return self._setup

    @override
    def accept(self) -> None:
        seats = [seat for row in self.seat_rows if (seat := row.seat()) is not None]
        if any(not seat.name for seat in seats):
            self.error.setText(translate("CardNewGame", "every player needs a name"))
            return
        try:
            setup = CardSetup.of(seats, self.rules())
            setup.new_game()  # too few cards for these hands is found here
        except (InvalidSeats, InvalidRules) as exc:
            self.error.setText(str(exc))
            return
        self._setup = setup
        super().accept()


def option_control(info: OptionInfo) -> QWidget:
    """The control for one card option, built from its description alone."""
    if info.kind is OptionKind.CHOICE:
        combo = QComboBox()
        for choice in info.choices:
            combo.addItem(card_option_words(choice.label), choice.value)
        combo.setAccessibleName(card_option_words(info.label))
        return combo
    if info.kind is OptionKind.SWITCH:
        box = QCheckBox()
        box.setAccessibleName(card_option_words(info.label))
        if info.off is not None:
            box.setToolTip(
                fill(translate("CardNewGame", "Unticked: %1"), card_option_words(info.off))
            )
        return box
    spin = QSpinBox()
    spin.setAccessibleName(card_option_words(info.label))
    if info.can_be_off:
        spin.setRange(info.low - 1, info.high)
        spin.setSpecialValueText(card_option_words(info.off or ""))
    else:
        spin.setRange(info.low, info.high)
    return spin
