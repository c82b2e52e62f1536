"""The statistics window: one player's games, rounds, points and results over time.

Everything shown comes from :class:`~rummy_desktop.app.stats.StatsDB`; the
chart of match totals is painted with QPainter (a bar per finished match,
green above zero and red below), so no charting module is needed. The
figures are shown per game, chosen at the top: the tile games together, or
one card game (Rummy, Rummy 30, Rummy 51, 500 Rum), never mixed. The
player's recent matches are listed too, and one still kept among the
finished games (:mod:`rummy_desktop.app.finished_games`) can be watched
again from here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Final

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.app.finished_games import FinishedGame, kept_match
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.stats import TILES, StatsDB
from rummy_desktop.core.errors import RummyError
from rummy_desktop.families import family, family_ids
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.level_names import level_title
from rummy_desktop.ui.screen_fit import fit_to_screen, scrolled

WIN_COLOUR = QColor("#19a34a")
LOSS_COLOUR = QColor("#c4122f")
RECENT: Final = 10
"""Recent matches listed, newest first."""


def game_name(game: str) -> str:
    """A game of the statistics as shown: "Tiles" or the card game's title."""
    if game == TILES:
        return translate("StatsWindow", "Tiles")
    try:
        title = family(game).title
    except RummyError:
        title = game
    return translate("CardGames", title)


