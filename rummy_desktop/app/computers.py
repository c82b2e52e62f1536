"""Finding the computer players and the hint solver, which may not be installed.

The computer players and the solver are written beside the window, and a
bundle may leave them out. The window asks here once and greys out what is
missing, instead of failing on an import deep inside a game.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable

from rummy_desktop.ai.base import CancelFlag, ComputerPlayer
from rummy_desktop.core.actions import Play
from rummy_desktop.core.views import PlayerView

PlayerFactory = Callable[[str], ComputerPlayer]
"""Makes the computer player of a level ("easy", "hard", ...)."""

HintFinder = Callable[[PlayerView, CancelFlag], Play | None]
"""The best play for a view, or None when drawing is best; may raise Cancelled."""


class MissingComputerPlayers(RuntimeError):
    """A seat wants a computer player but none is installed."""


def available_levels() -> tuple[str, ...]:
    """The computer levels that can be chosen, weakest first; empty if none."""
    try:
        from rummy_desktop.ai.players import LEVELS
    except ImportError:
        return ()
    return tuple(LEVELS)


def default_player_factory(level: str) -> ComputerPlayer:
    """The installed computer player of ``level``.

    Raises:
        MissingComputerPlayers: the computer players are not installed.
    """
    try:
        from rummy_desktop.ai.players import make_player
    except ImportError:
        raise MissingComputerPlayers(
            "the computer players are not installed in this copy of the game"
        ) from None
    player: ComputerPlayer = make_player(level)
    return player


def default_hint_finder() -> HintFinder | None:
    """The solver's best play for a view, laid out on its table; None if not installed.

    The solver is imported at the first hint (on the worker that looks for it), not
    when the window is built: the window shows sooner.
    """
    if importlib.util.find_spec("rummy_desktop.ai.solver") is None:
        return None

    def find(view: PlayerView, cancel: CancelFlag) -> Play | None:
        from rummy_desktop.ai.layout import lay_out
        from rummy_desktop.ai.solver import best_hint

        solution = best_hint(view, cancel)
        if solution is None or not solution.played:
            return None
        return Play(lay_out(view.table, solution.melds))

    return find
