"""What every online window shows alike, whatever family it plays.

The red banner of a lost or closed table, how long a passing message stays,
and how much chat a window keeps: one look for the tile and the card table.
"""

from __future__ import annotations

from typing import Final

TOAST_MS: Final = 6000
CHAT_LINES_KEPT: Final = 500
BANNER_STYLE: Final = (
    "background: #d2222d; color: white; font-weight: bold; padding: 6px; border-radius: 4px;"
)
