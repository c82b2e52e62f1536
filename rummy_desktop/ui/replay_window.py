"""The replay viewer: a finished or saved game, turn by turn.

It shows the table as the game's own table scene does, every rack (the
game is over, nothing is secret any more) or one seat's view (its own rack,
the others as counts), and steps forward and back, plays on by itself at a
chosen speed, or jumps to a turn. A play glides into place step by step as
a computer's play does in the game (:func:`~rummy_desktop.app.playback.play_steps`).
Every position comes from the :class:`~rummy_desktop.app.replay.Replay`;
the window only draws it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.app.controller import SPEEDS
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.play_words import play_line, play_shape, tiles_words
from rummy_desktop.app.playback import Layout
from rummy_desktop.app.replay import Replay, ReplayStep
from rummy_desktop.app.seats import Seat
from rummy_desktop.core.state import GameState, NextRound
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile, tile
from rummy_desktop.core.views import EventKind
from rummy_desktop.ui.board_views import TableView
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.round_end import round_headline
from rummy_desktop.ui.speed_names import speed_title
from rummy_desktop.ui.table_scene import TableScene
from rummy_desktop.ui.tile_item import describe_tile
from rummy_desktop.ui.tile_strip import TileStrip

EVERY_RACK: Final = -1
"""The view choice that shows every rack."""
GLIDE_SHARE: Final = 0.7
"""Share of a step spent gliding, as in the game window."""
PREFERRED_SIZE: Final = (1000, 680)
LOOK_MS: Final = 250
"""Playing on by itself, the shortest look at a position before the next turn."""


class RackStrip(TileStrip):
    """A tile strip whose tiles change as the replay moves."""

    def set_tiles(self, tiles: Sequence[Tile]) -> None:
        self.tiles = tuple(tiles)
        words = ", ".join(describe_tile(t) for t in self.tiles)
        self.setAccessibleName(words or translate("TileStrip", "no tiles"))
        self.setToolTip(words)
        self.updateGeometry()
        self.update()


def layout_table(layout: Layout, like: Table) -> Table:
    """A table holding the tiles of ``layout``, the size of ``like``."""
    shown = Table(rows=like.rows, columns=like.columns)
    for tid, cell in layout.items():
        shown.place(tile(tid), cell)
    return shown


def play_words(name: str, played: Sequence[Tile], after: GameState) -> str:
    """A play in the game log's words: by the melds the tiles stand in after it.

    The same line the window's log wrote while the game was played; where a
    later step of the same turn moved the tiles on, they are just named.
    """
    shape = play_shape(after.table, played)
    if shape.tile_count != len(played):
        return fill(
            translate("Controller", "%1 played %2."), name, tiles_words(played, describe_tile)
        )
    return play_line(name, shape, describe_tile)


def describe_step(step: ReplayStep, after: GameState, seats: Sequence[Seat]) -> str:
    """What the step did, in the game log's own words."""
    if isinstance(step.action, NextRound):
        return fill(
            translate("Replay", "Round %1 is dealt; %2 begins."),
            step.round_number,
            seats[after.current].name,
        )
    name = seats[step.seat].name
    parts: list[str] = []
    for event in after.log:
        if (event.round_number, event.turn, event.seat) != (
            step.round_number,
            step.turn,
            step.seat,
        ):
            continue
        if event.kind is EventKind.PLAY:
            parts.append(play_words(name, event.played, after))
        elif event.kind is EventKind.DRAW:
            parts.append(fill(translate("Controller", "%1 drew a tile."), name))
        elif event.kind is EventKind.PASS:
            parts.append(fill(translate("Controller", "%1 passed."), name))
        elif event.kind is EventKind.TAKE:
            parts.append(
                fill(
                    translate("Controller", "%1 took %2 from the stack."),
                    name,
                    tiles_words(event.played, describe_tile),
                )
            )
        elif event.kind is EventKind.DISCARD:
            parts.append(
                fill(
                    translate("Controller", "%1 discarded %2."),
                    name,
                    tiles_words(event.played, describe_tile),
                )
            )
        else:
            parts.append(
                fill(translate("Controller", "%1 takes a penalty of %2 tiles."), name, event.drawn)
            )
    text = " ".join(parts)
    if after.round_over and after.round_score is not None:
        text += " " + round_headline(after, tuple(seats), after.match_over())
    return text


