"""What every headless command shares: one-line errors, rule options, JSON out.

Input from a pipe is untrusted: it is read a line at a time with a size cap
(so a 50 MB line costs at most the cap, never gigabytes), decoded as strict
UTF-8 whatever the locale, and parsed as JSON with every way the parser can
give up (depth, huge numbers) turned into one-line refusals.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import Any, Final, TypeVar

from rummy_desktop.core.errors import RummyError
from rummy_desktop.core.rules import RULE_PRESETS, InvalidRules, RuleSet, parse_option, preset
from rummy_desktop.families import TILES, Command, FamilyKind, family, family_ids

EXIT_OK = 0
EXIT_INVALID = 1
EXIT_BAD_INPUT = 2

MAX_LINE_BYTES: Final = 1 << 20
"""The longest input line read (a position or a meld is a few hundred bytes)."""
MAX_INPUT_BYTES: Final = 16 << 20
"""All of standard input a command that must read everything first may take."""
MAX_MESSAGE_CHARS: Final = 300
"""An error quotes the bad input; a quote longer than this is cut."""

_WHOLE_NUMBER: Final = re.compile(r"\s*-?[0-9]{1,9}\s*")


def fail(message: str) -> int:
    """Print one line on standard error and return the bad-input exit code."""
    line = " ".join(message.split())
    if len(line) > MAX_MESSAGE_CHARS:
        line = line[: MAX_MESSAGE_CHARS - 1] + "…"
    print(f"rummy-desktop: {line}", file=sys.stderr)
    return EXIT_BAD_INPUT


def _raw_line(limit: int) -> bytes:
    buffer = getattr(sys.stdin, "buffer", None)
    if buffer is not None:
        raw: bytes = buffer.readline(limit)
        return raw
    text: str = sys.stdin.readline(limit)  # a text stream given by a test
    return text.encode("utf-8", "surrogatepass")


def input_lines(max_total: int | None = None) -> Iterator[tuple[int, str]]:
    """Numbered lines of standard input as text, without their line ends.

    Each line is read with a cap of :data:`MAX_LINE_BYTES`; a byte-order mark
    at the start is skipped.

    Raises:
        RummyError: a line is too long, is not UTF-8, or all lines together
            pass ``max_total`` bytes.
    """
    total = 0
    number = 0
    while True:
        raw = _raw_line(MAX_LINE_BYTES + 1)
        if not raw:
            return
        number += 1
        if len(raw) > MAX_LINE_BYTES:
            raise RummyError(f"line {number} is longer than {MAX_LINE_BYTES} bytes")
        total += len(raw)
        if max_total is not None and total > max_total:
            raise RummyError(f"the input is longer than {max_total} bytes")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise RummyError(f"line {number} is not UTF-8 text") from None
        if number == 1:
            text = text.removeprefix("\ufeff")
        yield number, text.rstrip("\r\n")


def meld_texts(items: Sequence[str]) -> list[str]:
    """The melds named on the command line, ``-`` standing for standard input's lines.

    No meld at all on standard input gives one empty meld, so it is refused
    like ``validate ""``.

    Raises:
        RummyError: standard input could not be read (see :func:`input_lines`).
    """
    texts: list[str] = []
    for item in items:
        if item == "-":
            lines = [line for _n, line in input_lines(MAX_INPUT_BYTES) if line.strip()]
            texts.extend(lines or [""])
        else:
            texts.append(item)
    return texts


Piece = TypeVar("Piece")


def validate_melds(
    items: Sequence[str],
    parse: Callable[[str], list[Piece]],
    judge: Callable[[list[Piece]], dict[str, Any]],
) -> int:
    """``validate`` for any family: every meld read first (the first that cannot be read
    ends the command in one line), then one verdict line each.

    Returns:
        The exit status: 0 when every meld is valid, 1 when one is not, 2 on bad input.
    """
    try:
        texts = meld_texts(items)
    except RummyError as exc:
        return fail(f"standard input: {exc}")
    parsed: list[list[Piece]] = []
    for text in texts:
        try:
            pieces = parse(text)
        except RummyError as exc:
            return fail(str(exc))
        if not pieces:
            return fail("cannot read '': an empty meld")
        parsed.append(pieces)
    verdicts = [judge(pieces) for pieces in parsed]
    for verdict in verdicts:
        emit(verdict)
    return EXIT_OK if all(v["valid"] for v in verdicts) else EXIT_INVALID


def parse_json(text: str) -> Any:
    """JSON text as Python values.

    Raises:
        RummyError: not JSON, nested too deeply, or a number too long to read.
    """
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise RummyError(f"not JSON ({exc.msg})") from None
    except RecursionError:
        raise RummyError("not JSON this program reads (nested too deeply)") from None
    except ValueError:
        raise RummyError("not JSON this program reads (a number is too long)") from None


def batch_object(line: str, keys: frozenset[str], required: Sequence[str]) -> dict[str, Any]:
    """One line of a ``--batch`` input: a JSON object with only ``keys``, holding ``required``.

    Raises:
        RummyError: not JSON, not an object, an unknown key or a missing one.
    """
    data = parse_json(line)
    if not isinstance(data, dict):
        raise RummyError("expected a JSON object")
    unknown = sorted(set(data) - keys)
    if unknown:
        raise RummyError(f"unknown key {unknown[0]!r}")
    for key in required:
        if key not in data:
            raise RummyError(f"{key!r} is required")
    return data


def batch_rules(data: dict[str, Any], default_rules: str, option_texts: Sequence[str]) -> RuleSet:
    """The rules of one batch line: its ``rules`` preset and ``options`` over the command line's.

    The line's own options win over the command line's ``--option`` words;
    ``null`` options mean none, options of any other type are refused.

    Raises:
        RummyError: a preset name that is no string, options that are no
            object, or an option that does not fit.
    """
    rules_name = data.get("rules", default_rules)
    options = data.get("options")
    options = {} if options is None else options
    if not isinstance(rules_name, str):
        raise RummyError("rules must be a string")
    if not isinstance(options, dict):
        raise RummyError("'options' must be an object")
    chosen = dict(parse_option(text) for text in option_texts)
    chosen.update(options)
    return rules_from(rules_name, chosen)


def answer_lines(answer: Callable[[str, int], Any]) -> int:
    """Answer every non-blank input line with ``answer(line, number)``, one JSON line each.

    A readable line that is wrong gets ``{"error": ...}`` and the batch goes
    on; a line that cannot be read at all (not UTF-8, too long) ends the batch.

    Returns:
        EXIT_OK, or the exit code of the failure that ended the batch.
    """
    try:
        for number, line in input_lines():
            if not line.strip():
                continue
            try:
                emit(answer(line, number))
            except RummyError as exc:
                emit({"error": str(exc)})
    except RummyError as exc:
        return fail(str(exc))
    return EXIT_OK


def emit(obj: Any) -> None:
    """Print one JSON object on its own line and flush, for pipes."""
    print(json.dumps(obj, ensure_ascii=False), flush=True)


def add_rules_argument(parser: Any, default: str = "classic") -> None:
    """``--rules PRESET`` and the repeatable ``--option NAME=VALUE`` (house rules)."""
    parser.add_argument(
        "--rules",
        default=default,
        metavar="PRESET",
        help=f"rule preset: {', '.join(RULE_PRESETS)} (default {default})",
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a house rule changed from the preset, by its RULES.md name, e.g. "
        "open_last_tile=yes or max_tiles_per_turn=12; may be repeated",
    )


def game_help(default: str = "(default),") -> str:
    """``--game``'s help, from the registry: "tiles (default), or a card game: rummy, ..."."""
    cards = ", ".join(family_ids(FamilyKind.CARDS))
    return f"{TILES} {default} or a card game: {cards}"


