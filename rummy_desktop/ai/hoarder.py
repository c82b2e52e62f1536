"""The ``hoarder``: the exact solver plus an extreme sense of timing (the old ``hard``).

A benchmark player, not offered in the window: it was the ``hard`` level until
issue 30 (a family watching it draw thirty-five times and then empty its rack
at once thinks it broken), and stays as the measure the new ``hard`` and
``expert`` are held to, and as ``expert``'s sparring partner.

The solver says what *can* be played; this player decides what *should* be.
The race to an empty rack is not won by laying tiles early: every tile laid
is material the opponents may rearrange to lay their own, and a turn spent
laying tiles that could as well be laid later is a turn not spent drawing.
A large rack, on the other hand, can nearly always be laid out whole on some
turn (two copies of every tile, and the whole table to rearrange). So, in the
order it applies them:

* **Initial meld** as soon as it can (with the fewest tiles, if
  :attr:`HoarderSettings.smallest_initial`): without it nothing else is
  possible.
* **Go out** whenever the whole rack can be played.
* **Dump when the round is about to end.** When the pool is nearly gone,
  or, in a match where penalty points carry over (more than one round), an
  opponent is close to going out (judged by sampling their possible racks
  from the tiles this seat has not seen, and asking the solver whether such
  a rack could be emptied on this table), tiles left on the rack are about
  to cost points: play the most *value* (jokers count their penalty). In a
  one-round match that would only hand the opponent material: a lost round
  is lost whatever the rack holds.
* **Hoard**: otherwise draw, keeping every playable tile at home, while the
  pool lasts and the rack is below the rules' ``max_tiles_per_turn`` (so
  that going out in one turn stays possible) and any
  :attr:`HoarderSettings.hoard_limit`.
* Past the limit, play the most tiles, keeping jokers that let no extra real
  tile be played (a joker finishes a meld later; on the table it helps
  everyone).

Measured in the arena (see ``benchmarks/results/arena.md``): against
``medium``, which lays the most tiles every turn, hoarding wins most games;
the simple holding-back rules tried before it (reserves of whole melds, one
tile a turn) were neutral or worse.

Every budget is counted in work (samples), and all randomness comes from the
``rng`` it is given, so the same view and seed give the same decision.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.ai.draw_discard import Skill, discard_turn
from rummy_desktop.ai.knowledge import (
    could_go_out,
    opponents,
    sample_rack,
    smallest_opponent_rack,
    unseen_tiles,
)
from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.medium import no_play
from rummy_desktop.ai.solver import PLAYER_LIMITS, Limits, Objective, Position, Solution, solve
from rummy_desktop.ai.solver.going_out import going_out_play
from rummy_desktop.core.actions import Draw, Play, TurnAction
from rummy_desktop.core.melds import check_meld
from rummy_desktop.core.referee import judge_play
from rummy_desktop.core.rules import MatchEnd, RuleSet
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile
from rummy_desktop.core.views import PlayerView

Meld = tuple[Tile, ...]


@dataclass(frozen=True, slots=True)
class HoarderSettings:
    """The knobs of the strategy; budgets are counts of work, never seconds.

    Attributes:
        hoard_limit: draw instead of laying tiles only while the rack holds
            fewer tiles than this (None: no limit of its own; 0 turns
            hoarding off, and the player lays the most tiles every turn).
        going_out_work: the most work (polls of the cancel flag, about
            256 search states each) spent each turn on whether the whole
            rack can go out; a rack of forty tiles may need more to be sure
            it cannot, and then simply draws again.
        dump_work: the same for the value-dumping search (past it, the
            solver's floor answers).
        danger_rack: an opponent with at most this many tiles is watched.
        certain_danger: an opponent with at most this many tiles is assumed
            able to go out next turn, without sampling.
        samples: racks sampled per watched opponent to judge the danger.
        danger_chance: dump value once this share of samples goes out.
        pool_reserve: dump value once the pool holds at most this many tiles
            per player (the round is about to end on an empty pool).
        smallest_initial: make the initial meld with the fewest tiles.
        keep_jokers: keep jokers that let no extra real tile be played.
    """

    hoard_limit: int | None = None
    going_out_work: int = 250
    dump_work: int = 500
    danger_rack: int = 4
    certain_danger: int = 2
    samples: int = 4
    danger_chance: float = 0.25
    pool_reserve: int = 2
    smallest_initial: bool = False
    keep_jokers: bool = True


class HoarderPlayer:
    """Solver-based play that hoards, goes out in one turn and dumps in time."""

    level = "hoarder"

    def __init__(self, settings: HoarderSettings | None = None) -> None:
        self.settings = settings if settings is not None else HoarderSettings()

    def choose(self, view: PlayerView, rng: random.Random, cancel: CancelFlag) -> TurnAction:
        if view.rules.draw_and_discard:
            # Hoarding wins nothing here: a rack that takes a tile every turn discards one too.
            player = HoarderPlayer(replace(self.settings, hoard_limit=0))
            return discard_turn(player, view, rng, cancel, Skill.HARD)
        cancel.check()
        if not view.has_melded:
            first = solve_rack(view, view.rack, Objective.TILES, cancel)
            if first is None:
                return no_play(view)
            if self.settings.smallest_initial:
                return _checked(view, _smallest_initial(view, first.melds), first.melds)
            return _play(view, first.melds)
        limits = Limits(work=self.settings.going_out_work)
        out = going_out_play(view.table, view.rack, view.rules, cancel=cancel, limits=limits)
        if out is not None:
            return _play(view, out.melds)
        if self.round_ending(view, rng, cancel):
            return self.end_round(view, rng, cancel)
        if self._hoarding(view):
            return Draw()
        best = solve_rack(view, view.rack, Objective.TILES, cancel)
        if best is None:
            return no_play(view)
        chosen = spare_jokers(view, best, cancel) if self.settings.keep_jokers else best
        return _play(view, chosen.melds)

    # -- hoarding ------------------------------------------------------------
    def _hoarding(self, view: PlayerView) -> bool:
        """Whether to draw although tiles could be laid."""
        if not view.can_draw:
            return False
        limits = (self.settings.hoard_limit, view.rules.max_tiles_per_turn)
        return all(limit is None or len(view.rack) < limit for limit in limits)

    # -- the round is about to end -------------------------------------------
    def round_ending(self, view: PlayerView, rng: random.Random, cancel: CancelFlag) -> bool:
        """Whether tiles on this rack will likely be counted against it soon."""
        settings = self.settings
        if view.pool_size <= settings.pool_reserve * view.players:
            return True  # the pool ends the round within about two rounds of turns
        if not _points_carry(view.rules) or smallest_opponent_rack(view) > settings.danger_rack:
            # In a one-round match a lost round is lost whatever the rack holds, and
            # tiles laid now would only help the opponent who is about to go out.
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
                out += could_go_out(view, seat, view.table, rack, PLAYER_LIMITS, cancel)
            if out >= settings.danger_chance * settings.samples:
                return True
        return False

    def end_round(self, view: PlayerView, rng: random.Random, cancel: CancelFlag) -> TurnAction:
        """The turn when the round is about to end: lay the most value, or draw if none."""
        dump = self.dump(view, cancel)
        return _play(view, dump.melds) if dump is not None else no_play(view)

    def dump(self, view: PlayerView, cancel: CancelFlag) -> Solution | None:
        """The most value this rack can lay, found within the work budget.

        A hoarded rack of fifty tiles can take the exact search seconds; past
        the budget the solver's floor (joker melds as they lie, the rest by a
        bounded search) will do.
        """
        return solve_rack(
            view, view.rack, Objective.VALUE, cancel, Limits(work=self.settings.dump_work)
        )


def spare_jokers(
    view: PlayerView, best: Solution, cancel: CancelFlag, limits: Limits = PLAYER_LIMITS
) -> Solution:
    """``best`` without rack jokers, if they let no extra real tile be played."""
    jokers = sum(1 for t in best.played if t.is_joker)
    if not jokers:
        return best
    without = [t for t in view.rack if not t.is_joker]
    other = solve_rack(view, without, Objective.TILES, cancel, limits)
    if other is not None and other.tiles_played >= best.tiles_played - jokers:
        return other
    return best


def _points_carry(rules: RuleSet) -> bool:
    """Whether this round's penalty points can still matter for the match."""
    return not (rules.match_end is MatchEnd.ROUNDS and rules.match_rounds == 1)


