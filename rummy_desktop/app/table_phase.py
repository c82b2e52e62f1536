"""What a table waits for, the same for every game family.

One phase machine runs every home table (:class:`~rummy_desktop.app.play_loop.PlayLoop`),
so its states are named once; the tile board keeps the name ``Phase`` and the
card board ``CardPhase`` for it.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """What the table is waiting for."""

    NO_GAME = "no_game"
    HANDOVER = "handover"
    HUMAN = "human"
    THINKING = "thinking"
    SHOWING = "showing"
    ROUND_OVER = "round_over"
    MATCH_OVER = "match_over"


__all__ = ["Phase"]
