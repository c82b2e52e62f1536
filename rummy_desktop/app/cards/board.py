"""What the card table draws, as one frozen value per change.

The card counterpart of :class:`~rummy_desktop.app.board.BoardModel`: the
card controller builds a :class:`CardBoard` after each change and the
window redraws from it, so the window never holds the live game. A hand
is in it only when it may be seen (the hand of the person at the screen).
"""

from __future__ import annotations

from dataclasses import dataclass

from rummy_desktop.app.table_phase import Phase
from rummy_desktop.cards.core.cards import Card, Face
from rummy_desktop.cards.core.state import RoundLimit

CardPhase = Phase
"""The card table's name for the one phase machine of every table."""


@dataclass(frozen=True, slots=True)
class LaidMeld:
    """A meld on the table: its cards as laid out, what each stands for, who laid each."""

    cards: tuple[Card, ...]
    faces: tuple[Face, ...]
    laid_by: tuple[int, ...]
    kind: str

    @property
    def owner(self) -> int:
        """The seat that laid the meld (its first cards); others laid off onto it."""
        return max(set(self.laid_by), key=lambda seat: (self.laid_by.count(seat), -seat))


@dataclass(frozen=True, slots=True)
class CardBoard:
    """The card table as it should look now; replaced, never changed.

    Attributes:
        game: a game is loaded.
        preset: the card game's preset id (``rummy51``).
        phase: what the table waits for.
        on_turn: a person plays now: intents are accepted.
        drawn: the person on turn has drawn (the play part of the turn).
        names: every seat's name; ``computer`` says which are computers.
        turn: the seat on turn.
        hand_seat: whose hand is shown, None while every hand is hidden.
        hand: that hand, in its owner's order, less the cards put out.
        staged: melds put out but not yet laid (an opening short of its points).
        staged_points: what the staged melds count towards an opening.
        opening_points: the opening minimum of the game (0: none).
        hand_counts: per seat, the cards in hand.
        stock_count: cards in the stock.
        pile: the discard pile as it may be seen (the whole pile when spread).
        pile_count: cards in the discard pile.
        spread: the pile is spread (500 Rum): any depth may be taken.
        table: the melds on the table, in the order laid.
        taken: cards taken from the pile this turn (they may not be discarded).
        fresh: cards the last turn laid or discarded (and a computer's, as it plays),
            marked so people see what changed.
        must_use: the card taken from the pile that must be laid this turn.
        drawn_card: the card the person on turn drew from the stock this turn,
            marked in the hand wherever the window's sort puts it.
        can_undo: the turn has a step to take back.
        can_reset: the turn has steps since its draw to take back (Reset).
        can_give_back: the cards taken from the pile may go back.
        can_take: the discard pile may be taken now (asked of the referee: not
            after cards were put back this turn).
        opened: per seat, whether it has opened (melded).
        totals: per seat, the match total.
        laid_points: per seat, what its cards on the table score this round (500 Rum).
        eliminated: per seat, out of the match (Rummy 30/51).
        round_number: the round being played, from 1.
        target: the match's goal in words the window fills ("500", "out at 50").
        seconds_left: the turn timer, None without one.
        turn_id: counts the people's turns begun.
        hidden_words: where the hand would be while every hand is hidden, what to
            say instead of the table's own words ("" for those).
    """

    game: bool = False
    preset: str = ""
    phase: CardPhase = CardPhase.NO_GAME
    on_turn: bool = False
    drawn: bool = False
    names: tuple[str, ...] = ()
    computer: tuple[bool, ...] = ()
    turn: int = 0
    hand_seat: int | None = None
    hand: tuple[Card, ...] = ()
    staged: tuple[tuple[Card, ...], ...] = ()
    staged_points: int = 0
    opening_points: int = 0
    hand_counts: tuple[int, ...] = ()
    stock_count: int = 0
    pile: tuple[Card, ...] = ()
    pile_count: int = 0
    spread: bool = False
    table: tuple[LaidMeld, ...] = ()
    taken: tuple[Card, ...] = ()
    fresh: frozenset[Card] = frozenset()
    must_use: Card | None = None
    drawn_card: Card | None = None
    can_undo: bool = False
    can_reset: bool = False
    can_give_back: bool = False
    can_take: bool = False
    opened: tuple[bool, ...] = ()
    totals: tuple[int, ...] = ()
    laid_points: tuple[int, ...] = ()
    eliminated: tuple[bool, ...] = ()
    round_number: int = 0
    seconds_left: int | None = None
    turn_id: int = 0
    hidden_words: str = ""


@dataclass(frozen=True, slots=True)
class CardRoundEnd:
    """A finished round for the round-end dialog: everything in it is public now.

    Attributes:
        names: the seats' names.
        hands: each seat's cards left in hand.
        changes: each seat's score change this round.
        totals: each seat's match total after the round.
        eliminated: each seat out of the match (Rummy 30/51).
        out: who went out, None when the stock ran out.
        rummy: the round was won by a rummy (payments doubled).
        stuck: nobody went out because nobody could any more (no card fits the table).
        winner: the match's one winner, None while it goes on or when the win is shared.
        low_wins: the lowest total is best (penalty points).
        preset: the game's preset id.
        target: the 500 Rum (or basic Rummy) target score, None without one.
        elimination: the total that puts a player out, None without elimination.
        rounds_left: deals left in a match of a fixed number of deals, else None.
        history: every round so far, each seat's change.
        winners: every seat that wins the match (several share it), empty while it goes on.
        limit: the limit of CARD_RULES.md 8.9 that ended a round nobody went out of.
        laid: where a round scores the cards laid minus those left in hand (500
            Rum), each seat's points laid this round; empty in the other games.
    """

    names: tuple[str, ...]
    hands: tuple[tuple[Card, ...], ...]
    changes: tuple[int, ...]
    totals: tuple[int, ...]
    eliminated: tuple[bool, ...]
    out: int | None
    rummy: bool
    winner: int | None
    low_wins: bool
    preset: str
    target: int | None
    elimination: int | None
    rounds_left: int | None
    history: tuple[tuple[int, ...], ...]
    stuck: bool = False
    winners: tuple[int, ...] = ()
    limit: RoundLimit | None = None
    laid: tuple[int, ...] = ()

    @property
    def match_over(self) -> bool:
        """The match has its winner, or winners sharing the win."""
        return bool(self.winners) or self.winner is not None
