"""The state of a card game, its rounds and its match, and what each seat may see.

The state holds every card in exactly one place: the stock (top last), the
discard pile (top last, its order kept), a hand (in the player's own order)
or a meld on the table (with who laid each card). Only the referee
(:mod:`rummy_desktop.cards.core.referee`) changes it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import StrEnum

from rummy_desktop.cards.core.actions import CardAction
from rummy_desktop.cards.core.cards import Card, Face, make_pack, shuffled
from rummy_desktop.cards.core.melds import Meld
from rummy_desktop.cards.core.rules import CardRules, PileTaking
from rummy_desktop.core.errors import ImpossiblePosition
from rummy_desktop.core.rules import InvalidRules


class Phase(StrEnum):
    """Where the game is: a turn's draw or play part, or between rounds, or over."""

    DRAW = "draw"
    PLAY = "play"
    ROUND_OVER = "round_over"
    MATCH_OVER = "match_over"


@dataclass
class TableMeld:
    """A meld on the table and, card by card, the seat that laid it."""

    meld: Meld
    laid_by: list[int]


@dataclass
class SeatState:
    """One player: hand, whether they have opened (melded), scores, elimination.

    ``laid_off`` marks cards laid off this round before any meld of their own
    (a house rule allows it), which also rules out a later rummy.
    """

    name: str
    hand: list[Card] = field(default_factory=list)
    opened: bool = False
    laid_off: bool = False
    laid_points: int = 0
    total: int = 0
    eliminated: bool = False


@dataclass
class TurnMemory:
    """What the rules remember within one turn.

    ``opened_before``: the player had laid cards in an earlier turn of the
    round (no rummy then); ``new_melds``: the table melds laid this turn;
    ``used_table``: a card went onto a meld not laid this turn, or a joker was
    won (no rummy in Rummy 30/51 then, CARD_RULES.md 8.4); ``drew_stock``: the
    turn drew from the stock (the pile-passing limit of 8.9 counts turns without).
    """

    opened_before: bool = False
    taken: list[Card] = field(default_factory=list)
    must_use: Card | None = None
    must_open_with: Card | None = None
    gave_back: bool = False
    laid_any: bool = False
    opened_this_turn: bool = False
    added: dict[int, int] = field(default_factory=dict)
    new_melds: set[int] = field(default_factory=set)
    used_table: bool = False
    drew_stock: bool = False


def turn_start(seat: SeatState) -> TurnMemory:
    """The memory of a turn that ``seat`` begins."""
    return TurnMemory(opened_before=seat.opened or seat.laid_off)


class RoundLimit(StrEnum):
    """Which limit of CARD_RULES.md 8.9 ended a round nobody went out of."""

    RENEWALS = "renewals"
    PASSING = "passing"


@dataclass(frozen=True, slots=True)
class RoundResult:
    """How a round ended: who went out (None: nobody), rummy, score changes, and whether
    it ended because nobody could go out any more (``stuck``) rather than for want of
    stock; ``limit`` names the limit of CARD_RULES.md 8.9 that ended it, if one did."""

    out: int | None
    rummy: bool
    changes: tuple[int, ...]
    stuck: bool = False
    limit: RoundLimit | None = None


