"""The tile table through a screen reader: named tiles and melds, reading keys, news.

:func:`install_screen_reader_support` makes the tile window playable by ear:

- every rack tile ("red 4", "3 of 14") and every table meld ("run: red 3,
  red 4, red 5", "row 1, columns 1 to 3") is an accessible object over its
  view (:mod:`rummy_desktop.ui.accessible_items`); a hidden rack has none;
- the keyboard cursor's place is said as the arrow keys move it ("red 4,
  3 of 14", "row 2, column 5: empty; carrying blue 7");
- with the rack or the table focused, keys read aloud: **H** the whole rack,
  **M** every meld on the table, **N** what happened since your last turn,
  **W** what is still wrong, **P** the players and the pool;
- "Your turn", every line of the game log (a computer's play, "Time is up"),
  a refused move, a hint and each of its steps, and the last seconds of the
  timer are announced, and the
  focus goes to the rack when a person's turn begins;
- the strip under the table is read by its text, not only by its title, and
  is no longer a Tab stop; Ctrl+Return with Done disabled says why; arrow
  keys in the button row no longer move the focus onto another button, and
  the focused button wears a ring of 3:1 contrast or better
  (:mod:`rummy_desktop.ui.focus_ring`).

Nothing here changes the game: it reads the controller's frozen board and
the scenes, as the window draws them.
"""

from __future__ import annotations

from typing import Final, Protocol

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QAction, QKeyEvent, QTextDocumentFragment
from PySide6.QtWidgets import QLabel, QPushButton, QScrollArea, QWidget

from rummy_desktop.app.board import Phase
from rummy_desktop.app.controller import GameController
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.table_words import (
    meld_place_words,
    meld_words,
    rack_words,
    table_changes,
    table_words,
)
from rummy_desktop.app.turn_news import TurnNews
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import tile
from rummy_desktop.ui.accessible_items import Entry, ProxyLayer
from rummy_desktop.ui.announcer import Announcer
from rummy_desktop.ui.board_views import RackView, TableView
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.focus_ring import FocusRing, keep_arrows_off_buttons
from rummy_desktop.ui.hint_bar import HintBar
from rummy_desktop.ui.rack_scene import RackScene
from rummy_desktop.ui.table_scene import TableScene
from rummy_desktop.ui.tile_item import describe_tile


class TileWindowParts(Protocol):
    """What the reader reads of the tile window (which builds the reader: no import back)."""

    controller: GameController
    rack_view: RackView
    table_view: TableView
    problems_area: QScrollArea
    problems_label: QLabel
    hint_bar: HintBar
    act_done: QAction

    def centralWidget(self, /) -> QWidget | None: ...

    def isVisible(self, /) -> bool: ...

    def focusWidget(self, /) -> QWidget: ...

    def window(self, /) -> QWidget:
        """The window as a widget (a top-level widget's window() is itself)."""
        ...


WARN_AT: Final = (30, 10)
"""Seconds left on the turn timer that are announced."""
ENTER_KEYS: Final = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
CURSOR_KEYS: Final = frozenset(
    int(key)
    for key in (
        Qt.Key.Key_Left,
        Qt.Key.Key_Right,
        Qt.Key.Key_Up,
        Qt.Key.Key_Down,
        Qt.Key.Key_Space,
        Qt.Key.Key_Escape,
    )
)
"""Keys of the keyboard play after which the cursor's place is said."""


def plain_text(rich: str) -> str:
    """A label's rich text as a screen reader should say it: plain, one line."""
    text = QTextDocumentFragment.fromHtml(rich).toPlainText() if "<" in rich else rich
    return " ".join(text.split())


def united(rects: list[QRect]) -> QRect:
    """The smallest rectangle holding all of ``rects``."""
    united = QRect()
    for rect in rects:
        united = united.united(rect)
    return united


