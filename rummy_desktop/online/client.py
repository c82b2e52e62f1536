"""Talking to a table server: opening a table, and playing a seat as a computer.

These are what ``rummy-desktop host`` and ``rummy-desktop bot`` run. A client
trusts nothing but the frames' shape; the table is the one judge.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from typing import Any, Final

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, ConnectionClosedOK

from rummy_desktop.cards.core.rules import CardRules
from rummy_desktop.core.errors import RummyError
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.families import TILES
from rummy_desktop.online.bot import BotSeat
from rummy_desktop.online.codec import is_int
from rummy_desktop.online.limits import retry_words
from rummy_desktop.online.protocol import (
    MAX_FRAME_BYTES,
    RefusalCode,
    decode_server_frame,
    encode,
    frame,
)

RECONNECT_TRIES: Final = 30
"""A family's table server may take a while to come back (a restart, a new address)."""
RECONNECT_PAUSE_SECONDS: Final = 1.0
FLOOD_PAUSE_SECONDS: Final = 0.5
"""A table's frame budget refills at 20 frames a second: half a second frees ten."""
FATAL: Final = frozenset(
    {
        RefusalCode.UNKNOWN_TABLE,
        RefusalCode.UNKNOWN_SEAT,
        RefusalCode.VERSION,
        RefusalCode.GAME_OVER,
    }
)
"""Refusals after which playing on cannot help."""

FrameHook = Callable[[dict[str, Any]], None]


