"""A remote seat of a card game played in the window: the table's views in, moves out.

The card counterpart of :class:`~rummy_desktop.app.online.play.OnlinePlay`.
The table (:mod:`rummy_desktop.online.card_table`) holds the game; this seat
only ever sees its own card view. A card turn is several moves (draw, melds,
lay-offs, a discard), and each goes to the table as it is made, answering the
latest view; the table's referee rules on each, and a refusal comes back with
its reason while nothing changes. So there is no undo here: what the table
accepted is played, as at a real table.

Two things stay on this computer: the player's own order of the hand, and
melds *put out* for an opening that one meld does not make (short of its
points or its run, or without the card taken from the pile). Each meld laid
goes to the table together with those put out before it, as one move; when
the table's referee refuses them for a reason more melds can answer (its
refusal code, as at home: ``opening_short``, ``opening_needs_run``,
``pile_card_unused``), they stay put out here and the table's reason is said.
So the referee at the table alone judges the opening, and every word about
the melds put out is its reason for them all.

What the window draws is a :class:`~rummy_desktop.app.cards.board.CardBoard`,
as for a card game at home, so the same card scene serves both.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, Final

from PySide6.QtCore import QObject

from rummy_desktop.app.cards.arrange import meld_layouts
from rummy_desktop.app.cards.board import CardBoard, CardPhase, LaidMeld
from rummy_desktop.app.cards.controller import STAGING_CODES, sort_by_rank, sort_by_suit
from rummy_desktop.app.cards.words import refusal_text, say_card
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.online.card_log import card_of, move_lines
from rummy_desktop.app.online.chat import one_line
from rummy_desktop.app.online.refusals import (
    reason_codes,
    refusal_said,
)
from rummy_desktop.app.online.seat import OnlineSeat
from rummy_desktop.app.online.seat_play import OnlineSeatPlay, keep_order
from rummy_desktop.cards.core.actions import Side
from rummy_desktop.cards.core.cards import Card, parse_face
from rummy_desktop.cards.core.melds import InvalidMeld, judge_meld
from rummy_desktop.cards.core.rules import CardRules, PileTaking
from rummy_desktop.cards.core.scoring import opening_points
from rummy_desktop.cards.core.wording import ALL_TEMPLATES as CARD_TEMPLATES
from rummy_desktop.core.errors import RummyError
from rummy_desktop.online.card_table import card_text
from rummy_desktop.online.protocol import RefusalCode

LOG_LINES_KEPT: Final = 500


def cards_of(texts: Sequence[str]) -> tuple[Card, ...]:
    return tuple(card_of(t) for t in texts)


class OnlineCardPlay(OnlineSeatPlay):
    """One remote seat of a card game, for the window (its signals are those of
    :class:`~rummy_desktop.app.online.seat_play.OnlineSeatPlay`; the clock is counted
    down here and shown on the board)."""

    def __init__(self, seat: OnlineSeat, parent: QObject | None = None) -> None:
        super().__init__(seat, parent)
        self.view: dict[str, Any] | None = None
        self.rules: CardRules | None = None
        self.staged: list[tuple[Card, ...]] = []
        self._staged_said = ""
        """The table's reason the melds put out are not laid, in the player's words."""
        self._kept: tuple[list[tuple[Card, ...]], str] | None = None
        """While melds are offered to the table: what was put out before, and its reason."""
        self._order: list[Card] = []
        self.log: list[str] = []
        """What was played, one line per move, found from the views (:mod:`online_card_log`)."""
        self._board = CardBoard()
        self._ticker = self.countdown.timer
        self.countdown.ticked.connect(self._changed)

    # -- what the table says -------------------------------------------------
    def _viewed(self, message: dict[str, Any]) -> None:
        try:
            view = dict(message["view"])
            rules = CardRules.from_dict(view["rules"])
            hand = cards_of(view["hand"])
        except (RummyError, KeyError, TypeError, ValueError) as exc:
            self.moveRefused.emit(str(exc))
            return
        if self.closed:
            return
        mine = view["turn"] == view["seat"]
        at = int(message["at"])
        if self._kept is not None:  # laid (the game moved on), or a view again after a reconnect
            self._put_out(*(self._kept if at == self.at else ([], "")))
        if not mine or view["phase"] not in ("draw", "play"):
            self._put_out([])  # put out for a turn that is over: back in the hand
        self.log = [*self.log, *move_lines(self.view, view)][-LOG_LINES_KEPT:]
        self.view, self.rules, self.at, self.sent = view, rules, at, False
        self._order = keep_order(self._order, hand)
        self.connectionChanged.emit("")
        self._changed()

    @property
    def seconds_left(self) -> float | None:
        """The table's turn timer for the seat on turn (None: none runs), counted down
        here between the table's clock frames."""
        return self.countdown.seconds

    def _clock_said(self, pause_changed: bool) -> None:
        self._changed()  # the seconds show on the board

    def _said(self, message: dict[str, Any]) -> str:
        return refusal_said(message, CARD_TEMPLATES, say_card)

    def _take_refusal(self, message: dict[str, Any], said: str) -> None:
        kept = self._kept
        if kept is None:
            self.moveRefused.emit(said)
        elif message.get("code") == RefusalCode.ILLEGAL and (
            STAGING_CODES & set(reason_codes(message))
        ):
            self._put_out(self.staged, said)  # not yet an opening: the melds stay put out
            self.moveRefused.emit(
                fill(translate("OnlineCardPlay", "Put out, not laid yet: %1."), said)
            )
        else:  # refused for another reason: as before the offer
            self._put_out(*kept)
            self.moveRefused.emit(said)
        self._changed()

    def _put_out(self, melds: list[tuple[Card, ...]], said: str = "") -> None:
        """The melds put out now, and the table's reason they are not laid ("" unknown)."""
        self.staged, self._staged_said, self._kept = list(melds), said, None

    def _lost(self, why: str) -> None:
        super()._lost(why)
        self._changed()  # the board shows no seconds while the table holds them

    def log_lines(self) -> list[str]:
        """What was played, one line per move (the window's log)."""
        return list(self.log)

    # -- what the window draws -----------------------------------------------
    @property
    def board(self) -> CardBoard:
        return self._board

    def _changed(self) -> None:
        self._board = self._make_board()
        self.stateChanged.emit()

    def _on_turn(self) -> bool:
        view = self.view
        return (
            view is not None
            and self.result is None
            and not self.closed
            and not self.paused
            and not self.sent
            and view["turn"] == view["seat"]
            and view["phase"] in ("draw", "play")
        )

    def _make_board(self) -> CardBoard:
        view, rules = self.view, self.rules
        if view is None or rules is None:
            return CardBoard()
        mine = self._on_turn()
        staged = {c for meld in self.staged for c in meld}
        remote = [bool(s.get("remote", True)) for s in self.lobby]
        names = tuple(one_line(n) for n in view["names"])
        if self.result is not None:
            phase = CardPhase.MATCH_OVER
        else:
            phase = CardPhase.HUMAN if mine else CardPhase.THINKING
        return CardBoard(
            game=True,
            preset=str(view["game"]),
            phase=phase,
            on_turn=mine,
            drawn=mine and view["phase"] == "play",
            names=names,
            computer=tuple(not remote[i] if i < len(remote) else False for i in range(len(names))),
            turn=int(view["turn"]),
            hand_seat=int(view["seat"]),
            hand=tuple(c for c in self._order if c not in staged),
            staged=tuple(self.staged),
            staged_points=self._staged_points(),
            opening_points=rules.opening_points,
            hand_counts=tuple(view["hand_counts"]),
            stock_count=int(view["stock_count"]),
            pile=cards_of(view["pile"]),
            pile_count=int(view["pile_count"]),
            spread=rules.pile_taking is PileTaking.ANY_DEPTH,
            table=tuple(
                LaidMeld(
                    cards_of(m["cards"]),
                    tuple(parse_face(f) for f in m["faces"]),
                    tuple(m["laid_by"]),
                    str(m["kind"]),
                )
                for m in view["table"]
            ),
            taken=cards_of(view["taken_this_turn"]) if mine else (),
            can_give_back=mine and bool(view["taken_this_turn"]),
            can_take=mine and view["phase"] == "draw" and int(view["pile_count"]) > 0,
            opened=tuple(view["opened"]),
            totals=tuple(view["totals"]),
            laid_points=tuple(view["laid_points"]),
            eliminated=tuple(view["eliminated"]),
            round_number=int(view["round"]),
            seconds_left=(
                None if not mine or self.seconds_left is None else math.ceil(self.seconds_left)
            ),
        )

    def _whose_turn(self) -> tuple[int, int, Sequence[str]] | None:
        view = self.view
        return None if view is None else (view["turn"], view["seat"], view["names"])

    # -- the player's intents -------------------------------------------------
    def _refuse(self, reason: str) -> bool:
        self.moveRefused.emit(reason)
        return False

    def _not_now(self) -> bool:
        return self._refuse(self._not_now_words())

    def _send(self, action: dict[str, Any]) -> bool:
        if not self._on_turn():
            return self._not_now()
        self.sent = True
        self.seat.play(self.at, action)
        self._changed()
        return True

    def draw_stock(self) -> bool:
        return self._send({"type": "draw"})

    def take_pile(self, count: int = 1) -> bool:
        return self._send({"type": "take", "count": count})

    def give_back(self) -> bool:
        """Put the cards taken back on the pile; not while melds put out may hold one."""
        if self.staged:
            return self._refuse(self._staged_first())
        return self._send({"type": "give_back"})

    def discard(self, card: Card) -> bool:
        if self.staged:
            return self._refuse(self._staged_first())
        return self._send({"type": "discard", "card": card_text(card)})

    def put_on_meld(self, meld: int, cards: Sequence[Card], side: Side, on_joker: bool) -> bool:
        """Lay ``cards`` off on table meld ``meld`` (on a joker: win it with them)."""
        if self.staged:
            return self._refuse(self._staged_first())
        texts = [card_text(c) for c in cards]
        if on_joker:
            return self._send({"type": "exchange", "meld": meld, "cards": texts})
        return self._send({"type": "lay_off", "meld": meld, "cards": texts, "side": side.value})

    def lay_meld(self, cards: Sequence[Card]) -> bool:
        """Lay ``cards`` as a new meld, ordered to make one, with the melds put out.

        The table lays them all in one move, or says why not; an opening it
        refuses for a reason more melds can answer stays put out here.
        """
        if not self._on_turn() or self.rules is None or self.view is None:
            return self._not_now()
        if not cards:
            return False
        layout = self._as_meld(cards)
        if isinstance(layout, str):
            return self._refuse(layout)
        return self._offer([*self.staged, layout])

    def lay_staged(self) -> bool:
        """Send the melds put out as they are (the table says what is still missing)."""
        if not self.staged:
            return False
        return self._offer(list(self.staged))

    def take_back_staged(self, index: int) -> bool:
        """Take a meld put out back into the hand; the table is asked about the rest again.

        Its reason for them changes (fewer points, no run left), and only the
        table knows it. A part of an opening it refused is refused again (it
        has fewer points, no run more, no card taken more), so asking lays nothing.
        """
        if self.sent:
            return self._not_now()
        if not 0 <= index < len(self.staged):
            return False
        del self.staged[index]
        self._staged_said = ""
        if self.staged and self._on_turn():
            return self._offer(list(self.staged))
        self._changed()
        return True

    def _offer(self, melds: list[tuple[Card, ...]]) -> bool:
        """Send ``melds`` to be laid in one move; meanwhile they show as put out."""
        if not self._on_turn():
            return self._not_now()
        self._kept = (list(self.staged), self._staged_said)
        self.staged = melds
        return self._send({"type": "meld", "melds": [[card_text(c) for c in m] for m in melds]})

    def _as_meld(self, cards: Sequence[Card]) -> tuple[Card, ...] | str:
        """The first order of ``cards`` that makes a meld, or why none does."""
        assert self.rules is not None
        why = ""
        for layout in meld_layouts(cards):
            try:
                judge_meld(layout, self.rules.max_jokers_per_meld)
            except InvalidMeld as exc:
                why = why or refusal_text(exc)
                continue
            return layout
        return why

    def _points(self, melds: Sequence[tuple[Card, ...]]) -> int:
        assert self.rules is not None
        limit = self.rules.max_jokers_per_meld
        return sum(opening_points(judge_meld(m, limit)) for m in melds)

    def _staged_points(self) -> int:
        return self._points(self.staged) if self.staged and self.rules is not None else 0

    def _staged_first(self) -> str:
        """Why nothing else may be played while melds are put out: the table's reason."""
        if not self._staged_said:
            return translate(
                "OnlineCardPlay", "Lay the melds you put out first, or take them back to your hand."
            )
        return fill(
            translate(
                "OnlineCardPlay",
                "The melds put out are not laid yet: %1. Lay more with them, or take them back to your hand.",  # noqa: E501
            ),
            self._staged_said,
        )

    def arrange_hand(self, cards: Sequence[Card]) -> bool:
        """The player's own order of the hand (on and off turn: it is their business)."""
        put_out = {c for meld in self.staged for c in meld}
        chosen = set(cards)
        if chosen != {c for c in self._order if c not in put_out}:
            return self._refuse(translate("OnlineCardPlay", "Those are not the cards in hand."))
        staged = [c for c in self._order if c not in chosen]
        self._order = [*cards, *staged]
        self._changed()
        return True

    def sort_hand(self, by: str) -> bool:
        key = sort_by_rank if by == "rank" else sort_by_suit
        return self.arrange_hand(sorted(self._board.hand, key=key))
