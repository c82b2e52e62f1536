"""The ``hard`` computer player: the exact solver plus a sense of timing.

The solver says what *can* be played; this player decides what *should* be.
Its strategy, in the order it applies it:

* **Go out** whenever the whole rack can be played.
* **Dump when the round is about to end.** When an opponent is close to
  going out (judged by sampling their possible racks from the tiles this
  seat has not seen, and asking the solver whether such a rack could be
  emptied on this table), or the pool is nearly gone, tiles left on the rack
  are about to cost points: play the most *value* (jokers count their
  penalty).
* **Keep jokers** when they only stand in for themselves: a joker that does
  not let any more real tiles be played is worth more on the rack, where
  it can finish a meld later, than on the table.
* Optionally (off by default, see :class:`HardSettings`) **keep complete
  melds in reserve** and make the initial meld with the fewest tiles. The
  arena measured both as no help against ``medium`` under the ``easy``
  rules (48% over 100 duplicate deals with them, 50-51% without), and a
  slower pace (one tile a turn) as worse (44%): laying tiles as soon as
  they fit is what wins the race to go out, so the default plays the most
  tiles, as ``medium`` does, apart from the three points above.

Every budget is counted in work (samples), and all randomness comes from the
``rng`` it is given, so the same view and seed give the same decision.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from dataclasses import dataclass

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.ai.knowledge import (
    opponents,
    sample_rack,
    smallest_opponent_rack,
    unseen_tiles,
)
from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.medium import no_play
from rummy_desktop.ai.solver import Objective, Solution, solve
from rummy_desktop.core.actions import Play, TurnAction
from rummy_desktop.core.melds import check_meld
from rummy_desktop.core.referee import judge_play
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile
from rummy_desktop.core.views import PlayerView

Meld = tuple[Tile, ...]


@dataclass(frozen=True, slots=True)
class HardSettings:
    """The knobs of the strategy; budgets are counts of work, never seconds.

    Attributes:
        danger_rack: an opponent with at most this many tiles is watched.
        certain_danger: an opponent with at most this many tiles is assumed
            able to go out next turn, without sampling.
        samples: racks sampled per watched opponent to judge the danger.
        danger_chance: dump value once this share of samples goes out.
        hold_melds: keep complete rack melds in reserve once melded.
        hold_initial: make the initial meld with the fewest tiles.
        keep_jokers: keep jokers that let no extra real tile be played.
    """

    danger_rack: int = 4
    certain_danger: int = 2
    samples: int = 4
    danger_chance: float = 0.25
    hold_melds: bool = False
    hold_initial: bool = False
    keep_jokers: bool = True


class HardPlayer:
    """Solver-based play with reserves, joker thrift and end-of-round dumping."""

    level = "hard"

    def __init__(self, settings: HardSettings | None = None) -> None:
        self.settings = settings if settings is not None else HardSettings()

    def choose(self, view: PlayerView, rng: random.Random, cancel: CancelFlag) -> TurnAction:
        cancel.check()
        initial = not view.has_melded
        best = _solve(view, view.rack, Objective.TILES, cancel)
        if best is None:
            return no_play(view)
        if best.tiles_played == len(view.rack):
            return _play(view, best.melds)
        if self._round_ending(view, rng, cancel):
            dump = _solve(view, view.rack, Objective.VALUE, cancel)
            return _play(view, (dump or best).melds)
        chosen = best
        if self.settings.keep_jokers and not initial:
            chosen = self._spare_jokers(view, best, cancel)
        hold = self.settings.hold_initial if initial else self.settings.hold_melds
        melds = self._hold_back(view, chosen.melds) if hold else chosen.melds
        return _checked(view, melds, best.melds)

    # -- the round is about to end -------------------------------------------
    def _round_ending(self, view: PlayerView, rng: random.Random, cancel: CancelFlag) -> bool:
        """Whether tiles on this rack will likely be counted against it soon."""
        settings = self.settings
        if view.pool_size <= 2 * view.players:
            return True  # the pool ends the round within about two rounds of turns
        if smallest_opponent_rack(view) > settings.danger_rack:
            return False
        hidden = unseen_tiles(view)
        for seat in opponents(view):
            size = view.rack_sizes[seat]
            if size > settings.danger_rack:
                continue
            if size <= settings.certain_danger:
                return True
            out = 0
            for _ in range(settings.samples):
                cancel.check()
                rack = sample_rack(hidden, size, rng)
                answer = solve(
                    view.table,
                    rack,
                    view.rules,
                    objective=Objective.TILES,
                    initial=not view.melded[seat],
                    cancel=cancel,
                )
                if answer is not None and answer.tiles_played == len(rack):
                    out += 1
            if out >= settings.danger_chance * settings.samples:
                return True
        return False

    # -- jokers --------------------------------------------------------------
    def _spare_jokers(self, view: PlayerView, best: Solution, cancel: CancelFlag) -> Solution:
        """``best`` without rack jokers, if they let no extra real tile be played."""
        jokers = [t for t in best.played if t.is_joker]
        if not jokers:
            return best
        without = [t for t in view.rack if not t.is_joker]
        other = _solve(view, without, Objective.TILES, cancel)
        if other is None:
            return best
        if other.tiles_played >= best.tiles_played - len(jokers):
            return other
        return best

    # -- reserves ------------------------------------------------------------
    def _hold_back(self, view: PlayerView, melds: Sequence[Meld]) -> tuple[Meld, ...]:
        """The melds to lay now; complete rack melds stay home when possible."""
        rack_ids = {t.id for t in view.rack}
        pure = [m for m in melds if all(t.id in rack_ids for t in m)]
        mixed = [m for m in melds if not all(t.id in rack_ids for t in m)]
        if not pure:
            return tuple(melds)
        limit = view.rules.max_tiles_per_turn
        if limit is not None and len(view.rack) - _played(mixed, rack_ids) > limit:
            # Going out later would take more than one turn: no reserves.
            return tuple(melds)
        if not view.has_melded:
            return (*mixed, *_smallest_initial(view, pure))
        if any(t.id in rack_ids for m in mixed for t in m):
            return tuple(mixed)
        # Only reserve melds can be played: lay the smallest, keep the rest.
        smallest = min(pure, key=lambda m: (len(m), -_value(m), [t.id for t in m]))
        return (*mixed, smallest)


def _played(melds: Sequence[Meld], rack_ids: set[int]) -> int:
    return sum(1 for m in melds for t in m if t.id in rack_ids)


def _value(meld: Meld) -> int:
    return check_meld([t.kind for t in meld]).value


def _smallest_initial(view: PlayerView, pure: Sequence[Meld]) -> tuple[Meld, ...]:
    """The fewest rack melds (then the least value) that still make the initial meld."""
    counts = view.rules.joker_value_counts()
    needed = view.rules.initial_meld_points
    worth = [check_meld([t.kind for t in m]).initial_value(counts) for m in pure]
    best: tuple[int, int, tuple[int, ...]] | None = None
    for size in range(1, len(pure) + 1):
        for combo in itertools.combinations(range(len(pure)), size):
            points = sum(worth[i] for i in combo)
            if points < needed:
                continue
            key = (sum(len(pure[i]) for i in combo), points, combo)
            if best is None or key < best:
                best = key
    if best is None:
        return tuple(pure)
    return tuple(pure[i] for i in best[2])


def _solve(
    view: PlayerView, rack: Sequence[Tile], objective: Objective, cancel: CancelFlag
) -> Solution | None:
    answer = solve(
        view.table,
        list(rack),
        view.rules,
        objective=objective,
        initial=not view.has_melded,
        cancel=cancel,
    )
    if answer is None or answer.tiles_played == 0:
        return None
    return answer


def _play(view: PlayerView, melds: Sequence[Meld]) -> TurnAction:
    return Play(lay_out(view.table, melds))


def _checked(view: PlayerView, melds: Sequence[Meld], fallback: Sequence[Meld]) -> TurnAction:
    """Play ``melds`` if the referee accepts them, else the solver's own play.

    Leaving melds out of a valid play keeps it valid (they hold no table
    tile), but the referee has the last word, never this player.
    """
    table: Table = lay_out(view.table, melds)
    if judge_play(view.rules, view.table, table, view.rack, view.has_melded):
        return _play(view, fallback)
    return Play(table)
