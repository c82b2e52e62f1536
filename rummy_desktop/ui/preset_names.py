"""The rule presets' names as the window shows them (title bar), translated.

``core.rules.PRESET_TITLES`` keeps the English names for the headless
commands; the window shows them in the player's language.
"""

from __future__ import annotations

from typing import Final

from rummy_desktop.app.i18n import QT_TRANSLATE_NOOP, translate
from rummy_desktop.core.rules import PRESET_TITLES

SHOWN_PRESET_TITLES: Final[dict[str, str]] = {
    "classic": QT_TRANSLATE_NOOP("Preset", "Classic (box rules)"),
    "rrrummy": QT_TRANSLATE_NOOP("Preset", "RRRummy"),
    "tiles50": QT_TRANSLATE_NOOP("Preset", "Tiles 50"),
    "dutch": QT_TRANSLATE_NOOP("Preset", "Dutch Rummy"),
    "easy": QT_TRANSLATE_NOOP("Preset", "Easy Rummy"),
    "online": QT_TRANSLATE_NOOP("Preset", "Online edition"),
}


def preset_title(key: str) -> str:
    """A preset's name in the player's language; an unknown id as it is."""
    english = SHOWN_PRESET_TITLES.get(key, PRESET_TITLES.get(key, key))
    return translate("Preset", english)
