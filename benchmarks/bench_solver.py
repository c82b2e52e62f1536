"""Solver speed against a HiGHS integer programme, side by side on the same positions.

Run from the repository root:

    python benchmarks/bench_solver.py --count 200 --max-table 90 --max-rack 20

Writes benchmarks/results/solver.md (and .json) with the command that made them.

``--classes`` instead draws positions over every class, round robin: every
preset, tables of 0 to 90 tiles holding 0, 1 or 2 jokers (every other table
with two holds both in one meld), racks of 1 to 20, one position in five
before the initial meld, both objectives; each is solved exactly by the door
(its path recorded) and by the HiGHS model of the same question, whose score
is the reference: the free model where no table joker is bound (free jokers,
no joker on the table, or the initial meld), the bound-joker model otherwise
(``highs_bound_best``, which reads the joker options as the referee does).
Results go to ``solver_classes.md`` (and .json):

    python benchmarks/bench_solver.py --classes --count 400

To time the solver alone on some of those positions (the same positions, drawn
from the same seed; nothing is written to ``results``):

    python benchmarks/bench_solver.py --classes --count 400 --only 20,65 --no-highs

``--tail`` samples one class alone, the one that was slowest against HiGHS:
rules whose table jokers move freely (the presets with free joker release,
taking turns), tables of 55 to 65 tiles holding both jokers (every other pair
of positions holds them in one meld), racks of 10 to 14, one position in five
before the initial meld, both objectives. HiGHS's free model is the
reference. Results go to ``solver_tail.md`` (and .json), with the solver's
total over HiGHS's and its CPU time beside its wall-clock time (the machine
may be shared); ``--only`` and ``--no-highs`` look as with ``--classes``, and
``--highs-from`` reads HiGHS's scores and times from an earlier run's JSON
on the same positions, to measure a change to the solver without an hour of
HiGHS:

    python benchmarks/bench_solver.py --tail --count 400
    python benchmarks/bench_solver.py --tail --count 400 --highs-from earlier.json

Positions: random valid tables (with table jokers) and racks, both objectives.
With ``--rules easy`` (jokers move freely) the HiGHS model is the reference.
Rules that bind table jokers (``classic``, ``rrrummy``, ``tiles50``, ``dutch``)
are beyond HiGHS's free model; there the reference is the general programme
(``tests/ai/general_programme.py``, a test oracle), stopped after
``--general-cap`` seconds (a capped run counts as the cap and its score is not
compared). For them
the solver is timed twice: exact (the default of ``solve``, stopped after
``--exact-cap`` seconds) and with the players' work budget
(``PLAYER_LIMITS``), whose score is compared with the exact one. Results go
to ``solver.md`` for ``easy`` and ``solver_<rules>.md`` otherwise.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import statistics
import sys
import threading
import time
import tracemalloc
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Final

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rummy_desktop.ai.base import CancelFlag, Cancelled  # noqa: E402
from rummy_desktop.ai.layout import lay_out  # noqa: E402
from rummy_desktop.ai.solver import (  # noqa: E402
    EXACT,
    PLAYER_LIMITS,
    Answer,
    Limits,
    Objective,
    Solution,
    solve,
)
from rummy_desktop.ai.solver import Position as Question  # noqa: E402
from rummy_desktop.ai.solver.floor import bound_jokers, restrictive  # noqa: E402
from rummy_desktop.ai.solver.positions import Position, random_position  # noqa: E402
from rummy_desktop.core.referee import judge_play  # noqa: E402
from rummy_desktop.core.rules import RULE_PRESETS, JokerRelease, RuleSet, preset  # noqa: E402
from tests.ai.general_model import build_model  # noqa: E402
from tests.ai.general_programme import Engine  # noqa: E402
from tests.ai.highs_model import highs_best, highs_bound_best  # noqa: E402
from tests.ai.joker_positions import joker_pair_position  # noqa: E402


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


def capped_solve(
    pos: Position, rules: RuleSet, objective: Objective, cap: float, limits: Limits
) -> tuple[Solution | None, bool]:
    """The solver's answer and whether it ran past ``cap`` seconds (then None)."""
    flag = CancelFlag()
    timer = threading.Timer(cap, flag.cancel)
    timer.start()
    try:
        return solve(pos, rules, objective, limits, flag).solution, False
    except Cancelled:
        return None, True
    finally:
        timer.cancel()


