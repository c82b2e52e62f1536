"""The card table scene: stock, discard pile, melds on the table and the fanned hand.

The scene is rebuilt from each :class:`~rummy_desktop.app.cards.board.CardBoard`
(the items never hold the truth) and laid out in the view's own pixels, so
the cards are as large as the window allows and stay readable at every size.
It also answers where a point lies (:meth:`CardTableScene.target_at`): the
stock, a depth of the pile, a meld and which end of it, the free table, or a
place in the hand; the drag and the keyboard turn that into an intent.
The step of a hint shown to the person on turn is marked in gold
(:meth:`CardTableScene.set_hint`): its cards in the hand, the pile's cards to
take, the stock to draw from, the meld to lay off on.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from rummy_desktop.app.cards.board import CardBoard, CardPhase, LaidMeld
from rummy_desktop.app.cards.words import face_text
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.cards.core.cards import Card
from rummy_desktop.ui.cards.art import CARD_RATIO, LOOKS, CardLook, card_name, draw_back, draw_face
from rummy_desktop.ui.compat import override

FELT: Final = QColor("#2f6b4f")
TEXT: Final = QColor("#fff6e5")
MARK_TAKEN: Final = QColor("#ff9f1c")
MARK_SELECTED: Final = QColor("#2b7de9")
MARK_FOCUS: Final = QColor("#ffe066")
MARK_FRESH: Final = QColor("#00b4d8")
"""Cards the last turn laid or discarded."""
MARK_HINT: Final = QColor("#f2b705")
"""The cards and places of the hint's step: the gold of the tile hint."""
OVERLAP: Final = 0.42
"""Share of a card's width each card of a meld or spread pile shows: its corner index."""
LARGE: Final = 1.5
"""How much larger cards are with large cards on."""
LARGE_HEIGHT_SHARE: Final = 0.16
"""The widest a large card may be, as a share of the table's height: the pile, a row of
melds and the hand still fit one above the other on a 1024x600 screen."""
PILE_ROWS: Final = 3
"""A long spread pile wraps into at most this many rows."""
PILE_ROW_SHARE: Final = 0.45
"""Each row of a spread pile shows this share of the row above: its corner indexes."""


class Role(StrEnum):
    """Where a card item lies."""

    STOCK = "stock"
    PILE = "pile"
    MELD = "meld"
    STAGED = "staged"
    HAND = "hand"


@dataclass(frozen=True, slots=True)
class Target:
    """Where a point lies on the table, for a drop.

    Attributes:
        role: the stock, the pile, a meld, a staged meld, the hand, or None
            for the free table.
        index: the meld's or staged meld's index; in the hand, the place to
            insert before; on the pile, the depth (cards from the top).
        high: on a meld, the drop is nearer its high end.
        on_joker: on a meld, the drop is on a joker.
    """

    role: Role | None
    index: int = 0
    high: bool = True
    on_joker: bool = False


