"""How long the game takes to show its window, frozen and from source.

The issue's budget: the frozen game (PyInstaller one-folder bundle) shows its
window within 1 s on the project machine. Each start runs on a private Xvfb;
the clock stops when the X server maps the first top-level window (see
``packaging/window_check.py``). The same is measured for ``python -m
rummy_desktop`` from the checkout, and the ratio frozen/source reported, plus
the headless ``--version`` and ``validate`` starts of both.

    python benchmarks/startup.py                      # needs dist/rummy-desktop
    python benchmarks/startup.py --runs 11 --frozen path/to/rummy-desktop

Writes ``benchmarks/results/startup.md`` (and prints it).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

from window_check import WindowNotShown, run_window, xvfb  # noqa: E402

BUDGET_SECONDS = 1.0
RESULTS = ROOT / "benchmarks" / "results" / "startup.md"
FROZEN = ROOT / "dist" / "rummy-desktop" / "rummy-desktop"


@dataclass
class Timing:
    """Seconds of repeated starts of one command."""

    label: str
    seconds: list[float]

    @property
    def median(self) -> float:
        return statistics.median(self.seconds)

    def row(self) -> str:
        s = self.seconds
        return f"| {self.label} | {self.median:.3f} | {min(s):.3f} | {max(s):.3f} | {len(s)} |"


def time_headless(command: Sequence[str], runs: int) -> list[float]:
    """Wall time of a command that exits by itself, after one warm-up run."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out: list[float] = []
    for index in range(runs + 1):
        started = time.perf_counter()
        subprocess.run(list(command), env=env, cwd=ROOT, capture_output=True, check=True)
        if index:
            out.append(time.perf_counter() - started)
    return out


def time_window(command: Sequence[str], runs: int) -> list[float]:
    """Start to mapped window, one warm-up run first, each on a fresh X server."""
    out: list[float] = []
    for index in range(runs + 1):
        with xvfb() as display:
            result = run_window(command, display, timeout=60)
        if index:
            out.append(result.seconds_to_window)
    return out


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.exists():
        for line in cpuinfo.read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    load = f", load average {os.getloadavg()[0]:.1f}" if hasattr(os, "getloadavg") else ""
    return f"{cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}{load}"


def report(window: list[Timing], headless: list[Timing], note: str) -> str:
    lines = [
        "# Startup time",
        "",
        f"Measured {datetime.now(UTC):%Y-%m-%d} by `benchmarks/startup.py` on {machine()},",
        f"Python {platform.python_version()}. Times in seconds; each start is preceded by",
        "one warm-up start that is not counted (a warm disk cache, as on a second launch).",
        "",
    ]
    if note:
        lines += [note, ""]
    header = ["| what | median | min | max | runs |", "|---|---|---|---|---|"]
    if window:
        frozen, source = window
        verdict = "within" if frozen.median <= BUDGET_SECONDS else "OVER"
        lines += [
            "## Start to a shown window (Xvfb, first top-level window mapped)",
            "",
            *header,
            frozen.row(),
            source.row(),
            "",
            f"Frozen/source ratio: {frozen.median / source.median:.2f}. "
            f"Budget for the frozen game: {BUDGET_SECONDS:.1f} s, {verdict} budget.",
            "",
        ]
    lines += ["## Headless commands (offscreen, exit by themselves)", "", *header]
    lines += [t.row() for t in headless]
    pairs = [(headless[i], headless[i + 1]) for i in range(0, len(headless), 2)]
    lines += [""] + [
        f"Ratio frozen/source, {a.label.split(': ', 1)[1]}: {a.median / b.median:.2f}"
        for a, b in pairs
    ]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--frozen", type=Path, default=ROOT / "dist" / "rummy-desktop" / "rummy-desktop"
    )
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args(argv)
    if not args.frozen.exists():
        print(f"no frozen program at {args.frozen}: run packaging/build-linux.sh", file=sys.stderr)
        return 2
    frozen = [str(args.frozen)]
    source = [sys.executable, "-m", "rummy_desktop"]

    window: list[Timing] = []
    note = ""
    try:
        window = [
            Timing("frozen: window", time_window(frozen, args.runs)),
            Timing("source: window", time_window(source, args.runs)),
        ]
    except WindowNotShown as exc:
        first = str(exc).splitlines()[0]
        note = f"The window could not be timed ({first}); only headless starts were measured."

    headless: list[Timing] = []
    for label, extra in (("--version", ["--version"]), ("validate", ["validate", "R1 R2 R3"])):
        headless.append(Timing(f"frozen: {label}", time_headless(frozen + extra, args.runs)))
        headless.append(Timing(f"source: {label}", time_headless(source + extra, args.runs)))

    text = report(window, headless, note)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
