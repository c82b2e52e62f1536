"""The new-game dialog: seats, a rule preset, house rules, timer and match length.

Every rule option of :class:`~rummy_desktop.core.rules.RuleSet` gets a
control generated from its type, so a new option appears here without
touching this file. The dialog only produces a
:class:`~rummy_desktop.app.setup.GameSetup`; starting the game is the
window's job.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.app.i18n import QT_TRANSLATE_NOOP, fill, translate
from rummy_desktop.app.seats import HUMAN, MAX_NAME_LENGTH, InvalidSeats, Seat
from rummy_desktop.app.setup import GameSetup
from rummy_desktop.core.rules import (
    MAX_PLAYERS,
    OPTION_INFO,
    PRESET_TITLES,
    RULE_PRESETS,
    InvalidRules,
    MatchEnd,
    OptionInfo,
    OptionKind,
    RuleSet,
)
from rummy_desktop.families import TILES, FamilyKind, families
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.level_names import level_tip, level_title
from rummy_desktop.ui.option_words import option_words, preset_title
from rummy_desktop.ui.screen_fit import fit_to_screen, scrolled

MAX_SEATS: Final = MAX_PLAYERS
DEFAULT_NAMES: Final = (
    QT_TRANSLATE_NOOP("NewGameDialog", "You"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Computer 1"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Computer 2"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Computer 3"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Computer 4"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Computer 5"),
)
TIMER: Final = OPTION_INFO["turn_timer_seconds"]
MELD: Final = OPTION_INFO["initial_meld_points"]
TIMER_CHOICES: Final = (None, *TIMER.suggested)
MELD_CHOICES: Final = MELD.suggested
SAME: Final = "table"
"""A handicap choice meaning "as the table's rules say"."""

_SEPARATE: Final = frozenset(
    {"turn_timer_seconds", "match_end", "match_rounds", "match_target_score", "match_minutes"}
)
"""Options with their own place in the dialog (the timer and the match row);
the match ends by rounds or by a target score here, so its minutes do not apply."""


def timer_text(seconds: int | None) -> str:
    """ "off" or "45 s", as the timer choices are shown."""
    if seconds is None:
        return option_words(TIMER.off or "off")
    return fill(translate("NewGameDialog", "%1 s"), seconds)


class SeatEditor:
    """One seat's row: taking part, name, who plays it, and the player's own handicap.

    The handicap is the player's own turn timer and own initial-meld minimum
    (a child with no timer and 20 points while the others keep 30); "as the
    table" leaves the table's rule.
    """

    def __init__(self, grid: QGridLayout, index: int, levels: Sequence[str]) -> None:
        self.index = index
        self.enabled = QCheckBox(fill(translate("NewGameDialog", "Seat %1"), index + 1))
        self.enabled.setChecked(index < 2)
        self.enabled.setEnabled(index >= 2)
        self.name = QLineEdit(translate("NewGameDialog", DEFAULT_NAMES[index]))
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.name.setMinimumWidth(140)
        self.kind = QComboBox()
        self.kind.addItem(translate("NewGameDialog", "Person"), HUMAN)
        for level in levels:
            self.kind.addItem(
                fill(translate("NewGameDialog", "Computer: %1"), level_title(level)), level
            )
            tip = level_tip(level)
            if tip:
                self.kind.setItemData(self.kind.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)
        if index > 0 and levels:
            self.kind.setCurrentIndex(min(2, len(levels)))
        self.timer = QComboBox()
        self.timer.addItem(translate("NewGameDialog", "as the table"), SAME)
        for seconds in TIMER_CHOICES:
            # "no timer" rather than "off": the words a screen-reader player looks for.
            text = translate("NewGameDialog", "no timer") if seconds is None else None
            self.timer.addItem(text or timer_text(seconds), seconds)
        self.timer.setToolTip(
            translate(
                "NewGameDialog",
                "This player's own turn timer: no timer, or more time, for a child or a player"
                " who listens to the table with a screen reader",
            )
        )
        self.meld = QComboBox()
        self.meld.addItem(translate("NewGameDialog", "as the table"), SAME)
        for points in MELD_CHOICES:
            self.meld.addItem(fill(translate("NewGameDialog", "%1 points"), points), points)
        self.enabled.toggled.connect(self._sync_enabled)
        self.kind.currentIndexChanged.connect(
            lambda _i: self._sync_enabled(self.enabled.isChecked())
        )
        row = index + 1
        grid.addWidget(self.enabled, row, 0)
        grid.addWidget(self.name, row, 1)
        grid.addWidget(self.kind, row, 2)
        grid.addWidget(self.timer, row, 3)
        grid.addWidget(self.meld, row, 4)
        self.name.setAccessibleName(fill(translate("NewGameDialog", "Name of seat %1"), index + 1))
        self.kind.setAccessibleName(
            fill(translate("NewGameDialog", "Who plays seat %1"), index + 1)
        )
        self.timer.setAccessibleName(
            fill(translate("NewGameDialog", "Turn timer of seat %1"), index + 1)
        )
        self.meld.setAccessibleName(
            fill(translate("NewGameDialog", "Own initial meld of seat %1"), index + 1)
        )
        self._sync_enabled(self.enabled.isChecked())

    def _sync_enabled(self, on: bool) -> None:
        self.name.setEnabled(on)
        self.kind.setEnabled(on)
        person = self.kind.currentData() == HUMAN
        self.timer.setEnabled(on and person)
        self.meld.setEnabled(on)

    def handicap(self) -> dict[str, Any]:
        """The seat's own rules, empty when it plays as the table."""
        own: dict[str, Any] = {}
        if self.timer.isEnabled() and self.timer.currentData() != SAME:
            own["turn_timer_seconds"] = self.timer.currentData()
        if self.meld.currentData() != SAME:
            own["initial_meld_points"] = int(self.meld.currentData())
        return own

    def load_handicap(self, handicap: dict[str, Any]) -> None:
        if "turn_timer_seconds" in handicap:
            self.timer.setCurrentIndex(max(0, self.timer.findData(handicap["turn_timer_seconds"])))
        else:
            self.timer.setCurrentIndex(0)
        if "initial_meld_points" in handicap:
            self.meld.setCurrentIndex(max(0, self.meld.findData(handicap["initial_meld_points"])))
        else:
            self.meld.setCurrentIndex(0)

    def seat(self) -> Seat | None:
        if not self.enabled.isChecked():
            return None
        kind = self.kind.currentData()
        return Seat(self.name.text().strip(), None if kind == HUMAN else str(kind))


