"""A whole play phase planned at once: the melds, the lay-offs and what is left to discard.

Planning the turn as one piece keeps every duty of the rules in view together:
the opening minimum and its run, the card taken from the pile that must be
used now, the two-cards-per-run limit, and keeping a card that may be
discarded. The draw choice plans the turn it would lead to, so a player only
takes from the pile what its own plan then uses.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from rummy_desktop.cards.ai.hand import Candidate, best_melds, candidates, cards_for
from rummy_desktop.cards.core.actions import LayOff, Side
from rummy_desktop.cards.core.cards import ACE, HIGH_ACE, Card, Face, Suit
from rummy_desktop.cards.core.melds import Meld, MeldKind, extended_at, judge_meld
from rummy_desktop.cards.core.referee import discard_barred
from rummy_desktop.cards.core.rules import CURRENT_EDITION, CardRules, GoingOut, PileTaking
from rummy_desktop.cards.core.scoring import hand_value, opening_value
from rummy_desktop.cards.core.state import MeldView


@dataclass(frozen=True, slots=True)
class Situation:
    """What the planner needs of the seat view, with the cards a draw would add."""

    rules: CardRules
    hand: tuple[Card, ...]
    taken: tuple[Card, ...]
    opened: bool
    table: tuple[Meld, ...]

    @property
    def duty(self) -> Card | None:
        """The taken card the rules say must be laid this turn, if any."""
        if not self.taken or self.taken[0] not in self.hand:
            return None
        if self.rules.pile_taking is PileTaking.ANY_DEPTH and (
            len(self.taken) > 1 or not self.rules.pile_top_card_free
        ):
            return self.taken[0]
        if self.rules.pile_taking is PileTaking.TOP_TO_OPEN and not self.opened:
            return self.taken[0]
        return None


@dataclass
class Plan:
    """The play phase: melds to lay, lay-offs after them, and the cards left."""

    melds: list[tuple[Card, ...]] = field(default_factory=list)
    lead: LayOff | None = None
    """A lay-off that must come before the melds (the card that must be used now)."""
    lay_offs: list[LayOff] = field(default_factory=list)
    rest: list[Card] = field(default_factory=list)
    value: float = 0.0
    keeps_duty: bool = True
    """False: a card that had to be used stays in the hand (the plan cannot be played)."""


def table_melds(table: Sequence[MeldView], rules: CardRules) -> tuple[Meld, ...]:
    """The table's melds rebuilt from the view, jokers keeping their cards."""
    out = []
    for view in table:
        fixed = {i: view.faces[i] for i, card in enumerate(view.cards) if card.is_joker}
        out.append(judge_meld(view.cards, max(rules.max_jokers_per_meld, len(fixed)), fixed))
    return tuple(out)


def _cost(face: Face, rules: CardRules) -> int:
    return hand_value([Card(face)], rules)


def _opening_worth(candidate: Candidate) -> int:
    if not candidate.is_run:
        return len(candidate.layout) * opening_value(candidate.faces[0], low_ace=False)
    total = 0
    for offset in range(len(candidate.layout)):
        place = candidate.start + offset
        total += 1 if place == ACE else 11 if place == HIGH_ACE else min(place, 10)
    return total


def _fits(meld: Meld, card: Card, side: Side, rules: CardRules) -> Meld | None:
    return extended_at(meld, (card,), side is Side.LOW, rules.max_jokers_per_meld)


