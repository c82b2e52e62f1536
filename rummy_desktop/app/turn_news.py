"""What happened since a seat's last turn, as a screen reader's "N" key says it.

The tile and the card reader keep the game's log lines and, per seat, how many
lines there were when its last turn ended; the lines after that mark are the
news. One memory for both families (the tile reader adds the table of then).
"""

from __future__ import annotations

from typing import Final

KEPT_LINES: Final = 400
"""Game log lines kept for "what happened since your last turn"."""


class TurnNews:
    """The log lines and each seat's mark in them.

    Args:
        on_turn: the seat on turn when the reader starts (None without a game).
    """

    def __init__(self, on_turn: int | None = None) -> None:
        self.lines: list[str] = []
        self.total = 0
        """Every line ever added (the kept ones are the last of them)."""
        self.marks: dict[int, int] = {}
        """Per seat: :attr:`total` when its last turn ended."""
        self.on_turn = on_turn

    def add(self, line: str) -> None:
        """Appended in place: a copy of all kept lines per log line is not needed."""
        self.lines.append(line)
        del self.lines[:-KEPT_LINES]
        self.total += 1

    def reset(self, lines: list[str]) -> None:
        """A game of its own: its history, no marks yet."""
        self.lines = list(lines)[-KEPT_LINES:]
        self.total = len(lines)
        self.marks.clear()
        self.on_turn = None

    def turn_started(self, seat: int) -> int | None:
        """``seat`` is on turn: the seat before it is marked; that seat (None at the start)."""
        before = self.on_turn
        if before is not None:
            self.marks[before] = self.total
        self.on_turn = seat
        return before

    def since(self, seat: int | None) -> list[str] | None:
        """The lines since ``seat``'s last turn ended; None when it has not had one."""
        if seat is None or seat not in self.marks:
            return None
        new = self.total - self.marks[seat]
        return self.lines[-new:] if new > 0 else []
