"""A finished (or saved) card game, turn by turn, to watch forward and back.

The card record replays every match exactly from its seed
(:mod:`rummy_desktop.cards.core.serialize`); the turn cutting and the
checkpoints are the tile replay's (:class:`~rummy_desktop.app.replay_turns.TurnReplay`).
A card turn is several actions (a draw, melds, lay-offs, a discard): one
step holds them all, and :meth:`CardReplay.frames` gives the game after
each, so the viewer can show a turn action by action as the card window
shows a computer's turn. A hand put in order is no turn: it is folded into
the position it follows.
"""

from __future__ import annotations

import copy
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Final

from rummy_desktop.app.cards.board import CardBoard, CardPhase, LaidMeld
from rummy_desktop.app.cards.saves import CardSave
from rummy_desktop.app.cards.words import action_line
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.replay_turns import TurnReplay
from rummy_desktop.app.seats import Seat
from rummy_desktop.cards.core.actions import (
    ArrangeHand,
    CardAction,
    Discard,
    ExchangeJoker,
    LayMelds,
    LayOff,
    NextRound,
)
from rummy_desktop.cards.core.cards import Card
from rummy_desktop.cards.core.referee import play
from rummy_desktop.cards.core.rules import PileTaking
from rummy_desktop.cards.core.serialize import snapshot
from rummy_desktop.cards.core.state import CardGame, Phase, new_card_game
from rummy_desktop.core.errors import InvalidRecord

CHECKPOINT_EVERY: Final = 16
"""Turns between kept copies of the game: a step back replays at most this many."""


@dataclass(frozen=True, slots=True)
class CardReplayStep:
    """One turn of a card match (or the deal of a new round), as a step of the replay.

    Attributes:
        seat: who played the turn (for a deal: who begins the new round).
        round_number: the round it belongs to, from 1 (for a deal: the new round).
        turn: the turn's number within its round, from 1 (0 for a deal).
        actions: the turn's actions in order (hands put in order left out).
    """

    seat: int
    round_number: int
    turn: int
    actions: tuple[CardAction, ...]

    @property
    def deal(self) -> bool:
        return any(isinstance(a, NextRound) for a in self.actions)


def round_over(game: CardGame) -> bool:
    return game.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)


class CardReplay(TurnReplay[CardGame, CardAction, CardReplayStep]):
    """The positions of one card match, from the first deal (position 0) to its end.

    Building one replays the whole record (on the loader's worker thread);
    moving about afterwards replays at most :data:`CHECKPOINT_EVERY` turns.

    Args:
        game: the match as recorded (saved, or just played); it is not changed.
        seats: who played each seat (their names are the game's).

    Raises:
        InvalidRecord: the record does not replay to the position it holds.
    """

    def __init__(
        self, game: CardGame, seats: Sequence[Seat], checkpoint_every: int = CHECKPOINT_EVERY
    ) -> None:
        self.seats: tuple[Seat, ...] = tuple(seats)
        if len(self.seats) != len(game.seats):
            raise InvalidRecord(f"{len(self.seats)} seats for a game of {len(game.seats)}")
        start = new_card_game(game.rules, [s.name for s in game.seats], game.seed)
        super().__init__(start, game.history, checkpoint_every)
        hands = [s.hand for s in self.end.seats] == [s.hand for s in game.seats]
        if snapshot(self.end) != snapshot(game) or not hands:
            raise InvalidRecord("the game does not replay to the position it was saved in")

    @classmethod
    def of_save(cls, save: CardSave) -> CardReplay:
        """The replay of a saved card game (its levels name the players)."""
        return cls(save.game, list(save.seats))

    # -- the hooks of TurnReplay ---------------------------------------------------
    def _apply(self, state: CardGame, action: CardAction) -> None:
        play(state, action)

    def _clone(self, state: CardGame) -> CardGame:
        return copy.deepcopy(state)

    def _folded(self, action: CardAction) -> bool:
        return isinstance(action, ArrangeHand)

    def _moment(self, state: CardGame) -> Hashable:
        return (state.round_no, state.turn, round_over(state))

    def _opening(self, state: CardGame) -> Hashable:
        return state.turn

    def _step(self, opening: Hashable, after: CardGame, first: int, end: int) -> CardReplayStep:
        actions = tuple(a for a in self.actions[first:end] if not isinstance(a, ArrangeHand))
        if isinstance(self.actions[end - 1], NextRound):
            return CardReplayStep(after.turn, after.round_no + 1, 0, actions)
        assert isinstance(opening, int)
        number = after.round_no + 1
        last = self.steps[-1] if self.steps else None
        turn = last.turn + 1 if last is not None and last.round_number == number else 1
        return CardReplayStep(opening, number, turn, actions)

    def _over(self, state: CardGame) -> bool:
        return state.phase is Phase.MATCH_OVER

    # -- what the viewer shows -----------------------------------------------------
    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)

    def frames(self, position: int) -> list[CardGame]:
        """The game after each action of the step into ``position`` (1 to :attr:`last`);
        the last one is the game at ``position``."""
        game = self.state_at(position - 1)
        shown: list[CardGame] = []
        actions = self.actions_into(position)
        for index, action in enumerate(actions):
            play(game, action)
            if not isinstance(action, ArrangeHand) or index == len(actions) - 1:
                shown.append(copy.deepcopy(game))
        return shown

    def told(self, position: int) -> list[str]:
        """The step into ``position`` in the card game's own words, one line per action,
        and how the round ended when it did."""
        step = self.step_into(position)
        if step.deal:
            after = self.state_at(position)
            dealt = translate("Replay", "Round %1 is dealt; %2 begins.")  # the tile replay's words
            return [fill(dealt, step.round_number, self.names[after.turn])]
        game = self.state_at(position - 1)
        lines: list[str] = []
        for action in self.actions_into(position):
            play(game, action)
            line = action_line(self.names[step.seat], action, game)
            if line:
                lines.append(line)
        return lines


