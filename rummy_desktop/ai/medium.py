"""The ``medium`` computer player: the most tiles the exact solver can find.

Every turn it plays the solver's best ``tiles`` play (ties broken by value)
over the whole table, which already beats most people at spotting
rearrangements; it has no sense of timing and never holds anything back.
"""

from __future__ import annotations

import random

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.ai.draw_discard import Skill, discard_turn
from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.solver import best_tiles_play
from rummy_desktop.core.actions import Draw, Pass, Play, TurnAction
from rummy_desktop.core.views import PlayerView


def no_play(view: PlayerView) -> TurnAction:
    """Draw while the rules let this seat draw (not the open last tile), then pass."""
    return Draw() if view.can_draw else Pass()


class MediumPlayer:
    """Greedy by tile count: plays as many rack tiles as possible each turn."""

    level = "medium"

    def choose(self, view: PlayerView, rng: random.Random, cancel: CancelFlag) -> TurnAction:
        if view.rules.draw_and_discard:
            return discard_turn(self, view, rng, cancel, Skill.MEDIUM)
        cancel.check()
        solution = best_tiles_play(view, cancel)
        if solution is None or solution.tiles_played == 0:
            return no_play(view)
        return Play(lay_out(view.table, solution.melds))
