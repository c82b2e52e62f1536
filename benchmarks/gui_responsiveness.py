"""How long the window's GUI thread stalls while a computer player thinks.

The computer's search holds the GIL in pure Python on its worker thread; the
window must keep drawing and answering in the meantime. This plays the same
scene as ``tests/ui/test_computer_turns.py`` (a player that burns CPU for a
while, the window resized during it) a number of times, with a 10 ms
heartbeat timer on the GUI thread, and reports the gaps between its beats:
the longest is the worst stall a person would feel. A wall-clock bound is a
measurement, not a test: machines here are shared, so the tests only count
that the GUI thread kept serving events, and the figure lives here.

    QT_QPA_PLATFORM=offscreen python benchmarks/gui_responsiveness.py --runs 5

Writes ``benchmarks/results/gui_responsiveness.md`` (and prints it).
"""

from __future__ import annotations

import argparse
import itertools
import os
import platform
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the tests' doubles

from PySide6.QtCore import QElapsedTimer, QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from rummy_desktop.ai.base import ComputerPlayer
from rummy_desktop.app.board import Phase
from rummy_desktop.app.controller import GameController
from rummy_desktop.app.seats import Seat
from rummy_desktop.app.settings import AppSettings
from rummy_desktop.app.setup import GameSetup
from rummy_desktop.app.stats import StatsDB
from rummy_desktop.core.rules import preset
from rummy_desktop.core.state import GameState
from rummy_desktop.core.tiles import TileAllocator, parse_tiles
from rummy_desktop.ui.services import Services
from rummy_desktop.ui.window import MainWindow
from tests.ui.doubles import BusyPlayer

RESULTS = Path(__file__).resolve().parent / "results" / "gui_responsiveness.md"
THINK_SECONDS = 0.8


def one_run(app: QApplication, folder: Path) -> list[int]:
    """The heartbeat gaps (ms) of one computer turn, the window resized meanwhile."""
    player: ComputerPlayer = BusyPlayer(THINK_SECONDS)
    controller = GameController(player_factory=lambda _level: player)
    controller.set_speed("instant")
    services = Services(
        AppSettings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)),
        data_dir=folder / "data",
        stats=StatsDB(":memory:"),
        beep=lambda: None,
    )
    window = MainWindow(controller, levels=("easy",), services=services)
    window.resize(1280, 820)
    window.show()
    alloc = TileAllocator()
    racks = [parse_tiles(r, alloc) for r in ("R1 B5 O7", "K10 K11 K12 O2")]
    state = GameState.from_position(
        preset("easy"), racks, current=1, names=["Ann", "Computer"], seed=7
    )
    seats = (Seat("Ann"), Seat("Computer", "easy"))
    clock = QElapsedTimer()
    clock.start()
    beats: list[int] = []
    heartbeat = QTimer()
    heartbeat.setInterval(10)
    heartbeat.timeout.connect(lambda: beats.append(clock.elapsed()))
    sizes = iter([(1100, 760), (1280, 820), (1000, 700), (1280, 820)])
    resizer = QTimer()
    resizer.setInterval(150)
    resizer.timeout.connect(lambda: window.resize(*next(sizes, (1280, 820))))
    window.start_game(GameSetup.of(seats, state.rules), state=state)
    heartbeat.start()
    resizer.start()
    deadline = time.monotonic() + 30
    while controller.phase is not Phase.HUMAN and time.monotonic() < deadline:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
    heartbeat.stop()
    resizer.stop()
    window.close()
    window.deleteLater()
    app.processEvents()
    return [b - a for a, b in itertools.pairwise(beats)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    worst: list[int] = []
    every: list[int] = []
    with tempfile.TemporaryDirectory() as folder:
        for run in range(args.runs):
            gaps = one_run(app, Path(folder) / str(run))
            worst.append(max(gaps))
            every.extend(gaps)
    every.sort()
    p99 = every[int(0.99 * (len(every) - 1))]
    lines = [
        "# GUI responsiveness while the computer thinks",
        "",
        "Written by `benchmarks/gui_responsiveness.py`: a computer turn that holds the",
        f"GIL for {THINK_SECONDS} s, the window resized during it, a 10 ms heartbeat on the",
        "GUI thread. Gaps between beats in ms (10 is no stall at all).",
        "",
        "| runs | beats | median gap | p99 gap | worst gap per run | date | machine |",
        "|---|---|---|---|---|---|---|",
        f"| {args.runs} | {len(every) + args.runs} | {statistics.median(every):.0f} | {p99} "
        f"| {', '.join(map(str, worst))} | {datetime.now(UTC):%Y-%m-%d} "
        f"| {platform.machine()}, {os.cpu_count()} cores |",
    ]
    RESULTS.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
