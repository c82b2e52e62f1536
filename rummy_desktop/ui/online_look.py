"""What every online window shows alike, whatever family it plays.

The red banner of a lost or closed table, how long a passing message stays,
and how much chat a window keeps: one look for the tile and the card table.
"""

from __future__ import annotations

from typing import Final

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
