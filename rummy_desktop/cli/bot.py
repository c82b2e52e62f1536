"""``rummy-desktop bot``: play one remote seat as a computer player.

Contract: ``bot --url URL --table CODE --token TOKEN --level LEVEL`` takes the
seat, plays it until the game ends and then prints the same last line as
``selfplay --json`` (the table's result; its ``seed`` is told only then). The
bot is handed only its seat's view and decision seed, so with the same seed,
rules and levels the game ends exactly as ``selfplay`` does. A table that
refuses the seat, or stays unreachable, exits 2 with one line on standard error.
"""

from __future__ import annotations

import argparse
import asyncio
from typing import Any

from rummy_desktop.ai.players import UnknownLevel, make_player
from rummy_desktop.cli.common import EXIT_OK, emit, fail
from rummy_desktop.cli.serve import MISSING_EXTRA


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "bot",
        help="play one remote seat as a computer player",
        description="Play one seat of an online table as a computer player to the game's end.",
    )
    parser.add_argument("--url", required=True, help="the table server, e.g. ws://host:8765")
    parser.add_argument("--table", required=True, metavar="CODE", help="the table's code")
    parser.add_argument("--token", required=True, help="the seat's token (from host)")
    parser.add_argument("--level", required=True, help="easy, medium or hard")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    try:
        from rummy_desktop.online.client import TableRefused, play_bot
    except ModuleNotFoundError:
        return fail(MISSING_EXTRA)
    try:
        make_player(args.level)
    except UnknownLevel as exc:
        return fail(str(exc))
    level = args.level.strip().lower()
    try:
        result = asyncio.run(play_bot(args.url, args.table, args.token, level))
    except (TableRefused, OSError, ValueError) as exc:
        return fail(str(exc))
    emit(result)
    return EXIT_OK