def plan_turn(situation: Situation, budget: int, jokers_out: bool = False) -> Plan:
    """The best play this level finds for the hand, within ``budget`` search nodes.

    With ``jokers_out`` jokers are laid off too when that lets the player go out
    this turn (a joker kept for a meld to come costs the most at the round's end).
    """
    rules = situation.rules
    hand = list(situation.hand)
    duty = situation.duty
    taken = Counter(c.face for c in situation.taken if c in situation.hand)
    taken_faces = {c.face for c in situation.taken}
    twins_barred = rules.edition >= CURRENT_EDITION
    opening = not situation.opened and rules.opening_points > 0
    joker_cost = hand_value([c for c in hand if c.is_joker][:1], rules)
    start_counts = Counter(c.face for c in hand if not c.is_joker)
    may_touch = situation.opened or rules.lay_off_before_opening
    leads = _leads(duty, situation.table, hand, rules) if duty is not None and may_touch else []

    def ends(left: Counter[Face], jokers: int, no_joker: bool, spent: Sequence[Card] = ()) -> bool:
        """Whether a hand of ``left`` (less ``spent``) can still end the turn.

        A face taken from the pile this turn may not be discarded at all where twins
        are barred (CARD_RULES.md 8.5, laid or not); in an older record only the
        copies taken are barred.
        """
        left, waiting = left.copy(), taken.copy()
        for card in spent:
            left[card.face] -= 1
            waiting[card.face] -= card in situation.taken
        if twins_barred:
            free = any(n > 0 and f not in taken_faces for f, n in left.items())
        else:
            free = any(n > waiting[f] for f, n in left.items() if n > 0)
        if free or (jokers and not no_joker):
            return True
        return rules.going_out is GoingOut.ANY and not (left.total() + jokers)

    def judge(chosen: tuple[Candidate, ...], left: Counter[Face], jokers: int) -> float | None:
        if opening and chosen:
            if sum(_opening_worth(c) for c in chosen) < rules.opening_points:
                return None
            if rules.opening_needs_run and not any(c.is_run for c in chosen):
                return None
        no_joker = rules.opening_discard_not_joker and opening and bool(chosen)
        if duty is not None and left[duty.face] >= start_counts[duty.face]:
            # The must-use card is not in a new meld: a lay-off ahead of the melds must
            # take it (with its helper card) and still leave a card to discard.
            if rules.pile_taking is PileTaking.TOP_TO_OPEN or not any(
                all(left[f] >= n for f, n in Counter(c.face for c in lead.cards).items())
                and ends(left, jokers, no_joker, lead.cards)
                for lead in leads
            ):
                return None
        elif not ends(left, jokers, no_joker):
            return None
        used = [f for c in chosen for f in c.faces]
        used_jokers = sum(c.jokers for c in chosen)
        return sum(_cost(f, rules) for f in used) + used_jokers * joker_cost + 0.01 * len(used)

    choice = best_melds(hand, rules, judge, budget)
    plan = Plan(value=max(choice.score, 0.0))
    pool = list(hand)
    # Cards just taken go into the melds before their twins from the hand: only the
    # latter may be discarded.
    prefer = [duty] if duty is not None else []
    prefer += [c for c in situation.taken if c in hand and c != duty]
    for candidate in choice.melds:
        plan.melds.append(cards_for(candidate.layout, pool, prefer))
    table = list(situation.table)
    if duty is not None and duty in pool:
        # A must-use card not in a new meld is laid off first (melds laid before it are
        # refused), alone or behind one more card of the hand that leads up to it.
        no_joker = rules.opening_discard_not_joker and opening and bool(plan.melds)
        for lead in leads:
            rest = [c for c in pool if c not in lead.cards]
            grown = _fits_all(table[lead.meld], lead, rules)
            if len(rest) + len(lead.cards) != len(pool) or grown is None:
                continue
            if _may_end(rest, situation.taken, rules, no_joker):
                plan.lead, pool[:], table[lead.meld] = lead, rest, grown
                plan.value += sum(_cost(card.face, rules) for card in lead.cards)
                break
    table.extend(judge_meld(cards, rules.max_jokers_per_meld) for cards in plan.melds)
    if (may_touch or plan.melds) and (duty is None or duty not in pool):
        _lay_off(situation, table, pool, plan, opening and bool(plan.melds), plan.lead)
        if jokers_out:
            _jokers_out(situation, table, pool, plan)
    plan.rest = pool
    plan.keeps_duty = duty is None or duty not in pool
    return plan


def may_lay(card: Card, situation: Situation) -> bool:
    """Whether ``card`` could be laid this turn at all: a cheap test before a whole plan.

    False only when no meld the hand can make holds its face and no meld on the
    table is of its rank (a set) or its suit (a run); a joker may always be laid.
    """
    if card.is_joker:
        return True
    face = card.face
    if any(
        meld.faces[0].rank == face.rank or run_suit(meld) == face.suit for meld in situation.table
    ):
        return True
    return any(face in c.layout for c in candidates(situation.hand, situation.rules))


def run_suit(meld: Meld) -> Suit | None:
    """The suit of a run (its jokers stand in it too), None for a set."""
    if meld.kind is not MeldKind.RUN:
        return None
    return next(f.suit for f in meld.faces if not f.is_joker)