class CardItem(QGraphicsItem):
    """One card drawn face up or down, with its marks (taken, selected, focused)."""

    def __init__(
        self,
        card: Card | None,
        width: float,
        look: CardLook,
        role: Role,
        index: int = 0,
        place: int = 0,
    ) -> None:
        super().__init__()
        self.card = card
        self.width = width
        self.look = look
        self.role = role
        self.index = index
        self.place = place
        self.selected = False
        self.focused = False
        self.taken = False
        self.fresh = False
        self.hinted = False
        self.badge = ""
        self.stands_for = ""
        """On a joker in a meld: the card it stands for ("=5\u2665")."""
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        if card is not None:
            self.setToolTip(card_name(card))

    @property
    def height(self) -> float:
        return self.width * CARD_RATIO

    @override
    def boundingRect(self) -> QRectF:
        pad = 3.0
        return QRectF(-pad, -pad, self.width + 2 * pad, self.height + 2 * pad)

    @override
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width, self.height)
        if self.card is None:
            draw_back(painter, rect, self.look)
            return
        draw_face(painter, self.card, rect, self.look)
        radius = self.width * 0.08
        for on, colour in (
            (self.hinted, MARK_HINT),
            (self.fresh, MARK_FRESH),
            (self.taken, MARK_TAKEN),
            (self.selected, MARK_SELECTED),
            (self.focused, MARK_FOCUS),
        ):
            if on:
                painter.setPen(QPen(colour, max(2.0, self.width * 0.05)))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        if self.stands_for:
            font = QFont()
            font.setPixelSize(max(8, round(self.width * 0.15)))
            font.setBold(True)
            painter.setFont(font)
            box = QRectF(1, self.height * 0.34, self.width * OVERLAP - 2, self.height * 0.2)
            painter.setBrush(QColor("#f3e5f5"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRect(box)
            painter.setPen(QColor("#6a1b9a"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.stands_for)
        if self.badge:
            size = self.width * 0.3
            box = QRectF(self.width - size - 2, self.height - size - 2, size, size)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#37474f"))
            painter.drawEllipse(box)
            font = QFont()
            font.setPixelSize(max(7, round(size * 0.6)))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor("#ffffff"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.badge)


class FrameItem(QGraphicsItem):
    """A rounded frame behind a group of cards (a meld put out, the hand's tray)."""

    def __init__(self, rect: QRectF, colour: QColor, dashed: bool = False) -> None:
        super().__init__()
        self.rect = rect
        self.colour = colour
        self.dashed = dashed
        self.setZValue(-1)

    @override
    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    @override
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(self.colour, 2)
        if self.dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QBrush(QColor(0, 0, 0, 40)))
        painter.drawRoundedRect(self.rect, 8, 8)


def _initials(names: tuple[str, ...]) -> list[str]:
    """One or two letters per player, different for every player where possible."""
    firsts = [name[:1].upper() for name in names]
    return [
        first if firsts.count(first) == 1 else (name[:2].title() or first)
        for first, name in zip(firsts, names, strict=True)
    ]


class CardTableScene(QGraphicsScene):
    """The card table drawn from a board; see the module's docstring.

    Signals:
        redrawn(): every card and place was drawn again (a new board, a card
            selected, the focus moved, another look or size): whatever reads the
            table (the screen reader) reads it again. A clock tick
            (:meth:`show_seconds`) is no redraw.
    """

    redrawn = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setBackgroundBrush(FELT)
        self.board = CardBoard()
        self.look = LOOKS["two"]
        self.large = False
        self.size = QRectF(0, 0, 1000, 700)
        self.selected: set[Card] = set()
        self.focus = 0
        self.show_focus = False
        """The keyboard's card is marked once the keyboard is used; a mouse needs no mark."""
        self.hand_items: list[CardItem] = []
        self.pile_items: list[CardItem] = []
        self.meld_items: list[list[CardItem]] = []
        self.staged_items: list[list[CardItem]] = []
        self.stock_item: CardItem | None = None
        self.hand_title: QGraphicsSimpleTextItem | None = None
        """The line over the hand, the one text a clock tick changes (:meth:`show_seconds`)."""
        self.stock_rect = QRectF()
        self.pile_rect = QRectF()
        self.hand_rect = QRectF()
        self.table_rect = QRectF()
        self.meld_rects: list[QRectF] = []
        self.staged_rects: list[QRectF] = []
        self.card_width = 60.0
        self.hand_step = 0.0
        self.hint_cards: frozenset[Card] = frozenset()
        self.hint_meld: int | None = None
        self.hint_pile = 0
        self.hint_stock = False

    def set_hint(
        self,
        cards: frozenset[Card] = frozenset(),
        meld: int | None = None,
        pile: int = 0,
        stock: bool = False,
    ) -> None:
        """Mark a hint's step at the next redraw: ``cards`` of the hand, the table
        ``meld`` to lay off on, the top ``pile`` cards to take, the ``stock`` to draw
        from; nothing (the default) marks nothing."""
        self.hint_cards, self.hint_meld, self.hint_pile, self.hint_stock = cards, meld, pile, stock

    # -- drawing ----------------------------------------------------------
    def show_board(self, board: CardBoard) -> None:
        if board.turn_id != self.board.turn_id or board.hand_seat != self.board.hand_seat:
            self.selected = set()
        self.board = board
        self.selected &= set(board.hand)
        self.focus = min(self.focus, max(0, len(board.hand) - 1))
        self.redraw()

    def show_seconds(self, seconds: int | None) -> None:
        """A tick of the turn's clock: the hand's title says the new seconds, nothing else
        is drawn again.

        A tick comes every second of a timed turn on the GUI thread; building every
        card, frame and label again for it costs far more than the one line it changes,
        and a drag under way need not wait for its end to see the seconds move.
        """
        self.board = replace(self.board, seconds_left=seconds)
        if self.hand_title is not None:
            self.hand_title.setText(self._hand_title())

    def set_look(self, four_colour: bool, large: bool) -> None:
        self.look = LOOKS["four" if four_colour else "two"]
        self.large = large
        self.redraw()

    def set_size(self, width: float, height: float) -> None:
        self.size = QRectF(0, 0, max(200.0, width), max(200.0, height))
        self.redraw()

    def redraw(self) -> None:
        self._draw()
        self.redrawn.emit()

    def _draw(self) -> None:
        self.clear()
        self.hand_items, self.pile_items, self.meld_items, self.staged_items = [], [], [], []
        self.stock_item = self.hand_title = None
        self.meld_rects, self.staged_rects = [], []
        self.setSceneRect(self.size)
        board = self.board
        if not board.game:
            self._text(translate("CardTable", "No card game yet."), QPointF(20, 20), 18)
            return
        width, height = self.size.width(), self.size.height()
        cw = min(max(height * 0.105, 40.0), width * 0.085, 120.0)
        if self.large:
            cw = min(cw * LARGE, height * LARGE_HEIGHT_SHARE)
        self.card_width = cw
        ch = cw * CARD_RATIO
        margin = max(8.0, cw * 0.15)
        top = margin + 18
        self._draw_stock(QPointF(margin, top), cw)
        pile_left = margin + max(cw * 1.35, 96.0)
        players_width = min(max(width * 0.26, 220.0), 330.0)
        room = width - players_width - pile_left - margin
        pile_bottom = self._draw_pile(QPointF(pile_left, top), cw, room)
        self._draw_players(QRectF(width - players_width - margin, margin, players_width, ch + 18))
        hand_top = height - ch * 1.32 - margin - 18
        table_top = max(top + ch, pile_bottom) + margin
        self.table_rect = QRectF(
            margin, table_top, width - 2 * margin, hand_top - table_top - margin
        )
        self._draw_table(self.table_rect, cw)
        self.hand_rect = QRectF(0, hand_top - 4, width, height - hand_top + 4)
        self._draw_hand(QRectF(margin, hand_top, width - 2 * margin, height - hand_top), cw)

    def _text(
        self, text: str, at: QPointF, pixels: float, bold: bool = False, colour: QColor = TEXT
    ) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem(text)
        font = QFont()
        font.setPixelSize(max(9, round(pixels)))
        font.setBold(bold)
        item.setFont(font)
        item.setBrush(colour)
        item.setPos(at)
        self.addItem(item)
        return item

    def _card(
        self, card: Card | None, at: QPointF, cw: float, role: Role, index: int = 0, place: int = 0
    ) -> CardItem:
        item = CardItem(card, cw, self.look, role, index, place)
        item.setPos(at)
        self.addItem(item)
        return item

    def _draw_stock(self, at: QPointF, cw: float) -> None:
        board = self.board
        self.stock_rect = QRectF(at.x(), at.y(), cw, cw * CARD_RATIO)
        label = fill(translate("CardTable", "Stock %1"), board.stock_count)
        self._text(label, QPointF(at.x(), at.y() - 18), 13, bold=True)
        if self.hint_stock:
            self.addItem(FrameItem(self.stock_rect.adjusted(-6, -8, 8, 6), MARK_HINT))
        if board.stock_count == 0:
            self.addItem(FrameItem(self.stock_rect, TEXT, dashed=True))
            return
        for i in range(min(3, board.stock_count)):
            item = self._card(None, QPointF(at.x() + i * 2, at.y() - i * 2), cw, Role.STOCK)
        self.stock_item = item

    def _draw_pile(self, at: QPointF, cw: float, room: float) -> float:
        """The pile squared, or spread in rows that each show every card's corner; its bottom."""
        board = self.board
        shown = board.pile
        label = fill(translate("CardTable", "Discard pile %1"), board.pile_count)
        self._text(label, QPointF(at.x(), at.y() - 18), 13, bold=True)
        ch = cw * CARD_RATIO
        if not shown:
            self.pile_rect = QRectF(at.x(), at.y(), cw, ch)
            self.addItem(FrameItem(self.pile_rect, TEXT, dashed=True))
            return self.pile_rect.bottom()
        step = cw * OVERLAP
        per_row = max(2, int((room - cw) // step) + 1)
        rows = min(PILE_ROWS, -(-len(shown) // per_row))
        per_row = max(per_row, -(-len(shown) // rows))
        if per_row > 1:
            step = max(cw * 0.22, min(step, (room - cw) / (per_row - 1)))
        if not board.spread and board.pile_count > 1:  # a squared pile: its edge shows it is there
            self._card(None, QPointF(at.x() + 3, at.y() + 3), cw, Role.PILE, board.pile_count)
        for i, card in enumerate(shown):
            depth = len(shown) - i
            row, place = divmod(i, per_row)
            where = QPointF(at.x() + place * step, at.y() + row * ch * PILE_ROW_SHARE)
            item = self._card(card, where, cw, Role.PILE, depth)
            item.fresh = card in board.fresh and depth == 1
            item.hinted = depth <= self.hint_pile
            item.setZValue(i)
            self.pile_items.append(item)
        used = min(len(shown), per_row)
        height = ch * (1 + PILE_ROW_SHARE * (rows - 1))
        self.pile_rect = QRectF(at.x(), at.y(), cw + step * (used - 1), height)
        return self.pile_rect.bottom()

    def _draw_players(self, box: QRectF) -> None:
        board = self.board
        self.addItem(FrameItem(box, QColor("#8fbf9f")))
        lines = len(board.names)
        texts = [self._player_line(i) for i in range(lines)]
        pixels = min(15.0, max(9.0, (box.height() - 8) / max(lines, 1) * 0.62))
        while pixels > 9:
            font = QFont()
            font.setPixelSize(round(pixels))
            font.setBold(True)
            widest = max(QFontMetricsF(font).horizontalAdvance(t) for t in texts)
            if widest <= box.width() - 12:
                break
            pixels -= 1
        y = box.y() + 4
        for i, text in enumerate(texts):
            colour = MARK_FOCUS if i == board.turn else TEXT
            self._text(text, QPointF(box.x() + 6, y), pixels, bold=i == board.turn, colour=colour)
            y += pixels * 1.45

    def _player_line(self, i: int) -> str:
        """One player's line: the turn mark, cards held, total, and what matters in this game."""
        board = self.board
        mark = "\u25b6 " if i == board.turn else "   "
        parts = [
            (
                translate("CardTable", "1 card")
                if board.hand_counts[i] == 1
                else fill(translate("CardTable", "%1 cards"), board.hand_counts[i])
            ),
            fill(translate("CardTable", "total %1"), board.totals[i]),
        ]
        if board.preset == "rum500":
            parts.append(fill(translate("CardTable", "laid %1"), board.laid_points[i]))
        if board.eliminated[i]:
            parts.append(translate("CardTable", "out"))
        elif board.opened[i] and board.opening_points:
            parts.append(translate("CardTable", "opened"))
        return f"{mark}{board.names[i]}: " + ", ".join(parts)

    def _draw_table(self, area: QRectF, cw: float) -> None:
        board = self.board
        groups: list[tuple[Role, tuple[Card, ...], LaidMeld | None]] = [
            (Role.MELD, meld.cards, meld) for meld in board.table
        ]
        groups.extend((Role.STAGED, cards, None) for cards in board.staged)
        if not groups:
            if board.on_turn:  # only where a person may lay one (not in a replay)
                hint = translate("CardTable", "Drop cards here to lay a meld")
                self._text(hint, QPointF(area.x() + 8, area.y() + 8), 14, colour=QColor("#b9d8c5"))
            return
        tw = cw
        while True:
            places = self._flow(groups, area, tw)
            if places is not None or tw < cw * 0.45:
                break
            tw *= 0.9
        if places is None:
            places = self._flow(groups, area, tw, force=True)
        assert places is not None
        initials = _initials(board.names)
        counts = {Role.MELD: 0, Role.STAGED: 0}
        for (role, cards, laid), origin in zip(groups, places, strict=True):
            index = counts[role]
            counts[role] += 1
            step = tw * OVERLAP
            rect = QRectF(origin.x(), origin.y(), tw + step * (len(cards) - 1), tw * CARD_RATIO)
            items: list[CardItem] = []
            if laid is not None:
                owner = laid.owner
                label = fill(translate("CardTable", "%1 (%2)"), index + 1, board.names[owner])
            else:
                label = fill(
                    translate("CardTable", "put out: %1 of %2 points"),
                    board.staged_points,
                    board.opening_points,
                )
                self.addItem(FrameItem(rect.adjusted(-4, -4, 4, 4), MARK_FOCUS, dashed=True))
            if laid is not None and index == self.hint_meld:  # the hint lays off here
                self.addItem(FrameItem(rect.adjusted(-5, -5, 5, 5), MARK_HINT, dashed=True))
            if laid is not None:
                self._text(label, QPointF(rect.x(), rect.y() - 15), 11)
            elif index == 0:  # one label: the points of all the melds put out together
                self._text(label, QPointF(rect.x(), rect.y() - 21), 12, True, MARK_FOCUS)
            for place, card in enumerate(cards):
                item = self._card(
                    card, QPointF(rect.x() + place * step, rect.y()), tw, role, index, place
                )
                if laid is not None and laid.laid_by[place] != laid.owner:
                    item.badge = initials[laid.laid_by[place]]
                item.fresh = card in board.fresh
                if laid is not None and card.is_joker:
                    item.stands_for = "=" + face_text(laid.faces[place])
                items.append(item)
            if role is Role.MELD:
                self.meld_items.append(items)
                self.meld_rects.append(rect)
            else:
                self.staged_items.append(items)
                self.staged_rects.append(rect)

    def _flow(
        self,
        groups: list[tuple[Role, tuple[Card, ...], LaidMeld | None]],
        area: QRectF,
        tw: float,
        force: bool = False,
    ) -> list[QPointF] | None:
        """Each group's top-left when laid out in rows; None when they do not fit."""
        gap = tw * 0.35
        row_height = tw * CARD_RATIO + 20
        x, y = area.x(), area.y() + 16
        places: list[QPointF] = []
        for _role, cards, _laid in groups:
            span = tw + tw * OVERLAP * (len(cards) - 1)
            if x + span > area.right() and x > area.x():
                x, y = area.x(), y + row_height
            places.append(QPointF(x, y))
            x += span + gap
        if y + row_height - 20 > area.bottom() and not force:
            return None
        return places

    def _draw_hand(self, area: QRectF, cw: float) -> None:
        board = self.board
        ch = cw * CARD_RATIO
        lift = ch * 0.18
        if board.hand_seat is None:
            if board.hidden_words:
                text = board.hidden_words
            elif board.phase is CardPhase.HANDOVER:
                text = translate("CardTable", "The hand is hidden until its player is ready.")
            else:
                text = translate("CardTable", "Hands are hidden while the computer plays.")
            self._text(text, QPointF(area.x(), area.y() + ch * 0.4), 16, bold=True)
            return
        self.hand_title = self._text(self._hand_title(), QPointF(area.x(), area.y() - 2), 13, True)
        cards = board.hand
        if not cards:
            return
        top = area.y() + 16 + lift
        room = area.width() - cw
        step = min(cw * 0.62, room / max(1, len(cards) - 1)) if len(cards) > 1 else 0.0
        span = cw + step * (len(cards) - 1)
        left = area.x() + (area.width() - span) / 2
        self.hand_step = step if len(cards) > 1 else cw
        middle = (len(cards) - 1) / 2
        for i, card in enumerate(cards):
            off = i - middle
            arc = (off * off) * ch * 0.004
            y = top + arc - (lift if card in self.selected else 0.0)
            item = self._card(card, QPointF(left + i * step, y), cw, Role.HAND, i)
            item.setRotation(off * min(1.2, 14 / max(len(cards), 1)))
            item.selected = card in self.selected
            item.taken = card in board.taken
            item.fresh = card == board.drawn_card  # the card just drawn, wherever sorted
            item.hinted = card in self.hint_cards
            item.focused = self.show_focus and i == self.focus
            item.setZValue(i)
            self.hand_items.append(item)

    def _hand_title(self) -> str:
        """The line over a shown hand: whose it is, what the turn waits for, its seconds."""
        board = self.board
        assert board.hand_seat is not None
        people = [seat for seat, computer in enumerate(board.computer) if not computer]
        if people == [board.hand_seat]:  # one person at the table: it is theirs
            title = translate("CardTable", "Your hand")
        else:
            title = fill(translate("CardTable", "Hand of %1"), board.names[board.hand_seat])
        if board.on_turn and not board.drawn and board.stock_count == 0:
            title += "  \u2014  " + translate(
                "CardTable", "the stock is empty: take from the pile, or press Draw"
            )
        elif board.on_turn and not board.drawn:
            title += "  \u2014  " + translate("CardTable", "draw from the stock or the pile")
        elif board.on_turn:
            title += "  \u2014  " + translate(
                "CardTable", "meld, lay off, then discard onto the pile"
            )
        if board.on_turn and board.seconds_left is not None:
            title += "  \u2014  " + fill(translate("CardTable", "%1 s left"), board.seconds_left)
        return title

    # -- where points lie -------------------------------------------------
    def target_at(self, point: QPointF) -> Target:
        """What lies under ``point``, for a drop."""
        grow = self.card_width * 0.25
        for index, rect in enumerate(self.meld_rects):
            if rect.adjusted(-grow, -grow, grow, grow).contains(point):
                items = self.meld_items[index]
                on = next(
                    (it for it in reversed(items) if it.sceneBoundingRect().contains(point)), None
                )
                joker = on is not None and on.card is not None and on.card.is_joker
                return Target(Role.MELD, index, point.x() >= rect.center().x(), joker)
        for index, rect in enumerate(self.staged_rects):
            if rect.adjusted(-grow, -grow, grow, grow).contains(point):
                return Target(Role.STAGED, index)
        if self.pile_rect.adjusted(-grow, -grow, grow, grow).contains(point):
            return Target(Role.PILE, self.pile_depth_at(point))
        if self.stock_rect.adjusted(-grow, -grow, grow, grow).contains(point):
            return Target(Role.STOCK)
        if self.hand_rect.contains(point):
            return Target(Role.HAND, self.hand_place_at(point))
        return Target(None)

    def pile_depth_at(self, point: QPointF) -> int:
        """How many cards from the top a grab at ``point`` takes (1: the top card)."""
        for item in reversed(self.pile_items):
            if item.sceneBoundingRect().contains(point):
                return item.index
        return 1

    def hand_place_at(self, point: QPointF) -> int:
        """The place in the hand a card dropped at ``point`` goes before."""
        for i, item in enumerate(self.hand_items):
            if point.x() < item.sceneBoundingRect().center().x():
                return i
        return len(self.hand_items)

    def item_at(self, point: QPointF) -> CardItem | None:
        """The topmost card under ``point``."""
        for item in self.items(point):
            if isinstance(item, CardItem):
                return item
        return None

    def hand_point(self, card: Card) -> QPointF:
        """The visible middle of a card in the hand (for clicks and drags)."""
        for item in self.hand_items:
            if item.card == card:
                shown = min(self.hand_step, self.card_width)
                return item.mapToScene(QPointF(shown * 0.45, item.height * 0.45))
        raise KeyError(str(card))
