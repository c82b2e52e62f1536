"""The ``hard`` computer player: holds its tiles as the expert does, yet lays one most turns.

What wins between these players (``benchmarks/results/arena.md``) is what the
old ``hard`` (now the ``hoarder``) showed in the extreme: every tile on the
table is material for everyone, and the player who gives the others least and
keeps most at home goes out first, on their material. But a player that draws
thirty-five times and then empties its rack looks broken (issue 30), and the
first natural Hard, which laid what fitted only with the table and kept a
few melds at home, beat the most-tiles player in only 54-57% of games.

This player plays the expert's game (:mod:`rummy_desktop.ai.expert`: draw,
go out in one turn as soon as the whole rack fits, look before dumping at the
round's end, and the initial meld with the fewest tiles) inside two limits
that keep it natural, and one exception:

* From :attr:`HardSettings.hoard_limit` tiles on the rack it lays the most
  tiles (the hoarder's own limit), unless an opponent is down to
  :attr:`HardSettings.hold_below` tiles (below).
* Its draws never pass :attr:`HardSettings.draw_share` of its turns in the
  round: on a turn where a draw would, it lays one tile instead, the one that
  gives the others least: a tile that fits alone on today's table and opens
  the fewest hidden tiles for them to add (at equal cost a higher number, which
  would weigh more on the rack at the end), unless a sampled opponent rack
  could then go out; then the next least-giving tile, up to three. With no
  such tile, it draws.
* Against an opponent down to :attr:`HardSettings.hold_below` tiles it lays
  no single tile, whatever its share. Traces of its lost games ended alike:
  the opponent sat at three or four tiles for ten turns while Hard laid a tile
  every other turn, until one let the opponent out. So it lays a little more
  before that (a share of half its turns), and holds then. It holds its hoard
  too: laying twenty tiles at the limit against a rack of four gave that rack
  the material to go out on the next turn, in most of the games Hard still
  lost; drawing on, it leaves the opponent to find its own tiles.

The samples matter most when an opponent is down to a few tiles: that is when
one careless tile hands over the game, so Hard samples those small racks
sixteen times (going out with a small rack is found quickly; sampled racks
that cannot go out are given up on soon). Against Medium this lifted Hard
from 84% to 89% of games under easy rules, holding against four tiles to 90%,
and holding the hoard too to 92% (92.2% under easy rules, 91.3% under classic;
1,000 fresh deals each, see the arena).

So it lays a tile on about two turns in five, as people do, and its rack
stays within reach of the others' (see the arena for both figures).

Every budget is counted in work (polls of the cancel flag), and all
randomness comes from the ``rng`` it is given, so the same view and seed
give the same decision.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from rummy_desktop.ai.base import CancelFlag, WorkBudget
from rummy_desktop.ai.expert import ExpertPlayer, ExpertSettings
from rummy_desktop.ai.knowledge import own_turns, smallest_opponent_rack
from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.solver import Limits
from rummy_desktop.ai.solver.going_out import going_out_play
from rummy_desktop.core.actions import Draw, Play, TurnAction
from rummy_desktop.core.melds import MeldKind, check_meld
from rummy_desktop.core.referee import judge_play
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import JOKER_KIND, Colour, Tile, kind_colour, kind_number, kind_of
from rummy_desktop.core.views import PlayerView

Meld = tuple[Tile, ...]


@dataclass(frozen=True, slots=True)
class HardSettings(ExpertSettings):
    """The expert's knobs with a hoarding limit, the two that keep it natural, and the
    budgets of the one-tile lays.

    Attributes:
        hoard_limit: from this many tiles on the rack, lay the most tiles.
        smallest_initial: make the initial meld with the fewest tiles (less
            material for the others, more single tiles kept to lay later).
        draw_share: the most of its turns in a round that may be draws
            while no opponent is down to ``hold_below`` tiles (forced draws
            aside: with no tile that fits, it draws).
        hold_below: against an opponent rack of at most this many tiles it
            lays no single tile and draws on past its hoard limit (0: never
            holds).
        fit_work: work (polls) for the question whether one tile fits alone.
        fit_total: work for those questions over the whole rack, in a turn.
        tries: least-giving tiles weighed in a turn before it draws instead,
            when each in turn could let a sampled rack go out.
        guard_work: work for those weighings together, in a turn.

    The expert's look is sharpened where the guard matters most: against a
    rack of at most ``small_rack`` tiles it samples ``small_samples`` racks,
    each asked briefly (``small_work``), since a small rack that can go out
    is found at once, while proving that one cannot is what costs.
    """

    hoard_limit: int | None = 26
    smallest_initial: bool = True
    draw_share: float = 0.5
    hold_below: int = 4
    fit_work: int = 20
    fit_total: int = 200
    tries: int = 3
    guard_work: int = 150
    small_rack: int = 6
    small_samples: int = 16
    small_work: int = 10


class HardPlayer(ExpertPlayer):
    """The expert's play, but it lays the least-giving tile whenever a draw would pass its share."""

    level = "hard"

    def __init__(self, settings: HardSettings | None = None) -> None:
        self.hard = settings if settings is not None else HardSettings()
        super().__init__(self.hard)

    def choose(self, view: PlayerView, rng: random.Random, cancel: CancelFlag) -> TurnAction:
        action = super().choose(view, rng, cancel)
        if not isinstance(action, Draw) or view.rules.draw_and_discard or not view.has_melded:
            return action
        if smallest_opponent_rack(view) <= self.hard.hold_below:
            return action  # a tile laid now is the likeliest way out for them
        draws, turns = own_turns(view)
        if (draws + 1) / (turns + 1) <= self.hard.draw_share:
            return action
        guard = WorkBudget(self.hard.guard_work, cancel)
        for table in self._least_giving(view, cancel):
            if guard.spent:
                break  # unweighed: a draw is the safe answer
            if not self._hands_them_out(view, table, rng, guard):
                return Play(table)
        return action

    def _hoarding(self, view: PlayerView) -> bool:
        """The hoarder's limits, but no hoard is laid out for an opponent near its end.

        The rules' own cap on tiles a turn still counts: past it the rack could
        never go out in one turn again.
        """
        if super()._hoarding(view):
            return True
        if not view.can_draw or smallest_opponent_rack(view) > self.hard.hold_below:
            return False
        cap = view.rules.max_tiles_per_turn
        return cap is None or len(view.rack) < cap

    def _least_giving(self, view: PlayerView, cancel: CancelFlag) -> list[Table]:
        """Today's table with one rack tile that fits alone, the fewest hidden tiles opened first.

        At most :attr:`HardSettings.tries` tables, best first. Tiles left
        unasked when :attr:`HardSettings.fit_total` runs out count as not
        fitting, as they would for a person short of time.
        """
        limits = Limits(work=self.hard.fit_work)
        rack_kinds = Counter(t.kind for t in view.rack)
        before = [tuple(m.tiles) for m in view.table.melds()]
        opened_before = _opened(before, Counter(t.kind for t in view.table.tiles()), rack_kinds)
        found: list[tuple[tuple[int, int], list[Meld]]] = []
        tried: set[int] = set()
        budget = WorkBudget(self.hard.fit_total, cancel)
        for tile in view.rack:
            if tile.is_joker or tile.kind in tried:
                continue  # a joker fits anywhere, and helps whoever finds it there
            if budget.spent:
                break
            tried.add(tile.kind)
            out = going_out_play(view.table, [tile], view.rules, cancel=budget, limits=limits)
            if out is None:
                continue
            melds = list(out.melds)
            left = rack_kinds.copy()
            left[tile.kind] -= 1
            on_table = Counter(t.kind for m in melds for t in m)
            cost = (_opened(melds, on_table, left) - opened_before, -tile.number)
            found.append((cost, melds))
        found.sort(key=lambda item: item[0])
        tables: list[Table] = []
        for _, melds in found:
            table = lay_out(view.table, melds)
            if not judge_play(view.rules, view.table, table, view.rack, view.has_melded):
                tables.append(table)  # the referee has the last word
            if len(tables) == self.hard.tries:
                break
        return tables


