"""The card computer players ``easy``, ``medium`` and ``hard``.

Each decides from its seat view and the (public) rules only. A player answers
twice a turn: :meth:`CardPlayer.draw` (the stock, or how much of the pile)
and :meth:`CardPlayer.play` (the whole play phase as a list of actions ending
with the discard, or a give-back when the pile card cannot be used after all).

- ``easy`` plays as a beginner: it takes the top discard only if it makes a
  meld now and lays what it can, but throws any card it has no meld for,
  whatever it is worth and whatever it might grow into.
- ``medium`` searches further, looks into the 500 Rum pile a few cards deep
  and keeps connectors (pairs and near-runs) when it discards.
- ``hard`` searches furthest, weighs every depth of the 500 Rum pile and does
  not feed the table: a card that someone could lay off is kept back. It
  counts the copies of each card still unseen (two packs in Rummy 30/51), so
  a connector whose missing cards are all in sight is thrown as dead, and it
  wins jokers back from the table when that leaves its hand lighter. In basic
  Rummy it keeps its melds hidden in the hand while the opponent holds more
  than three cards and goes out all at once for a rummy (double payment).

Before an opening in Rummy 30/51, ``medium`` and ``hard`` keep the connected
high cards that make an opening instead of shedding them for their penalty.

In 500 Rum every card laid scores and every card held costs, so holding back
is paid twice: ``medium`` and ``hard`` take from the pile whenever the card
taken is laid at once (the depth that lays the most points; ``hard`` looks
through the whole pile), and weigh each card they keep by its chance to be
laid in the draws left, against its cost. A round mostly ends with a card or
two in the loser's hand, so a high card kept seldom costs much, and a high
card thrown is one the opponent may lay: ``medium`` weighs that a little,
``hard`` so much that it throws a loose low card before a loose high one.
``hard`` also reads the spread pile: it knows the cards the opponent took
from it and still holds, and keeps back a discard that melds with them.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rummy_desktop.cards.ai.planning import (
    Plan,
    Situation,
    may_lay,
    plan_turn,
    run_suit,
    table_melds,
)
from rummy_desktop.cards.core.actions import (
    CardAction,
    Discard,
    DrawStock,
    ExchangeJoker,
    GiveBack,
    LayMelds,
    TakePile,
)
from rummy_desktop.cards.core.cards import ACE, HIGH_ACE, Card, Face, Suit
from rummy_desktop.cards.core.melds import Meld, fits, judge_meld
from rummy_desktop.cards.core.referee import discard_barred
from rummy_desktop.cards.core.rules import CardRules, PileTaking, Scoring
from rummy_desktop.cards.core.scoring import hand_value
from rummy_desktop.cards.core.state import MeldView, SeatView
from rummy_desktop.core.errors import RummyError


@dataclass(frozen=True, slots=True)
class Level:
    """How hard a player works: search nodes per plan, pile depth, what it weighs."""

    name: str
    budget: int
    pile_depth: int
    connectors: bool
    guards_table: bool
    """Keeps back cards someone could lay off on the table."""
    guards_takes: bool = False
    """Keeps back the like of discards an opponent took."""
    dumps_late: bool = False
    """Sheds high cards before connectors once an opponent is close to going out."""
    exchanges: bool = False
    """Wins a joker from the table when that leaves the hand lighter this turn."""
    live_outs: bool = False
    """Weighs a connector by the copies of the cards it waits for still unseen."""
    jokers_out: bool = False
    """Lays off its jokers when that lets it go out this turn."""
    weighs_discard: bool = True
    """Weighs the cards left (cost, connections) for the discard; else throws any of them."""
    holds_melds: int = 0
    """Basic Rummy: keeps its melds in the hand for a rummy (double payment) while every
    opponent holds more than this many cards; 0 lays them at once."""
    scores_laid: bool = False
    """500 Rum: a card kept scores if it is laid before the round ends and costs if not,
    so the discard weighs each card by its chance to be laid in the turns left."""
    takes_most: bool = False
    """500 Rum: takes from the pile whenever the card taken is laid at once, at the depth
    (up to ``pile_depth``) that lays the most points."""
    reads_takes: bool = False
    """500 Rum, two players: keeps back a card that melds with cards the opponent took."""
    keeps_high: float = 0.0
    """500 Rum: the share of a card's points added to its worth in the hand when discarding.
    A round mostly ends with a card or two left in the loser's hand, so a high card
    kept seldom costs much, while a high card thrown is one the opponent may lay."""


WHOLE_PILE = 108
"""A pile depth no pile reaches (two packs and four jokers)."""
CARD_LEVELS: dict[str, Level] = {
    "easy": Level(
        "easy",
        budget=300,
        pile_depth=1,
        connectors=False,
        guards_table=False,
        weighs_discard=False,
    ),
    "medium": Level(
        "medium",
        budget=2000,
        pile_depth=6,
        connectors=True,
        guards_table=False,
        scores_laid=True,
        takes_most=True,
        keeps_high=0.6,
    ),
    "hard": Level(
        "hard",
        budget=6000,
        pile_depth=WHOLE_PILE,
        connectors=True,
        guards_table=True,
        guards_takes=True,
        dumps_late=True,
        live_outs=True,
        exchanges=True,
        jokers_out=True,
        holds_melds=3,
        scores_laid=True,
        takes_most=True,
        reads_takes=True,
        keeps_high=2.0,
    ),
}


SCAN_NODES = 12000
"""Search nodes a draw may spend on the depths of the pile, shared out between them."""
SCAN_LEAST = 500
"""The fewest search nodes a depth of the pile is looked at with."""
CLOSING_CARDS = 3
"""An opponent with this many cards or fewer may go out soon."""
STALE_TURNS = 20
"""Own turns without a card laid by anyone after which a player discards at random."""


class UnknownCardLevel(RummyError):
    """A level no card computer player has."""


def parse_card_levels(text: str) -> list[str]:
    """Levels from ``"hard,medium"``; raises UnknownCardLevel naming a bad one."""
    levels = [part.strip().lower() for part in text.split(",")]
    for level in levels:
        if level not in CARD_LEVELS:
            names = ", ".join(CARD_LEVELS)
            raise UnknownCardLevel(f"unknown computer level {level!r} (choose from {names})")
    return levels


class CardPlayer:
    """A computer player of one level for any card game."""

    def __init__(self, level: str | Level) -> None:
        self.level = CARD_LEVELS[level] if isinstance(level, str) else level
        self.table_cards = -1
        self.quiet_turns = 0
        self.closing = False
        """An opponent is close to going out: what stays in the hand will soon cost."""
        """The player's own turns since a card was last laid on the table."""
        self.last_discard: Card | None = None
        self.pile_after_discard = 0
        self.unseen: dict[Face, float] = {}
        """Per card seen at least once, the share of its copies still unseen (others: 1)."""
        self.wanted: set[Face] = set()
        """Cards of ours an opponent took from the pile this round: they want their like."""
        self.totals_seen: tuple[int, ...] = ()
        self.stock_seen = 0
        self.renewed = False
        """The stock was turned over this deal: the same cards come round again."""
        self.others: list[int] = []
        """The other hands' sizes at our last play."""
        self.stock_left = 0
        self.pile_seen: tuple[Card, ...] = ()
        self.pile_left: tuple[Card, ...] | None = None
        """The spread pile as we left it (after our discard), to see what was taken from it."""
        self.opponent_took: Counter[Face] = Counter()
        self.opponent_threw: Counter[Face] = Counter()
        self.opponent_holds: Counter[Face] = Counter()
        """500 Rum, two players: cards the opponent took from the pile and still holds."""

    def notice(self, view: SeatView) -> None:
        """What changed since the last turn: a quiet table, a discard someone took."""
        laid = sum(len(meld.cards) for meld in view.table)
        if view.totals != self.totals_seen:  # a new deal (a round's end changes the scores)
            self.totals_seen, self.renewed = view.totals, False
            self.forget_pile()
        elif view.stock_count > self.stock_seen:  # the stock turned over: start again
            self.renewed = True
            self.forget_pile()
        self.stock_seen = view.stock_count
        if laid != self.table_cards:
            if laid < self.table_cards:  # a new deal
                self.wanted.clear()
                self.last_discard = None
                self.forget_pile()
            self.table_cards, self.quiet_turns = laid, 0
        else:
            self.quiet_turns += 1
        others = sum(1 for out in view.eliminated if not out) - 1
        expected = self.pile_after_discard + others  # each other player discards once
        renewed = view.pile_count < self.pile_after_discard - 1
        if self.last_discard is not None and view.pile_count < expected and not renewed:
            self.wanted.add(self.last_discard.face)
        self.last_discard = None
        self.read_takes(view)

    def forget_pile(self) -> None:
        """Drop what was read from the spread pile: its cards are not the opponent's any more."""
        self.pile_left = None
        self.opponent_took.clear()
        self.opponent_threw.clear()

    def read_takes(self, view: SeatView) -> None:
        """Two players and a spread pile: what the opponent took from it, and still holds."""
        left, self.pile_left, self.pile_seen = self.pile_left, None, view.pile
        if left is None or len(view.hand_counts) != 2 or view.pile_count != len(view.pile):
            self.opponent_holds = Counter()
            return
        taken = len(left) + 1 - len(view.pile)
        if view.pile and taken >= 0 and view.pile[:-1] == left[: len(left) - taken]:
            self.opponent_took.update(c.face for c in left[len(left) - taken :] if not c.is_joker)
            self.opponent_threw[view.pile[-1].face] += 1
        laid = Counter(
            meld.faces[i]
            for meld in view.table
            for i, seat in enumerate(meld.laid_by)
            if seat != view.seat
        )
        self.opponent_holds = self.opponent_took - laid - self.opponent_threw

    def count_unseen(self, view: SeatView, rules: CardRules) -> None:
        """How many copies of each card this seat has not seen: not in hand, table or pile."""
        seen = Counter(c.face for c in view.hand if not c.is_joker)
        seen.update(c.face for meld in view.table for c in meld.cards if not c.is_joker)
        if not (self.level.scores_laid and rules.pile_taking is PileTaking.ANY_DEPTH):
            seen.update(c.face for c in view.pile if not c.is_joker)
        copies = rules.pack_count(len(view.hand_counts))
        self.unseen = {face: max(0, copies - n) / copies for face, n in seen.items()}

    def situation(self, view: SeatView, rules: CardRules, taken: Sequence[Card]) -> Situation:
        return Situation(
            rules=rules,
            hand=(*view.hand, *(c for c in taken if c not in view.hand)),
            taken=tuple(taken),
            opened=view.opened[view.seat],
            table=table_melds(view.table, rules),
        )

    def draw(self, view: SeatView, rules: CardRules, rng: random.Random) -> CardAction:
        """The stock, unless taking from the pile pays now (the card is laid this turn)."""
        if not view.taken_this_turn:  # not a second draw after a give-back
            self.notice(view)
        if not view.pile:
            return DrawStock()
        depth = 1
        if rules.pile_taking is PileTaking.ANY_DEPTH:
            depth = min(len(view.pile), self.level.pile_depth)
        tries = []
        for count in range(1, depth + 1):
            situation = self.situation(view, rules, view.pile[-count:])
            if may_lay(situation.taken[0], situation):  # else not worth a search
                tries.append(situation)
        if not tries:
            return DrawStock()
        # A long spread pile shares one search budget out between its depths (the play
        # phase plans the chosen one again in full).
        budget = min(self.level.budget, max(SCAN_LEAST, SCAN_NODES // len(tries)))
        most = self.level.takes_most and rules.scoring is Scoring.POINTS
        if not most:
            base = plan_turn(self.situation(view, rules, ()), budget, self.level.jokers_out)
        best: tuple[float, int] | None = None
        for situation in tries:
            taken = situation.taken
            plan = plan_turn(situation, budget, self.level.jokers_out)
            if not plan.keeps_duty or taken[0] in plan.rest:
                continue
            if most:
                gain = plan.value  # every card laid scores: take what lays the most
            else:
                idle = hand_value([c for c in taken if c in plan.rest], rules)
                gain = plan.value - base.value - idle / 2
            if (most or gain > 0) and (best is None or gain > best[0]):
                best = (gain, len(taken))
        if best is None:
            return DrawStock()
        return TakePile(best[1])

    def play(self, view: SeatView, rules: CardRules, rng: random.Random) -> list[CardAction]:
        """The play phase: lay-offs and melds the plan found, then the discard."""
        situation = self.situation(view, rules, view.taken_this_turn)
        plan = plan_turn(situation, self.level.budget, self.level.jokers_out)
        actions: list[CardAction] = []
        may_touch = situation.opened or rules.lay_off_before_opening
        if self.level.exchanges and may_touch and situation.duty is None and plan.keeps_duty:
            for exchange, table in _exchanges(view):
                hand = [c for c in situation.hand if c not in exchange.cards]
                joker = next(
                    c
                    for c in view.table[exchange.meld].cards
                    if c not in table[exchange.meld].cards
                )
                after = Situation(
                    rules=rules,
                    hand=(*hand, joker),
                    taken=situation.taken,
                    opened=situation.opened,
                    table=table_melds(table, rules),
                )
                better = plan_turn(after, self.level.budget, self.level.jokers_out)
                if better.keeps_duty and _lighter(better, plan, rules):
                    actions, situation, plan = [exchange], after, better
                    break
        if self.level.live_outs:
            self.count_unseen(view, rules)
        if not plan.keeps_duty:
            return [GiveBack()]
        if self.holding(view, rules, situation, plan):
            plan = Plan(rest=plan.rest, value=plan.value)
        if plan.lead is not None:
            actions.append(plan.lead)
        if plan.melds:
            actions.append(LayMelds(tuple(plan.melds)))
        actions.extend(plan.lay_offs)
        if plan.rest:
            opening_turn = bool(plan.melds) and not situation.opened
            others = [n for i, n in enumerate(view.hand_counts) if i != view.seat and n]
            self.closing = bool(others) and min(others) <= CLOSING_CARDS
            self.others = others
            self.stock_left = view.stock_count
            card = self.discard(plan, situation, opening_turn, rng)
            actions.append(Discard(card))
            self.remember_discard(card, view.pile_count + 1)
        return actions

    def holding(self, view: SeatView, rules: CardRules, situation: Situation, plan: Plan) -> bool:
        """Whether to keep the plan's melds in the hand, going for a rummy.

        In basic Rummy a player who goes out in one turn without having melded
        before doubles the payment. An opponent with many cards cannot go out
        soon, and while our melds stay hidden it has nothing to lay off onto.
        """
        limit = self.level.holds_melds
        if not limit or rules.scoring is not Scoring.PAYMENT or not rules.rummy_doubles:
            return False
        if situation.opened or not plan.melds or len(plan.rest) <= 1 or self.renewed:
            return False
        others = [n for i, n in enumerate(view.hand_counts) if i != view.seat and n]
        return bool(others) and min(others) > limit

    def remember_discard(self, card: Card, pile_count: int) -> None:
        """Our discard and the pile's size after it: whether the next player takes it."""
        self.last_discard, self.pile_after_discard = card, pile_count
        if len(self.pile_seen) >= pile_count - 1:
            self.pile_left = (*self.pile_seen[: pile_count - 1], card)

    def discard(
        self, plan: Plan, situation: Situation, opening_turn: bool, rng: random.Random
    ) -> Card:
        """The card that costs most to keep and helps least; never one just taken."""
        rules = situation.rules
        no_joker = rules.opening_discard_not_joker and opening_turn
        free = [
            c
            for c in plan.rest
            if not discard_barred(rules, situation.taken, c) and not (no_joker and c.is_joker)
        ]
        choices = free or plan.rest
        table = _table_after(situation, plan)
        unseen = self.unseen
        if self.quiet_turns >= STALE_TURNS:
            # Nothing laid for a long while: the hands are stuck waiting for each other's
            # cards (a turned-over stock brings the same cards round), so let chance move.
            return rng.choice([c for c in choices if not c.is_joker] or choices)

        if not self.level.weighs_discard:
            # A beginner throws whichever card it has no meld for, never asking what
            # it costs at the round's end or which meld it might still grow into.
            return rng.choice([c for c in choices if not c.is_joker] or choices)

        opening_hunt = rules.opening_points > 0 and not situation.opened and not plan.melds
        if self.level.scores_laid and rules.scoring is Scoring.POINTS:
            odds = self.odds(plan.rest, table)

            def laid_worth(card: Card) -> float:
                value = hand_value([card], rules)
                worth = value * (2 * odds(card) - 1 + self.level.keeps_high)
                if self.level.guards_table and _feeds(card, table, rules):
                    worth += value  # the opponent lays it off and scores it
                if self.level.guards_takes and _related(card, self.wanted):
                    worth += value / 2
                if self.level.reads_takes:
                    worth += value * _opponent_use(card, self.opponent_holds)
                return worth - card.rank / 100

            ordered = sorted(choices, key=lambda c: (laid_worth(c), c.face.sort_key(), c.copy))
            close = [c for c in ordered if laid_worth(c) <= laid_worth(ordered[0]) + 0.5]
            return rng.choice(close)
        racing = rules.scoring is Scoring.PAYMENT

        def keep(card: Card) -> float:
            if card.is_joker:
                return 1000.0
            value = hand_value([card], rules)
            worth = 0.0
            late = self.level.dumps_late and self.closing
            if self.level.connectors and opening_hunt:
                # Not opened yet: a connected high card is what makes the opening, and a
                # hand that does not open pays for every card anyway.
                if self.level.live_outs:
                    chance = _prospects(card, plan.rest, unseen)
                else:
                    chance = 6 * _connections(card, plan.rest)
                if self.level.guards_table and _feeds(card, table, rules):
                    chance += 8  # an opponent who has opened lays it off at once
                return chance * (0.5 + value / 10) - 0.3 * value - card.rank / 100
            if self.level.live_outs:
                worth += (0.25 if late else 1) * _prospects(card, plan.rest, unseen)
            elif self.level.connectors:
                worth += (1.5 if late else 6) * _connections(card, plan.rest)
            if self.level.guards_table and _feeds(card, table, rules):
                worth += 3 if late else 8
            if self.level.guards_takes and _related(card, self.wanted):
                worth += 5
            if self.level.live_outs and racing and not late:
                # Basic Rummy pays only what the loser holds when someone goes out, and
                # the hands are small by then: going out first matters more than points.
                return worth - 0.4 * value - card.rank / 100
            return worth - value - card.rank / 100

        ordered = sorted(choices, key=lambda c: (keep(c), c.face.sort_key(), c.copy))
        # Near ties are broken by the seeded draw: a turned-over stock deals the same cards
        # again, and players that always answer alike could pass them round for ever.
        close = [c for c in ordered if keep(c) <= keep(ordered[0]) + 0.5]
        return rng.choice(close)

    def odds(self, hand: Sequence[Card], table: Sequence[Meld]) -> Callable[[Card], float]:
        """The chance of each card of ``hand`` to be laid before the round ends.

        A card already in a meld of the hand is as good as laid. Otherwise each
        unseen card that would meld with it, in the hand or on the table, is an
        out; every draw left to us (the stock shared out, fewer when an
        opponent is nearly out) is a try at one of them.
        """
        unknown = max(1, self.stock_left + sum(self.others))
        players = len(self.others) + 1
        draws = max(1, -(-self.stock_left // players))
        if self.others and min(self.others) <= CLOSING_CARDS:
            draws = min(draws, 1 + min(self.others) // 2)

        def chance(card: Card) -> float:
            if card.is_joker:
                return 1.0
            found = _prospects(card, hand, self.unseen)
            if found >= MELDED:
                return 0.95
            outs = found / OUT_WORTH + _table_outs(card, table, self.unseen)
            return 1 - (1 - min(1.0, outs / unknown)) ** draws

        return chance


def _opponent_use(card: Card, holds: Counter[Face]) -> float:
    """How surely the opponent melds ``card`` with cards we saw it take: 1.5 a meld, 0.3 a pair."""
    if not holds or card.is_joker:
        return 0.0
    suits = {f.suit for f in holds if f.rank == card.rank and f.suit != card.suit}
    places = {
        p
        for f in holds
        if f.suit == card.suit
        for p in ((ACE, HIGH_ACE) if f.rank == ACE else (f.rank,))
    }
    mine = (ACE, HIGH_ACE) if card.rank == ACE else (card.rank,)
    runs = any({p + a, p + b} <= places for p in mine for a, b in ((-2, -1), (-1, 1), (1, 2)))
    if len(suits) >= 2 or runs:
        return 1.5
    near = any(abs(p - q) <= 2 for p in mine for q in places)
    return 0.3 if suits or near else 0.0


def _table_outs(card: Card, table: Sequence[Meld], unseen: dict[Face, float]) -> float:
    """Unseen cards that would let ``card`` be laid off: the one gap between it and a run."""
    outs = 0.0
    for meld in table:
        suit = run_suit(meld)
        if suit is None or suit != card.suit:
            continue
        low, high = min(meld.places), max(meld.places)
        for place in (ACE, HIGH_ACE) if card.rank == ACE else (card.rank,):
            gap = low - 1 if place == low - 2 else high + 1 if place == high + 2 else None
            if gap is not None and ACE <= gap <= HIGH_ACE:
                outs += unseen.get(Face(ACE if gap == HIGH_ACE else gap, suit), 1.0)
    return outs


def _lighter(plan: Plan, than: Plan, rules: CardRules) -> bool:
    """Whether ``plan`` leaves fewer cards in the hand, or as many worth less."""
    return (len(plan.rest), hand_value(plan.rest, rules)) < (
        len(than.rest),
        hand_value(than.rest, rules),
    )


def _exchanges(view: SeatView) -> list[tuple[ExchangeJoker, tuple[MeldView, ...]]]:
    """Every joker exchange the hand can make, each with the table it leaves.

    A joker's place takes the card it stands for; in a set of three with a
    joker both missing suits go in (the set becomes four) and the joker comes out.
    """
    found: list[tuple[ExchangeJoker, tuple[MeldView, ...]]] = []
    hand = [c for c in view.hand if not c.is_joker]
    for index, meld in enumerate(view.table):
        jokers = [i for i, c in enumerate(meld.cards) if c.is_joker]
        if not jokers:
            continue
        cards: list[Card] = []
        if meld.kind == "set" and len(meld.cards) == 3 and len(jokers) == 1:
            present = {f.suit for i, f in enumerate(meld.faces) if i not in jokers}
            rank = meld.faces[0].rank
            for suit in Suit:
                if suit not in present:
                    match = next((c for c in hand if c.face == Face(rank, suit)), None)
                    if match is None:
                        break
                    cards.append(match)
            else:
                keep = [i for i in range(3) if i not in jokers]
                new_cards = (*(meld.cards[i] for i in keep), *cards)
                new_faces = (*(meld.faces[i] for i in keep), *(c.face for c in cards))
                laid = (*(meld.laid_by[i] for i in keep), *(view.seat for _ in cards))
                new = MeldView(new_cards, new_faces, meld.kind, laid)
                table = (*view.table[:index], new, *view.table[index + 1 :])
                found.append((ExchangeJoker(index, tuple(cards)), table))
            continue
        for position in jokers:
            match = next((c for c in hand if c.face == meld.faces[position]), None)
            if match is None:
                continue
            changed = list(meld.cards)
            changed[position] = match
            laid_by = list(meld.laid_by)
            laid_by[position] = view.seat
            new = MeldView(tuple(changed), meld.faces, meld.kind, tuple(laid_by))
            table = (*view.table[:index], new, *view.table[index + 1 :])
            found.append((ExchangeJoker(index, (match,)), table))
    return found


def _related(card: Card, wanted: set[Face]) -> bool:
    """Same rank as a card an opponent took, or near it in its suit."""
    return any(
        face.rank == card.rank or (face.suit == card.suit and abs(face.rank - card.rank) <= 2)
        for face in wanted
    )


MELDED = 12.0
"""What keeping a card already in a meld of the hand is worth (it cannot be laid yet)."""
OUT_WORTH = 3.0
"""What one card that would meld with a connector is worth, when all its copies are unseen."""


def _prospects(card: Card, hand: Sequence[Card], unseen: dict[Face, float]) -> float:
    """How likely ``card`` is to end in a meld: in one already, or the live cards it waits for.

    A pair or near-run whose missing cards are all in sight (on the table, in
    the pile, in our hand) is dead and worth nothing; two packs double the outs.
    """
    faces = {c.face for c in hand if not c.is_joker and c is not card}
    rank, suit = card.rank, card.suit

    def live(place: int) -> float:
        if not ACE <= place <= HIGH_ACE:
            return 0.0
        return unseen.get(Face(ACE if place == HIGH_ACE else place, suit), 1.0)

    def have(place: int) -> bool:
        return ACE <= place <= HIGH_ACE and Face(ACE if place == HIGH_ACE else place, suit) in faces

    partners = {f.suit for f in faces if f.rank == rank and f.suit != suit}
    if len(partners) >= 2:
        return MELDED
    outs = 0.0
    if partners:
        outs += sum(unseen.get(Face(rank, s), 1.0) for s in Suit if s != suit and s not in partners)
    for p in (rank, HIGH_ACE) if rank == ACE else (rank,):
        if (have(p - 1) and have(p + 1)) or (have(p + 1) and have(p + 2)):
            return MELDED
        if have(p - 1) and have(p - 2):
            return MELDED
        if have(p + 1):
            outs += live(p - 1) + live(p + 2)
        if have(p - 1):
            outs += live(p + 1) + live(p - 2)
        if have(p + 2):
            outs += live(p + 1)
        if have(p - 2):
            outs += live(p - 1)
    return OUT_WORTH * outs


def _connections(card: Card, hand: Sequence[Card]) -> float:
    """Cards of the hand that could meld with ``card``: same rank, or near in its suit."""
    count = 0.0
    for other in hand:
        if other is card or other == card or other.is_joker:
            continue
        if other.rank == card.rank and other.suit != card.suit:
            count += 1
        elif other.suit == card.suit:
            gap = min(abs(other.rank - card.rank), HIGH_ACE - abs(other.rank - card.rank))
            count += 1.0 if gap == 1 else 0.5 if gap == 2 else 0.0
    return count


def _table_after(situation: Situation, plan: Plan) -> list[Meld]:
    table = list(situation.table)
    for cards in plan.melds:
        table.append(judge_meld(cards, situation.rules.max_jokers_per_meld))
    return table


def _feeds(card: Card, table: Sequence[Meld], rules: CardRules) -> bool:
    """Someone could lay ``card`` off on the table: discarding it hands them a play."""
    return any(fits(meld, card, rules.max_jokers_per_meld) for meld in table)


def make_card_player(level: str) -> CardPlayer:
    """A player of ``level``; raises UnknownCardLevel for an unknown one."""
    parse_card_levels(level)
    return CardPlayer(level)
