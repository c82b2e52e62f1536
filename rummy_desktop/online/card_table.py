"""A card game (CARD_RULES.md: Rummy, Rummy 30/51, 500 Rum) at the table server.

The same seats, tokens, lobby and protocol as a tile game
(:class:`~rummy_desktop.online.seating.SeatedTable`); the game is the card
engine's :class:`~rummy_desktop.cards.core.state.CardGame`, ruled by its one
referee (:func:`~rummy_desktop.cards.core.referee.refusal` and ``play``). Each
seat is sent the card engine's own seat view (its hand, the others' card
counts, the open cards), and a card is named by its face and copy
(``"QS:1"``), as in the card game record.

A remote seat plays its turn move by move (draw, melds, discard); the table
plays its computer seats a whole turn at a time with the card runner's
``play_turn``, on a copy of the game (the live game is never shared with the
worker thread), seeded exactly as the headless card runner seeds it, so a
table of computer seats ends like ``selfplay --game``. Remote seats play against
the rules' turn timer, as at a tile table; the order around every move (who may
move, a refusal counted, the default, a turn out of time, the result, the
autosave's envelope) is :class:`~rummy_desktop.online.game_table.GameTable`'s,
the same for both. A move the referee refuses comes back with the referee's own
refusal code (``opening_needs_run``, the README's card code table) and its
phrase, so a window says it in its player's language.
"""

from __future__ import annotations

import copy
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from rummy_desktop import __version__
from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.cards.ai.players import CARD_LEVELS, CardPlayer, make_card_player
from rummy_desktop.cards.ai.runner import (
    MAX_ROUNDS,
    MAX_TURNS_PER_ROUND,
    Tally,
    play_turn,
)
from rummy_desktop.cards.ai.runner import decision_rng as card_decision_rng
from rummy_desktop.cards.core.actions import (
    CardAction,
    Discard,
    DrawStock,
    ExchangeJoker,
    GiveBack,
    LayMelds,
    LayOff,
    NextRound,
    Side,
    TakePile,
)
from rummy_desktop.cards.core.cards import Card, Suit, parse_face
from rummy_desktop.cards.core.referee import default_action, play, refusal
from rummy_desktop.cards.core.rules import CURRENT_EDITION, CardRules, card_preset
from rummy_desktop.cards.core.serialize import FORMAT_NAME as RECORD_FORMAT
from rummy_desktop.cards.core.serialize import FORMAT_VERSION as RECORD_VERSION
from rummy_desktop.cards.core.serialize import action_to_json, snapshot
from rummy_desktop.cards.core.state import (
    CardGame,
    Phase,
    RoundResult,
    SeatView,
    new_card_game,
    seat_view,
)
from rummy_desktop.core.errors import IllegalMove, RummyError
from rummy_desktop.core.game import Clock
from rummy_desktop.online.codec import BadFrame, is_int
from rummy_desktop.online.codes import new_code
from rummy_desktop.online.game_table import GameTable, deal_for
from rummy_desktop.online.protocol import (
    Create,
    Reason,
    SeatRequest,
    frame,
)
from rummy_desktop.online.seating import (
    ComputerWork,
    Notices,
    TableSeat,
)

DEFAULT: str = "default"
CARD_RULE: str = "card_rule"
"""The code of a card refusal that names no rule of its own (none does today)."""
CARD_VIEW_KEYS = frozenset(
    {
        "seat",
        "game",
        "rules",
        "names",
        "hand",
        "hand_counts",
        "stock_count",
        "pile",
        "pile_count",
        "table",
        "turn",
        "phase",
        "opened",
        "totals",
        "eliminated",
        "taken_this_turn",
        "round",
        "laid_points",
    }
)
"""Every key of a card view: the secrecy tests check that nothing else travels."""
CARD_SEAT_ONLY = frozenset({"seat", "hand", "taken_this_turn"})
"""The keys of a card view that belong to its seat: a watcher is shown the others."""


# -- cards and actions as JSON ----------------------------------------------------
def card_text(card: Card) -> str:
    return f"{card.face}:{card.copy}"


def card_from_text(raw: Any, game: CardGame) -> Card:
    if not isinstance(raw, str) or raw.count(":") != 1 or len(raw) > 8:
        raise BadFrame(f"{raw!r} is not a card (write it like 'QS:0': face and copy)")
    face_text, copy_text = raw.split(":")
    if not (copy_text.isascii() and copy_text.isdigit()):
        raise BadFrame(f"{raw!r}: the copy of a card is a small number")
    try:
        card = Card(parse_face(face_text), int(copy_text))
    except RummyError as exc:
        raise BadFrame(f"{raw!r}: {exc}") from None
    if card not in game.pack:
        raise BadFrame(f"{raw!r} is not in this game's pack")
    return card


