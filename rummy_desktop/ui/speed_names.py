"""The names of the computer speeds, as shown in the View menu and the settings."""

from __future__ import annotations

from typing import Final

from rummy_desktop.app.i18n import QT_TRANSLATE_NOOP, translate

SPEED_TITLES: Final[dict[str, str]] = {
    "slow": QT_TRANSLATE_NOOP("Speed", "Slow"),
    "normal": QT_TRANSLATE_NOOP("Speed", "Normal"),
    "fast": QT_TRANSLATE_NOOP("Speed", "Fast"),
    "instant": QT_TRANSLATE_NOOP("Speed", "Instant"),
}


def speed_title(name: str) -> str:
    return translate("Speed", SPEED_TITLES.get(name, name))
