"""The table's wire protocol: small, versioned JSON frames, each checked on arrival.

Every frame is one JSON object with the protocol version ``"v"`` and a
``"type"``. What a client may send, and what the table answers, is written
up in ``docs/online-protocol.md``; this module is the one place that reads
incoming frames, so a frame of the wrong version, malformed JSON, a wrong
type or an oversized frame is refused here, before it reaches a game.
A refusal never changes anything at the table.
"""

from __future__ import annotations

import json
import math
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final

from rummy_desktop.ai.players import LEVELS
from rummy_desktop.core.names import name_problem
from rummy_desktop.core.wording import Phrase
from rummy_desktop.online.codec import BadFrame, is_int, phrase_to_json

PROTOCOL_VERSION: Final = 1
MAX_FRAME_BYTES: Final = 64 * 1024
"""The largest frame the table reads (a whole table of 106 tiles is about 3 KB)."""
MAX_CHAT_CHARS: Final = 300
MAX_TOKEN_CHARS: Final = 100
MAX_CODE_CHARS: Final = 32


class RefusalCode(StrEnum):
    """Why the table refused a frame; stable, for clients to act on."""

    VERSION = "version"
    MALFORMED = "malformed"
    BAD_FRAME = "bad_frame"
    TOO_LARGE = "too_large"
    FLOOD = "flood"
    UNKNOWN_TABLE = "unknown_table"
    UNKNOWN_SEAT = "unknown_seat"
    NOT_JOINED = "not_joined"
    NOT_STARTED = "not_started"
    NOT_YOUR_TURN = "not_your_turn"
    STALE = "stale"
    ILLEGAL = "illegal"
    GAME_OVER = "game_over"
    FULL = "full"
    LIMIT = "limit"
    BUSY = "busy"
    NOT_HOST = "not_host"
    PAUSED = "paused"
    NOT_OVER = "not_over"


@dataclass(frozen=True, slots=True)
class Reason:
    """One of the referee's reasons (a problem code of the README and its words)."""

    code: str
    message: str
    words: Phrase | None = None
    """The same reason as a phrase, for a window that speaks another language."""


