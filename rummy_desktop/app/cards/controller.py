"""The card table's controller: people's intents, computer turns, hot-seat privacy.

The card counterpart of :class:`~rummy_desktop.app.controller.GameController`,
with the same habits. The window sends intents (draw from the stock, take
from the pile, lay a meld, lay off, win a joker, discard, arrange the hand);
each is judged by the card referee (:func:`~rummy_desktop.cards.core.referee.refusal`)
and either played or refused with the referee's own words. After every change
the controller builds one frozen :class:`~rummy_desktop.app.cards.board.CardBoard`
and emits ``changed``; the window redraws from it and never holds the game.

Undo and Reset replay the turn from just after its latest draw (CARD_RULES.md
8.1): a draw is final, so they never go back past it, and never open a way
round a duty or a refusal. A card drawn from the stock has been seen. A take
from the discard pile keeps its duty (the card to use, its twin not to
discard) through every Reset; Undo of the take itself is the rule book's
*put back*, played as an action, after which the pile may not be taken again
this turn. An opening that is short of its points (or of its run, or of the
card taken from the pile) is *put out* first: its melds wait beside the table
until, together, they make the opening, and only then are they laid in one
action, as the rule book wants. Meanwhile every word about them names the
referee's reason for the whole opening put out, as the referee gives it.

A person's timed turn runs on the shared :class:`~rummy_desktop.app.turn_clock.TurnTimer`
as the tile game's does: Pause stops it (the hand is hidden and nothing may be
played until Resume), the house rule ``time_bank_seconds`` gives each player a
bank that pays once the turn's own time is up ("+30 s" moves time at once), and
a save keeps the banks and a paused or running turn (:meth:`CardController.clock_record`).

Computer turns run on :class:`~rummy_desktop.app.ai_worker.AiRunner`'s thread on
a seat view, in two questions (what to draw, then the play), and their actions
are played one by one at the chosen speed, each ruled on as in headless play
(:func:`~rummy_desktop.cards.ai.runner.rule_on`).
"""

from __future__ import annotations

import copy
import random
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Final

