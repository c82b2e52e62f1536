"""What every headless command shares: one-line errors, rule options, JSON out."""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import Any

from rummy_desktop.core.rules import RULE_PRESETS, RuleSet, parse_option, preset

EXIT_OK = 0
EXIT_INVALID = 1
EXIT_BAD_INPUT = 2


def fail(message: str) -> int:
    """Print one line on standard error and return the bad-input exit code."""
    print(f"rummy-desktop: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT


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


def rules_from(
    name: str, options: dict[str, Any] | None = None, option_texts: Sequence[str] = ()
) -> RuleSet:
    """A preset with single options overridden; raises InvalidRules on bad input.

    ``options`` come as values (a JSON object); ``option_texts`` as the
    command line's ``NAME=VALUE`` words, applied after them.
    """
    rules = preset(name)
    chosen = dict(options or {})
    for text in option_texts:
        key, value = parse_option(text)
        chosen[key] = value
    return rules.with_options(**chosen) if chosen else rules
