"""A plain greedy card player, the baseline of issue 30 (benchmarks only, not a game level).

Written from the issue's description:

- it lays every meld and every lay-off it can, at once (the most points it
  finds this turn; the opening minimum of Rummy 30/51 still applies);
- it takes from the discard pile only when the card taken is laid this turn
  (in 500 Rum at any depth, the depth whose turn lays the most points);
- it discards the highest card that connects to nothing (no card of the hand
  of its rank, none of its suit within two places); when every card connects,
  the highest card. A joker is never thrown while another card may be.

The ``withholding`` variant also keeps back, while it has another choice, a
discard the opponent could use: one that fits a meld on the table, or one
like a discard the opponent took from the pile this round.

It plays through the same runner as the game's levels (a
:class:`~rummy_desktop.cards.ai.players.CardPlayer`), so the referee rules on
every move and an illegal one is counted.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from rummy_desktop.cards.ai.planning import Plan, Situation, plan_turn
from rummy_desktop.cards.ai.players import (
    CardPlayer,
    Level,
    _feeds,
    _related,
    _table_after,
    make_card_player,
)
from rummy_desktop.cards.core.actions import (
    CardAction,
    Discard,
    DrawStock,
    GiveBack,
    LayMelds,
    TakePile,
)
from rummy_desktop.cards.core.cards import ACE, HIGH_ACE, Card
from rummy_desktop.cards.core.referee import discard_barred
from rummy_desktop.cards.core.rules import CardRules, PileTaking
from rummy_desktop.cards.core.scoring import hand_value
from rummy_desktop.cards.core.state import SeatView

BUDGET = 2000
"""Search nodes per plan: enough to find every meld of a hand (as ``medium``)."""


class GreedyPlayer(CardPlayer):
    """Lays everything at once, takes only what it lays, throws its highest loose card."""

    def __init__(self, withholding: bool = False) -> None:
        super().__init__("medium")
        self.withholding = withholding

    def plan(self, view: SeatView, rules: CardRules, taken: Sequence[Card]) -> Plan:
        return plan_turn(self.situation(view, rules, taken), BUDGET)

    def draw(self, view: SeatView, rules: CardRules, rng: random.Random) -> CardAction:
        if not view.taken_this_turn:
            self.notice(view)
        if not view.pile:
            return DrawStock()
        depth = len(view.pile) if rules.pile_taking is PileTaking.ANY_DEPTH else 1
        best: tuple[float, int] | None = None
        for count in range(1, depth + 1):
            taken = view.pile[-count:]
            plan = self.plan(view, rules, taken)
            if not plan.keeps_duty or taken[0] in plan.rest:
                continue  # the card taken would not be laid this turn
            if best is None or plan.value > best[0]:
                best = (plan.value, count)
        return DrawStock() if best is None else TakePile(best[1])

    def play(self, view: SeatView, rules: CardRules, rng: random.Random) -> list[CardAction]:
        situation = self.situation(view, rules, view.taken_this_turn)
        plan = plan_turn(situation, BUDGET)
        if not plan.keeps_duty:
            return [GiveBack()]
        actions: list[CardAction] = []
        if plan.lead is not None:
            actions.append(plan.lead)
        if plan.melds:
            actions.append(LayMelds(tuple(plan.melds)))
        actions.extend(plan.lay_offs)
        if plan.rest:
            opening_turn = bool(plan.melds) and not situation.opened
            card = self.throw(plan, situation, opening_turn, view)
            actions.append(Discard(card))
            self.remember_discard(card, view.pile_count + 1)
        return actions

    def throw(self, plan: Plan, situation: Situation, opening_turn: bool, view: SeatView) -> Card:
        """The highest card that connects to nothing (see the module's words)."""
        rules = situation.rules
        no_joker = rules.opening_discard_not_joker and opening_turn
        free = [
            c
            for c in plan.rest
            if not discard_barred(rules, situation.taken, c) and not (no_joker and c.is_joker)
        ]
        choices = [c for c in free if not c.is_joker] or free or plan.rest
        if self.withholding:
            table = _table_after(situation, plan)
            safe = [
                c for c in choices if not _feeds(c, table, rules) and not _related(c, self.wanted)
            ]
            choices = safe or choices
        loose = [c for c in choices if not connects(c, plan.rest)]

        def height(card: Card) -> tuple[int, int, tuple[int, int], int]:
            return (hand_value([card], rules), card.rank, card.face.sort_key(), card.copy)

        return max(loose or choices, key=height)


def _places(card: Card) -> tuple[int, ...]:
    return (ACE, HIGH_ACE) if card.rank == ACE else (card.rank,)


def connects(card: Card, hand: Sequence[Card]) -> bool:
    """Whether another card of ``hand`` shares ``card``'s rank or is within two of it in suit."""
    if card.is_joker:
        return True
    for other in hand:
        if other is card or other.is_joker:
            continue
        if other.face == card.face:
            continue  # a twin (two packs) makes no meld with it
        if other.rank == card.rank:
            return True
        if other.suit == card.suit and any(
            abs(a - b) <= 2 for a in _places(card) for b in _places(other)
        ):
            return True
    return False


MEDIUM_BEFORE = Level("medium", budget=2000, pile_depth=4, connectors=True, guards_table=False)
"""``medium`` as it was before issue 30 (500 Rum: the pile 4 deep, taken only for a gain)."""


def make_benchmark_player(name: str) -> CardPlayer:
    """A game level by name, ``medium-before``, or ``greedy`` / ``greedy-withholding``."""
    if name == "greedy":
        return GreedyPlayer()
    if name == "greedy-withholding":
        return GreedyPlayer(withholding=True)
    if name == "medium-before":
        return CardPlayer(MEDIUM_BEFORE)
    return make_card_player(name)
