"""A focus ring a keyboard player can see, and a button row arrows cannot wander in.

The style's own focus mark on a push button is a 1-pixel line (2.35:1
against an unfocused button); a low-vision keyboard player loses it. A
:class:`FocusRing` draws a 3-pixel ring around the focused button of a
window, in the colour of :data:`RING_COLOURS` that stands out most against
the window's background (3:1 at least, WCAG 2.2 "focus appearance").
:func:`keep_arrows_off_buttons` stops the arrow keys from moving the focus
along a row of buttons, where the next Space pressed the wrong one: Tab
moves between buttons, as their tool tips say.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from rummy_desktop.ui.compat import override
from rummy_desktop.ui.themes import contrast_ratio

RING_WIDTH: Final = 3
RING_COLOURS: Final = (QColor("#0b57d0"), QColor("#ffd400"))
"""A deep blue for light windows, a yellow for dark ones."""
ARROW_KEYS: Final = frozenset(
    {int(Qt.Key.Key_Left), int(Qt.Key.Key_Right), int(Qt.Key.Key_Up), int(Qt.Key.Key_Down)}
)


def ring_colour(background: QColor) -> QColor:
    """The ring colour that contrasts most with ``background``."""
    return max(RING_COLOURS, key=lambda colour: contrast_ratio(colour, background))


class FocusRing(QWidget):
    """A ring drawn around whichever button of ``window`` has the keyboard focus.

    Args:
        window: the window whose buttons get the ring.
    """

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window_ = window
        self.target: QWidget | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAccessibleName("")
        self.hide()
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def colour(self) -> QColor:
        return ring_colour(self.window_.palette().color(self.window_.backgroundRole()))

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if self.target is not None:
            self.target.removeEventFilter(self)
        wanted = (
            isinstance(new, QAbstractButton)
            and new.window() is self.window_
            and new.parentWidget() is not None
        )
        self.target = new if wanted else None
        if self.target is None:
            self.hide()
            return
        self.target.installEventFilter(self)
        self._follow()

    def _follow(self) -> None:
        target = self.target
        if target is None or not target.isVisible():
            self.hide()
            return
        parent = target.parentWidget()
        if parent is not None and self.parentWidget() is not parent:
            self.setParent(parent)
        grow = RING_WIDTH + 1
        self.setGeometry(target.geometry().adjusted(-grow, -grow, grow, grow))
        self.show()
        self.raise_()
        self.update()

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.target and event.type() in (
            QEvent.Type.Move,
            QEvent.Type.Resize,
            QEvent.Type.Show,
            QEvent.Type.Hide,
        ):
            self._follow()
        return False

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(self.colour(), RING_WIDTH)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = RING_WIDTH / 2
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(half, half, -half, -half), 5.0, 5.0)
        painter.end()


class _ArrowStop(QObject):
    """Swallows arrow keys on the buttons it watches."""

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        return (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and int(event.key()) in ARROW_KEYS
        )


def keep_arrows_off_buttons(buttons: Sequence[QAbstractButton]) -> QObject | None:
    """Arrow keys do nothing on ``buttons`` (Tab and Shift+Tab move between them).

    Returns:
        The filter, owned by the first button's parent; None without buttons.
    """
    if not buttons:
        return None
    stop = _ArrowStop(buttons[0].parentWidget() or buttons[0])
    for button in buttons:
        button.installEventFilter(stop)
    return stop