def score_of(solution: Solution | None, rules: RuleSet, objective: Objective) -> int:
    if solution is None:
        return 0
    value = objective is Objective.VALUE
    return sum(
        (rules.joker_penalty if t.is_joker else t.number) * (1000 if value else 1)
        + (1 if value else 1000)
        for t in solution.played
    )


def stats(values: list[float]) -> dict[str, float]:
    return {
        "median": statistics.median(values),
        "p99": percentile(values, 0.99),
        "worst": max(values),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-table", type=int, default=90)
    parser.add_argument("--max-rack", type=int, default=20)
    parser.add_argument("--rules", default="easy")
    parser.add_argument("--general-cap", type=float, default=10.0)
    parser.add_argument("--exact-cap", type=float, default=20.0)
    parser.add_argument("--classes", action="store_true", help="every class, see above")
    parser.add_argument(
        "--tail", action="store_true", help="the free-joker tail class alone, see above"
    )
    parser.add_argument(
        "--only", default="", help="with --classes: the positions to run, by index (1,5,9)"
    )
    parser.add_argument(
        "--no-highs", action="store_true", help="with --classes: time the solver alone"
    )
    parser.add_argument(
        "--highs-from",
        default="",
        help="with --tail: HiGHS's scores and times from this earlier solver_tail.json",
    )
    args = parser.parse_args()
    if args.tail:
        only = {int(i) for i in args.only.split(",") if i.strip()} or None
        earlier = None
        if args.highs_from:
            earlier = json.loads(Path(args.highs_from).read_text(encoding="utf-8"))
        return tail_main(args.count, args.seed, args.exact_cap, only, not args.no_highs, earlier)
    if args.classes:
        only = {int(i) for i in args.only.split(",") if i.strip()} or None
        return classes_main(args.count, args.seed, args.exact_cap, only, not args.no_highs)
    rules = preset(args.rules)
    bound = restrictive(rules)
    reference = "general DP (capped)" if bound else "HiGHS ILP"
    capped = 0
    exact_capped = 0
    rng = random.Random(args.seed)
    mine: list[float] = []
    budgeted: list[float] = []
    highs: list[float] = []
    peaks: list[int] = []
    mismatches = 0
    below_exact = 0
    worst = ("", 0.0)
    for i in range(args.count):
        size = rng.randint(10, args.max_table)
        pos = random_position(rng, size, rng.randint(4, args.max_rack), joker_chance=0.25)
        objective = Objective.TILES if i % 2 == 0 else Objective.VALUE
        t0 = time.perf_counter()
        solution, over = capped_solve(pos, rules, objective, args.exact_cap, EXACT)
        t1 = time.perf_counter()
        exact_capped += over
        if i % 5 == 0 and not over:  # memory in a second, slower run: tracemalloc distorts timing
            tracemalloc.start()
            solve(pos, rules, objective)
            peaks.append(tracemalloc.get_traced_memory()[1])
            tracemalloc.stop()
        if bound:
            b0 = time.perf_counter()
            quick = solve(pos, rules, objective, PLAYER_LIMITS).solution
            budgeted.append((time.perf_counter() - b0) * 1000)
            below_exact += not over and score_of(quick, rules, objective) < score_of(
                solution, rules, objective
            )
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
        score = score_of(solution, rules, objective)
        mismatches += not over and general is not None and score != general
        if mine[-1] > worst[1]:
            text = f"{pos.table.notation()} + {' '.join(map(str, pos.rack))} ({objective})"
            worst = (text, mine[-1])
        print(
            f"{i}: table {len(pos.table)} rack {len(pos.rack)}"
            f" dp {mine[-1]:.1f} ms"
            + (f" budgeted {budgeted[-1]:.1f} ms" if bound else "")
            + f" reference {highs[-1]:.1f} ms",
            flush=True,
        )
    figures = {
        "command": "python benchmarks/bench_solver.py " + " ".join(sys.argv[1:]),
        "positions": args.count,
        "rules": args.rules,
        "reference": reference,
        "reference_capped": capped,
        "exact_capped": exact_capped,
        "mismatches": mismatches,
        "dp_ms": stats(mine),
        "highs_ms": stats(highs),
        "dp_peak_memory_mb": max(peaks, default=0) / 1e6,
        "over_250_ms": sum(1 for t in mine if t > 250),
        "worst_position": worst[0],
    }
    if bound:
        figures["budgeted_ms"] = stats(budgeted)
        figures["budgeted_over_250_ms"] = sum(1 for t in budgeted if t > 250)
        figures["budgeted_below_exact"] = below_exact
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
        "| DP solver (exact) | {median:.1f} | {p99:.1f} | {worst:.1f} |".format(**figures["dp_ms"]),
        *(
            [
                "| DP solver, players' budget | {median:.1f} | {p99:.1f} | {worst:.1f} |".format(
                    **figures["budgeted_ms"]
                )
            ]
            if bound
            else []
        ),
        f"| {reference} | "
        + "{median:.1f} | {p99:.1f} | {worst:.1f} |".format(**figures["highs_ms"]),
        "",
        f"Peak memory of the DP (tracemalloc): {figures['dp_peak_memory_mb']:.1f} MB. "
        f"Positions above 250 ms: {figures['over_250_ms']}. "
        f"Score mismatches with the {reference}: {mismatches}"
        + (f" (runs stopped at the {args.general_cap:g} s cap: {capped})." if bound else "."),
        "",
    ]
    if exact_capped:
        lines += [f"Exact solver runs stopped at the {args.exact_cap:g} s cap: {exact_capped}.", ""]
    if bound:
        lines += [
            f"With the players' limits ({PLAYER_LIMITS.work:,} polls): positions above 250 ms:"
            f" {figures['budgeted_over_250_ms']}; plays below the exact score: {below_exact}.",
            "",
            "The free HiGHS model (tests/ai/highs_model.py) cannot judge bound-joker"
            " positions; the general programme (a test oracle) is the reference here.",
            "",
        ]
    (out / f"{stem}.md").write_text("\n".join(lines), encoding="utf-8")
    print("\n".join(lines))
    return 0


