"""The round-end dialog of every family: what everyone had left, the points, the match.

At a real table everyone turns their rack or hand round at the end; so does
this dialog, with the family's own picture of what was left (a strip of tiles,
a fan of small cards) beside the words and numbers of a
:class:`~rummy_desktop.app.round_sheet.RoundSheet`. It is opened
non-blocking (``show()``) and reports the players' choice by signal: next
round, a new game, or watching the game again.
"""

from __future__ import annotations

from collections.abc import Sequence

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
from rummy_desktop.app.round_sheet import RoundSheet, signed
from rummy_desktop.ui.screen_fit import fit_to_screen


def _cell(text: str, align_right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled)
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


class RoundEndDialog(QDialog):
    """What everyone had left, the round's points and the match table over all rounds.

    Args:
        sheet: the round in words and numbers.
        pieces: per seat, the family's picture of what that seat had left.

    Signals:
        nextRoundRequested(): deal the next round.
        newGameRequested(): set up a new game.
        watchRequested(): watch the game so far again, turn by turn.
    """

    nextRoundRequested = Signal()  # noqa: N815 - Qt signal name
    newGameRequested = Signal()  # noqa: N815 - Qt signal name
    watchRequested = Signal()  # noqa: N815 - Qt signal name

    def __init__(
        self, sheet: RoundSheet, pieces: Sequence[QWidget], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.sheet = sheet
        self.setWindowTitle(sheet.title)
        layout = QVBoxLayout(self)
        self.headline = QLabel(sheet.headline)
        self.headline.setWordWrap(True)
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.headline.setFont(font)
        layout.addWidget(self.headline)
        self.goal = QLabel(sheet.goal)
        self.goal.setWordWrap(True)
        self.goal.setVisible(bool(sheet.goal))
        layout.addWidget(self.goal)

        self.pieces = list(pieces)
        self.round_table = QTableWidget(len(sheet.names), 2 + len(sheet.heads))
        self.round_table.setHorizontalHeaderLabels(
            [translate("RoundEnd", "Player"), sheet.left_head, *sheet.heads]
        )
        for seat, (name, cells, piece) in enumerate(
            zip(sheet.names, sheet.cells, self.pieces, strict=True)
        ):
            self.round_table.setItem(seat, 0, _cell(name))
            self.round_table.setItem(seat, 1, _cell(""))
            self.round_table.setCellWidget(seat, 1, piece)
            for column, text in enumerate(cells, start=2):
                self.round_table.setItem(seat, column, _cell(text, True))
        tallest = max((piece.sizeHint().height() for piece in self.pieces), default=24)
        self.round_table.verticalHeader().setDefaultSectionSize(tallest + 10)
        self._fit(self.round_table, stretch_column=1)
        layout.addWidget(self.round_table)

        layout.addWidget(QLabel(translate("RoundEnd", "Match table")))
        rounds = len(sheet.history)
        self.match_table = QTableWidget(rounds + 1, len(sheet.players))
        self.match_table.setHorizontalHeaderLabels(list(sheet.players))
        self.match_table.setVerticalHeaderLabels(
            [fill(translate("RoundEnd", "Round %1"), i + 1) for i in range(rounds)]
            + [translate("RoundEnd", "Total")]
        )
        for r, changes in enumerate(sheet.history):
            for seat, change in enumerate(changes):
                self.match_table.setItem(r, seat, _cell(signed(change), True))
        for seat, points in enumerate(sheet.totals):
            total = _cell(str(points), True)
            bold = total.font()
            bold.setBold(True)
            total.setFont(bold)
            self.match_table.setItem(rounds, seat, total)
        self._fit(self.match_table, stretch_column=None)
        layout.addWidget(self.match_table)

        buttons = QDialogButtonBox()
        self.next_button: QPushButton | None = None
        if not sheet.match_over:
            self.next_button = buttons.addButton(
                translate("RoundEnd", "Next round"), QDialogButtonBox.ButtonRole.AcceptRole
            )
            self.next_button.clicked.connect(self._next)
        self.new_button = buttons.addButton(
            translate("RoundEnd", "New game"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.new_button.clicked.connect(self._new)
        self.button = self.next_button or self.new_button
        """The way on: the next round, or a new game once the match is over."""
        self.button.setDefault(True)
        self.watch_button = buttons.addButton(
            translate("RoundEnd", "Watch this game again"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.watch_button.clicked.connect(self.watchRequested.emit)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.clicked.connect(self.reject)
        layout.addWidget(buttons)
        fit_to_screen(self, QSize(640, 460), near=parent)

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
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)  # nothing to pick here
        height = table.horizontalHeader().height() + 6
        height += sum(table.rowHeight(r) for r in range(table.rowCount()))
        table.setMinimumHeight(min(height, 260))

    def _next(self) -> None:
        self.accept()
        self.nextRoundRequested.emit()

    def _new(self) -> None:
        self.accept()
        self.newGameRequested.emit()
