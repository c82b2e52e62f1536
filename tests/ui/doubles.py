"""Computer players for tests only: predictable, slow or busy on purpose.

They honour the same protocol as the real players (``choose(view, rng,
cancel)``) and live here, never in the package.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from rummy_desktop.ai.base import CancelFlag, ComputerPlayer
from rummy_desktop.core.actions import Draw, Pass, Play, TurnAction
from rummy_desktop.core.views import PlayerView


class DrawingPlayer:
    """Always draws (passes on an empty pool)."""

    level = "draw"

    def choose(self, view: PlayerView, rng: random.Random, cancel: CancelFlag) -> TurnAction:
        cancel.check()
        return Draw() if view.pool_size else Pass()


class ScriptedPlayer:
    """Plays the tables it is given, one per turn, then draws."""

    level = "scripted"

    def __init__(self, plays: list[Callable[[PlayerView], Play]]) -> None:
        self.plays = list(plays)

    def choose(self, view: PlayerView, rng: random.Random, cancel: CancelFlag) -> TurnAction:
        if self.plays:
            return self.plays.pop(0)(view)
        return Draw() if view.pool_size else Pass()


class SlowPlayer:
    """Thinks for ``seconds`` in small sleeps, checking its cancel flag."""

    level = "slow"

    def __init__(self, seconds: float = 30.0) -> None:
        self.seconds = seconds

    def choose(self, view: PlayerView, rng: random.Random, cancel: CancelFlag) -> TurnAction:
        end = time.monotonic() + self.seconds
        while time.monotonic() < end:
            cancel.check()
            time.sleep(0.005)
        return Draw() if view.pool_size else Pass()


class BusyPlayer:
    """Burns CPU in pure Python (holding the GIL as a real search would)."""

    level = "busy"

    def __init__(self, seconds: float = 0.8) -> None:
        self.seconds = seconds

    def choose(self, view: PlayerView, rng: random.Random, cancel: CancelFlag) -> TurnAction:
        end = time.monotonic() + self.seconds
        total = 0
        while time.monotonic() < end:
            cancel.check()
            for i in range(2000):
                total += i * i % 7
        return Draw() if view.pool_size else Pass()


def factory(player: ComputerPlayer) -> Callable[[str], ComputerPlayer]:
    """A player factory that hands out ``player`` for every level."""
    return lambda _level: player
