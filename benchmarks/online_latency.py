"""Move latency at a table server with many busy tables (issue 28, fault 7).

Starts ``rummy-desktop serve`` as a process on 127.0.0.1 and keeps N tables
busy: each table has two remote seats played by clients of this process that
answer every view of their turn with the rules' default move (a draw, later
a pass) after a short pause. The tables are found in the server's folder at
its start, each a game already under way (``--record-actions`` actions of two
computer players, about 40 KB of record for 100: a family's game an hour in),
so that what a move costs to save is what it costs in a real game; a table
whose game ends is replaced by a new one. A move's latency is the time from
sending it to receiving the view it led to. The first seconds are warm-up and
not counted.

    python benchmarks/online_latency.py --tables 5,20,50 --seconds 30 --label after

``--source DIR`` runs the server of another checkout (the figures "before" a
change: ``git worktree add ../before 2bbd14f`` and ``--source ../before``);
``--serve-arg`` passes a flag on to ``serve`` (repeatable; a server with
creation limits needs them raised for this many tables from one address).
``--store redis://127.0.0.1:PORT`` runs the server on a Redis table store
(start ``redis-server --port PORT --save ""`` first); its tables start as new
games (the games under way are files in the folder, which such a server does
not read). Prints one Markdown table; ``--out FILE`` appends it there too.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the game of this checkout makes the tables under way
WARM_UP_SECONDS = 3.0


def start_server(source: Path, folder: Path, extra: list[str]) -> tuple[subprocess.Popen[str], str]:
    command = [sys.executable, "-m", "rummy_desktop", "serve", "--host", "127.0.0.1"]
    command += ["--port", "0", "--tables", str(folder), *extra]
    # -m puts the working folder first on the path: the server of that checkout runs.
    server = subprocess.Popen(command, cwd=source, stdout=subprocess.PIPE, text=True)
    assert server.stdout is not None
    line = server.stdout.readline()
    if not line:
        raise SystemExit("the table server did not start")
    return server, str(json.loads(line)["url"])


def frame(**fields: Any) -> str:
    return json.dumps({"v": 1, **fields})


async def create_table(url: str, seed: int) -> dict[str, Any]:
    async with connect(url, proxy=None, compression=None) as ws:
        seats = [{"name": "Ann", "player": "remote"}, {"name": "Bob", "player": "remote"}]
        await ws.send(frame(type="create", seats=seats, rules={"preset": "rrrummy"}, seed=seed))
        reply: dict[str, Any] = json.loads(await ws.recv())
    if reply["type"] != "created":
        raise SystemExit(f"the server refused a table: {reply}")
    return reply


async def play_seat(
    ws: ClientConnection, think: float, until: float, latencies: list[float], start: float
) -> bool:
    """Plays until the result (True) or the end of the run (False)."""
    sent: tuple[int, float] | None = None
    while True:
        left = until - time.monotonic()
        if left <= 0:
            return False
        try:
            message = json.loads(await asyncio.wait_for(ws.recv(), left))
        except TimeoutError:
            return False
        kind = message["type"]
        if kind == "result":
            return True
        if kind != "view":
            continue
        now = time.monotonic()
        if sent is not None and message["at"] > sent[0]:
            if sent[1] >= start + WARM_UP_SECONDS:
                latencies.append(now - sent[1])
            sent = None
        view = message["view"]
        if view["current"] == view["seat"] and sent is None:
            await asyncio.sleep(think)
            sent = (message["at"], time.monotonic())
            await ws.send(frame(type="action", at=message["at"], action={"type": "default"}))


def game_under_way(actions: int) -> dict[str, Any]:
    """A table's autosave (as ``serve`` reads it) of a game ``actions`` actions in.

    Its seats' tokens are ``bench-0`` and ``bench-1`` (set per table by :func:`write_tables`).
    """
    from rummy_desktop.ai.base import CancelFlag
    from rummy_desktop.ai.computer_turn import decide
    from rummy_desktop.ai.players import make_player
    from rummy_desktop.core.rules import preset
    from rummy_desktop.online.autosave import FORMAT_NAME, FORMAT_VERSION
    from rummy_desktop.online.protocol import SeatRequest
    from rummy_desktop.online.table import HostedTable

    for seed in range(1, 1000):
        seats = [SeatRequest("Ann", "remote"), SeatRequest("Bob", "remote")]
        table, tokens = HostedTable.create(seats, preset("rrrummy"), seed, clock=time.monotonic)
        for token in tokens:
            table.join(table.seat_of(token), "human")
        players = [make_player("easy"), make_player("easy")]
        while table.at < actions and not table.finished:
            seat, view, rng = table.computer_question()
            decision = decide(players[seat], view, rng, CancelFlag())
            table.apply_decision(seat, table.at, decision)
        if not table.finished:
            return {"format": FORMAT_NAME, "format_version": FORMAT_VERSION, **table.to_json()}
    raise SystemExit(f"no game lasts {actions} actions")


def write_tables(folder: Path, count: int, game: dict[str, Any]) -> list[tuple[str, list[str]]]:
    """``count`` copies of ``game`` in ``folder``; their codes and seat tokens."""
    tables = []
    for number in range(count):
        code = f"BENCH{number:03d}"
        tokens = [f"bench-{number}-{seat}" for seat in range(2)]
        data = json.loads(json.dumps(game))
        data["table"] = code
        for seat, token in zip(data["seats"], tokens, strict=True):
            seat["token_sha256"] = hashlib.sha256(token.encode()).hexdigest()
        (folder / f"{code}.table.json").write_text(json.dumps(data), encoding="utf-8")
        tables.append((code, tokens))
    return tables


async def busy_table(
    url: str,
    number: int,
    think: float,
    until: float,
    latencies: list[float],
    start: float,
    under_way: tuple[str, list[str]] | None,
) -> None:
    seed = number * 1000
    first = under_way
    while time.monotonic() < until:
        seed += 1
        if first is not None:
            code, tokens = first
            created = {"table": code, "seats": [{"token": t} for t in tokens]}
            first = None
        else:
            created = await create_table(url, seed)
        seats = []
        for index, seat in enumerate(created["seats"]):
            ws = await connect(url, proxy=None, compression=None, max_size=2**20)
            await ws.send(frame(type="hello", table=created["table"], token=seat["token"]))
            seats.append((index, ws))
        try:
            await asyncio.gather(
                *(play_seat(ws, think, until, latencies, start) for _, ws in seats)
            )
        finally:
            for _, ws in seats:
                await ws.close()


async def run_load(
    url: str, tables: list[tuple[str, list[str]] | None], seconds: float, think: float
) -> list[float]:
    latencies: list[float] = []
    start = time.monotonic()
    until = start + WARM_UP_SECONDS + seconds
    await asyncio.gather(
        *(
            busy_table(url, n, think, until, latencies, start, table)
            for n, table in enumerate(tables)
        )
    )
    return latencies


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def measure(
    source: Path,
    tables: int,
    seconds: float,
    think: float,
    extra: list[str],
    game: dict[str, Any],
) -> str:
    with tempfile.TemporaryDirectory() as folder:
        under_way: list[tuple[str, list[str]] | None] = [None] * tables
        if "--store" not in extra:
            under_way = list(write_tables(Path(folder), tables, game))
        server, url = start_server(source, Path(folder), extra)
        try:
            latencies = asyncio.run(run_load(url, under_way, seconds, think))
        finally:
            server.terminate()
            server.wait()
    if not latencies:
        return f"| {tables} | - | - | - | 0 | 0 |"
    ms = [x * 1000 for x in latencies]
    return (
        f"| {tables} | {statistics.median(ms):.0f} | {percentile(ms, 0.99):.0f} | "
        f"{max(ms):.0f} | {len(ms)} | {len(ms) / seconds:.0f} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--tables", default="5,20,50", help="busy tables, comma-separated")
    parser.add_argument("--seconds", type=float, default=30.0, help="measured seconds per count")
    parser.add_argument("--think", type=float, default=0.2, help="a player's pause before a move")
    parser.add_argument(
        "--record-actions", type=int, default=100, help="how far each game is at the start"
    )
    parser.add_argument("--source", type=Path, default=ROOT, help="the checkout whose server runs")
    parser.add_argument("--serve-arg", action="append", default=[], help="a flag for serve")
    parser.add_argument("--store", help="serve on this Redis table store (redis://HOST:PORT)")
    parser.add_argument("--label", default="", help="a title for this run")
    parser.add_argument("--out", type=Path, help="append the table to this Markdown file")
    args = parser.parse_args()
    extra = [a for arg in args.serve_arg for a in arg.split()]
    if args.store:
        extra += ["--store", args.store]
    game = game_under_way(args.record_actions)
    record_kb = len(json.dumps(game)) / 1024
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    lines = [
        f"### {args.label or 'run'}",
        "",
        f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC, {platform.machine()}, {os.cpu_count()} cores, "
        f"load average {load:.1f} at the start, Python {platform.python_version()}; "
        f"{args.seconds:.0f} s measured per count after {WARM_UP_SECONDS:.0f} s of warm-up, "
        f"players pause {args.think * 1000:.0f} ms before each move; "
        + (
            "tables in Redis, each a new game."
            if args.store
            else f"each table starts {args.record_actions} actions into a game "
            f"({record_kb:.0f} KB autosave)."
        ),
        "",
        "| busy tables | p50 ms | p99 ms | max ms | moves | moves/s |",
        "|---|---|---|---|---|---|",
    ]
    for count in (int(x) for x in args.tables.split(",")):
        row = measure(args.source.resolve(), count, args.seconds, args.think, extra, game)
        print(row, file=sys.stderr, flush=True)
        lines.append(row)
    text = "\n".join(lines) + "\n"
    print(text)
    if args.out is not None:
        with args.out.open("a", encoding="utf-8") as handle:
            handle.write("\n" + text)


if __name__ == "__main__":
    main()
