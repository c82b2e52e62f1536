"""The end of a card round: the hands left (drawn as cards), the points, the match.

Shown without blocking when the controller reports a
:class:`~rummy_desktop.app.card_board.CardRoundEnd`. Everything in it is
public once the round is over. It says what the match is played to (500 in
500 Rum, the elimination total in Rummy 30/51) and who is out; its button
deals the next round, or offers a new game once the match is won.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.app.card_board import CardRoundEnd
from rummy_desktop.app.card_words import cards_text
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.cards.core.cards import Card
from rummy_desktop.cards.core.rules import MAX_ROUNDS
from rummy_desktop.cards.core.state import RoundLimit
from rummy_desktop.ui.card_art import CARD_RATIO, CardLook, draw_face
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.screen_fit import fit_to_screen

SMALL_CARD: Final = 34
"""Width of a card left in hand, in pixels."""


def round_headline(s: CardRoundEnd) -> str:
    """How the round ended, and the match's winner or winners once there are any."""
    if s.limit is RoundLimit.RENEWALS:
        text = translate(
            "CardRoundEnd",
            "Nobody went out: the stock was used up and renewed three times without anyone"
            " laying a card, so the round is over.",
        )
    elif s.limit is RoundLimit.PASSING:
        text = translate(
            "CardRoundEnd",
            "Nobody went out: for 50 turns nobody laid a card or drew from the stock (only"
            " the discard went back and forth), so the round is over.",
        )
    elif s.stuck:
        text = translate(
            "CardRoundEnd",
            "Nobody can go out any more (no card left fits the table): the round is over.",
        )
    elif s.out is None:
        text = translate("CardRoundEnd", "The stock ran out: the round is over.")
    elif s.rummy:
        text = fill(
            translate("CardRoundEnd", "%1 went out in one go: rummy, double!"), s.names[s.out]
        )
    else:
        text = fill(translate("CardRoundEnd", "%1 went out."), s.names[s.out])
    why = _match_end_reason(s)
    if why:
        text += " " + why
    if s.winner is not None:
        text += " " + fill(translate("CardRoundEnd", "%1 wins the match."), s.names[s.winner])
    elif s.winners:
        text += " " + shared_win(tuple(s.names[i] for i in s.winners))
    return text


def shared_win(names: tuple[str, ...]) -> str:
    """One sentence for any number of sharers, so each language words the list once."""
    return fill(
        translate("CardRoundEnd", "%1 and %2 share the win."), ", ".join(names[:-1]), names[-1]
    )


def _match_end_reason(s: CardRoundEnd) -> str:
    """Why a match ended other than the usual way (its goal is said below the headline)."""
    if not s.match_over:
        return ""
    if s.elimination is not None and all(s.eliminated):
        return translate(
            "CardRoundEnd",
            "Everyone still in went over the limit in this round: of them, the lowest total wins.",
        )
    if s.rounds_left is None and len(s.history) >= MAX_ROUNDS:
        return fill(
            translate("CardRoundEnd", "The match ends after %1 rounds: the best total wins."),
            MAX_ROUNDS,
        )
    return ""


class HandStrip(QWidget):
    """A row of small overlapping cards: a hand left at the end of a round."""

    def __init__(self, cards: tuple[Card, ...], look: CardLook) -> None:
        super().__init__()
        self.cards = cards
        self.look = look
        self.setAccessibleName(cards_text(cards))
        self.setToolTip(cards_text(cards))

    @override
    def sizeHint(self) -> QSize:
        step = SMALL_CARD * 0.55
        width = SMALL_CARD + step * max(0, len(self.cards) - 1) if self.cards else SMALL_CARD
        return QSize(round(width) + 4, round(SMALL_CARD * CARD_RATIO) + 4)

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        step = SMALL_CARD * 0.55
        for i, card in enumerate(self.cards):
            draw_face(
                painter,
                card,
                QRectF(2 + i * step, 2, SMALL_CARD, SMALL_CARD * CARD_RATIO),
                self.look,
            )
        if not self.cards:
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignVCenter, "\u2014")
        painter.end()


