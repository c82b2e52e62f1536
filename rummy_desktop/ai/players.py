"""The computer players by level: the one place the app and the CLI ask for one.

Levels run from the beginner ``easy`` to ``expert``; each is a class with a
``choose(view, rng, cancel)`` method (see :mod:`rummy_desktop.ai.base`).
Two benchmark players can be asked for by name too, but are not levels (the
window never offers them): ``hoarder`` (the ``hard`` before issue 30, which
draws until its whole rack goes out at once) and ``mosttiles`` (the most
tiles every turn).
Modules are imported only when their level is asked for, so a beginner
opponent never loads the solver.
"""

from __future__ import annotations

import importlib
from typing import Final

from rummy_desktop.ai.base import ComputerPlayer
from rummy_desktop.core.errors import RummyError

LEVELS: Final = ("easy", "medium", "hard", "expert")
"""Every level, weakest first: what the window offers."""

BENCHMARK_PLAYERS: Final = ("hoarder", "mosttiles")
"""Players for the benchmarks (and the command line), never offered as a level."""

_CLASSES: Final = {
    "easy": ("rummy_desktop.ai.easy", "EasyPlayer"),
    "medium": ("rummy_desktop.ai.medium", "MediumPlayer"),
    "hard": ("rummy_desktop.ai.hard", "HardPlayer"),
    "expert": ("rummy_desktop.ai.expert", "ExpertPlayer"),
    "hoarder": ("rummy_desktop.ai.hoarder", "HoarderPlayer"),
    "mosttiles": ("rummy_desktop.ai.hoarder", "MostTilesPlayer"),
}


class UnknownLevel(RummyError):
    """A computer level that does not exist; the message lists those that do."""


def make_player(level: str) -> ComputerPlayer:
    """A fresh computer player of the given level (case-insensitive).

    Raises:
        UnknownLevel: no level has that name.
    """
    key = level.strip().lower()
    if key not in _CLASSES:
        raise UnknownLevel(f"unknown computer level {level!r} (choose from {', '.join(_CLASSES)})")
    module_name, class_name = _CLASSES[key]
    cls = getattr(importlib.import_module(module_name), class_name)
    player: ComputerPlayer = cls()
    return player


def parse_levels(text: str) -> list[str]:
    """Levels from a comma-separated list such as ``"hard,medium"``.

    Raises:
        UnknownLevel: an empty or unknown level.
    """
    levels = [part.strip().lower() for part in text.split(",")]
    for level in levels:
        if level not in _CLASSES:
            raise UnknownLevel(
                f"unknown computer level {level!r} (choose from {', '.join(_CLASSES)})"
            )
    return levels
