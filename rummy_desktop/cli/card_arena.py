"""``rummy-desktop arena --game GAME``: card computer levels against each other.

The same contract as for tiles: ``--players LEVELS --games N --seed S
[--option NAME=VALUE]... [--json]``; with ``--json`` the last line is one
JSON object with at least ``illegal_moves``, ``think_ms_p99`` and per player
``wins``. Games are duplicate deals: with P players each deal is played P
times with the seating rotated, so every level gets every hand and seat.
Think times are measured for the report only; no player ever reads a clock.
"""

from __future__ import annotations

import argparse
import multiprocessing
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from rummy_desktop.cards.ai.players import make_card_player
from rummy_desktop.cards.ai.runner import play_card_match
from rummy_desktop.cards.core.rules import CardRules
from rummy_desktop.cli.arena import GameRecord, deal_seed, percentile, whole_number
from rummy_desktop.cli.card_selfplay import card_levels
from rummy_desktop.cli.card_validate import card_rules
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
    seat_of = {p: s for s, p in enumerate(seating)}
    order = range(len(spec.levels))
    return GameRecord(
        index=spec.index,
        winner=None if result.winner is None else seating[result.winner],
        scores=tuple(result.scores[seat_of[p]] for p in order),
        think_ms=tuple(tuple(t * 1000 for t in result.think_seconds[seat_of[p]]) for p in order),
        illegal=tuple(len(result.illegal[seat_of[p]]) for p in order),
        turns=result.turns,
        capped=result.capped,
    )


def play_all(specs: Sequence[CardGameSpec], jobs: int) -> Iterator[GameRecord]:
    """Results in game order, whatever the number of worker processes."""
    if jobs <= 1 or len(specs) <= 1:
        yield from (play_card_spec(s) for s in specs)
        return
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap(play_card_spec, specs, chunksize=1)


def summarise(
    levels: Sequence[str], records: Sequence[GameRecord], seed: int, rules: CardRules
) -> dict[str, Any]:
    everything = [t for r in records for per in r.think_ms for t in per]
    players = []
    for p, level in enumerate(levels):
        times = [t for r in records for t in r.think_ms[p]]
        wins = sum(1 for r in records if r.winner == p)
        draws = sum(1 for r in records if r.winner is None)
        players.append(
            {
                "player": p,
                "level": level,
                "wins": wins,
                "draws": draws,
                "losses": len(records) - wins - draws,
                "win_rate": round(wins / len(records), 4),
                "mean_score": round(sum(r.scores[p] for r in records) / len(records), 2),
                "illegal_moves": sum(r.illegal[p] for r in records),
                "decisions": len(times),
                "think_ms_p99": round(percentile(times, 99), 3),
                "think_ms_max": round(max(times), 3) if times else 0.0,
            }
        )
    return {
        "game": rules.preset,
        "games": len(records),
        "deals": len({r.index // len(levels) for r in records}),
        "seed": seed,
        "house_rules": rules.house_rules(),
        "turns": sum(r.turns for r in records),
        "capped_games": sum(1 for r in records if r.capped),
        "illegal_moves": sum(sum(r.illegal) for r in records),
        "think_ms_p99": round(percentile(everything, 99), 3),
        "think_ms_max": round(max(everything), 3) if everything else 0.0,
        "players": players,
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
    report = summarise(levels, list(play_all(specs, jobs)), seed, rules)
    print(
        f"arena: {report['games']} games over {report['deals']} deals of {rules.preset},"
        f" seed {seed}: {report['illegal_moves']} illegal moves,"
        f" think p99 {report['think_ms_p99']:.1f} ms",
        flush=True,
    )
    for p in report["players"]:
        print(f"{p['level']:<10}{p['wins']:>7} wins{p['mean_score']:>10.1f} mean score")
    if args.json:
        emit(report)
    return EXIT_OK
