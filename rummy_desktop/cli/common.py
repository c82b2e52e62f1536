"""What every headless command shares: one-line errors, rule options, JSON out."""

from __future__ import annotations

import json
import sys
from typing import Any

from rummy_desktop.core.rules import RULE_PRESETS, RuleSet, preset

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
    parser.add_argument(
        "--rules",
        default=default,
        metavar="PRESET",
        help=f"rule preset: {', '.join(RULE_PRESETS)} (default {default})",
    )


def rules_from(name: str, options: dict[str, Any] | None = None) -> RuleSet:
    """A preset with single options overridden; raises InvalidRules on bad input."""
    rules = preset(name)
    return rules.with_options(**options) if options else rules
