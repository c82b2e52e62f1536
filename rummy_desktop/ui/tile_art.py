"""Tiles drawn as vectors with QPainter, so they are crisp at any size and DPI.

Each colour also has its own suit symbol (spade, club, diamond, heart, the
same in every theme) so a player who cannot tell red from orange still reads
every tile; the online edition of the game uses suits the same way. Inks and
the face come from the current theme (:mod:`rummy_desktop.ui.themes`).
Nothing here knows about the game beyond a tile's colour and number.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)

from rummy_desktop.core.tiles import Colour, Tile
from rummy_desktop.ui.themes import THEMES, Theme, current_theme

TILE_W: Final = 40.0
TILE_H: Final = 54.0
CELL_W: Final = 44.0
CELL_H: Final = 60.0

INK: Final[dict[Colour, QColor]] = THEMES["classic"].inks
"""The classic inks (the current theme's are ``current_theme().inks``)."""
NUMBER_FONT: Final = "DejaVu Sans"


@dataclass(frozen=True, slots=True)
class TileLook:
    """How one tile is marked on top of its face."""

    selected: bool = False
    last_played: bool = False
    this_turn: bool = False
    hinted: bool = False
    focused: bool = False


def _unit(points: list[tuple[float, float]]) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in points])


def _heart() -> QPainterPath:
    p = QPainterPath(QPointF(0.5, 0.97))
    p.cubicTo(0.1, 0.68, -0.06, 0.38, 0.18, 0.13)
    p.cubicTo(0.34, -0.02, 0.5, 0.1, 0.5, 0.25)
    p.cubicTo(0.5, 0.1, 0.66, -0.02, 0.82, 0.13)
    p.cubicTo(1.06, 0.38, 0.9, 0.68, 0.5, 0.97)
    return p


def _spade() -> QPainterPath:
    p = QPainterPath(QPointF(0.5, 0.0))
    p.cubicTo(0.85, 0.3, 1.08, 0.5, 0.88, 0.7)
    p.cubicTo(0.74, 0.84, 0.58, 0.78, 0.53, 0.68)
    p.lineTo(0.64, 1.0)
    p.lineTo(0.36, 1.0)
    p.lineTo(0.47, 0.68)
    p.cubicTo(0.42, 0.78, 0.26, 0.84, 0.12, 0.7)
    p.cubicTo(-0.08, 0.5, 0.15, 0.3, 0.5, 0.0)
    return p


def _club() -> QPainterPath:
    p = QPainterPath()
    p.setFillRule(Qt.FillRule.WindingFill)
    r = 0.22
    for cx, cy in ((0.5, 0.26), (0.25, 0.57), (0.75, 0.57)):
        p.addEllipse(QPointF(cx, cy), r, r)
    p.addPolygon(_unit([(0.45, 0.5), (0.55, 0.5), (0.64, 1.0), (0.36, 1.0)]))
    p.closeSubpath()
    return p


def _diamond() -> QPainterPath:
    p = QPainterPath()
    p.addPolygon(_unit([(0.5, 0.0), (0.9, 0.5), (0.5, 1.0), (0.1, 0.5)]))
    p.closeSubpath()
    return p


SYMBOLS: Final[dict[Colour, QPainterPath]] = {
    Colour.BLACK: _spade(),
    Colour.BLUE: _club(),
    Colour.ORANGE: _diamond(),
    Colour.RED: _heart(),
}


def paint_symbol(
    painter: QPainter, colour: Colour, rect: QRectF, theme: Theme | None = None
) -> None:
    """The colour's suit symbol filling ``rect``, outlined when the ink is light."""
    theme = theme or current_theme()
    painter.save()
    painter.translate(rect.topLeft())
    painter.scale(rect.width(), rect.height())
    outline = theme.outline_for(colour)
    if outline is not None:
        painter.setPen(QPen(outline, 0.07))
    else:
        painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.ink(colour))
    painter.drawPath(SYMBOLS[colour])
    painter.restore()


