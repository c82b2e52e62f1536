"""The replay viewer of a card game: a finished or saved card match, turn by turn.

The same controls as the tile replay (:class:`~rummy_desktop.ui.replay_viewer.ReplayViewer`),
drawn with the card window's own pieces: the card table scene (stock,
discard pile, the melds with who laid each card, a fanned hand) and, under
it, a row of small cards per seat. "Every hand" shows all of them (the game
is over, nothing is secret any more) with the hand of the seat on turn
fanned on the table; "What Ann saw" shows Ann's hand and the others as
counts. A game not over shows only the hand its one person saw, or none
(the rule every replay asks: :func:`~rummy_desktop.app.sight.open_seats`).
Stepping on shows a turn action by action (the draw, each meld, the
discard) at the chosen speed, as the card window shows a computer's turn.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QWidget

from rummy_desktop.app.cards.controller import round_end_of
from rummy_desktop.app.cards.replay import CardReplay, board_of, round_over, step_cards
from rummy_desktop.app.cards.words import cards_text
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.round_sheet import card_headline
from rummy_desktop.cards.core.cards import Card
from rummy_desktop.cards.core.state import CardGame
from rummy_desktop.ui.cards.art import LOOKS, CardLook, HandStrip
from rummy_desktop.ui.cards.scene import CardTableScene
from rummy_desktop.ui.cards.view import CardTableView
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.replay_viewer import EVERY_SEAT, ReplayViewer, SeatRows


class HandRow(HandStrip):
    """A row of small cards whose cards change as the replay moves."""

    def set_cards(self, cards: Sequence[Card]) -> None:
        self.cards = tuple(cards)
        words = cards_text(self.cards)
        self.setAccessibleName(words or translate("CardReplay", "no cards"))
        self.setToolTip(words)
        self.updateGeometry()
        self.update()


class CardReplayWindow(ReplayViewer):
    """Watch one card game again; non-modal, beside the game window.

    Args:
        replay: the game's positions.
        title: what the window is called (the game and its players, or the file).
        four_colour: the card window's four-colour suits.
        large: the card window's large cards.
        speed: the computer speed name, to start with.
        kept: None when the game is not on the shelf of finished games,
            else whether the user keeps it.
    """

    def __init__(
        self,
        replay: CardReplay,
        title: str,
        *,
        four_colour: bool = False,
        large: bool = False,
        speed: str = "normal",
        kept: bool | None = None,
        parent: QWidget | None = None,
    ) -> None:
        self.replay = replay
        self.state: CardGame = replay.state_at(0)
        self.shown: CardGame = self.state
        """The game drawn now: the position, or a moment of the turn being shown."""
        self._look: CardLook = LOOKS["four" if four_colour else "two"]
        self._large = large
        super().__init__(
            replay,
            replay.seats,
            title,
            translate("CardReplay", "Every hand"),
            translate("CardReplay", "No hands until the game is over"),
            speed=speed,
            kept=kept,
            parent=parent,
        )

    # -- building -------------------------------------------------------------
    @override
    def _build_board(self) -> QWidget:
        self.scene = CardTableScene(self)
        self.scene.set_look(self._look is LOOKS["four"], self._large)
        self.view = CardTableView(self.scene)
        self.view.setMinimumSize(400, 260)
        # Nothing is played here: no card is picked up, selected or dropped.
        self.view.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return self.view

    @override
    def _build_seats(self) -> QGridLayout:
        self.rows = SeatRows(self.replay.names, lambda: HandRow((), self._look))
        self.hand_rows = self.rows.strips
        self.count_labels = self.rows.count_labels
        return self.rows.grid

    # -- a position -------------------------------------------------------------
    @override
    def _load(self, position: int, frames: bool) -> list[CardGame]:
        """A turn is shown action by action: the game after each, but the last."""
        self.state = self.replay.state_at(position)
        self.shown = self.state
        return self.replay.frames(position)[:-1] if frames else []

    @override
    def _show_frame(self, frame: CardGame) -> None:
        self.shown = frame
        self._draw_scene()
        self._draw_seats()

    @override
    def _draw_board(self, *, glide: bool) -> None:
        self.shown = self.state
        self._draw_scene()
        self._draw_seats()

    @override
    def _round_number(self) -> int:
        return self.state.round_no + 1

    @override
    def _step_text(self) -> str:
        if self.position == 0:
            return fill(
                translate("Replay", "The first deal; %1 begins."),
                self.replay.names[self.state.turn],
            )
        text = " ".join(self.replay.told(self.position))
        if round_over(self.state) and self.state.results and not self._deal_step():
            text += " " + card_headline(round_end_of(self.state))
        return text

    def _deal_step(self) -> bool:
        return self.position > 0 and self.replay.step_into(self.position).deal

    # -- drawing ----------------------------------------------------------------
    @property
    def table_seat(self) -> int | None:
        """Whose hand is fanned on the table: the chosen seat's, or the seat on turn;
        None when that hand may not be shown."""
        chosen = self.viewer_seat
        seat = self.shown.turn if chosen == EVERY_SEAT else chosen
        return seat if self.shows(seat) else None

    def _draw_scene(self) -> None:
        fresh: frozenset[Card] = frozenset()
        if self.position > 0 and not self._deal_step():
            fresh = step_cards(self.replay.step_into(self.position).actions)
        hidden = translate("CardReplay", "Hands stay hidden until the game is over.")
        board = board_of(self.shown, self.replay.seats, self.table_seat, fresh, hidden)
        self.scene.show_board(board)

    @override
    def _view_changed(self) -> None:
        self._draw_scene()
        self._draw_seats()

    @override
    def _draw_seats(self) -> None:
        game = self.shown
        on_turn = not round_over(game)
        for seat, row in enumerate(self.hand_rows):
            hand = game.seats[seat].hand
            shown = self.shows(seat)
            row.set_cards(hand if shown else ())
            count = (
                translate("CardTable", "1 card")
                if len(hand) == 1
                else fill(translate("CardTable", "%1 cards"), len(hand))
            )
            self.rows.show_seat(
                seat, shown=shown, count=count, on_turn=on_turn and seat == game.turn
            )
