"""What keeps one client from filling a table server: table lifetimes and creation limits.

A table that nobody will play again is removed (its autosave too): a finished
one a day after its last change, one that never started after an hour with
nobody at it, and a started one that everybody left after thirty days. New
tables are counted per connection and per address over a sliding hour, so
one client, or one computer opening many connections, cannot open the
server's last table. Every number is a ``serve`` flag with this default.
A refusal for a full server or a spent allowance says when to try again.
Each connection's frames, and its chat lines, have a budget of their own
(:class:`FrameBudget`).
"""

from __future__ import annotations

import ipaddress
import math
from collections import deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:  # a name for annotations only
    from rummy_desktop.core.game import Clock

MAX_TABLES: Final = 500
"""Tables one server holds at most (each autosaves to disk)."""
FINISHED_AFTER_SECONDS: Final = 24 * 3600.0
IDLE_AFTER_SECONDS: Final = 3600.0
ABANDONED_AFTER_SECONDS: Final = 30 * 24 * 3600.0
TABLES_PER_CONNECTION: Final = 10
TABLES_PER_ADDRESS: Final = 30
CREATE_WINDOW_SECONDS: Final = 3600.0


@dataclass(frozen=True, slots=True)
class ServerLimits:
    """How many tables a server holds, how long an unplayed one stays, who may open more.

    Attributes:
        max_tables: tables at once.
        finished_after: seconds a finished table stays after its last change.
        idle_after: seconds a table that has not started stays with nobody connected
            and nothing happening.
        abandoned_after: seconds a started, unfinished table stays with nobody connected
            and nothing happening.
        per_connection: tables one connection may open in ``window`` seconds.
        per_address: tables one address (an IPv6 /64) may open in ``window`` seconds.
        window: the sliding window of the two allowances.
    """

    max_tables: int = MAX_TABLES
    finished_after: float = FINISHED_AFTER_SECONDS
    idle_after: float = IDLE_AFTER_SECONDS
    abandoned_after: float = ABANDONED_AFTER_SECONDS
    per_connection: int = TABLES_PER_CONNECTION
    per_address: int = TABLES_PER_ADDRESS
    window: float = CREATE_WINDOW_SECONDS


@dataclass(slots=True)
class Allowance:
    """Tables opened in the last ``window`` seconds, at most ``limit`` of them."""

    limit: int
    window: float
    _times: deque[float] = field(default_factory=deque)

    def _forget(self, now: float) -> None:
        while self._times and self._times[0] <= now - self.window:
            self._times.popleft()

    def wait(self, now: float) -> float:
        """Seconds until one more may be opened (0: now)."""
        self._forget(now)
        if len(self._times) < self.limit:
            return 0.0
        return max(0.0, self._times[len(self._times) - self.limit] + self.window - now)

    def take(self, now: float) -> None:
        self._times.append(now)

    @property
    def empty(self) -> bool:
        return not self._times


def address_key(host: str) -> str:
    """The allowance an address counts against: the address, or its /64 for IPv6.

    One home on IPv6 usually holds a whole /64, so counting single addresses
    would give it millions of allowances.
    """
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return host
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network((address, 64), strict=False))
    return str(address)


def retry_words(seconds: float | None) -> str:
    """When to try again, in words: ``try again in about 5 minutes``."""
    if seconds is None:
        return "try again later"
    if seconds < 90:
        whole = max(1, math.ceil(seconds))
        return f"try again in {whole} second{'s' if whole != 1 else ''}"
    if seconds < 90 * 60:
        minutes = math.ceil(seconds / 60)
        return f"try again in about {minutes} minutes"
    hours = math.ceil(seconds / 3600)
    return f"try again in about {hours} hours"


@dataclass(slots=True)
class FrameBudget:
    """A token bucket: ``burst`` frames at once, then ``per_second`` frames a second.

    Frames over the budget are refused; ``strikes`` of them in a row close the
    connection. The clock is the server's, so a test can hold time still.
    """

    clock: Clock
    burst: float = 40.0
    per_second: float = 20.0
    strikes: int = 200
    _left: float = field(init=False)
    _since: float = field(init=False)
    _refused: int = 0

    def __post_init__(self) -> None:
        self._left, self._since = self.burst, self.clock()

    def take(self) -> bool:
        now = self.clock()
        self._left = min(self.burst, self._left + (now - self._since) * self.per_second)
        self._since = now
        if self._left >= 1.0:
            self._left -= 1.0
            self._refused = 0
            return True
        self._refused += 1
        return False

    def refund(self) -> None:
        """Give back the frame just taken: it was a move the table accepted.

        Each accepted move needs a fresh view from the table, so the game
        itself bounds their rate; two fast computer seats must never be
        refused for playing quickly.
        """
        self._left = min(self.burst, self._left + 1.0)

    @property
    def exhausted(self) -> bool:
        """The connection went on flooding after its refusals: close it."""
        return self._refused >= self.strikes


def chat_budget(clock: Clock) -> FrameBudget:
    """Chat lines a connection may send: five at once, then one every two seconds.

    Far below the frame budget: every line goes to every seat of the table.
    """
    return FrameBudget(clock, burst=5.0, per_second=0.5)
