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

Issue 30 measures the levels against a plain greedy player the project did
not design (``benchmarks/card_greedy.py``, never offered in the game), in this
process and one game after another::

    python benchmarks/card_arena.py duel --game rum500 --players hard,greedy --deals 200
    python benchmarks/card_arena.py greedy-table

``duel`` plays each deal twice with the seats swapped and keeps its report
as ``benchmarks/results/cards-duel-<game>-<a>-<b>.json`` (``--tag`` names a
variant, e.g. the players of an earlier commit), written after every deal: a
run stopped early keeps the deals it played, and the same command with more
``--deals`` goes on from there (``--again`` starts over). The first player's score in
a game is 1 for a win, 1/2 for a shared win (a draw) and 0 for a loss or a
game stopped by a cap; its win rate is the mean over the deals of the mean
of the two games, with a 95% interval from the spread between deals.
``greedy-table`` writes ``benchmarks/results/cards-vs-greedy.md``.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.card_greedy import make_benchmark_player
from rummy_desktop.cards.ai.runner import play_card_match
from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.cli.arena import deal_seed

RESULTS = Path(__file__).parent / "results"
GAMES = ("rummy30", "rummy51", "rum500", "rummy")
"""Quickest first, so that a run cut short has recorded the most."""
PAIRS = (("hard", "medium", 0.60), ("medium", "easy", 0.80))


def report_path(game: str, first: str, second: str, tag: str = "") -> Path:
    return RESULTS / f"cards-arena-{game}-{first}-{second}{'-' + tag if tag else ''}.json"


def command(game: str, first: str, second: str, games: int, seed: int) -> list[str]:
    return [
        *("rummy-desktop", "arena", "--game", game, "--players", f"{first},{second}"),
        *("--games", str(games), "--seed", str(seed), "--jobs", "1", "--json"),
    ]


def run(games: int, seed: int, only: str = "") -> None:
    for game in GAMES:
        if only and game != only:
            continue
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


