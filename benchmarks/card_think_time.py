"""The slowest decisions of the card computer levels, timed again on their own.

Run from the project root::

    python benchmarks/card_think_time.py --games rummy,rum500 --deals 50,rum500=100

The card duels (``card_arena.py duel``) take their think times while the
games play on a shared machine, so a figure there counts waits for a core
(a 6,675 ms "decision" in a niced run). The card players' work is bounded by
counts, not by a clock: a decision is the same computation whatever the load.
As ``think_time.py`` does for the tiles, this benchmark plays each pairing's
duplicate deals (``card_arena.duel`` itself, with each player wrapped so that
it records), keeps the ``--top`` decisions of each player that took the
most processor time (waits for a core lengthen only the wall time) with what
they were made from (the player's memory, the seat view, the random source)
and times each again ``--repeats`` times. A decision's figure is its fastest
run, what it costs the machine; the same answer must come out of every run.
Issue 30's goal: every level at most 1 s for any decision, no illegal move.
Results go to ``benchmarks/results/<out>.md`` (and a JSON twin).
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks import card_arena
from benchmarks.card_greedy import make_benchmark_player
from benchmarks.slowest import Costliest, fastest, machine
from rummy_desktop.cards.ai.players import CARD_LEVELS, CardPlayer
from rummy_desktop.cards.core.actions import CardAction
from rummy_desktop.cards.core.rules import CardRules
from rummy_desktop.cards.core.state import SeatView

RESULTS = card_arena.RESULTS
GOAL_MS = 1000.0


@dataclass(frozen=True, slots=True)
class Decision:
    """One question as it was asked: enough to ask it again."""

    cpu: float
    """Seconds of this thread's processor time while playing: what ranks it, as waits for
    a core (the machine is shared) lengthen the wall time only."""
    seconds: float
    question: str
    """``draw`` or ``play``."""
    asked: bytes
    """The player (its memory of the game so far), the view and the random source, pickled."""
    rules: CardRules
    answer: object
    deal: int


class Slowest:
    """The ``top`` decisions of one player that took most processor time, and its slowest."""

    def __init__(self, top: int) -> None:
        self.kept: Costliest[Decision] = Costliest(top)
        self.wall_max = 0.0
        self.deal = 0

    @property
    def decisions(self) -> int:
        return self.kept.offered

    def offer(self, decision: Decision) -> None:
        self.wall_max = max(self.wall_max, decision.seconds)
        self.kept.offer(decision.cpu, decision)

    def slowest_first(self) -> list[Decision]:
        return self.kept.costliest_first()


class Recording(CardPlayer):
    """Answers as ``inner`` does, and offers each answer with what it was made from."""

    def __init__(self, inner: CardPlayer, keep: Slowest) -> None:
        super().__init__(inner.level)
        self.inner = inner
        self.keep = keep

    def draw(self, view: SeatView, rules: CardRules, rng: random.Random) -> CardAction:
        before = self.before(view, rng)
        action = self.inner.draw(view, rules, rng)
        self.record(before, "draw", rules, action)
        return action

    def play(self, view: SeatView, rules: CardRules, rng: random.Random) -> list[CardAction]:
        before = self.before(view, rng)
        actions = self.inner.play(view, rules, rng)
        self.record(before, "play", rules, actions)
        return actions

    def before(self, view: SeatView, rng: random.Random) -> tuple[bytes, float, float]:
        """What the decision is made from, and the clocks as it starts."""
        asked = pickle.dumps((self.inner, view, rng))
        return asked, time.thread_time(), time.perf_counter()

    def record(
        self, before: tuple[bytes, float, float], question: str, rules: CardRules, answer: object
    ) -> None:
        asked, cpu, wall = before
        cpu, wall = time.thread_time() - cpu, time.perf_counter() - wall
        self.keep.offer(Decision(cpu, wall, question, asked, rules, answer, self.keep.deal))


def retime(decision: Decision, repeats: int) -> tuple[float, bool]:
    """The fastest of ``repeats`` runs of the decision, and whether each gave the same answer."""

    def prepare() -> Callable[[], object]:
        player, view, rng = pickle.loads(decision.asked)
        ask = player.draw if decision.question == "draw" else player.play
        return lambda: ask(view, decision.rules, rng)

    return fastest(prepare, decision.answer, repeats)


def position(decision: Decision) -> str:
    """The position in words, to find it again."""
    _, view, _ = pickle.loads(decision.asked)
    assert isinstance(view, SeatView)
    others = [n for seat, n in enumerate(view.hand_counts) if seat != view.seat]
    return (
        f"{decision.question}, deal {decision.deal}: {len(view.hand)} cards in hand"
        f" (opponent {'/'.join(map(str, others))}), pile {view.pile_count},"
        f" stock {view.stock_count}, {len(view.table)} melds on the table,"
        f" scores {'-'.join(map(str, view.totals))}"
    )


def run_pair(
    game: str, pair: tuple[str, str], deals: int, seed: int, top: int, repeats: int
) -> dict[str, Any]:
    """Play the pairing's duplicate deals as ``card_arena.duel`` does; time its slowest again."""
    keep = {name: Slowest(top) for name in pair}
    started = time.monotonic()

    def recording(name: str) -> CardPlayer:
        return Recording(make_benchmark_player(name), keep[name])

    def progress(report: dict[str, Any]) -> None:
        for slowest in keep.values():
            slowest.deal = report["deals"]
        if report["deals"] % 10 == 0:
            print(f"{game} {'-'.join(pair)}: {report['deals']} deals", file=sys.stderr, flush=True)

    with mock.patch.object(card_arena, "make_benchmark_player", recording):
        report = card_arena.duel(game, *pair, deals, seed, progress)
    rows = []
    for who, name in enumerate(pair):
        decisions = keep[name].slowest_first()
        timed = [(d, *retime(d, repeats)) for d in decisions]
        worst = max(timed, key=lambda row: row[1])
        rows.append(
            {
                "player": name,
                "decisions": keep[name].decisions,
                "illegal_moves": report["illegal_moves"][who],
                "played_max_ms": round(keep[name].wall_max * 1000, 1),
                "played_cpu_max_ms": round(decisions[0].cpu * 1000, 1),
                "retimed_max_ms": round(worst[1] * 1000, 1),
                "retimed_ms": [round(best * 1000, 1) for _, best, _ in timed],
                "same_answers": all(same for _, _, same in timed),
                "slowest": position(worst[0]),
            }
        )
    seconds = round(time.monotonic() - started, 1)
    return {"game": game, "pairing": "-".join(pair), "deals": deals, "seconds": seconds,
            "players": rows}  # fmt: skip


