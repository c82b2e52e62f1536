"""Playing cards drawn with QPainter paths: no image files, sharp at every size.

The suits are paths built from circles, lines and curves in a unit box, so
they do not depend on a font having the suit symbols. A card shows its rank
large in two corners (what people read in a fanned hand) and a large suit
in the middle. Two themes: the usual two colours, and four colours (a
common aid for colour-blind players: clubs green, diamonds blue), in which
every suit also keeps its own shape.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Final

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QTransform,
)
from PySide6.QtWidgets import QWidget

from rummy_desktop.app.cards.words import cards_text, rank_text
from rummy_desktop.app.i18n import translate
from rummy_desktop.cards.core.cards import Card, Suit
from rummy_desktop.ui.compat import override

CARD_RATIO: Final = 1.4
"""Height over width of a playing card (63 x 88 mm)."""
CORNER_SHARE: Final = 0.08
"""The rounded corner's radius as a share of the card's width."""


@dataclass(frozen=True, slots=True)
class CardLook:
    """How cards look: the suit inks and the face and back colours."""

    key: str
    inks: dict[Suit, QColor]
    joker_ink: QColor
    face: str = "#fffdf7"
    edge: str = "#5b5b5b"
    back: str = "#1d4e89"
    back_line: str = "#7fa6d6"

    def ink(self, card: Card) -> QColor:
        return self.joker_ink if card.suit is None else self.inks[card.suit]


RED: Final = QColor("#c8102e")
BLACK: Final = QColor("#1a1a1a")
LOOKS: Final[dict[str, CardLook]] = {
    "two": CardLook(
        "two",
        {Suit.CLUBS: BLACK, Suit.DIAMONDS: RED, Suit.HEARTS: RED, Suit.SPADES: BLACK},
        QColor("#6a1b9a"),
    ),
    "four": CardLook(
        "four",
        {
            Suit.CLUBS: QColor("#11803a"),
            Suit.DIAMONDS: QColor("#0b5bd3"),
            Suit.HEARTS: RED,
            Suit.SPADES: BLACK,
        },
        QColor("#6a1b9a"),
    ),
}
"""The card themes by key: ``two`` colours, or ``four`` for colour-blind players."""


@cache
def suit_path(suit: Suit) -> QPainterPath:
    """The suit's shape in the unit box (0, 0)-(1, 1)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    if suit is Suit.DIAMONDS:
        path.moveTo(0.5, 0.0)
        path.quadTo(0.72, 0.3, 0.92, 0.5)
        path.quadTo(0.72, 0.7, 0.5, 1.0)
        path.quadTo(0.28, 0.7, 0.08, 0.5)
        path.quadTo(0.28, 0.3, 0.5, 0.0)
    elif suit is Suit.HEARTS:
        path.moveTo(0.5, 0.28)
        path.cubicTo(0.5, 0.0, 0.0, 0.0, 0.04, 0.34)
        path.cubicTo(0.08, 0.62, 0.4, 0.8, 0.5, 1.0)
        path.cubicTo(0.6, 0.8, 0.92, 0.62, 0.96, 0.34)
        path.cubicTo(1.0, 0.0, 0.5, 0.0, 0.5, 0.28)
    elif suit is Suit.SPADES:
        path.moveTo(0.5, 0.0)
        path.cubicTo(0.6, 0.2, 0.96, 0.38, 0.96, 0.62)
        path.cubicTo(0.96, 0.86, 0.62, 0.86, 0.54, 0.7)
        path.quadTo(0.56, 0.9, 0.7, 1.0)
        path.lineTo(0.3, 1.0)
        path.quadTo(0.44, 0.9, 0.46, 0.7)
        path.cubicTo(0.38, 0.86, 0.04, 0.86, 0.04, 0.62)
        path.cubicTo(0.04, 0.38, 0.4, 0.2, 0.5, 0.0)
    else:
        r = 0.22
        path.addEllipse(QPointF(0.5, 0.26), r, r)
        path.addEllipse(QPointF(0.26, 0.58), r, r)
        path.addEllipse(QPointF(0.74, 0.58), r, r)
        path.moveTo(0.46, 0.5)
        path.quadTo(0.44, 0.88, 0.3, 1.0)
        path.lineTo(0.7, 1.0)
        path.quadTo(0.56, 0.88, 0.54, 0.5)
        path.closeSubpath()
    return path.simplified()


def star_path() -> QPainterPath:
    """A five-pointed star in the unit box: the joker's sign."""
    import math

    path = QPainterPath()
    for i in range(10):
        radius = 0.5 if i % 2 == 0 else 0.2
        angle = -math.pi / 2 + i * math.pi / 5
        point = QPointF(0.5 + radius * math.cos(angle), 0.52 + radius * math.sin(angle))
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path


def draw_suit(painter: QPainter, suit: Suit, box: QRectF, ink: QColor) -> None:
    transform = QTransform()
    transform.translate(box.x(), box.y())
    transform.scale(box.width(), box.height())
    painter.fillPath(transform.map(suit_path(suit)), QBrush(ink))