def _opened(melds: Iterable[Meld], on_table: Counter[int], mine: Counter[int]) -> int:
    """Hidden copies of the tiles an opponent could add to ``melds`` one at a time."""
    kinds: set[int] = set()
    for meld in melds:
        kinds |= _additions(meld)
    return sum(max(0, 2 - on_table[k] - mine[k]) for k in kinds)


def _additions(meld: Meld) -> set[int]:
    """Kinds that extend ``meld`` by one tile, or win a joker out of it."""
    check = check_meld([t.kind for t in meld])
    if not check.valid:
        return set()
    out: set[int] = set()
    for tile, role in zip(meld, check.roles, strict=True):
        if tile.kind == JOKER_KIND:
            out |= role
    if check.kind is MeldKind.RUN:
        first = next(iter(check.roles[0]))
        last = next(iter(check.roles[-1]))
        colour = kind_colour(first)
        if kind_number(first) > 1:
            out.add(kind_of(colour, kind_number(first) - 1))
        if kind_number(last) < 13:
            out.add(kind_of(colour, kind_number(last) + 1))
    elif len(meld) < 4:
        real = [t.kind for t in meld if t.kind != JOKER_KIND]
        present = {kind_colour(k) for k in real}
        out |= {kind_of(c, kind_number(real[0])) for c in Colour if c not in present}
    return out
