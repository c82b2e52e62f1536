"""Whose rack (or hand) a recorded game may show: the one rule every replay asks.

A game record holds every rack at every moment, so whatever shows a record
(the tile and the card replay viewers, however they were opened: the shelf
of finished games, a saved file, "Watch this game again") could show what
nobody at the table has seen. Once the match is over nothing is secret any
more. Before that, whoever sits at the screen may be watching: with one
person at the table (the others computers) that person, who saw their own
rack all along; with several people (hot-seat) any of them, and with none
no one with a rack of their own, so then no rack at all until the end.

The rule knows only the seats and whether the match is over, so tiles and
every card game ask it alike.
"""

from __future__ import annotations

from collections.abc import Sequence

from rummy_desktop.core.seat import Seat


def open_seats(seats: Sequence[Seat], over: bool) -> frozenset[int]:
    """The seats whose racks (or hands) may be shown of a game with these seats.

    Args:
        seats: who sat where (a person, or a computer level).
        over: the match is over.

    >>> sorted(open_seats([Seat("Ann"), Seat("Cy", "hard")], over=False))
    [0]
    >>> sorted(open_seats([Seat("Ann"), Seat("Bob")], over=False))
    []
    >>> sorted(open_seats([Seat("Ann"), Seat("Bob")], over=True))
    [0, 1]
    """
    if over:
        return frozenset(range(len(seats)))
    people = [seat for seat, who in enumerate(seats) if who.is_human]
    return frozenset(people) if len(people) == 1 else frozenset()


__all__ = ["open_seats"]
