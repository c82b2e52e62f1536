"""Where the game window opens: inside the screen it opens on, never past its edge.

A window that opens taller than a 1366x768 laptop hides Done and Draw below
the screen edge; one wider than 1024 pixels hides the players panel. So the
first window is sized from the screen's *available* geometry (the screen
less its task bars), a remembered size is kept per screen (a laptop and the
big monitor it is plugged into each keep their own), and whatever is
restored is pulled back inside the screen it lands on.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QRect, QSize

PREFERRED: Final = QSize(1280, 820)
"""The size the window asks for on a screen with room to spare."""


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
