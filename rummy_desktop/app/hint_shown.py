"""What a window reads of the hint kept for the person on turn, for every table that keeps one.

A home table of any family (:class:`~rummy_desktop.app.play_loop.PlayLoop`)
and a remote tile seat (:class:`~rummy_desktop.app.online.play.OnlinePlay`)
each keep their hint in a :class:`~rummy_desktop.app.hint_keeper.HintKeeper`,
and one hint bar draws from either. So what the bar reads is said here once,
and the two cannot drift apart in what "searching" or "the step shown" means.
"""

from __future__ import annotations

from typing import Generic

from rummy_desktop.app.hint_keeper import HintKeeper, HintT


class HintShown(Generic[HintT]):
    """The hint bar's view of a table's hint (a mixin: the table sets ``_hints``).

    Attributes:
        _hints: the keeper of the hint, set by the table when it is made.
    """

    _hints: HintKeeper[HintT]

    @property
    def hint(self) -> HintT | None:
        """The hint of the person on turn; None when none was asked for or it is gone."""
        return self._hints.hint

    @property
    def hint_step(self) -> int:
        """The step of the hint shown now (0 for the first still to make)."""
        return self._hints.step

    @property
    def hint_searching(self) -> bool:
        """A hint was asked for on this turn and is being looked for."""
        return self._hints.searching


__all__ = ["HintShown"]