def summary(reports: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per game and level (the greedy baseline left out), over every pairing it played in."""
    rows: dict[tuple[str, str], dict[str, Any]] = {}
    for rep in reports:
        for p in rep["players"]:
            if p["player"] not in CARD_LEVELS:
                continue
            row = rows.setdefault(
                (rep["game"], p["player"]),
                {"game": rep["game"], "level": p["player"], "decisions": 0, "illegal_moves": 0,
                 "played_max_ms": 0.0, "played_cpu_max_ms": 0.0, "retimed_max_ms": -1.0,
                 "same_answers": True},
            )  # fmt: skip
            row["decisions"] += p["decisions"]
            row["illegal_moves"] += p["illegal_moves"]
            row["played_max_ms"] = max(row["played_max_ms"], p["played_max_ms"])
            row["played_cpu_max_ms"] = max(row["played_cpu_max_ms"], p["played_cpu_max_ms"])
            row["same_answers"] = row["same_answers"] and p["same_answers"]
            if p["retimed_max_ms"] > row["retimed_max_ms"]:
                row["retimed_max_ms"] = p["retimed_max_ms"]
                row["slowest"] = f"{rep['pairing']}, {p['slowest']}"
    return list(rows.values())


def parse_deals(text: str, games: list[str]) -> dict[str, int]:
    """``"50,rum500=100"``: 50 deals of each game, 100 of 500 Rum."""
    default, named = 0, {}
    for part in text.split(","):
        game, _, count = part.rpartition("=")
        if not game:
            default = int(count)
        elif game not in games:
            raise SystemExit(f"--deals names {game!r}, not one of --games")
        else:
            named[game] = int(count)
    return {game: named.get(game, default) for game in games}


def markdown(run: dict[str, Any]) -> str:
    rows = run["summary"]
    met = all(r["retimed_max_ms"] <= GOAL_MS and r["illegal_moves"] == 0 for r in rows)
    lines = [
        "# Card think time: the slowest decisions, timed again",
        "",
        f"Command: `{run['command']}`",
        "",
        f"Machine: {run['machine']}. Load average (1 / 5 / 15 min) at the start"
        f" {run['load_start']}, at the end {run['load_end']}; {run['seconds']:.0f} s in all,"
        " one process. Per player and pairing the"
        f" {run['top']} decisions (a draw, or a whole play phase) that took the most processor"
        " time while playing (the wall time counts waits for a core on a shared machine),"
        f" each timed again {run['repeats']} times from what it was made from;"
        " its figure is the fastest run (wall time). The slowest while playing: the longest"
        " wall time of any decision, and the most processor time.",
        "",
        f"Issue 30's goal, every level at most {GOAL_MS:,.0f} ms for any decision and no"
        f" illegal move: {'met' if met else 'NOT met'}.",
        "",
        "| game | level | decisions | illegal | slowest timed again ms"
        " | slowest while playing ms (wall / processor) | same answer | the slowest one |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        lines.append(
            f"| {r['game']} | {r['level']} | {r['decisions']:,} | {r['illegal_moves']}"
            f" | {r['retimed_max_ms']:.0f}"
            f" | {r['played_max_ms']:.0f} / {r['played_cpu_max_ms']:.0f}"
            f" | {'yes' if r['same_answers'] else 'NO'} | {r['slowest']} |"
        )
    lines += [
        "",
        "## Per pairing",
        "",
        "| game | pairing | deals | seconds | player | decisions | illegal"
        " | slowest timed again ms | slowest while playing ms (wall / processor) | same answer |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for rep in run["pairings"]:
        for p in rep["players"]:
            lines.append(
                f"| {rep['game']} | {rep['pairing']} | {rep['deals']} | {rep['seconds']:.0f}"
                f" | {p['player']}"
                f" | {p['decisions']:,} | {p['illegal_moves']} | {p['retimed_max_ms']:.0f}"
                f" | {p['played_max_ms']:.0f} / {p['played_cpu_max_ms']:.0f}"
                f" | {'yes' if p['same_answers'] else 'NO'} |"
            )
    return "\n".join(lines) + "\n"


def load() -> str:
    return " / ".join(f"{x:.2f}" for x in os.getloadavg())


def save(
    args: argparse.Namespace, reports: list[dict[str, Any]], started: float, load_start: str
) -> None:
    run = {
        "command": "python benchmarks/card_think_time.py " + " ".join(sys.argv[1:]),
        "machine": machine(),
        "load_start": load_start,
        "load_end": load(),
        "seconds": round(time.monotonic() - started, 1),
        "top": args.top,
        "repeats": args.repeats,
        "summary": summary(reports),
        "pairings": reports,
    }
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / f"{args.out}.md").write_text(markdown(run), encoding="utf-8")
    (RESULTS / f"{args.out}.json").write_text(json.dumps(run, indent=1) + "\n", encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="rummy,rummy30,rummy51,rum500")
    parser.add_argument("--pairs", default="hard-greedy,medium-greedy,easy-medium")
    parser.add_argument("--deals", default="20", help="N, or N,GAME=M,... per game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--top", type=int, default=8, help="decisions kept per player")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--out", default="card-think-time", help="results file stem")
    args = parser.parse_args()
    games = args.games.split(",")
    deals = parse_deals(args.deals, games)
    started, load_start = time.monotonic(), load()
    reports: list[dict[str, Any]] = []
    for game in games:
        for pair in args.pairs.split(","):
            first, second = pair.split("-", 1)
            reports.append(
                run_pair(game, (first, second), deals[game], args.seed, args.top, args.repeats)
            )
            print(json.dumps(reports[-1]), flush=True)
            # Written after every pairing: a run cut short keeps what it measured.
            save(args, reports, started, load_start)
    return 0


if __name__ == "__main__":
    sys.exit(main())
