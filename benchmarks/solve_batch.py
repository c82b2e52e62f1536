"""What one trivial line costs ``rummy-desktop solve --batch``.

A batch is for many positions: the cost of starting the program is paid once,
and a line that asks little (a rack with nothing to play, one obvious run)
should cost little. Each kind of line is sent ``--lines`` times to one
``solve --batch`` process, and once with no lines; the difference over the
number of lines is the cost of one line. Goal: at most 0.5 ms per trivial line.

    python benchmarks/solve_batch.py                 # 20,000 lines of each kind
    python benchmarks/solve_batch.py --lines 5000 --runs 3

Writes ``benchmarks/results/solve_batch.json`` and ``solve_batch.md`` (and prints
the table).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"
GOAL_MS: Final = 0.5

TRIVIAL: Final[dict[str, dict[str, Any]]] = {
    "nothing to play": {"rack": "R1"},
    "one run from the rack": {"rack": "R1 R2 R3"},
    "one tile onto the table": {"table": "R1 R2 R3", "rack": "R4"},
    "house rules on the line": {"rack": "K7", "rules": "easy", "options": {"joker_penalty": 0}},
}
"""The kinds of trivial line measured, by name."""


def seconds_for(lines: bytes) -> float:
    """Wall time of one ``solve --batch`` process reading ``lines``."""
    command = [sys.executable, "-m", "rummy_desktop", "solve", "--batch"]
    started = time.perf_counter()
    done = subprocess.run(command, input=lines, capture_output=True, cwd=ROOT, check=False)
    took = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"solve --batch failed: {done.stderr.decode(errors='replace')}")
    return took


def per_line_ms(line: dict[str, Any], count: int, runs: int) -> tuple[float, float]:
    """Median milliseconds per line over ``runs`` (start-up subtracted) and the start-up."""
    text = (json.dumps(line) + "\n").encode() * count
    empty = statistics.median(seconds_for(b"") for _ in range(runs))
    full = statistics.median(seconds_for(text) for _ in range(runs))
    return (full - empty) * 1000 / count, empty


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.exists():
        for row in cpuinfo.read_text().splitlines():
            if row.startswith("model name"):
                cpu = row.split(":", 1)[1].strip()
                break
    load = f", load average {os.getloadavg()[0]:.1f}" if hasattr(os, "getloadavg") else ""
    return f"{cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}{load}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=20_000, help="lines of each kind")
    parser.add_argument("--runs", type=int, default=3, help="processes per figure (median)")
    args = parser.parse_args()
    rows: list[dict[str, Any]] = []
    startup = 0.0
    for name, line in TRIVIAL.items():
        ms, startup = per_line_ms(line, args.lines, args.runs)
        rows.append({"line": name, "json": line, "ms_per_line": round(ms, 4)})
    worst = max(r["ms_per_line"] for r in rows)
    result = {
        "measured": f"{datetime.now(UTC):%Y-%m-%d}",
        "machine": machine(),
        "python": platform.python_version(),
        "lines_per_kind": args.lines,
        "runs": args.runs,
        "startup_s": round(startup, 3),
        "goal_ms_per_line": GOAL_MS,
        "worst_ms_per_line": worst,
        "within_goal": worst <= GOAL_MS,
        "kinds": rows,
    }
    table = [
        "# solve --batch: the cost of a trivial line",
        "",
        f"Measured {result['measured']} by `benchmarks/solve_batch.py` on {result['machine']},",
        f"Python {result['python']}: {args.lines:,} lines of each kind to one process,",
        f"median of {args.runs} processes, the start-up ({startup:.2f} s, a process",
        "given no lines) subtracted.",
        "",
        "| line | JSON | ms per line |",
        "|---|---|---|",
        *[f"| {r['line']} | `{json.dumps(r['json'])}` | {r['ms_per_line']:.3f} |" for r in rows],
        "",
        f"Goal: at most {GOAL_MS} ms per trivial line: "
        f"{'within' if result['within_goal'] else 'OVER'} (worst {worst:.3f} ms).",
        "",
    ]
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "solve_batch.json").write_text(json.dumps(result, indent=2) + "\n")
    (RESULTS / "solve_batch.md").write_text("\n".join(table))
    print("\n".join(table))
    return 0


if __name__ == "__main__":
    sys.exit(main())