class ResultsChart(QWidget):
    """Bars of a player's match totals, oldest on the left."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.results: list[tuple[str, int]] = []
        self.setMinimumHeight(160)
        self.setAccessibleName(translate("StatsWindow", "Results over time"))

    def set_results(self, results: Sequence[tuple[str, int]]) -> None:
        self.results = list(results)
        totals = ", ".join(str(total) for _day, total in self.results[-20:])
        self.setAccessibleDescription(totals)
        self.update()

    @override
    def sizeHint(self) -> QSize:
        return QSize(460, 180)

    def bar_rects(self) -> list[QRectF]:
        """Where each bar is drawn (also what the tests measure)."""
        if not self.results:
            return []
        area = QRectF(self.rect()).adjusted(36, 10, -10, -22)
        biggest = max(1, max(abs(total) for _day, total in self.results))
        has_negative = any(total < 0 for _day, total in self.results)
        zero_y = area.center().y() if has_negative else area.bottom()
        half = area.height() / 2 if has_negative else area.height()
        step = area.width() / len(self.results)
        width = max(2.0, step * 0.7)
        rects = []
        for index, (_day, total) in enumerate(self.results):
            x = area.left() + index * step + (step - width) / 2
            height = half * abs(total) / biggest
            top = zero_y - height if total >= 0 else zero_y
            rects.append(QRectF(x, top, width, max(1.0, height)))
        return rects

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.fillRect(self.rect(), self.palette().base())
        text_pen = QPen(self.palette().text().color())
        if not self.results:
            painter.setPen(text_pen)
            painter.drawText(
                QRectF(self.rect()),
                Qt.AlignmentFlag.AlignCenter,
                translate("StatsWindow", "No finished games yet"),
            )
            painter.end()
            return
        rects = self.bar_rects()
        for rect, (_day, total) in zip(rects, self.results, strict=True):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(WIN_COLOUR if total >= 0 else LOSS_COLOUR)
            painter.drawRect(rect)
        biggest = max(abs(total) for _day, total in self.results)
        has_negative = any(total < 0 for _day, total in self.results)
        area = QRectF(self.rect()).adjusted(36, 10, -10, -22)
        zero_y = area.center().y() if has_negative else area.bottom()
        painter.setPen(text_pen)
        painter.drawLine(QPointF(area.left(), zero_y), QPointF(area.right(), zero_y))
        painter.drawText(QPointF(4, area.top() + 10), str(biggest))
        painter.drawText(QPointF(4, zero_y + 4), "0")
        first, last = self.results[0][0][:10], self.results[-1][0][:10]
        painter.drawText(QPointF(area.left(), self.height() - 5), first)
        metrics = painter.fontMetrics()
        painter.drawText(
            QPointF(area.right() - metrics.horizontalAdvance(last), self.height() - 5), last
        )
        painter.end()


class StatsWindow(QDialog):
    """A player's statistics in one game, chosen by name and game.

    Args:
        db: the statistics database.
        name: the player shown first (the first human at the table).
        game: the game shown first: ``"tiles"`` or a card game's preset.

    Signals:
        watchRequested(object, bool): watch a recent match still on the shelf
            of finished games: its path, and whether it is kept.
    """

    watchRequested = Signal(object, bool)  # noqa: N815 - Qt signal name

    def __init__(
        self, db: StatsDB, name: str = "", parent: QWidget | None = None, game: str = TILES
    ) -> None:
        super().__init__(parent)
        self.db = db
        self.setWindowTitle(translate("StatsWindow", "Statistics"))
        outer = QVBoxLayout(self)
        # All but Close scrolls: on a 1024x600 screen Close stays in sight.
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        self.game = QComboBox()
        self.game.setAccessibleName(translate("StatsWindow", "Game"))
        for key in family_ids():  # every game of the registry, tiles first
            self.game.addItem(game_name(key), key)
        self.game.setCurrentIndex(max(0, self.game.findData(game)))
        self.player = QComboBox()
        self.player.setAccessibleName(translate("StatsWindow", "Player"))
        names = db.player_names()
        self.player.addItems(names)
        form = QFormLayout()
        form.addRow(translate("StatsWindow", "&Game"), self.game)
        form.addRow(translate("StatsWindow", "&Player"), self.player)
        self.values: dict[str, QLabel] = {}
        for key, title in (
            ("games", translate("StatsWindow", "Games played")),
            ("games_won", translate("StatsWindow", "Games won")),
            ("rounds", translate("StatsWindow", "Rounds played")),
            ("rounds_won", translate("StatsWindow", "Rounds won")),
            ("points", translate("StatsWindow", "Points, all rounds")),
            ("best_round", translate("StatsWindow", "Best round")),
        ):
            label = QLabel()
            label.setAccessibleName(title)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
            self.values[key] = label
            form.addRow(title, label)
        layout.addLayout(form)
        self.penalty_note = QLabel(
            translate("StatsWindow", "Penalty points (Rummy 30 and 51) count below zero.")
        )
        self.penalty_note.setWordWrap(True)
        layout.addWidget(self.penalty_note)
        layout.addWidget(QLabel(translate("StatsWindow", "Against the computer")))
        self.levels = QTableWidget(0, 3)
        self.levels.setHorizontalHeaderLabels(
            [
                translate("StatsWindow", "Level"),
                translate("StatsWindow", "Games"),
                translate("StatsWindow", "Won"),
            ]
        )
        self.levels.verticalHeader().setVisible(False)
        self.levels.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.levels.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.levels.setMaximumHeight(130)
        self.levels.setAccessibleName(translate("StatsWindow", "Against the computer"))
        layout.addWidget(self.levels)
        layout.addWidget(QLabel(translate("StatsWindow", "Match totals over time")))
        self.chart = ResultsChart()
        layout.addWidget(self.chart, 1)
        layout.addWidget(QLabel(translate("StatsWindow", "Recent games")))
        recent_row = QHBoxLayout()
        self.recent = QListWidget()
        self.recent.setAccessibleName(translate("StatsWindow", "Recent games"))
        self.recent.setMaximumHeight(110)
        self.recent.currentRowChanged.connect(lambda _row: self._sync_watch())
        self.recent.itemDoubleClicked.connect(lambda _item: self._watch())
        recent_row.addWidget(self.recent, 1)
        self.watch_button = QPushButton(translate("StatsWindow", "Watch"))
        self.watch_button.setToolTip(
            translate("StatsWindow", "Watch this game again, while it is among the finished games")
        )
        self.watch_button.clicked.connect(self._watch)
        recent_row.addWidget(self.watch_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(recent_row)
        self._shelf: Callable[[], Sequence[FinishedGame]] = list
        self._recent_games: list[FinishedGame | None] = []
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        outer.addWidget(scrolled(body), 1)
        outer.addWidget(buttons)
        self.buttons = buttons
        self.player.currentTextChanged.connect(self.show_player)
        self.game.currentIndexChanged.connect(
            lambda _index: self.show_player(self.player.currentText())
        )
        if name in names:
            self.player.setCurrentText(name)
        self.show_player(self.player.currentText())
        fit_to_screen(self, QSize(520, 680), near=parent)

    def set_shelf(self, shelf: Callable[[], Sequence[FinishedGame]]) -> None:
        """Where the finished games kept for replay are listed (read when a player is shown)."""
        self._shelf = shelf
        self.show_player(self.player.currentText())

    @property
    def shown_game(self) -> str:
        """The game whose figures are shown."""
        return str(self.game.currentData() or TILES)

    def show_player(self, name: str) -> None:
        """Fill the window with ``name``'s numbers in the chosen game."""
        game = self.shown_game
        self.penalty_note.setVisible(game in ("rummy30", "rummy51"))
        if not name:
            for label in self.values.values():
                label.setText("—")
            self.chart.set_results([])
            self.levels.setRowCount(0)
            self._show_recent(name, [])
            return
        summary = self.db.summary(name, game)
        for key, label in self.values.items():
            value = getattr(summary, key)
            label.setText("—" if value is None else str(value))
        records = self.db.against_levels(name, game)
        self.levels.setRowCount(len(records))
        for row, record in enumerate(records):
            for col, text in enumerate(
                (level_title(record.level), str(record.games), str(record.won))
            ):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.levels.setItem(row, col, item)
        history = self.db.history(name, game)
        self.chart.set_results(history)
        self._show_recent(name, history)

    def _show_recent(self, name: str, history: Sequence[tuple[str, int]]) -> None:
        """The player's last matches, newest first, each marked when it can be watched."""
        games = list(self._shelf()) if history else []
        self.recent.clear()
        self._recent_games = []
        for finished, total in list(reversed(history))[:RECENT]:
            try:
                when = datetime.fromisoformat(finished)
            except ValueError:
                kept = None
            else:
                kept = kept_match(games, self.shown_game, name, total, when)
            line = f"{finished[:16].replace('T', ' ')} · " + fill(
                translate("StatsWindow", "total %1"), total
            )
            if kept is not None:
                line += " · " + translate("StatsWindow", "can be watched")
            self.recent.addItem(line)
            self._recent_games.append(kept)
        if self._recent_games:
            self.recent.setCurrentRow(0)
        self._sync_watch()

    def chosen_game(self) -> FinishedGame | None:
        """The chosen recent match's game on the shelf, None when it is not kept."""
        row = self.recent.currentRow()
        return self._recent_games[row] if 0 <= row < len(self._recent_games) else None

    def _sync_watch(self) -> None:
        self.watch_button.setEnabled(self.chosen_game() is not None)

    def _watch(self) -> None:
        game = self.chosen_game()
        if game is not None:
            self.watchRequested.emit(game.path, game.kept)