class NewGameDialog(QDialog):
    """Choose seats and rules; read the result with :meth:`setup` after ``accepted``.

    The dialog is opened with ``open()`` (window-modal, never blocking), so
    tests and the window drive it the same way.

    Signals:
        cardGameChosen(str): a card game's preset id was chosen as the game.
    """

    cardGameChosen = Signal(str)  # noqa: N815 - Qt signal name

    def __init__(
        self,
        levels: Sequence[str],
        parent: QWidget | None = None,
        *,
        initial: GameSetup | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NewGameDialog", "New game"))
        self.levels = tuple(levels)
        layout = QVBoxLayout(self)
        # Everything but the message and the buttons scrolls: on a 1024x600 screen
        # with the house rules shown, Start game and Cancel stay in sight.
        body = QWidget()
        body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        family = QFormLayout()
        self.game = QComboBox()
        for entry in families():  # every game of the registry, tiles first
            if entry.kind is FamilyKind.TILES:
                title = translate("NewGameDialog", "Tiles")
            else:
                title = fill(
                    translate("NewGameDialog", "Cards: %1"), translate("CardGames", entry.title)
                )
            self.game.addItem(title, entry.id)
        self.game.currentIndexChanged.connect(self._game_chosen)
        family.addRow(translate("NewGameDialog", "Game"), self.game)
        body_layout.addLayout(family)
        seats_box = QGroupBox(translate("NewGameDialog", "Players"))
        seat_grid = QGridLayout(seats_box)
        seat_grid.setColumnStretch(1, 1)
        for col, text in (
            (3, translate("NewGameDialog", "Own timer")),
            (4, translate("NewGameDialog", "Own initial meld")),
        ):
            seat_grid.addWidget(QLabel(text), 0, col)
        self.seat_editors = [SeatEditor(seat_grid, i, self.levels) for i in range(MAX_SEATS)]
        if not self.levels:
            seat_grid.addWidget(
                QLabel(
                    translate("NewGameDialog", "Computer players are not installed: people only.")
                ),
                MAX_SEATS + 1,
                0,
                1,
                5,
            )
        body_layout.addWidget(seats_box)

        rules_box = QGroupBox(translate("NewGameDialog", "Rules"))
        rules_form = QFormLayout(rules_box)
        self.preset = QComboBox()
        for key in PRESET_TITLES:
            self.preset.addItem(preset_title(key), key)
        rules_form.addRow(translate("NewGameDialog", "Rule set"), self.preset)
        self.timer = QComboBox()
        for seconds in TIMER_CHOICES:
            self.timer.addItem(timer_text(seconds), seconds)
        rules_form.addRow(translate("NewGameDialog", "Turn timer"), self.timer)
        match_row = QHBoxLayout()
        self.by_rounds = QRadioButton(translate("NewGameDialog", "Rounds"))
        self.by_target = QRadioButton(translate("NewGameDialog", "First to"))
        group = QButtonGroup(self)
        group.addButton(self.by_rounds)
        group.addButton(self.by_target)
        self.rounds = _spin(OPTION_INFO["match_rounds"])
        self.target = _spin(OPTION_INFO["match_target_score"])
        self.target.setSingleStep(50)
        self.target.setSuffix(translate("NewGameDialog", " points"))
        for widget in (self.by_rounds, self.rounds, self.by_target, self.target):
            match_row.addWidget(widget)
        match_row.addStretch(1)
        rules_form.addRow(translate("NewGameDialog", "Match"), match_row)
        body_layout.addWidget(rules_box)

        self.house_box = QCheckBox(translate("NewGameDialog", "House rules"))
        self.house_box.setChecked(False)
        house_form = QFormLayout()
        self.option_widgets: dict[str, QWidget] = {}
        for info in RuleSet.options():
            if info.name in _SEPARATE:
                continue
            control = _option_widget(info)
            self.option_widgets[info.name] = control
            house_form.addRow(option_words(info.label), control)
        self.house_rules = QWidget()
        self.house_rules.setLayout(house_form)
        self.house_rules.setVisible(False)
        # Unticked, the house rules take no room at all: no empty frame is left.
        self.house_box.toggled.connect(self._show_house_rules)
        body_layout.addWidget(self.house_box)
        body_layout.addWidget(self.house_rules)
        body_layout.addStretch(1)
        self.body = scrolled(body)
        layout.addWidget(self.body, 1)

        self.error = QLabel()
        self.error.setStyleSheet("color: #c4122f;")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(translate("NewGameDialog", "Start game"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        layout.addWidget(buttons)
        self.preset.currentIndexChanged.connect(lambda _i: self._load_rules(self._preset()))
        self._setup: GameSetup | None = None
        if initial is not None:
            self._load_initial(initial)
        else:
            self._load_rules(self._preset())  # the preset shown, with its real settings
        fit_to_screen(self, self._wanted_size(), near=parent)

    def _game_chosen(self, _index: int) -> None:
        """A card game is set up in its own dialog: this one hands over and closes."""
        key = str(self.game.currentData())
        if key != TILES:
            self.reject()
            self.cardGameChosen.emit(key)

    # -- reading and writing the form --------------------------------------
    def _preset(self) -> RuleSet:
        return RULE_PRESETS[str(self.preset.currentData())]

    def _show_house_rules(self, on: bool) -> None:
        self.house_rules.setVisible(on)
        fit_to_screen(self, self._wanted_size(), near=self.parentWidget())

    def _wanted_size(self) -> QSize:
        """The whole body with no scroll bar, the message and the buttons: as tall as needed."""
        body = self.body.widget()
        assert body is not None
        body.adjustSize()
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        spacing = max(0, layout.spacing())
        below = self.error.sizeHint().height() + self.buttons.sizeHint().height() + 2 * spacing
        width = body.sizeHint().width() + self.body.verticalScrollBar().sizeHint().width()
        height = body.sizeHint().height() + below
        return QSize(
            width + margins.left() + margins.right(), height + margins.top() + margins.bottom()
        )

    def _load_rules(self, rules: RuleSet) -> None:
        for name, widget in self.option_widgets.items():
            value = getattr(rules, name)
            if isinstance(widget, QComboBox):
                widget.setCurrentIndex(max(0, widget.findData(str(value))))
            elif isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QSpinBox):
                widget.setValue(widget.minimum() if value is None else int(value))
        timer_index = self.timer.findData(rules.turn_timer_seconds)
        self.timer.setCurrentIndex(max(0, timer_index))
        by_rounds = rules.match_end is not MatchEnd.TARGET_SCORE
        self.by_rounds.setChecked(by_rounds)
        self.by_target.setChecked(not by_rounds)
        self.rounds.setValue(rules.match_rounds)
        self.target.setValue(rules.match_target_score)

    def _load_initial(self, setup: GameSetup) -> None:
        self.preset.setCurrentIndex(max(0, self.preset.findData(setup.rules.preset)))
        self._load_rules(setup.rules)
        self.house_box.setChecked(bool(setup.rules.house_rules()))
        for editor in self.seat_editors:
            seat = setup.seats[editor.index] if editor.index < len(setup.seats) else None
            editor.enabled.setChecked(seat is not None or editor.index < 2)
            if seat is not None:
                editor.name.setText(seat.name)
                editor.kind.setCurrentIndex(max(0, editor.kind.findData(seat.level or HUMAN)))
                if editor.index < len(setup.handicaps):
                    editor.load_handicap(setup.handicaps[editor.index])

    def rules(self) -> RuleSet:
        """The chosen rules: the preset, the house rules if ticked, timer and match.

        Raises:
            InvalidRules: an option combination the engine refuses.
        """
        options: dict[str, Any] = {}
        if self.house_box.isChecked():
            for name, widget in self.option_widgets.items():
                if isinstance(widget, QComboBox):
                    options[name] = widget.currentData()
                elif isinstance(widget, QCheckBox):
                    options[name] = widget.isChecked()
                elif isinstance(widget, QSpinBox):
                    value = widget.value()
                    off = OPTION_INFO[name].can_be_off and value == widget.minimum()
                    options[name] = None if off else value
        options["turn_timer_seconds"] = self.timer.currentData()
        if self.by_target.isChecked():
            options["match_end"] = MatchEnd.TARGET_SCORE.value
            options["match_target_score"] = self.target.value()
        else:
            options["match_end"] = MatchEnd.ROUNDS.value
            options["match_rounds"] = self.rounds.value()
        return self._preset().with_options(**options)

    def setup(self) -> GameSetup | None:
        """The accepted setup, None before the dialog was accepted."""
        return self._setup

    @override
    def accept(self) -> None:
        chosen = [(s, e.handicap()) for e in self.seat_editors if (s := e.seat()) is not None]
        seats = [s for s, _h in chosen]
        if any(not s.name for s in seats):
            self.error.setText(translate("NewGameDialog", "every player needs a name"))
            return
        handicaps = [h for _s, h in chosen] if any(h for _s, h in chosen) else []
        try:
            self._setup = GameSetup.of(seats, self.rules(), handicaps=handicaps)
            if self._setup.rules.hand_size * len(seats) > 106:
                raise InvalidRules(
                    translate(
                        "NewGameDialog", "there are not enough tiles for that many large racks"
                    )
                )
        except (InvalidSeats, InvalidRules) as exc:
            self.error.setText(str(exc))
            return
        super().accept()


def _spin(info: OptionInfo) -> QSpinBox:
    """A number option's spin box, its range from the option's description.

    A number that may be off gets one step below its range, shown as what
    "off" means there ("no limit").
    """
    spin = QSpinBox()
    spin.setAccessibleName(option_words(info.label))
    if info.can_be_off:
        spin.setRange(info.low - 1, info.high)
        spin.setSpecialValueText(option_words(info.off or ""))
    else:
        spin.setRange(info.low, info.high)
    return spin


def _option_widget(info: OptionInfo) -> QWidget:
    """The control for one house rule, built from its description alone."""
    if info.kind is OptionKind.CHOICE:
        combo = QComboBox()
        for choice in info.choices:
            combo.addItem(option_words(choice.label), choice.value)
        combo.setAccessibleName(option_words(info.label))
        return combo
    if info.kind is OptionKind.SWITCH:
        box = QCheckBox()
        box.setAccessibleName(option_words(info.label))
        if info.off is not None:
            box.setToolTip(fill(translate("NewGameDialog", "Unticked: %1"), option_words(info.off)))
        return box
    return _spin(info)
