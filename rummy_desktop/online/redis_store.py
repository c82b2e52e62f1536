"""Tables kept in Redis, shared by several table servers (``serve --store redis://...``).

A table's checkpoint and journal (the same texts as in a folder,
:mod:`rummy_desktop.online.autosave`) live in Redis under
``rummy:table:CODE:checkpoint`` and ``...:journal``; the set ``rummy:tables``
holds every code, so two servers never hand out the same one. Any server may
open a table or seat a client of any table, but only the one holding the
table's *lease* (``...:lease``, the server's id, with an expiry) plays it:
it renews its leases while it lives, and every write checks the lease first
(a Lua script), so a server that lost a table can no longer change it. When a
server dies its leases run out, and the next server asked for the table takes
it over, reading it back from Redis.

The client speaks RESP itself (the protocol is a few lines; no extra
package), one connection per thread.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import secrets
import socket
import threading
import time
from typing import Any, Final
from urllib.parse import urlsplit

from rummy_desktop.core.game import Clock
from rummy_desktop.online.autosave import TableSaveError, join_journal, table_from_saved
from rummy_desktop.online.seating import SeatedTable
from rummy_desktop.online.store import TableStore, _Job, _Kind

LEASE_SECONDS: Final = 10.0
PREFIX: Final = "rummy:"
REPLY_TIMEOUT_SECONDS: Final = 10.0

_TAKE: Final = """
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1
end
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
return 0
"""
"""Take a table's lease (or keep our own): 1, or 0 when another server holds it."""
_RENEW: Final = """
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0
"""
_APPEND: Final = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('RPUSH', KEYS[2], ARGV[2]) return 1
"""
_CHECKPOINT: Final = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[3], ARGV[2]) redis.call('DEL', KEYS[2]) return 1
"""
_REMOVE: Final = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1], KEYS[2], KEYS[3]) redis.call('SREM', KEYS[4], ARGV[2]) return 1
"""
_RELEASE: Final = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


class RedisError(TableSaveError):
    """Redis could not be reached, or answered with an error."""


class RedisClient:
    """A blocking RESP connection (one per thread)."""

    def __init__(self, host: str, port: int, db: int = 0) -> None:
        try:
            self._sock = socket.create_connection((host, port), timeout=REPLY_TIMEOUT_SECONDS)
        except OSError as exc:
            raise RedisError(f"cannot reach Redis at {host}:{port}: {exc}") from None
        self._file = self._sock.makefile("rb")
        if db:
            self.call("SELECT", db)

    def call(self, *args: str | int | bytes) -> Any:
        return self.pipeline([args])[0]

    def pipeline(self, commands: list[tuple[str | int | bytes, ...]]) -> list[Any]:
        """Send every command, then read every reply (an error reply raises at its place)."""
        out: list[bytes] = []
        for args in commands:
            out.append(b"*%d\r\n" % len(args))
            for arg in args:
                data = arg if isinstance(arg, bytes) else str(arg).encode("utf-8")
                out.append(b"$%d\r\n%s\r\n" % (len(data), data))
        try:
            self._sock.sendall(b"".join(out))
            return [self._reply() for _ in commands]
        except OSError as exc:
            raise RedisError(f"lost Redis: {exc}") from None

    def _reply(self) -> Any:
        line = self._file.readline()
        if not line.endswith(b"\r\n"):
            raise RedisError("Redis closed the connection")
        kind, rest = line[:1], line[1:-2]
        if kind == b"+":
            return rest.decode()
        if kind == b"-":
            raise RedisError(f"Redis refused: {rest.decode(errors='replace')}")
        if kind == b":":
            return int(rest)
        if kind == b"$":
            size = int(rest)
            return None if size < 0 else self._file.read(size + 2)[:-2]
        if kind == b"*":
            size = int(rest)
            return None if size < 0 else [self._reply() for _ in range(size)]
        raise RedisError(f"Redis answered something unknown: {line[:40]!r}")

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self._sock.close()


def parse_url(url: str) -> tuple[str, int, int]:
    """``redis://HOST:PORT[/DB]`` as (host, port, db).

    Raises:
        ValueError: not such a URL.
    """
    parts = urlsplit(url)
    if parts.scheme != "redis" or not parts.hostname:
        raise ValueError(f"{url!r} is not a Redis address (redis://HOST:PORT)")
    db = parts.path.strip("/")
    if db and not db.isdigit():
        raise ValueError(f"{url!r}: the database is a number")
    return parts.hostname, parts.port or 6379, int(db or 0)


class RedisStore(TableStore):
    """Tables in Redis, each played by the one server holding its lease.

    Args:
        url: ``redis://HOST:PORT[/DB]``.
        lease: seconds a lease lasts unless renewed (a dead server's tables wait this long).
    """

    def __init__(self, url: str, lease: float = LEASE_SECONDS) -> None:
        super().__init__(None)
        self.host, self.port, self.db = parse_url(url)
        self.lease = lease
        self.me = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"
        self._local = threading.local()
        self.client().call("PING")  # unreachable: said at the start, not at the first move

    def client(self) -> RedisClient:
        client: RedisClient | None = getattr(self._local, "client", None)
        if client is None:
            client = self._local.client = RedisClient(self.host, self.port, self.db)
        return client

    @staticmethod
    def _keys(code: str) -> tuple[str, str, str]:
        base = f"{PREFIX}table:{code}:"
        return base + "lease", base + "journal", base + "checkpoint"

    @property
    def _lease_ms(self) -> int:
        return max(1, round(self.lease * 1000))

    # -- on a worker thread (the loop calls these through asyncio.to_thread) --------
    def claim(self, code: str) -> bool:
        """Make ``code`` a new table of this server: False when the code is taken."""
        lease, _journal, _checkpoint = self._keys(code)
        if not self.client().call("SADD", f"{PREFIX}tables", code):
            return False
        return bool(self.client().call("EVAL", _TAKE, 1, lease, self.me, self._lease_ms))

    def take(self, code: str, clock: Clock, wait: float) -> SeatedTable | None:
        """Take over the table ``code`` (waiting up to ``wait`` s for a dead holder's lease).

        Returns None when there is no such table.

        Raises:
            TimeoutError: another server holds the table and keeps it.
            TableSaveError: Redis fails, or the table there is not readable.
        """
        lease, journal, checkpoint = self._keys(code)
        client = self.client()
        if not client.call("SISMEMBER", f"{PREFIX}tables", code):
            return None
        deadline = time.monotonic() + wait
        while not client.call("EVAL", _TAKE, 1, lease, self.me, self._lease_ms):
            if time.monotonic() >= deadline:
                raise TimeoutError(max(0.0, client.call("PTTL", lease) / 1000))
            time.sleep(min(0.2, self.lease / 4))
        text, lines = client.pipeline([("GET", checkpoint), ("LRANGE", journal, 0, -1)])
        if text is None:
            client.call("EVAL", _RELEASE, 1, lease, self.me)
            return None
        try:
            data = join_journal(text.decode("utf-8"), [line.decode("utf-8") for line in lines])
        except (ValueError, RecursionError) as exc:
            raise TableSaveError(f"table {code} in Redis: not readable: {exc}") from None
        table, entry = table_from_saved(data, clock, f"table {code} in Redis")
        self.resumed(table, entry)
        return table

    def renew(self, codes: list[str]) -> list[str]:
        """Renew the leases of the tables held; returns those this server lost."""
        if not codes:
            return []
        commands: list[tuple[str | int | bytes, ...]] = [
            ("EVAL", _RENEW, 1, self._keys(code)[0], self.me, self._lease_ms) for code in codes
        ]
        kept = self.client().pipeline(commands)
        return [code for code, ok in zip(codes, kept, strict=True) if not ok]

    def release(self, codes: list[str]) -> None:
        """Give the tables up (a server that stops): another may take them at once."""
        if codes:
            self.client().pipeline(
                [("EVAL", _RELEASE, 1, self._keys(code)[0], self.me) for code in codes]
            )

    # -- the writer thread ------------------------------------------------------
    def _write_files(self, batch: list[_Job]) -> None:
        """The batch's writes as one pipeline, each checked against the lease."""
        commands: list[tuple[str | int | bytes, ...]] = []
        for job in batch:
            lease, journal, checkpoint = self._keys(job.code)
            if job.kind is _Kind.APPEND:
                commands.append(("EVAL", _APPEND, 2, lease, journal, self.me, job.text))
            elif job.kind is _Kind.CHECKPOINT:
                keys = (lease, journal, checkpoint)
                commands.append(("EVAL", _CHECKPOINT, 3, *keys, self.me, job.text))
            else:
                keys4 = (lease, journal, checkpoint, f"{PREFIX}tables")
                commands.append(("EVAL", _REMOVE, 4, *keys4, self.me, job.code))
        try:
            done = self.client().pipeline(commands)
        except RedisError:  # the next write connects anew; _write marks the batch failed
            self._local.client = None
            raise
        lost = {job.code for job, ok in zip(batch, done, strict=True) if not ok}
        with self._lock:
            self._failed |= lost  # written whole when (if) the lease is back

    async def close(self) -> None:
        """Write what is waiting, then let every table go (another server may take it at once)."""
        await super().close()
        with contextlib.suppress(Exception):
            await asyncio.to_thread(self._let_all_go)

    def _let_all_go(self) -> None:
        self.release(list(self._written))
        client = getattr(self._local, "client", None)
        if client is not None:
            client.close()