class TileTableReader(QObject):
    """Keeps the accessible rack and table of one tile window, and speaks for it.

    Args:
        window: the tile game window (its controller, table_view, rack_view,
            problems_label and problems_area, act_done and turn buttons).
    """

    def __init__(self, window: TileWindowParts) -> None:
        super().__init__(window.window())
        self.window = window
        self.controller = window.controller
        self.announcer = Announcer(window.window())
        self.rack_layer = ProxyLayer(window.rack_view.viewport())
        self.table_layer = ProxyLayer(window.table_view.viewport())
        window.rack_view.viewport().setAccessibleName(translate("ScreenReader", "Tiles"))
        window.table_view.viewport().setAccessibleName(translate("ScreenReader", "Melds"))
        self._turn_key: tuple[int, int] | None = None
        self._hint_said = ""
        board = self.controller.board
        self.news = TurnNews(board.current if board.game else None)
        self._tables: dict[int, Table] = {}
        """Per seat: the table when its last turn ended."""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.sync)
        self._name_problem_strip()
        for view in (window.table_view, window.rack_view):
            view.installEventFilter(self)
            view.viewport().installEventFilter(self)
            for bar in (view.horizontalScrollBar(), view.verticalScrollBar()):
                # Scrolled or zoomed: the proxies follow the tiles on screen.
                bar.valueChanged.connect(lambda _v: self.schedule())
                bar.rangeChanged.connect(lambda _low, _high: self.schedule())
        central = window.centralWidget()
        buttons = central.findChildren(QPushButton) if central is not None else []
        for button in buttons:
            button.installEventFilter(self)
        keep_arrows_off_buttons(buttons)
        self.focus_ring = FocusRing(window.window())
        c = self.controller
        c.stateChanged.connect(self.schedule)
        c.problemsChanged.connect(lambda _p: self.schedule())
        c.hintReady.connect(lambda _h: self.schedule())
        c.message.connect(self._log_line)
        c.logReset.connect(self._log_reset)
        c.moveRefused.connect(lambda reason: self.announcer.say(reason, urgent=True))
        c.turnStarted.connect(self._turn_started)
        c.timerChanged.connect(self._timer_changed)
        c.clockChanged.connect(self.schedule)
        self.sync()

    # -- keeping the accessible objects -------------------------------------------
    def schedule(self) -> None:
        """Sync once control returns to the event loop (after the window has redrawn)."""
        self._timer.start(0)

    def sync(self) -> None:
        """Name the rack's tiles and the table's melds where they are drawn; greet a turn."""
        window = self.window
        rack_scene = window.rack_view.scene()
        table_scene = window.table_view.scene()
        if not isinstance(rack_scene, RackScene) or not isinstance(table_scene, TableScene):
            return
        # Paused, the board is covered for everyone: a screen reader reads none of it either.
        paused = self.controller.paused
        self.rack_layer.show([] if paused else self._rack_entries(rack_scene))
        self.table_layer.show([] if paused else self._table_entries(table_scene))
        self._sync_problem_text()
        self._greet_turn()
        self._say_hint()

    def _rack_entries(self, scene: RackScene) -> list[Entry]:
        view = self.window.rack_view
        order = [tid for tid in scene.order if tid in scene.items_by_id]
        entries = []
        for index, tid in enumerate(order):
            item = scene.items_by_id[tid]
            rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
            where = fill(translate("ScreenReader", "%1 of %2"), index + 1, len(order))
            entries.append(Entry(describe_tile(tile(tid)), where, rect))
        return entries + self._stack_entries(scene)

    def _stack_entries(self, scene: RackScene) -> list[Entry]:
        """Draw and discard: the previous player's stack and the own one, by their tops."""
        shown = scene.stacks.shown
        if shown is None:
            return []
        view = self.window.rack_view
        entries = []
        for row, stack in ((0, shown.take), (1, shown.own)):
            top = describe_tile(stack[-1]) if stack else translate("ScreenReader", "empty")
            name = (
                fill(translate("ScreenReader", "Stack of %1, top: %2"), shown.take_name, top)
                if row == 0
                else fill(translate("ScreenReader", "Your stack, top: %1"), top)
            )
            tip = translate("ScreenReader", "T takes it") if row == 0 and shown.takeable else ""
            rect = view.mapFromScene(scene.stacks.slot(row)).boundingRect()
            entries.append(Entry(name, tip, rect))
        return entries

    def _table_entries(self, scene: TableScene) -> list[Entry]:
        view = self.window.table_view
        board = self.controller.board
        entries = []
        for meld in board.table.melds():
            rects = [view.mapFromScene(scene.cell_rect(cell)).boundingRect() for cell in meld.cells]
            entries.append(
                Entry(
                    meld_words(meld, describe_tile, board.max_jokers),
                    meld_place_words(meld),
                    united(rects),
                )
            )
        return entries

    # -- the strip under the table ---------------------------------------------------
    def _name_problem_strip(self) -> None:
        """The strip reads its text (its label's name is the text itself), is named
        as a whole, and is no Tab stop: W reads it from the rack or the table."""
        window = self.window
        title = translate("MainWindow", "What is still wrong")
        window.problems_label.setAccessibleName("")
        window.problems_label.setAccessibleDescription(title)
        window.problems_area.setAccessibleName(title)
        window.problems_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def problem_text(self) -> str:
        """What the strip under the table says now, in plain words."""
        return plain_text(self.window.problems_label.text())

    def _sync_problem_text(self) -> None:
        text = self.problem_text()
        if self.window.problems_area.accessibleDescription() != text:
            self.window.problems_area.setAccessibleDescription(text)

    def _say_hint(self) -> None:
        """A hint (Ctrl+H) and each of its steps is said once, as it is shown."""
        bar = self.window.hint_bar
        text = ""
        if bar.isVisible():
            parts = [bar.title.text(), bar.words.text() if bar.words.isVisible() else ""]
            text = " ".join(plain_text(part) for part in parts if part)
            step = bar.current_step()
            if step is not None:  # the gold places in words, for a player who cannot see them
                places = "; ".join(
                    fill(
                        translate("ScreenReader", "%1 to row %2, column %3"),
                        describe_tile(t),
                        row + 1,
                        column + 1,
                    )
                    for t, (row, column) in step.moves
                )
                back = ", ".join(describe_tile(t) for t in step.to_rack)
                if back:
                    places += " " + fill(translate("ScreenReader", "Back to your rack: %1."), back)
                text = f"{text} {places}"
        if text != self._hint_said:
            self._hint_said = text
            if text:
                self.announcer.say(text)

    # -- turns, the log, the timer -----------------------------------------------
    def _greet_turn(self) -> None:
        c = self.controller
        board = c.board
        if not (board.on_turn and c.phase is Phase.HUMAN):
            if not board.on_turn:
                self._turn_key = None
            return
        key = (board.turn_id, board.current)
        if key == self._turn_key:
            return
        self._turn_key = key
        name = c.seats[board.current].name
        self.announcer.say(
            fill(
                translate("ScreenReader", "Your turn, %1. Your rack (%2)."),
                name,
                len(board.rack),
            )
        )
        views = (self.window.rack_view, self.window.table_view)
        if self.window.isVisible() and self.window.focusWidget() not in views:
            # Not on whichever button was last enabled; a player on the table stays there.
            self.window.rack_view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _log_line(self, line: str) -> None:
        self.news.add(line)
        self.announcer.say(line)

    def _log_reset(self, lines: list[str]) -> None:
        self.news.reset(lines)
        self._tables.clear()

    def _turn_started(self, seat: int) -> None:
        """The last seat's turn is over: keep what the table was then (the log marks itself)."""
        before = self.news.turn_started(seat)
        if before is not None:
            self._tables[before] = self.controller.board.table.copy()

    def _timer_changed(self, seconds: int) -> None:
        if seconds in WARN_AT and self.controller.board.on_turn:
            self.announcer.say(
                fill(translate("ScreenReader", "%1 seconds left."), seconds), urgent=True
            )

    # -- what the keys read ------------------------------------------------------------
    def rack_text(self) -> str:
        scene = self.window.rack_view.scene()
        if not isinstance(scene, RackScene):
            return ""
        if not scene.order and scene.placeholder:
            return scene.placeholder
        return rack_words([tile(tid) for tid in scene.order], describe_tile)

    def table_text(self) -> str:
        board = self.controller.board
        return table_words(board.table, describe_tile, board.max_jokers)

    def news_text(self) -> str:
        """The log lines and the table's changes since the shown seat's last turn."""
        c = self.controller
        board = c.board
        seat = board.current if board.on_turn else c.visible_seat
        lines = self.news.since(seat)
        if lines is None or seat is None:
            return translate("ScreenReader", "Nothing is known yet of your last turn.")
        said = " ".join(lines) or translate("ScreenReader", "Nobody played since.")
        changes = table_changes(
            self._tables.get(seat), board.table, describe_tile, board.max_jokers
        )
        return fill(translate("ScreenReader", "Since your last turn: %1"), f"{said} {changes}")

    def players_text(self) -> str:
        c = self.controller
        board = c.board
        if not board.game:
            return ""
        parts = [fill(translate("ScreenReader", "Pool: %1 tiles."), board.pool_size)]
        for seat, held in enumerate(board.tiles_held):
            melded = seat < len(board.melded) and board.melded[seat]
            parts.append(
                fill(
                    translate("ScreenReader", "%1: %2 tiles, initial meld made.")
                    if melded
                    else translate("ScreenReader", "%1: %2 tiles, no initial meld yet."),
                    c.seats[seat].name,
                    held,
                )
            )
        return " ".join(parts)

    def read(self, key: int) -> bool:
        """Say what a reading key asks for; False when ``key`` is not one."""
        readers = {
            int(Qt.Key.Key_H): self.rack_text,
            int(Qt.Key.Key_M): self.table_text,
            int(Qt.Key.Key_N): self.news_text,
            int(Qt.Key.Key_W): self.problem_text,
            int(Qt.Key.Key_P): self.players_text,
        }
        reader = readers.get(int(key))
        if reader is None:
            return False
        if self.controller.paused:
            self.announcer.say(translate("ScreenReader", "The game is paused."), urgent=True)
            return True
        self.announcer.say(reader() or translate("ScreenReader", "Nothing to read."), urgent=True)
        return True

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Resize and not isinstance(watched, QPushButton):
            self.schedule()
            return False
        if kind != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if (
            event.key() in ENTER_KEYS
            and modifiers == Qt.KeyboardModifier.ControlModifier
            and not self.window.act_done.isEnabled()
        ):
            self.announcer.say(self.problem_text(), urgent=True)
            return False
        views: tuple[QWidget, ...] = (self.window.table_view, self.window.rack_view)
        if watched not in views or modifiers != Qt.KeyboardModifier.NoModifier:
            return False
        if self.read(event.key()):
            return True
        if int(event.key()) in CURSOR_KEYS and isinstance(watched, QWidget):
            view = watched  # say where the cursor went, once the keyboard play moved it
            QTimer.singleShot(0, self, lambda: self._say_cursor(view))
        return False

    def _say_cursor(self, view: QWidget) -> None:
        """The keyboard cursor's place and what is carried, as the view describes it."""
        if view.hasFocus() and view.accessibleDescription():
            self.announcer.say(view.accessibleDescription(), urgent=True)


def install_screen_reader_support(window: TileWindowParts) -> TileTableReader:
    """Make the tile window readable and playable by ear (see the module docstring).

    Call once, at the end of the window's constructor; the reader lives as
    long as the window.
    """
    return TileTableReader(window)
