"""The side panel: who plays, how many tiles, initial meld, score, pool, timer.

Everything here is public information at a real table. It is rebuilt from
the controller on every state change; it holds nothing of its own except the
short game log.
"""

from __future__ import annotations

import html
from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QProgressBar,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.app.board import BoardModel, Phase
from rummy_desktop.app.controller import GameController
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.ui.game_log import GameLog
from rummy_desktop.ui.level_names import level_title
from rummy_desktop.ui.stacks import stack_count_text
from rummy_desktop.ui.tile_item import describe_tile

PANEL_WIDTH: Final = 250
PANEL_MIN_WIDTH: Final = 200


class SeatRow:
    """The labels of one seat in the panel's grid."""

    def __init__(self, grid: QGridLayout, row: int) -> None:
        self.marker = QLabel()
        self.name = QLabel()
        self.tiles = QLabel()
        self.meld = QLabel()
        self.score = QLabel()
        for col, label in enumerate((self.marker, self.name, self.tiles, self.meld, self.score)):
            grid.addWidget(label, row, col)
        self.name.setTextFormat(Qt.TextFormat.RichText)
        self.name.setWordWrap(True)
        self.tiles.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.meld.setAlignment(Qt.AlignmentFlag.AlignCenter)

    def widgets(self) -> tuple[QLabel, ...]:
        return (self.marker, self.name, self.tiles, self.meld, self.score)


def meld_legend_words() -> str:
    """The Meld column's marks in words."""
    return translate("PlayersPanel", "Meld: ✓ initial meld made, ! not made yet")