class TableRefused(RummyError):
    """The table said no, or could not be reached; the message says why.

    ``retry_after``: the seconds the table said to wait before trying again
    (a full server, too many new tables), else None.
    """

    def __init__(self, message: str, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


def refused_by(reply: dict[str, Any]) -> TableRefused:
    """A table's unexpected answer (a ``refusal``) as an error, saying when to try again."""
    message = str(reply.get("message", f"unexpected answer {reply!r:.200}"))
    wait = reply.get("retry_after")
    if not is_int(wait) or wait < 0:
        return TableRefused(message)
    words = retry_words(wait)
    if words not in message:
        message = f"{message.rstrip('.')}: {words}"
    return TableRefused(message, float(wait))


def _connect(url: str, ssl: Any = None) -> connect:
    # Direct connections only: a family table is reached by address, not a web proxy.
    # With wss:// and no context of its own, the system's trusted certificates apply.
    tls = {} if ssl is None else {"ssl": ssl}
    return connect(url, proxy=None, max_size=16 * MAX_FRAME_BYTES, compression=None, **tls)


async def _next(ws: ClientConnection) -> dict[str, Any]:
    try:
        return decode_server_frame(await ws.recv())
    except RummyError as exc:
        raise TableRefused(str(exc)) from None


async def open_table(
    url: str,
    seats: Sequence[tuple[str, str]],
    rules: RuleSet | CardRules,
    seed: int | None,
    *,
    ssl: Any = None,
) -> dict[str, Any]:
    """Create a table; returns the table's ``created`` frame (its code and the seats' tokens).

    ``rules`` are a tile game's, or a card game's (CARD_RULES.md), whose preset names the game.

    Raises:
        TableRefused: the table refused (the message is its reason) or is unreachable.
    """
    request = frame(
        "create",
        seats=[{"name": n, "player": p} for n, p in seats],
        rules=rules.to_dict(),
        seed=seed,
        game=rules.preset if isinstance(rules, CardRules) else TILES,
    )
    try:
        async with _connect(url, ssl) as ws:
            await ws.send(encode(request))
            reply = await _next(ws)
    except (OSError, ConnectionClosed) as exc:
        raise TableRefused(f"cannot reach the table at {url}: {exc}") from None
    if reply.get("type") != "created":
        raise refused_by(reply)
    return reply


async def hand_over(
    url: str, code: str, host_token: str, seat: int, level: str, *, ssl: Any = None
) -> list[dict[str, Any]]:
    """As the table's host, hand a seat whose player is away to a computer of ``level``.

    Returns the table's seats afterwards (the lobby, with the seat's ``stand_in``).

    Raises:
        TableRefused: the table refused (not the host, the player is connected, ...)
            or is unreachable.
    """
    request = frame("hand_over", table=code, host_token=host_token, seat=seat, level=level)
    try:
        async with _connect(url, ssl) as ws:
            await ws.send(encode(request))
            reply = await _next(ws)
    except (OSError, ConnectionClosed) as exc:
        raise TableRefused(f"cannot reach the table at {url}: {exc}") from None
    if reply.get("type") != "seats":
        raise refused_by(reply)
    return list(reply["seats"])


async def host_order(
    url: str, code: str, host_token: str, kind: str, *, ssl: Any = None
) -> dict[str, Any]:
    """As the table's host, ``pause`` the table, ``resume`` it, ``end`` the match, deal
    a new match once one is over (``rematch``), or make a new watch code (``new_watch_code``).

    Returns the table's answer: its lobby (``seats``, with ``paused``) to a pause, a
    resume or a rematch, the match's ``result`` to an end, and ``watch_code`` (with the
    new ``watch_code``) to ``new_watch_code``.

    Raises:
        TableRefused: the table refused (not the host, the match is over, ...) or is
            unreachable.
    """
    request = frame(kind, table=code, host_token=host_token)
    expected = {"end": "result", "new_watch_code": "watch_code"}.get(kind, "seats")
    try:
        async with _connect(url, ssl) as ws:
            await ws.send(encode(request))
            reply = await _next(ws)
    except (OSError, ConnectionClosed) as exc:
        raise TableRefused(f"cannot reach the table at {url}: {exc}") from None
    if reply.get("type") != expected:
        raise refused_by(reply)
    return reply


async def play_bot(
    url: str,
    code: str,
    token: str,
    level: str,
    *,
    ssl: Any = None,
    on_frame: FrameHook | None = None,
) -> dict[str, Any]:
    """Play one remote seat as a computer player until the game ends; returns the result.

    A lost connection is taken up again with the same token (a few times).

    Raises:
        TableRefused: the table refused the seat, or stayed unreachable.
    """
    bot: BotSeat | None = None
    tries = 0
    while True:
        try:
            async with _connect(url, ssl) as ws:
                await ws.send(encode(frame("hello", table=code, token=token, player=level)))
                result, bot = await _play(ws, level, bot, on_frame)
                return result
        except ConnectionClosedOK as exc:
            raise TableRefused(f"the table closed the connection: {exc}") from None
        except (OSError, ConnectionClosed) as exc:
            tries += 1
            if tries > RECONNECT_TRIES:
                raise TableRefused(f"lost the table at {url}: {exc}") from None
            await asyncio.sleep(RECONNECT_PAUSE_SECONDS)


async def _play(
    ws: ClientConnection, level: str, bot: BotSeat | None, on_frame: FrameHook | None
) -> tuple[dict[str, Any], BotSeat | None]:
    answered: set[int] = set()
    pending: int | None = None
    """The position of the last move sent: a refused move is followed by the default."""
    last: dict[str, Any] | None = None
    """The last move sent, sent again after a pause when the table says we flood it."""
    held: dict[str, Any] | None = None
    """A move the table refused while its host paused it: sent again once it goes on."""
    while True:
        message = await _next(ws)
        if on_frame is not None:
            on_frame(message)
        kind = message.get("type")
        if kind == "welcome":
            if message.get("game", TILES) != TILES:
                raise TableRefused(f"the bot plays tile games, not {message.get('game')!r}")
            bot = BotSeat(level, int(message["decision_seed"]))
        elif kind == "result":
            return message["result"], bot
        elif kind == "refusal":
            code = message.get("code")
            if code in FATAL:
                raise TableRefused(str(message.get("message")))
            if code == RefusalCode.ILLEGAL and pending is not None:
                last = BotSeat.fallback(pending)
                await ws.send(encode(last))
                pending = None
            elif code == RefusalCode.PAUSED and last is not None:
                held = last
            elif code == RefusalCode.FLOOD and last is not None:
                # A fast bot against fast computers can outrun the frame budget.
                await asyncio.sleep(FLOOD_PAUSE_SECONDS)
                await ws.send(encode(last))
        elif kind == "clock" and held is not None and message.get("paused") is False:
            await ws.send(encode(held))  # the host let the table go on
            held = None
        elif kind == "view" and bot is not None and message["at"] not in answered:
            answer = await asyncio.to_thread(bot.answer, message)
            if answer is not None:
                answered.add(message["at"])
                pending, last = message["at"], answer
                await ws.send(encode(answer))
        elif kind == "bye":
            raise TableRefused(str(message.get("reason", "the table said goodbye")))
