"""``rummy-desktop arena --game GAME``: card computer levels against each other.

The same contract as for tiles: ``--players LEVELS --games N --seed S
[--option NAME=VALUE]... [--json]``; with ``--json`` the last line is one
JSON object with at least ``illegal_moves``, ``think_ms_p99`` and per player
``wins`` (alone) and ``shared_wins`` (a match whose win several share,
CARD_RULES.md 8.8 and 8.9). Games are duplicate deals: with P players each deal is played P
times with the seating rotated, so every level gets every hand and seat.
Think times are measured for the report only; no player ever reads a clock.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rummy_desktop.cards.ai.players import make_card_player
from rummy_desktop.cards.ai.runner import play_card_match
from rummy_desktop.cards.core.rules import CardRules
from rummy_desktop.cli.arena import (
    GameRecord,
    deal_seed,
    play_in_order,
    player_reports,
    record_of,
    totals,
    whole_number,
)
from rummy_desktop.cli.cards.selfplay import card_levels
from rummy_desktop.cli.cards.validate import card_rules
from rummy_desktop.cli.common import EXIT_OK, emit, fail
from rummy_desktop.core.errors import RummyError


@dataclass(frozen=True, slots=True)
class CardGameSpec:
    """One arena game: which deal, and which player sits where."""

    index: int
    rules: CardRules
    levels: tuple[str, ...]
    seed: int

    def seating(self) -> list[int]:
        """For each seat, the index of the player (in ``--players`` order) sitting there."""
        count = len(self.levels)
        return [(s + self.index % count) % count for s in range(count)]


def play_card_spec(spec: CardGameSpec) -> GameRecord:
    seating = spec.seating()
    players = [make_card_player(spec.levels[p]) for p in seating]
    seed = deal_seed(spec.seed, spec.index // len(spec.levels))
    _, result = play_card_match(spec.rules, players, seed)
    return record_of(spec.index, seating, result, result.winners)


def summarise(
    levels: Sequence[str], records: Sequence[GameRecord], seed: int, rules: CardRules
) -> dict[str, Any]:
    return {
        "game": rules.preset,
        "games": len(records),
        "deals": len({r.index // len(levels) for r in records}),
        "seed": seed,
        "house_rules": rules.house_rules(),
        **totals(records),
        "players": player_reports(levels, records),
    }


def run(args: argparse.Namespace) -> int:
    try:
        rules = card_rules(args.game, args.option)
        levels = card_levels(args.players, rules)
        games = whole_number(args.games, "--games", 1)
        seed = whole_number(args.seed, "--seed")
        jobs = whole_number(args.jobs, "--jobs", 1)
    except RummyError as exc:
        return fail(str(exc))
    specs = [CardGameSpec(i, rules, tuple(levels), seed) for i in range(games)]
    report = summarise(levels, list(play_in_order(play_card_spec, specs, jobs)), seed, rules)
    print(
        f"arena: {report['games']} games over {report['deals']} deals of {rules.preset},"
        f" seed {seed}: {report['illegal_moves']} illegal moves,"
        f" think p99 {report['think_ms_p99']:.1f} ms",
        flush=True,
    )
    for p in report["players"]:
        shared = f" (and {p['shared_wins']} shared)" if p["shared_wins"] else ""
        print(f"{p['level']:<10}{p['wins']:>7} wins{p['mean_score']:>10.1f} mean score{shared}")
    if args.json:
        emit(report)
    return EXIT_OK
