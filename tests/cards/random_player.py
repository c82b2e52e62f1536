"""A simple random legal player for the card games' conformance tests.

It proposes candidate actions (draws, melds of three found in the hand, a
greedy opening of disjoint melds, lay-offs, joker exchanges, discards), keeps
those the referee accepts, and picks one with a seeded random choice. It
plays badly on purpose: the point is to walk the rules into every corner.
"""

from __future__ import annotations

import random
from itertools import combinations

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
from rummy_desktop.cards.core.cards import Card
from rummy_desktop.cards.core.melds import InvalidMeld, judge_meld
from rummy_desktop.cards.core.referee import refusal
from rummy_desktop.cards.core.state import CardGame, Phase


def meld_candidates(game: CardGame, hand: list[Card]) -> list[tuple[Card, ...]]:
    """Every three cards of the hand that make a meld, ordered low to high for runs."""
    found: list[tuple[Card, ...]] = []
    ordered = sorted(hand, key=lambda c: (c.face.sort_key(), c.copy))
    for trio in combinations(ordered, 3):
        for cards in (trio, (trio[2], trio[0], trio[1]), (trio[1], trio[2], trio[0])):
            try:
                judge_meld(cards, game.rules.max_jokers_per_meld)
            except InvalidMeld:
                continue
            found.append(cards)
            break
    return found


def candidates(game: CardGame, rng: random.Random) -> tuple[list[CardAction], list[CardAction]]:
    """(plays, endings): table plays and the actions that end or start the turn."""
    if game.phase is Phase.ROUND_OVER:
        return [], [NextRound()]
    if game.phase is Phase.DRAW:
        deep = min(len(game.pile), 4)
        return [], [DrawStock(), *(TakePile(k) for k in range(1, deep + 1))]
    hand = list(game.seats[game.turn].hand)
    melds = meld_candidates(game, hand)
    plays: list[CardAction] = [LayMelds((m,)) for m in melds]
    rng.shuffle(melds)
    chosen: list[tuple[Card, ...]] = []
    used: set[Card] = set()
    for meld in melds:
        if not used & set(meld):
            chosen.append(meld)
            used |= set(meld)
    if len(chosen) > 1:
        plays.append(LayMelds(tuple(chosen)))
        plays.append(LayMelds(tuple(chosen[:-1])))
    for index, laid in enumerate(game.table):
        for card in hand:
            plays.append(LayOff(index, (card,), Side.HIGH))
            plays.append(LayOff(index, (card,), Side.LOW))
            if any(f == card.face for f in laid.meld.joker_faces().values()):
                plays.append(ExchangeJoker(index, (card,)))
        for pair in combinations(hand, 2):
            plays.append(ExchangeJoker(index, pair))
        same_rank = tuple(c for c in hand if c.rank == laid.meld.faces[0].rank)
        if len(same_rank) > 2:
            plays.append(ExchangeJoker(index, same_rank))
    endings: list[CardAction] = [Discard(card) for card in hand]
    endings.append(GiveBack())
    return plays, endings


def choose(game: CardGame, rng: random.Random) -> CardAction:
    """A legal action for the seat on turn (the referee's answer decides)."""
    if game.phase in (Phase.DRAW, Phase.PLAY) and rng.random() < 0.05:
        order = list(game.seats[game.turn].hand)
        rng.shuffle(order)
        return ArrangeHand(game.turn, tuple(order))
    plays, endings = candidates(game, rng)
    legal_plays = [a for a in plays if refusal(game, a) is None]
    if legal_plays and rng.random() < 0.8:
        return rng.choice(legal_plays)
    legal_endings = [a for a in endings if refusal(game, a) is None]
    if not legal_endings:
        legal_endings = legal_plays
    assert legal_endings, f"no legal action in phase {game.phase}"
    if game.phase is Phase.DRAW and rng.random() < 0.7:
        return DrawStock() if DrawStock() in legal_endings else rng.choice(legal_endings)
    return rng.choice(legal_endings)