def paint_tile(painter: QPainter, rect: QRectF, t: Tile, look: TileLook = TileLook()) -> None:
    """One tile face with its number, its suit symbol and any marks."""
    theme = current_theme()
    w, h = rect.width(), rect.height()
    radius = w * 0.14
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    # Shadow, then the ivory face.
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 60))
    painter.drawRoundedRect(rect.translated(w * 0.03, h * 0.035), radius, radius)
    face = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    face.setColorAt(0.0, theme.face_top)
    face.setColorAt(1.0, theme.face_bottom)
    painter.setBrush(QBrush(face))
    border = QColor("#1c6ef2") if look.selected else theme.border
    painter.setPen(QPen(border, w * (0.09 if look.selected else theme.border_width)))
    painter.drawRoundedRect(rect, radius, radius)
    if look.last_played:
        painter.setPen(QPen(QColor("#f2a900"), w * 0.07))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = w * 0.08
        painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
    if look.hinted:
        painter.setPen(QPen(QColor("#19a34a"), w * 0.09, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, radius, radius)
    if look.focused:
        painter.setPen(QPen(QColor("#ff00c8"), w * 0.08, Qt.PenStyle.DotLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(
            rect.adjusted(-w * 0.06, -w * 0.06, w * 0.06, w * 0.06), radius, radius
        )
    if t.is_joker:
        _paint_joker(painter, rect, theme)
    else:
        assert t.colour is not None
        plate = theme.number_plate(t.colour)
        if plate is not None:
            _paint_plate(painter, rect, plate)
        outline = None if plate is not None else theme.outline_for(t.colour)
        _paint_number(painter, rect, t.number, theme.ink(t.colour), outline)
        side = w * theme.symbol_scale
        top = rect.top() + h * 0.66 - (side - w * 0.34) * 0.5
        paint_symbol(
            painter,
            t.colour,
            QRectF(rect.center().x() - side / 2, top, side, side * 0.95),
            theme,
        )
    if look.this_turn:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#1c6ef2"))
        d = w * 0.16
        painter.drawEllipse(QRectF(rect.left() + w * 0.09, rect.top() + w * 0.09, d, d))
    painter.restore()


def number_plate_rect(rect: QRectF) -> QRectF:
    """Where the dark plate behind a light number lies on a tile."""
    w, h = rect.width(), rect.height()
    return QRectF(rect.left() + w * 0.12, rect.top() + h * 0.08, w * 0.76, h * 0.52)


def _paint_plate(painter: QPainter, rect: QRectF, plate: QColor) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(plate)
    radius = rect.width() * 0.1
    painter.drawRoundedRect(number_plate_rect(rect), radius, radius)


def _paint_number(
    painter: QPainter, rect: QRectF, number: int, ink: QColor, outline: QColor | None
) -> None:
    font = QFont(NUMBER_FONT)
    font.setBold(True)
    font.setPixelSize(max(1, round(rect.height() * (0.42 if number < 10 else 0.36))))
    if number >= 10:
        font.setStretch(QFont.Stretch.SemiCondensed)
    painter.setFont(font)
    text_rect = QRectF(
        rect.left(), rect.top() + rect.height() * 0.06, rect.width(), rect.height() * 0.6
    )
    if outline is not None:
        # A light ink (white) gets a dark outline so it reads on a light face.
        path = QPainterPath()
        metrics = painter.fontMetrics()
        text = str(number)
        x = text_rect.center().x() - metrics.horizontalAdvance(text) / 2
        y = text_rect.center().y() + (metrics.ascent() - metrics.descent()) / 2
        path.addText(QPointF(x, y), font, text)
        painter.setPen(QPen(outline, rect.width() * 0.035))
        painter.setBrush(ink)
        painter.drawPath(path)
    else:
        painter.setPen(ink)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, str(number))
    if number in (6, 9):
        # Underline 6 and 9 so a tile turned round still reads right.
        y = text_rect.bottom() - rect.height() * 0.04
        painter.setPen(QPen(outline or ink, rect.width() * 0.05))
        painter.drawLine(
            QPointF(rect.center().x() - rect.width() * 0.14, y),
            QPointF(rect.center().x() + rect.width() * 0.14, y),
        )


def _paint_joker(painter: QPainter, rect: QRectF, theme: Theme) -> None:
    """A smiling face in the theme's inks: the joker belongs to no colour."""
    ink = {c: theme.ink(c) if theme.ink(c).lightness() < 200 else QColor("#202020") for c in Colour}
    w, h = rect.width(), rect.height()
    d = w * 0.66
    face = QRectF(rect.center().x() - d / 2, rect.top() + h * 0.12, d, d)
    painter.setBrush(QColor("#fff3c4"))
    painter.setPen(QPen(ink[Colour.RED], w * 0.07))
    painter.drawEllipse(face)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink[Colour.BLACK])
    eye = d * 0.13
    for fx in (0.33, 0.67):
        painter.drawEllipse(
            QRectF(face.left() + d * fx - eye / 2, face.top() + d * 0.3, eye, eye * 1.3)
        )
    smile_pen = QPen(ink[Colour.BLUE], w * 0.06)
    smile_pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(smile_pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    smile = QRectF(face.left() + d * 0.22, face.top() + d * 0.3, d * 0.56, d * 0.48)
    painter.drawArc(smile, 200 * 16, 140 * 16)
    font = QFont(NUMBER_FONT)
    font.setBold(True)
    font.setPixelSize(max(1, round(h * 0.2)))
    painter.setFont(font)
    painter.setPen(ink[Colour.ORANGE])
    painter.drawText(
        QRectF(rect.left(), rect.top() + h * 0.74, w, h * 0.22), Qt.AlignmentFlag.AlignCenter, "J"
    )
