"""``rummy-desktop validate``: judge melds exactly as laid out.

Contract: one JSON object per meld, in order, on its own line; exit 0 when
all are valid, 1 when any is invalid, 2 when any cannot be read (a one-line
message naming the bad token on standard error, nothing on standard out).
``--option NAME=VALUE`` changes single rule options (``max_jokers_per_meld``
is the one a meld's verdict depends on).
"""

from __future__ import annotations

import argparse
from collections import Counter
from typing import Any

from rummy_desktop.cli.common import (
    add_rules_argument,
    fail,
    game_help,
    rules_from,
    run_game,
    validate_melds,
)
from rummy_desktop.core.errors import RummyError
from rummy_desktop.core.melds import check_meld
from rummy_desktop.core.tiles import JOKER_KIND, format_kind, format_kinds, parse_kinds


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "validate",
        help="judge melds exactly as laid out",
        description="Judge each meld as laid out and print one JSON line per meld.",
    )
    add_rules_argument(parser)
    parser.add_argument(
        "--game",
        default="tiles",
        metavar="GAME",
        help=game_help(),
    )
    parser.add_argument(
        "melds",
        nargs="+",
        metavar="MELD",
        help='a meld in notation, quoted ("R5 J R7"); "-" reads one meld per line from stdin',
    )
    parser.set_defaults(handler=run)


def judge(kinds: list[int], max_jokers: int) -> dict[str, Any]:
    """The JSON verdict for one meld."""
    text = format_kinds(kinds)
    counts = Counter(kinds)
    for kind, count in sorted(counts.items()):
        if count > 2:
            what = "jokers" if kind == JOKER_KIND else f"{format_kind(kind)} tiles"
            reason = f"there are only two {what} in the game"
            return {"meld": text, "valid": False, "reason": reason}
    check = check_meld(kinds, max_jokers)
    if not check.valid:
        return {"meld": text, "valid": False, "reason": check.reason}
    assert check.kind is not None
    return {"meld": text, "valid": True, "kind": check.kind.value, "value": check.value}


def run(args: argparse.Namespace) -> int:
    """``validate --game GAME``: the game's family judges (the tiles: :func:`run_tiles`)."""
    return run_game(args, "validate")


def run_tiles(args: argparse.Namespace) -> int:
    try:
        rules = rules_from(args.rules, option_texts=args.option)
    except RummyError as exc:
        return fail(str(exc))
    return validate_melds(
        args.melds, parse_kinds, lambda kinds: judge(kinds, rules.max_jokers_per_meld)
    )