@dataclass
class CardGame:
    """A match of one card game, from the first deal to the winner.

    ``quiet_renewals`` and ``quiet_turns`` count towards the limits of
    CARD_RULES.md 8.9: stock renewals since a card was last laid, and turns in
    a row with no card laid and none drawn from the stock. ``winners`` is empty
    while the match goes on and holds several seats when they share the win.
    """

    rules: CardRules
    seats: list[SeatState]
    seed: int
    pack: tuple[Card, ...] = ()
    round_no: int = 0
    dealer: int = 0
    turn: int = 0
    phase: Phase = Phase.DRAW
    stock: list[Card] = field(default_factory=list)
    pile: list[Card] = field(default_factory=list)
    table: list[TableMeld] = field(default_factory=list)
    memory: TurnMemory = field(default_factory=TurnMemory)
    renewals: int = 0
    quiet_renewals: int = 0
    quiet_turns: int = 0
    results: list[RoundResult] = field(default_factory=list)
    winners: tuple[int, ...] = ()
    history: list[CardAction] = field(default_factory=list)

    @property
    def winner(self) -> int | None:
        """The match's one winner; None while it goes on, or when several share the win."""
        return self.winners[0] if len(self.winners) == 1 else None

    def active_seats(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if not seat.eliminated]

    def next_active(self, seat: int) -> int:
        """The next seat clockwise still in the match."""
        for step in range(1, len(self.seats) + 1):
            candidate = (seat + step) % len(self.seats)
            if not self.seats[candidate].eliminated:
                return candidate
        return seat

    def all_cards(self) -> list[Card]:
        """Every card wherever it is: always exactly the pack."""
        cards = [*self.stock, *self.pile]
        for seat in self.seats:
            cards.extend(seat.hand)
        for laid in self.table:
            cards.extend(laid.meld.cards)
        return cards

    def check_conservation(self) -> None:
        """Raise ImpossiblePosition unless every card of the pack is in exactly one place."""
        if Counter(self.all_cards()) != Counter(self.pack):
            raise ImpossiblePosition("the cards in play are not exactly the pack")


def new_card_game(rules: CardRules, names: list[str], seed: int) -> CardGame:
    """A match with the first round dealt; the seat after the dealer (seat 0) starts.

    Raises:
        InvalidRules: a number of players the game is not for, too few cards to
            deal, or an opening no hand can reach (CardRules.check_winnable).
    """
    if len(names) not in rules.players:
        low, high = rules.players[0], rules.players[-1]
        raise InvalidRules(f"this game is for {low} to {high} players, not {len(names)}")
    rules.check_winnable(len(names))
    pack = make_pack(rules.pack_count(len(names)), rules.jokers)
    game = CardGame(rules, [SeatState(name) for name in names], seed, pack)
    deal(game)
    return game


def deal(game: CardGame) -> None:
    """Shuffle (seeded per round) and deal; the top card of the stock starts the pile."""
    active = game.active_seats()
    stock = shuffled(game.pack, game.seed * 1009 + game.round_no)
    size = game.rules.cards_per_hand(len(active))
    for seat in game.seats:
        seat.hand = []
        seat.opened = False
        seat.laid_off = False
        seat.laid_points = 0
    seat_no = game.dealer
    for _ in range(size * len(active)):
        seat_no = game.next_active(seat_no)
        game.seats[seat_no].hand.append(stock.pop())
    game.pile = [stock.pop()]
    game.stock = stock
    game.table = []
    game.turn = game.next_active(game.dealer)
    game.phase = Phase.DRAW
    game.quiet_renewals = game.quiet_turns = 0
    game.memory = TurnMemory(opened_before=False)


@dataclass(frozen=True, slots=True)
class MeldView:
    cards: tuple[Card, ...]
    faces: tuple[Face, ...]
    kind: str
    laid_by: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SeatView:
    """What one seat may see: its own hand, the others' card counts, the open cards."""

    seat: int
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    stock_count: int
    pile: tuple[Card, ...]
    pile_count: int
    table: tuple[MeldView, ...]
    turn: int
    phase: Phase
    opened: tuple[bool, ...]
    totals: tuple[int, ...]
    eliminated: tuple[bool, ...]
    taken_this_turn: tuple[Card, ...]


def seat_view(game: CardGame, seat: int) -> SeatView:
    """The game as ``seat`` sees it: the whole pile only where it is spread (500 Rum)."""
    spread = game.rules.pile_taking is PileTaking.ANY_DEPTH
    return SeatView(
        seat=seat,
        hand=tuple(game.seats[seat].hand),
        hand_counts=tuple(len(s.hand) for s in game.seats),
        stock_count=len(game.stock),
        pile=tuple(game.pile if spread else game.pile[-1:]),
        pile_count=len(game.pile),
        table=tuple(
            MeldView(t.meld.cards, t.meld.faces, t.meld.kind.value, tuple(t.laid_by))
            for t in game.table
        ),
        turn=game.turn,
        phase=game.phase,
        opened=tuple(s.opened for s in game.seats),
        totals=tuple(s.total for s in game.seats),
        eliminated=tuple(s.eliminated for s in game.seats),
        taken_this_turn=tuple(game.memory.taken) if seat == game.turn else (),
    )
