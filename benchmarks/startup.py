"""How long the game takes to show its window, beside a minimal PySide6 window.

The budgets: the frozen game (PyInstaller one-folder bundle) shows its window
within 1 s, and the game takes at most twice as long as a 10-line PySide6
window started the same way (from source: both by this Python; frozen: both
as one-folder bundles). Each start runs on a private Xvfb; the clock stops when
the X server maps the first top-level window (see ``packaging/window_check.py``).
Two seconds after that the program's resident memory is read (its idle size),
then it is stopped. The headless ``--version`` and ``validate`` starts are timed
too.

    python benchmarks/startup.py                    # source, and frozen if dist/ has it
    python benchmarks/startup.py --freeze-minimal   # also freeze the minimal window
    python benchmarks/startup.py --runs 11 --frozen path/to/rummy-desktop

Writes ``benchmarks/results/startup.md`` (and prints it).
"""

from __future__ import annotations

import argparse
import os
import platform
import signal
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

from window_check import MapWatcher, WindowNotShown, xvfb  # noqa: E402

BUDGET_SECONDS = 1.0
RATIO_GOAL = 2.0
IDLE_AFTER_SECONDS = 2.0
RESULTS = ROOT / "benchmarks" / "results" / "startup.md"
FROZEN = ROOT / "dist" / "rummy-desktop" / "rummy-desktop"
MINIMAL_BUILD = ROOT / "build" / "startup-minimal"

# The yardstick: the least a PySide6 program does to show a window.
MINIMAL_WINDOW = """\
import sys
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

app = QApplication(sys.argv)
window = QMainWindow()
window.setWindowTitle("Minimal")
window.setCentralWidget(QLabel("A minimal PySide6 window"))
window.resize(800, 600)
window.show()
sys.exit(app.exec())
"""


@dataclass
class Timing:
    """Seconds (and idle resident MiB, for windows) of repeated starts of one command."""

    label: str
    seconds: list[float]
    rss_mib: list[float] = field(default_factory=list)

    @property
    def median(self) -> float:
        return statistics.median(self.seconds)

    def row(self) -> str:
        s = self.seconds
        rss = f" {statistics.median(self.rss_mib):.0f} |" if self.rss_mib else ""
        return f"| {self.label} | {self.median:.3f} | {min(s):.3f} | {max(s):.3f} | {len(s)} |{rss}"


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


def resident_mib(pid: int) -> float:
    """The resident memory of a process (VmRSS), in MiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise WindowNotShown(f"no VmRSS for process {pid}")


def start_window(command: Sequence[str], display: str) -> tuple[float, float]:
    """Start to a mapped window, and the resident MiB a little later; then stop it."""
    env = dict(os.environ, DISPLAY=display)
    env.pop("QT_QPA_PLATFORM", None)
    env.pop("WAYLAND_DISPLAY", None)
    watcher = MapWatcher(display)
    started = time.perf_counter()
    process = subprocess.Popen(
        list(command),
        env=env,
        cwd=ROOT,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        try:
            shown = watcher.wait_for_map(process, 60)
        finally:
            watcher.close()
        time.sleep(IDLE_AFTER_SECONDS)
        rss = resident_mib(process.pid)
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    return shown - started, rss


def time_window(label: str, command: Sequence[str], runs: int) -> Timing:
    """Start to mapped window, one warm-up run first, each on a fresh X server."""
    timing = Timing(label, [], [])
    for index in range(runs + 1):
        with xvfb() as display:
            seconds, rss = start_window(command, display)
        if index:
            timing.seconds.append(seconds)
            timing.rss_mib.append(rss)
    return timing


@dataclass
class ImportCost:
    """One module's import during the start: cumulative and own microseconds, and importer."""

    name: str
    cumulative_us: int
    own_us: int
    importer: str


RUN_TIME = "a function or __main__"


