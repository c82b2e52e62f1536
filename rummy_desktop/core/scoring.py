"""Round scores (RULES.md section 6).

Pure arithmetic on rack values, kept apart from the game state so each rule
can be checked with a handful of numbers.

>>> score_going_out(0, [0, 10, 35], hand_game=False).scores
(45, -10, -35)
>>> score_lowest_wins([12, 20, 12], [2, 4, 3]).scores
(8, -8, 0)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from rummy_desktop.core.tiles import Tile


class RoundEnd(StrEnum):
    WENT_OUT = "went_out"
    POOL_EXHAUSTED = "pool_exhausted"
    LAST_DRAW = "last_draw"


@dataclass(frozen=True, slots=True)
class RoundScore:
    """Who won (None for a draw) and each seat's score change."""

    winner: int | None
    scores: tuple[int, ...]
    rack_values: tuple[int, ...]
    hand_game: bool = False
    shared: tuple[int, ...] = ()
    """Seats that share the win of a round nobody went out of (every seat: a draw)."""


def rack_value(rack: Iterable[Tile], joker_penalty: int) -> int:
    """What a rack left at the end of a round costs: numbers, jokers by penalty."""
    return sum(joker_penalty if t.is_joker else t.number for t in rack)


def score_going_out(winner: int, values: Sequence[int], hand_game: bool) -> RoundScore:
    """Scores when ``winner`` emptied the rack.

    Each loser scores minus their rack value (doubled after a hand game); the
    winner scores plus the sum of what the losers lost.
    """
    factor = 2 if hand_game else 1
    scores = [-factor * v for v in values]
    scores[winner] = -sum(s for i, s in enumerate(scores) if i != winner)
    return RoundScore(winner, tuple(scores), tuple(values), hand_game)


def score_lowest_wins(
    values: Sequence[int], tile_counts: Sequence[int] | None = None
) -> RoundScore:
    """Scores when nobody went out: the lowest rack value wins (RULES.md section 6).

    Each loser scores minus the difference to the lowest value and the winner
    the sum of those differences. A shared lowest value goes to the player
    with fewer tiles; players still tied share the win, splitting the sum
    equally, rounded down (``winner`` is then None and ``shared`` names them).
    When every player is tied the round is a draw and nobody scores.

    >>> score_lowest_wins([12, 20, 12], [3, 5, 2]).scores
    (0, -8, 8)
    >>> score_lowest_wins([12, 21, 12], [3, 5, 3]).scores
    (4, -9, 4)
    """
    counts = tile_counts if tile_counts is not None else [0] * len(values)
    best = min(zip(values, counts, strict=True))
    tied = tuple(i for i, v in enumerate(values) if (v, counts[i]) == best)
    low = best[0]
    scores = [low - v for v in values]
    if len(tied) == len(values):
        return RoundScore(None, tuple(0 for _ in values), tuple(values), shared=tied)
    pot = -sum(scores)
    for i in tied:
        scores[i] = pot // len(tied)
    if len(tied) > 1:
        return RoundScore(None, tuple(scores), tuple(values), shared=tied)
    return RoundScore(tied[0], tuple(scores), tuple(values))
