"""The new-game dialog of the card games: the game, the seats and every option.

The card counterpart of :class:`~rummy_desktop.ui.new_game.NewGameDialog`:
every option of :class:`~rummy_desktop.cards.core.rules.CardRules` gets a
control built from the description the rules publish (a number, a switch or
a choice, ``ui/option_controls.py``), so a new option appears here without
touching this file; the frame and the seat rows are the tile dialog's too. The
seats go up to the chosen game's maximum (8 in 500 Rum). The dialog only
produces a :class:`~rummy_desktop.app.cards.setup.CardSetup`.

It offers only games that can be won (CARD_RULES.md 8.9): after every change
it asks :meth:`CardRules.check_winnable` about the seats taken, says in plain
words what cannot be (too few cards, an opening out of reach) and keeps
Start disabled until it is fixed, rather than refusing only once pressed.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QComboBox, QGridLayout, QSpinBox, QWidget

from rummy_desktop.app.cards.setup import CardSetup
from rummy_desktop.app.i18n import QT_TRANSLATE_NOOP, fill, translate
from rummy_desktop.app.seats import InvalidSeats
from rummy_desktop.cards.ai.players import CARD_LEVELS
from rummy_desktop.cards.core.rules import CardRules, PileTaking
from rummy_desktop.core.rules import InvalidRules
from rummy_desktop.families import FamilyKind, families, family
from rummy_desktop.ui.cards.option_words import card_option_words
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.new_game_frame import NewGameFrame
from rummy_desktop.ui.option_controls import OptionControls
from rummy_desktop.ui.screen_fit import fit_to_screen
from rummy_desktop.ui.seat_row import SeatRow

MOST_SEATS: Final = 8
"""Seat rows in the dialog: the most any card game seats (500 Rum)."""
PREFERRED_SIZE: Final = QSize(560, 680)
SMALLEST_SIZE: Final = QSize(360, 320)
"""The dialog's size where the screen has room, and the least it shrinks to on a small one."""
DEFAULT_NAMES: Final = (
    QT_TRANSLATE_NOOP("CardNewGame", "You"),
    QT_TRANSLATE_NOOP("CardNewGame", "Computer"),
    QT_TRANSLATE_NOOP("CardNewGame", "Computer 2"),
    QT_TRANSLATE_NOOP("CardNewGame", "Computer 3"),
)


def card_seat_row(grid: QGridLayout, index: int) -> SeatRow:
    """One seat: taken or not, a name, and a person or a computer level."""
    if index < len(DEFAULT_NAMES):
        name = translate("CardNewGame", DEFAULT_NAMES[index])
    else:
        name = fill(translate("CardNewGame", "Player %1"), index + 1)
    level = "medium" if index > 0 else None
    return SeatRow(grid, index, index, levels=tuple(CARD_LEVELS), name=name, level=level)


class CardNewGameDialog(NewGameFrame):
    """Choose the card game, the seats and the options; read :meth:`setup` after ``accepted``."""

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        preset: str = "rummy51",
        initial: CardSetup | None = None,
    ) -> None:
        super().__init__(parent, translate("CardNewGame", "New card game"))
        for entry in families(FamilyKind.CARDS):  # the card games of the registry
            self.game.addItem(translate("CardGames", entry.title), entry.id)
        grid = self.add_seats_box()
        self.seat_rows = [card_seat_row(grid, i) for i in range(MOST_SEATS)]
        self.options = OptionControls(CardRules.options(), card_option_words)
        self.option_widgets = self.options.widgets
        self.add_options_box(
            translate("CardNewGame", "Rules of this game (change any)"), self.options
        )
        self.finish_body()
        self._setup: CardSetup | None = None
        self._loading = False
        self.game.currentIndexChanged.connect(lambda _i: self._load_rules(self._preset()))
        start = initial.rules.preset if initial is not None else preset
        self.game.setCurrentIndex(max(0, self.game.findData(start)))
        self._load_rules(initial.rules if initial is not None else self._preset())
        if initial is not None:
            for row in self.seat_rows:
                row.load(initial.seats[row.index] if row.index < len(initial.seats) else None)
        self.options.on_change(self._check)
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
        self.start_button().setEnabled(problem is None)

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
        self.options.set_shown(
            {
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
        )

    def _preset(self) -> CardRules:
        rules: CardRules = family(str(self.game.currentData())).new_rules()
        return rules

    def _load_rules(self, rules: CardRules) -> None:
        self._loading = True
        self.options.show(rules)
        most = rules.players[-1]
        for row in self.seat_rows:
            row.set_available(row.index < most)
        self._loading = False
        self._check()

    def rules(self) -> CardRules:
        """The chosen game with the options as set.

        Raises:
            InvalidRules: an option the engine refuses.
        """
        return self._preset().with_options(**self.options.values())

    def setup(self) -> CardSetup | None:
        """The accepted setup, None before the dialog was accepted."""
        return self._setup

    @override
    def accept(self) -> None:
        problem = self.problem()
        if problem is not None:
            self.error.setText(problem)
            return
        seats = self.named_seats(self.seat_rows)
        if seats is None:
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
