"""The ``expert`` computer player: the strongest strategy the project has, any strategy allowed.

It plays the hoarder's game (:mod:`rummy_desktop.ai.hoarder`): after the
initial meld it draws every turn, asking each time whether its whole rack can
go out, and then lays it all in one turn. Against players who lay tiles as
they go, the new ``hard`` included, that wins nearly every game (see
``benchmarks/results/arena.md``).

Where it parts from the hoarder is the end of the round. Between two
hoarders the round nearly always runs until the pool is almost empty; then
the first to dump value lays twenty or thirty tiles on the table, and the
other, holding forty, goes out on that material at once. Whoever reaches the
pool's end first lost, so the seat decided every game. The expert therefore
looks before it dumps: it samples the opponents' racks from the tiles it has
not seen (near the pool's end those are the opponents' racks themselves, give
or take the few pool tiles) and asks whether the table after its dump would
let one of them go out. If so it holds, drawing while it can, and lets the
opponent dump first. With the pool empty, holding means passing, and a pass
that ends the round is weighed against the racks' values: the expert passes
when its rack would win the count, and otherwise dumps, its only chance.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.ai.hoarder import HoarderPlayer, HoarderSettings
from rummy_desktop.ai.knowledge import could_go_out, opponents, sample_rack, unseen_tiles
from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.medium import no_play
from rummy_desktop.ai.solver import Limits
from rummy_desktop.core.actions import Play, TurnAction
from rummy_desktop.core.scoring import rack_value
from rummy_desktop.core.table import Table
from rummy_desktop.core.views import PlayerView


@dataclass(frozen=True, slots=True)
class ExpertSettings(HoarderSettings):
    """The hoarder's knobs, and how the expert looks before it dumps.

    Attributes:
        look: look before dumping at all (off: the hoarder's play exactly).
        look_samples: racks sampled per opponent.
        look_work: work (polls) for each sampled going-out question.
        small_rack: an opponent rack of at most this many tiles is sampled
            ``small_samples`` times, each question taking ``small_work``
            (off at 0: the end-of-round look meets large racks only).
    """

    look: bool = True
    look_samples: int = 3
    look_work: int = 60
    small_rack: int = 0
    small_samples: int = 3
    small_work: int = 60


class ExpertPlayer(HoarderPlayer):
    """The hoarder's play, but it never dumps a table an opponent could go out on."""

    level = "expert"

    def __init__(self, settings: ExpertSettings | None = None) -> None:
        self.expert = settings if settings is not None else ExpertSettings()
        super().__init__(self.expert)

    def end_round(self, view: PlayerView, rng: random.Random, cancel: CancelFlag) -> TurnAction:
        """The hoarder's dump, unless it would let an opponent go out and holding is not worse."""
        dump = self.dump(view, cancel)
        if dump is None:
            return no_play(view)
        table = lay_out(view.table, dump.melds)
        if (
            self.expert.look
            and self._hands_them_out(view, table, rng, cancel)
            and self._can_hold(view)
        ):
            return no_play(view)
        return Play(table)

    def _can_hold(self, view: PlayerView) -> bool:
        """Whether holding (drawing, or passing) is not worse than dumping.

        While the pool lasts, drawing keeps the game going. With it empty, a
        pass that ends the round (everyone else passed since this seat's last
        turn) loses the count unless this rack is worth less than every other;
        then dumping, though it may hand an opponent the way out, is the only
        chance left.
        """
        if view.can_draw:
            return True
        if view.passes < view.players - 1:
            return True  # the others move again before the round can end
        hidden = unseen_tiles(view)
        others = opponents(view)
        if sum(view.rack_sizes[s] for s in others) != len(hidden):
            return True  # not every hidden tile is on a rack: no count to compare
        # With one opponent its rack is known; with more, their racks' mean stands in.
        penalty = view.rules.joker_penalty
        return rack_value(view.rack, penalty) * len(others) < rack_value(hidden, penalty)

    def _hands_them_out(
        self, view: PlayerView, table: Table, rng: random.Random, cancel: CancelFlag
    ) -> bool:
        """Whether ``table`` lets a sampled opponent rack go out that today's table does not.

        ``cancel`` may carry a budget of work shared by several such questions
        (a :class:`~rummy_desktop.ai.base.WorkBudget`); once it is spent, the
        samples asked so far answer.
        """
        hidden = unseen_tiles(view)
        settings = self.expert
        limits = Limits(work=settings.look_work)
        for seat in opponents(view):
            size = view.rack_sizes[seat]
            samples = 1 if size >= len(hidden) else settings.look_samples
            work = limits
            if size <= settings.small_rack:
                samples, work = settings.small_samples, Limits(work=settings.small_work)
            for _ in range(samples):
                if cancel.spent:
                    return False  # the caller's budget is spent: no sample so far went out
                rack = sample_rack(hidden, size, rng)
                if could_go_out(view, seat, table, rack, work, cancel) and not could_go_out(
                    view, seat, view.table, rack, work, cancel
                ):
                    return True
        return False
