"""The new-game dialog of the card games: the game, the seats and every option.

The card counterpart of :class:`~rummy_desktop.ui.new_game.NewGameDialog`:
every option of :class:`~rummy_desktop.cards.core.rules.CardRules` gets a
control built from the description the rules publish (a number, a switch or
a choice), so a new option appears here without touching this file. The
seats go up to the chosen game's maximum (8 in 500 Rum). The dialog only
produces a :class:`~rummy_desktop.app.card_setup.CardSetup`.

It offers only games that can be won (CARD_RULES.md 8.9): after every change
it asks :meth:`CardRules.check_winnable` about the seats taken, says in plain
words what cannot be (too few cards, an opening out of reach) and keeps
Start disabled until it is fixed, rather than refusing only once pressed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from PySide6.QtCore import QSize
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
    CardRules,
    PileTaking,
)
from rummy_desktop.core.rules import InvalidRules, OptionInfo, OptionKind
from rummy_desktop.families import FamilyKind, families, family
from rummy_desktop.ui.card_option_words import card_option_words
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.level_names import level_title
from rummy_desktop.ui.screen_fit import fit_to_screen, scrolled

MOST_SEATS: Final = 8
"""Seat rows in the dialog: the most any card game seats (500 Rum)."""
PREFERRED_SIZE: Final = QSize(560, 680)
SMALLEST_SIZE: Final = QSize(360, 320)
"""The dialog's size where the screen has room, and the least it shrinks to on a small one."""
SPIN_ROOM: Final = 48
"""Pixels a spin box needs beside its text: its arrows and frame."""
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
        for entry in families(FamilyKind.CARDS):  # the card games of the registry
            self.game.addItem(translate("CardGames", entry.title), entry.id)
        form.addRow(translate("CardNewGame", "Game"), self.game)
        layout.addLayout(form)
        body = QWidget()
        body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        seats_box = QGroupBox(translate("CardNewGame", "Players"))
        grid = QGridLayout(seats_box)
        grid.setColumnStretch(1, 1)
        self.seat_rows = [CardSeatRow(grid, i) for i in range(MOST_SEATS)]
        body_layout.addWidget(seats_box)
        options_box = QGroupBox(translate("CardNewGame", "Rules of this game (change any)"))
        options_form = QFormLayout(options_box)
        options_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.option_widgets: dict[str, QWidget] = {}
        for info in CardRules.options():
            widget = option_control(info)
            self.option_widgets[info.name] = widget
            options_form.addRow(card_option_words(info.label), widget)
        body_layout.addWidget(options_box)
        body_layout.addStretch(1)  # rows hidden for this game leave no gaps between the rest
        # One scroll for seats and rules: on a small screen (1024x600) the message
        # and Start stay in sight below it, and nothing is cut off at the side.
        layout.addWidget(scrolled(body), 1)
        self.error = QLabel()
        self.error.setStyleSheet("color: #c4122f; font-weight: bold;")
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
        self._options_form = options_form
        self._setup: CardSetup | None = None
        self._loading = False
        self.game.currentIndexChanged.connect(lambda _i: self._load_rules(self._preset()))
        start = initial.rules.preset if initial is not None else preset
        self.game.setCurrentIndex(max(0, self.game.findData(start)))
        self._load_rules(initial.rules if initial is not None else self._preset())
        if initial is not None:
            self._load_seats(initial)
        for widget in self.option_widgets.values():
            _on_change(widget, self._check)
        for row in self.seat_rows:
            row.enabled.toggled.connect(lambda _on: self._check())
        self._check()
        fit_to_screen(self, PREFERRED_SIZE, SMALLEST_SIZE, near=parent)

    def problem(self) -> str | None:
        """Why no game can be started with the dialog as it is, in the window's language."""
        try:
            rules = self.rules()
        except InvalidRules as exc:
            return str(exc)
        players = sum(1 for row in self.seat_rows if row.seat() is not None)
        if players not in rules.players:
            return fill(
                translate("CardNewGame", "This game is for %1 to %2 players."),
                rules.players[0],
                rules.players[-1],
            )
        return unwinnable(rules, players)

    def _check(self) -> None:
        """Say what cannot be and keep Start disabled until it is fixed."""
        if self._loading:
            return
        self._sync_rows()
        problem = self.problem()
        self.error.setText(problem or "")
        self.error.setVisible(problem is not None)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(problem is None)

    def _sync_rows(self) -> None:
        """Show only the options that do something with the others as set: the duty of
        the top card where several cards may be taken (500 Rum), joker options with
        jokers, opening options with an opening, and the one goal of the match."""
        widgets = self.option_widgets
        taking = widgets["pile_taking"]
        assert isinstance(taking, QComboBox)
        jokers, opening, match_end = (
            widgets["jokers"],
            widgets["opening_points"],
            widgets["match_end"],
        )
        assert isinstance(jokers, QSpinBox) and isinstance(opening, QSpinBox)
        assert isinstance(match_end, QComboBox)
        has_jokers = jokers.value() > 0
        has_opening = opening.value() > 0
        end = match_end.currentData()
        shown = {
            "pile_top_card_free": taking.currentData() == PileTaking.ANY_DEPTH.value,
            "max_jokers_per_meld": has_jokers,
            "joker_points": has_jokers,
            "joker_counts_as_card": has_jokers,
            "opening_needs_run": has_opening,
            "opening_discard_not_joker": has_opening and has_jokers,
            "match_rounds": end == "rounds",
            "target_score": end == "target_score",
            "elimination_points": end == "elimination",
        }
        for name, visible in shown.items():
            self._options_form.setRowVisible(widgets[name], visible)

    def _preset(self) -> CardRules:
        rules: CardRules = family(str(self.game.currentData())).new_rules()
        return rules

    def _load_rules(self, rules: CardRules) -> None:
        self._loading = True
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
        self._loading = False
        self._check()

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
        problem = self.problem()
        if problem is not None:
            self.error.setText(problem)
            return
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


