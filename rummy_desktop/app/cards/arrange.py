"""Putting cards dropped together into the order the referee judges.

A person drops a handful of cards on the table or on a meld in whatever
order they hold them; the referee judges a meld *as laid out* (a run lowest
card first, a joker at the place it stands for). These helpers find the
layout a person means, so a drop of ``9H 7H *`` lays ``7H * 9H``. They only
propose actions; :func:`~rummy_desktop.cards.core.referee.refusal` still
judges every one, and the first refusal is what the person is told.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from typing import Final

from rummy_desktop.cards.core.actions import CardAction, ExchangeJoker, LayMelds, LayOff, Side
from rummy_desktop.cards.core.cards import ACE, HIGH_ACE, Card
from rummy_desktop.cards.core.referee import refusal
from rummy_desktop.cards.core.state import CardGame
from rummy_desktop.core.errors import IllegalMove

MAX_PERMUTED: Final = 5
"""Up to this many cards every order is tried; more are tried in rank orders only."""


def meld_layouts(cards: Sequence[Card]) -> Iterator[tuple[Card, ...]]:
    """Orders worth trying for ``cards`` as one meld: as given, then by rank, jokers anywhere."""
    yield tuple(cards)
    jokers = [card for card in cards if card.is_joker]
    plain = [card for card in cards if not card.is_joker]
    seen: set[tuple[Card, ...]] = {tuple(cards)}
    for ace in (ACE, HIGH_ACE):
        ordered = sorted(plain, key=lambda c: ace if c.rank == ACE else c.rank)
        size = len(cards)
        for places in itertools.combinations(range(size), len(jokers)):
            rest = iter(ordered)
            given = iter(jokers)
            layout = tuple(next(given) if i in places else next(rest) for i in range(size))
            if layout not in seen:
                seen.add(layout)
                yield layout


Ruling = tuple[CardAction | None, IllegalMove | None]
"""The action to play, or None and the referee's first refusal."""


def first_allowed(game: CardGame, actions: Sequence[CardAction]) -> Ruling:
    """The first action the referee allows, or None and the first refusal."""
    first: IllegalMove | None = None
    for action in actions:
        why = refusal(game, action)
        if why is None:
            return action, None
        first = first or why
    return None, first


def meld_actions(staged: Sequence[tuple[Card, ...]], cards: Sequence[Card]) -> list[LayMelds]:
    """Lay ``cards`` as a new meld together with the melds already put out (an opening)."""
    return [LayMelds((*staged, layout)) for layout in meld_layouts(cards)]


def lay_off_actions(meld: int, cards: Sequence[Card], prefer: Side) -> list[LayOff]:
    """``cards`` onto meld ``meld``: the preferred end first, in every sensible order."""
    sides = (prefer, Side.LOW if prefer is Side.HIGH else Side.HIGH)
    orders: list[tuple[Card, ...]]
    if len(cards) <= MAX_PERMUTED:
        orders = [tuple(p) for p in itertools.permutations(cards)]
    else:
        orders = list(meld_layouts(cards))
    return [LayOff(meld, order, side) for side in sides for order in dict.fromkeys(orders)]


def exchange_actions(meld: int, cards: Sequence[Card]) -> list[ExchangeJoker]:
    return [ExchangeJoker(meld, tuple(cards))]


def put_on_meld(
    game: CardGame, meld: int, cards: Sequence[Card], prefer: Side, on_joker: bool
) -> Ruling:
    """What dropping ``cards`` on a meld means: a joker exchange when dropped on one, else a
    lay-off (a joker exchange is also tried when the lay-off is refused)."""
    exchanges: list[CardAction] = list(exchange_actions(meld, cards))
    offs: list[CardAction] = list(lay_off_actions(meld, cards, prefer))
    first, second = (exchanges, offs) if on_joker else (offs, exchanges)
    action, why = first_allowed(game, first)
    if action is not None:
        return action, None
    other, _ = first_allowed(game, second)
    if other is not None:
        return other, None
    return None, why
