"""Pause and the time bank: the buttons beside the turn clock, and the pause cover.

The clock bar stays where people look (above the rack); Pause and "+30 s"
sit right beside it, and each player's time bank is written next to them.
A paused game hides the whole board behind a cover that says "Paused" and
how many seconds are left, with a Resume button: the clock is stopped, so
nobody may study the table meanwhile, as a paused chess clock leaves the
board alone. The controller decides everything (who may pause, what the
bank holds); this module only shows it and sends the intents. Tiles and cards
alike: any :class:`~rummy_desktop.app.turn_clock.ClockOwner` is served, and the
clock itself is the controller's :class:`~rummy_desktop.app.turn_clock.TurnTimer`.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QColor, QKeySequence, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.turn_clock import BANK_STEP, ClockOwner
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.turn_notice import TimerBar

BANKS_WIDTH: Final = 360
"""The time banks' text is cut short (whole in its tooltip) beyond this width,
so a table of six leaves the clock bar room on a small screen."""


def clock_text(seconds: int) -> str:
    minutes, secs = divmod(max(0, seconds), 60)
    return f"{minutes}:{secs:02d}"


class PauseCover(QWidget):
    """An opaque cover over the board while the game is paused, with Resume."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.label = QLabel(translate("TimerControls", "Paused"))
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setStyleSheet("color: #fff6e5; font-size: 30px; font-weight: bold;")
        layout.addWidget(self.label)
        self.left = QLabel()
        self.left.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.left.setStyleSheet("color: #fff6e5; font-size: 17px;")
        layout.addWidget(self.left)
        self.button = QPushButton(translate("TimerControls", "Resume"))
        self.button.setMinimumHeight(44)
        self.button.setStyleSheet("font-size: 17px; padding: 6px 22px;")
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self.hide()

    def show_paused(self, seconds: int) -> None:
        self.left.setText(
            fill(translate("TimerControls", "%1 left in this turn"), clock_text(seconds))
        )
        parent = self.parentWidget()
        if not self.isVisible() and parent is not None:
            self.setGeometry(parent.rect())
            self.raise_()
            self.show()
            self.button.setFocus()

    @override
    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()  # nothing under the cover may be touched

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#1f3d2f"))
        painter.end()


class ClockControls:
    """The clock's row (bar, Pause, "+30 s", the banks), the cover and their actions.

    Args:
        controller: decides (a tile or a card controller); this object only shows and asks.
        bar: the turn's clock bar.
        window: holds the actions' shortcuts; the cover covers its central widget
            once :meth:`cover_board` is called.
    """

    def __init__(self, controller: ClockOwner, bar: TimerBar, window: QWidget) -> None:
        self.controller = controller
        self.bar = bar
        self.act_pause = QAction(translate("TimerControls", "P&ause"), window)
        self.act_pause.setShortcuts([QKeySequence("Ctrl+P"), QKeySequence("Pause")])
        self.act_pause.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.act_pause.triggered.connect(lambda _c=False: controller.toggle_pause())
        window.addAction(self.act_pause)
        self.act_add_time = QAction(
            fill(translate("TimerControls", "+%1 s from the time &bank"), BANK_STEP), window
        )
        self.act_add_time.setShortcut(QKeySequence("Ctrl+B"))
        self.act_add_time.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.act_add_time.triggered.connect(lambda _c=False: controller.add_time())
        window.addAction(self.act_add_time)

        self.row = QWidget()
        line = QHBoxLayout(self.row)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(bar, 1)
        height = bar.height() + 6
        self.pause_button = QPushButton(translate("TimerControls", "Pause"))
        self.pause_button.setToolTip(
            translate("TimerControls", "Stop the clock; the board is hidden until you resume")
        )
        self.pause_button.clicked.connect(self.act_pause.trigger)
        self.add_button = QPushButton(fill(translate("TimerControls", "+%1 s"), BANK_STEP))
        self.add_button.setToolTip(
            fill(
                translate("TimerControls", "Move %1 seconds from your time bank to this turn"),
                BANK_STEP,
            )
        )
        self.add_button.setAccessibleName(
            fill(translate("TimerControls", "Add %1 seconds from the time bank"), BANK_STEP)
        )
        self.add_button.clicked.connect(self.act_add_time.trigger)
        self.banks = QLabel()
        self.banks.setAccessibleName(translate("TimerControls", "Time banks"))
        for widget in (self.pause_button, self.add_button):
            widget.setFixedHeight(height)
            widget.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        policy = self.pause_button.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # the bar keeps its width between turns
        self.pause_button.setSizePolicy(policy)
        shown: tuple[QWidget, ...] = (self.pause_button, self.add_button, self.banks)
        for item in shown:
            line.addWidget(item)
            item.hide()
        self.cover: PauseCover | None = None
        controller.clock.changed.connect(self.refresh)

    def cover_board(self, board: QWidget) -> PauseCover:
        """Make the cover that hides ``board`` while paused (one of its covers)."""
        self.cover = PauseCover(board)
        self.cover.button.clicked.connect(lambda: self.controller.resume())
        return self.cover

    def keep_place(self, keep: bool) -> None:
        """Keep the row's place while hidden (a timed game) or give it up (no timer at all)."""
        self.bar.keep_place(keep)
        policy = self.pause_button.sizePolicy()
        policy.setRetainSizeWhenHidden(keep)
        self.pause_button.setSizePolicy(policy)

    def show_seconds(self, seconds: int) -> None:
        """A tick of the turn clock: the bar, or the bank once the turn's own time is spent."""
        clock = self.controller.clock
        if seconds == 0 and clock.bank_paying:
            self.bar.show_seconds(clock.bank_left)
            self.bar.setFormat(
                fill(translate("TimerControls", "Time bank: %1"), clock_text(clock.bank_left))
            )
        else:
            self.bar.show_seconds(seconds, clock.turn_time)
        self.refresh()

    def refresh(self) -> None:
        """Buttons, banks and cover as the controller says."""
        c = self.controller
        clock = c.clock
        paused = clock.paused
        timed = self.bar.isVisible() or paused
        self.act_pause.setEnabled(c.may_pause or paused)
        self.act_pause.setText(
            translate("TimerControls", "Resu&me")
            if paused
            else translate("TimerControls", "P&ause")
        )
        self.pause_button.setText(
            translate("TimerControls", "Resume") if paused else translate("TimerControls", "Pause")
        )
        self.pause_button.setEnabled(self.act_pause.isEnabled())
        self.pause_button.setVisible(timed)
        bank = clock.bank
        has_bank = bool(bank)
        self.act_add_time.setEnabled(c.may_add_time)
        self.add_button.setEnabled(c.may_add_time)
        self.add_button.setVisible(timed and has_bank)
        self.banks.setVisible(has_bank)  # between turns too: everyone sees what is left
        if has_bank:
            people = [(i, s.name) for i, s in enumerate(c.seats) if s.is_human]
            text = (
                translate("TimerControls", "Time bank:")
                + " "
                + " · ".join(f"{name} {clock_text(bank[i])}" for i, name in people)
            )
            metrics = self.banks.fontMetrics()
            self.banks.setText(metrics.elidedText(text, Qt.TextElideMode.ElideRight, BANKS_WIDTH))
            self.banks.setToolTip(text)
            self.banks.setAccessibleDescription(text)
        seconds = clock.seconds_left
        if paused and seconds is not None:
            self.bar.setFormat(
                fill(translate("TimerControls", "Paused · %1 left"), clock_text(seconds))
            )
        if self.cover is not None:
            if paused:
                self.cover.show_paused(seconds or 0)
            elif self.cover.isVisible():
                self.cover.hide()
