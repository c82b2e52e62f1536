"""How a long saved match opens: the time, the window's stalls meanwhile, and the memory.

A match of many rounds is played headless by computer players (``--rounds``,
six seats by default), saved, and opened in a real window (offscreen) twice:
read on the GUI thread as every save was before (``read_save`` then play),
and through Game > Open, which reads a long save on a worker behind a
progress bar. A 10 ms heartbeat timer on the GUI thread measures the gaps a
person would feel; the process's resident memory is read before and after.

    QT_QPA_PLATFORM=offscreen python benchmarks/long_save_open.py --rounds 100 250 500

Writes ``benchmarks/results/long_save_open.md`` (and prints it).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QElapsedTimer, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from rummy_desktop.ai.players import make_player
from rummy_desktop.ai.runner import finish_game
from rummy_desktop.app.saves import read_save, write_save
from rummy_desktop.app.seats import Seat
from rummy_desktop.app.settings import AppSettings
from rummy_desktop.app.stats import StatsDB
from rummy_desktop.core.rules import preset
from rummy_desktop.core.serialize import GameRecord
from rummy_desktop.core.state import GameState
from rummy_desktop.ui.services import Services
from rummy_desktop.ui.window import MainWindow

RESULTS = Path(__file__).resolve().parent / "results" / "long_save_open.md"


def resident_mib() -> float:
    """The process's resident memory (Linux)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def long_save(folder: Path, rounds: int, seats: int) -> Path:
    """A match of ``rounds`` rounds between easy players, saved as the next round begins."""
    rules = preset("classic").with_options(match_end="unlimited", turn_timer_seconds=None)
    names = [f"Easy {i + 1}" for i in range(seats)]
    state = GameState.new_match(rules, names, 3)
    players = [make_player("easy") for _ in names]
    for _ in range(rounds):
        finish_game(state, players, max_rounds=1)  # an unlimited match stops at each round's end
        state.start_next_round()
    path = folder / "long.rummy.json"
    write_save(path, GameRecord(tuple(Seat(n, "easy") for n in names), state))
    return path


def window(app: QApplication, folder: Path) -> MainWindow:
    services = Services(
        AppSettings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)),
        data_dir=folder / "data",
        stats=StatsDB(":memory:"),
        ask=lambda *_args: None,
        choose=lambda *_args: None,
        beep=lambda: None,
    )
    shown = MainWindow(services=services)
    shown.show()
    app.processEvents()
    return shown


def measured(
    app: QApplication, shown: MainWindow, open_it: Callable[[], object]
) -> dict[str, float]:
    """Open with ``open_it`` and wait for the game: seconds, the longest heartbeat gap, beats."""
    gaps: list[int] = []
    clock = QElapsedTimer()
    beat = QTimer()
    beat.setInterval(10)

    def tick() -> None:
        gaps.append(clock.restart())

    beat.timeout.connect(tick)
    before = resident_mib()
    start = time.perf_counter()
    clock.start()
    beat.start()
    open_it()
    while shown.controller.state is None and time.perf_counter() - start < 600:
        app.processEvents()
        time.sleep(0.001)
    seconds = time.perf_counter() - start
    beat.stop()
    gaps.append(clock.elapsed())
    return {
        "seconds": seconds,
        "longest_gap_ms": max(gaps),
        "longest_before_last_ms": max(gaps[:-3] or [0]),
        "beats": len(gaps),
        "rss_growth_mib": resident_mib() - before,
    }


def kept_by_the_game(shown: MainWindow) -> dict[str, float]:
    """What the open game holds of its history: its moves (finished rounds packed) and log."""
    state = shown.controller.state
    assert state is not None
    return {
        "moves": len(state.actions),
        "packed_kib": state.actions.packed_bytes() / 1024,
        "log_events": len(state.log),
    }


def one(path: Path, how: str) -> dict[str, object]:
    """Open the save at ``path`` one way (``gui`` or ``worker``) in a window of this process."""
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    shown = window(app, Path(tempfile.mkdtemp(prefix="long-save-")))
    if how == "gui":
        figures = measured(app, shown, lambda: shown.files.play(read_save(path)))
    else:
        figures = measured(app, shown, lambda: shown.files.load(path))
    return {"figures": figures, "kept": kept_by_the_game(shown)}


def run_child(path: Path, how: str) -> dict[str, Any]:
    """:func:`one` in a fresh process: what one open leaves must not hide the next one's."""
    child = subprocess.run(
        [sys.executable, __file__, "--one", how, "--save", str(path)],
        check=True,
        capture_output=True,
        text=True,
    )
    answer: dict[str, Any] = json.loads(child.stdout.strip().splitlines()[-1])
    return answer


BEFORE_HEADING = "## Before the compact history"