class ReplayWindow(QDialog):
    """Watch one game again; non-modal, beside the game window.

    Args:
        replay: the game's positions.
        seats: who sat where.
        title: what the window is called (the players, or the file).
        speed: the game's computer speed name, to start with.
        kept: None when the game is not on the shelf of finished games,
            else whether the user keeps it (a "Keep this game" box is shown).

    Signals:
        keepChanged(bool): the user ticked or cleared "Keep this game".
    """

    keepChanged = Signal(bool)  # noqa: N815 - Qt signal name

    def __init__(
        self,
        replay: Replay,
        seats: Sequence[Seat],
        title: str,
        *,
        speed: str = "normal",
        kept: bool | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setWindowTitle(fill(translate("Replay", "Replay: %1"), title))
        self.replay = replay
        self.seats = tuple(seats)
        self._first_speed = speed
        self.position = 0
        self.state = replay.state_at(0)
        self.playing = False
        self._frames: list[Layout] = []
        self._frame_timer = QTimer(self)
        self._frame_timer.setSingleShot(True)
        self._frame_timer.timeout.connect(self._next_frame)
        self._play_timer = QTimer(self)
        self._play_timer.setSingleShot(True)
        self._play_timer.timeout.connect(self._play_on)

        layout = QVBoxLayout(self)
        self.table_scene = TableScene(self)
        self.table_view = TableView(self.table_scene)
        self.table_view.setInteractive(False)
        layout.addWidget(self.table_view, 1)
        self.step_label = QLabel()
        self.step_label.setWordWrap(True)
        self.step_label.setMinimumHeight(2 * self.step_label.fontMetrics().lineSpacing() + 4)
        layout.addWidget(self.step_label)
        racks = QGridLayout()
        racks.setColumnStretch(1, 1)
        self.name_labels: list[QLabel] = []
        self.rack_strips: list[RackStrip] = []
        self.count_labels: list[QLabel] = []
        for seat, who in enumerate(self.seats):
            name = QLabel(who.name)
            strip = RackStrip(())
            count = QLabel()
            count.setMinimumHeight(strip.minimumHeight())  # rows keep their height per view
            racks.addWidget(name, seat, 0)
            racks.addWidget(strip, seat, 1)
            racks.addWidget(count, seat, 1)
            self.name_labels.append(name)
            self.rack_strips.append(strip)
            self.count_labels.append(count)
        layout.addLayout(racks)
        layout.addLayout(self._build_controls())
        self._fit_screen()
        self.set_kept(kept)
        self.show_position(0)

    # -- building -------------------------------------------------------------
    def _build_controls(self) -> QVBoxLayout:
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
        self.end_button.clicked.connect(lambda: self.show_position(self.replay.last))
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
        self.turn_box.setRange(0, self.replay.last)
        self.turn_box.setAccessibleName(translate("Replay", "Turn to jump to"))
        more.addWidget(self.turn_box)
        self.jump_button = QPushButton(translate("Replay", "Go"))
        self.jump_button.setToolTip(translate("Replay", "Jump to this turn"))
        self.jump_button.clicked.connect(lambda: self.show_position(self.turn_box.value()))
        more.addWidget(self.jump_button)
        more.addSpacing(12)
        more.addWidget(QLabel(translate("Replay", "Show")))
        self.view_choice = QComboBox()
        self.view_choice.addItem(translate("Replay", "Every rack"), EVERY_RACK)
        for seat, who in enumerate(self.seats):
            self.view_choice.addItem(fill(translate("Replay", "What %1 saw"), who.name), seat)
        self.view_choice.setAccessibleName(translate("Replay", "Whose view"))
        self.view_choice.currentIndexChanged.connect(lambda _i: self._draw_racks())
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
        """1000 x 680 where there is room, never larger than the screen."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        area = screen.availableGeometry() if screen is not None else None
        width, height = PREFERRED_SIZE
        if area is not None:
            width, height = min(width, area.width() - 40), min(height, area.height() - 60)
        self.resize(width, height)

    def set_kept(self, kept: bool | None) -> None:
        """Show "Keep this game" ticked or not; None hides it (the game is not on the shelf)."""
        self.keep_box.setVisible(kept is not None)
        self.keep_box.blockSignals(True)
        self.keep_box.setChecked(bool(kept))
        self.keep_box.blockSignals(False)

    # -- moving about -----------------------------------------------------------
    @property
    def speed_ms(self) -> int:
        return SPEEDS[str(self.speed.currentData())]

    @property
    def animating(self) -> bool:
        return bool(self._frames) or self._frame_timer.isActive()

    def step_forward(self) -> None:
        """One turn on; a play glides into place as in the game."""
        if self.position < self.replay.last:
            self.show_position(self.position + 1, animate=True)

    def step_back(self) -> None:
        if self.position > 0:
            self.show_position(self.position - 1)

    def show_position(self, position: int, *, animate: bool = False) -> None:
        """Show the game after ``position`` turns (clamped to the game)."""
        position = max(0, min(position, self.replay.last))
        if not (animate and position == self.position + 1):
            self.stop()
        before = self.state
        self._frame_timer.stop()
        self._frames = []
        self.state = self.replay.state_at(position)
        moving_on = animate and position == self.position + 1
        self.position = position
        if moving_on and self.speed_ms > 0:
            self._frames = self.replay.table_moves(before, position)
        self._draw_labels()
        self._draw_racks()
        if self._frames:
            self._next_frame()
        else:
            self._draw_table(glide=moving_on)
            self._after_step()

    def toggle_play(self) -> None:
        if self.playing:
            self.stop()
        else:
            if self.position >= self.replay.last:
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
        if self.position >= self.replay.last:
            self.stop()
            return
        self.show_position(self.position + 1, animate=True)

    def _after_step(self) -> None:
        if self.playing:
            self._play_timer.start(max(LOOK_MS, 2 * self.speed_ms))

    def _next_frame(self) -> None:
        if not self._frames:
            self._draw_table(glide=True)
            self._after_step()
            return
        layout = self._frames.pop(0)
        glide = int(self.speed_ms * GLIDE_SHARE)
        self.table_scene.sync(
            layout_table(layout, self.state.table), glide_ms=glide, fit_grid=False
        )
        self._frame_timer.start(self.speed_ms)

    # -- drawing ----------------------------------------------------------------
    def _draw_table(self, *, glide: bool) -> None:
        state = self.state
        played: frozenset[int] = frozenset()
        if self.position > 0 and not isinstance(
            self.replay.step_into(self.position).action, NextRound
        ):
            step = self.replay.step_into(self.position)
            played = frozenset(
                t.id
                for e in state.log
                if (e.round_number, e.turn, e.seat) == (step.round_number, step.turn, step.seat)
                and e.kind is EventKind.PLAY
                for t in e.played
            )
        self.table_scene.sync(
            state.table,
            max_jokers=state.rules.max_jokers_per_meld,
            last_played=played,
            glide_ms=int(self.speed_ms * GLIDE_SHARE) if glide else 0,
        )
        # Nobody drops tiles here: the room the scene offers for growth is
        # fitted too, so a wide table never brings scroll bars.
        scene = self.table_scene
        scene.base_rows, scene.base_columns = scene.rows, scene.columns
        self.table_view.refit()

    def _draw_labels(self) -> None:
        state = self.state
        self.position_label.setText(
            fill(
                translate("Replay", "Turn %1 of %2 · round %3"),
                self.position,
                self.replay.last,
                state.round_number,
            )
        )
        if self.position == 0:
            text = fill(
                translate("Replay", "The first deal; %1 begins."), self.seats[state.current].name
            )
        else:
            text = describe_step(self.replay.step_into(self.position), state, self.seats)
        self.step_label.setText(text)
        self.turn_box.setValue(self.position)
        self.back_button.setEnabled(self.position > 0)
        self.start_button.setEnabled(self.position > 0)
        self.forward_button.setEnabled(self.position < self.replay.last)
        self.end_button.setEnabled(self.position < self.replay.last)

    def _draw_racks(self) -> None:
        state = self.state
        viewer = int(self.view_choice.currentData())
        for seat, (name, strip, count) in enumerate(
            zip(self.name_labels, self.rack_strips, self.count_labels, strict=True)
        ):
            rack = state.racks[seat]
            shown = viewer in (EVERY_RACK, seat)
            strip.set_tiles(rack if shown else ())
            strip.setVisible(shown)
            count.setVisible(not shown)
            count.setText(
                translate("Replay", "1 tile")
                if len(rack) == 1
                else fill(translate("Replay", "%1 tiles"), len(rack))
            )
            on_turn = seat == state.current and not state.round_over
            font = name.font()
            font.setBold(on_turn)
            name.setFont(font)
            name.setText(("▶ " if on_turn else "") + self.seats[seat].name)

    # -- Qt virtuals --------------------------------------------------------------
    @override
    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop()
        self._frame_timer.stop()
        self._frames = []
        super().closeEvent(event)
