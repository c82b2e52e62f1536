"""The round-end dialog: what everyone had left, the score change, the match table.

At a real table everyone turns their rack round at the end; so does this
dialog. It is opened non-blocking (``show()``) and reports the players'
choice by signal: next round or a new game.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.seats import Seat
from rummy_desktop.core.scoring import RoundEnd
from rummy_desktop.core.state import GameState
from rummy_desktop.ui.screen_fit import fit_to_screen
from rummy_desktop.ui.tile_strip import TILE_HEIGHT, TileStrip


def _cell(text: str, align_right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled)
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def round_headline(state: GameState, seats: tuple[Seat, ...], match_over: bool) -> str:
    """ "Ann goes out and wins round 2", with the match result when it is over."""
    score = state.round_score
    assert score is not None
    if score.winner is None and 1 < len(score.shared) < len(seats):
        line = fill(
            translate("RoundEnd", "The pool is empty: %1 share the smallest rack and round %2."),
            translate("RoundEnd", " and ").join(seats[i].name for i in score.shared),
            state.round_number,
        )
    elif score.winner is None:
        line = fill(translate("RoundEnd", "Round %1 is a draw."), state.round_number)
    elif state.round_end is RoundEnd.WENT_OUT:
        line = fill(
            translate("RoundEnd", "%1 went out and won round %2."),
            seats[score.winner].name,
            state.round_number,
        )
    else:
        line = fill(
            translate(
                "RoundEnd", "The pool is empty: round %2 goes to %1, with the smallest rack."
            ),
            seats[score.winner].name,
            state.round_number,
        )
    if score.hand_game:
        line += " " + translate("RoundEnd", "All in one go: the penalties count double!")
    if match_over:
        best = max(state.totals)
        leaders = [seats[i].name for i, t in enumerate(state.totals) if t == best]
        line += "\n\n" + fill(
            translate("RoundEnd", "The match is over. %1 won with %2 points."),
            translate("RoundEnd", " and ").join(leaders),
            best,
        )
    return line


class RoundEndDialog(QDialog):
    """Remaining tiles, score change and the match table over all rounds.

    Signals:
        nextRoundRequested(): deal the next round.
        newGameRequested(): set up a new game.
        watchRequested(): watch the game so far again, turn by turn.
    """

    nextRoundRequested = Signal()  # noqa: N815 - Qt signal name
    newGameRequested = Signal()  # noqa: N815 - Qt signal name
    watchRequested = Signal()  # noqa: N815 - Qt signal name

    def __init__(
        self,
        state: GameState,
        seats: tuple[Seat, ...],
        match_over: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(
            translate("RoundEnd", "Match over")
            if match_over
            else fill(translate("RoundEnd", "Round %1 over"), state.round_number)
        )
        self.match_over = match_over
        score = state.round_score
        assert score is not None
        layout = QVBoxLayout(self)
        self.headline = QLabel(round_headline(state, seats, match_over))
        self.headline.setWordWrap(True)
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.headline.setFont(font)
        layout.addWidget(self.headline)

        self.round_table = QTableWidget(len(seats), 4)
        self.round_table.setHorizontalHeaderLabels(
            [
                translate("RoundEnd", "Player"),
                translate("RoundEnd", "Tiles left"),
                translate("RoundEnd", "Rack value"),
                translate("RoundEnd", "This round"),
            ]
        )
        for seat, who in enumerate(seats):
            change = score.scores[seat]
            self.round_table.setItem(seat, 0, _cell(who.name))
            self.round_table.setItem(seat, 1, _cell(""))
            self.round_table.setCellWidget(seat, 1, TileStrip(state.racks[seat]))
            self.round_table.setItem(seat, 2, _cell(str(score.rack_values[seat]), True))
            self.round_table.setItem(seat, 3, _cell(f"{change:+d}", True))
        self.round_table.verticalHeader().setDefaultSectionSize(round(TILE_HEIGHT) + 10)
        self._fit(self.round_table, stretch_column=1)
        layout.addWidget(self.round_table)

        layout.addWidget(QLabel(translate("RoundEnd", "Match table")))
        rounds = len(state.history)
        self.match_table = QTableWidget(rounds + 1, len(seats))
        self.match_table.setHorizontalHeaderLabels([s.name for s in seats])
        self.match_table.setVerticalHeaderLabels(
            [fill(translate("RoundEnd", "Round %1"), i + 1) for i in range(rounds)]
            + [translate("RoundEnd", "Total")]
        )
        for r, past in enumerate(state.history):
            for seat in range(len(seats)):
                self.match_table.setItem(r, seat, _cell(f"{past.scores[seat]:+d}", True))
        for seat in range(len(seats)):
            total = _cell(str(state.totals[seat]), True)
            bold = total.font()
            bold.setBold(True)
            total.setFont(bold)
            self.match_table.setItem(rounds, seat, total)
        self._fit(self.match_table, stretch_column=None)
        layout.addWidget(self.match_table)

        buttons = QDialogButtonBox()
        self.next_button: QPushButton | None = None
        if not match_over:
            self.next_button = buttons.addButton(
                translate("RoundEnd", "Next round"), QDialogButtonBox.ButtonRole.AcceptRole
            )
            self.next_button.clicked.connect(self._next)
            self.next_button.setDefault(True)
        self.new_button = buttons.addButton(
            translate("RoundEnd", "New game"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.new_button.clicked.connect(self._new)
        self.watch_button = buttons.addButton(
            translate("RoundEnd", "Watch this game again"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.watch_button.clicked.connect(self.watchRequested.emit)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.clicked.connect(self.reject)
        layout.addWidget(buttons)
        fit_to_screen(self, QSize(640, 420), near=parent)

    @staticmethod
    def _fit(table: QTableWidget, stretch_column: int | None) -> None:
        table.verticalHeader().setVisible(stretch_column is None)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        if stretch_column is not None:
            header.setSectionResizeMode(stretch_column, QHeaderView.ResizeMode.Stretch)
        else:
            header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        height = table.horizontalHeader().height() + 6
        height += sum(table.rowHeight(r) for r in range(table.rowCount()))
        table.setMinimumHeight(min(height, 260))

    def _next(self) -> None:
        self.accept()
        self.nextRoundRequested.emit()

    def _new(self) -> None:
        self.accept()
        self.newGameRequested.emit()