def _font(pixels: float, bold: bool = True) -> QFont:
    font = QFont()
    font.setPixelSize(max(6, round(pixels)))
    font.setBold(bold)
    return font


def draw_face(painter: QPainter, card: Card, rect: QRectF, look: CardLook) -> None:
    """A card's face in ``rect``: corners with rank and suit, a large sign in the middle."""
    width = rect.width()
    radius = width * CORNER_SHARE
    painter.setPen(QPen(QColor(look.edge), max(1.0, width * 0.015)))
    painter.setBrush(QColor(look.face))
    painter.drawRoundedRect(rect, radius, radius)
    ink = look.ink(card)
    painter.setPen(ink)
    if card.suit is None:
        _draw_joker(painter, rect, ink)
        return
    text = rank_text(card.rank)
    corner = QRectF(rect.x() + width * 0.04, rect.y() + width * 0.03, width * 0.36, width * 0.34)
    painter.setFont(_font(width * (0.27 if len(text) > 1 else 0.32)))
    painter.drawText(corner, Qt.AlignmentFlag.AlignCenter, text)
    small = width * 0.22
    draw_suit(
        painter,
        card.suit,
        QRectF(corner.center().x() - small / 2, corner.bottom() + width * 0.01, small, small),
        ink,
    )
    big = width * 0.5
    centre = QRectF(
        rect.center().x() - big / 2 + width * 0.08,
        rect.center().y() - big / 2 + width * 0.1,
        big,
        big,
    )
    draw_suit(painter, card.suit, centre, ink)
    painter.save()
    painter.translate(rect.center())
    painter.rotate(180)
    painter.translate(-rect.center())
    painter.drawText(corner, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def _draw_joker(painter: QPainter, rect: QRectF, ink: QColor) -> None:
    """A star in the corner (what shows when the card is overlapped) and in the middle."""
    width = rect.width()
    for size, x, y in (
        (width * 0.3, rect.x() + width * 0.06, rect.y() + width * 0.06),
        (width * 0.56, rect.center().x() - width * 0.2, rect.center().y() - width * 0.3),
    ):
        transform = QTransform()
        transform.translate(x, y)
        transform.scale(size, size)
        painter.fillPath(transform.map(star_path()), QBrush(ink))
    painter.setFont(_font(width * 0.17))
    word = translate("CardArt", "JOKER")
    bottom = QRectF(rect.x(), rect.bottom() - width * 0.32, width, width * 0.26)
    painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, word)


def draw_back(painter: QPainter, rect: QRectF, look: CardLook) -> None:
    """A card's back: a framed lattice, the same for every card."""
    width = rect.width()
    radius = width * CORNER_SHARE
    painter.setPen(QPen(QColor(look.edge), max(1.0, width * 0.015)))
    painter.setBrush(QColor(look.face))
    painter.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(width * 0.07, width * 0.07, -width * 0.07, -width * 0.07)
    painter.setBrush(QColor(look.back))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(inner, radius / 2, radius / 2)
    painter.save()
    painter.setClipRect(inner)
    painter.setPen(QPen(QColor(look.back_line), max(1.0, width * 0.02)))
    step = width * 0.14
    x = inner.left() - inner.height()
    while x < inner.right():
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        painter.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
        x += step
    painter.restore()


def card_name(card: Card) -> str:
    """What a screen reader says for a card: "queen of hearts", "joker"."""
    if card.suit is None:
        return translate("CardArt", "joker")
    ranks = {
        1: translate("CardArt", "ace"),
        11: translate("CardArt", "jack"),
        12: translate("CardArt", "queen"),
        13: translate("CardArt", "king"),
    }
    suits = {
        Suit.CLUBS: translate("CardArt", "clubs"),
        Suit.DIAMONDS: translate("CardArt", "diamonds"),
        Suit.HEARTS: translate("CardArt", "hearts"),
        Suit.SPADES: translate("CardArt", "spades"),
    }
    rank = ranks.get(card.rank, str(card.rank))
    return translate("CardArt", "%1 of %2").replace("%1", rank).replace("%2", suits[card.suit])


SMALL_CARD: Final = 34
"""Width of a small card (a hand left at a round's end, a replay's hands), in pixels."""


class HandStrip(QWidget):
    """A row of small overlapping cards: a hand left at the end of a round."""

    def __init__(self, cards: tuple[Card, ...], look: CardLook) -> None:
        super().__init__()
        self.cards = cards
        self.look = look
        self.setAccessibleName(cards_text(cards))
        self.setToolTip(cards_text(cards))

    @override
    def sizeHint(self) -> QSize:
        step = SMALL_CARD * 0.55
        width = SMALL_CARD + step * max(0, len(self.cards) - 1) if self.cards else SMALL_CARD
        return QSize(round(width) + 4, round(SMALL_CARD * CARD_RATIO) + 4)

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        step = SMALL_CARD * 0.55
        for i, card in enumerate(self.cards):
            draw_face(
                painter,
                card,
                QRectF(2 + i * step, 2, SMALL_CARD, SMALL_CARD * CARD_RATIO),
                self.look,
            )
        if not self.cards:
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignVCenter, "\u2014")
        painter.end()
