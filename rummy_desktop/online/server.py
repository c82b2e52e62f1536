"""The table server: hosted tables reached over WebSocket.

The ``websockets`` package does the transport (framing, keep-alive pings,
TLS); this module only routes frames between connections and tables:

- ``create`` opens a table (``rummy-desktop host``) and answers with its code
  and the remote seats' tokens;
- ``watch`` lets a connection watch a table by its watch code (told only in
  ``created``): it is sent what every seat may see, never a rack or a hand;
- ``hello`` seats a connection at its table by token; the same token later
  takes the seat back (a second connection replaces the first), and the seat
  is sent its whole view again;
- ``action``, ``chat`` and ``bye`` from a seated connection;
- ``hand_over`` from the table's host (its host token, told only in
  ``created``): a computer player stands in for a seat whose player is away;
- ``pause``, ``resume`` and ``end`` from the host: every clock of the table is
  held and every move refused (``paused``) until it goes on, or the match ends
  at once (its ``result`` says the host ended it, then every seat is told ``bye``);
  ``rematch`` deals a new match at a table whose match is over (same seats and tokens);
  ``new_watch_code`` makes a new watch code (answered to the host only).

Every frame is read by :func:`rummy_desktop.online.protocol.parse_frame`;
anything refused gets a ``refusal`` frame and changes nothing. A connection
that sends frames faster than :class:`FrameBudget` allows is refused frame by
frame, and closed politely if it goes on; a move the table accepts costs
nothing (the game bounds those). The table's computer seats think on
a worker thread, so the server keeps answering while they do.

The server never waits on a client or a disk: each connection's frames go out
through its own :class:`~rummy_desktop.online.outbox.Outbox`, and each change
is written by the store's writer thread
(:class:`~rummy_desktop.online.store.TableStore`, or a shared
:class:`~rummy_desktop.online.redis_store.RedisStore`), the seats being told
once it is written. Tables nobody will play again are removed, and new ones
are limited per connection and address (:mod:`~rummy_desktop.online.limits`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.core.errors import RummyError
from rummy_desktop.core.game import Clock
from rummy_desktop.families import families
from rummy_desktop.online.autosave import SUFFIX, TableSaveError, load_table_entry, saved_at
from rummy_desktop.online.codes import CODE_LENGTH, mistake, new_code, plain
from rummy_desktop.online.limits import (
    Allowance,
    FrameBudget,
    ServerLimits,
    address_key,
    chat_budget,
    retry_words,
)
from rummy_desktop.online.outbox import OUTBOX_FRAMES, SEND_TIMEOUT_SECONDS, Outbox
from rummy_desktop.online.protocol import (
    MAX_FRAME_BYTES,
    ActionFrame,
    Bye,
    Chat,
    Create,
    HandOver,
    Hello,
    HostOrder,
    RefusalCode,
    Refused,
    Watch,
    encode,
    frame,
    parse_frame,
    refusal,
)
from rummy_desktop.online.redis_store import RedisStore
from rummy_desktop.online.seating import Notices, SeatedTable
from rummy_desktop.online.store import TableStore

log = logging.getLogger(__name__)

TRANSPORT_MAX_BYTES: Final = 4 * MAX_FRAME_BYTES
"""Frames up to this size are read and refused politely; larger ones close the
connection (the WebSocket library's own limit, close code 1009)."""
MAX_BAD_HELLOS: Final = 5
"""Wrong tokens a connection may try before it is closed."""
TIMER_POLL_SECONDS: Final = 0.25
POLICY_VIOLATION: Final = 1008
DEFAULT_LIMITS: Final = ServerLimits()
GOING_AWAY: Final = 1001
TRY_AGAIN_LATER: Final = 1013
MAX_WATCHERS: Final = 20
"""Connections that may watch one table at once."""


Written = asyncio.Future[None] | None
"""A change's write, done once it is on disk (None: the server keeps no autosaves)."""
Sends = list[tuple[ServerConnection, str]]
"""Frames for connections, already encoded."""


@dataclass(slots=True)
class _Seated:
    code: str
    seat: int


class TableServer:
    """Every table of one server, their connections and their autosaves.

    Args:
        folder: where tables autosave; tables found there are resumed. None
            keeps tables in memory only.
        clock: seconds, for turn timers and flood budgets (``time.monotonic``).
        budget: makes each connection's :class:`FrameBudget`.
        chat: makes each connection's budget of chat lines (:func:`chat_budget`).
        limits: how many tables, for how long, and who may open them.
        wall: seconds since the epoch, for how long a table has stood unplayed
            (``time.time``: it goes on across restarts, as the autosaves do).
        outbox_frames: frames that may wait for one connection; more drop it.
        send_timeout: seconds one frame may take to go out; longer drops the connection.
        store: where the tables are kept, when not in ``folder``: a
            :class:`~rummy_desktop.online.redis_store.RedisStore` shared by several
            servers (each table is played by the server holding its lease; a table
            is taken over when a client of it comes to this server).
    """

    def __init__(
        self,
        folder: Path | None,
        *,
        clock: Clock = time.monotonic,
        budget: Callable[[Clock], FrameBudget] = FrameBudget,
        chat: Callable[[Clock], FrameBudget] = chat_budget,
        limits: ServerLimits = DEFAULT_LIMITS,
        wall: Clock = time.time,
        outbox_frames: int = OUTBOX_FRAMES,
        send_timeout: float = SEND_TIMEOUT_SECONDS,
        store: TableStore | None = None,
    ) -> None:
        self.folder = folder
        if store is None and folder is not None:
            store = TableStore(folder)
        self._store = store
        self._shared = store if isinstance(store, RedisStore) else None
        """The tables' store when other servers share it (tables are taken over by lease)."""
        self._renewed = 0.0
        self.limits = limits
        self.clock = clock
        self.wall = wall
        self._touched: dict[str, float] = {}
        """When each table last changed or had a visitor (``wall`` seconds)."""
        self._per_address: dict[str, Allowance] = {}
        self._outboxes: dict[ServerConnection, Outbox] = {}
        self.outbox_frames = outbox_frames
        self.send_timeout = send_timeout
        self._budget = budget
        self._chat_budget = chat
        self.tables: dict[str, SeatedTable] = {}
        self._connections: dict[str, dict[int, ServerConnection]] = {}
        self._watchers: dict[str, set[ServerConnection]] = {}
        """Connections watching each table (by its watch code): told what all seats see."""
        self._thinking: set[str] = set()
        self._thinking_at: dict[str, int] = {}
        """The position a table's computer is thinking on (a move there must wait)."""
        self._tasks: set[asyncio.Task[None]] = set()
        self.cancel = CancelFlag()
        self.on_change: Callable[[str], None] | None = None
        """Called on the loop with a table's code whenever its seats are told something
        (every change of its lobby or game is): the window's own server follows its
        table's lobby by it. It must not raise."""
        if folder is not None and self._shared is None:
            self._resume_tables(folder)

    def _resume_tables(self, folder: Path) -> None:
        assert self._store is not None
        for path in sorted(folder.glob(f"*{SUFFIX}")):
            try:
                table, entry = load_table_entry(path, self.clock)
            except TableSaveError as exc:
                log.warning("not resumed: %s", exc)
                continue
            self.tables[table.code] = table
            self._store.resumed(table, entry)
            self._touched[table.code] = saved_at(folder, table.code)
        self.sweep()

    # -- unplayed tables go -------------------------------------------------------
    def _touch(self, code: str) -> None:
        self._touched[code] = self.wall()

    def _expiry(self, code: str) -> float | None:
        """When the table goes if nothing happens at it (``wall`` seconds), or None."""
        table = self.tables[code]
        if code in self._thinking:
            return None
        limits, touched = self.limits, self._touched.get(code, self.wall())
        if table.finished:
            return touched + limits.finished_after
        if table.connected:
            return None
        return touched + (limits.abandoned_after if table.started else limits.idle_after)

    def sweep(self) -> list[str]:
        """Remove the tables nobody will play again; returns their codes."""
        now = self.wall()
        gone = []
        for code in list(self.tables):
            expiry = self._expiry(code)
            if expiry is not None and now >= expiry:
                self._remove(code)
                gone.append(code)
        return gone

    def _remove(self, code: str) -> None:
        why = "the game is over" if self.tables[code].finished else "nobody played at it"
        self._drop(code, f"the table was closed: {why}")
        if self._store is not None:
            self._store.remove(code)
        log.info("table %s removed: %s", code, why)

    def _full_retry_after(self) -> float:
        """Seconds until the first table is due to go (the idle time when none is)."""
        now = self.wall()
        due = [e for e in map(self._expiry, self.tables) if e is not None]
        return max(1.0, min(due) - now) if due else self.limits.idle_after

    def _check_may_create(self, allowance: Allowance, address: str) -> None:
        """Raises Refused (with when to try again) when this connection may not open a table."""
        now = self.wall()
        limits = self.limits
        by_address = self._per_address.setdefault(
            address, Allowance(limits.per_address, limits.window)
        )
        wait = max(allowance.wait(now), by_address.wait(now))
        if wait > 0:
            raise Refused(
                RefusalCode.LIMIT,
                f"you have opened as many tables as you may for now: {retry_words(wait)}",
                retry_after=wait,
            )
        if len(self.tables) >= limits.max_tables:
            self.sweep()
        if len(self.tables) >= limits.max_tables:
            wait = self._full_retry_after()
            raise Refused(
                RefusalCode.FULL,
                f"this table server holds as many tables as it may: {retry_words(wait)}",
                retry_after=wait,
            )

    def _count_create(self, allowance: Allowance, address: str) -> None:
        """A table was opened: it counts against the connection and its address
        (a refused ``create`` counts for nothing)."""
        now = self.wall()
        allowance.take(now)
        limits = self.limits
        by_address = Allowance(limits.per_address, limits.window)
        self._per_address.setdefault(address, by_address).take(now)
        for key, other in list(self._per_address.items()):
            if other.wait(now) == 0 and other.empty:
                del self._per_address[key]

    # -- serving --------------------------------------------------------------
    async def serve_on(
        self, host: str, port: int, *, ssl: Any = None
    ) -> tuple[Server, asyncio.Task[None]]:
        """Listen on ``host``:``port`` (0 picks a free port); returns the server and its timer.

        The tables resumed from their autosaves carry on at once (their
        computer seats play when on turn).
        """
        server = await serve(
            self.handle,
            host,
            port,
            ssl=ssl,
            max_size=TRANSPORT_MAX_BYTES,
            compression=None,
        )
        timer = asyncio.get_running_loop().create_task(self._keep_time())
        for code in list(self.tables):
            self._play_computers(code)
        return server, timer

    async def _keep_time(self) -> None:
        """Ends the turn of a seat whose time ran out, on every table."""
        while True:
            await asyncio.sleep(TIMER_POLL_SECONDS)
            await self._renew_leases()
            self.sweep()
            changes = []
            for code, table in list(self.tables.items()):
                before = table.at
                notices = table.expire()
                if table.at != before:
                    changes.append(self._stage(code, notices))
                    self._play_computers(code)
            # All written at once (one group commit), each table told once its change is.
            await asyncio.gather(*(self._deliver(*change) for change in changes))

    async def handle(self, ws: ServerConnection) -> None:
        """One client connection, from its first frame to its last."""
        budget = self._budget(self.clock)
        chat = self._chat_budget(self.clock)
        tables = Allowance(self.limits.per_connection, self.limits.window)
        address = _address(ws)
        seated: _Seated | None = None
        watching: str | None = None
        bad_hellos = 0
        outbox = self._outboxes[ws] = Outbox(
            ws, limit=self.outbox_frames, timeout=self.send_timeout
        )
        try:
            async for data in ws:
                if not budget.take():
                    outbox.post(refusal(Refused(RefusalCode.FLOOD, "too many frames")))
                    if budget.exhausted:
                        outbox.close(POLICY_VIOLATION, "too many frames")
                        return
                    continue
                try:
                    message = parse_frame(data)
                    if isinstance(message, Hello):
                        seated = await self._hello(ws, message, seated)
                        bad_hellos = 0
                    elif isinstance(message, Watch):
                        watching = await self._watch(ws, message, watching)
                        bad_hellos = 0
                    elif isinstance(message, Create):
                        self._check_may_create(tables, address)
                        await self._create(ws, message)
                        self._count_create(tables, address)
                    elif isinstance(message, HandOver):
                        await self._hand_over(ws, message)
                    elif isinstance(message, HostOrder):
                        await self._host_order(ws, message)
                    elif isinstance(message, Bye):
                        outbox.close(1000, "bye")
                        return
                    elif seated is None or seated.code not in self.tables:
                        seated = None  # its table was removed
                        raise Refused(RefusalCode.NOT_JOINED, "say hello with your seat first")
                    elif isinstance(message, ActionFrame):
                        await self._act(seated, message)
                        budget.refund()
                    elif isinstance(message, Chat):
                        if not chat.take():
                            raise Refused(RefusalCode.FLOOD, "too many chat lines: wait a little")
                        await self._chat(seated, message)
                except Refused as exc:
                    outbox.post(refusal(exc))
                    if exc.code is RefusalCode.BUSY:  # come back in a while (maybe elsewhere)
                        outbox.close(TRY_AGAIN_LATER, "the table is busy elsewhere")
                        return
                    if exc.code is RefusalCode.UNKNOWN_SEAT:
                        bad_hellos += 1
                        if bad_hellos >= MAX_BAD_HELLOS:
                            outbox.close(POLICY_VIOLATION, "too many wrong tokens")
                            return
        except ConnectionClosed:
            pass
        finally:
            if watching is not None:
                self._watchers.get(watching, set()).discard(ws)
            if seated is not None:
                await self._left(seated, ws)
            del self._outboxes[ws]
            await outbox.finish()

    # -- frames -------------------------------------------------------------------
    async def _create(self, ws: ServerConnection, message: Create) -> None:
        table, tokens = self._new_table(message)
        while table.code in self.tables:  # codes are random; a clash only costs a redraw
            table.code = new_code()
        if self._shared is not None:  # a code no other server has handed out, held by us
            try:
                while not await asyncio.to_thread(self._shared.claim, table.code):
                    table.code = new_code()
            except TableSaveError as exc:
                log.error("%s", exc)
                raise Refused(
                    RefusalCode.BUSY,
                    "the tables' store cannot be reached now: try again in a minute",
                    retry_after=60,
                ) from None
        self.tables[table.code] = table
        self._touch(table.code)
        host_token = table.new_host_token()
        watch_code = table.new_watch_code()
        await self._durable(table)  # its tokens seat nobody unless the table is kept
        seats = [
            {"name": s.name, "player": s.player, "token": t}
            for s, t in zip(table.seats, tokens, strict=True)
        ]
        self._post(
            ws,
            frame(
                "created",
                table=table.code,
                seats=seats,
                host_token=host_token,
                watch_code=watch_code,
            ),
        )
        self._play_computers(table.code)

    def _new_table(self, message: Create) -> tuple[SeatedTable, list[str]]:
        """A new table of the game's family (its ``table`` in :mod:`rummy_desktop.families`)."""
        offered = [entry for entry in families() if entry.has("table")]
        chosen = next((entry for entry in offered if entry.id == message.game), None)
        if chosen is None:
            names = ", ".join(entry.id for entry in offered)
            raise Refused(RefusalCode.BAD_FRAME, f"unknown game {message.game!r} ({names})")
        try:
            table: tuple[SeatedTable, list[str]] = chosen.capability("table")(message, self.clock)
            return table
        except Refused:
            raise
        except RummyError as exc:
            raise Refused(RefusalCode.BAD_FRAME, f"the rules: {exc}") from None

    async def _find_table(self, code: str) -> SeatedTable:
        """The table of a code as typed (any case, with spaces or dashes).

        With a shared store, a table this server does not hold is taken over
        (once the server holding it has let it go or died: its lease ran out).

        Raises:
            Refused: no such table (the message says when the code's check
                character shows a misread character), or another server keeps it
                (``busy``, with when to try again).
        """
        table = self.tables.get(code.upper()) or self.tables.get(plain(code))
        if table is not None:
            return table
        if self._shared is not None:
            for key in dict.fromkeys((code.upper(), plain(code))):
                taken = await self._take_over(key)
                if taken is not None:
                    return taken
        if mistake(code, CODE_LENGTH):
            raise Refused(
                RefusalCode.UNKNOWN_TABLE,
                f"the table code {code!r} has a mistake (a character is wrong): read it again",
            )
        raise Refused(RefusalCode.UNKNOWN_TABLE, f"there is no table {code!r} here")

    async def _take_over(self, code: str) -> SeatedTable | None:
        store = self._shared
        assert store is not None
        try:
            taken = await asyncio.to_thread(store.take, code, self.clock, store.lease + 1.0)
        except TimeoutError as exc:
            wait = float(exc.args[0]) if exc.args else store.lease
            raise Refused(
                RefusalCode.BUSY,
                f"another table server plays this table: {retry_words(wait)}",
                retry_after=wait,
            ) from None
        except TableSaveError as exc:
            log.error("%s", exc)
            raise Refused(RefusalCode.UNKNOWN_TABLE, "the table cannot be read back") from None
        if taken is None:
            return None
        if taken.code in self.tables:  # two hellos took it over at once
            return self.tables[taken.code]
        self.tables[taken.code] = taken
        self._touch(taken.code)
        log.info("took table %s over", taken.code)
        return taken

    def _let_go(self, code: str, why: str) -> None:
        """Another server holds the table now: its seats are closed here (they come back
        by the other server); nothing is deleted."""
        self._drop(code, why)
        log.warning("table %s: %s", code, why)

    def _drop(self, code: str, why: str) -> None:
        """This server no longer holds the table: its seats and watchers are told why."""
        self.tables.pop(code, None)
        self._touched.pop(code, None)
        for ws in [*self._connections.pop(code, {}).values(), *self._watchers.pop(code, ())]:
            self._bye(ws, why, GOING_AWAY)

    async def _renew_leases(self) -> None:
        store = self._shared
        if store is None or self.clock() - self._renewed < store.lease / 3:
            return
        self._renewed = self.clock()
        try:
            lost = await asyncio.to_thread(store.renew, list(self.tables))
        except TableSaveError as exc:
            log.error("cannot renew the leases: %s", exc)
            return
        for code in lost:
            if code in self.tables and code not in self._thinking:
                self._let_go(code, "the table is played by another server now")

    async def _hello(self, ws: ServerConnection, message: Hello, seated: _Seated | None) -> _Seated:
        table = await self._find_table(message.table)
        seat = table.seat_of(message.token)
        table.take_name(seat, message.name)
        was_started = table.started
        self._touch(table.code)
        table.join(seat, message.player)
        await self._durable(table)  # the seat is shown nothing a crash could lose
        if self.tables.get(table.code) is not table:
            raise Refused(RefusalCode.UNKNOWN_TABLE, "the table was closed")
        if seated is not None and (seated.code, seated.seat) != (table.code, seat):
            await self._left(seated, ws)
        here = self._connections.setdefault(table.code, {})
        old = here.get(seat)
        here[seat] = ws
        if old is not None and old is not ws:
            self._bye(old, "your seat was taken up by a new connection", 1000)
        table.set_connected(seat, True)
        self._post(ws, table.welcome_frame(seat))
        if table.chat:
            self._post(ws, table.chat_history_frame())
        if table.finished:
            self._post(ws, table.result_frame())
        if was_started:
            self._post(ws, table.view_frame(seat))
            self._post(ws, table.clock_frame())
            self._broadcast(table.code, [table.seats_frame()], views=False)
        else:
            self._broadcast(table.code, [table.seats_frame()], views=table.started)
        self._play_computers(table.code)  # also takes up a computer turn that failed
        return _Seated(table.code, seat)

    async def _watch(self, ws: ServerConnection, message: Watch, watching: str | None) -> str:
        """A watcher (by the table's watch code) is shown what every seat may see."""
        table = await self._find_table(message.table)
        table.check_watcher(message.token)
        here = self._watchers.setdefault(table.code, set())
        if ws not in here and len(here) >= MAX_WATCHERS:
            raise Refused(RefusalCode.FULL, "as many people watch this table as may")
        if watching is not None and watching != table.code:
            self._watchers.get(watching, set()).discard(ws)
        here.add(ws)
        self._touch(table.code)
        self._post(ws, table.watching_frame())
        if table.finished:
            self._post(ws, table.result_frame())
        if table.started:
            self._post(ws, table.watch_view_frame())
            self._post(ws, table.clock_frame())
        return table.code

    async def _hand_over(self, ws: ServerConnection, message: HandOver) -> None:
        """The host hands an away seat to a computer; the asker gets the new lobby."""
        table = await self._find_table(message.table)
        table.check_host(message.host_token)
        table.hand_over(message.seat, message.level)
        self._touch(table.code)
        await self._durable(table)
        self._post(ws, table.seats_frame())
        self._broadcast(table.code, [table.seats_frame()], views=False)
        self._play_computers(table.code)

    async def _host_order(self, ws: ServerConnection, message: HostOrder) -> None:
        """The host pauses the table, lets it go on, ends the match, deals a new one, or
        makes a new watch code.

        A pause, a resume or a rematch is answered with the lobby (``seats``, with
        ``paused``), and every seat is told it with a ``clock`` frame (a rematch that
        starts at once, with the new views too); an end sends every seat (and the
        asker) the ``result``, then ``bye`` to the seats and watchers; a new watch code
        is told to the asker alone (``watch_code``).
        """
        table = await self._find_table(message.table)
        table.check_host(message.host_token)
        code = table.code
        self._touch(code)
        if message.kind == "end":
            notices = table.end_by_host()
            await self._changed(code, notices)
            self._post(ws, table.result_frame())
            watchers = self._watchers.pop(code, set())
            for seat_ws in [*self._connections.get(code, {}).values(), *watchers]:
                self._bye(seat_ws, "the host ended the game", 1000)
            log.info("table %s: ended by its host", code)
            return
        if message.kind == "new_watch_code":  # told to the host only, kept as a digest
            watch_code = table.new_watch_code()
            await self._durable(table)
            self._post(ws, frame("watch_code", table=code, watch_code=watch_code))
            return
        if message.kind == "rematch":
            table.rematch()
            log.info("table %s: a new match", code)
        else:
            table.set_paused(message.kind == "pause")
        await self._durable(table)  # a paused table stays paused after a restart
        self._post(ws, table.seats_frame())
        clock = [table.clock_frame()] if table.started else []
        self._broadcast(code, [table.seats_frame(), *clock], views=message.kind == "rematch")
        self._play_computers(code)

    async def _act(self, seated: _Seated, message: ActionFrame) -> None:
        table = self.tables[seated.code]
        if self._thinking_at.get(seated.code) == table.at:
            # Also when the player came back while their stand-in was still thinking:
            # the stand-in finishes that turn, then the seat is theirs again.
            raise Refused(RefusalCode.NOT_YOUR_TURN, "a computer player is on turn")
        notices = table.act_json(seated.seat, message.at, message.action)
        await self._changed(seated.code, notices)
        self._play_computers(seated.code)

    async def _chat(self, seated: _Seated, message: Chat) -> None:
        """The line goes to the seats of this table only, named by the table, not the sender.

        The table keeps its last lines (also in its autosave) for seats that come back.
        """
        table = self.tables[seated.code]
        self._touch(seated.code)
        line = table.say(seated.seat, message.text)
        self._save(table)  # kept for seats that come back; a line needs no wait
        self._broadcast(seated.code, [line], views=False)

    async def _left(self, seated: _Seated, ws: ServerConnection) -> None:
        here = self._connections.get(seated.code, {})
        if here.get(seated.seat) is not ws:
            return  # already replaced by a newer connection
        del here[seated.seat]
        table = self.tables.get(seated.code)
        if table is None:
            return
        self._touch(seated.code)
        table.set_connected(seated.seat, False)
        self._broadcast(seated.code, [table.seats_frame(), table.clock_frame()], views=False)

    # -- the table's own computer seats --------------------------------------------
    def _play_computers(self, code: str) -> None:
        if code in self._thinking or self.tables[code].computer_on_turn() is None:
            return
        self._thinking.add(code)
        task = asyncio.get_running_loop().create_task(self._computers(code))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        task.add_done_callback(_report_failure)

    async def _computers(self, code: str) -> None:
        table = self.tables[code]
        try:
            while table.computer_on_turn() is not None:
                at, work = table.computer_work(self.cancel)
                self._thinking_at[code] = at
                try:
                    outcome = await asyncio.to_thread(work)
                    if table.paused or table.finished:  # paused or ended meanwhile: thought
                        return  # again (the same decision, from its seed) when it goes on
                    notices = table.finish_computer(at, outcome)
                finally:
                    del self._thinking_at[code]
                await self._changed(code, notices)
        finally:
            self._thinking.discard(code)

    # -- sending ------------------------------------------------------------------
    def _post(self, ws: ServerConnection, message: dict[str, Any] | str) -> None:
        """Queue a frame for a connection (never waits: see :mod:`~rummy_desktop.online.outbox`)."""
        outbox = self._outboxes.get(ws)
        if outbox is not None:
            outbox.post(message)

    def _bye(self, ws: ServerConnection, reason: str, code: int) -> None:
        """Tell a connection why it is closed, then close it."""
        self._post(ws, frame("bye", reason=reason))
        outbox = self._outboxes.get(ws)
        if outbox is not None:
            outbox.close(code, reason)

    async def _changed(self, code: str, notices: Notices) -> None:
        """The table changed: write it, then tell its seats (once it is on disk)."""
        await self._deliver(*self._stage(code, notices))

    def _stage(self, code: str, notices: Notices) -> tuple[Written, Sends]:
        """The change's write (begun) and its frames, made now from the table as it is."""
        self._touch(code)
        return self._save(self.tables[code]), self._frames(code, notices, views=True)

    async def _deliver(self, written: Written, sends: Sends) -> None:
        """Send a change's frames once its write is on disk: a seat never sees a position
        a crash could lose."""
        if written is not None:
            await written
        for ws, data in sends:
            self._post(ws, data)

    async def _durable(self, table: SeatedTable) -> None:
        """Write the table and wait until it is on disk (the loop goes on meanwhile)."""
        await self._deliver(self._save(table), [])

    def _broadcast(self, code: str, notices: Notices, *, views: bool) -> None:
        """Public frames to every connected seat, then (when asked) each seat its own view.

        Queued for each seat (never awaited): a seat that does not read slows nobody else.
        """
        for ws, data in self._frames(code, notices, views=views):
            self._post(ws, data)

    def _frames(self, code: str, notices: Notices, *, views: bool) -> Sends:
        table = self.tables[code]
        if self.on_change is not None:
            self.on_change(code)
        public = [encode(message) for message in notices]
        clock = encode(table.clock_frame()) if views and table.started else ""
        sends: Sends = []
        for seat, ws in list(self._connections.get(code, {}).items()):
            sends += [(ws, data) for data in public]
            if clock:
                sends += [(ws, encode(table.view_frame(seat))), (ws, clock)]
        watchers = list(self._watchers.get(code, ()))
        if watchers:
            shown = [*public, encode(table.watch_view_frame()), clock] if clock else public
            sends += [(ws, data) for ws in watchers for data in shown]
        return sends

    def _save(self, table: SeatedTable) -> Written:
        """Begin writing the table's change (off the loop); None without a folder."""
        return None if self._store is None else self._store.record(table)

    async def close(self) -> None:
        """Stop thinking computers and wait for their threads."""
        self.cancel.cancel()
        for task in list(self._tasks):
            with contextlib.suppress(Exception, asyncio.CancelledError):
                await task
        if self._store is not None:
            await self._store.close()


def _address(ws: ServerConnection) -> str:
    """Whom a connection's new tables count against (its address; see :func:`address_key`)."""
    remote = ws.remote_address
    host = remote[0] if isinstance(remote, tuple) and remote else str(remote)
    return address_key(str(host))


def _report_failure(task: asyncio.Task[None]) -> None:
    """A computer seat's turn that failed is logged; the next hello at the table tries again."""
    if not task.cancelled() and task.exception() is not None:
        log.error("a computer turn failed", exc_info=task.exception())


async def run_server(
    server: TableServer,
    host: str,
    port: int,
    *,
    ssl: Any = None,
    ready: Callable[[str], Awaitable[None] | None] | None = None,
    stop: asyncio.Future[None] | None = None,
) -> None:
    """Serve until ``stop`` is done (forever when None); ``ready`` gets the URL."""
    listening, timer = await server.serve_on(host, port, ssl=ssl)
    try:
        address = listening.sockets[0].getsockname()
        shown = f"[{address[0]}]" if ":" in address[0] else address[0]
        url = f"{'wss' if ssl is not None else 'ws'}://{shown}:{address[1]}"
        if ready is not None:
            outcome = ready(url)
            if outcome is not None:
                await outcome
        await (stop if stop is not None else asyncio.get_running_loop().create_future())
    finally:
        timer.cancel()
        listening.close()
        await listening.wait_closed()
        await server.close()
