"""``rummy-desktop serve``: run a table server until stopped.

Contract: ``serve [--host H] [--port P] [--tls-cert FILE --tls-key FILE]``
prints one JSON line when it is ready, ``{"url": "ws://127.0.0.1:PORT"}``
(``wss://`` with TLS), and serves tables until interrupted (Ctrl+C or
SIGTERM, exit 0). ``--port 0`` takes any free port (the line says which).
``--tables DIR`` is where tables autosave; a server started again on the same
folder resumes every game in it.

Tables nobody will play again are removed with their autosaves: a finished
one ``--finished-after`` seconds after its last change (a day), one that never
started after ``--idle-after`` seconds with nobody at it (an hour), a started
one everybody left after ``--abandoned-after`` seconds (thirty days). One
connection opens at most ``--tables-per-connection`` tables an hour (10), one
address at most ``--tables-per-address`` (30), the server holds at most
``--max-tables`` (500); a refusal says when to try again.

``--store redis://HOST:PORT`` keeps the tables in Redis instead of the folder,
shared by every ``serve`` started on the same Redis: each table is played by
the server holding its lease (``--lease-seconds``, 10), and a server asked
for a table whose server died takes it over once the lease has run out.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import signal
import ssl
import sys
from pathlib import Path
from typing import Any

from rummy_desktop.cli.common import EXIT_OK, emit, fail
from rummy_desktop.online.limits import (
    ABANDONED_AFTER_SECONDS,
    FINISHED_AFTER_SECONDS,
    IDLE_AFTER_SECONDS,
    MAX_TABLES,
    TABLES_PER_ADDRESS,
    TABLES_PER_CONNECTION,
    ServerLimits,
)

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765
MISSING_EXTRA = (
    "online play needs the websockets package, which every install brings: "
    "install rummy-desktop again (pip install .), or pip install websockets"
)


def default_tables_folder() -> Path:
    """Where a table server keeps its tables unless told otherwise (per user)."""
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "rummy-desktop" / "tables"


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "serve",
        help="run a table server for online play",
        description="Run a table server until stopped; prints its URL as one JSON line.",
    )
    parser.add_argument("--host", default=DEFAULT_HOST, help=f"address (default {DEFAULT_HOST})")
    parser.add_argument(
        "--port", default=str(DEFAULT_PORT), help=f"port, 0 for any (default {DEFAULT_PORT})"
    )
    parser.add_argument("--tls-cert", metavar="FILE", help="TLS certificate (PEM), for wss://")
    parser.add_argument("--tls-key", metavar="FILE", help="TLS private key (PEM)")
    parser.add_argument(
        "--tables", metavar="DIR", help="folder for the tables' autosaves (default: per user)"
    )
    parser.add_argument(
        "--store",
        metavar="URL",
        help="keep the tables in Redis (redis://HOST:PORT), shared with other servers",
    )
    parser.add_argument(
        "--lease-seconds",
        metavar="SECONDS",
        default="10",
        help="with --store: how long a dead server's tables wait for another (10)",
    )
    limits = parser.add_argument_group("limits (what keeps one client from filling the server)")
    for flag, default, meaning in (
        ("--max-tables", MAX_TABLES, "tables the server holds at once"),
        ("--tables-per-connection", TABLES_PER_CONNECTION, "tables one connection opens an hour"),
        ("--tables-per-address", TABLES_PER_ADDRESS, "tables one address opens an hour"),
    ):
        limits.add_argument(flag, metavar="N", default=str(default), help=f"{meaning} ({default})")
    for flag, seconds, meaning in (
        ("--finished-after", FINISHED_AFTER_SECONDS, "a finished table is removed"),
        ("--idle-after", IDLE_AFTER_SECONDS, "a table nobody started is removed"),
        ("--abandoned-after", ABANDONED_AFTER_SECONDS, "a started table everybody left goes"),
    ):
        limits.add_argument(
            flag,
            metavar="SECONDS",
            default=str(seconds),
            help=f"{meaning} after this long without a change ({seconds:.0f})",
        )
    parser.set_defaults(handler=run)


def limits_from(args: argparse.Namespace) -> ServerLimits:
    """The server's limits from the flags; raises ValueError naming a flag that is not a number."""
    counts = {}
    for name in ("max_tables", "tables_per_connection", "tables_per_address"):
        text = getattr(args, name)
        try:
            counts[name] = int(text)
            if counts[name] < 1:
                raise ValueError
        except ValueError:
            flag = "--" + name.replace("_", "-")
            raise ValueError(f"{flag} must be a whole number from 1, not {text!r}") from None
    times = {}
    for name in ("finished_after", "idle_after", "abandoned_after"):
        text = getattr(args, name)
        try:
            times[name] = float(text)
            if not 0 < times[name] < float("inf"):
                raise ValueError
        except ValueError:
            flag = "--" + name.replace("_", "-")
            raise ValueError(f"{flag} must be a number of seconds above 0, not {text!r}") from None
    return ServerLimits(
        max_tables=counts["max_tables"],
        per_connection=counts["tables_per_connection"],
        per_address=counts["tables_per_address"],
        **times,
    )


def tls_context(cert: str | None, key: str | None) -> ssl.SSLContext | None:
    """The server's TLS set-up; raises ValueError when only one of the pair is given."""
    if cert is None and key is None:
        return None
    if cert is None or key is None:
        raise ValueError("--tls-cert and --tls-key go together")
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    try:
        context.load_cert_chain(cert, key)
    except (OSError, ssl.SSLError) as exc:
        raise ValueError(f"cannot read the TLS certificate or key: {exc}") from None
    return context


def run(args: argparse.Namespace) -> int:
    try:
        from rummy_desktop.online.server import TableServer, run_server
    except ModuleNotFoundError:
        return fail(MISSING_EXTRA)
    try:
        port = int(args.port)
        if not 0 <= port <= 65535:
            raise ValueError
    except ValueError:
        return fail(f"--port must be a port number from 0 to 65535, not {args.port!r}")
    try:
        context = tls_context(args.tls_cert, args.tls_key)
        limits = limits_from(args)
    except ValueError as exc:
        return fail(str(exc))
    store = None
    folder: Path | None = None
    if args.store:
        from rummy_desktop.online.redis_store import RedisError, RedisStore

        try:
            lease = float(args.lease_seconds)
            if not 0 < lease < 3600:
                raise ValueError
        except ValueError:
            return fail(f"--lease-seconds must be seconds above 0, not {args.lease_seconds!r}")
        try:
            store = RedisStore(args.store, lease)
        except (ValueError, RedisError) as exc:
            return fail(str(exc))
    else:
        folder = Path(args.tables) if args.tables else default_tables_folder()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return fail(f"cannot use {folder} for the tables: {exc}")

    async def main() -> None:
        stop: asyncio.Future[None] = asyncio.get_running_loop().create_future()

        def stopped() -> None:
            if not stop.done():
                stop.set_result(None)

        for signum in (signal.SIGINT, signal.SIGTERM):
            # Windows has no signal handlers in asyncio: Ctrl+C interrupts instead.
            with contextlib.suppress(NotImplementedError, RuntimeError):
                asyncio.get_running_loop().add_signal_handler(signum, stopped)
        await run_server(
            TableServer(folder, limits=limits, store=store),
            args.host,
            port,
            ssl=context,
            ready=lambda url: emit({"url": url}),
            stop=stop,
        )

    try:
        asyncio.run(main())
    except OSError as exc:
        return fail(f"cannot serve on {args.host}:{port}: {exc}")
    except KeyboardInterrupt:
        pass
    return EXIT_OK
