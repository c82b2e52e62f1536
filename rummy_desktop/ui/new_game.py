"""The new-game dialog: seats, a rule preset, house rules, timer and match length.

Every rule option of :class:`~rummy_desktop.core.rules.RuleSet` gets a
control generated from its description (``ui/option_controls.py``), so a new
option appears here without touching this file; the frame, the seat rows and
the controls are the card dialog's too. The dialog only produces a
:class:`~rummy_desktop.app.setup.GameSetup`; starting the game is the
window's job.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QWidget,
)

from rummy_desktop.app.i18n import QT_TRANSLATE_NOOP, fill, translate
from rummy_desktop.app.seats import HUMAN, InvalidSeats, Seat
from rummy_desktop.app.setup import GameSetup
from rummy_desktop.core.rules import (
    MAX_PLAYERS,
    OPTION_INFO,
    PRESET_TITLES,
    RULE_PRESETS,
    InvalidRules,
    MatchEnd,
    RuleSet,
)
from rummy_desktop.families import TILES, FamilyKind, families
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.new_game_frame import NewGameFrame
from rummy_desktop.ui.option_controls import OptionControls, number_control
from rummy_desktop.ui.option_words import option_words, preset_title
from rummy_desktop.ui.screen_fit import fit_to_screen
from rummy_desktop.ui.seat_row import SeatRow

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


class SeatEditor(SeatRow):
    """One seat's row with the player's own handicap.

    The handicap is the player's own turn timer and own initial-meld minimum
    (a child with no timer and 20 points while the others keep 30); "as the
    table" leaves the table's rule.
    """

    def __init__(self, grid: QGridLayout, index: int, levels: Sequence[str]) -> None:
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
        self.timer.setAccessibleName(
            fill(translate("NewGameDialog", "Turn timer of seat %1"), index + 1)
        )
        self.meld.setAccessibleName(
            fill(translate("NewGameDialog", "Own initial meld of seat %1"), index + 1)
        )
        computer = levels[min(1, len(levels) - 1)] if index > 0 and levels else None
        super().__init__(
            grid,
            index + 1,  # below the column titles
            index,
            levels=levels,
            name=translate("NewGameDialog", DEFAULT_NAMES[index]),
            level=computer,
            taken=fill(translate("NewGameDialog", "Seat %1"), index + 1),
        )
        self.enabled.setEnabled(index >= 2)  # a game has two players at least

    @override
    def extras(self) -> list[QWidget]:
        return [self.timer, self.meld]

    @override
    def sync(self, on: bool) -> None:
        super().sync(on)
        self.timer.setEnabled(on and self.kind.currentData() == HUMAN)
        self.meld.setEnabled(on)

    @override
    def load(self, seat: Seat | None) -> None:
        super().load(seat)
        self.enabled.setChecked(seat is not None or self.index < 2)

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


class NewGameDialog(NewGameFrame):
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
        super().__init__(parent, translate("NewGameDialog", "New game"))
        self.levels = tuple(levels)
        for entry in families():  # every game of the registry, tiles first
            if entry.kind is FamilyKind.TILES:
                title = translate("NewGameDialog", "Tiles")
            else:
                title = fill(
                    translate("NewGameDialog", "Cards: %1"), translate("CardGames", entry.title)
                )
            self.game.addItem(title, entry.id)
        self.game.currentIndexChanged.connect(self._game_chosen)
        seat_grid = self.add_seats_box()
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
        self.rounds = number_control(OPTION_INFO["match_rounds"], option_words)
        self.target = number_control(OPTION_INFO["match_target_score"], option_words)
        self.target.setSingleStep(50)
        self.target.setSuffix(translate("NewGameDialog", " points"))
        for widget in (self.by_rounds, self.rounds, self.by_target, self.target):
            match_row.addWidget(widget)
        match_row.addStretch(1)
        rules_form.addRow(translate("NewGameDialog", "Match"), match_row)
        self.body_layout.addWidget(rules_box)

        self.house = OptionControls(
            (info for info in RuleSet.options() if info.name not in _SEPARATE), option_words
        )
        self.option_widgets = self.house.widgets
        self.house_box, self.house_rules = self.add_folded_options(
            translate("NewGameDialog", "House rules"), self.house
        )
        self.house_box.toggled.connect(self._show_house_rules)
        self.finish_body()
        self.preset.currentIndexChanged.connect(lambda _i: self._load_rules(self._preset()))
        self._setup: GameSetup | None = None
        if initial is not None:
            self._load_initial(initial)
        else:
            self._load_rules(self._preset())  # the preset shown, with its real settings
        fit_to_screen(self, self.wanted_size(), near=parent)

    def _game_chosen(self, _index: int) -> None:
        """A card game is set up in its own dialog: this one hands over and closes."""
        key = str(self.game.currentData())
        if key != TILES:
            self.reject()
            self.cardGameChosen.emit(key)

    # -- reading and writing the form --------------------------------------
    def _preset(self) -> RuleSet:
        return RULE_PRESETS[str(self.preset.currentData())]

    def _show_house_rules(self, _on: bool) -> None:
        fit_to_screen(self, self.wanted_size(), near=self.parentWidget())

    def _load_rules(self, rules: RuleSet) -> None:
        self.house.show(rules)
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
            editor.load(setup.seats[editor.index] if editor.index < len(setup.seats) else None)
            if editor.index < len(setup.handicaps):
                editor.load_handicap(setup.handicaps[editor.index])

    def rules(self) -> RuleSet:
        """The chosen rules: the preset, the house rules if ticked, timer and match.

        Raises:
            InvalidRules: an option combination the engine refuses.
        """
        options: dict[str, Any] = self.house.values() if self.house_box.isChecked() else {}
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
        seats = self.named_seats(self.seat_editors)
        if seats is None:
            return
        own = [e.handicap() for e in self.seat_editors if e.seat() is not None]
        handicaps = own if any(own) else []
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