class PlayersPanel(QFrame):
    """Seats, pool, timer, a thinking indicator and the game log."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        # Narrower than its wish on a small screen, so the turn buttons keep their room.
        self.setMinimumWidth(PANEL_MIN_WIDTH)
        self.setMaximumWidth(PANEL_WIDTH)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        title = QLabel(translate("PlayersPanel", "Players"))
        bold = QFont(title.font())
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.15)
        title.setFont(bold)
        layout.addWidget(title)
        self._grid = QGridLayout()
        self._grid.setHorizontalSpacing(6)
        self._grid.setColumnStretch(1, 1)
        header = (
            "",
            translate("PlayersPanel", "Name"),
            translate("PlayersPanel", "Tiles"),
            translate("PlayersPanel", "Meld"),
            translate("PlayersPanel", "Score"),
        )
        labels = [QLabel(text) for text in header]
        for col, label in enumerate(labels):
            label.setStyleSheet("color: palette(mid);")
            self._grid.addWidget(label, 0, col)
        self.meld_header = labels[3]
        self.meld_header.setToolTip(meld_legend_words())
        layout.addLayout(self._grid)
        self.meld_legend = QLabel(meld_legend_words())
        """Says what the Meld column's marks mean, where a person reads it (not a tooltip)."""
        self.meld_legend.setWordWrap(True)
        self.meld_legend.setStyleSheet("color: palette(mid); font-size: small;")
        layout.addWidget(self.meld_legend)
        self.rows: list[SeatRow] = []
        self.round_label = QLabel()
        self.pool_label = QLabel()
        self.stacks_label = QLabel()
        """Draw and discard: every seat's stack, its top tile and size."""
        self.timer_label = QLabel()
        timer_font = QFont(self.timer_label.font())
        timer_font.setBold(True)
        timer_font.setPointSizeF(timer_font.pointSizeF() * 1.4)
        self.timer_label.setFont(timer_font)
        self.thinking_label = QLabel()
        self.thinking_bar = QProgressBar()
        self.thinking_bar.setRange(0, 0)
        self.thinking_bar.setTextVisible(False)
        self.thinking_bar.setMaximumHeight(10)
        for widget in (
            self.round_label,
            self.pool_label,
            self.stacks_label,
            self.timer_label,
            self.thinking_label,
            self.thinking_bar,
        ):
            layout.addWidget(widget)
        log_title = QLabel(translate("PlayersPanel", "Game log"))
        log_title.setFont(bold)
        layout.addWidget(log_title)
        self.log = GameLog()
        layout.addWidget(self.log, 1)
        self.thinking_bar.hide()
        self.timer_label.hide()
        controller.message.connect(self.log.add_line)
        controller.logReset.connect(self.log.replace)
        controller.timerChanged.connect(self.show_timer)

    def show_timer(self, seconds: int) -> None:
        if seconds < 0:
            self.timer_label.hide()
            return
        minutes, secs = divmod(seconds, 60)
        self.timer_label.setText(
            fill(translate("PlayersPanel", "Time left: %1"), f"{minutes}:{secs:02d}")
        )
        self.timer_label.setStyleSheet("color: #c4122f;" if seconds <= 10 else "")
        self.timer_label.show()

    def refresh(self) -> None:
        board = self.controller.board
        seats = self.controller.seats
        self._ensure_rows(len(seats))
        if not board.game:
            self.round_label.setText(translate("PlayersPanel", "No game yet"))
            self.pool_label.setText("")
            self.thinking_bar.hide()
            self.thinking_label.setText("")
            return
        phase = board.phase
        playing = phase in (Phase.HUMAN, Phase.THINKING, Phase.SHOWING, Phase.HANDOVER)
        for seat, row in enumerate(self.rows):
            current = playing and seat == board.current
            row.marker.setText("▶" if current else "")
            name = html.escape(seats[seat].name)
            if current:
                name = f"<b>{name}</b>"
            level = seats[seat].level
            if level is not None:
                words = html.escape(
                    fill(translate("PlayersPanel", "computer, %1"), level_title(level))
                )
                name += f"<br><small>{words}</small>"
            row.name.setText(name)
            row.tiles.setText(str(self._tiles_held(seat)))
            melded = board.melded[seat]
            row.meld.setText("✓" if melded else "!")
            row.meld.setToolTip(
                translate("PlayersPanel", "initial meld made")
                if melded
                else translate("PlayersPanel", "initial meld not made yet")
            )
            row.meld.setStyleSheet("" if melded else "color: #c4122f; font-weight: bold;")
            row.score.setText(str(board.totals[seat]))
        self.round_label.setText(
            fill(
                translate("PlayersPanel", "Round %1 · turn %2"),
                board.round_number,
                board.turn_number,
            )
        )
        self.pool_label.setText(self._pool_text(board))
        self.stacks_label.setVisible(board.draw_and_discard)
        self.stacks_label.setText(
            "\n".join(
                f"{seats[seat].name}: {stack_count_text(stack)}"
                for seat, stack in enumerate(board.stacks)
            )
        )
        thinking = phase is Phase.THINKING
        self.thinking_bar.setVisible(thinking)
        if thinking:
            self.thinking_label.setText(
                fill(translate("PlayersPanel", "Turn of %1: thinking…"), seats[board.current].name)
            )
        elif phase is Phase.SHOWING:
            self.thinking_label.setText(
                fill(translate("PlayersPanel", "Turn of %1: playing…"), seats[board.current].name)
            )
        else:
            self.thinking_label.setText("")

    def _tiles_held(self, seat: int) -> int:
        """Tiles on a seat's rack now: while a turn is played, less the ones laid so far.

        Anyone at the table sees the tiles going down, so the live count
        tells nothing private.
        """
        held = self.controller.board.tiles_held
        return held[seat] if seat < len(held) else 0

    @staticmethod
    def _pool_text(board: BoardModel) -> str:
        """The pool count, and the open last tile when the rules lay it face up."""
        text = fill(translate("PlayersPanel", "Pool: %1 tiles"), board.pool_size)
        open_tile = board.open_last_tile
        if open_tile is not None:
            text += "\n" + fill(
                translate("PlayersPanel", "Open last tile: %1 (only to go out)"),
                describe_tile(open_tile),
            )
        return text

    def _ensure_rows(self, count: int) -> None:
        while len(self.rows) > count:
            row = self.rows.pop()
            for widget in row.widgets():
                self._grid.removeWidget(widget)
                widget.deleteLater()
        while len(self.rows) < count:
            self.rows.append(SeatRow(self._grid, len(self.rows) + 1))