def import_costs(command: Sequence[str]) -> list[ImportCost]:
    """``python -X importtime`` of a start from source up to its shown window."""
    with xvfb() as display:
        env = dict(os.environ, DISPLAY=display)
        env.pop("QT_QPA_PLATFORM", None)
        watcher = MapWatcher(display)
        process = subprocess.Popen(
            [command[0], "-X", "importtime", *command[1:]],
            env=env,
            cwd=ROOT,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            watcher.wait_for_map(process, 60)
        finally:
            watcher.close()
            process.send_signal(signal.SIGTERM)
            _, err = process.communicate(timeout=30)
    rows: list[tuple[int, str, int, int]] = []  # indent, name, cumulative, own
    for line in err.splitlines():
        if not line.startswith("import time:") or "self [us]" in line:
            continue
        own, cumulative, name = line.split(":", 1)[1].split("|")
        indent = len(name) - len(name.lstrip())
        rows.append((indent, name.strip(), int(cumulative), int(own)))
    costs = []
    for index, (indent, name, cumulative, own) in enumerate(rows):
        # -X importtime prints a module after the modules it imported, one level deeper
        importer = next((r[1] for r in rows[index + 1 :] if r[0] < indent), RUN_TIME)
        costs.append(ImportCost(name, cumulative, own, importer))
    return costs


def import_lines(costs: list[ImportCost], top: int = 15) -> list[str]:
    total = sum(cost.own_us for cost in costs) / 1000
    ours = sorted(
        (cost for cost in costs if cost.name.startswith(("rummy_desktop", "PySide6", "asyncio"))),
        key=lambda cost: -cost.cumulative_us,
    )[:top]
    return [
        "## What the start imports (from source, `python -X importtime`, one run)",
        "",
        f"All imports up to the shown window: {total:.0f} ms of the start. The costliest, each",
        "with what it brings along (cumulative) and what imported it:",
        "",
        "| module | cumulative ms | own ms | imported by |",
        "|---|---|---|---|",
        *(
            f"| `{c.name}` | {c.cumulative_us / 1000:.1f} | {c.own_us / 1000:.1f}"
            f" | `{c.importer}` |"
            for c in ours
        ),
        "",
    ]


def freeze_minimal(python: str) -> Path:
    """The minimal window as a one-folder PyInstaller bundle (built into build/)."""
    MINIMAL_BUILD.mkdir(parents=True, exist_ok=True)
    script = MINIMAL_BUILD / "minimal_window.py"
    script.write_text(MINIMAL_WINDOW, encoding="utf-8")
    subprocess.run(
        [
            *(python, "-m", "PyInstaller", "--noconfirm", "--onedir", "--log-level", "WARN"),
            *("--distpath", str(MINIMAL_BUILD / "dist"), "--workpath", str(MINIMAL_BUILD / "work")),
            *("--specpath", str(MINIMAL_BUILD), "--name", "minimal-window", str(script)),
        ],
        check=True,
    )
    return MINIMAL_BUILD / "dist" / "minimal-window" / "minimal-window"


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


def ratio_line(how: str, game: Timing, minimal: Timing) -> str:
    ratio = game.median / minimal.median
    verdict = "within" if ratio <= RATIO_GOAL else "OVER"
    memory = statistics.median(game.rss_mib) / statistics.median(minimal.rss_mib)
    return (
        f"- {how}: the game takes {ratio:.2f}x the minimal window's time "
        f"(goal at most {RATIO_GOAL:.0f}x: {verdict}) and {memory:.2f}x its idle memory."
    )


def report(
    window: dict[str, Timing], headless: list[Timing], notes: list[str], imports: list[str]
) -> str:
    lines = [
        "# Startup time",
        "",
        f"Measured {datetime.now(UTC):%Y-%m-%d} by `benchmarks/startup.py` on {machine()},",
        f"Python {platform.python_version()}. Times in seconds; each start is preceded by",
        "one warm-up start that is not counted (a warm disk cache, as on a second launch).",
        "",
        *(line for note in notes for line in (note, "")),
    ]
    if window:
        lines += [
            "## Start to a shown window (Xvfb, first top-level window mapped)",
            "",
            f"Idle memory: resident MiB {IDLE_AFTER_SECONDS:.0f} s after the window is shown"
            " (median).",
            "",
            "| what | median | min | max | runs | idle MiB |",
            "|---|---|---|---|---|---|",
            *(timing.row() for timing in window.values()),
            "",
        ]
        for how in ("source", "frozen"):
            game, minimal = window.get(f"{how}: game"), window.get(f"{how}: minimal window")
            if game and minimal:
                lines.append(ratio_line(how.capitalize(), game, minimal))
        frozen = window.get("frozen: game")
        if frozen:
            verdict = "within" if frozen.median <= BUDGET_SECONDS else "OVER"
            lines.append(
                f"- Budget for the frozen game: {BUDGET_SECONDS:.1f} s to the window, {verdict}."
            )
        lines.append("")
    lines += imports
    lines += [
        "## Headless commands (offscreen, exit by themselves)",
        "",
        "| what | median | min | max | runs |",
        "|---|---|---|---|---|",
        *(t.row() for t in headless),
    ]
    pairs: dict[str, list[Timing]] = {}
    for t in headless:
        pairs.setdefault(t.label.split(": ", 1)[1], []).append(t)
    ratios = [
        f"Ratio frozen/source, {what}: {both[0].median / both[1].median:.2f}"
        for what, both in pairs.items()
        if len(both) == 2
    ]
    if ratios:
        lines += ["", *ratios]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frozen", type=Path, default=FROZEN, help="the frozen game, if built")
    parser.add_argument(
        "--freeze-minimal",
        action="store_true",
        help="freeze the minimal window with PyInstaller to time it beside the frozen game",
    )
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args(argv)
    source = [sys.executable, "-m", "rummy_desktop"]
    commands = {
        "source: game": source,
        "source: minimal window": [sys.executable, "-c", MINIMAL_WINDOW],
    }
    notes: list[str] = []
    frozen = [str(args.frozen)] if args.frozen.exists() else []
    if frozen:
        commands["frozen: game"] = frozen
        if args.freeze_minimal:
            commands["frozen: minimal window"] = [str(freeze_minimal(sys.executable))]
        else:
            notes.append("The minimal window was not frozen (`--freeze-minimal` does).")
    else:
        where = args.frozen.relative_to(ROOT) if args.frozen.is_relative_to(ROOT) else "--frozen"
        notes.append(
            f"No frozen game at {where} (packaging/build-linux.sh builds it): from source only."
        )

    window: dict[str, Timing] = {}
    try:
        for label, command in commands.items():
            window[label] = time_window(label, command, args.runs)
    except WindowNotShown as exc:
        first = str(exc).splitlines()[0]
        notes.append(
            f"The window could not be timed ({first}); only headless starts were measured."
        )
        window = {}

    headless: list[Timing] = []
    for label, extra in (("--version", ["--version"]), ("validate", ["validate", "R1 R2 R3"])):
        if frozen:
            headless.append(Timing(f"frozen: {label}", time_headless(frozen + extra, args.runs)))
        headless.append(Timing(f"source: {label}", time_headless(source + extra, args.runs)))

    imports = import_lines(import_costs(source)) if window else []
    text = report(window, headless, notes, imports)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
