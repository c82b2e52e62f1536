"""``rummy-desktop judge``: the referee's verdict on one whole turn, headless.

Contract: ``judge [--rules PRESET] [--option NAME=VALUE]... [--melded]
--before TABLE --rack RACK --after TABLE`` judges a turn exactly as the
referee does at "Done": the table and the rack at the start of the turn and
the table at its end, in RULES.md notation. It prints one JSON object,
``{"ok": true, "played": "R6 K9 B9", "problems": []}`` or ``{"ok": false,
"problems": [{"code": ..., "message": ...}]}``, the problem to fix first
listed first; ``code`` is one of :class:`~rummy_desktop.core.referee.ProblemCode`
(listed in the README). Exit 0 when the turn is legal, 1 when not, 2 on
unreadable notation or an impossible position, with one line on standard
error.

``--batch`` reads JSON lines ``{"before", "rack", "after", "melded",
"rules", "options"}`` (``rack`` and ``after`` required) and writes one
object per line, in order; a line that cannot be judged gets ``{"error":
...}`` and the batch goes on. ``--rules`` and ``--option`` are the defaults
of every line; a line's own ``rules`` and ``options`` win.

Notation carries no identities and no cells, so the turn is set up the way a
person would see it: the after table reuses the tiles of the table before
(a meld left as it was keeps its place on the grid), then the rack's, and
only then tiles from outside, which the referee reports as foreign. Which
copy is which does not matter to the verdict (RULES.md section 1).

``--game GAME --batch`` judges card positions step by step instead
(:mod:`rummy_desktop.cli.cards.judge`).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from rummy_desktop.cli.common import (
    EXIT_INVALID,
    EXIT_OK,
    add_rules_argument,
    answer_lines,
    batch_object,
    batch_rules,
    emit,
    fail,
    game_help,
    rules_from,
    run_game,
)
from rummy_desktop.core.errors import ImpossiblePosition, InvalidNotation, RummyError
from rummy_desktop.core.melds import MAX_RUN
from rummy_desktop.core.referee import judge_turn
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import (
    ALL_TILES,
    JOKER_KIND,
    Tile,
    TileAllocator,
    format_kind,
    format_tiles,
    parse_kinds,
    parse_tiles,
)

_BATCH_KEYS = frozenset({"before", "rack", "after", "melded", "rules", "options"})


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "judge",
        help="the referee's verdict on one whole turn",
        description="Judge one turn as the referee does at Done and print one JSON object.",
    )
    add_rules_argument(parser)
    parser.add_argument(
        "--melded", action="store_true", help="the player has made the initial meld"
    )
    parser.add_argument("--before", default="", help="the table at the start of the turn")
    parser.add_argument("--rack", help="the rack at the start of the turn")
    parser.add_argument("--after", help="the table at the end of the turn")
    parser.add_argument(
        "--batch", action="store_true", help="read JSON lines on stdin, write one per line"
    )
    parser.add_argument(
        "--game",
        default="tiles",
        metavar="GAME",
        help=game_help() + " (with --batch: positions and steps as JSON lines)",
    )
    parser.set_defaults(handler=run)


def verdict(rules: RuleSet, before_text: str, rack_text: str, after_text: str, melded: bool) -> Any:
    """The JSON verdict on one turn.

    Raises:
        RummyError: unreadable notation or an impossible position.
    """
    alloc = TileAllocator()
    before = Table.from_melds(
        [alloc.take_all(kinds) for kinds in _melds(before_text)], columns=MAX_RUN, rows=1
    )
    rack = parse_tiles(rack_text, alloc)
    after = after_table(before, rack, after_text)
    judged = judge_turn(rules, before, after, rack, melded)
    if judged.ok:
        on_before = {t.id for t in before.tiles()}
        played = [t for t in judged.table.tiles() if t.id not in on_before]
        return {"ok": True, "played": format_tiles(played), "problems": []}
    problems = [{"code": p.code.value, "message": p.message} for p in judged.problems]
    return {"ok": False, "problems": problems}


def after_table(before: Table, rack: Sequence[Tile], text: str) -> Table:
    """The table at the end of the turn, built from what its tiles show.

    The table before stands one meld per row. A meld that stands exactly as
    it stood before keeps its tiles and its row; every other meld goes on a
    new row below, its tiles taken from the table before, then the rack,
    then from outside.

    Raises:
        InvalidNotation: a bad token or an empty meld.
        ImpossiblePosition: more copies of a tile than the game has.
    """
    table = Table(rows=before.rows, columns=before.columns)
    unplaced: list[list[int]] = []
    old_melds = before.melds()
    for kinds in _melds(text):
        same = next((m for m in old_melds if list(m.kinds) == kinds), None)
        if same is None:
            unplaced.append(kinds)
            continue
        old_melds.remove(same)
        for cell, t in zip(same.cells, same.tiles, strict=True):
            table.place(t, cell)
    used = {t.id for t in table.tiles()}
    sources = [*before.tiles(), *rack, *ALL_TILES]
    row = len(before.melds())
    for kinds in unplaced:
        tiles = []
        for kind in kinds:
            found = next((t for t in sources if t.kind == kind and t.id not in used), None)
            if found is None:
                what = "jokers" if kind == JOKER_KIND else f"{format_kind(kind)} tiles"
                raise ImpossiblePosition(f"there are only two {what} in the game")
            used.add(found.id)
            tiles.append(found)
        for col, t in enumerate(tiles):
            table.place(t, (row, col))
        row += 1
    return table


def _melds(text: str) -> list[list[int]]:
    """The kinds of each meld of a table in notation, checked."""
    melds: list[list[int]] = []
    if text.strip():
        for part in text.split("|"):
            kinds = parse_kinds(part)
            if not kinds:
                raise InvalidNotation(text, "an empty meld between two '|'")
            melds.append(kinds)
    return melds


def _batch_line(line: str, number: int, default_rules: str, option_texts: Sequence[str]) -> Any:
    try:
        data = batch_object(line, _BATCH_KEYS, ("rack", "after"))
        before, rack, after = data.get("before", ""), data["rack"], data["after"]
        melded = data.get("melded", False)
        if not all(isinstance(x, str) for x in (before, rack, after)):
            raise RummyError("before, rack and after must be strings")
        if not isinstance(melded, bool):
            raise RummyError("melded must be true or false")
        rules = batch_rules(data, default_rules, option_texts)
        return verdict(rules, before, rack, after, melded)
    except RummyError as exc:
        raise RummyError(f"line {number}: {exc}") from None


def run(args: argparse.Namespace) -> int:
    """``judge --game GAME``: the game's family rules on it (the tiles: :func:`run_tiles`)."""
    return run_game(args, "judge")


def run_tiles(args: argparse.Namespace) -> int:
    try:
        rules_from(args.rules, option_texts=args.option)
    except RummyError as exc:
        return fail(str(exc))
    if args.batch:
        return answer_lines(lambda line, number: _batch_line(line, number, args.rules, args.option))
    if args.rack is None or args.after is None:
        return fail("--rack and --after are required (or use --batch)")
    try:
        rules = rules_from(args.rules, option_texts=args.option)
        answer = verdict(rules, args.before, args.rack, args.after, args.melded)
    except RummyError as exc:
        return fail(str(exc))
    emit(answer)
    return EXIT_OK if answer["ok"] else EXIT_INVALID