def row(
    game: str, first: str, second: str, goal: float, report: dict[str, Any], tag: str = ""
) -> str:
    a, b = report["players"]
    rate = a["wins"] / report["games"]
    met = "yes" if rate >= goal and report["illegal_moves"] == 0 else "no"
    return (
        f"| {game} | {first} vs {second}{f' [{tag}]' if tag else ''} | {report['deals']} "
        f"| {report['games']} "
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
            # A report kept as "-before" (the players before a change) comes first.
            earlier = report_path(game, first, second, "before")
            if earlier.exists():
                report = json.loads(earlier.read_text(encoding="utf-8"))
                lines.append(row(game, first, second, goal, report, "before"))
                commands.append(report.get("command", ""))
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


def duel_path(game: str, first: str, second: str, tag: str = "") -> Path:
    return RESULTS / f"cards-duel-{game}-{first}-{second}{'-' + tag if tag else ''}.json"


def game_score(
    first_seat: int, winner: int | None, winners: tuple[int, ...], capped: bool
) -> float:
    """The first player's result: 1 a win, 1/2 a shared win, 0 a loss or a capped game."""
    if capped:
        return 0.0
    if winner is not None:
        return 1.0 if winner == first_seat else 0.0
    return 0.5 if first_seat in winners else 0.0


def interval(scores: list[float]) -> tuple[float, float, float]:
    """Mean and its 95% interval (normal, by deal)."""
    mean = statistics.fmean(scores)
    if len(scores) < 2:
        return mean, mean, mean
    half = 1.96 * statistics.stdev(scores) / math.sqrt(len(scores))
    return mean, max(0.0, mean - half), min(1.0, mean + half)


def duel(
    game: str,
    first: str,
    second: str,
    deals: int,
    seed: int,
    progress: Callable[[dict[str, Any]], None] | None = None,
    earlier: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """``first`` against ``second`` over duplicate deals of ``game``, in this process.

    ``earlier`` is a report of the same pairing and seed over fewer deals: the run
    goes on from its last deal. ``progress`` gets the report so far after each deal.
    """
    rules = card_preset(game)
    report: dict[str, Any] = earlier or {
        "game": game,
        "players": [first, second],
        "deals": 0,
        "seed": seed,
        "per_deal": [],
        "draws": 0,
        "capped_games": 0,
        "turns": 0,
        "illegal_moves": [0, 0],
        "think_ms_max": [0.0, 0.0],
        "think_ms_total": [0.0, 0.0],
        "decisions": [0, 0],
        "seconds": 0.0,
    }
    for deal in range(report["deals"], deals):
        started = time.monotonic()
        scores = []
        for first_seat in (0, 1):
            names = (first, second) if first_seat == 0 else (second, first)
            players = [make_benchmark_player(name) for name in names]
            _, result = play_card_match(rules, players, deal_seed(seed, deal))
            scores.append(game_score(first_seat, result.winner, result.winners, result.capped))
            shared = result.winner is None and len(result.winners) > 1
            report["draws"] += shared and not result.capped  # a capped game is a loss
            report["capped_games"] += result.capped
            report["turns"] += result.turns
            for seat in (0, 1):
                who = 0 if seat == first_seat else 1
                report["illegal_moves"][who] += len(result.illegal[seat])
                times = [1000 * t for t in result.think_seconds[seat]]
                report["think_ms_max"][who] = round(
                    max(report["think_ms_max"][who], max(times, default=0.0)), 1
                )
                report["think_ms_total"][who] += sum(times)
                report["decisions"][who] += len(times)
        report["per_deal"].append(statistics.fmean(scores))
        report["deals"] = deal + 1
        report["games"] = 2 * report["deals"]
        rate, low, high = interval(report["per_deal"])
        report["win_rate"] = round(rate, 4)
        report["interval_95"] = [round(low, 4), round(high, 4)]
        report["think_ms_mean"] = [
            round(t / max(1, n), 2)
            for t, n in zip(report["think_ms_total"], report["decisions"], strict=True)
        ]
        report["seconds"] = round(report["seconds"] + time.monotonic() - started, 1)
        report["date"] = time.strftime("%Y-%m-%d", time.gmtime())
        if progress is not None:
            progress(report)
    return report


def run_duel(args: argparse.Namespace) -> None:
    first, second = args.players.split(",")
    path = duel_path(args.game, first, second, args.tag)
    earlier = None
    if path.exists() and not args.again:
        earlier = json.loads(path.read_text(encoding="utf-8"))
        if earlier.get("seed") != args.seed or "per_deal" not in earlier:
            earlier = None

    def save(report: dict[str, Any]) -> None:
        if args.tag:
            report["tag"] = args.tag
        report["command"] = (
            f"python benchmarks/card_arena.py duel --game {args.game} --players {args.players}"
            f" --deals {report['deals']} --seed {args.seed}"
            + (f" --tag {args.tag}" if args.tag else "")
        )
        path.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
        if report["deals"] % 20 == 0 or report["deals"] == args.deals:
            print(f"{path.name}: {report['deals']} deals, {report['win_rate']:.1%}", flush=True)

    duel(args.game, first, second, args.deals, args.seed, save, earlier)


DUEL_GOALS = {
    ("hard", "greedy"): 0.60,
    ("medium", "greedy"): 0.50,
    ("hard", "medium"): 0.60,
    ("hard", "medium-before"): 0.60,
}


def duel_row(report: dict[str, Any]) -> str:
    first, second = report["players"]
    goal = DUEL_GOALS.get((first, second))
    low, high = report["interval_95"]
    met = ""
    if goal is not None:
        ok = report["win_rate"] >= goal and sum(report["illegal_moves"]) == 0
        met = f" (goal {goal:.0%}: {'yes' if ok else 'no'})"
    tag = f" [{report['tag']}]" if report.get("tag") else ""
    return (
        f"| {report['game']} | {first} vs {second}{tag} | {report['deals']} "
        f"| {report['win_rate']:.1%}{met} | {low:.1%} - {high:.1%} "
        f"| {report['draws'] / report['games']:.1%} | {report['capped_games']} "
        f"| {report['illegal_moves'][0]} / {report['illegal_moves'][1]} "
        f"| {report['think_ms_max'][0]:.0f} / {report['think_ms_max'][1]:.0f} ms "
        f"| {report.get('date', '')} |"
    )


def greedy_table(note: str = "") -> None:
    lines = [
        "# Card levels against a plain greedy player (issue 30)",
        "",
        "`benchmarks/card_greedy.py`: lays every meld and lay-off at once, takes from the",
        "pile only a card it lays that turn, discards its highest card that connects to",
        "nothing; `greedy-withholding` also keeps back a discard the opponent could use.",
        "Duplicate deals, each played twice with the seats swapped, one process on the",
        "shared 2-core machine (think times include the other work on it). Win rate of",
        "the first player: a win 1, a shared win (draw) 1/2, a loss or a capped game 0,",
        "mean by deal with its 95% interval. Written by `benchmarks/card_arena.py greedy-table`.",
        *(["", note] if note else []),
        "",
        "| game | pairing | deals | win rate | 95% interval | draws | capped "
        "| illegal (first / second) | think max (first / second) | date |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    reports = [json.loads(p.read_text(encoding="utf-8")) for p in RESULTS.glob("cards-duel-*.json")]
    order = {game: i for i, game in enumerate(("rummy", "rummy30", "rummy51", "rum500"))}

    # Earliest first: "before" (issue 30's start), then other tagged players, then today's.
    def age(report: dict[str, Any]) -> int:
        tag = report.get("tag", "")
        return 0 if tag == "before" else 1 if tag else 2

    reports.sort(key=lambda r: (age(r), order[r["game"]], r["players"]))
    lines += [duel_row(r) for r in reports]
    lines += ["", "## Commands", ""]
    lines += [f"    {r['command']}" for r in reports]
    (RESULTS / "cards-vs-greedy.md").write_text("\n".join(lines) + "\n", encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="what", required=True)
    play = sub.add_parser("run")
    play.add_argument("--games", type=int, default=2000)
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--only", default="", choices=("", *GAMES), help="one game's pairs only")
    write = sub.add_parser("table")
    write.add_argument("--note", default="", help="a line under the introduction")
    fight = sub.add_parser("duel")
    fight.add_argument("--game", required=True, choices=GAMES)
    fight.add_argument("--players", required=True, help="FIRST,SECOND (a level or greedy)")
    fight.add_argument("--deals", type=int, default=200)
    fight.add_argument("--seed", type=int, default=1)
    fight.add_argument("--tag", default="", help="a word naming a variant in the file name")
    fight.add_argument(
        "--again", action="store_true", help="start from the first deal, not where a report is"
    )
    greedy = sub.add_parser("greedy-table")
    greedy.add_argument("--note", default="", help="a line under the introduction")
    args = parser.parse_args()
    if args.what == "duel":
        run_duel(args)
        return
    if args.what == "greedy-table":
        greedy_table(args.note)
        return
    if args.what == "run":
        run(args.games, args.seed, args.only)
    table(getattr(args, "note", ""))


if __name__ == "__main__":
    main()
