"""What every replay viewer shares: the controls, stepping, playing on, jumping.

A tile game (:class:`~rummy_desktop.ui.replay_window.ReplayWindow`) and a
card game (:class:`~rummy_desktop.ui.cards.replay_window.CardReplayWindow`)
are watched with the same buttons and the same timing: step forward and
back, play on at a chosen speed, jump to a turn, every rack or hand (the
game is over) or one seat's view, keep the game. Which racks or hands may
be shown at all is asked once, here, of the one rule
(:func:`~rummy_desktop.app.sight.open_seats`): a game not over shows the
rack of its only person, or none. Only the drawing differs:
the subclasses build the board and the seats' rows and draw a position,
and may show a step in frames first (a play gliding into place, a card turn
action by action). Every position comes from the replay; the window only
draws it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final, Generic, TypeVar

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.app.controller import SPEEDS
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.replay_turns import TurnReplay
from rummy_desktop.app.seats import Seat
from rummy_desktop.app.sight import open_seats
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.screen_fit import fit_to_screen
from rummy_desktop.ui.speed_names import speed_title

EVERY_SEAT: Final = -1
"""The view choice that shows every rack or hand."""
NO_SEAT: Final = -2
"""The view choice that shows no rack or hand (a game not over, with several people or none)."""
PREFERRED_SIZE: Final = QSize(1000, 680)
LOOK_MS: Final = 250
"""Playing on by itself, the shortest look at a position before the next turn."""


Strip = TypeVar("Strip", bound=QWidget)


class SeatRows(Generic[Strip]):
    """Each seat's row under a replay's table: its name, marked while on turn, and what
    it holds where that may be shown, else how many pieces (a count never tells which).

    The strip is the family's (tiles or small cards); its contents are the family's
    to set, the rest is every replay's.
    """

    def __init__(self, names: Sequence[str], make_strip: Callable[[], Strip]) -> None:
        self.grid = QGridLayout()
        self.grid.setColumnStretch(1, 1)
        self.names = tuple(names)
        self.name_labels: list[QLabel] = []
        self.strips: list[Strip] = []
        self.count_labels: list[QLabel] = []
        for seat, name in enumerate(self.names):
            label = QLabel(name)
            strip = make_strip()
            count = QLabel()
            count.setMinimumHeight(strip.sizeHint().height())  # rows keep their height per view
            self.grid.addWidget(label, seat, 0)
            self.grid.addWidget(strip, seat, 1)
            self.grid.addWidget(count, seat, 1)
            self.name_labels.append(label)
            self.strips.append(strip)
            self.count_labels.append(count)

    def show_seat(self, seat: int, *, shown: bool, count: str, on_turn: bool) -> None:
        """The strip where the seat's pieces may be shown, else the count; ▶ on turn."""
        self.strips[seat].setVisible(shown)
        label = self.count_labels[seat]
        label.setVisible(not shown)
        label.setText(count)
        name = self.name_labels[seat]
        font = name.font()
        font.setBold(on_turn)
        name.setFont(font)
        name.setText(("▶ " if on_turn else "") + self.names[seat])


