"""Solver speed against a HiGHS integer programme, side by side on the same positions.

Run from the repository root:

    python benchmarks/bench_solver.py --count 200 --max-table 90 --max-rack 20

Writes benchmarks/results/solver.md (and .json) with the command that made them.
Positions: random valid tables (with table jokers) and racks, both objectives.
With ``--rules easy`` (jokers move freely) the HiGHS model is the reference.
Rules that bind table jokers (``classic``, ``rrrummy``, ``tiles50``, ``dutch``)
are beyond the HiGHS model; there the reference is the general programme
(:mod:`rummy_desktop.ai.solver_dp`), stopped after ``--general-cap`` seconds
(a capped run counts as the cap and its score is not compared). Results go to
``solver.md`` for ``easy`` and ``solver_<rules>.md`` otherwise.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import threading
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rummy_desktop.ai.base import CancelFlag, Cancelled  # noqa: E402
from rummy_desktop.ai.solver import Objective, solve  # noqa: E402
from rummy_desktop.ai.solver_dp import Engine  # noqa: E402
from rummy_desktop.ai.solver_model import build_model, restrictive  # noqa: E402
from rummy_desktop.ai.solver_positions import Position, random_position  # noqa: E402
from rummy_desktop.core.rules import RuleSet, preset  # noqa: E402
from tests.ai.highs_model import highs_best  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def general_best(pos: Position, rules: RuleSet, value: bool, cap: float) -> int | None:
    """The general programme's score, or None when it ran past ``cap`` seconds."""
    flag = CancelFlag()
    timer = threading.Timer(cap, flag.cancel)
    timer.start()
    try:
        model = build_model(pos.table, pos.rack, rules, value_objective=value, initial=False)
        found = Engine(model, flag).run()
    except Cancelled:
        return None
    finally:
        timer.cancel()
    return found.score if found is not None else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-table", type=int, default=90)
    parser.add_argument("--max-rack", type=int, default=20)
    parser.add_argument("--rules", default="easy")
    parser.add_argument("--general-cap", type=float, default=10.0)
    args = parser.parse_args()
    rules = preset(args.rules)
    bound = restrictive(rules)
    reference = "general DP (capped)" if bound else "HiGHS ILP"
    capped = 0
    rng = random.Random(args.seed)
    mine: list[float] = []
    highs: list[float] = []
    peaks: list[int] = []
    mismatches = 0
    worst = ("", 0.0)
    for i in range(args.count):
        size = rng.randint(10, args.max_table)
        pos = random_position(rng, size, rng.randint(4, args.max_rack), joker_chance=0.25)
        objective = Objective.TILES if i % 2 == 0 else Objective.VALUE
        t0 = time.perf_counter()
        solution = solve(pos.table, pos.rack, rules, objective=objective)
        t1 = time.perf_counter()
        if i % 5 == 0:  # memory in a second, slower run: tracemalloc distorts timing
            tracemalloc.start()
            solve(pos.table, pos.rack, rules, objective=objective)
            peaks.append(tracemalloc.get_traced_memory()[1])
            tracemalloc.stop()
        t2 = time.perf_counter()
        if bound:
            general = general_best(pos, rules, objective is Objective.VALUE, args.general_cap)
            capped += general is None
        else:
            general = highs_best(
                pos.table,
                pos.rack,
                rules,
                value_objective=objective is Objective.VALUE,
                initial=False,
            )
        t3 = time.perf_counter()
        mine.append((t1 - t0) * 1000)
        highs.append((t3 - t2) * 1000)
        score = 0
        if solution is not None:
            value = objective is Objective.VALUE
            score = sum(
                (rules.joker_penalty if t.is_joker else t.number) * (1000 if value else 1)
                + (1 if value else 1000)
                for t in solution.played
            )
        mismatches += general is not None and score != general
        if mine[-1] > worst[1]:
            text = f"{pos.table.notation()} + {' '.join(map(str, pos.rack))} ({objective})"
            worst = (text, mine[-1])
        print(
            f"{i}: table {len(pos.table)} rack {len(pos.rack)}"
            f" dp {mine[-1]:.1f} ms reference {highs[-1]:.1f} ms",
            flush=True,
        )
    figures = {
        "command": "python benchmarks/bench_solver.py " + " ".join(sys.argv[1:]),
        "positions": args.count,
        "rules": args.rules,
        "reference": reference,
        "reference_capped": capped,
        "mismatches": mismatches,
        "dp_ms": {
            "median": statistics.median(mine),
            "p99": percentile(mine, 0.99),
            "worst": max(mine),
        },
        "highs_ms": {
            "median": statistics.median(highs),
            "p99": percentile(highs, 0.99),
            "worst": max(highs),
        },
        "dp_peak_memory_mb": max(peaks) / 1e6,
        "over_250_ms": sum(1 for t in mine if t > 250),
        "worst_position": worst[0],
    }
    out = ROOT / "benchmarks" / "results"
    out.mkdir(parents=True, exist_ok=True)
    stem = "solver" if args.rules == "easy" else f"solver_{args.rules}"
    (out / f"{stem}.json").write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
    lines = [
        "# Solver benchmark",
        "",
        f"Command: `{figures['command']}`",
        "",
        f"{args.count} positions, rules `{args.rules}`, tables 10..{args.max_table} tiles "
        f"with jokers, racks 4..{args.max_rack}, objectives alternating.",
        "",
        "| | median ms | p99 ms | worst ms |",
        "|---|---|---|---|",
        "| DP solver | {median:.1f} | {p99:.1f} | {worst:.1f} |".format(**figures["dp_ms"]),
        f"| {reference} | "
        + "{median:.1f} | {p99:.1f} | {worst:.1f} |".format(**figures["highs_ms"]),
        "",
        f"Peak memory of the DP (tracemalloc): {figures['dp_peak_memory_mb']:.1f} MB. "
        f"Positions above 250 ms: {figures['over_250_ms']}. "
        f"Score mismatches with the {reference}: {mismatches}"
        + (f" (runs stopped at the {args.general_cap:g} s cap: {capped})." if bound else "."),
        "",
    ]
    (out / f"{stem}.md").write_text("\n".join(lines), encoding="utf-8")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
