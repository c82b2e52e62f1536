"""What every online window shows alike, whatever family it plays.

The red banner of a lost or closed table, how long a passing message stays,
and how much chat a window keeps: one look for the tile and the card table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from rummy_desktop.app.i18n import fill, translate

TOAST_MS: Final = 6000
CHAT_LINES_KEPT: Final = 500
BANNER_STYLE: Final = (
    "background: #d2222d; color: white; font-weight: bold; padding: 6px; border-radius: 4px;"
)

INVITE_INSTALL_HINT = "pip install 'rummy-desktop[online]'"
"""How invite by code (magic-wormhole's heavier stack, an extra) is installed."""


def invite_missing_words() -> str:
    """The one line every online dialog says when invite by code is not installed."""
    return fill(
        translate("OnlineMenu", "Invite by code is not installed: %1 adds it."),
        INVITE_INSTALL_HINT,
    )


def banner_label() -> QLabel:
    """The red line of a lost, closed or paused table, hidden until there is one."""
    banner = QLabel()
    banner.setStyleSheet(BANNER_STYLE)
    banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
    banner.hide()
    return banner


def again_button(ask: Callable[[], object]) -> QPushButton:
    """ "Join the new match", shown by a seat window once its match is over."""
    button = QPushButton(translate("OnlineWindow", "Join the new match"))
    button.setToolTip(
        translate(
            "OnlineWindow",
            "Once the host has started a new match at this table, take your seat in it.",
        )
    )
    button.clicked.connect(lambda _checked=False: ask())
    button.hide()
    return button
