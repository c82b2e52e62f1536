"""Every number on every tile reads clearly in every theme."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from rummy_desktop.core.tiles import Colour, TileAllocator, parse_tiles
from rummy_desktop.ui.themes import (
    NUMBER_CONTRAST,
    THEMES,
    contrast_ratio,
    relative_luminance,
    set_theme,
)
from rummy_desktop.ui.tile_art import number_plate_rect, paint_tile

LETTER = {Colour.BLACK: "K", Colour.BLUE: "B", Colour.ORANGE: "O", Colour.RED: "R"}


@pytest.fixture
def theme_reset() -> Iterator[None]:
    yield
    set_theme("classic")


def test_contrast_ratio_matches_wcag() -> None:
    assert contrast_ratio(QColor("black"), QColor("white")) == pytest.approx(21.0)
    assert contrast_ratio(QColor("#777777"), QColor("#777777")) == pytest.approx(1.0)


@pytest.mark.parametrize("key", sorted(THEMES))
@pytest.mark.parametrize("colour", list(Colour))
def test_each_number_stands_out_from_what_is_behind_it(key: str, colour: Colour) -> None:
    theme = THEMES[key]
    ink = theme.ink(colour)
    plate = theme.number_plate(colour)
    grounds = [plate] if plate is not None else [theme.face_top, theme.face_bottom]
    for ground in grounds:
        assert contrast_ratio(ink, ground) >= NUMBER_CONTRAST, (key, colour, ground.name())


@pytest.mark.parametrize(("key", "colour"), [("box", Colour.ORANGE), ("suits", Colour.ORANGE)])
def test_a_light_number_is_painted_on_a_dark_plate(
    qtbot: QtBot, theme_reset: None, key: str, colour: Colour
) -> None:
    set_theme(key)
    t = parse_tiles(f"{LETTER[colour]}5", TileAllocator())[0]
    image = QImage(200, 270, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    rect = QRectF(0, 0, 200, 270)
    paint_tile(painter, rect, t)
    painter.end()
    plate = number_plate_rect(rect).toRect()
    dark = total = 0
    for x in range(plate.left() + 4, plate.right() - 4, 3):
        for y in range(plate.top() + 4, plate.bottom() - 4, 3):
            total += 1
            dark += relative_luminance(image.pixelColor(x, y)) < 0.1
    assert dark / total > 0.4  # mostly plate, with the light number on it
