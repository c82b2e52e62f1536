"""The tutorial's window: the real table and rack, and a panel that says what to do.

It plays on a :class:`~rummy_desktop.app.controller.GameController` of its
own, so the game in the main window, its autosave and the statistics are
never touched, and leaving the tutorial leaves nothing behind. The board is
made of the game's own parts (table and rack scenes, views, the drag layer),
so what the learner does here is exactly what they will do in a game.

The panel (:class:`TutorialPanel`) knows only the step machinery of
:mod:`rummy_desktop.app.tutorial`, so a card-rummy tutorial can put the same
panel beside the card table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.app.board import Phase
from rummy_desktop.app.controller import GameController
from rummy_desktop.app.i18n import translate
from rummy_desktop.app.tutorial import Mood, Tutorial
from rummy_desktop.app.tutorial_tiles import TileStep, tile_steps, tutorial_controller
from rummy_desktop.ui.board_views import RackView, TableView
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.drag import DragController, DragOverlay
from rummy_desktop.ui.rack_scene import RackScene
from rummy_desktop.ui.screen_fit import scrolled
from rummy_desktop.ui.table_scene import TableScene
from rummy_desktop.ui.tile_item import describe_tile

PANEL_WIDTH: Final = 340
NARROW_PANEL_WIDTH: Final = 280
"""On a screen narrower than WIDE_SCREEN the panel leaves the table more room."""
WIDE_SCREEN: Final = 1200
MOOD_COLOURS: Final = {
    Mood.NONE: "#000000",
    Mood.GOOD: "#137a38",
    Mood.WAIT: "#8a5a00",
    Mood.WRONG: "#c4122f",
}


def _label(point_size: float, *, bold: bool = False) -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    font = label.font()
    font.setPointSizeF(point_size)
    font.setBold(bold)
    label.setFont(font)
    return label


def _tile_ending() -> str:
    return translate(
        "Tutorial",
        "Runs, groups, the initial meld of 30, drawing, adding, splitting and "
        "winning a joker: that is all of it. Help > Rules has the details, and "
        "Help > Learn to play brings you back here.",
    )


def place_tutorial(window: QWidget, panel: QWidget) -> None:
    """A tutorial window over the game window it was opened from, or fitted to the screen.

    The panel narrows on small screens so the table keeps its room; the tile
    and the card tutorial windows share this.
    """
    parent = window.parentWidget()
    screen = QGuiApplication.primaryScreen()
    area = screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 700)
    wide = area.width() >= WIDE_SCREEN
    panel.setFixedWidth(PANEL_WIDTH if wide else NARROW_PANEL_WIDTH)
    if parent is not None:
        window.setGeometry(parent.geometry())
        return
    window.setGeometry(area.adjusted(20, 20, -20, -40))


class TutorialPanel(QFrame):
    """Progress, the step's instruction in large type, feedback, Skip and Leave.

    Args:
        tutorial: the steps to show.
        ending: what to say when the tutorial is over (the tile game's words by default).

    Signals:
        playRequested(): the tutorial is over and the learner wants a real game.
        closeRequested(): the tutorial is over and the learner pressed Close.
    """

    playRequested = Signal()  # noqa: N815 - Qt signal name
    closeRequested = Signal()  # noqa: N815 - Qt signal name

    def __init__(self, tutorial: Tutorial, ending: Callable[[], str] | None = None) -> None:
        super().__init__()
        self.tutorial = tutorial
        self._ending = ending if ending is not None else _tile_ending
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFixedWidth(PANEL_WIDTH)
        column = QVBoxLayout(self)
        self.progress = _label(11)
        self.title = _label(17, bold=True)
        self.praise = _label(12, bold=True)
        self.instruction = _label(14)
        self.instruction.setAccessibleName(translate("Tutorial", "What to do"))
        self.feedback = _label(13, bold=True)
        self.feedback.setAccessibleName(translate("Tutorial", "What the referee says"))
        # The words scroll above the buttons when a small screen cannot show them all.
        words = QWidget()
        words_column = QVBoxLayout(words)
        words_column.setContentsMargins(0, 0, 0, 0)
        for label in (self.progress, self.title, self.praise, self.instruction, self.feedback):
            words_column.addWidget(label)
        words_column.addStretch(1)
        self.words = scrolled(words)
        column.addWidget(self.words, 1)
        self.skip_button = QPushButton(translate("Tutorial", "Skip this step"))
        self.leave_button = QPushButton(translate("Tutorial", "Leave tutorial"))
        self.play_button = QPushButton(translate("Tutorial", "Play a game"))
        for button in (self.skip_button, self.leave_button, self.play_button):
            button.setMinimumHeight(38)
            column.addWidget(button)
        self.play_button.hide()
        self.skip_button.clicked.connect(tutorial.skip)
        self.leave_button.clicked.connect(self._leave_or_close)
        self.play_button.clicked.connect(self.playRequested)
        tutorial.stepChanged.connect(self.show_step)
        tutorial.feedbackChanged.connect(self.show_feedback)
        tutorial.finished.connect(self.show_end)

    def _leave_or_close(self) -> None:
        """One button: "Leave tutorial" while it runs, "Close" once it is over."""
        if self.tutorial.is_over:
            self.closeRequested.emit()
        else:
            self.tutorial.leave()

    def show_step(self, index: int) -> None:
        step = self.tutorial.steps[index]
        self.progress.setText(
            translate("Tutorial", "Step %1 of %2")
            .replace("%1", str(index + 1))
            .replace("%2", str(self.tutorial.count))
        )
        self.title.setText(step.title())
        self._show_praise()
        self.instruction.setText(step.instruction())

    def _show_praise(self) -> None:
        """The word on the step just met, above the new step's instruction."""
        self.praise.setText(self.tutorial.praise)
        self.praise.setStyleSheet(f"color: {MOOD_COLOURS[self.tutorial.praise_mood]}")
        self.praise.setVisible(bool(self.tutorial.praise))

    def show_feedback(self, text: str, mood: str) -> None:
        self.feedback.setText(text)
        self.feedback.setStyleSheet(f"color: {MOOD_COLOURS[Mood(mood)]}")
        self.feedback.setVisible(bool(text))
        if text:  # the referee's word in sight, also below a long instruction
            inner = self.words.widget()
            if inner is not None:
                inner.adjustSize()
            self.words.ensureWidgetVisible(self.feedback)

    def show_end(self) -> None:
        self.progress.setText(translate("Tutorial", "Tutorial complete"))
        self.title.setText(translate("Tutorial", "You know the game"))
        self._show_praise()
        self.instruction.setText(self._ending())
        self.show_feedback("", Mood.NONE.value)
        self.skip_button.hide()
        self.leave_button.setText(translate("Tutorial", "Close"))
        self.play_button.show()
        self.play_button.setDefault(True)


class TutorialShell(QWidget):
    """What every family's tutorial window is: a window over the game's, modal to it,
    with the panel beside the family's own board, left or finished the same way.

    A family's window builds its board and its controller, then calls
    :meth:`wire`. Leaving stops the tutorial's game (its computer's thread
    too) and says once whether it was finished.

    Signals:
        closed(bool): the window closed; True when the tutorial was finished.
        playRequested(): the learner asked for a real game at the end.
    """

    closed = Signal(bool)
    playRequested = Signal()  # noqa: N815 - Qt signal name

    def __init__(self, parent: QWidget | None, title: str) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(title)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self._finished = False
        self._closing = False
        self._steps: Tutorial | None = None

    def wire(self, tutorial: Tutorial, panel: TutorialPanel) -> None:
        """Follow the tutorial's end and the panel's buttons, and take the window's place."""
        self._steps = tutorial
        tutorial.finished.connect(self._on_finished)
        tutorial.left.connect(self._on_left)
        panel.playRequested.connect(self._play)
        panel.closeRequested.connect(self.close)
        place_tutorial(self, panel)

    @property
    def finished(self) -> bool:
        return self._finished

    def start(self) -> None:
        """Show the window and begin with the first step."""
        raise NotImplementedError

    def refresh(self) -> None:
        """Redraw the family's board."""
        raise NotImplementedError

    def stop_game(self) -> None:
        """Stop what the family's board and game have running (a drag, the computer)."""
        raise NotImplementedError

    def _on_finished(self) -> None:
        self._finished = True
        self.refresh()

    def _on_left(self) -> None:
        if not self._closing:
            self.close()

    def _play(self) -> None:
        self.playRequested.emit()
        self.close()

    @override
    def closeEvent(self, event: QCloseEvent) -> None:
        if self._closing:  # closed once already: said once
            event.accept()
            return
        self._closing = True
        self.stop_game()
        if self._steps is not None and not self._steps.is_over:
            self._steps.leave()
        event.accept()
        self.closed.emit(self._finished)


class _Board(QWidget):
    """The board column; keeps the drag layer as large as itself."""

    def __init__(self) -> None:
        super().__init__()
        self.overlay: DragOverlay | None = None

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.overlay is not None:
            self.overlay.setGeometry(self.rect())


class TutorialWindow(TutorialShell):
    """A guided first game on the real table, in a window of its own.

    Args:
        parent: the main window (the tutorial opens over it, modal to it).
        controller: the tutorial's game (a fresh one by default; tests pass doubles).

    The signals are the shell's (:class:`TutorialShell`).
    """

    def __init__(
        self, parent: QWidget | None = None, controller: GameController | None = None
    ) -> None:
        super().__init__(parent, translate("Tutorial", "Learn to play"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.controller = controller if controller is not None else tutorial_controller()
        self.controller.setParent(self)
        self.controller.tile_words = describe_tile  # "red 9", in the theme's words
        self.tutorial = Tutorial(tile_steps(self.controller), self)
        self.table_scene = TableScene(self)
        self.rack_scene = RackScene(self)
        self.table_view = TableView(self.table_scene)
        self.rack_view = RackView(self.rack_scene)
        self.rack_view.setMinimumHeight(110)
        self.rack_view.setMaximumHeight(190)
        self.panel = TutorialPanel(self.tutorial)
        self._build()
        self.overlay = DragOverlay(self.board)
        self.board.overlay = self.overlay
        self.drag = DragController(self.controller, self.table_view, self.rack_view, self.overlay)
        c = self.controller
        c.stateChanged.connect(self.refresh)
        c.stateChanged.connect(self.tutorial.board_changed)
        self.tutorial.stepChanged.connect(self._step_began)
        c.moveRefused.connect(self.tutorial.move_refused)
        self.wire(self.tutorial, self.panel)

    def _build(self) -> None:
        outer = QHBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        self.board = _Board()
        column = QVBoxLayout(self.board)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.table_view, 5)
        column.addWidget(self.rack_view, 2)
        buttons = QHBoxLayout()
        self.done_button = QPushButton(translate("MainWindow", "&Done").replace("&", ""))
        self.draw_button = QPushButton(translate("MainWindow", "D&raw a tile").replace("&", ""))
        self.undo_button = QPushButton(translate("MainWindow", "&Undo").replace("&", ""))
        self.reset_button = QPushButton(translate("MainWindow", "&Reset turn").replace("&", ""))
        font = self.done_button.font()
        font.setBold(True)
        self.done_button.setFont(font)
        for button in (self.done_button, self.draw_button, self.undo_button, self.reset_button):
            button.setMinimumHeight(38)
            buttons.addWidget(button)
        buttons.addStretch(1)
        column.addLayout(buttons)
        self.done_button.clicked.connect(lambda: self.tutorial.attempt("done"))
        self.draw_button.clicked.connect(lambda: self.tutorial.attempt("draw"))
        self.undo_button.clicked.connect(self.controller.undo)
        self.reset_button.clicked.connect(self.controller.reset_turn)
        outer.addWidget(self.board, 1)
        outer.addWidget(self.panel)

    @override
    def start(self) -> None:
        """Show the window and begin with the first step."""
        self.show()
        self.tutorial.start()
        self.table_view.refit()

    @override
    def refresh(self) -> None:
        """Redraw the board from the tutorial controller's board model."""
        board = self.controller.board
        if self.drag.busy and board.phase is not Phase.HUMAN:
            self.drag.cancel()
        self.table_scene.sync(
            board.table,
            max_jokers=board.max_jokers,
            last_played=board.last_played,
            this_turn=board.played,
            fit_grid=not board.changed,
        )
        step = self.tutorial.step
        marked = (
            step.marked(board.rack)
            if isinstance(step, TileStep) and board.on_turn and not self.tutorial.is_over
            else set()
        )
        self.rack_scene.sync(list(board.rack), hinted=marked, drawn=board.drawn)
        on_turn = board.on_turn and not self.tutorial.is_over
        self.done_button.setEnabled(on_turn and board.can_end)  # the game window's query
        self.draw_button.setEnabled(on_turn)
        self.undo_button.setEnabled(board.can_undo)
        self.reset_button.setEnabled(on_turn and board.changed)

    def _step_began(self, _index: int) -> None:
        """A new step: no selection of the last one is left on the board."""
        self.table_scene.clearSelection()
        self.rack_scene.clearSelection()
        self.refresh()

    @override
    def stop_game(self) -> None:
        self.drag.cancel()
        self.controller.shutdown()