class ReplayViewer(QDialog):
    """Watch one game again; non-modal, beside the game window.

    Args:
        turns: the game's positions.
        seats: who sat where (a person or a computer: it decides what may be shown).
        title: what the window is called (the players, or the file).
        every: the view choice that shows every seat ("Every rack").
        hidden: the view choice of a game not over that may show no seat
            ("No racks until the game is over").
        speed: the game's computer speed name, to start with.
        kept: None when the game is not on the shelf of finished games,
            else whether the user keeps it (a "Keep this game" box is shown).

    Signals:
        keepChanged(bool): the user ticked or cleared "Keep this game".
    """

    keepChanged = Signal(bool)  # noqa: N815 - Qt signal name

    def __init__(
        self,
        turns: TurnReplay[Any, Any, Any],
        seats: Sequence[Seat],
        title: str,
        every: str,
        hidden: str,
        *,
        speed: str = "normal",
        kept: bool | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setWindowTitle(fill(translate("Replay", "Replay: %1"), title))
        self.turns = turns
        self.names = tuple(s.name for s in seats)
        self.open_seats = open_seats(seats, turns.over)
        """The seats whose racks may be shown at all; every seat once the game is over."""
        self._first_speed = speed
        self.position = 0
        self.playing = False
        self._frames: list[Any] = []
        self._frame_timer = QTimer(self)
        self._frame_timer.setSingleShot(True)
        self._frame_timer.timeout.connect(self._next_frame)
        self._play_timer = QTimer(self)
        self._play_timer.setSingleShot(True)
        self._play_timer.timeout.connect(self._play_on)

        layout = QVBoxLayout(self)
        layout.addWidget(self._build_board(), 1)
        self.step_label = QLabel()
        self.step_label.setWordWrap(True)
        self.step_label.setMinimumHeight(2 * self.step_label.fontMetrics().lineSpacing() + 4)
        layout.addWidget(self.step_label)
        layout.addLayout(self._build_seats())
        layout.addLayout(self._build_controls(every, hidden))
        self._fit_screen()
        self.set_kept(kept)
        self.show_position(0)

    # -- what a kind of game adds ----------------------------------------------
    def _build_board(self) -> QWidget:
        """The table (built once)."""
        raise NotImplementedError

    def _build_seats(self) -> QLayout:
        """The seats' rows under the table (built once)."""
        raise NotImplementedError

    def _load(self, position: int, frames: bool) -> list[Any]:
        """Take the game at ``position`` as the one shown; with ``frames``, what to
        show first as the step into it is played (empty: nothing)."""
        raise NotImplementedError

    def _show_frame(self, frame: Any) -> None:
        """Show one frame of a step being played."""
        raise NotImplementedError

    def _draw_board(self, *, glide: bool) -> None:
        """Draw the table of the position (gliding into place when stepping on)."""
        raise NotImplementedError

    def _draw_seats(self) -> None:
        """Draw the seats' rows for the position and the chosen view."""
        raise NotImplementedError

    def _round_number(self) -> int:
        raise NotImplementedError

    def _step_text(self) -> str:
        """What the step into the position did (at 0: the first deal)."""
        raise NotImplementedError

    # -- building -------------------------------------------------------------
    def _build_controls(self, every: str, hidden: str) -> QVBoxLayout:
        rows = QVBoxLayout()
        steps = QHBoxLayout()

        def button(text: str, tip: str, icon: QStyle.StandardPixmap) -> QPushButton:
            b = QPushButton(self.style().standardIcon(icon), text)
            b.setToolTip(tip)
            b.setAccessibleName(tip)
            steps.addWidget(b)
            return b

        pixmap = QStyle.StandardPixmap
        self.start_button = button(
            translate("Replay", "Start"),
            translate("Replay", "To the first deal"),
            pixmap.SP_MediaSkipBackward,
        )
        self.back_button = button(
            translate("Replay", "Back"),
            translate("Replay", "One turn back"),
            pixmap.SP_MediaSeekBackward,
        )
        self.play_button = button(
            translate("Replay", "Play"), translate("Replay", "Play on"), pixmap.SP_MediaPlay
        )
        self.forward_button = button(
            translate("Replay", "Forward"),
            translate("Replay", "One turn forward"),
            pixmap.SP_MediaSeekForward,
        )
        self.end_button = button(
            translate("Replay", "End"),
            translate("Replay", "To the end"),
            pixmap.SP_MediaSkipForward,
        )
        self.start_button.clicked.connect(lambda: self.show_position(0))
        self.back_button.clicked.connect(self.step_back)
        self.play_button.clicked.connect(self.toggle_play)
        self.forward_button.clicked.connect(self.step_forward)
        self.end_button.clicked.connect(lambda: self.show_position(self.turns.last))
        steps.addSpacing(12)
        steps.addWidget(QLabel(translate("Replay", "Speed")))
        self.speed = QComboBox()
        for name in SPEEDS:
            self.speed.addItem(speed_title(name), name)
        self.speed.setCurrentIndex(max(0, self.speed.findData(self._first_speed)))
        steps.addWidget(self.speed)
        steps.addStretch(1)
        self.position_label = QLabel()
        steps.addWidget(self.position_label)
        rows.addLayout(steps)

        more = QHBoxLayout()
        more.addWidget(QLabel(translate("Replay", "Turn")))
        self.turn_box = QSpinBox()
        self.turn_box.setRange(0, self.turns.last)
        self.turn_box.setAccessibleName(translate("Replay", "Turn to jump to"))
        more.addWidget(self.turn_box)
        self.jump_button = QPushButton(translate("Replay", "Go"))
        self.jump_button.setToolTip(translate("Replay", "Jump to this turn"))
        self.jump_button.clicked.connect(lambda: self.show_position(self.turn_box.value()))
        more.addWidget(self.jump_button)
        more.addSpacing(12)
        more.addWidget(QLabel(translate("Replay", "Show")))
        self.view_choice = QComboBox()
        if len(self.open_seats) == len(self.names):
            self.view_choice.addItem(every, EVERY_SEAT)
        elif not self.open_seats:
            self.view_choice.addItem(hidden, NO_SEAT)
        for seat, name in enumerate(self.names):
            if seat in self.open_seats:
                self.view_choice.addItem(fill(translate("Replay", "What %1 saw"), name), seat)
        self.view_choice.setAccessibleName(translate("Replay", "Whose view"))
        if not self.open_seats:
            self.view_choice.setToolTip(
                translate(
                    "Replay",
                    "The game is not over: what the players hold stays hidden until its end.",
                )
            )
        elif len(self.open_seats) < len(self.names):
            self.view_choice.setToolTip(
                translate(
                    "Replay",
                    "The game is not over: what the others hold stays hidden until its end.",
                )
            )
        self.view_choice.currentIndexChanged.connect(lambda _i: self._view_changed())
        more.addWidget(self.view_choice)
        more.addStretch(1)
        self.keep_box = QCheckBox(translate("Replay", "Keep this game"))
        self.keep_box.setToolTip(
            translate("Replay", "A kept game is never dropped from the finished games")
        )
        self.keep_box.toggled.connect(self.keepChanged.emit)
        self.keep_box.setVisible(False)
        more.addWidget(self.keep_box)
        close = QPushButton(translate("Replay", "Close"))
        close.clicked.connect(self.close)
        more.addWidget(close)
        rows.addLayout(more)
        return rows

    def _fit_screen(self) -> None:
        """1000 x 680 where there is room, never larger than the screen, frame included."""
        fit_to_screen(self, PREFERRED_SIZE, QSize(480, 360), near=self.parentWidget())

    def set_kept(self, kept: bool | None) -> None:
        """Show "Keep this game" ticked or not; None hides it (the game is not on the shelf)."""
        self.keep_box.setVisible(kept is not None)
        self.keep_box.blockSignals(True)
        self.keep_box.setChecked(bool(kept))
        self.keep_box.blockSignals(False)

    @property
    def viewer_seat(self) -> int:
        """The seat whose view is shown, or :data:`EVERY_SEAT` or :data:`NO_SEAT`."""
        return int(self.view_choice.currentData())

    def shows(self, seat: int) -> bool:
        """Whether ``seat``'s rack or hand is drawn now: the view chosen, within the rule."""
        return seat in self.open_seats and self.viewer_seat in (EVERY_SEAT, seat)

    def _view_changed(self) -> None:
        self._draw_seats()

    # -- moving about -----------------------------------------------------------
    @property
    def speed_ms(self) -> int:
        return SPEEDS[str(self.speed.currentData())]

    @property
    def animating(self) -> bool:
        return bool(self._frames) or self._frame_timer.isActive()

    def step_forward(self) -> None:
        """One turn on, shown as it was played."""
        if self.position < self.turns.last:
            self.show_position(self.position + 1, animate=True)

    def step_back(self) -> None:
        if self.position > 0:
            self.show_position(self.position - 1)

    def show_position(self, position: int, *, animate: bool = False) -> None:
        """Show the game after ``position`` turns (clamped to the game)."""
        position = max(0, min(position, self.turns.last))
        moving_on = animate and position == self.position + 1
        if not moving_on:
            self.stop()
        self._frame_timer.stop()
        self._frames = self._load(position, moving_on and self.speed_ms > 0)
        self.position = position
        self._draw_labels()
        self._draw_seats()
        if self._frames:
            self._next_frame()
        else:
            self._draw_board(glide=moving_on)
            self._after_step()

    def toggle_play(self) -> None:
        if self.playing:
            self.stop()
        else:
            if self.position >= self.turns.last:
                self.show_position(0)
            self.playing = True
            self.play_button.setText(translate("Replay", "Pause"))
            self.play_button.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPause))
            self._play_timer.start(LOOK_MS)

    def stop(self) -> None:
        """Stop playing on (a move the user makes takes over)."""
        self.playing = False
        self._play_timer.stop()
        self.play_button.setText(translate("Replay", "Play"))
        self.play_button.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPlay))

    def _play_on(self) -> None:
        if not self.playing:
            return
        if self.position >= self.turns.last:
            self.stop()
            return
        self.show_position(self.position + 1, animate=True)

    def _after_step(self) -> None:
        if self.playing:
            self._play_timer.start(max(LOOK_MS, 2 * self.speed_ms))

    def _next_frame(self) -> None:
        if not self._frames:
            self._draw_board(glide=True)
            self._after_step()
            return
        self._show_frame(self._frames.pop(0))
        self._frame_timer.start(self.speed_ms)

    # -- drawing ----------------------------------------------------------------
    def _draw_labels(self) -> None:
        self.position_label.setText(
            fill(
                translate("Replay", "Turn %1 of %2 · round %3"),
                self.position,
                self.turns.last,
                self._round_number(),
            )
        )
        self.step_label.setText(self._step_text())
        self.turn_box.setValue(self.position)
        self.back_button.setEnabled(self.position > 0)
        self.start_button.setEnabled(self.position > 0)
        self.forward_button.setEnabled(self.position < self.turns.last)
        self.end_button.setEnabled(self.position < self.turns.last)

    # -- Qt virtuals --------------------------------------------------------------
    @override
    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop()
        self._frame_timer.stop()
        self._frames = []
        super().closeEvent(event)