def kept_before() -> str:
    """The earlier figures of the results file, kept as they were measured."""
    if not RESULTS.exists():
        return ""
    text = RESULTS.read_text(encoding="utf-8")
    at = text.find(BEFORE_HEADING)
    return text[at:] if at >= 0 else ""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, nargs="+", default=[100])
    parser.add_argument("--seats", type=int, default=6)
    parser.add_argument("--one", choices=("gui", "worker"), help=argparse.SUPPRESS)
    parser.add_argument("--save", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:  # a child: one open of one save, its figures as JSON
        print(json.dumps(one(args.save, args.one)))
        return 0
    # Each count in a fresh process: memory freed by one open must not hide the next one's.
    runs = []
    folder = Path(tempfile.mkdtemp(prefix="long-saves-"))
    for rounds in args.rounds:
        (folder / str(rounds)).mkdir()
        path = long_save(folder / str(rounds), rounds, args.seats)
        gui, worker = run_child(path, "gui"), run_child(path, "worker")
        runs.append(
            {
                "rounds": rounds,
                "size_mib": path.stat().st_size / 2**20,
                "gui": gui["figures"],
                "worker": worker["figures"],
                "kept": worker["kept"],
            }
        )
    counts = " ".join(str(r) for r in args.rounds)
    lines = [
        "# Opening a long saved match",
        "",
        f"Measured {datetime.now(UTC):%Y-%m-%d} on {platform.machine()}, "
        f"Python {platform.python_version()}, {os.cpu_count()} cores "
        f"(`benchmarks/long_save_open.py --rounds {counts} --seats {args.seats}`).",
        "Each match is opened twice, each time in a fresh process: read on the GUI",
        "thread, and through Game > Open (on a worker, with a progress bar).",
        "",
        "| rounds | save (MiB) | how | seconds | longest GUI stall (ms) | heartbeats (10 ms) "
        "| memory growth (MiB) |",
        "|---:|---:|---|---:|---:|---:|---:|",
    ]
    for run in runs:
        for name, key in (("read on the GUI thread", "gui"), ("Game > Open (worker)", "worker")):
            figures = run[key]
            lines.append(
                f"| {run['rounds']} | {run['size_mib']:.1f} | {name} | {figures['seconds']:.2f} | "
                f"{figures['longest_gap_ms']:.0f} | {figures['beats']:.0f} | "
                f"{figures['rss_growth_mib']:.1f} |"
            )
    lines += [
        "",
        "What the opened game keeps of its history:",
        "",
        "| rounds | moves | finished rounds packed (KiB) | log events kept |",
        "|---:|---:|---:|---:|",
    ]
    for run in runs:
        kept = run["kept"]
        lines.append(
            f"| {run['rounds']} | {kept['moves']:.0f} | {kept['packed_kib']:.0f} | "
            f"{kept['log_events']:.0f} |"
        )
    lines += [
        "",
        "The moves of every finished round but the newest two are kept packed in their",
        "saved form (`rummy_desktop/core/match_moves.py`, about 0.75 KiB a six-seat",
        "round), the log keeps the newest 2,048 events (`LOG_KEPT`), and a save is read",
        "with each move left in its text until it is replayed (`core/record_text.py`).",
        "What the game holds is then flat: measured with tracemalloc, a loaded 250-round",
        "match holds 2.1 MiB (1 MiB of it the referee's meld cache), and",
        "`tests/app/test_compact_history.py` checks that 200 rounds hold less than twice",
        "what 20 do. The resident growth above, 5 to 6 MiB at 100 rounds and under 3 MiB",
        "more at 500, is pages the allocator keeps after the replay's passing objects and",
        "the read's text and parsing (a high-water mark, not objects of the game:",
        "`read_save` alone, headless, grows a process by 6.4 MiB for 500 rounds, 50.7",
        "before; a one-round save grows the window by under 1 MiB). The worker gives its arena",
        "back after a read (`malloc_trim`). It replays under the GIL too, so the total",
        "time is about the same, but the window keeps painting, the bar moves and Cancel",
        "answers.",
        "",
        "A replay reads its steps' moves from the packed rounds and keeps no moves in its",
        "copies every 16 turns: the replay of the 250-round match holds 22.1 MiB traced,",
        "90.7 before (measured apart from this benchmark, with tracemalloc).",
        "",
        "Card games do not have this problem: a card move names a few cards, never a",
        "whole table, and a card match ends by rule after 100 rounds. A 500 Rum match of",
        "seven easy players ran 97 rounds and 10,513 moves, about 0.6 MiB in all",
        "(6 KiB a round), so their records stay as they are.",
        "",
    ]
    before = kept_before()
    text = "\n".join(lines) + ("\n" + before if before else "")
    RESULTS.write_text(text.rstrip("\n") + "\n", encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
