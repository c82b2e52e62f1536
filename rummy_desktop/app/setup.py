"""A game as chosen in the new-game dialog or on the command line.

Both ways of starting a game end in one :class:`GameSetup`, so the dialog,
``--players`` and (later) saved settings cannot drift apart.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from rummy_desktop.app.seats import Seat, check_seats
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.state import GameState


@dataclass(frozen=True, slots=True)
class GameSetup:
    """Seats, rules and an optional seed (None: a fresh random seed)."""

    seats: tuple[Seat, ...]
    rules: RuleSet
    seed: int | None = None

    @classmethod
    def of(cls, seats: Sequence[Seat], rules: RuleSet, seed: int | None = None) -> GameSetup:
        """A checked setup.

        Raises:
            InvalidSeats: the seats make no playable table.
        """
        check_seats(seats)
        return cls(tuple(seats), rules, seed)

    def new_state(self) -> GameState:
        """Deal the first round; a missing seed is drawn from the system's randomness."""
        seed = self.seed if self.seed is not None else random.SystemRandom().randrange(2**31)
        return GameState.new_match(self.rules, [s.name for s in self.seats], seed)