def _cards(raw: Any, game: CardGame) -> tuple[Card, ...]:
    if not isinstance(raw, list) or len(raw) > len(game.pack):
        raise BadFrame("cards must be a list of cards")
    return tuple(card_from_text(item, game) for item in raw)


def _index(raw: Any) -> int:
    if not is_int(raw) or not 0 <= raw < 10_000:
        raise BadFrame(f"{raw!r} is not a meld's place on the table")
    return raw


def card_action_from_json(raw: dict[str, Any], game: CardGame) -> CardAction | str:
    """A seat's card move (``"default"``: what the rules do for a seat that does not choose)."""
    kind = raw.get("type")
    if kind == DEFAULT:
        return DEFAULT
    if kind == "draw":
        return DrawStock()
    if kind == "take":
        count = raw.get("count", 1)
        if not is_int(count) or not 1 <= count <= len(game.pack):
            raise BadFrame("a take's count is how many pile cards, at least 1")
        return TakePile(count)
    if kind == "give_back":
        return GiveBack()
    if kind == "meld":
        melds = raw.get("melds")
        suits = raw.get("joker_suits", [])
        if not isinstance(melds, list) or not isinstance(suits, list) or len(melds) > 20:
            raise BadFrame("a meld move holds melds (lists of cards) and their joker_suits")
        try:
            named = tuple(tuple(Suit(s) for s in group) for group in suits)
        except (TypeError, ValueError):
            raise BadFrame("a joker's suit is C, D, H or S") from None
        return LayMelds(tuple(_cards(m, game) for m in melds), named)
    if kind == "lay_off":
        try:
            side = Side(str(raw.get("side", Side.HIGH.value)))
        except ValueError:
            raise BadFrame("a lay-off's side is low or high") from None
        return LayOff(_index(raw.get("meld")), _cards(raw.get("cards"), game), side)
    if kind == "exchange":
        return ExchangeJoker(_index(raw.get("meld")), _cards(raw.get("cards"), game))
    if kind == "discard":
        return Discard(card_from_text(raw.get("card"), game))
    raise BadFrame(
        f"unknown card action {kind!r} "
        "(draw, take, give_back, meld, lay_off, exchange, discard or default)"
    )


def card_view_to_json(view: SeatView, game: CardGame) -> dict[str, Any]:
    """One seat's card view: its own hand, and of the others only what all may see."""
    return {
        "seat": view.seat,
        "game": game.rules.preset,
        "rules": game.rules.to_dict(),
        "names": [s.name for s in game.seats],
        "hand": [card_text(c) for c in view.hand],
        "hand_counts": list(view.hand_counts),
        "stock_count": view.stock_count,
        "pile": [card_text(c) for c in view.pile],
        "pile_count": view.pile_count,
        "table": [
            {
                "cards": [card_text(c) for c in meld.cards],
                "faces": [str(f) for f in meld.faces],
                "kind": meld.kind,
                "laid_by": list(meld.laid_by),
            }
            for meld in view.table
        ],
        "turn": view.turn,
        "phase": view.phase.value,
        "opened": list(view.opened),
        "totals": list(view.totals),
        "eliminated": list(view.eliminated),
        "taken_this_turn": [card_text(c) for c in view.taken_this_turn],
        # Public too: the round being played, and what each seat's cards on the table
        # score this round (500 Rum), which a joker won back changes.
        "round": game.round_no + 1,
        "laid_points": [s.laid_points for s in game.seats],
    }


def card_reason(why: IllegalMove, message: str) -> Reason:
    """The card referee's refusal as one reason of a ``refusal`` frame.

    Its code is the referee's own (the README's card code table), so a client
    knows which rule refused a move without reading the English: the window
    keeps an opening short of its points put out on ``opening_short``.
    """
    return Reason(why.code or CARD_RULE, message, why.words)


# -- the table --------------------------------------------------------------------
@dataclass(slots=True)
class CardProgress:
    """What the headless card runner counts, counted the same way at the table."""

    illegal: list[list[str]]
    turns: int = 0
    round_turns: int = 0
    capped: bool = False
    refused: dict[int, str] = field(default_factory=dict)


def round_end_how(result: RoundResult) -> str:
    """The ``how`` of a card ``round_end`` frame: ``went_out``, the limit of CARD_RULES.md
    8.9 that ended a round nobody could end (``renewals``, ``passing``), ``stuck`` for
    one where nobody could go out any more, else ``stock``."""
    if result.out is not None:
        return "went_out"
    if result.limit is not None:
        return str(result.limit)
    return "stuck" if result.stuck else "stock"


