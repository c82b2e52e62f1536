"""Who sits at a hosted table: seats, tokens, the lobby, and what every table answers.

The same for a tile game (:mod:`rummy_desktop.online.table`) and a card game
(:mod:`rummy_desktop.online.card_table`): a remote seat is known by its token
(the table keeps only its SHA-256), the game starts once every remote seat
has said hello, and the server asks every table the same questions
(:class:`SeatedTable`), whatever game it holds.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.ai.runner import decision_seed
from rummy_desktop.online.codes import (
    TOKEN_LENGTH,
    mistake,
    new_token,
    plain,
    token_forms,
)
from rummy_desktop.online.protocol import RefusalCode, Refused, frame

REMOTE: Final = "remote"
"""A seat played from elsewhere (a person, or ``rummy-desktop bot``)."""

SEED_BITS: Final = 63
"""A table draws seeds too many to try one by one from a seat's decision seed."""
CHAT_HISTORY: Final = 50
"""Chat lines a table keeps (and sends to a seat that comes back)."""

Notices = list[dict[str, Any]]
"""Public frames for every seat (a round's end, the result), in order."""
ComputerWork = Callable[[], object]
"""A computer seat's thinking, run on a worker thread; its outcome goes back to the table."""


def token_digest(token: str) -> str:
    """What the table keeps of a seat's token: a stolen autosave seats nobody.

    A token of :mod:`~rummy_desktop.online.codes` is kept in its plain form
    (however it is typed, it is the same seat); an older token as it is.
    """
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def token_matches(token: str, digest: str) -> bool:
    """True when ``token`` (as typed: any case, grouped or not) is the one of ``digest``."""
    return any(hmac.compare_digest(digest, token_digest(form)) for form in token_forms(token))


@dataclass(slots=True)
class TableSeat:
    """One seat: who sits there, and how the table knows them again.

    Attributes:
        name: the player's name.
        player: :data:`REMOTE`, or the computer level the table plays itself.
        token_digest: the SHA-256 of the seat's token ("" for a computer seat).
        announced: what a remote client said plays the seat (``human`` or a level).
        joined: the seat has said hello at least once (the game starts when all have).
        stand_in: the computer level the host handed this remote seat to while its
            player is away ("" when nobody stands in); the player's next hello takes
            the seat back.
    """

    name: str
    player: str
    token_digest: str = ""
    announced: str = ""
    joined: bool = False
    stand_in: str = ""

    @property
    def remote(self) -> bool:
        return self.player == REMOTE

    def computer_level(self) -> str | None:
        """The level the table plays this seat at itself, or None when a client plays it."""
        if not self.remote:
            return self.player
        return self.stand_in or None

    def plays_as(self) -> str:
        """What plays the seat, for the lobby and the result."""
        return self.player if not self.remote else (self.announced or REMOTE)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "player": self.player,
            "token_sha256": self.token_digest,
            "announced": self.announced,
            "joined": self.joined,
            "stand_in": self.stand_in,
        }


def new_seats(
    requests: list[tuple[str, str]], levels: tuple[str, ...]
) -> tuple[list[TableSeat], list[str]]:
    """Seats for ``(name, player)`` requests and their tokens ("" for computer seats).

    Raises:
        Refused: a repeated name or a player that is neither remote nor a level.
    """
    names = [name for name, _ in requests]
    if len({n.casefold() for n in names}) != len(names):
        raise Refused(RefusalCode.BAD_FRAME, "two seats have the same name")
    seats: list[TableSeat] = []
    tokens: list[str] = []
    for name, wanted in requests:
        player = REMOTE if wanted in (REMOTE, "human") else wanted
        if player != REMOTE and player not in levels:
            choices = ", ".join((REMOTE, *levels))
            raise Refused(
                RefusalCode.BAD_FRAME,
                f"unknown player {wanted!r} for {name} (choose from {choices})",
            )
        token = new_token() if player == REMOTE else ""
        tokens.append(token)
        seats.append(TableSeat(name, player, token_digest(plain(token)) if token else ""))
    return seats, tokens


