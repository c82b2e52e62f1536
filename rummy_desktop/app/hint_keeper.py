"""The hint of the person on turn, kept the same way at every table (no Qt).

A hint is found on the worker, shown to the person on turn alone and walked
through step by step; the table (:class:`~rummy_desktop.app.play_loop.PlayLoop`)
routes the worker's answer here by its job's token. What a hint is and how it
follows the moves made by hand is the family's (:mod:`rummy_desktop.app.hint`
for tiles, :mod:`rummy_desktop.app.cards.hint` for cards).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, Protocol, TypeVar


class Stepped(Protocol):
    """A hint as steps to follow, the first the one to make now."""

    @property
    def steps(self) -> Sequence[object]: ...


HintT = TypeVar("HintT", bound=Stepped)


class HintKeeper(Generic[HintT]):
    """The hint of the person on turn, kept for their window alone.

    Attributes:
        hint: the hint found, None when none was asked for or it is gone.
        step: the step shown now, counted from the first step still to make.
        searching: a hint was asked for and is being looked for.
        token: the worker job looking for it (-1: none).
    """

    def __init__(self) -> None:
        self.hint: HintT | None = None
        self.step = 0
        self.searching = False
        self.token = -1

    def next_step(self) -> bool:
        """Show the next step (the last stays shown); False when there is none."""
        hint = self.hint
        if hint is None or not hint.steps:
            return False
        self.step = min(self.step + 1, len(hint.steps) - 1)
        return True

    def due(self) -> Sequence[object]:
        """What "Do it for me" makes: the step shown, and those before it not yet made."""
        hint = self.hint
        if hint is None or not hint.steps:
            return ()
        return hint.steps[: min(self.step, len(hint.steps) - 1) + 1]

    def forget(self) -> None:
        """Put the hint away and stop waiting for the one looked for."""
        self.hint, self.step, self.searching, self.token = None, 0, False, -1


__all__ = ["HintKeeper", "HintT", "Stepped"]
