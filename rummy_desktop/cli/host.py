"""``rummy-desktop host``: open a table on a table server.

Contract: ``host --url URL --players SEATS [--rules PRESET] [--option N=V]...
[--seed S]`` creates a table and prints one JSON line, ``{"table": CODE,
"seats": [{"name": ..., "token": ...}, ...]}`` in seat order. SEATS as in the
window's ``--players``: ``Name:remote`` (or a plain name, a person) for a seat
played from elsewhere, ``Name:LEVEL`` for a computer seat the table plays
itself (its ``token`` is null). ``--game`` opens another game of the
registry of families instead (a card game of CARD_RULES.md; its options by
``--option``). Give each remote player their seat's token:
it is their seat, also after a lost connection. Bad input or a table that
refuses exits 2 with one line on standard error.
"""

from __future__ import annotations

import argparse
import asyncio
from typing import Any

from rummy_desktop.ai.players import LEVELS
from rummy_desktop.app.seats import HUMAN, parse_seats
from rummy_desktop.cards.core.rules import CardRules
from rummy_desktop.cli.arena import whole_number
from rummy_desktop.cli.cards.validate import card_rules
from rummy_desktop.cli.common import (
    EXIT_OK,
    add_rules_argument,
    emit,
    fail,
    game_help,
    rules_from,
)
from rummy_desktop.cli.serve import MISSING_EXTRA
from rummy_desktop.core.errors import RummyError
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.families import family

REMOTE = "remote"


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "host",
        help="open a table on a table server",
        description="Create a table on a table server; prints its code and the seats' tokens.",
    )
    parser.add_argument("--url", required=True, help="the table server, e.g. ws://host:8765")
    parser.add_argument(
        "--players",
        required=True,
        metavar="SEATS",
        help='seats, e.g. "Ann:remote,Grandpa:remote,Computer:hard"',
    )
    add_rules_argument(parser)
    parser.add_argument(
        "--game",
        default="tiles",
        metavar="GAME",
        help=game_help(),
    )
    parser.add_argument("--seed", metavar="S", help="game seed (default: a secret random one)")
    parser.set_defaults(handler=run)


def tile_rules(args: argparse.Namespace) -> RuleSet:
    """The tile rules ``host`` sends: ``--rules`` with ``--option``; raises InvalidRules."""
    return rules_from(args.rules, option_texts=args.option)


def card_game_rules(args: argparse.Namespace) -> CardRules:
    """The card rules ``host`` sends: ``--game`` with ``--option``; raises InvalidRules."""
    return card_rules(args.game, args.option)


def run(args: argparse.Namespace) -> int:
    try:
        from rummy_desktop.online.client import TableRefused, open_table
    except ModuleNotFoundError:
        return fail(MISSING_EXTRA)
    try:
        seats = parse_seats(args.players, levels=[*LEVELS, REMOTE])
        entry = family(args.game)
        make_rules = entry.capability("host_rules")
        if make_rules is None:
            raise RummyError(f"a table server does not play {entry.id}")
        rules: RuleSet | CardRules = make_rules(args)
        seed = None if args.seed is None else whole_number(args.seed, "--seed", 0)
    except RummyError as exc:
        return fail(str(exc))
    wanted = [(s.name, REMOTE if s.level in (None, HUMAN) else s.level) for s in seats]
    try:
        created = asyncio.run(open_table(args.url, wanted, rules, seed))
    except (TableRefused, OSError, ValueError) as exc:
        return fail(str(exc))
    emit(
        {
            "table": created["table"],
            "seats": [{"name": s["name"], "token": s["token"] or None} for s in created["seats"]],
        }
    )
    return EXIT_OK
