"""The new-game dialog: seats, a rule preset, house rules, timer and match length.

Every rule option of :class:`~rummy_desktop.core.rules.RuleSet` gets a
control generated from its type, so a new option appears here without
touching this file. The dialog only produces a
:class:`~rummy_desktop.app.setup.GameSetup`; starting the game is the
window's job.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from enum import StrEnum
from typing import Any, Final

from PySide6.QtCore import Qt
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
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.app.i18n import QT_TRANSLATE_NOOP, fill, translate
from rummy_desktop.app.seats import HUMAN, MAX_NAME_LENGTH, InvalidSeats, Seat
from rummy_desktop.app.setup import GameSetup
from rummy_desktop.core.rules import (
    PRESET_TITLES,
    RULE_PRESETS,
    InvalidRules,
    MatchEnd,
    RuleSet,
)
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.level_names import level_tip, level_title

MAX_SEATS: Final = 4
DEFAULT_NAMES: Final = (
    QT_TRANSLATE_NOOP("NewGameDialog", "You"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Computer 1"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Computer 2"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Computer 3"),
)
TIMER_CHOICES: Final = (None, 20, 30, 45, 60, 90, 120)
MELD_CHOICES: Final = (0, 10, 15, 20, 25, 30, 40, 50)
SAME: Final = "table"
"""A handicap choice meaning "as the table's rules say"."""

OPTION_LABELS: Final[dict[str, str]] = {
    "hand_size": QT_TRANSLATE_NOOP("NewGameDialog", "Tiles dealt per player"),
    "initial_meld_points": QT_TRANSLATE_NOOP("NewGameDialog", "Initial meld: at least"),
    "joker_value_in_initial_meld": QT_TRANSLATE_NOOP(
        "NewGameDialog", "Joker in the initial meld counts"
    ),
    "joker_release": QT_TRANSLATE_NOOP("NewGameDialog", "A joker on the table may leave its meld"),
    "joker_meld_locked": QT_TRANSLATE_NOOP(
        "NewGameDialog", "A meld holding a joker may not lose tiles"
    ),
    "released_joker_new_meld_only": QT_TRANSLATE_NOOP(
        "NewGameDialog", "A won joker may only start a new meld"
    ),
    "group_joker_release": QT_TRANSLATE_NOOP(
        "NewGameDialog", "Joker in a group of three is freed by"
    ),
    "max_jokers_per_meld": QT_TRANSLATE_NOOP("NewGameDialog", "Jokers per meld at most"),
    "max_tiles_per_turn": QT_TRANSLATE_NOOP("NewGameDialog", "Tiles per turn at most"),
    "pool_exhausted": QT_TRANSLATE_NOOP("NewGameDialog", "When the pool is empty"),
    "joker_penalty": QT_TRANSLATE_NOOP("NewGameDialog", "A joker left on the rack costs"),
    "invalid_turn_penalty": QT_TRANSLATE_NOOP(
        "NewGameDialog", "Penalty for ending an invalid turn"
    ),
    "penalty_tiles": QT_TRANSLATE_NOOP("NewGameDialog", "Penalty tiles"),
    "hand_game_doubles": QT_TRANSLATE_NOOP(
        "NewGameDialog", "Going out in one go doubles the score"
    ),
    "starter": QT_TRANSLATE_NOOP("NewGameDialog", "Who starts a round"),
    "play_direction": QT_TRANSLATE_NOOP("NewGameDialog", "Direction of play"),
}
CHOICE_WORDS: Final[dict[str, str]] = {
    "represented": QT_TRANSLATE_NOOP("NewGameDialog", "the value it stands for"),
    "zero": QT_TRANSLATE_NOOP("NewGameDialog", "nothing"),
    "free": QT_TRANSLATE_NOOP("NewGameDialog", "freely"),
    "replace": QT_TRANSLATE_NOOP("NewGameDialog", "once replaced"),
    "replace_from_rack": QT_TRANSLATE_NOOP("NewGameDialog", "once replaced from the rack"),
    "one_tile": QT_TRANSLATE_NOOP("NewGameDialog", "either missing colour"),
    "all_missing": QT_TRANSLATE_NOOP("NewGameDialog", "both missing colours"),
    "play_on": QT_TRANSLATE_NOOP("NewGameDialog", "play on until all pass"),
    "ends_on_last_draw": QT_TRANSLATE_NOOP("NewGameDialog", "the round ends"),
    "draw_highest": QT_TRANSLATE_NOOP("NewGameDialog", "highest drawn tile"),
    "random": QT_TRANSLATE_NOOP("NewGameDialog", "at random"),
    "next_seat": QT_TRANSLATE_NOOP("NewGameDialog", "the next seat each round"),
    "clockwise": QT_TRANSLATE_NOOP("NewGameDialog", "clockwise"),
    "counter_clockwise": QT_TRANSLATE_NOOP("NewGameDialog", "counter-clockwise"),
}
_SEPARATE: Final = frozenset(
    {"preset", "turn_timer_seconds", "match_end", "match_rounds", "match_target_score"}
)


def timer_text(seconds: int | None) -> str:
    """ "off" or "45 s", as the timer choices are shown."""
    if seconds is None:
        return translate("NewGameDialog", "off")
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
            self.timer.addItem(timer_text(seconds), seconds)
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
            fill(translate("NewGameDialog", "Own turn timer of seat %1"), index + 1)
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
    """

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
        layout.addWidget(seats_box)

        rules_box = QGroupBox(translate("NewGameDialog", "Rules"))
        rules_form = QFormLayout(rules_box)
        self.preset = QComboBox()
        for key, title in PRESET_TITLES.items():
            self.preset.addItem(title, key)
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
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 50)
        self.target = QSpinBox()
        self.target.setRange(10, 10000)
        self.target.setSingleStep(50)
        self.target.setSuffix(translate("NewGameDialog", " points"))
        for widget in (self.by_rounds, self.rounds, self.by_target, self.target):
            match_row.addWidget(widget)
        match_row.addStretch(1)
        rules_form.addRow(translate("NewGameDialog", "Match"), match_row)
        layout.addWidget(rules_box)

        house_box = QGroupBox(translate("NewGameDialog", "House rules"))
        house_box.setCheckable(True)
        house_box.setChecked(False)
        self.house_box = house_box
        house_form = QFormLayout()
        self.option_widgets: dict[str, QWidget] = {}
        for f in dataclasses.fields(RuleSet):
            if f.name in _SEPARATE:
                continue
            widget = self._option_widget(f.name)
            self.option_widgets[f.name] = widget
            house_form.addRow(
                translate("NewGameDialog", OPTION_LABELS.get(f.name, f.name.replace("_", " "))),
                widget,
            )
        inner = QWidget()
        inner.setLayout(house_form)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        scroll.setMinimumHeight(180)
        box_layout = QVBoxLayout(house_box)
        box_layout.addWidget(scroll)
        house_box.toggled.connect(scroll.setVisible)
        scroll.setVisible(False)
        layout.addWidget(house_box, 1)

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
            self._load_rules(RULE_PRESETS["classic"])
            self.timer.setCurrentIndex(0)

    # -- reading and writing the form --------------------------------------
    def _preset(self) -> RuleSet:
        return RULE_PRESETS[str(self.preset.currentData())]

    def _option_widget(self, name: str) -> QWidget:
        value = getattr(RuleSet(), name)
        field_type = type(value)
        if isinstance(value, StrEnum):
            combo = QComboBox()
            for member in field_type:  # type: ignore[attr-defined]
                combo.addItem(
                    translate("NewGameDialog", CHOICE_WORDS.get(member.value, member.value)),
                    member.value,
                )
            return combo
        if isinstance(value, bool):
            return QCheckBox()
        spin = QSpinBox()
        limits = {
            "hand_size": (1, 30),
            "initial_meld_points": (0, 200),
            "max_jokers_per_meld": (1, 2),
            "max_tiles_per_turn": (0, 106),
            "joker_penalty": (0, 100),
            "penalty_tiles": (0, 10),
        }
        low, high = limits.get(name, (0, 1000))
        spin.setRange(low, high)
        if name == "max_tiles_per_turn":
            spin.setSpecialValueText(translate("NewGameDialog", "no limit"))
        return spin

    def _load_rules(self, rules: RuleSet) -> None:
        for name, widget in self.option_widgets.items():
            value = getattr(rules, name)
            if isinstance(widget, QComboBox):
                widget.setCurrentIndex(max(0, widget.findData(str(value))))
            elif isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QSpinBox):
                widget.setValue(0 if value is None else int(value))
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
                    options[name] = None if name == "max_tiles_per_turn" and value == 0 else value
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
