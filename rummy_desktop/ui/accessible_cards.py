"""The card table through a screen reader: the hand, the stock, the pile and the melds.

:func:`install_card_screen_reader_support` does for the card window what
:mod:`rummy_desktop.ui.accessible_table` does for tiles:

- the hand is a list named "Your hand (11)" holding each card by name
  ("queen of hearts", "3 of 11, selected"); the stock, the discard pile and
  every meld ("meld 2, run of Ann: 5 of hearts, 6 of hearts, joker as 7 of
  hearts") and the cards put out towards an opening are objects too, over
  the places they are drawn; a hidden hand has no cards;
- with the table focused, **H** reads the hand, **M** the melds, **P** the
  pile and the stock, **N** what happened since your last turn, **W** why
  the last move was refused;
- the arrow keys and Space say the chosen card; "Your turn", the log's lines,
  refusals and the timer's last seconds are announced, and the focus goes to
  the table when a person's turn begins.

A tick of a timed turn's clock (or "+30 s") reads nothing again: the entries
never say the seconds (the last ones are announced as they run out), so the
table is read anew only when the scene was drawn again or its board changed
in more than its seconds.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, Protocol

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QAccessible, QKeyEvent
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from rummy_desktop.app.cards.board import CardBoard, LaidMeld
from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.turn_news import TurnNews
from rummy_desktop.cards.core.cards import Card
from rummy_desktop.ui.accessible_items import Entry, ProxyLayer
from rummy_desktop.ui.announcer import Announcer
from rummy_desktop.ui.cards.art import card_name
from rummy_desktop.ui.cards.scene import CardTableScene
from rummy_desktop.ui.cards.view import CardTableView
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.focus_ring import FocusRing, keep_arrows_off_buttons


class CardWindowParts(Protocol):
    """What the reader reads of the card window (which builds the reader: no import back)."""

    controller: CardController
    view: CardTableView
    scene: CardTableScene
    message: QLabel

    def centralWidget(self, /) -> QWidget | None: ...

    def isVisible(self, /) -> bool: ...

    def focusWidget(self, /) -> QWidget: ...

    def window(self, /) -> QWidget:
        """The window as a widget (a top-level widget's window() is itself)."""
        ...


WARN_AT: Final = (30, 10)
CHOOSING_KEYS: Final = frozenset(
    {int(Qt.Key.Key_Left), int(Qt.Key.Key_Right), int(Qt.Key.Key_Space)}
)


def cards_words(cards: tuple[Card, ...] | list[Card]) -> str:
    return ", ".join(card_name(card) for card in cards)


def laid_meld_words(number: int, meld: LaidMeld, names: tuple[str, ...]) -> str:
    """ "meld 2, run of Ann: 5 of hearts, 6 of hearts, joker as 7 of hearts"."""
    parts = []
    for card, face in zip(meld.cards, meld.faces, strict=False):
        if card.is_joker:
            parts.append(fill(translate("CardReader", "joker as %1"), card_name(Card(face))))
        else:
            parts.append(card_name(card))
    kind = (
        translate("CardReader", "run")
        if meld.kind == "run"
        else translate("CardReader", "set")
        if meld.kind == "set"
        else meld.kind
    )
    owner = names[meld.owner] if 0 <= meld.owner < len(names) else ""
    return fill(
        translate("CardReader", "meld %1, %2 of %3: %4"), number, kind, owner, ", ".join(parts)
    )


def discard_pile_words(board: CardBoard) -> str:
    """The discard pile: all of it when spread (500 Rum), else its top."""
    if not board.pile:
        return translate("CardReader", "The discard pile is empty.")
    if board.spread:
        return fill(
            translate("CardReader", "Discard pile, from the bottom: %1."),
            cards_words(board.pile),
        )
    return fill(
        translate("CardReader", "Discard pile, top: %2; %1 in the pile."),
        board.pile_count,
        card_name(board.pile[-1]),
    )


def pile_words(board: CardBoard) -> str:
    """The discard pile and the stock."""
    stock = fill(translate("CardReader", "Cards in the stock: %1."), board.stock_count)
    return discard_pile_words(board) + " " + stock


class CardTableReader(QObject):
    """Keeps the accessible card table of one card window, and speaks for it.

    Args:
        window: the card window (its controller, scene, view and message label).
    """

    def __init__(self, window: CardWindowParts) -> None:
        super().__init__(window.window())
        self.window = window
        self.controller = window.controller
        self.announcer = Announcer(window.window())
        viewport = window.view.viewport()
        window.view.setAccessibleName(translate("CardReader", "Card table"))
        window.view.setAccessibleDescription(
            translate(
                "CardReader",
                "Left and Right choose a card, Space selects it, Enter lays the selection."
                " H reads your hand, M the melds, P the pile, N what happened since your"
                " last turn, W why a move was refused.",
            )
        )
        self.hand_layer = ProxyLayer(viewport, QAccessible.Role.List)
        self.table_layer = ProxyLayer(viewport)
        self._turn_key: tuple[int, int] | None = None
        self._message = ""
        self._whole = False
        """A whole read is due (the table was drawn again), not only the clock's seconds."""
        board = self.controller.board
        self.news = TurnNews(board.turn if board.game else None)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._read_when_free)
        window.message.setAccessibleName("")
        window.message.setAccessibleDescription(translate("CardWindow", "Why a move was refused"))
        window.view.installEventFilter(self)
        viewport.installEventFilter(self)
        central = window.centralWidget()
        buttons = central.findChildren(QPushButton) if central is not None else []
        keep_arrows_off_buttons(buttons)
        self.focus_ring = FocusRing(window.window())
        c = self.controller
        window.scene.redrawn.connect(self.schedule)
        c.changed.connect(self.schedule)
        c.refused.connect(lambda reason: self.announcer.say(reason, urgent=True))
        c.message.connect(self._log_line)
        c.logReset.connect(self.news.reset)
        c.turnStarted.connect(self.news.turn_started)
        c.timerChanged.connect(self._timer_changed)
        # A pause or a resume comes with changed; time taken from a bank moves only
        # the seconds, which no entry says.
        c.secondsChanged.connect(self._timer.start)
        self.sync()

    def schedule(self) -> None:
        """Read the whole table again once the event loop is free (it was drawn again,
        or the game moved on); many changes in one pass of the loop make one read."""
        self._whole = True
        self._timer.start()

    def _read_when_free(self) -> None:
        """The whole table is read again unless only the clock's seconds moved (a tick,
        or "+30 s"), which no entry says; a refusal the window showed by itself is
        still said at once."""
        if self._whole:
            self.sync()
        else:
            self._say_new_message()

    # -- the accessible objects -------------------------------------------------------
    def _rect(self, rect: QRectF) -> QRect:
        return self.window.view.mapFromScene(rect).boundingRect()

    def sync(self) -> None:
        scene = self.window.scene
        board = scene.board
        self._whole = False
        cards = []
        count = len(scene.hand_items)
        for index, item in enumerate(scene.hand_items):
            if item.card is None:
                continue
            where = fill(translate("CardReader", "%1 of %2"), index + 1, count)
            if item.card in scene.selected:
                where = fill(translate("CardReader", "%1, selected"), where)
            cards.append(Entry(card_name(item.card), where, self._rect(item.sceneBoundingRect())))
        if board.hand_seat is None:
            hand_name = board.hidden_words or translate("CardReader", "Hand hidden")
        else:
            hand_name = fill(translate("CardReader", "Your hand (%1)"), len(cards))
        if self.controller.paused:  # covered for everyone: a screen reader reads none of it
            self.hand_layer.show([])
            self.table_layer.show([])
            return
        self.hand_layer.show([Entry(hand_name, "", self._rect(scene.hand_rect), tuple(cards))])
        entries = [
            Entry(
                translate("CardReader", "Stock"),
                fill(translate("CardReader", "Cards in the stock: %1."), board.stock_count),
                self._rect(scene.stock_rect),
            ),
            Entry(discard_pile_words(board), "", self._rect(scene.pile_rect)),
        ]
        for index, meld in enumerate(board.table):
            rect = scene.meld_rects[index] if index < len(scene.meld_rects) else QRectF()
            entries.append(
                Entry(laid_meld_words(index + 1, meld, board.names), "", self._rect(rect))
            )
        for index, staged in enumerate(board.staged):
            rect = scene.staged_rects[index] if index < len(scene.staged_rects) else QRectF()
            entries.append(
                Entry(
                    fill(translate("CardReader", "put out, not yet laid: %1"), cards_words(staged)),
                    "",
                    self._rect(rect),
                )
            )
        self.table_layer.show(entries)
        self._greet_turn(board)
        self._say_new_message()

    def _greet_turn(self, board: CardBoard) -> None:
        if not board.on_turn:
            self._turn_key = None
            return
        key = (board.turn_id, board.turn)
        if key == self._turn_key:
            return
        self._turn_key = key
        self.announcer.say(
            fill(
                translate("CardReader", "Your turn, %1. Your hand (%2)."),
                board.names[board.turn],
                len(board.hand),
            )
        )
        if self.window.isVisible() and self.window.focusWidget() is not self.window.view:
            self.window.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _say_new_message(self) -> None:
        """A refusal the window showed by itself (not through the controller) is said too."""
        text = self.window.message.text()
        if text != self._message:
            self._message = text
            if text and not (self.announcer.said and self.announcer.said[-1] in text):
                self.announcer.say(text, urgent=True)

    # -- the log and the timer --------------------------------------------------------
    def _log_line(self, line: str) -> None:
        self.news.add(line)
        self.announcer.say(line)

    def _timer_changed(self, seconds: int) -> None:
        if seconds in WARN_AT and self.controller.board.on_turn:
            self.announcer.say(
                fill(translate("ScreenReader", "%1 seconds left."), seconds), urgent=True
            )

    # -- what the keys read ------------------------------------------------------------
    def hand_text(self) -> str:
        scene = self.window.scene
        board = scene.board
        if board.hand_seat is None:
            return board.hidden_words or translate("CardReader", "Hand hidden")
        hand = [item.card for item in scene.hand_items if item.card is not None]
        return fill(translate("CardReader", "Your hand (%1): %2."), len(hand), cards_words(hand))

    def melds_text(self) -> str:
        board = self.window.scene.board
        if not board.table and not board.staged:
            return translate("CardReader", "No melds on the table.")
        lines = [
            laid_meld_words(i + 1, meld, board.names) + "." for i, meld in enumerate(board.table)
        ]
        lines += [
            fill(translate("CardReader", "put out, not yet laid: %1"), cards_words(staged)) + "."
            for staged in board.staged
        ]
        return " ".join(lines)

    def news_text(self) -> str:
        board = self.controller.board
        lines = self.news.since(board.turn if board.on_turn else board.hand_seat)
        if lines is None:
            return translate("ScreenReader", "Nothing is known yet of your last turn.")
        said = " ".join(lines) or translate("ScreenReader", "Nobody played since.")
        return fill(translate("ScreenReader", "Since your last turn: %1"), said)

    def chosen_text(self) -> str:
        """The card under the keyboard's choice, its place, and whether it is selected."""
        scene = self.window.scene
        items = [item for item in scene.hand_items if item.card is not None]
        if not items:
            return self.hand_text()
        index = min(scene.focus, len(items) - 1)
        card = items[index].card
        assert card is not None
        where = fill(translate("CardReader", "%1 of %2"), index + 1, len(items))
        if card in scene.selected:
            where = fill(translate("CardReader", "%1, selected"), where)
        return f"{card_name(card)}, {where}"

    def read(self, key: int) -> bool:
        readers: dict[int, Callable[[], str]] = {
            int(Qt.Key.Key_H): self.hand_text,
            int(Qt.Key.Key_M): self.melds_text,
            int(Qt.Key.Key_P): lambda: pile_words(self.window.scene.board),
            int(Qt.Key.Key_N): self.news_text,
            int(Qt.Key.Key_W): lambda: self.window.message.text(),
        }
        reader = readers.get(int(key))
        if reader is None:
            return False
        if self.controller.paused:
            self.announcer.say(translate("ScreenReader", "The game is paused."), urgent=True)
            return True
        self.announcer.say(reader() or translate("ScreenReader", "Nothing to read."), urgent=True)
        return True

    def _after_key(self, key: int) -> None:
        self.sync()
        if key in CHOOSING_KEYS:
            text = self.chosen_text()
            self.window.view.setAccessibleDescription(text)
            self.announcer.say(text, urgent=True)

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Resize:
            self.schedule()
            return False
        if watched is not self.window.view or kind != QEvent.Type.KeyPress:
            return False
        if not isinstance(event, QKeyEvent):
            return False
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        key = int(event.key())
        if modifiers == Qt.KeyboardModifier.NoModifier and self.read(key):
            return True
        QTimer.singleShot(0, self, lambda: self._after_key(key))
        return False


def install_card_screen_reader_support(window: CardWindowParts) -> CardTableReader:
    """Make the card window readable and playable by ear (see the module docstring)."""
    return CardTableReader(window)