class Refused(Exception):
    """A frame the table will not act on; becomes a ``refusal`` frame.

    ``retry_after``: seconds after which the same frame may be taken (a full
    server, a spent allowance of new tables); None when waiting does not help.
    """

    def __init__(
        self,
        code: RefusalCode,
        message: str,
        reasons: tuple[Reason, ...] = (),
        *,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.reasons = reasons
        self.retry_after = retry_after


# -- what clients send --------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Hello:
    """Take (or take back) a seat: the table's code and the seat's token."""

    table: str
    token: str
    player: str = ""
    """What plays the seat (``human`` or a computer level), for the lobby and the result."""
    name: str = ""
    """The name the joiner chose ("" keeps the seat's): the table shows it to everyone,
    if the game has not started yet."""


@dataclass(frozen=True, slots=True)
class Watch:
    """Watch a table without a seat: the table's code and its watch code (the host's to
    give); the watcher is shown what every seat may see, never a rack or a hand."""

    table: str
    token: str


@dataclass(frozen=True, slots=True)
class SeatRequest:
    name: str
    player: str
    """``remote`` for a person or bot joining from elsewhere, or a computer level."""


@dataclass(frozen=True, slots=True)
class Create:
    """Open a new table (``rummy-desktop host``)."""

    seats: tuple[SeatRequest, ...]
    rules: dict[str, Any]
    seed: int | None
    game: str = "tiles"
    """``tiles``, or another game's id in :mod:`rummy_desktop.families` (a card game of
    CARD_RULES.md); the server hosts the families that have a table."""


@dataclass(frozen=True, slots=True)
class ActionFrame:
    """A seat's move, answering the view numbered ``at``.

    The action stays JSON here: the table reads it in the words of its game
    (a tile action of :mod:`~rummy_desktop.online.codec`, or a card action).
    """

    at: int
    action: dict[str, Any]


@dataclass(frozen=True, slots=True)
class HandOver:
    """The host hands a remote seat whose player is away to a computer player of ``level``."""

    table: str
    host_token: str
    seat: int
    level: str


HOST_ORDERS: Final = ("pause", "resume", "end", "rematch", "new_watch_code")
"""What the host alone may tell a table: hold every clock and move, go on, end the match,
deal a new match at the same table once one is over, or make a new watch code (the
old one no longer lets anyone watch)."""


@dataclass(frozen=True, slots=True)
class HostOrder:
    """The host pauses the table (``pause``), lets it go on (``resume``), ends the match
    (``end``) or deals a new one at the same table (``rematch``), proved by the host token
    the table told its creator."""

    kind: str
    table: str
    host_token: str


@dataclass(frozen=True, slots=True)
class Chat:
    text: str


@dataclass(frozen=True, slots=True)
class Bye:
    """The client leaves; its seat waits for it (the token still holds)."""


ClientFrame = Hello | Watch | Create | ActionFrame | HandOver | HostOrder | Chat | Bye


def _text(raw: dict[str, Any], key: str, limit: int) -> str:
    value = raw.get(key)
    if not isinstance(value, str) or not value or len(value) > limit:
        raise Refused(RefusalCode.BAD_FRAME, f"{key!r} must be text of 1 to {limit} characters")
    return value


def parse_frame(data: str | bytes) -> ClientFrame:
    """Read one frame a client sent.

    Raises:
        Refused: the frame is too large, not JSON, of another protocol
            version, or not a frame a client may send; the message says which.
    """
    size = len(data) if isinstance(data, bytes) else len(data.encode("utf-8", "surrogatepass"))
    if size > MAX_FRAME_BYTES:
        raise Refused(RefusalCode.TOO_LARGE, f"a frame may hold at most {MAX_FRAME_BYTES} bytes")
    try:
        raw = json.loads(data)
    except (ValueError, RecursionError):
        raise Refused(RefusalCode.MALFORMED, "the frame is not valid JSON") from None
    if not isinstance(raw, dict):
        raise Refused(RefusalCode.MALFORMED, "a frame must be a JSON object")
    version = raw.get("v")
    if not is_int(version) or version != PROTOCOL_VERSION:
        raise Refused(
            RefusalCode.VERSION,
            f"this table speaks protocol version {PROTOCOL_VERSION}, not {version!r}",
        )
    kind = raw.get("type")
    if not isinstance(kind, str) or kind not in _READERS:
        raise Refused(
            RefusalCode.BAD_FRAME,
            f"unknown frame type {kind!r} "
            "(hello, watch, create, action, hand_over, pause, resume, end, rematch, "
            "new_watch_code, chat or bye)",
        )
    try:
        return _READERS[kind](raw)
    except BadFrame as exc:
        raise Refused(RefusalCode.BAD_FRAME, str(exc)) from None


PLAYERS: Final = frozenset({"", "human", *LEVELS})
"""What a client may say plays its seat (nothing, a person, or a computer level)."""


def _hello(raw: dict[str, Any]) -> Hello:
    player = raw.get("player", "")
    if not isinstance(player, str) or player.lower() not in PLAYERS:
        raise Refused(RefusalCode.BAD_FRAME, "'player' must be human or a computer level")
    name = ""
    if raw.get("name") is not None:
        name = _name(_text(raw, "name", 100))
    return Hello(
        _text(raw, "table", MAX_CODE_CHARS),
        _text(raw, "token", MAX_TOKEN_CHARS),
        player.lower(),
        name,
    )


def _watch(raw: dict[str, Any]) -> Watch:
    return Watch(_text(raw, "table", MAX_CODE_CHARS), _text(raw, "token", MAX_TOKEN_CHARS))


def _name(name: str) -> str:
    """A player's name as a client sent it: the one name rule, and no direction controls."""
    problem = name_problem(name)
    if problem is None and any(c in SPOOFING for c in name):
        problem = f"the name {name!r} holds a character that turns text around"
    if problem is not None:
        raise Refused(RefusalCode.BAD_FRAME, problem)
    return name.strip()


def _create(raw: dict[str, Any]) -> Create:
    seats_raw = raw.get("seats")
    if not isinstance(seats_raw, list) or not seats_raw:
        raise Refused(RefusalCode.BAD_FRAME, "'seats' must be a list of {name, player}")
    seats: list[SeatRequest] = []
    for seat in seats_raw:
        if not isinstance(seat, dict):
            raise Refused(RefusalCode.BAD_FRAME, "a seat must be {name, player}")
        name = _name(_text(seat, "name", 100))
        seats.append(SeatRequest(name, _text(seat, "player", 16).lower()))
    rules = raw.get("rules", {})
    seed = raw.get("seed")
    if not isinstance(rules, dict):
        raise Refused(RefusalCode.BAD_FRAME, "'rules' must be an object of rule options")
    if seed is not None and not (is_int(seed) and 0 <= seed < 1 << 63):
        raise Refused(RefusalCode.BAD_FRAME, "'seed' must be a whole number from 0 below 2**63")
    game = raw.get("game", "tiles")
    if not isinstance(game, str) or not 0 < len(game) <= 16:
        raise Refused(RefusalCode.BAD_FRAME, "'game' must be tiles or a card game's name")
    return Create(tuple(seats), rules, seed, game.lower())


def _action(raw: dict[str, Any]) -> ActionFrame:
    at = raw.get("at")
    if not is_int(at) or at < 0:
        raise Refused(RefusalCode.BAD_FRAME, "'at' must be the number of the view answered")
    action = raw.get("action")
    if not isinstance(action, dict):
        raise Refused(RefusalCode.BAD_FRAME, "'action' must be an object with a type")
    return ActionFrame(at, action)


def _hand_over(raw: dict[str, Any]) -> HandOver:
    seat = raw.get("seat")
    if not is_int(seat) or not 0 <= seat < 100:
        raise Refused(RefusalCode.BAD_FRAME, "'seat' must be the number of a seat (from 0)")
    return HandOver(
        _text(raw, "table", MAX_CODE_CHARS),
        _text(raw, "host_token", MAX_TOKEN_CHARS),
        seat,
        _text(raw, "level", 16).lower(),
    )


def _host_order(raw: dict[str, Any]) -> HostOrder:
    return HostOrder(
        str(raw["type"]),
        _text(raw, "table", MAX_CODE_CHARS),
        _text(raw, "host_token", MAX_TOKEN_CHARS),
    )


SPOOFING: Final = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
"""Bidi controls (marks, embeddings, overrides, isolates): they would turn the rest of a
line, and the names after it, around."""
LINE_BREAKING: Final = frozenset({"Cc", "Zl", "Zp"})
"""Control characters (newline, NEL, ...), the line separator U+2028 and the paragraph
separator U+2029: each would start a new line, which could pass for another player's."""


def line_problem(text: str) -> str | None:
    """Why ``text`` cannot be shown as one line of chat, or None when it can."""
    for char in text:
        if unicodedata.category(char) in LINE_BREAKING:
            return (
                "a chat line is one line of text, without line breaks or control "
                f"characters (U+{ord(char):04X})"
            )
        if char in SPOOFING:
            return f"a chat line cannot hold a direction control (U+{ord(char):04X})"
    return None


def _chat(raw: dict[str, Any]) -> Chat:
    """One line of plain text: no line or paragraph breaks, control characters or bidi controls.

    Only the text is read; whatever else a chat frame holds is dropped, so a
    chat line carries nothing but words from its (named) sender.
    """
    text = _text(raw, "text", MAX_CHAT_CHARS)
    problem = line_problem(text)
    if problem is not None:
        raise Refused(RefusalCode.BAD_FRAME, problem)
    if not text.strip():
        raise Refused(RefusalCode.BAD_FRAME, "a chat line needs some words")
    return Chat(text.strip())


def _bye(raw: dict[str, Any]) -> Bye:
    return Bye()


_READERS: Final[dict[str, Callable[[dict[str, Any]], ClientFrame]]] = {
    "hello": _hello,
    "watch": _watch,
    "create": _create,
    "action": _action,
    "hand_over": _hand_over,
    **dict.fromkeys(HOST_ORDERS, _host_order),
    "chat": _chat,
    "bye": _bye,
}


# -- what the table sends -----------------------------------------------------
def frame(kind: str, **fields: Any) -> dict[str, Any]:
    """A frame of this protocol version."""
    return {"v": PROTOCOL_VERSION, "type": kind, **fields}


def refusal(exc: Refused) -> dict[str, Any]:
    """The ``refusal`` frame; with ``retry_after`` (whole seconds) when waiting helps."""
    said = frame(
        "refusal",
        code=exc.code.value,
        message=exc.message,
        reasons=[_reason_to_json(r) for r in exc.reasons],
    )
    if exc.retry_after is not None:
        said["retry_after"] = max(1, math.ceil(exc.retry_after))
    return said


def _reason_to_json(reason: Reason) -> dict[str, Any]:
    said: dict[str, Any] = {"code": reason.code, "message": reason.message}
    if reason.words is not None:
        said["words"] = phrase_to_json(reason.words)
    return said


def encode(message: dict[str, Any]) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


def decode_server_frame(data: str | bytes) -> dict[str, Any]:
    """Read a frame from the table (a client trusts the table, but not the wire's shape).

    Raises:
        BadFrame: not a JSON object of this protocol version.
    """
    try:
        raw = json.loads(data)
    except (ValueError, RecursionError):
        raise BadFrame("the table sent something that is not JSON") from None
    if not isinstance(raw, dict) or raw.get("v") != PROTOCOL_VERSION:
        raise BadFrame(f"the table speaks another protocol version ({raw!r:.80})")
    return raw
