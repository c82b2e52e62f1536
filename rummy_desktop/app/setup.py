"""A game as chosen in the new-game dialog or on the command line.

Both ways of starting a game end in one :class:`GameSetup`, so the dialog,
``--players`` and (later) saved settings cannot drift apart.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rummy_desktop.app.seats import check_seats
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.seat import Seat
from rummy_desktop.core.state import GameState


@dataclass(frozen=True, slots=True)
class GameSetup:
    """Seats, rules, an optional seed (None: a fresh random seed) and handicaps.

    ``handicaps`` holds one dict per seat (empty for none): the options that
    seat plays under instead of the table's, such as a child's own
    ``initial_meld_points`` and ``turn_timer_seconds``.
    """

    seats: tuple[Seat, ...]
    rules: RuleSet
    seed: int | None = None
    handicaps: tuple[dict[str, Any], ...] = ()

    @classmethod
    def of(
        cls,
        seats: Sequence[Seat],
        rules: RuleSet,
        seed: int | None = None,
        handicaps: Sequence[Mapping[str, Any]] = (),
    ) -> GameSetup:
        """A checked setup.

        Raises:
            InvalidSeats: the seats make no playable table.
            ValueError: handicaps are given, but not one per seat.
        """
        check_seats(seats)
        if handicaps and len(handicaps) != len(seats):
            raise ValueError("one handicap per seat is needed")
        return cls(tuple(seats), rules, seed, tuple(dict(h) for h in handicaps))

    @property
    def has_handicaps(self) -> bool:
        return any(self.handicaps)

    def new_state(self) -> GameState:
        """Deal the first round; a missing seed is drawn from the system's randomness."""
        seed = self.seed if self.seed is not None else random.SystemRandom().randrange(2**31)
        handicaps = list(self.handicaps) if self.has_handicaps else None
        return GameState.new_match(self.rules, [s.name for s in self.seats], seed, handicaps)