def _leads(
    duty: Card, table: Sequence[Meld], hand: Sequence[Card], rules: CardRules
) -> list[LayOff]:
    """Every lay-off on the table that uses ``duty``: alone, or behind one card of the hand."""
    helpers = [c for c in hand if c != duty and not c.is_joker]
    tries: list[tuple[tuple[Card, ...], Side]] = [((duty,), Side.HIGH), ((duty,), Side.LOW)]
    for card in helpers:
        tries += [((card, duty), Side.HIGH), ((duty, card), Side.LOW)]
    found = []
    for index, meld in enumerate(table):
        for cards, side in tries:
            lead = LayOff(index, cards, side)
            limit = rules.max_added_per_run
            if meld.kind is MeldKind.RUN and limit is not None and len(cards) > limit:
                continue
            if _fits_all(meld, lead, rules) is not None:
                found.append(lead)
    return found


def _fits_all(meld: Meld, lay_off: LayOff, rules: CardRules) -> Meld | None:
    """``meld`` with the lay-off's cards added, or None when they do not fit."""
    return extended_at(meld, lay_off.cards, lay_off.side is Side.LOW, rules.max_jokers_per_meld)


def _may_end(rest: Sequence[Card], taken: Sequence[Card], rules: CardRules, no_joker: bool) -> bool:
    """Whether a hand of ``rest`` can still end the turn: a card to discard, or out."""
    if not rest:
        return rules.going_out is GoingOut.ANY
    return any(not discard_barred(rules, taken, c) and not (no_joker and c.is_joker) for c in rest)


def _jokers_out(situation: Situation, table: list[Meld], pool: list[Card], plan: Plan) -> None:
    """Lay off every joker left when that leaves at most the one card to discard."""
    rules = situation.rules
    jokers = [c for c in pool if c.is_joker]
    others = [c for c in pool if not c.is_joker]
    if not jokers or len(others) > 1:
        return
    if others and discard_barred(rules, situation.taken, others[0]):
        return
    if not others and rules.going_out is GoingOut.DISCARD:
        return
    added = Counter(lay_off.meld for lay_off in plan.lay_offs)
    if plan.lead is not None:
        added[plan.lead.meld] += len(plan.lead.cards)
    trial = list(table)
    laid: list[LayOff] = []
    for joker in jokers:
        for index, meld in enumerate(trial):
            limit = rules.max_added_per_run
            if meld.kind is MeldKind.RUN and limit is not None and added[index] >= limit:
                continue
            placed = next(
                ((s, m) for s in Side if (m := _fits(meld, joker, s, rules)) is not None), None
            )
            if placed is not None:
                trial[index] = placed[1]
                added[index] += 1
                laid.append(LayOff(index, (joker,), placed[0]))
                break
        else:
            return  # a joker stays: nothing is gained by laying the others
    table[:] = trial
    for lay_off in laid:
        pool.remove(lay_off.cards[0])
        plan.lay_offs.append(lay_off)
        plan.value += _cost(lay_off.cards[0].face, rules)


def _lay_off(
    situation: Situation,
    table: list[Meld],
    pool: list[Card],
    plan: Plan,
    opening_turn: bool,
    lead: LayOff | None,
) -> None:
    """Lay off every card that fits, one at a time, while a discard stays possible."""
    rules = situation.rules
    added: Counter[int] = Counter({lead.meld: len(lead.cards)} if lead is not None else {})
    duty = situation.duty
    no_joker = rules.opening_discard_not_joker and opening_turn
    progress = True
    while progress:
        progress = False
        order = sorted(pool, key=lambda c: (c != duty, -_cost(c.face, rules)))
        for card in order:
            if card.is_joker:
                continue
            rest = [c for c in pool if c != card]
            free = [
                c
                for c in rest
                if not discard_barred(rules, situation.taken, c) and not (no_joker and c.is_joker)
            ]
            if not free and (rules.going_out is GoingOut.DISCARD or rest):
                continue
            for index, meld in enumerate(table):
                limit = rules.max_added_per_run
                if meld.kind is MeldKind.RUN and limit is not None and added[index] >= limit:
                    continue
                placed = next(
                    ((s, m) for s in Side if (m := _fits(meld, card, s, rules)) is not None),
                    None,
                )
                if placed is None:
                    continue
                side, new = placed
                table[index] = new
                added[index] += 1
                pool.remove(card)
                plan.lay_offs.append(LayOff(index, (card,), side))
                plan.value += _cost(card.face, rules)
                progress = True
                break
            if progress:
                break