def unwinnable(rules: CardRules, players: int) -> str | None:
    """Why no game of ``players`` can be won under ``rules``, in plain words; None if one can.

    The engine decides (:meth:`CardRules.check_winnable`); asking it again
    with the opening taken away tells a shortage of cards from an opening out
    of reach, and asking it about lower openings finds the highest in reach.
    """
    try:
        rules.check_winnable(players)
    except InvalidRules:
        pass
    else:
        return None
    size = rules.cards_per_hand(players)
    if not _winnable(rules.with_options(opening_points=0), players):
        return fill(
            translate(
                "CardNewGame",
                "No game can be won like this: there are not enough cards to deal %1 cards"
                " to each of %2 players and start the discard pile. Deal fewer cards, or"
                " play with more packs.",
            ),
            size,
            players,
        )
    low, high = 0, rules.opening_points
    while high - low > 1:  # the highest opening in reach: low passes, high fails
        middle = (low + high) // 2
        if _winnable(rules.with_options(opening_points=middle), players):
            low = middle
        else:
            high = middle
    return fill(
        translate(
            "CardNewGame",
            "No game can be won like this: from a hand of %1 cards nobody can lay an opening"
            " of %2 points (%3 at most). Lower the opening, or deal more cards.",
        ),
        size,
        rules.opening_points,
        low,
    )


def _winnable(rules: CardRules, players: int) -> bool:
    try:
        rules.check_winnable(players)
    except InvalidRules:
        return False
    return True


def _on_change(widget: QWidget, call: Callable[[], None]) -> None:
    """Call ``call`` whenever the control's value changes, whatever kind of control it is."""
    if isinstance(widget, QComboBox):
        widget.currentIndexChanged.connect(lambda _i: call())
    elif isinstance(widget, QCheckBox):
        widget.toggled.connect(lambda _on: call())
    elif isinstance(widget, QSpinBox):
        widget.valueChanged.connect(lambda _v: call())


def option_control(info: OptionInfo) -> QWidget:
    """The control for one card option, built from its description alone."""
    if info.kind is OptionKind.CHOICE:
        combo = QComboBox()
        # As wide as its longest choice, so no value is cut: a row too wide for the
        # dialog puts its control under its label (the form wraps long rows).
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
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
        off = card_option_words(info.off or "")
        spin.setSpecialValueText(off)
        # Wide enough for its words ("by the number of players"), never cut.
        spin.setMinimumWidth(spin.fontMetrics().horizontalAdvance(off) + SPIN_ROOM)
    else:
        spin.setRange(info.low, info.high)
    return spin
