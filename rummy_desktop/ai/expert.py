"""The ``expert`` computer player: the strongest strategy the project has, any strategy allowed.

For now that is the hoarder's (:mod:`rummy_desktop.ai.hoarder`): after the
initial meld it draws every turn, asking each time whether its whole rack can
go out, and then lays it all in one turn; it dumps value only when the round
is about to end on an empty pool (or, in a match of several rounds, when an
opponent is about to go out). Against players who lay tiles as they go, the
new ``hard`` included, that wins nearly every game (see
``benchmarks/results/arena.md``), which is why it is a level of its own for
those who want the strongest opponent, and no longer ``hard``.

Against another hoarder the seat decides the game. What was tried to break
that tie (more work for the going-out question, the smallest initial meld,
dumping value earlier) changed nothing or lost, and is recorded in the arena
results, not kept here.
"""

from __future__ import annotations

from rummy_desktop.ai.hoarder import HoarderPlayer, HoarderSettings

ExpertSettings = HoarderSettings
"""The expert's knobs are the hoarder's (the benchmarks may turn them)."""


class ExpertPlayer(HoarderPlayer):
    """The hoarder's play under the ``expert`` name."""

    level = "expert"
