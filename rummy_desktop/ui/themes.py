"""Tile themes: the inks, names and symbols of the four colours, and the tile face.

The engine knows four colours only as K, B, O and R; a theme decides how
each looks. In every theme each colour keeps its own symbol (spade, club,
diamond, heart), so a player who cannot tell two inks apart still reads
every tile; the names follow the theme, so a screen reader says "green 5"
when the tile is green.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from PySide6.QtGui import QColor

from rummy_desktop.app.i18n import QT_TRANSLATE_NOOP, translate
from rummy_desktop.core.tiles import Colour

K, B, OR, R = Colour.BLACK, Colour.BLUE, Colour.ORANGE, Colour.RED


@dataclass(frozen=True)
class Theme:
    """How tiles look.

    Attributes:
        key: the name kept in the settings.
        title: the name shown (translated where shown).
        inks: each colour's ink.
        names: each colour's name in this theme (translated where shown).
        face_top, face_bottom: the tile face gradient.
        border: the tile's edge.
        border_width: the edge as a share of the tile width.
        outline: a dark line around light inks, so white on ivory still reads.
        symbol_scale: the symbol's size as a share of the tile width.
        felt: the table cloth.
    """

    key: str
    title: str
    inks: dict[Colour, QColor]
    names: dict[Colour, str]
    face_top: QColor
    face_bottom: QColor
    border: QColor
    border_width: float = 0.03
    outline: QColor | None = None
    symbol_scale: float = 0.34
    felt: str = "#2f6b4f"

    def ink(self, colour: Colour) -> QColor:
        return self.inks[colour]

    def outline_for(self, colour: Colour) -> QColor | None:
        """The outline for a light ink (yellow, white); dark inks need none."""
        ink = self.inks[colour]
        luminance = 0.299 * ink.red() + 0.587 * ink.green() + 0.114 * ink.blue()
        return self.outline if luminance > LIGHT_INK else None

    def number_plate(self, colour: Colour) -> QColor | None:
        """A dark plate behind the number when the ink is too light for the face.

        White (Box edition) and yellow (Suits) numbers on a light face were
        too faint to read; on a plate they keep their ink (the colour is
        the tile's identity) and read clearly. None when the face will do.
        """
        ink = self.inks[colour]
        if min(contrast_ratio(ink, self.face_top), contrast_ratio(ink, self.face_bottom)) >= (
            NUMBER_CONTRAST
        ):
            return None
        plate = QColor(self.outline or QColor("#202020"))
        while contrast_ratio(ink, plate) < PLATE_CONTRAST and plate.lightness() > 0:
            plate = plate.darker(130)
        return plate

    def colour_name(self, colour: Colour) -> str:
        return translate("Theme", self.names[colour])

    def shown_title(self) -> str:
        return translate("Theme", self.title)


NUMBER_CONTRAST: Final = 3.0
"""Least contrast of a number with what is behind it (WCAG's level for large text)."""
PLATE_CONTRAST: Final = 4.5
"""Least contrast of a light ink with the plate put behind it."""


def relative_luminance(colour: QColor) -> float:
    """WCAG 2 relative luminance of a colour, 0 (black) to 1 (white)."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF())
        + 0.7152 * channel(colour.greenF())
        + 0.0722 * channel(colour.blueF())
    )


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio of two colours, 1 (none) to 21 (black on white)."""
    high, low = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


LIGHT_INK: Final = 140.0
"""Inks brighter than this (0-255 luminance) get the theme's outline."""
IVORY_TOP: Final = QColor("#fffdf6")
IVORY_BOTTOM: Final = QColor("#ece2c8")

THEMES: Final[dict[str, Theme]] = {
    "classic": Theme(
        "classic",
        QT_TRANSLATE_NOOP("Theme", "Classic"),
        {K: QColor("#1b1b1f"), B: QColor("#1557c0"), OR: QColor("#c25e00"), R: QColor("#c4122f")},
        {
            K: QT_TRANSLATE_NOOP("Theme", "black"),
            B: QT_TRANSLATE_NOOP("Theme", "blue"),
            OR: QT_TRANSLATE_NOOP("Theme", "orange"),
            R: QT_TRANSLATE_NOOP("Theme", "red"),
        },
        IVORY_TOP,
        IVORY_BOTTOM,
        QColor("#8d8069"),
    ),
    "suits": Theme(
        "suits",
        QT_TRANSLATE_NOOP("Theme", "Suits"),
        {K: QColor("#1f4fd1"), B: QColor("#138a36"), OR: QColor("#e0a800"), R: QColor("#d0202e")},
        {
            K: QT_TRANSLATE_NOOP("Theme", "blue"),
            B: QT_TRANSLATE_NOOP("Theme", "green"),
            OR: QT_TRANSLATE_NOOP("Theme", "yellow"),
            R: QT_TRANSLATE_NOOP("Theme", "red"),
        },
        QColor("#ffffff"),
        QColor("#eef1f5"),
        QColor("#7d8796"),
        outline=QColor("#6b5200"),
        symbol_scale=0.4,
        felt="#24506e",
    ),
    "box": Theme(
        "box",
        QT_TRANSLATE_NOOP("Theme", "Box edition"),
        {K: QColor("#6b3d1e"), B: QColor("#1d4fa3"), OR: QColor("#ffffff"), R: QColor("#c8102e")},
        {
            K: QT_TRANSLATE_NOOP("Theme", "brown"),
            B: QT_TRANSLATE_NOOP("Theme", "blue"),
            OR: QT_TRANSLATE_NOOP("Theme", "white"),
            R: QT_TRANSLATE_NOOP("Theme", "red"),
        },
        QColor("#f3ead2"),
        QColor("#d9c9a0"),
        QColor("#6d5a3a"),
        outline=QColor("#202020"),
        felt="#5a3b22",
    ),
    "contrast": Theme(
        "contrast",
        QT_TRANSLATE_NOOP("Theme", "High contrast"),
        {K: QColor("#000000"), B: QColor("#0030c8"), OR: QColor("#b34700"), R: QColor("#d0001a")},
        {
            K: QT_TRANSLATE_NOOP("Theme", "black"),
            B: QT_TRANSLATE_NOOP("Theme", "blue"),
            OR: QT_TRANSLATE_NOOP("Theme", "orange"),
            R: QT_TRANSLATE_NOOP("Theme", "red"),
        },
        QColor("#ffffff"),
        QColor("#ffffff"),
        QColor("#000000"),
        border_width=0.08,
        symbol_scale=0.44,
        felt="#101010",
    ),
}

_current: list[Theme] = [THEMES["classic"]]


def current_theme() -> Theme:
    """The theme tiles are painted with now."""
    return _current[0]


def set_theme(key: str) -> Theme:
    """Paint tiles with the theme called ``key`` from now on (unknown keys: Classic)."""
    _current[0] = THEMES.get(key, THEMES["classic"])
    return _current[0]
