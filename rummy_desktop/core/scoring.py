"""Round scores (RULES.md section 6).

Pure arithmetic on rack values, kept apart from the game state so each rule
can be checked with a handful of numbers.

>>> score_going_out(0, [0, 10, 35], hand_game=False).scores
(45, -10, -35)
>>> score_lowest_wins([12, 20, 12]).scores
(0, -8, 0)
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


def score_lowest_wins(values: Sequence[int]) -> RoundScore:
    """Scores when nobody went out: the lowest rack value wins.

    Each loser scores minus the difference to the lowest value and the winner
    the sum of those differences. When the lowest value is shared the round
    is a draw: nobody collects, those above the lowest still pay.
    """
    low = min(values)
    lowest = [i for i, v in enumerate(values) if v == low]
    scores = [low - v for v in values]
    if len(lowest) > 1:
        return RoundScore(None, tuple(scores), tuple(values))
    winner = lowest[0]
    scores[winner] = -sum(scores)
    return RoundScore(winner, tuple(scores), tuple(values))
