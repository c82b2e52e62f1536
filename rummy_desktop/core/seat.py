"""Who sits at the table: one seat's name and who plays it.

The one seat of the whole program: the game record stores it, the window's
setup, saves and controllers pass it around, and ``--players`` parses into
it. It holds no words: how a person or a level is written (``human`` in
``--players``, ``"player": "human"`` in a record) belongs to the text that
writes it (:mod:`rummy_desktop.app.seats`, :mod:`rummy_desktop.core.serialize`).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Seat:
    """One seat: a name and, for a computer, its level (None for a person).

    >>> Seat("Ann").is_human, Seat("Computer", "hard").is_computer
    (True, True)
    """

    name: str
    level: str | None = None

    @property
    def is_human(self) -> bool:
        return self.level is None

    @property
    def is_computer(self) -> bool:
        return self.level is not None