def _smallest_initial(view: PlayerView, melds: Sequence[Meld]) -> tuple[Meld, ...]:
    """The fewest new melds (then the least value) that still make the initial meld."""
    old = {tuple(t.id for t in m.tiles) for m in view.table.melds()}
    kept = [m for m in melds if tuple(t.id for t in m) in old]
    new = [m for m in melds if tuple(t.id for t in m) not in old]
    counts = view.rules.joker_value_counts()
    needed = view.rules.initial_meld_points
    worth = [check_meld([t.kind for t in m]).initial_value(counts) for m in new]
    best: tuple[int, int, tuple[int, ...]] | None = None
    for size in range(1, len(new) + 1):
        for combo in itertools.combinations(range(len(new)), size):
            points = sum(worth[i] for i in combo)
            if points < needed:
                continue
            key = (sum(len(new[i]) for i in combo), points, combo)
            if best is None or key < best:
                best = key
    if best is None:
        return tuple(melds)
    return (*kept, *(new[i] for i in best[2]))


def solve_rack(
    view: PlayerView,
    rack: Sequence[Tile],
    objective: Objective,
    cancel: CancelFlag,
    limits: Limits = PLAYER_LIMITS,
) -> Solution | None:
    """The solver's best play for ``rack`` on this table, None if it lays no tile."""
    position = Position(view.table, tuple(rack), not view.has_melded)
    answer = solve(position, view.rules, objective, limits, cancel).solution
    if answer is None or answer.tiles_played == 0:
        return None
    return answer


def _play(view: PlayerView, melds: Sequence[Meld]) -> TurnAction:
    return Play(lay_out(view.table, melds))


def _checked(view: PlayerView, melds: Sequence[Meld], fallback: Sequence[Meld]) -> TurnAction:
    """Play ``melds`` if the referee accepts them, else the solver's own play.

    Leaving new melds out of a valid play keeps it valid (they hold no table
    tile), but the referee has the last word, never this player.
    """
    table: Table = lay_out(view.table, melds)
    if judge_play(view.rules, view.table, table, view.rack, view.has_melded):
        return _play(view, fallback)
    return Play(table)


class MostTilesPlayer(HoarderPlayer):
    """Benchmark player: the most tiles every turn (no hoarding), with joker thrift and dumping.

    What a strong human does by instinct, and what the open-source Rummikub
    solvers do; the issue-30 goals of ``hard`` are measured against it.
    """

    level = "mosttiles"

    def __init__(self) -> None:
        super().__init__(HoarderSettings(hoard_limit=0))
