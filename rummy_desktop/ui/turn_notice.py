"""The turn clock under the table and the notice that says what a penalty did.

A timer in a side panel is a timer nobody watches: people look at their rack.
So the countdown is a bar right above the rack, it changes colour in the last
:data:`WARNING_SECONDS`, and when time runs out (or any penalty is given) a
notice says in plain words what happened to the tiles. The notice stays until
it is dismissed or the game has moved on (see ``MainWindow``), because the
moment it happens is exactly when nobody is looking.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

from rummy_desktop.app.i18n import fill, translate

WARNING_SECONDS: Final = 15
"""From this many seconds left the bar turns red."""

CALM: Final = "#2e8b57"
WARNING: Final = "#d2222d"
BAR_STYLE: Final = (
    "QProgressBar {{ border: 1px solid #777; border-radius: 4px; background: #e8e2d6;"
    " color: #111; font-weight: bold; }}"
    " QProgressBar::chunk {{ background: {colour}; border-radius: 3px; }}"
)


class TimerBar(QProgressBar):
    """The seconds left in the turn, as a bar that empties; red at the end.

    Hidden while no one's turn is timed, but it keeps its place in the layout
    so the table and rack do not move when it comes and goes.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextVisible(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFixedHeight(max(18, self.fontMetrics().height() + 4))
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.setSizePolicy(policy)
        self.setAccessibleName(translate("TimerBar", "Time left in this turn"))
        self.warning = False
        self._running = False
        self._paint(False)
        self.hide()

    def keep_place(self, keep: bool) -> None:
        """Keep the bar's place while hidden (a timed game) or give it up (no timer at all)."""
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(keep)
        self.setSizePolicy(policy)

    def show_seconds(self, seconds: int, full: int | None = None) -> None:
        """Seconds left; a negative number hides the bar (no timer this turn).

        ``full`` is the turn's whole time, when known: a turn going on after a
        restart starts part-spent rather than as a full bar.
        """
        if seconds < 0:
            self._running = False
            self.hide()
            return
        if not self._running or seconds > self.maximum():
            self.setRange(0, max(1, seconds, full or 0))
            self._running = True
        self.setValue(seconds)
        minutes, secs = divmod(seconds, 60)
        self.setFormat(fill(translate("TimerBar", "Time left: %1"), f"{minutes}:{secs:02d}"))
        warning = seconds <= WARNING_SECONDS
        if warning != self.warning:
            self._paint(warning)
        self.show()

    def _paint(self, warning: bool) -> None:
        self.warning = warning
        self.setStyleSheet(BAR_STYLE.format(colour=WARNING if warning else CALM))


class NoticeBar(QFrame):
    """A sentence that stays on screen until someone clicks "OK".

    Signals:
        dismissed(): the player clicked the button.
    """

    dismissed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("notice")
        self.setStyleSheet(
            "#notice { background: #fff1c2; border: 2px solid #d2222d; border-radius: 6px; }"
            " QLabel { color: #3a1500; font-weight: bold; }"
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 6, 4)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        layout.addWidget(self.label, 1)
        self.button = QPushButton(translate("NoticeBar", "OK"))
        self.button.setToolTip(translate("NoticeBar", "Hide this notice"))
        self.button.clicked.connect(self._dismiss)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.hide()

    def show_text(self, text: str) -> None:
        self.label.setText(text)
        self.setAccessibleName(text)
        self.show()

    def clear(self) -> None:
        self.label.setText("")
        self.hide()

    @property
    def text(self) -> str:
        return self.label.text() if self.isVisible() else ""

    def _dismiss(self) -> None:
        self.clear()
        self.dismissed.emit()