TABLE_SIZES = ((0, 0), (10, 30), (31, 60), (61, 90))


def class_position(
    rng: random.Random, i: int
) -> tuple[str, RuleSet, Question, Objective, tuple[str, str, int | str, bool]]:
    """The ``i``-th position of the round robin over presets, sizes, jokers and the initial meld."""
    names = list(RULE_PRESETS)
    name = names[i % len(names)]
    low, high = TABLE_SIZES[(i // len(names)) % len(TABLE_SIZES)]
    jokers = 0 if high == 0 else (i // (len(names) * len(TABLE_SIZES))) % 3
    initial = i % 5 == 4
    rack_size = rng.randint(1, 20)
    pos = random_position(rng, rng.randint(low, high), rack_size, joker_chance=0.3)
    for _ in range(200):  # redraw until the table holds the wanted number of jokers
        if sum(t.is_joker for t in pos.table.tiles()) == jokers:
            break
        pos = random_position(rng, rng.randint(low, high), rack_size, joker_chance=0.3)
    held = sum(t.is_joker for t in pos.table.tiles())
    count: int | str = held
    if jokers == 2 and (i // (len(names) * len(TABLE_SIZES) * 3)) % 2 == 1:
        # both jokers in one meld, drawn apart so that the other positions stay as they were
        aside = random.Random(f"classes/pair/{i}")
        pair = None
        while pair is None:
            pair = joker_pair_position(aside, (max(low - 4, 3), max(high - 4, 3)), (rack_size,) * 2)
        pos, count = pair[0], "2-in-1"
    objective = Objective.TILES if i % 2 == 0 else Objective.VALUE
    question = Question(pos.table, pos.rack, initial)
    return name, RULE_PRESETS[name], question, objective, (name, f"{low}-{high}", count, initial)


def classes_main(
    count: int, seed: int, cap: float, only: set[int] | None = None, with_highs: bool = True
) -> int:
    """The class benchmark; with ``only`` or without HiGHS a look that writes nothing."""
    rng = random.Random(seed)
    mine: list[float] = []
    highs: list[float] = []
    peaks: list[int] = []
    paths: dict[str, int] = {}
    classes: dict[str, int] = {}
    mismatches: list[str] = []
    capped = inexact = 0
    bound_rows: list[bool] = []
    worst = ("", 0.0)
    for i in range(count):
        name, rules, question, objective, key = class_position(rng, i)
        if only is not None and i not in only:
            continue  # drawn all the same: the positions stay those of the full run
        value = objective is Objective.VALUE
        label = "/".join(map(str, key))
        classes[label] = classes.get(label, 0) + 1
        flag = CancelFlag()
        timer = threading.Timer(cap, flag.cancel)
        timer.start()
        t0 = time.perf_counter()
        try:
            answer = solve(question, rules, objective, EXACT, flag)
        except Cancelled:
            answer = None
        finally:
            timer.cancel()
        t1 = time.perf_counter()
        if answer is None:
            capped += 1
            path = "capped"
        else:
            path = str(answer.path)
        paths[path] = paths.get(path, 0) + 1
        # memory in a second run (tracemalloc is slow): every fifth and every slow position
        slow = (t1 - t0) * 1000 > 100
        if (i % 5 == 0 or slow) and answer is not None and with_highs:
            tracemalloc.start()
            solve(question, rules, objective)
            peaks.append(tracemalloc.get_traced_memory()[1])
            tracemalloc.stop()
        free = question.initial or not bound_jokers(question.table, rules)
        t2 = time.perf_counter()
        reference = None
        if with_highs and free:
            reference = highs_best(
                question.table,
                question.rack,
                rules,
                value_objective=value,
                initial=question.initial,
            )
        elif with_highs:
            reference = highs_bound_best(
                question.table, question.rack, rules, value_objective=value
            )
        t3 = time.perf_counter()
        mine.append((t1 - t0) * 1000)
        highs.append((t3 - t2) * 1000)
        bound_rows.append(not free)
        text = f"{name}: {question.table.notation()} + {' '.join(map(str, question.rack))}"
        text += f" ({objective}{', initial' if question.initial else ''})"
        if answer is not None and reference is not None:
            score = score_of(answer.solution, rules, objective)
            if score != reference:
                mismatches.append(f"{text}: {score} against HiGHS {reference}")
            inexact += not answer.exact
        if mine[-1] > worst[1]:
            worst = (text, mine[-1])
        print(
            f"{i}: {label} rack {len(question.rack)} {path} {mine[-1]:.1f} ms"
            f" highs {highs[-1]:.1f} ms",
            flush=True,
        )
    if only is not None or not with_highs:
        worst_ms = max(mine, default=0.0)
        print(
            f"{len(mine)} positions: solver total {sum(mine):.0f} ms, worst {worst_ms:.1f} ms,"
            f" above 250 ms {sum(1 for t in mine if t > 250)}; paths {paths}"
        )
        return 0
    figures = {
        "command": "python benchmarks/bench_solver.py " + " ".join(sys.argv[1:]),
        "positions": count,
        "classes": classes,
        "paths": paths,
        "solver_ms": stats(mine),
        "highs_ms": stats(highs),
        "solver_total_ms": round(sum(mine), 1),
        "highs_total_ms": round(sum(highs), 1),
        "over_250_ms": sum(1 for t in mine if t > 250),
        "capped": capped,
        "inexact": inexact,
        "mismatches": mismatches,
        "peak_memory_mb": max(peaks, default=0) / 1e6,
        "worst_position": worst[0],
    }
    for side, bound in (("free", False), ("bound", True)):
        rows = [i for i, b in enumerate(bound_rows) if b == bound]
        figures[f"{side}_positions"] = len(rows)
        figures[f"solver_{side}_total_ms"] = round(sum(mine[i] for i in rows), 1)
        figures[f"highs_{side}_total_ms"] = round(sum(highs[i] for i in rows), 1)
    out = ROOT / "benchmarks" / "results"
    out.mkdir(parents=True, exist_ok=True)
    (out / "solver_classes.json").write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
    lines = [
        "# Solver benchmark over every class",
        "",
        f"Command: `{figures['command']}`",
        "",
        f"{count} positions: every preset, tables 0 to 90 tiles with 0 to 2 jokers (every"
        " other table with two holds both in one meld), racks 1 to 20, one in five before the"
        " initial meld, objectives alternating. The reference is HiGHS on the same question:"
        " its free model where no table joker is bound, its bound-joker model otherwise.",
        "",
        "| | median ms | p99 ms | worst ms | total ms |",
        "|---|---|---|---|---|",
        "| solver (exact) | {median:.1f} | {p99:.1f} | {worst:.1f} |".format(**figures["solver_ms"])
        + f" {figures['solver_total_ms']:.0f} |",
        "| HiGHS model | {median:.1f} | {p99:.1f} | {worst:.1f} |".format(**figures["highs_ms"])
        + f" {figures['highs_total_ms']:.0f} |",
        "",
        f"Positions above 250 ms: {figures['over_250_ms']}; stopped at the {cap:g} s cap:"
        f" {capped}; peak memory (tracemalloc, every fifth position and every one above"
        f" 100 ms): {figures['peak_memory_mb']:.1f} MB; mismatches with HiGHS: {len(mismatches)};"
        f" answers not proven exact: {inexact}.",
        "",
        "Solver total / HiGHS total:"
        f" {figures['solver_total_ms'] / max(figures['highs_total_ms'], 1):.3f}"
        f" (free jokers, {figures['free_positions']} positions:"
        f" {figures['solver_free_total_ms']:.0f} / {figures['highs_free_total_ms']:.0f} ms;"
        f" bound jokers, {figures['bound_positions']}:"
        f" {figures['solver_bound_total_ms']:.0f} / {figures['highs_bound_total_ms']:.0f} ms).",
        "",
        "Paths: " + ", ".join(f"{k} {v}" for k, v in sorted(paths.items())) + ".",
        "",
        f"Slowest position ({worst[1]:.0f} ms): `{worst[0]}`",
        "",
    ]
    (out / "solver_classes.md").write_text("\n".join(lines), encoding="utf-8")
    print("\n".join(lines))
    return 0


FREE_PRESETS: Final = tuple(
    name for name, rules in RULE_PRESETS.items() if rules.joker_release is JokerRelease.FREE
)
TAIL_TABLE: Final = (55, 65)
TAIL_RACK: Final = (10, 14)


def tail_position(
    rng: random.Random, i: int
) -> tuple[str, RuleSet, Question, Objective, tuple[str, str, str]]:
    """The ``i``-th position of the tail class: free jokers, two on a table of 55-65, rack 10-14.

    Presets, objectives and where the jokers lie take turns (every other pair
    of positions holds both jokers in one meld); one in five is before the
    initial meld, as in the class run. Tables are drawn again until their size
    and jokers fit, so every position is of the class.
    """
    name = FREE_PRESETS[i % len(FREE_PRESETS)]
    objective = Objective.TILES if (i // len(FREE_PRESETS)) % 2 == 0 else Objective.VALUE
    paired = (i // (2 * len(FREE_PRESETS))) % 2 == 1
    initial = i % 5 == 4
    rack_size = rng.randint(*TAIL_RACK)
    low, high = TAIL_TABLE
    while True:
        if paired:
            pair = joker_pair_position(rng, (low - 4, high - 4), (rack_size,) * 2)
            pos = pair[0] if pair is not None else None
        else:
            pos = random_position(rng, rng.randint(low, high), rack_size, joker_chance=0.3)
        if (
            pos is not None
            and low <= len(pos.table) <= high
            and sum(t.is_joker for t in pos.table.tiles()) == 2
        ):
            break
    question = Question(pos.table, pos.rack, initial)
    key = (name, "2-in-1" if paired else "apart", "initial" if initial else "melded")
    return name, RULE_PRESETS[name], question, objective, key


@dataclass(frozen=True, slots=True)
class TailRow:
    """One position of the tail run, as the results name it."""

    index: int
    label: str
    table: int
    rack: int
    solver_ms: float
    solver_cpu_ms: float
    highs_ms: float
    path: str
    position: str
    reference: int | None

    def brief(self) -> dict[str, object]:
        return {
            "index": self.index,
            "class": self.label,
            "table": self.table,
            "rack": self.rack,
            "solver_ms": self.solver_ms,
            "highs_ms": self.highs_ms,
        }


def tail_main(
    count: int,
    seed: int,
    cap: float,
    only: set[int] | None = None,
    with_highs: bool = True,
    earlier: dict[str, object] | None = None,
) -> int:
    """The tail class alone; with ``only`` or without HiGHS a look that writes nothing.

    With ``earlier`` (the JSON of an earlier tail run) HiGHS is not asked
    again: its scores and times are read from there, position by position
    (the positions must be the same, checked by their notation's checksum), so
    a change to the solver is measured without an hour of HiGHS.
    """
    known: dict[int, list[int | float]] = {}
    if earlier is not None:
        if earlier.get("seed") != seed:
            raise SystemExit("--highs-from: that run drew its positions from another seed")
        rows_before = earlier.get("rows")
        assert isinstance(rows_before, list)
        known = {int(r[0]): r for r in rows_before}
    rng = random.Random(seed)
    rows: list[TailRow] = []
    mismatches: list[str] = []
    above: list[int] = []
    capped = 0
    for i in range(count):
        name, rules, question, objective, key = tail_position(rng, i)
        if only is not None and i not in only:
            continue  # drawn all the same: the positions stay those of the full run
        flag = CancelFlag()
        # The garbage of the positions before (their reference cycles, freed with all the
        # search memory they hold) is collected here, not inside this position's timing,
        # where a collection due by the counts would land it: each position pays for the
        # collections its own work sets off. In the game the worker thread never collects
        # at all (app/gc_guard.py): the GUI thread does.
        gc.collect()
        timer = threading.Timer(cap, flag.cancel)
        timer.start()
        t0, c0 = time.perf_counter(), time.process_time()
        try:
            answer: Answer | None = solve(question, rules, objective, EXACT, flag)
        except Cancelled:
            answer = None
        finally:
            timer.cancel()
        t1, c1 = time.perf_counter(), time.process_time()
        capped += answer is None
        text = f"{name}: {question.table.notation()} + {' '.join(map(str, question.rack))}"
        text += f" ({objective}{', initial' if question.initial else ''})"
        reference = None
        highs_ms = 0.0
        if earlier is not None:
            before = known.get(i)
            if before is None or before[1] != zlib.crc32(text.encode()):
                raise SystemExit(f"--highs-from: position {i} is not the one of that run")
            highs_ms, reference = float(before[3]), int(before[4])
        elif with_highs:
            reference = highs_best(
                question.table,
                question.rack,
                rules,
                value_objective=objective is Objective.VALUE,
                initial=question.initial,
            )
            highs_ms = (time.perf_counter() - t1) * 1000
        if answer is not None and reference is not None:
            score = score_of(answer.solution, rules, objective)
            if score != reference:
                mismatches.append(f"{i}: {text}: {score} against HiGHS {reference}")
                if score > reference and answer.solution is not None:
                    # HiGHS stops within a relative gap of its objective, which counts every
                    # table tile: a play above it that the referee accepts proves HiGHS short
                    laid = lay_out(question.table, answer.solution.melds)
                    legal = not judge_play(
                        rules, question.table, laid, question.rack, not question.initial
                    )
                    if legal:
                        above.append(i)
        row = TailRow(
            index=i,
            label="/".join(map(str, key)),
            table=len(question.table),
            rack=len(question.rack),
            solver_ms=round((t1 - t0) * 1000, 1),
            solver_cpu_ms=round((c1 - c0) * 1000, 1),
            highs_ms=round(highs_ms, 1),
            path="capped" if answer is None else str(answer.path),
            position=text,
            reference=reference,
        )
        rows.append(row)
        print(
            f"{i}: {row.label} table {row.table} rack {row.rack} {row.path}"
            f" {row.solver_ms:.1f} ms (cpu {row.solver_cpu_ms:.1f}) highs {row.highs_ms:.1f} ms",
            flush=True,
        )
    mine = [r.solver_ms for r in rows]
    cpu = [r.solver_cpu_ms for r in rows]
    highs = [r.highs_ms for r in rows]
    if only is not None or not (with_highs or earlier) or not rows:
        print(
            f"{len(mine)} positions: solver total {sum(mine):.0f} ms,"
            f" worst {max(mine, default=0.0):.1f} ms, above 250 ms {sum(t > 250 for t in mine)}"
        )
        return 0
    slowest = sorted(rows, key=lambda r: -r.solver_ms)
    worst = slowest[0]
    classes: dict[str, int] = {}
    for r in rows:
        classes[r.label] = classes.get(r.label, 0) + 1
    ratio = sum(mine) / max(sum(highs), 1.0)
    over = [r for r in slowest if r.solver_ms > 250]
    solver_stats, highs_stats, cpu_stats = stats(mine), stats(highs), stats(cpu)
    command = "python benchmarks/bench_solver.py " + " ".join(sys.argv[1:])
    figures = {
        "command": command,
        "seed": seed,
        "positions": count,
        "presets": list(FREE_PRESETS),
        "classes": classes,
        "solver_ms": solver_stats,
        "solver_cpu_ms": cpu_stats,
        "solver_cpu_total_ms": round(sum(cpu), 1),
        "over_250_cpu_ms": sum(t > 250 for t in cpu),
        "highs_ms": highs_stats,
        "solver_total_ms": round(sum(mine), 1),
        "highs_total_ms": round(sum(highs), 1),
        "ratio": round(ratio, 4),
        "over_250_ms": [r.brief() for r in over],
        "capped": capped,
        "mismatches": mismatches,
        "mismatches_above_highs_and_legal": above,
        "slowest": [r.brief() for r in slowest[:10]],
        "worst_position": worst.position,
        "highs_from": "an earlier run (--highs-from)" if earlier is not None else "this run",
        # per position: index, checksum of its notation, solver ms, HiGHS ms, HiGHS's score,
        # solver CPU ms
        "rows": [
            [
                r.index,
                zlib.crc32(r.position.encode()),
                r.solver_ms,
                r.highs_ms,
                r.reference,
                r.solver_cpu_ms,
            ]
            for r in rows
        ],
    }
    out = ROOT / "benchmarks" / "results"
    out.mkdir(parents=True, exist_ok=True)
    (out / "solver_tail.json").write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
    overs = ", ".join(f"{r.index}: {r.solver_ms:.0f} ms" for r in over)
    lines = [
        "# Solver benchmark: the free-joker tail",
        "",
        f"Command: `{command}`",
        "",
        f"{count} positions of one class: rules whose table jokers move freely"
        f" ({', '.join(FREE_PRESETS)}, taking turns), tables of {TAIL_TABLE[0]} to"
        f" {TAIL_TABLE[1]} tiles holding both jokers (every other pair of positions holds them"
        f" in one meld), racks of {TAIL_RACK[0]} to {TAIL_RACK[1]}, one in five before the"
        " initial meld, objectives taking turns. Each is solved exactly by the solver and by"
        " HiGHS's free model (the reference), the scores compared"
        + (
            "; HiGHS's scores and times are those of an earlier run on the same positions"
            " (`--highs-from`)."
            if earlier is not None
            else "."
        ),
        "",
        "| | median ms | p99 ms | worst ms | total ms |",
        "|---|---|---|---|---|",
        "| solver (exact) | {median:.1f} | {p99:.1f} | {worst:.1f} |".format(**solver_stats)
        + f" {sum(mine):.0f} |",
        "| HiGHS free model | {median:.1f} | {p99:.1f} | {worst:.1f} |".format(**highs_stats)
        + f" {sum(highs):.0f} |",
        "| solver, CPU time of its process | {median:.1f} | {p99:.1f} | {worst:.1f} |".format(
            **cpu_stats
        )
        + f" {sum(cpu):.0f} |",
        "",
        "Times are wall-clock unless said otherwise; the machine is shared, so the solver's"
        " CPU time is given as well (it counts its own process only, not its waits for a"
        f" core). Positions above 250 ms of CPU: {figures['over_250_cpu_ms']}.",
        "",
        f"Solver total / HiGHS total: {ratio:.3f}. Positions above 250 ms: {len(over)}"
        + (f" ({overs})" if over else "")
        + f"; stopped at the {cap:g} s cap: {capped}; mismatches with HiGHS: {len(mismatches)}"
        + (
            f" (of which {len(above)} where the solver's play scores above HiGHS's and the"
            " referee accepts it: HiGHS stopped within its relative MIP gap, 1e-4 of an"
            " objective that counts every table tile)"
            if above
            else ""
        )
        + ".",
        "",
        f"Slowest position ({worst.index}, {worst.solver_ms:.0f} ms): `{worst.position}`",
        "",
    ]
    (out / "solver_tail.md").write_text("\n".join(lines), encoding="utf-8")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
