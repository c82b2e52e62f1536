"""Where the game window opens: inside the screen it opens on, never past its edge.

A window that opens taller than a 1366x768 laptop hides Done and Draw below
the screen edge; one wider than 1024 pixels hides the players panel. So the
first window is sized from the screen's *available* geometry (the screen
less its task bars), a remembered size is kept per screen (a laptop and the
big monitor it is plugged into each keep their own), and whatever is
restored is pulled back inside the screen it lands on.

Dialogs and side windows fit the same way through :func:`fit_to_screen`: one
asks for its preferred size and gets it shrunk to the room the screen has,
frame included, and a body too tall for that room scrolls (:func:`scrolled`)
so that the buttons below it stay in sight on a 1024x600 screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QMargins, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

PREFERRED: Final = QSize(1280, 820)
"""The size the window asks for on a screen with room to spare."""
FRAME_ALLOWANCE: Final = QMargins(8, 40, 8, 8)
"""The room kept for a window manager's frame (borders, title bar) before it is known."""
SMALLEST_DIALOG: Final = QSize(320, 240)
"""The least a dialog shrinks to, however small the screen."""
FRAME_CHECKS_MS: Final = (0, 250, 1000)
"""When, after a window is first shown, its frame is checked to lie inside the screen."""
NO_SCREEN: Final = QRect(0, 0, 1024, 600)
"""The area assumed when Qt knows no screen at all: the smallest one played on."""


def available_geometry(widget: QWidget) -> QRect:
    """The part of the screen ``widget`` is on that windows may use (less task bars).

    Every dialog and window asks here, so a test can stand in a small screen
    in one place.
    """
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(NO_SCREEN)


def frame_margins(window: QWidget) -> QMargins:
    """The frame the window manager puts around ``window``: measured once shown, else assumed."""
    frame, inner = window.frameGeometry(), window.geometry()
    measured = QMargins(
        inner.left() - frame.left(),
        inner.top() - frame.top(),
        frame.right() - inner.right(),
        frame.bottom() - inner.bottom(),
    )
    if window.isWindow() and window.isVisible() and (measured.top() or measured.left()):
        return measured
    return QMargins(FRAME_ALLOWANCE)


def client_room(window: QWidget, area: QRect | None = None) -> QRect:
    """The room for ``window``'s client area: the available area less its frame."""
    room = area if area is not None else available_geometry(window)
    return room.marginsRemoved(frame_margins(window))


def fit_to_screen(
    window: QWidget,
    preferred: QSize,
    smallest: QSize = SMALLEST_DIALOG,
    *,
    near: QWidget | None = None,
) -> None:
    """Size ``window`` to ``preferred``, shrunk so that it and its frame fit the screen.

    Args:
        window: A dialog or window, shown or about to be.
        preferred: Its size where the screen has room.
        smallest: The least it shrinks to.
        near: The widget whose screen counts (the parent of a dialog not yet shown).
    """
    room = client_room(window, available_geometry(near if near is not None else window))
    window.resize(fitted_size(preferred, smallest, room))


def centre_fitted(window: QWidget, area: QRect) -> QSize:
    """Place ``window`` at :data:`PREFERRED` (no smaller than its size hint), shrunk to
    fit ``area`` frame and all, and centred there; returns the size given to it."""
    room = client_room(window, area)
    size = fitted_size(PREFERRED, window.minimumSizeHint(), room)
    window.setGeometry(centred(size, room))
    return QSize(size)


def pull_frame_inside(window: QWidget, area: QRect) -> None:
    """Once the window manager has framed ``window``: frame and all moved inside ``area``.

    A maximised or full-screen window is the window manager's to place.
    """
    if window.isMaximized() or window.isFullScreen():
        return
    frame = window.frameGeometry()
    if area.contains(frame):
        return
    inside = placed_inside(frame, area)
    margins = frame.size() - window.geometry().size()
    window.resize(inside.size() - margins)
    window.move(inside.topLeft())  # move() places the frame, not the client area


def frame_known(window: QWidget) -> bool:
    """True once the window manager (or the platform) has put a frame around ``window``."""
    return window.isVisible() and window.frameGeometry() != window.geometry()


def when_framed(window: QWidget, settle: Callable[[], None]) -> None:
    """Call ``settle`` once, as soon as ``window`` is framed (at the last check at the latest).

    A window manager frames a window a little after it is shown; only then is
    its title bar's height known. Checked at :data:`FRAME_CHECKS_MS`.
    """
    settled = [False]

    def check(last: bool) -> None:
        if not settled[0] and (last or frame_known(window)):
            settled[0] = True
            settle()

    for delay in FRAME_CHECKS_MS:
        last = delay == FRAME_CHECKS_MS[-1]
        QTimer.singleShot(delay, window, lambda last=last: check(last))


def scrolled(body: QWidget) -> QScrollArea:
    """``body`` in a frameless scroll area that scrolls up and down, never sideways."""
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidget(body)
    return scroll


def screen_key(name: str, available: QRect) -> str:
    """A settings key for one screen: its name and its available size.

    The size is part of the key so that a screen whose resolution changed
    starts again from a fitted window instead of a remembered one that no
    longer fits.
    """
    clean = "".join(ch if ch.isalnum() else "_" for ch in name) or "screen"
    return f"{clean}_{available.width()}x{available.height()}"


def fitted_size(preferred: QSize, minimum: QSize, available: QRect) -> QSize:
    """The preferred size, shrunk to the available area but never below the minimum."""
    width = max(minimum.width(), min(preferred.width(), available.width()))
    height = max(minimum.height(), min(preferred.height(), available.height()))
    return QSize(width, height)


def placed_inside(rect: QRect, available: QRect) -> QRect:
    """``rect`` moved (and shrunk if it must) so that it lies inside ``available``."""
    width = min(rect.width(), available.width())
    height = min(rect.height(), available.height())
    left = min(max(rect.left(), available.left()), available.right() - width + 1)
    top = min(max(rect.top(), available.top()), available.bottom() - height + 1)
    return QRect(left, top, width, height)


def centred(size: QSize, available: QRect) -> QRect:
    """A rectangle of ``size`` in the middle of ``available``."""
    rect = QRect(0, 0, size.width(), size.height())
    rect.moveCenter(available.center())
    return placed_inside(rect, available)
