"""Who sits at the table: the ``--players`` text and its parsed seats.

``"Ann:human,Bob:human,Computer:hard"`` names each seat and says whether a
person or a computer level plays it. The same words are used by the command
line and the new-game dialog, so a game set up in one can be written in the
other. The seats themselves are the core's :class:`~rummy_desktop.core.seat.Seat`
(the one the game record stores); only their words live here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from rummy_desktop.core.errors import RummyError
from rummy_desktop.core.names import MAX_NAME_LENGTH as MAX_NAME_LENGTH  # the dialog's limit
from rummy_desktop.core.names import name_problem
from rummy_desktop.core.rules import MAX_PLAYERS, MIN_PLAYERS
from rummy_desktop.core.seat import Seat as Seat  # parse_seats' seats, importable from here

HUMAN: Final = "human"


class InvalidSeats(RummyError):
    """A ``--players`` text that names no playable table."""


def parse_seats(text: str, levels: Iterable[str] | None = None) -> list[Seat]:
    """Read ``"Ann:human,Computer:hard"`` into seats.

    A name without ``:kind`` is a person. Levels are checked against
    ``levels`` when it is given (the computer players may not be installed).

    Raises:
        InvalidSeats: an empty or repeated name, an unknown level, or too few
            or too many seats; the message names the culprit.

    >>> parse_seats("Ann, Computer:hard")
    [Seat(name='Ann', level=None), Seat(name='Computer', level='hard')]
    """
    known = None if levels is None else [lv.lower() for lv in levels]
    seats: list[Seat] = []
    for part in text.split(","):
        name, _, kind = part.partition(":")
        name, kind = name.strip(), kind.strip().lower()
        if not name:
            raise InvalidSeats(f"a seat without a name in {text!r}")
        problem = name_problem(name)
        if problem is not None:
            raise InvalidSeats(problem)
        if kind in ("", HUMAN):
            seats.append(Seat(name))
            continue
        if known is not None and kind not in known:
            choices = ", ".join([HUMAN, *known])
            raise InvalidSeats(f"unknown player kind {kind!r} for {name} (choose from {choices})")
        seats.append(Seat(name, kind))
    check_seats(seats)
    return seats


def check_seats(seats: Sequence[Seat]) -> None:
    """Raise InvalidSeats unless the seats make a playable table."""
    if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
        raise InvalidSeats(f"a game needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(seats)}")
    seen: set[str] = set()
    for seat in seats:
        problem = name_problem(seat.name)
        if problem is not None:
            raise InvalidSeats(problem)
        if seat.name.casefold() in seen:
            raise InvalidSeats(f"two players are called {seat.name!r}")
        seen.add(seat.name.casefold())


def format_seats(seats: Iterable[Seat]) -> str:
    """The ``--players`` text for seats, the inverse of :func:`parse_seats`."""
    return ",".join(f"{s.name}:{s.level or HUMAN}" for s in seats)
