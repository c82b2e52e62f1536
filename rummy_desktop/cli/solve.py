"""``rummy-desktop solve``: the best play for a table and a rack.

Contract: one JSON object ``{"tiles_played", "value_played", "played",
"table"}`` (the table in RULES.md notation, melds as laid out, in reading
order); with no play, zeros, ``""`` and the table unchanged. ``--batch``
reads JSON lines ``{"table", "rack", "objective", "initial", "rules",
"options"}`` (only ``rack`` required) and writes one such line per input
line, in order. ``--option NAME=VALUE`` applies to every line; a line's own
``options`` win. Bad input exits 2 with one line on standard error.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import Any

from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.solver import Objective, Position, solve
from rummy_desktop.cli.common import (
    EXIT_OK,
    add_rules_argument,
    batch_object,
    batch_rules,
    emit,
    fail,
    input_lines,
    rules_from,
)
from rummy_desktop.core.errors import RummyError
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import TileAllocator, format_tiles, parse_tiles

_BATCH_KEYS = frozenset({"table", "rack", "objective", "initial", "rules", "options"})


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "solve",
        help="the best play for a table and a rack",
        description="Find the best legal play and print it as one JSON object.",
    )
    add_rules_argument(parser)
    parser.add_argument(
        "--objective",
        choices=[o.value for o in Objective],
        default=Objective.TILES.value,
        help="most tiles (ties: value) or most value (ties: tiles); default tiles",
    )
    parser.add_argument(
        "--initial", action="store_true", help="the player has not made the initial meld"
    )
    parser.add_argument("--table", default="", help='the table, e.g. "R1 R2 R3 | K7 B7 O7"')
    parser.add_argument("--rack", help='the rack, e.g. "R4 J K7"')
    parser.add_argument(
        "--batch", action="store_true", help="read JSON lines on stdin, write one per line"
    )
    parser.set_defaults(handler=run)


def answer(table_text: str, rack_text: str, rules: RuleSet, objective: str, initial: bool) -> Any:
    """The JSON answer for one position.

    Raises:
        RummyError: unreadable notation or an impossible position.
    """
    alloc = TileAllocator()
    table = Table.from_notation(table_text, alloc)
    rack = parse_tiles(rack_text, alloc)
    solution = solve(Position(table, tuple(rack), initial), rules, Objective(objective)).solution
    if solution is None:
        return {"tiles_played": 0, "value_played": 0, "played": "", "table": table.notation()}
    after = lay_out(table, solution.melds)
    return {
        "tiles_played": solution.tiles_played,
        "value_played": solution.value_played,
        "played": format_tiles(solution.played),
        "table": after.notation(),
    }


KNOWN_RULES_MAX = 256
"""The rule sets a batch keeps once read (the lines of a batch seldom name many)."""


class BatchRules:
    """The rules of each line of one batch, each distinct ``rules`` and ``options`` read once.

    Reading a preset and its options (and the command line's ``--option`` words)
    for every line was start-up work repeated per line.
    """

    def __init__(self, default_rules: str, option_texts: Sequence[str]) -> None:
        self.default_rules = default_rules
        self.option_texts = tuple(option_texts)
        self.known: dict[str, RuleSet] = {}

    def of(self, data: dict[str, Any]) -> RuleSet:
        """The rules of one line (see :func:`batch_rules`).

        Raises:
            RummyError: rules that cannot be read (never kept).
        """
        key = json.dumps([data.get("rules", self.default_rules), data.get("options")])
        rules = self.known.get(key)
        if rules is None:
            rules = batch_rules(data, self.default_rules, self.option_texts)
            if len(self.known) < KNOWN_RULES_MAX:
                self.known[key] = rules
        return rules


def _batch_line(line: str, number: int, known: BatchRules) -> Any:
    try:
        data = batch_object(line, _BATCH_KEYS, ("rack",))
        objective = data.get("objective", Objective.TILES.value)
        table, rack = data.get("table", ""), data["rack"]
        initial = data.get("initial", False)
        if not isinstance(objective, str) or objective not in {o.value for o in Objective}:
            raise RummyError("objective must be tiles or value")
        if not all(isinstance(x, str) for x in (table, rack)):
            raise RummyError("table and rack must be strings")
        if not isinstance(initial, bool):
            raise RummyError("initial must be true or false")
        return answer(table, rack, known.of(data), objective, initial)
    except RummyError as exc:
        raise RummyError(f"line {number}: {exc}") from None


def run(args: argparse.Namespace) -> int:
    if args.batch:
        known = BatchRules(args.rules, args.option)
        try:
            for number, line in input_lines():
                if line.strip():
                    emit(_batch_line(line, number, known))
        except RummyError as exc:
            return fail(str(exc))
        return EXIT_OK
    if args.rack is None:
        return fail("--rack is required (or use --batch)")
    try:
        rules = rules_from(args.rules, option_texts=args.option)
        emit(answer(args.table, args.rack, rules, args.objective, args.initial))
    except RummyError as exc:
        return fail(str(exc))
    return EXIT_OK