class SeatedTable(ABC):
    """A game at the table server: its seats and lobby here, its game in a subclass."""

    game_name: str = "tiles"
    """``tiles``, or the card game's preset."""
    levels: tuple[str, ...] = ()
    """The computer levels of this kind of game (for seats the table plays)."""

    def __init__(self, code: str, seats: list[TableSeat], *, started: bool) -> None:
        self.code = code
        self.seats = seats
        self.started = started
        self.connected: set[int] = set()
        self.host_digest = ""
        """The SHA-256 of the host's token ("" for a table without a host, e.g. an old autosave)."""
        self.chat: list[dict[str, Any]] = []
        """The last :data:`CHAT_HISTORY` chat lines (``seat``, ``name``, ``text``), oldest first."""
        self.chat_said = 0
        """Chat lines said at this table since it was loaded (the autosave writes new ones)."""
        self.watch_digest = ""
        """The SHA-256 of the table's watch code ("" when nobody may watch)."""
        self.paused = False
        """The host paused the table: every clock is held and every move refused (``paused``)."""
        self.ended_by_host = False
        """The host ended the match before its end (its result says so)."""

    # -- the host ---------------------------------------------------------------
    def new_host_token(self) -> str:
        """A fresh host token for whoever opened the table; the table keeps only its digest."""
        token = new_token()
        self.host_digest = token_digest(plain(token))
        return token

    def new_watch_code(self) -> str:
        """A fresh watch code, for the host to give to whoever may watch; the table keeps
        only its digest."""
        code = new_token()
        self.watch_digest = token_digest(plain(code))
        return code

    def check_watcher(self, code: str) -> None:
        """Raises Refused (``unknown_seat``) unless ``code`` is this table's watch code."""
        if not self.watch_digest or not token_matches(code, self.watch_digest):
            raise Refused(RefusalCode.UNKNOWN_SEAT, "nobody may watch this table with that code")

    def watching_frame(self) -> dict[str, Any]:
        """The answer to a watcher: the table, its game and its lobby (no seat, no seed)."""
        return frame(
            "watching",
            table=self.code,
            game=self.game_name,
            seats=self.seats_json(),
            started=self.started,
            paused=self.paused,
            finished=self.finished,
        )

    @abstractmethod
    def watch_view_frame(self) -> dict[str, Any]:
        """What a watcher is shown: what every seat may see (never a rack or a hand)."""

    def check_host(self, token: str) -> None:
        """Raises Refused unless ``token`` is this table's host token."""
        if not self.host_digest or not token_matches(token, self.host_digest):
            raise Refused(RefusalCode.NOT_HOST, "only the table's host may do that")

    def hand_over(self, seat: int, level: str) -> None:
        """A computer player of ``level`` plays a remote seat whose player is away.

        The seat's token still holds: the player's next hello takes the seat back.

        Raises:
            Refused: the match is over, no such remote seat, its player is
                connected, or ``level`` is not a computer level of this game;
                nothing has changed.
        """
        if self.finished:
            raise Refused(RefusalCode.GAME_OVER, "the game is over")
        if not 0 <= seat < len(self.seats) or not self.seats[seat].remote:
            raise Refused(RefusalCode.BAD_FRAME, f"seat {seat} is not a seat played from elsewhere")
        if seat in self.connected:
            name = self.seats[seat].name
            raise Refused(RefusalCode.BAD_FRAME, f"{name} is connected and plays the seat")
        if level not in self.levels:
            choices = ", ".join(self.levels)
            raise Refused(RefusalCode.BAD_FRAME, f"unknown level {level!r} (choose from {choices})")
        self.seats[seat].stand_in = level

    def set_paused(self, paused: bool) -> None:
        """The host pauses the table (every clock held, every move refused) or lets it go on.

        Raises:
            Refused: the match is over; nothing has changed.
        """
        if self.finished:
            raise Refused(RefusalCode.GAME_OVER, "the game is over")
        self.paused = paused
        self._pause_changed()

    @abstractmethod
    def _pause_changed(self) -> None:
        """The table was paused or goes on again (a timed table holds or runs its clock)."""

    def check_not_paused(self) -> None:
        """Raises Refused (``paused``) while the host has paused the table."""
        if self.paused:
            raise Refused(
                RefusalCode.PAUSED, "the host has paused the game: wait until they resume it"
            )

    def end_by_host(self) -> Notices:
        """The host ends the match now; returns its ``result`` frame (which says so).

        Raises:
            Refused: the match is already over; nothing has changed.
        """
        if self.finished:
            raise Refused(RefusalCode.GAME_OVER, "the game is over")
        self.ended_by_host, self.paused = True, False
        self._end_now()
        return [self.result_frame()]

    def rematch(self, seed: int | None = None) -> None:
        """A new match at this table once one is over: the same seats, names, rules and
        tokens, a new deal (from ``seed``, or a fresh one the seats are not told).

        It starts when every remote seat has said hello again (a seat still connected
        counts as here).

        Raises:
            Refused: the match is not over yet (``not_over``); nothing has changed.
        """
        if not self.finished:
            raise Refused(RefusalCode.NOT_OVER, "the match is still being played: end it first")
        for index, seat in enumerate(self.seats):
            seat.stand_in = ""
            seat.joined = seat.remote and index in self.connected
        self.started = self.paused = self.ended_by_host = False
        self._new_match(secrets.randbits(SEED_BITS) if seed is None else seed)
        self._start_if_all_joined()

    @abstractmethod
    def _new_match(self, seed: int) -> None:
        """Deal a new match of the same rules to the same seats (not started yet)."""

    @abstractmethod
    def _end_now(self) -> None:
        """Set the match's result now, as it stands (:attr:`ended_by_host` is set)."""

    def host_json(self) -> dict[str, Any]:
        """What the autosave keeps of the host's say: its token's digest, a pause, an end."""
        return {
            "host_sha256": self.host_digest,
            "watch_sha256": self.watch_digest,
            "paused": self.paused,
            "ended_by_host": self.ended_by_host,
        }

    def restore_host(self, data: dict[str, Any]) -> None:
        """The host's say as an autosave kept it (:meth:`host_json`; older ones have none).

        Raises:
            ValueError: the saved values are not readable.
        """
        paused, ended = data.get("paused", False), data.get("ended_by_host", False)
        watch = data.get("watch_sha256", "")
        if not isinstance(paused, bool) or not isinstance(ended, bool):
            raise ValueError("the table's pause is not readable")
        if not isinstance(watch, str) or len(watch) not in (0, 64):
            raise ValueError("the table's watch code is not readable")
        self.watch_digest = watch
        if ended and not self.finished:
            self.ended_by_host = True
            self._end_now()
        self.paused = paused and not self.finished
        self._pause_changed()

    # -- seats ----------------------------------------------------------------
    def seat_of(self, token: str) -> int:
        """The seat whose token this is.

        Raises:
            Refused: no seat has this token (a stale or forged one).
        """
        for seat, info in enumerate(self.seats):
            if info.remote and token_matches(token, info.token_digest):
                return seat
        if mistake(token, TOKEN_LENGTH):
            raise Refused(
                RefusalCode.UNKNOWN_SEAT,
                "the seat token has a mistake (a character is wrong): read it again",
            )
        raise Refused(RefusalCode.UNKNOWN_SEAT, "no seat at this table has that token")

    def join(self, seat: int, player: str) -> None:
        """A remote seat said hello (first time or again); the game starts once all have."""
        info = self.seats[seat]
        info.joined = True
        info.stand_in = ""  # back at the table: the seat is the player's again
        if player:
            info.announced = player
        self._start_if_all_joined()

    def take_name(self, seat: int, name: str) -> None:
        """The name a joining player chose replaces the seat's, while the game has not started.

        Once it has, the seat keeps the name the game was dealt with (a later
        hello's name is not taken).

        Raises:
            Refused: another seat already has the name; nothing has changed.
        """
        if not name or self.started or name == self.seats[seat].name:
            return
        taken = {s.name.casefold() for i, s in enumerate(self.seats) if i != seat}
        if name.casefold() in taken:
            raise Refused(RefusalCode.BAD_FRAME, f"another player at this table is called {name}")
        self.seats[seat].name = name
        self._rename(seat, name)

    @abstractmethod
    def _rename(self, seat: int, name: str) -> None:
        """The game (not yet started) calls the seat's player ``name``."""

    def say(self, seat: int, text: str) -> dict[str, Any]:
        """A seat's chat line, kept for seats that come back; returns its ``chat`` frame."""
        line = {"seat": seat, "name": self.seats[seat].name, "text": text}
        self.chat.append(line)
        del self.chat[:-CHAT_HISTORY]
        self.chat_said += 1
        return frame("chat", **line)

    def chat_history_frame(self) -> dict[str, Any]:
        """The chat so far (its last lines, oldest first), for a seat that joins or comes back."""
        return frame("chat_history", lines=list(self.chat))

    def set_connected(self, seat: int, connected: bool) -> None:
        """The server's word that a seat's connection came or went."""
        if connected:
            self.connected.add(seat)
        else:
            self.connected.discard(seat)

    def _start_if_all_joined(self) -> None:
        if not self.started and all(s.joined for s in self.seats if s.remote):
            self.started = True
            self._on_start()

    @abstractmethod
    def _on_start(self) -> None:
        """The game has just started (every remote seat has joined)."""

    def seats_json(self) -> list[dict[str, Any]]:
        return [
            {
                "name": s.name,
                "player": s.plays_as(),
                "remote": s.remote,
                "joined": s.joined or not s.remote,
                "connected": (not s.remote) or i in self.connected,
                "stand_in": s.stand_in,
            }
            for i, s in enumerate(self.seats)
        ]

    def seats_frame(self) -> dict[str, Any]:
        """The lobby: who sits where, who has joined, who is connected now, and whether
        the host has paused the table."""
        return frame("seats", seats=self.seats_json(), started=self.started, paused=self.paused)

    def welcome_frame(self, seat: int) -> dict[str, Any]:
        """The answer to a seat's hello: which seat, and its decision seed (never the game's)."""
        return frame(
            "welcome",
            table=self.code,
            game=self.game_name,
            seat=seat,
            # As text: a 128-bit number is more than a JSON reader in a browser keeps exactly.
            decision_seed=str(decision_seed(self.game_seed, seat)),
            seats=self.seats_json(),
            started=self.started,
            paused=self.paused,
            finished=self.finished,
        )

    def result_frame(self) -> dict[str, Any]:
        return frame("result", result=self.result)

    # -- the game, per kind of game ------------------------------------------------
    @property
    @abstractmethod
    def game_seed(self) -> int: ...

    @property
    @abstractmethod
    def result(self) -> dict[str, Any] | None:
        """The match's summary once it is over (``selfplay --json``'s last line)."""

    @property
    def finished(self) -> bool:
        return self.result is not None

    @property
    @abstractmethod
    def at(self) -> int:
        """The number of the current position: an action must answer the latest view."""

    @abstractmethod
    def view_frame(self, seat: int) -> dict[str, Any]: ...

    @abstractmethod
    def clock_frame(self) -> dict[str, Any]: ...

    @abstractmethod
    def act_json(self, seat: int, at: int, action: dict[str, Any]) -> Notices:
        """A remote seat's move as sent; raises Refused (nothing changed) when refused."""

    @abstractmethod
    def computer_on_turn(self) -> str | None:
        """The level of the computer seat the table must play now, if any."""

    @abstractmethod
    def computer_work(self, cancel: CancelFlag) -> tuple[int, ComputerWork]:
        """The position and the thinking of the computer seat on turn (run off the loop)."""

    @abstractmethod
    def finish_computer(self, at: int, outcome: object) -> Notices:
        """Apply what the computer seat's thinking came to, at position ``at``."""

    @abstractmethod
    def expire(self) -> Notices:
        """End the turn of a seat whose time ran out (nothing when none did)."""

    @abstractmethod
    def to_json(self, since: int = 0) -> dict[str, Any]:
        """Everything the autosave holds; with ``since``, the record's actions from that one on."""