def step_cards(actions: Sequence[CardAction]) -> frozenset[Card]:
    """The cards a turn laid, laid off or discarded: marked as the card window marks them."""
    cards: set[Card] = set()
    for action in actions:
        if isinstance(action, LayMelds):
            cards.update(card for meld in action.melds for card in meld)
        elif isinstance(action, LayOff | ExchangeJoker):
            cards.update(action.cards)
        elif isinstance(action, Discard):
            cards.add(action.card)
    return frozenset(cards)


def board_of(
    game: CardGame,
    seats: Sequence[Seat],
    hand_seat: int | None,
    fresh: frozenset[Card] = frozenset(),
    hidden_words: str = "",
) -> CardBoard:
    """The card table at a position of a replay, as the card window draws a board:
    ``hand_seat``'s hand shown (None: no hand, ``hidden_words`` say why), nothing
    to play (no one is on turn here)."""
    spread = game.rules.pile_taking is PileTaking.ANY_DEPTH
    if game.phase is Phase.MATCH_OVER:
        phase = CardPhase.MATCH_OVER
    elif game.phase is Phase.ROUND_OVER:
        phase = CardPhase.ROUND_OVER
    else:
        phase = CardPhase.SHOWING
    return CardBoard(
        game=True,
        preset=game.rules.preset,
        phase=phase,
        names=tuple(s.name for s in seats),
        computer=tuple(s.is_computer for s in seats),
        turn=game.turn,
        hand_seat=hand_seat,
        hand=tuple(game.seats[hand_seat].hand) if hand_seat is not None else (),
        opening_points=game.rules.opening_points,
        hand_counts=tuple(len(s.hand) for s in game.seats),
        stock_count=len(game.stock),
        pile=tuple(game.pile if spread else game.pile[-1:]),
        pile_count=len(game.pile),
        spread=spread,
        table=tuple(
            LaidMeld(t.meld.cards, t.meld.faces, tuple(t.laid_by), t.meld.kind.value)
            for t in game.table
        ),
        fresh=fresh,
        opened=tuple(s.opened for s in game.seats),
        totals=tuple(s.total for s in game.seats),
        laid_points=tuple(s.laid_points for s in game.seats),
        eliminated=tuple(s.eliminated for s in game.seats),
        round_number=game.round_no + 1,
        hidden_words=hidden_words,
    )


__all__ = ["CardReplay", "CardReplayStep", "board_of", "round_over", "step_cards"]
