"""What the tile and the card think-time benchmarks share: keeping the costliest
decisions of a run, timing one again, and naming the machine.

Both rank decisions while the games play and then ask the few costliest again
on their own, the fastest run counting (load only ever adds time). Kept here
once, so the two report the same thing by the same rule.
"""

from __future__ import annotations

import heapq
import os
import platform
import time
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class Costliest(Generic[T]):
    """The ``top`` items offered with the highest cost (at equal cost, the later first)."""

    def __init__(self, top: int) -> None:
        self.top = top
        self.offered = 0
        self._heap: list[tuple[float, int, T]] = []

    def offer(self, cost: float, item: T) -> None:
        self.offered += 1
        entry = (cost, self.offered, item)
        if len(self._heap) < self.top:
            heapq.heappush(self._heap, entry)
        elif cost > self._heap[0][0]:
            heapq.heapreplace(self._heap, entry)

    def costliest_first(self) -> list[T]:
        return [item for _, _, item in sorted(self._heap, key=lambda e: e[:2], reverse=True)]


def fastest(
    prepare: Callable[[], Callable[[], object]], expected: object, repeats: int
) -> tuple[float, bool]:
    """The fastest of ``repeats`` runs of the question ``prepare`` sets up (untimed), and
    whether every run answered ``expected``."""
    best = float("inf")
    same = True
    for _ in range(repeats):
        ask = prepare()
        start = time.perf_counter()
        answer = ask()
        best = min(best, time.perf_counter() - start)
        same = same and answer == expected
    return best, same


def machine() -> str:
    return (
        f"{platform.machine()}, {platform.system()}, Python {platform.python_version()},"
        f" {os.cpu_count() or 1} cores"
    )