def run_game(args: Any, command: Command, game: str | None = None) -> int:
    """``command --game GAME``: the family of ``game`` (default ``args.game``) runs it.

    A game no family has, or one whose family does not play ``command``,
    fails with exit 2.
    """
    try:
        chosen = family(args.game if game is None else game)
        handler = chosen.command(command)
        if handler is None:
            raise InvalidRules(f"{command} does not play {chosen.id}")
    except RummyError as exc:
        return fail(str(exc))
    return handler(args)


def rules_from(
    name: str, options: dict[str, Any] | None = None, option_texts: Sequence[str] = ()
) -> RuleSet:
    """A preset with single options overridden; raises InvalidRules on bad input.

    ``options`` come as values (a JSON object); ``option_texts`` as the
    command line's ``NAME=VALUE`` words, applied after them.
    """
    rules = preset(name)
    chosen = dict(options or {})
    for option, value in chosen.items():
        check_option_text(option, value)
    for text in option_texts:
        key, value = parse_option(text)
        chosen[key] = value
    return rules.with_options(**chosen) if chosen else rules


def check_option_text(name: str, value: Any) -> None:
    """Refuse option text that looks like a number but is not a plain one.

    ``"²"`` and ``"--5"`` pass ``str.isdigit()`` yet are no whole number,
    and a thousands-digit string is too long to convert: all are refused
    here by name, before the rule set converts anything.

    Raises:
        RummyError: naming the option and the value.
    """
    if not isinstance(value, str):
        return
    if value.strip().lstrip("-").isdigit() and not _WHOLE_NUMBER.fullmatch(value):
        shown = value if len(value) <= 20 else value[:20] + "…"
        raise RummyError(f"{name} must be a whole number, not {shown!r}")
