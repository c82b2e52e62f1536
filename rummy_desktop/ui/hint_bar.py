"""The hint as steps a child can follow, over the bottom of the table.

The hint is private: it is drawn only from the ``hint`` of its source (the
game controller at home, an online seat's play), which keeps it for the person
on turn and forgets it when the turn ends, so nothing of it is left for the
next seat (not in the game log, not on the board, not on the network). Each
step says in words what to do and shows the tiles of the step painted as the
tiles themselves, in the current theme, never as colour letters; the board
marks where they go. "Show next step" moves on, "Do it for me" makes the moves
through the controller (undoable), "Close" puts it away.

The bar floats over the table view instead of taking a row of the window, so
showing it never makes the table or the rack jump.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Protocol

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.app.hint import Hint, HintStep
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.core.tiles import Tile
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.tile_art import TILE_H, TILE_W, TileLook, paint_tile
from rummy_desktop.ui.tile_item import describe_tile

STRIP_SCALE: Final = 0.7
MARGIN: Final = 8


class HintSteps(Protocol):
    """What every family's hint bar asks of its source: the step shown, whether a hint
    is being looked for, and the bar's three buttons."""

    @property
    def hint_step(self) -> int: ...

    @property
    def hint_searching(self) -> bool: ...

    def show_next_hint_step(self) -> object: ...

    def play_hint(self) -> object: ...

    def dismiss_hint(self) -> None: ...


class HintSource(HintSteps, Protocol):
    """What the tile bar reads and asks: the game controller at home, an online seat's play."""

    @property
    def hint(self) -> Hint | None: ...

    @property
    def humans_on_turn(self) -> bool: ...


class TileStrip(QWidget):
    """A row of small tiles painted exactly as on the board (theme, symbols)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tiles: list[Tile] = []
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_tiles(self, tiles: Sequence[Tile]) -> None:
        self.tiles = list(tiles)
        self.setAccessibleDescription(", ".join(describe_tile(t) for t in self.tiles))
        self.updateGeometry()
        self.update()

    @override
    def sizeHint(self) -> QSize:
        w = int(len(self.tiles) * (TILE_W + 4) * STRIP_SCALE) + 4
        return QSize(w, int(TILE_H * STRIP_SCALE) + 4)

    @override
    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        w, h = TILE_W * STRIP_SCALE, TILE_H * STRIP_SCALE
        for i, t in enumerate(self.tiles):
            paint_tile(painter, QRectF(2 + i * (w + 4 * STRIP_SCALE), 2, w, h), t, TileLook())
        painter.end()


def step_words(step: HintStep, number: int, count: int) -> str:
    """What to do in one step, in words that name no colour."""
    head = fill(translate("HintBar", "Step %1 of %2:"), number, count)
    if step.to_rack and not step.moves:
        what = translate("HintBar", "take these tiles back to your rack.")
    elif step.from_rack and step.table_tiles:
        what = translate(
            "HintBar", "put these tiles from your rack and the table on the gold places."
        )
    elif step.from_rack:
        what = translate("HintBar", "put these tiles from your rack on the gold places.")
    else:
        what = translate("HintBar", "move these tiles of the table to the gold places.")
    return f"{head} {what}"


class HintFrame(QFrame):
    """The frame of every family's hint bar: a title, the step in words, a strip of the
    pieces it moves, and Show next step / Do it for me / Close asked of the source.

    Args:
        source: what the buttons ask.
        host: the board's view, which the bar floats over.
        strip: the family's small pictures of the step's pieces.
        do_tip: the tooltip of Do it for me, in the family's words.
    """

    def __init__(self, source: HintSteps, host: QWidget, strip: QWidget, do_tip: str) -> None:
        super().__init__(host)
        self.host = host
        self.setObjectName("hintBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#hintBar { background: #fff8dc; border: 2px solid #f2b705; border-radius: 6px; }"
            "#hintBar QLabel { color: #222; }"
        )
        self.title = QLabel()
        self.title.setWordWrap(True)
        bold = self.title.font()
        bold.setBold(True)
        self.title.setFont(bold)
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.next_button = QPushButton(translate("HintBar", "Show next step"))
        self.do_button = QPushButton(translate("HintBar", "Do it for me"))
        self.close_button = QPushButton(translate("HintBar", "Close"))
        self.do_button.setToolTip(do_tip)
        self.next_button.clicked.connect(lambda _c=False: source.show_next_hint_step())
        self.do_button.clicked.connect(lambda _c=False: source.play_hint())
        self.close_button.clicked.connect(lambda _c=False: source.dismiss_hint())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(MARGIN, MARGIN // 2, MARGIN, MARGIN // 2)
        layout.addWidget(self.title)
        layout.addWidget(self.words)
        layout.addWidget(strip)
        buttons = QHBoxLayout()
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.do_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        host.installEventFilter(self)
        self.hide()


class HintBar(HintFrame):
    """The private hint, one step at a time, floating at the bottom of the table view."""

    def __init__(self, controller: HintSource, host: QWidget) -> None:
        strip = TileStrip()
        tip = translate("HintBar", "Make the moves of the hint; Undo takes them back")
        super().__init__(controller, host, strip, tip)
        self.strip = strip
        self.controller = controller
        self._avoid: list[QRect] = []

    def current_step(self) -> HintStep | None:
        hint = self.controller.hint
        if hint is None or not hint.steps:
            return None
        return hint.steps[min(self.controller.hint_step, len(hint.steps) - 1)]

    def refresh(self, avoid: Sequence[QRect] = ()) -> None:
        """Show what the controller holds for the person on turn, or hide.

        Args:
            avoid: places on the host (the ghosted cells) the bar must not
                cover; it moves from the bottom to the top of the table for them.
        """
        self._avoid = list(avoid)
        c = self.controller
        hint: Hint | None = c.hint if c.humans_on_turn else None
        if hint is None and not (c.humans_on_turn and c.hint_searching):
            self.hide()
            return
        step = self.current_step()
        if hint is None:
            self.title.setText(translate("HintBar", "Looking for a hint…"))
            self.words.setText("")
        else:
            self.title.setText(hint.text)
            number = hint.done + c.hint_step + 1
            self.words.setText(step_words(step, number, hint.count) if step else "")
        tiles = [] if step is None else [*step.to_rack, *(t for t, _ in step.moves)]
        self.strip.set_tiles(tiles)
        self.strip.setVisible(bool(tiles))
        self.words.setVisible(step is not None)
        last = hint is None or not hint.steps or c.hint_step >= len(hint.steps) - 1
        self.next_button.setEnabled(not last)
        self.do_button.setEnabled(step is not None)
        self.next_button.setVisible(hint is not None and bool(hint.steps))
        self.do_button.setVisible(hint is not None and bool(hint.steps))
        self._place()
        self.show()
        self.raise_()

    def _place(self) -> None:
        width = min(max(360, self.host.width() // 2), self.host.width() - 2 * MARGIN)
        self.setFixedWidth(width)
        self.adjustSize()
        bottom = QRect(
            MARGIN, max(0, self.host.height() - self.height() - MARGIN), width, self.height()
        )
        if any(bottom.intersects(r) for r in self._avoid):
            bottom.moveTop(MARGIN)
        self.move(bottom.topLeft())

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.host and event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False
