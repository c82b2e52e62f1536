"""The hint the solver's answer makes for a tile turn in progress, wherever the turn is played.

The solver looks at the seat's own view and answers with a whole play (or
none: drawing is best). What the player is shown is the same at home and at
an online seat: the tiles of the rack it plays, the table to reach and the
steps there from the table as it is now, or why there is no play. Written once
here, so both tables word and step a hint alike.
"""

from __future__ import annotations

from rummy_desktop.app.hint import Hint, hint_steps, no_play_words, settle
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.core.actions import Play
from rummy_desktop.core.turn import Turn


def solver_hint(turn: Turn, result: object) -> Hint:
    """The hint of ``result`` (the solver's answer) for ``turn``; one with no step when
    the answer is to draw, saying why (no play, or the opening's points not reached)."""
    if not isinstance(result, Play):
        rules = turn.state.rules_for(turn.seat)
        return Hint((), no_play_words(turn.state.melded[turn.seat], rules.initial_meld_points))
    rack_ids = {t.id for t in turn.state.racks[turn.seat]}
    played = tuple(t for t in result.table.tiles() if t.id in rack_ids)
    target = settle(result.table, turn.table)
    steps = hint_steps(turn.table, turn.rack, target)
    text = fill(translate("Controller", "Hint: %1 of your tiles can be played."), len(played))
    return Hint(played, text, target, steps)
