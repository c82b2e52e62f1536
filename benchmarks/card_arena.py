"""Strength and think time of the card computer levels, recorded for issue 14.

Run from the project root, one arena after another (the machine is shared)::

    python benchmarks/card_arena.py run --games 2000 --seed 1
    python benchmarks/card_arena.py table

``run`` plays, for each card game, ``hard`` against ``medium`` and
``medium`` against ``easy`` with the headless command (``rummy-desktop arena
--game GAME --players A,B --games N --seed S --jobs 1 --json``) and keeps its
JSON report as ``benchmarks/results/cards-arena-<game>-<a>-<b>.json``; a
report already there is kept, so an interrupted run goes on where it stopped.
``table`` writes ``benchmarks/results/cards-arena.md`` from the reports there
are. The goals: hard wins at least 60% against medium, medium at least 80%
against easy, no illegal action, think time p99 at most 1 s.

The arena plays duplicate deals (each deal twice, the seats swapped); a game
with no winner (a capped round) counts as a game not won.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).parent / "results"
GAMES = ("rummy30", "rummy51", "rum500", "rummy")
"""Quickest first, so that a run cut short has recorded the most."""
PAIRS = (("hard", "medium", 0.60), ("medium", "easy", 0.80))


def report_path(game: str, first: str, second: str) -> Path:
    return RESULTS / f"cards-arena-{game}-{first}-{second}.json"


def command(game: str, first: str, second: str, games: int, seed: int) -> list[str]:
    return [
        *("rummy-desktop", "arena", "--game", game, "--players", f"{first},{second}"),
        *("--games", str(games), "--seed", str(seed), "--jobs", "1", "--json"),
    ]


def run(games: int, seed: int) -> None:
    for game in GAMES:
        for first, second, _ in PAIRS:
            path = report_path(game, first, second)
            if path.exists():
                continue
            argv = command(game, first, second, games, seed)
            started = time.monotonic()
            out = subprocess.run(
                [sys.executable, "-m", "rummy_desktop", *argv[1:]],
                check=True,
                capture_output=True,
                text=True,
            ).stdout
            report = json.loads(out.strip().splitlines()[-1])
            report["command"] = " ".join(argv)
            report["seconds"] = round(time.monotonic() - started, 1)
            report["date"] = time.strftime("%Y-%m-%d", time.gmtime())
            path.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
            print(f"{path.name}: {report['seconds']} s", flush=True)


def row(game: str, first: str, second: str, goal: float, report: dict[str, Any]) -> str:
    a, b = report["players"]
    rate = a["wins"] / report["games"]
    met = "yes" if rate >= goal and report["illegal_moves"] == 0 else "no"
    return (
        f"| {game} | {first} vs {second} | {report['deals']} | {report['games']} "
        f"| {a['wins']} / {b['wins']} / {a['draws']} | {rate:.1%} (goal {goal:.0%}: {met}) "
        f"| {report['illegal_moves']} | {report['think_ms_p99']:.1f} ms "
        f"| {report['think_ms_max']:.1f} ms | {report.get('date', '')} |"
    )


def table(note: str = "") -> None:
    lines = [
        "# Card arena: strength and think time of the card computer levels",
        "",
        "Duplicate deals, each played twice with the seats swapped; `--jobs 1`,",
        "under `nice -n 10` on the shared 2-core machine (think times include",
        "contention). Win rate: the first level's wins over all games (a game",
        "with no winner counts as not won). Written by `benchmarks/card_arena.py table`.",
        *(["", note] if note else []),
        "",
        "| game | pairing | deals | games | wins first / second / no winner | win rate "
        "| illegal | think p99 | think max | date |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    commands = []
    missing = []
    for game in GAMES:
        for first, second, goal in PAIRS:
            path = report_path(game, first, second)
            if not path.exists():
                missing.append(" ".join(command(game, first, second, 2000, 1)))
                continue
            report = json.loads(path.read_text(encoding="utf-8"))
            lines.append(row(game, first, second, goal, report))
            commands.append(report.get("command", ""))
    lines += ["", "## Commands", ""]
    lines += [f"    {c}" for c in commands]
    if missing:
        lines += ["", "## Not recorded yet", ""]
        lines += [f"    {c}" for c in missing]
    (RESULTS / "cards-arena.md").write_text("\n".join(lines) + "\n", encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="what", required=True)
    play = sub.add_parser("run")
    play.add_argument("--games", type=int, default=2000)
    play.add_argument("--seed", type=int, default=1)
    write = sub.add_parser("table")
    write.add_argument("--note", default="", help="a line under the introduction")
    args = parser.parse_args()
    if args.what == "run":
        run(args.games, args.seed)
    table(getattr(args, "note", ""))


if __name__ == "__main__":
    main()
