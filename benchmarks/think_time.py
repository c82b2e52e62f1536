"""The slowest decisions of the computer levels, timed again on their own.

Run from the project root::

    python benchmarks/think_time.py --deals 50 --rules easy --pairs expert-hoarder,hard-medium

The arena's think times are taken while the games play, on a machine that
may be shared: the same move, played twice, took 3,080 ms in one run and
775 ms in another (``results/arena.md``). Every player's work is bounded by
counts, not by a clock, so a decision is the same computation whatever the
load; load can only add time. This benchmark plays the duplicate deals of
each pairing (as ``arena.py`` does), keeps the ``--top`` slowest decisions of
each level with the view and random source they were made from, and times
each again ``--repeats`` times in a row. A decision's figure is the fastest
of its runs (what it costs the machine); the report gives, per level, the
slowest decision by that figure, and the slowest time seen while playing.
The same decision must come out of every run, or the report says so.
Results go to ``benchmarks/results/<out>.md`` (and a JSON twin).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from arena import bench_player  # noqa: E402
from slowest import Costliest, fastest, machine  # noqa: E402

from rummy_desktop.ai.base import CancelFlag  # noqa: E402
from rummy_desktop.ai.runner import decision_rng, play_turn  # noqa: E402
from rummy_desktop.cli.arena import deal_seed  # noqa: E402
from rummy_desktop.core.actions import TurnAction  # noqa: E402
from rummy_desktop.core.rules import preset  # noqa: E402
from rummy_desktop.core.state import GameState  # noqa: E402
from rummy_desktop.core.views import PlayerView  # noqa: E402

RESULTS = Path(__file__).parent / "results"


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision as it was asked: enough to ask it again."""

    seconds: float
    level: str
    view: PlayerView
    seed: int
    round_number: int
    turn: int
    seat: int
    action: TurnAction


def play_deals(
    levels: tuple[str, str], deals: int, seed: int, rules_name: str, top: int
) -> tuple[dict[str, list[Decision]], dict[str, int]]:
    """Play the pairing's duplicate deals; the ``top`` slowest decisions of each level."""
    rules = preset(rules_name)
    kept: dict[str, Costliest[Decision]] = {level: Costliest(top) for level in levels}
    for index in range(2 * deals):
        seating = levels if index % 2 == 0 else levels[::-1]
        players = [bench_player(name) for name in seating]
        state = GameState.new_match(rules, list(seating), deal_seed(seed, index // 2))
        while not state.round_over:
            seat = state.current
            view = state.view(seat)
            mark = (state.seed, state.round_number, state.turn, seat)
            outcome = play_turn(state, players[seat])
            level = seating[seat]
            decision = Decision(outcome.think_seconds, level, view, *mark, outcome.chosen)
            kept[level].offer(outcome.think_seconds, decision)
        print(f"{'-'.join(levels)} game {index} done", file=sys.stderr, flush=True)
    slowest = {level: keep.costliest_first() for level, keep in kept.items()}
    return slowest, {level: keep.offered for level, keep in kept.items()}


def retime(decision: Decision, repeats: int) -> tuple[float, bool]:
    """The fastest of ``repeats`` runs of the decision, and whether each gave the same action."""
    player = bench_player(decision.level)

    def prepare() -> Callable[[], object]:
        rng = decision_rng(decision.seed, decision.round_number, decision.turn, decision.seat)
        return lambda: player.choose(decision.view, rng, CancelFlag())

    return fastest(prepare, decision.action, repeats)


def run_pair(
    levels: tuple[str, str], deals: int, seed: int, rules: str, top: int, repeats: int
) -> dict[str, Any]:
    slowest, counts = play_deals(levels, deals, seed, rules, top)
    rows = []
    for level in levels:
        timed = [(d, *retime(d, repeats)) for d in slowest[level]]
        worst = max(timed, key=lambda row: row[1])
        rows.append(
            {
                "level": level,
                "decisions": counts[level],
                "played_max_ms": round(slowest[level][0].seconds * 1000, 1),
                "retimed_max_ms": round(worst[1] * 1000, 1),
                "retimed_ms": [round(best * 1000, 1) for _, best, _ in timed],
                "same_actions": all(same for _, _, same in timed),
                "slowest_rack": len(worst[0].view.rack),
                "slowest_table": len(worst[0].view.table.tiles()),
                "slowest_pool": worst[0].view.pool_size,
            }
        )
    return {"pairing": "-".join(levels), "rules": rules, "deals": deals, "levels": rows}


def markdown(command: str, top: int, repeats: int, reports: list[dict[str, Any]]) -> str:
    lines = [
        "# Think time: the slowest decisions, timed again",
        "",
        f"Command: `{command}`",
        "",
        f"Machine: {machine()}. Per level the {top} slowest decisions seen while"
        f" playing, each timed again {repeats} times; its figure is the fastest run.",
        "",
        "| pairing | rules | deals | level | decisions | slowest while playing ms"
        " | slowest timed again ms | rack / table / pool of that one | same action |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for rep in reports:
        for row in rep["levels"]:
            lines.append(
                f"| {rep['pairing']} | {rep['rules']} | {rep['deals']} | {row['level']}"
                f" | {row['decisions']} | {row['played_max_ms']:.0f} | {row['retimed_max_ms']:.0f}"
                f" | {row['slowest_rack']} / {row['slowest_table']} / {row['slowest_pool']}"
                f" | {'yes' if row['same_actions'] else 'NO'} |"
            )
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="easy")
    parser.add_argument("--pairs", default="expert-hoarder,hard-medium")
    parser.add_argument("--top", type=int, default=20, help="decisions kept per level")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--out", default="think-time", help="results file stem")
    args = parser.parse_args()
    reports = []
    for pair in args.pairs.split(","):
        first, second = pair.split("-")
        reports.append(
            run_pair((first, second), args.deals, args.seed, args.rules, args.top, args.repeats)
        )
        print(json.dumps(reports[-1]), flush=True)
    command = "python benchmarks/think_time.py " + " ".join(sys.argv[1:])
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / f"{args.out}.md").write_text(markdown(command, args.top, args.repeats, reports))
    (RESULTS / f"{args.out}.json").write_text(json.dumps(reports, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
