"""The melds a hand can lay: every candidate set and run, and the best disjoint choice.

Candidates are counted over faces, as the tile solver counts tiles: two copies
of a card are interchangeable, an ace stands at either end of a run (never
both), and jokers fill gaps or ends up to the game's ``max_jokers_per_meld``.
The search tries combinations of candidates depth first and counts its
nodes: a player's budget is a number of nodes, never a time, so a seed always
gives the same choice.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations

from rummy_desktop.cards.core.cards import ACE, HIGH_ACE, KING, Card, Face, Suit
from rummy_desktop.cards.core.rules import CardRules

Layout = tuple[Face | None, ...]
"""A meld as laid out: a face per place, None where a joker stands."""


@dataclass(frozen=True, slots=True)
class Candidate:
    """One meld the hand could lay."""

    layout: Layout
    is_run: bool
    start: int = 0
    """A run's first place (1 an ace low, 14 an ace high); 0 for a set."""

    @property
    def faces(self) -> list[Face]:
        return [face for face in self.layout if face is not None]

    @property
    def jokers(self) -> int:
        return sum(face is None for face in self.layout)


def _place_face(place: int, suit: Suit) -> Face:
    return Face(ACE if place == HIGH_ACE else place, suit)


def candidates(hand: Sequence[Card], rules: CardRules) -> list[Candidate]:
    """Every set and run the hand's cards (and jokers) can make, each once."""
    counts = Counter(card.face for card in hand if not card.is_joker)
    jokers = min(sum(card.is_joker for card in hand), rules.max_jokers_per_meld)
    found: list[Candidate] = []
    for rank in range(ACE, KING + 1):
        suits = [suit for suit in Suit if counts[Face(rank, suit)]]
        for size in (2, 3, 4):
            for chosen in combinations(suits, size):
                for extra in range(0, jokers + 1):
                    if 3 <= size + extra <= len(Suit):
                        layout = tuple(Face(rank, s) for s in chosen) + (None,) * extra
                        found.append(Candidate(layout, False))
    for suit in Suit:
        present = [counts[_place_face(p, suit)] > 0 for p in range(0, HIGH_ACE + 1)]
        for start in range(ACE, HIGH_ACE - 1):
            missing = 0
            for end in range(start, min(start + KING, HIGH_ACE + 1)):
                missing += not present[end]
                if missing > jokers:
                    break
                length = end - start + 1
                if length >= 3 and length - missing >= 2:
                    layout = tuple(
                        _place_face(p, suit) if present[p] else None for p in range(start, end + 1)
                    )
                    found.append(Candidate(layout, True, start))
    return found


@dataclass(frozen=True, slots=True)
class Choice:
    """The melds chosen and what the chooser thought of them."""

    melds: tuple[Candidate, ...]
    score: float


Judge = Callable[[tuple[Candidate, ...], Counter[Face], int], float | None]
"""Scores a combination (the faces and jokers left over given); None: not allowed."""


def best_melds(hand: Sequence[Card], rules: CardRules, judge: Judge, budget: int) -> Choice:
    """The best disjoint candidates by ``judge`` within ``budget`` search nodes.

    The empty choice is always judged first, so a hand with nothing to lay (or
    a judge that forbids everything) gives no melds rather than an error.
    """
    counts = Counter(card.face for card in hand if not card.is_joker)
    jokers = sum(card.is_joker for card in hand)
    found = candidates(hand, rules)
    found.sort(key=lambda c: (-len(c.faces), c.jokers))
    first = judge((), counts, jokers)
    best = Choice((), first if first is not None else float("-inf"))
    nodes = 0

    def search(start: int, chosen: tuple[Candidate, ...], left: int) -> None:
        nonlocal best, nodes
        for i in range(start, len(found)):
            if nodes >= budget:
                return
            candidate = found[i]
            need = Counter(candidate.faces)
            if candidate.jokers > left or any(counts[f] < n for f, n in need.items()):
                continue
            nodes += 1
            counts.subtract(need)
            now = (*chosen, candidate)
            score = judge(now, counts, left - candidate.jokers)
            if score is not None and score > best.score:
                best = Choice(now, score)
            search(i, now, left - candidate.jokers)
            counts.update(need)

    search(0, (), jokers)
    return best


def cards_for(layout: Layout, pool: list[Card], prefer: Sequence[Card] = ()) -> tuple[Card, ...]:
    """Real cards of ``pool`` for a layout (taken out of ``pool``), ``prefer`` first."""
    out: list[Card] = []
    for face in layout:
        matches = [c for c in pool if (c.is_joker if face is None else c.face == face)]
        pick = next((c for c in matches if c in prefer), matches[0])
        pool.remove(pick)
        out.append(pick)
    return tuple(out)
