"""Strength and think time of the computer levels, over duplicate deals.

Run from the project root::

    python benchmarks/arena.py --deals 1000 --jobs 2 --seed 1 --rules classic

Plays ``hard`` against ``medium`` and ``medium`` against ``easy`` (each deal
twice, seats swapped), or the ``--pairs`` given (levels and the benchmark
players ``hoarder`` and ``mosttiles``, e.g. ``hard-mosttiles,expert-hoarder``;
a scratch run may turn a player's knobs: ``hard:hoard_limit=24-medium``), and writes
``benchmarks/results/<out>.md`` (and a JSON twin) with the command line, win
rates with 95% confidence intervals, illegal moves, think-time percentiles
and how each level plays: the share of its turns that are draws, the peak of
its rack, tiles per laying turn (issue 30).

Confidence intervals treat the *deal* as the unit (its two games are not
independent): the win rate's standard error comes from the spread of the
per-deal win shares.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import multiprocessing
import platform
import signal
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from rummy_desktop.ai.base import ComputerPlayer
from rummy_desktop.ai.players import make_player
from rummy_desktop.ai.runner import TurnOutcome, finish_game
from rummy_desktop.cli.arena import (
    GameRecord,
    GameSpec,
    deal_seed,
    percentile,
    record_of,
    summarise,
)
from rummy_desktop.core.actions import Draw, Play
from rummy_desktop.core.rules import preset
from rummy_desktop.core.state import GameState

RESULTS = Path(__file__).parent / "results"
PAIRS = (("hard", "medium"), ("medium", "easy"))

SETTINGS = {
    "hard": ("rummy_desktop.ai.hard", "HardPlayer", "HardSettings"),
    "expert": ("rummy_desktop.ai.expert", "ExpertPlayer", "ExpertSettings"),
    "hoarder": ("rummy_desktop.ai.hoarder", "HoarderPlayer", "HoarderSettings"),
}
"""Players whose knobs a pairing may turn, e.g. ``hard:draw_share=0.58:hoard_limit=24-medium``."""


def bench_player(name: str) -> ComputerPlayer:
    """A level or benchmark player by name, with ``:knob=value`` settings for scratch runs."""
    level, *knobs = name.split(":")
    if not knobs:
        return make_player(level)
    module_name, player_name, settings_name = SETTINGS[level]
    module = importlib.import_module(module_name)
    values: dict[str, Any] = {}
    for knob in knobs:
        key, _, text = knob.partition("=")
        values[key] = (
            text == "true"
            if text in ("true", "false")
            else float(text)
            if "." in text
            else int(text)
        )
    player: ComputerPlayer = getattr(module, player_name)(getattr(module, settings_name)(**values))
    return player


def play_bench(spec: GameSpec) -> tuple[GameRecord, list[dict[str, int]]]:
    """One arena game, and per player its turns, draws, laying turns, tiles laid and peak rack."""
    seating = spec.seating()
    players = [bench_player(spec.levels[p]) for p in seating]
    state = GameState.new_match(
        spec.rules, [p.level for p in players], deal_seed(spec.seed, spec.deal)
    )
    seats = [
        {"turns": 0, "draws": 0, "plays": 0, "laid": 0, "peak": len(rack)} for rack in state.racks
    ]
    table = [len(state.table.tiles()), state.round_number]

    def count(after: GameState, outcome: TurnOutcome) -> None:
        figures = seats[outcome.seat]
        if after.round_number != table[1]:
            table[:] = [0, after.round_number]
        on_table = len(after.table.tiles())
        figures["turns"] += 1
        if isinstance(outcome.applied, Draw):
            figures["draws"] += 1
        elif isinstance(outcome.applied, Play):
            figures["plays"] += 1
            figures["laid"] += on_table - table[0]
        table[0] = on_table
        figures["peak"] = max(figures["peak"], len(after.racks[outcome.seat]))

    result = finish_game(state, players, on_turn=count)
    by_player = [seats[seating.index(p)] for p in range(len(seating))]
    return record_of(spec.index, seating, result), by_player


def play_benches(
    specs: Sequence[GameSpec], jobs: int
) -> Iterator[tuple[GameRecord, list[dict[str, int]]]]:
    if jobs <= 1:
        yield from (play_bench(s) for s in specs)
        return
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap(play_bench, specs, chunksize=1)


def style(levels: Sequence[str], games: Sequence[list[dict[str, int]]]) -> list[dict[str, Any]]:
    """Per player: draw share of its turns, mean peak rack, tiles per laying turn."""
    out = []
    for p, level in enumerate(levels):
        turns = sum(g[p]["turns"] for g in games)
        draws = sum(g[p]["draws"] for g in games)
        plays = sum(g[p]["plays"] for g in games)
        laid = sum(g[p]["laid"] for g in games)
        peaks = [g[p]["peak"] for g in games]
        out.append(
            {
                "level": level,
                "draw_share": round(draws / turns, 4) if turns else 0.0,
                "mean_peak_rack": round(sum(peaks) / len(peaks), 2) if peaks else 0.0,
                "max_peak_rack": max(peaks, default=0),
                "tiles_per_laying_turn": round(laid / plays, 2) if plays else 0.0,
                "laying_turns_per_game": round(plays / len(games), 2) if games else 0.0,
            }
        )
    return out


def deal_interval(
    records: Sequence[GameRecord], player: int, draw: float = 0.5
) -> tuple[float, float, float]:
    """Win rate of ``player`` and its 95% interval, deals as the sampling unit.

    A drawn game counts ``draw`` of a win: half by default, 0 for the
    strict count of wins alone.
    """
    by_deal: dict[int, list[float]] = {}
    for r in records:
        share = 1.0 if r.winner == player else draw if r.winner is None else 0.0
        by_deal.setdefault(r.index // 2, []).append(share)
    shares = [sum(v) / len(v) for v in by_deal.values()]
    n = len(shares)
    mean = sum(shares) / n
    if n < 2:
        return mean, 0.0, 1.0
    var = sum((s - mean) ** 2 for s in shares) / (n - 1)
    half = 1.96 * math.sqrt(var / n)
    return mean, max(0.0, mean - half), min(1.0, mean + half)


def run_pair(
    levels: tuple[str, str], deals: int, seed: int, rules_name: str, jobs: int
) -> dict[str, Any]:
    rules = preset(rules_name)
    specs = [GameSpec(i, rules, levels, seed) for i in range(2 * deals)]
    start = time.perf_counter()
    records: list[GameRecord] = []
    stats: list[list[dict[str, int]]] = []
    try:
        for record, figures in play_benches(specs, jobs):
            records.append(record)
            stats.append(figures)
            longest = max(max(t, default=0.0) for t in record.think_ms)
            print(
                f"game {record.index}: winner {record.winner} scores {record.scores}"
                f" turns {record.turns} longest think {longest:.0f} ms",
                file=sys.stderr,
                flush=True,
            )
    except KeyboardInterrupt:
        # Keep the finished games: whole deals only, so both seatings count.
        whole = [any(o.index == r.index ^ 1 for o in records) for r in records]
        records = [r for r, keep in zip(records, whole, strict=True) if keep]
        stats = [f for f, keep in zip(stats, whole, strict=True) if keep]
        print(f"interrupted: reporting {len(records)} games", file=sys.stderr, flush=True)
    elapsed = time.perf_counter() - start
    report = summarise(levels, records, seed, rules)
    rate, low, high = deal_interval(records, 0)
    report["first_win_rate"] = round(rate, 4)
    report["first_win_rate_ci95"] = [round(low, 4), round(high, 4)]
    strict, strict_low, strict_high = deal_interval(records, 0, draw=0.0)
    report["first_strict_win_rate"] = round(strict, 4)
    report["first_strict_win_rate_ci95"] = [round(strict_low, 4), round(strict_high, 4)]
    report["elapsed_seconds"] = round(elapsed, 1)
    all_ms = [t for r in records for per in r.think_ms for t in per]
    report["think_ms_p50"] = round(percentile(all_ms, 50), 3)
    report["style"] = style(levels, stats)
    return report


def markdown(command: str, reports: list[dict[str, Any]]) -> str:
    lines = [
        "# Arena: strength and think time of the computer levels",
        "",
        f"Command: `{command}`",
        "",
        f"Machine: {platform.machine()}, {platform.system()}, Python {platform.python_version()}.",
        "Each deal is played twice with seats swapped; 95% intervals use the deal as the unit.",
        "The win rate counts a drawn game as half a win; the strict rate counts wins only.",
        "",
        "| pairing | rules | deals | games | first wins | win rate (95% CI) | strict | draws"
        " | mean score | illegal | turns | think p50 / p99 / max ms | wall s |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for rep in reports:
        a, b = rep["players"]
        low, high = rep["first_win_rate_ci95"]
        lines.append(
            f"| {a['level']} vs {b['level']} | {rep['rules']} | {rep['deals']} | {rep['games']}"
            f" | {a['wins']} | {rep['first_win_rate']:.1%} ({low:.1%}-{high:.1%})"
            f" | {rep['first_strict_win_rate']:.1%} | {a['draws']}"
            f" | {a['mean_score']:+.1f} / {b['mean_score']:+.1f}"
            f" | {rep['illegal_moves']} | {rep['turns']}"
            f" | {rep['think_ms_p50']:.0f} / {rep['think_ms_p99']:.0f} / {rep['think_ms_max']:.0f}"
            f" | {rep['elapsed_seconds']:.0f} |"
        )
    lines += ["", "How each level plays (its share of turns that are draws, its rack's peak):", ""]
    lines += [
        "| pairing | level | draw share | mean peak rack (max) | tiles per laying turn"
        " | laying turns per game | think max ms |",
        "|---|---|---|---|---|---|---|",
    ]
    for rep in reports:
        pairing = " vs ".join(p["level"] for p in rep["players"])
        for p, st in zip(rep["players"], rep.get("style", []), strict=False):
            lines.append(
                f"| {pairing} | {p['level']} | {st['draw_share']:.1%}"
                f" | {st['mean_peak_rack']:.1f} ({st['max_peak_rack']})"
                f" | {st['tiles_per_laying_turn']:.2f} | {st['laying_turns_per_game']:.1f}"
                f" | {p['think_ms_max']:.0f} |"
            )
    lines += ["", "Per level think time (ms):", ""]
    lines += ["| pairing | level | decisions | mean | p99 | max |", "|---|---|---|---|---|---|"]
    for rep in reports:
        pairing = " vs ".join(p["level"] for p in rep["players"])
        for p in rep["players"]:
            lines.append(
                f"| {pairing} | {p['level']} | {p['decisions']} | {p['think_ms_mean']:.1f}"
                f" | {p['think_ms_p99']:.1f} | {p['think_ms_max']:.1f} |"
            )
    return "\n".join(lines) + "\n"


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def main(argv: Sequence[str] | None = None) -> int:
    signal.signal(signal.SIGTERM, _interrupt)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="classic")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--pairs", default="hard-medium,medium-easy")
    parser.add_argument("--out", default="arena", help="results file stem")
    args = parser.parse_args(argv)
    pairs = [tuple(p.split("-")) for p in args.pairs.split(",")]
    reports = []
    for pair in pairs:
        assert len(pair) == 2
        reports.append(run_pair((pair[0], pair[1]), args.deals, args.seed, args.rules, args.jobs))
        print(json.dumps(reports[-1]), flush=True)
    command = "python benchmarks/arena.py " + " ".join(sys.argv[1:] if argv is None else argv)
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / f"{args.out}.md").write_text(markdown(command, reports))
    (RESULTS / f"{args.out}.json").write_text(json.dumps(reports, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