def _copy_without_history(game: CardGame) -> CardGame:
    """A copy of ``game`` for a computer's turn, its history left empty: copying a long
    match's history every turn made each turn slower than the last (a 100-round match of
    9,600 turns took minutes at the table, seconds headless). The turn's actions are
    added to the match's history when the turn is taken over."""
    history, game.history = game.history, []
    try:
        return copy.deepcopy(game)
    finally:
        game.history = history


class CardTable(GameTable[CardAction]):
    """One card game at the table server."""

    levels = tuple(CARD_LEVELS)
    SEAT_ONLY = CARD_SEAT_ONLY
    _progress: CardProgress

    def __init__(
        self,
        code: str,
        seats: Sequence[TableSeat],
        game: CardGame,
        *,
        started: bool = False,
        progress: CardProgress | None = None,
        clock: Clock = time.monotonic,
    ) -> None:
        self.game = game
        self.game_name = game.rules.preset
        progress = progress or CardProgress([[] for _ in seats])
        super().__init__(
            code, seats, len(game.seats), started=started, progress=progress, clock=clock
        )

    @classmethod
    def create(
        cls,
        seats: Sequence[SeatRequest],
        rules: CardRules,
        seed: int | None,
        clock: Clock = time.monotonic,
    ) -> tuple[CardTable, list[str]]:
        """A new card table and the seats' tokens in seat order ("" for computer seats).

        Raises:
            Refused: a number of players the game is not for, a repeated name
                or an unknown player.
        """
        deal = partial(new_card_game, rules)
        table_seats, tokens, game = deal_for(seats, cls.levels, seed, deal)
        table = cls(new_code(), table_seats, game, clock=clock)
        table._start_if_all_joined()
        return table, tokens

    def _deal(self, seed: int) -> None:
        names = [seat.name for seat in self.game.seats]
        self.game = new_card_game(self.game.rules, names, seed)
        self._progress = CardProgress([[] for _ in self.seats])

    def _rename(self, seat: int, name: str) -> None:
        self.game.seats[seat].name = name

    # -- what seats see ---------------------------------------------------------
    @property
    def game_seed(self) -> int:
        return self.game.seed

    @property
    def at(self) -> int:
        return len(self.game.history)

    def _seat_view_json(self, seat: int) -> dict[str, Any]:
        return card_view_to_json(seat_view(self.game, seat), self.game)

    def _seat_on_turn(self) -> int:
        return self.game.turn

    def _turn_open(self) -> bool:
        return self.game.phase in (Phase.DRAW, Phase.PLAY)

    # -- moves ------------------------------------------------------------------
    def _move_from_json(self, action: dict[str, Any]) -> CardAction | str:
        return card_action_from_json(action, self.game)

    def _judge(self, move: CardAction) -> IllegalMove | None:
        return refusal(self.game, move)

    def _reasons(self, move: CardAction, why: IllegalMove, message: str) -> tuple[Reason, ...]:
        return (card_reason(why, message),)

    def _play(self, seat: int, move: CardAction) -> Notices:
        play(self.game, move)
        if self.game.turn != seat or not self._turn_open():
            self._turn_ended()
        return self._after()

    def _play_default(self, seat: int) -> Notices:
        return self._play(seat, default_action(self.game))

    def computer_work(self, cancel: CancelFlag) -> tuple[int, ComputerWork]:
        level = self._computer_level()
        game = self.game
        seat = game.turn
        player: CardPlayer = self._players.setdefault((seat, level), make_card_player(level))
        rng = card_decision_rng(game.seed, game.round_no, self._progress.round_turns, seat)
        copy_of_game = _copy_without_history(game)

        def work() -> object:
            tally = Tally()
            play_turn(copy_of_game, player, rng, tally)
            return seat, copy_of_game, tally

        return self.at, work

    def finish_computer(self, at: int, outcome: object) -> Notices:
        if not (isinstance(outcome, tuple) and len(outcome) == 3):
            raise TypeError(f"not a computer turn: {outcome!r}")
        seat, played, tally = outcome
        if not (isinstance(played, CardGame) and isinstance(tally, Tally)):
            raise TypeError(f"not a computer turn: {outcome!r}")
        self._check_may_act(seat, at)
        self.game.history.extend(played.history)  # the turn's actions, after the match's
        played.history = self.game.history
        self.game = played
        self._progress.illegal[seat].extend(tally.illegal)
        self._turn_ended()
        return self._after()

    def _time_up(self) -> Notices:
        """The rules' ``turn_timer_seconds`` ran out: the turn ends as for a player who does
        nothing, as in the window: cards taken from the pile go back, a card is drawn and
        one discarded by the rules' default."""
        game, seat = self.game, self.game.turn
        while game.turn == seat and game.phase in (Phase.DRAW, Phase.PLAY):
            play(game, default_action(game))
        self._turn_ended()
        return self._after()

    def _turn_timing(self) -> tuple[tuple[int, int, int], float | None]:
        """Computers are untimed."""
        game = self.game
        playing = (
            self.started
            and not self.finished
            and self.seats[game.turn].remote
            and game.phase in (Phase.DRAW, Phase.PLAY)
        )
        seconds = game.rules.turn_timer_seconds if playing else None
        return (game.round_no, self._progress.turns, game.turn), seconds

    # -- after every change -------------------------------------------------------
    def _turn_ended(self) -> None:
        self._progress.refused.clear()
        self._progress.turns += 1
        self._progress.round_turns += 1

    def _after(self) -> Notices:
        """Deal on after a round's end, as the headless runner does; the result at the end."""
        game, progress = self.game, self._progress
        notices: Notices = []
        last_round_ended = game.phase is Phase.MATCH_OVER and self._result is None
        if game.phase is Phase.ROUND_OVER or (last_round_ended and game.results):
            notices.append(self._round_end_frame())  # the match's last round too, as tiles
        if game.phase is Phase.ROUND_OVER:
            if len(game.results) >= MAX_ROUNDS:
                progress.capped = True
            else:
                play(game, NextRound())
                progress.round_turns = 0
        elif game.phase is not Phase.MATCH_OVER and progress.round_turns >= MAX_TURNS_PER_ROUND:
            progress.capped = True
        return self._settled(notices)

    def _round_end_frame(self) -> dict[str, Any]:
        game = self.game
        last = game.results[-1] if game.results else None
        return frame(
            "round_end",
            round=game.round_no,
            how=None if last is None else round_end_how(last),
            winner=None if last is None else last.out,
            scores=[] if last is None else list(last.changes),
            totals=[s.total for s in game.seats],
        )

    def _match_result(self) -> dict[str, Any] | None:
        game, progress = self.game, self._progress
        ended = self.ended_by_host
        if game.phase is not Phase.MATCH_OVER and not progress.capped and not ended:
            return None
        levels = [s.plays_as() for s in self.seats]
        winner = None if ended else game.winner
        # The same object as ``selfplay --game ... --json`` prints last.
        return {
            "game": game.rules.preset,
            "seed": game.seed,
            "house_rules": game.rules.house_rules(),
            "players": levels,
            "winner": winner,
            "winner_level": None if winner is None else levels[winner],
            "winners": [] if ended else list(game.winners),
            "scores": [s.total for s in game.seats],
            "turns": progress.turns,
            "rounds": len(game.results),
            "illegal_moves": sum(len(x) for x in progress.illegal),
            "capped": progress.capped,
        }

    # -- saving -----------------------------------------------------------------------
    def _progress_json(self) -> dict[str, Any]:
        progress = self._progress
        return {
            "illegal": progress.illegal,
            "turns": progress.turns,
            "round_turns": progress.round_turns,
            "capped": progress.capped,
        }

    def _record_json(self, since: int) -> dict[str, Any]:
        """What ``cards.core.serialize.dumps`` writes, without its indentation."""
        game = self.game
        return {
            "format": RECORD_FORMAT,
            "format_version": RECORD_VERSION,
            "app_version": __version__,
            "rules": game.rules.to_dict(),
            "seed": game.seed,
            "seats": [seat.name for seat in game.seats],
            "actions": [action_to_json(action) for action in game.history[since:]],
            "state": snapshot(game),
        }


def open_card_table(message: Create, clock: Clock) -> tuple[CardTable, list[str]]:
    """The table server's new card table (each card family's ``table`` in the registry).

    Options the ``create`` frame does not name keep the game's preset value;
    a new table is always played under today's reading of the rule book; the
    clock times the turns of remote seats when the rules set a turn timer.

    Raises:
        RummyError: rules that cannot be read; Refused: seats the game cannot seat.
    """
    base = card_preset(message.game).to_dict()
    chosen = {**base, **message.rules, "preset": message.game}
    rules = CardRules.from_dict({**chosen, "edition": CURRENT_EDITION})
    return CardTable.create(message.seats, rules, message.seed, clock)