class CardRoundEndDialog(QDialog):
    """Scores of a finished round and the match so far.

    Signals:
        nextRoundRequested(): deal the next round.
        newGameRequested(): the match is over; start another.
        watchRequested(): watch the game so far again, turn by turn.
    """

    nextRoundRequested = Signal()  # noqa: N815 - Qt signal name
    newGameRequested = Signal()  # noqa: N815 - Qt signal name
    watchRequested = Signal()  # noqa: N815 - Qt signal name

    def __init__(self, summary: CardRoundEnd, look: CardLook, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.summary = summary
        over = summary.match_over
        self.setWindowTitle(
            translate("CardRoundEnd", "Match over")
            if over
            else translate("CardRoundEnd", "Round over")
        )
        layout = QVBoxLayout(self)
        self.headline = QLabel(self._headline())
        self.headline.setWordWrap(True)
        self.headline.setStyleSheet("font-size: 16px; font-weight: bold;")
        layout.addWidget(self.headline)
        self.goal = QLabel(self._goal())
        self.goal.setWordWrap(True)
        layout.addWidget(self.goal)
        grid_box = QWidget()
        grid = QGridLayout(grid_box)
        heads = (
            translate("CardRoundEnd", "Player"),
            translate("CardRoundEnd", "Cards left"),
            translate("CardRoundEnd", "Laid - in hand")
            if summary.laid
            else translate("CardRoundEnd", "This round"),
            translate("CardRoundEnd", "Total"),
        )
        for column, text in enumerate(heads):
            label = QLabel(f"<b>{text}</b>")
            grid.addWidget(label, 0, column)
        self.hand_strips: list[HandStrip] = []
        for i, name in enumerate(summary.names):
            shown = name
            if summary.eliminated[i]:
                shown = fill(translate("CardRoundEnd", "%1 (out)"), name)
            if summary.winner == i:
                shown = fill(translate("CardRoundEnd", "%1 (wins the match)"), name)
            elif i in summary.winners:
                shown = fill(translate("CardRoundEnd", "%1 (shares the win)"), name)
            grid.addWidget(QLabel(shown), i + 1, 0)
            strip = HandStrip(summary.hands[i], look)
            self.hand_strips.append(strip)
            grid.addWidget(strip, i + 1, 1)
            grid.addWidget(QLabel(self._change_text(i)), i + 1, 2)
            grid.addWidget(QLabel(str(summary.totals[i])), i + 1, 3)
        grid.setRowStretch(len(summary.names) + 1, 1)
        scroll = QScrollArea()
        scroll.setWidget(grid_box)
        scroll.setWidgetResizable(True)
        layout.addWidget(scroll, 2)
        so_far = translate("CardRoundEnd", "The match so far")
        layout.addWidget(QLabel(f"<b>{so_far}</b>"))
        self.match_table = self._match_table()
        layout.addWidget(self.match_table, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        if over:
            self.button = QPushButton(translate("CardRoundEnd", "New game"))
            self.button.clicked.connect(self._new_game)
        else:
            self.button = QPushButton(translate("CardRoundEnd", "Next round"))
            self.button.clicked.connect(self._next_round)
        self.button.setDefault(True)
        self.watch_button = QPushButton(translate("CardRoundEnd", "Watch this game again"))
        self.watch_button.clicked.connect(self.watchRequested.emit)
        buttons.addWidget(self.watch_button)
        buttons.addWidget(self.button)
        close = QPushButton(translate("CardRoundEnd", "Close"))
        close.clicked.connect(self.close)
        if over:
            buttons.addWidget(close)
        layout.addLayout(buttons)
        fit_to_screen(self, QSize(640, 480), near=parent)

    def _headline(self) -> str:
        return round_headline(self.summary)

    def _change_text(self, seat: int) -> str:
        """The round's score; in 500 Rum also what it is made of, laid minus in hand."""
        change = self.summary.changes[seat]
        shown = f"{change:+d}" if change else "0"
        if not self.summary.laid:
            return shown
        laid = self.summary.laid[seat]
        return f"{laid} - {laid - change} = {shown}"

    def _goal(self) -> str:
        s = self.summary
        if s.elimination is not None:
            out = [name for name, gone in zip(s.names, s.eliminated, strict=True) if gone]
            text = fill(
                translate(
                    "CardRoundEnd",
                    "Penalty points: a player whose total reaches %1 is out;"
                    " the last one left wins.",
                ),
                s.elimination,
            )
            if out:
                text += " " + fill(translate("CardRoundEnd", "Out: %1."), ", ".join(out))
            return text
        if s.target is not None:
            return fill(translate("CardRoundEnd", "The first to reach %1 points wins."), s.target)
        if s.rounds_left is not None:
            if s.match_over:
                return fill(translate("CardRoundEnd", "All %1 deals are played."), len(s.history))
            return fill(translate("CardRoundEnd", "Deals left: %1."), s.rounds_left)
        return ""

    def _match_table(self) -> QTableWidget:
        s = self.summary
        table = QTableWidget(len(s.history) + 1, len(s.names))
        table.setHorizontalHeaderLabels(list(s.names))
        labels = [fill(translate("CardRoundEnd", "Round %1"), i + 1) for i in range(len(s.history))]
        table.setVerticalHeaderLabels([*labels, translate("CardRoundEnd", "Total")])
        for row, changes in enumerate(s.history):
            for column, change in enumerate(changes):
                table.setItem(row, column, QTableWidgetItem(str(change)))
        for column, total in enumerate(s.totals):
            item = QTableWidgetItem(str(total))
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            table.setItem(len(s.history), column, item)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        return table

    def _next_round(self) -> None:
        self.close()
        self.nextRoundRequested.emit()

    def _new_game(self) -> None:
        self.close()
        self.newGameRequested.emit()