from PySide6.QtCore import QObject, QTimer, Signal

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.app.ai_worker import AiRunner
from rummy_desktop.app.cards.arrange import meld_layouts, put_on_meld
from rummy_desktop.app.cards.board import CardBoard, CardPhase, CardRoundEnd, LaidMeld
from rummy_desktop.app.cards.hint import CardHint, CardHinter, CardHintStep
from rummy_desktop.app.cards.setup import CardSetup
from rummy_desktop.app.cards.words import action_line, dealt_line, refusal_text, told_history
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.play_loop import SPEEDS, Job, MoveResult, PlayLoop, Why
from rummy_desktop.cards.ai.players import CardPlayer, make_card_player
from rummy_desktop.cards.ai.runner import decision_rng, rule_on
from rummy_desktop.cards.core import wording as w
from rummy_desktop.cards.core.actions import (
    ArrangeHand,
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
from rummy_desktop.cards.core.cards import Card, Suit
from rummy_desktop.cards.core.codes import CardCode
from rummy_desktop.cards.core.melds import InvalidMeld, MeldKind, judge_meld
from rummy_desktop.cards.core.referee import default_action, play, refusal
from rummy_desktop.cards.core.rules import CardMatchEnd, PileTaking, Scoring
from rummy_desktop.cards.core.scoring import opening_points
from rummy_desktop.cards.core.state import CardGame, Phase, new_card_game, seat_view
from rummy_desktop.core.errors import IllegalMove, RummyError
from rummy_desktop.core.seat import Seat
from rummy_desktop.core.serialize import TurnClock

MAX_PLAY_QUESTIONS: Final = 4
"""A computer is asked for its play at most this often in one turn (give-backs)."""
STAGING_CODES: Final = frozenset(
    {
        CardCode.OPENING_SHORT.value,
        CardCode.OPENING_NEEDS_RUN.value,
        CardCode.PILE_CARD_UNUSED.value,
    }
)
"""Refusals of a valid meld that more melds laid with it can answer: it is put out
(at home, and at a table server, whose refusals carry the same codes)."""

PlayerMaker = Callable[[str], CardPlayer]


CardResult = MoveResult
"""The controller's answer to an intent: done, or refused with a reason (as for tiles)."""


def sort_by_suit(card: Card) -> tuple[int, int]:
    return card.face.sort_key()


def sort_by_rank(card: Card) -> tuple[int, int]:
    suit = card.face.sort_key()[0]
    return (99, 0) if card.is_joker else (card.rank, suit)


def round_end_of(game: CardGame) -> CardRoundEnd:
    """The round just ended, for the round-end dialog (and a replay's words)."""
    rules = game.rules
    result = game.results[-1]
    rounds_left = None
    if rules.match_end is CardMatchEnd.ROUNDS:
        rounds_left = max(0, rules.match_rounds - len(game.results))
    return CardRoundEnd(
        names=tuple(s.name for s in game.seats),
        hands=tuple(tuple(s.hand) for s in game.seats),
        changes=result.changes,
        totals=tuple(s.total for s in game.seats),
        eliminated=tuple(s.eliminated for s in game.seats),
        out=result.out,
        rummy=result.rummy,
        winner=game.winner,
        low_wins=rules.scoring is Scoring.PENALTY,
        preset=rules.preset,
        target=rules.target_score if rules.match_end is CardMatchEnd.TARGET_SCORE else None,
        elimination=(
            rules.elimination_points if rules.match_end is CardMatchEnd.ELIMINATION else None
        ),
        rounds_left=rounds_left,
        history=tuple(r.changes for r in game.results),
        stuck=result.stuck,
        winners=game.winners,
        limit=result.limit,
        laid=(tuple(s.laid_points for s in game.seats) if rules.scoring is Scoring.POINTS else ()),
    )


def turn_so_far(game: CardGame) -> tuple[CardGame, list[CardAction]]:
    """Where Reset goes back to in this turn, and the steps Undo may take back since.

    At a turn's start that is the game itself. A game saved in the middle of a
    turn (after its draw) is replayed from its seed to just after that draw, so
    Undo and Reset work after Continue as before the save; a position with no
    seed to replay from (a tutorial's deal) starts from where it is.
    """
    history = game.history
    last_draw = None
    if game.phase is Phase.PLAY:  # a turn starts in DRAW but for a game opened mid-turn
        last_draw = next(
            (
                i
                for i in reversed(range(len(history)))
                if isinstance(history[i], DrawStock | TakePile | GiveBack)
            ),
            None,
        )
    if last_draw is None:
        return copy.deepcopy(game), []
    replayed = new_card_game(game.rules, [s.name for s in game.seats], game.seed)
    try:
        for action in history[: last_draw + 1]:
            play(replayed, action)
        done: list[CardAction] = [
            a for a in history[last_draw + 1 :] if not isinstance(a, ArrangeHand)
        ]
        again = copy.deepcopy(replayed)
        for action in done:
            play(again, action)
    except RummyError:
        return copy.deepcopy(game), []
    same_hands = all(
        Counter(a.hand) == Counter(b.hand) for a, b in zip(again.seats, game.seats, strict=True)
    )
    if again.table != game.table or not same_hands:  # not the game's own history
        return copy.deepcopy(game), []
    return replayed, done


class CardController(PlayLoop[CardBoard, CardHint]):
    """Runs a card game for the window.

    Signals:
        changed(): the board was replaced: redraw from :attr:`board`.
        refused(str): an intent was refused, with the referee's reason.
        handoverRequired(int): hands are hidden until that seat's owner clicks.
        roundEnded(object): a :class:`CardRoundEnd`; the match may be over too.
        message(str): what just happened, for the status bar and the game log.
        logTakenBack(int): Undo or Reset took moves back: the log's last so many lines go
            (the moves played again are told anew).
        logReset(list): a game was dealt or opened: the lines of its play so far,
            so the log holds this game's history and nothing of the one before.
        computerThinking(int, bool): a computer seat started or stopped thinking.
        turnStarted(int): a seat's turn began (after the hand-over for people).
        actionPlayed(): an action changed the game: the moment to autosave.
        gameStarted(): a game was dealt or opened (a finished one is not played again).
        timerChanged(int): seconds left on the turn timer, -1 when there is none.
        clockChanged(): the turn was paused or resumed, or time was taken from a time
            bank: the moment to redraw the clock and autosave.
    """

    changed = Signal()
    refused = Signal(str)
    logTakenBack = Signal(int)  # noqa: N815 - Qt signal name
    actionPlayed = Signal()  # noqa: N815 - Qt signal name
    gameStarted = Signal()  # noqa: N815 - Qt signal name

    board_shows_clock = True

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        player_factory: PlayerMaker = make_card_player,
        runner: AiRunner | None = None,
        timer_interval_ms: int = 1000,
    ) -> None:
        self._hinter = CardHinter()
        """The hint of the person on turn: for their window alone, never the log or a save."""
        super().__init__(
            parent,
            board=CardBoard(),
            hints=self._hinter,
            runner=runner,
            timer_interval_ms=timer_interval_ms,
        )
        self._player_factory = player_factory
        self._game: CardGame | None = None
        self._players: dict[int, CardPlayer] = {}
        self._drawn_card: Card | None = None
        self._base: CardGame | None = None
        self._lines_since_draw = 0
        self._done: list[CardAction] = []
        self._staged: list[tuple[Card, ...]] = []
        self._staged_suits: dict[tuple[Card, ...], tuple[Suit, ...]] = {}
        """The suit chosen for the joker of a set put out, by the meld's cards."""
        self._job_kind = ""
        self._queue: list[object] = []
        self._rng = random.Random(0)
        self._questions = 0
        self._gave_back = False
        self._round_turns = 0
        self._fresh: frozenset[Card] = frozenset()
        self._playing: set[Card] = set()

    # -- what the window reads --------------------------------------------
    @property
    def setup(self) -> CardSetup | None:
        """The card game in play as set up: its seats and rules (no seed: a new game
        from it deals afresh). Kept here only, so the window holds no copy."""
        game = self._game
        return None if game is None else CardSetup(self._seats, game.rules)

    @property
    def worker_busy(self) -> bool:
        """The worker thread is running a computer's question."""
        return self._runner.busy

    def game_copy(self) -> CardGame | None:
        """A copy of the game for saving; the live game never leaves the controller."""
        return copy.deepcopy(self._game) if self._game is not None else None

    # -- the game ---------------------------------------------------------
    def new_game(self, setup: CardSetup) -> None:
        """Deal ``setup``'s first round and start its first turn."""
        self.start(setup.new_game(), setup.seats)

    def start(self, game: CardGame, seats: Sequence[Seat], clock: TurnClock | None = None) -> None:
        """Play ``game`` (new or loaded) with ``seats``; any game in progress is dropped.

        Args:
            clock: a saved game's time banks and paused or running turn; a new game's
                banks are full (when its rules have a time bank).
        """
        players = {
            i: self._player_factory(s.level) for i, s in enumerate(seats) if s.level is not None
        }
        self._stop_all()
        self._fresh, self._playing = frozenset(), set()
        self._game = game
        self._players = players
        self._round_turns = 0
        self._take_seats(seats, game.rules.time_bank_seconds, clock)
        self.logReset.emit(told_history(game))
        self.gameStarted.emit()
        self._begin_turn()

    def shutdown(self) -> bool:
        """Stop thinking and timers (closing the window); True when the worker ended.

        The turn clock keeps its seconds, for the save written as the window closes."""
        self._clock.halt()
        self._step_timer.stop()
        self._thinking_job = -1
        return self._runner.abort_and_wait()

    # -- a person's intents ------------------------------------------------
    def draw_stock(self) -> CardResult:
        """Take the top card of the stock (the draw cannot be taken back: it was seen)."""
        if self._my_game() is None:
            return self._not_now()
        return self._play(DrawStock())

    def take_pile(self, count: int = 1) -> CardResult:
        """Take the top ``count`` cards of the discard pile (a depth only in 500 Rum).

        Like every draw it is final for Reset; only putting the cards back undoes it.
        """
        if self._my_game() is None:
            return self._not_now()
        return self._play(TakePile(count))

    def give_back(self) -> CardResult:
        """Put the cards just taken from the pile back (to draw from the stock instead).

        Not while melds are put out: one of them may hold a card taken.
        """
        if self._my_game() is None:
            return self._not_now()
        if self._staged:
            return self._refuse(self._staged_refusal())
        return self._play(GiveBack())

    def lay_meld(self, cards: Sequence[Card], joker_suit: Suit | None = None) -> CardResult:
        """Lay ``cards`` as a new meld, in the order that makes one.

        An opening short of its minimum (or one still missing its run, or the
        card taken from the pile) is put out instead: it is laid with the
        melds that follow it, all in one action.

        Args:
            joker_suit: in a set, the suit its joker stands for (one of
                :meth:`joker_suit_choices`); None: the first free suit.
        """
        game = self._my_game()
        if game is None:
            return self._not_now()
        if not cards:
            return self._refuse(refusal_text(IllegalMove("", w.phrase(w.NOTHING_TO_LAY))))
        if not self._staged_cards().isdisjoint(cards):
            return self._refuse(translate("CardController", "That card is already put out."))
        suits = (joker_suit,) if joker_suit is not None else ()
        return self._lay_with_staged([*self._staged], list(cards), suits)

    def joker_suit_choices(self, cards: Sequence[Card]) -> tuple[Suit, ...]:
        """The suits the one joker of ``cards`` may stand for when they can only be a set
        (CARD_RULES.md 2); () when there is no choice to make."""
        game = self._game
        if game is None or sum(1 for card in cards if card.is_joker) != 1:
            return ()
        kinds = set()
        for layout in meld_layouts(list(cards)):
            try:
                kinds.add(judge_meld(layout, game.rules.max_jokers_per_meld).kind)
            except InvalidMeld:
                continue
        if kinds != {MeldKind.SET}:
            return ()
        taken = {card.suit for card in cards if not card.is_joker}
        free = tuple(suit for suit in Suit if suit not in taken)
        return free if len(free) > 1 else ()

    def add_to_staged(self, index: int, cards: Sequence[Card]) -> CardResult:
        """Add ``cards`` to a meld put out but not yet laid."""
        if self._my_game() is None or not 0 <= index < len(self._staged):
            return self._not_now()
        others = [meld for i, meld in enumerate(self._staged) if i != index]
        return self._lay_with_staged(others, [*self._staged[index], *cards])

    def take_back_staged(self, index: int) -> CardResult:
        """Take a meld put out back into the hand."""
        if self._my_game() is None or not 0 <= index < len(self._staged):
            return self._not_now()
        del self._staged[index]
        self._staged_changed()
        return CardResult(True)

    def put_on_meld(
        self, meld: int, cards: Sequence[Card], side: Side = Side.HIGH, on_joker: bool = False
    ) -> CardResult:
        """Lay ``cards`` off onto table meld ``meld`` or, on a joker, win it with them."""
        game = self._my_game()
        if game is None:
            return self._not_now()
        if not cards:
            return self._refuse(refusal_text(IllegalMove("", w.phrase(w.NOTHING_TO_LAY))))
        if self._staged:
            return self._refuse(self._staged_refusal())
        action, why = put_on_meld(game, meld, cards, side, on_joker)
        if action is None:
            assert why is not None
            return self._refuse(refusal_text(why))
        return self._play(action)

    def discard(self, card: Card) -> CardResult:
        """End the turn by putting ``card`` on the discard pile."""
        if self._my_game() is None:
            return self._not_now()
        if self._staged:
            return self._refuse(self._staged_refusal())
        return self._play(Discard(card))

    def arrange_hand(self, cards: Sequence[Card]) -> CardResult:
        """The person's own order of their hand (cards put out keep their place)."""
        game = self._game
        seat = self._visible
        if game is None or seat is None or self._phase is CardPhase.HANDOVER or self.paused:
            return self._not_now()
        staged = self._staged_cards()
        order = [*cards, *(c for c in game.seats[seat].hand if c in staged)]
        action = ArrangeHand(seat, tuple(order))
        why = refusal(game, action)
        if why is not None:
            return self._refuse(refusal_text(why))
        play(game, action)
        if self._base is not None and self._phase is CardPhase.HUMAN:
            self._base.seats[seat].hand = self._ordered(self._base.seats[seat].hand, order)
        self._changed()
        return CardResult(True)

    def sort_hand(self, by: str) -> CardResult:
        """Sort the shown hand by ``"suit"`` or ``"rank"``."""
        key = sort_by_rank if by == "rank" else sort_by_suit
        return self.arrange_hand(sorted(self._board.hand, key=key))

    def undo(self) -> CardResult:
        """Take back the last step of the turn: a meld put out, the last action since
        the latest draw, or a take from the pile by putting its cards back (8.1).

        The take is never rewound silently: that would let the player take
        from the pile again, which the put-back forbids.
        """
        game = self._my_game()
        if game is None:
            return self._not_now()
        if self._staged:
            self._staged.pop()
            self._staged_changed()
            return CardResult(True)
        if self._done:
            self._replay(self._done[:-1])
            return CardResult(True)
        if game.memory.taken and refusal(game, GiveBack()) is None:
            return self._play(GiveBack())
        return self._refuse(translate("CardController", "There is nothing to undo."))

    def reset_turn(self) -> CardResult:
        """Take back the turn's melds and lay-offs, to just after its latest draw.

        A draw from the stock was seen, and a take from the pile keeps its
        duty: both stay (8.1); Undo puts cards taken back.
        """
        if self._my_game() is None:
            return self._not_now()
        staged, self._staged = self._staged, []
        self._replay([])
        if staged:
            self._say("")  # the status line no longer speaks of melds put out
        return CardResult(True)

    # -- playing ----------------------------------------------------------
    def _lay_with_staged(
        self, staged: list[tuple[Card, ...]], cards: list[Card], suits: tuple[Suit, ...] = ()
    ) -> CardResult:
        game = self._game
        assert game is not None
        meld_why: IllegalMove | None = None
        for layout in meld_layouts(cards):
            named = (*(self._staged_suits.get(meld, ()) for meld in staged), suits)
            action = LayMelds((*staged, layout), named if any(named) else ())
            why = refusal(game, action)
            if why is None:
                self._staged, self._staged_suits = [], {}
                return self._play(action)
            if isinstance(why, InvalidMeld):
                meld_why = meld_why or why
                continue
            if why.code in STAGING_CODES and self._valid_alone(layout):
                if suits:
                    self._staged_suits[layout] = suits
                self._staged = [*staged, layout]
                self._changed()
                self._say(self._staged_words(why))
                return CardResult(True)
            return self._refuse(refusal_text(why))
        assert meld_why is not None
        return self._refuse(refusal_text(meld_why))

    def _valid_alone(self, layout: tuple[Card, ...]) -> bool:
        assert self._game is not None
        try:
            judge_meld(layout, self._game.rules.max_jokers_per_meld)
        except InvalidMeld:
            return False
        return True

    def _staged_points(self) -> int:
        assert self._game is not None
        limit = self._game.rules.max_jokers_per_meld
        return sum(opening_points(judge_meld(meld, limit)) for meld in self._staged)

    def _staged_why(self) -> IllegalMove | None:
        """The referee's reason the melds put out are not laid, asked of them all at once."""
        assert self._game is not None
        return refusal(self._game, LayMelds(tuple(self._staged))) if self._staged else None

    def _staged_words(self, why: IllegalMove) -> str:
        return fill(translate("CardController", "Put out, not laid yet: %1."), refusal_text(why))

    def _staged_changed(self) -> None:
        """Melds put out were taken back: the ones left are said again, with their reason
        (none left: the status line no longer speaks of them; the log skips "")."""
        self._changed()
        why = self._staged_why()
        self._say("" if why is None else self._staged_words(why))

    def _staged_refusal(self) -> str:
        """Why nothing else may be played while melds are put out: the referee's reason."""
        why = self._staged_why()
        if why is None:
            return translate(
                "CardController",
                "Lay the melds you put out first (add to them), or take them back with Undo.",
            )
        return fill(
            translate(
                "CardController",
                "The melds put out are not laid yet: %1. Add to them, or take them back with Undo.",
            ),
            refusal_text(why),
        )

    def _staged_cards(self) -> set[Card]:
        return {card for meld in self._staged for card in meld}

    def _play(self, action: CardAction) -> CardResult:
        game = self._game
        assert game is not None
        seat = game.turn
        why = refusal(game, action)
        if why is not None:
            return self._refuse(refusal_text(why))
        play(game, action)
        self._note(action)
        if isinstance(action, DrawStock) and game.seats[seat].hand:
            self._drawn_card = game.seats[seat].hand[-1]  # a draw goes to the hand's end
        drew = isinstance(action, DrawStock | TakePile | GiveBack)
        if drew:
            self._base, self._done = copy.deepcopy(game), []  # a draw is final (8.1)
        else:
            self._done.append(action)
        self._say(self._describe(seat, action))
        if drew:
            self._lines_since_draw = 0  # the draw's own line stays: it cannot be undone
        self.actionPlayed.emit()
        self._after_human_action(seat)
        return CardResult(True)

    def _after_human_action(self, seat: int) -> None:
        game = self._game
        assert game is not None
        if game.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER) or game.turn != seat:
            self._hinter.forget()  # the turn is over, and with it the hint
            self._clock.stop()
            self.timerChanged.emit(-1)
            self._close_turn()
            if self.next_human_after(seat) != seat:
                # Another person plays next: their hand waits for the hand-over. Or the only
                # person is out of the match (eliminated) and watches: theirs stays on screen.
                self._visible = self._sole_human()
            self._round_turns += 1
            self._begin_turn()
            return
        self._follow_hint()
        self._changed()

    def _replay(self, actions: Sequence[CardAction]) -> None:
        """Back to just after the latest draw, then ``actions`` again; the hand keeps its
        order."""
        game, base = self._game, self._base
        assert game is not None and base is not None
        seat = game.turn
        order = list(game.seats[seat].hand)
        fresh = copy.deepcopy(base)
        self.logTakenBack.emit(self._lines_since_draw)  # the log keeps no undone move
        self._lines_since_draw = 0
        name = self._seats[seat].name
        for action in actions:
            play(fresh, action)
            self._say(action_line(name, action, fresh))
        hand = self._ordered(fresh.seats[seat].hand, order)
        if hand != fresh.seats[seat].hand:
            play(fresh, ArrangeHand(seat, tuple(hand)))
        self._game = fresh
        self._done = list(actions)
        self._follow_hint()
        self._changed()

    @staticmethod
    def _ordered(hand: Sequence[Card], order: Sequence[Card]) -> list[Card]:
        """``hand`` in ``order`` as far as it goes; cards new to it follow, as they came."""
        have, ordered = set(hand), set(order)
        return [c for c in order if c in have] + [c for c in hand if c not in ordered]

    def _time_up(self) -> None:
        """The turn timer ran out: the turn is taken back to its latest draw and ends the usual
        way (a take from the pile is put back first, as a player who does nothing would)."""
        game = self._game
        if game is None or self._phase is not CardPhase.HUMAN:
            return
        seat = game.turn
        self._staged = []
        if self._base is not None:
            self._replay([])
            game = self._game
            assert game is not None
        self._say(fill(translate("CardController", "Time is up for %1."), self._seats[seat].name))
        while game.turn == seat and game.phase in (Phase.DRAW, Phase.PLAY):
            play(game, default_action(game))
        self.actionPlayed.emit()
        self._after_human_action(seat)

    # -- turn order -------------------------------------------------------
    def _note(self, action: CardAction) -> None:
        """Remember the cards an action put on the table or the pile, to mark them."""
        if isinstance(action, LayMelds):
            self._playing.update(card for meld in action.melds for card in meld)
        elif isinstance(action, LayOff | ExchangeJoker):
            self._playing.update(action.cards)
        elif isinstance(action, Discard):
            self._playing.add(action.card)

    def _has_game(self) -> bool:
        return self._game is not None

    def _current_seat(self) -> int:
        assert self._game is not None
        return self._game.turn

    def _next_seat(self, seat: int) -> int:
        assert self._game is not None
        return self._game.next_active(seat)

    def _round_over(self) -> bool:
        return self._game is not None and self._game.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)

    def _match_over(self) -> bool:
        return self._game is not None and self._game.phase is Phase.MATCH_OVER

    def _round_result(self) -> object:
        assert self._game is not None
        return round_end_of(self._game)

    def _turn_seconds(self, seat: int) -> int | None:
        assert self._game is not None
        return self._game.rules.turn_timer_seconds

    def _turn_begins(self) -> None:
        self._fresh, self._playing = frozenset(self._playing), set()  # the last turn's cards

    def _deal_next_round(self) -> None:
        game = self._game
        assert game is not None
        play(game, NextRound())
        self._round_turns = 0
        self._playing = set()  # a new deal: nothing of the last round is news
        self._say(dealt_line(game.round_no + 1))
        self.actionPlayed.emit()

    def _open_turn(self) -> None:
        game = self._game
        assert game is not None
        self._base, self._done = turn_so_far(game)
        self._lines_since_draw = len(self._done)  # a game opened mid-turn told them already
        self._staged = []
        self._drawn_card = None

    def _close_turn(self) -> None:
        self._base, self._done, self._staged = None, [], []

    def _drop_turn(self) -> None:
        self._close_turn()
        self._queue = []
        self._hinter.forget()

    def _start_computer(self, seat: int) -> None:
        game = self._game
        assert game is not None
        self._rng = decision_rng(game.seed, game.round_no, self._round_turns, seat)
        self._questions = 0
        self._gave_back = False
        self._ask("draw" if game.phase is Phase.DRAW else "play")  # a loaded game may be mid-turn

    def _ask(self, kind: str) -> None:
        """Ask the computer on turn, on the worker thread, from its seat view only."""
        game = self._game
        assert game is not None
        seat = game.turn
        view = seat_view(game, seat)
        rules, rng, player = game.rules, self._rng, self._players[seat]
        self._job_kind = kind

        def think(_cancel: CancelFlag) -> object:
            if kind == "draw":
                return player.draw(view, rules, rng)
            return player.play(view, rules, rng)

        self._think(seat, think)

    def _computer_answered(self, result: object) -> None:
        if self._job_kind == "draw":
            self._queue = [DrawStock() if self._gave_back else result]
        else:
            self._questions += 1
            self._queue = list(result) if isinstance(result, list) else [None]
        self._phase = CardPhase.SHOWING
        self._step_timer.start(0)

    def _computer_failed(self, last_line: str) -> None:
        self._computer_answered(None)

    def _step_due(self) -> None:
        self._next_step()

    # -- the hint (the hooks of PlayLoop) -----------------------------------------
    def _hint_job(self) -> Job:
        game = self._game
        assert game is not None
        return self._hinter.job(game, self._turn_id, refusal(game, TakePile(1)) is None)

    def _hint_found(self, result: object) -> None:
        if self._game is not None and self._phase is CardPhase.HUMAN:
            self._hinter.found(self._game, result, self._turn_id)  # the referee checks it
        self._changed()

    def _hint_failed(self) -> None:
        self._hint_found(None)

    def _make_hint(self) -> CardResult:
        """Melds put out by hand give way to the hint's."""
        self._staged, self._staged_suits = [], {}
        for step in self._hinter.due():
            assert isinstance(step, CardHintStep)
            result = self._play(step.action)
            if not result.ok:
                return result
        return CardResult(True)

    def _next_step(self) -> None:
        """Play the computer's next chosen action, then wait to let people see it."""
        game = self._game
        if game is None or self._phase is not CardPhase.SHOWING:
            return
        seat = game.turn
        if self._queue and game.phase in (Phase.DRAW, Phase.PLAY):
            chosen = self._queue.pop(0)
            action, why = rule_on(game, chosen)
            if why:
                print(f"rummy-desktop: seat {seat + 1}: {why}", file=sys.stderr)
                self._queue = []
            play(game, action)
            self._note(action)
            self._gave_back = self._gave_back or isinstance(action, GiveBack)
            self._say(self._describe(seat, action))
            self.actionPlayed.emit()
            self._changed()
            if game.turn == seat and game.phase in (Phase.DRAW, Phase.PLAY):
                self._step_timer.start(self.speed_ms)
                return
        if game.turn == seat and game.phase is Phase.DRAW:  # gave back: the stock it is
            self._queue = [DrawStock()]
            self._step_timer.start(self.speed_ms)
            return
        if game.turn == seat and game.phase is Phase.PLAY:
            if self._questions < MAX_PLAY_QUESTIONS:
                self._ask("play")
                return
            while game.turn == seat and game.phase in (Phase.DRAW, Phase.PLAY):
                play(game, default_action(game))
        self._round_turns += 1
        self._step_timer.stop()
        if self.speed_ms > 0 and game.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            self._phase = CardPhase.SHOWING
            self._changed()
            QTimer.singleShot(self.speed_ms // 2, self._after_computer(game))
            return
        self._begin_turn()

    def _after_computer(self, game: CardGame) -> Callable[[], None]:
        """Begin the next turn after the pause, unless the game changed meanwhile."""

        def go_on() -> None:
            if self._game is game and self._phase is CardPhase.SHOWING:
                self._begin_turn()

        return go_on

    def _follow_hint(self) -> None:
        """A move by the person on turn, or Undo: the hint goes on from the moves made (a
        step made by hand counts as made, Undo brings it back), or is forgotten."""
        self._hinter.follow(self._game, self._phase is CardPhase.HUMAN, self._turn_id)

    # -- the board --------------------------------------------------------
    def _board_replaced(self) -> None:
        self.changed.emit()

    def _board_at_clock(self, board: CardBoard) -> CardBoard:
        return replace(board, seconds_left=self._seconds_shown(board.on_turn))

    def _seconds_shown(self, person: bool) -> int | None:
        """The seconds the board shows: only to the person on turn, as the clock shows them."""
        return self._clock.shown_seconds if person else None

    def _make_board(self) -> CardBoard:
        game = self._game
        if game is None:
            return CardBoard()
        hidden = self._phase is CardPhase.HANDOVER or self._clock.paused
        shown = None if hidden else self._visible
        staged = self._staged_cards()
        hand: tuple[Card, ...] = ()
        if shown is not None:
            hand = tuple(c for c in game.seats[shown].hand if c not in staged)
        view = seat_view(game, shown if shown is not None else game.turn)
        person = self._phase is CardPhase.HUMAN and not self._clock.paused
        memory = game.memory
        give_back = person and bool(memory.taken) and refusal(game, GiveBack()) is None
        return CardBoard(
            game=True,
            preset=game.rules.preset,
            phase=self._phase,
            on_turn=person,
            drawn=person and game.phase is Phase.PLAY,
            names=tuple(s.name for s in self._seats),
            computer=tuple(s.is_computer for s in self._seats),
            turn=game.turn,
            hand_seat=shown,
            hand=hand,
            staged=tuple(self._staged),
            staged_points=self._staged_points() if self._staged else 0,
            opening_points=game.rules.opening_points,
            hand_counts=tuple(len(s.hand) for s in game.seats),
            stock_count=len(game.stock),
            pile=view.pile,
            pile_count=len(game.pile),
            spread=game.rules.pile_taking is PileTaking.ANY_DEPTH,
            table=tuple(
                LaidMeld(t.meld.cards, t.meld.faces, tuple(t.laid_by), t.meld.kind.value)
                for t in game.table
            ),
            taken=tuple(memory.taken) if person else (),
            fresh=self._fresh if person else self._fresh | frozenset(self._playing),
            must_use=(memory.must_use or memory.must_open_with) if person else None,
            drawn_card=self._drawn_card if person and self._drawn_card in hand else None,
            can_undo=person and bool(self._staged or self._done or give_back),
            can_reset=person and bool(self._staged or self._done),
            can_give_back=person and give_back and not self._staged,
            can_take=person and refusal(game, TakePile(1)) is None,
            opened=tuple(s.opened for s in game.seats),
            totals=tuple(s.total for s in game.seats),
            laid_points=tuple(s.laid_points for s in game.seats),
            eliminated=tuple(s.eliminated for s in game.seats),
            round_number=game.round_no + 1,
            seconds_left=self._seconds_shown(person),
            turn_id=self._turn_id,
        )

    # -- words --------------------------------------------------------------
    def _say(self, text: str) -> None:
        """Tell the status bar and the game log; the log's lines since the turn's draw are
        counted, so that Undo and Reset can take them back with the moves."""
        if text:
            self._lines_since_draw += 1
        self.message.emit(text)

    def _describe(self, seat: int, action: CardAction) -> str:
        game = self._game
        assert game is not None
        name = self._seats[seat].name if seat < len(self._seats) else ""
        return action_line(name, action, game)

    # -- helpers ------------------------------------------------------------
    def _my_game(self) -> CardGame | None:
        """The game when a person is on turn (intents are accepted), else None."""
        return self._game if self._on_turn_now() else None

    def _tell_refused(self, reason: str) -> None:
        self.refused.emit(reason)

    def _words(self, why: Why) -> str:
        return {
            Why.PAUSED: translate("CardController", "The game is paused: resume it first."),
            Why.HANDOVER_FIRST: translate("CardController", "Click to start the turn first."),
            Why.COMPUTER_PLAYING: translate("CardController", "Wait: the computer is playing."),
            Why.NOT_ON_TURN: translate("CardController", "It is not your turn."),
            Why.NO_HANDOVER: translate("CardController", "No one is waiting to start a turn."),
            Why.NOT_PAUSABLE: translate(
                "CardController", "Only a running turn timer can be paused."
            ),
            Why.NOT_PAUSED: translate("CardController", "The game is not paused."),
            Why.BANK_EMPTY: translate("CardController", "There is no time left in your time bank."),
            Why.NO_HINT: translate("CardController", "There is no hint to follow."),
            Why.ROUND_NOT_OVER: translate("CardController", "The round is still being played."),
        }[why]


__all__ = [
    "SPEEDS",
    "CardController",
    "CardResult",
    "round_end_of",
    "sort_by_rank",
    "sort_by_suit",
]
