"""``rummy-desktop arena``: computer levels against each other, many games headless.

Contract: ``arena --players hard,medium[,...] --games N --seed S [--rules
PRESET] [--json]`` plays N games and prints, per player, wins, draws, mean
score and mean and p99 think time; with ``--json`` the last line is one JSON
object with at least ``illegal_moves``, ``think_ms_p99`` and per player
``wins``. Bad input exits 2 with one line on standard error.
``--option NAME=VALUE`` (repeatable) changes single rule options; the JSON
object names them under ``house_rules``.

Games are *duplicate*: with P players each deal is played P times, the
seating rotated one place each time, so every player gets every rack and
every seat and luck cancels out. Each game is decided by its seed alone, so
``--jobs`` changes how fast the numbers come, never which numbers.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from rummy_desktop.ai.players import make_player, parse_levels
from rummy_desktop.ai.runner import GameResult, play_game
from rummy_desktop.cli.common import (
    EXIT_OK,
    add_rules_argument,
    emit,
    fail,
    game_help,
    rules_from,
    run_game,
)
from rummy_desktop.core.errors import RummyError
from rummy_desktop.core.rules import MAX_PLAYERS, MIN_PLAYERS, RuleSet


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "arena",
        help="play computer levels against each other",
        description="Play N headless games between computer levels over duplicate deals.",
    )
    parser.add_argument("--players", metavar="LEVELS", help="levels by seat, e.g. hard,medium")
    parser.add_argument("--games", metavar="N", help="number of games (default 2)", default="2")
    parser.add_argument(
        "--seed", metavar="S", help="seed of the first deal (default 1)", default="1"
    )
    add_rules_argument(parser)
    parser.add_argument(
        "--game",
        default="tiles",
        metavar="GAME",
        help=game_help(),
    )
    parser.add_argument("--jobs", metavar="J", default="1", help="worker processes (default 1)")
    parser.add_argument("--json", action="store_true", help="end with one JSON object")
    parser.set_defaults(handler=run)


Spec = TypeVar("Spec")


def deal_seed(seed: int, deal: int) -> int:
    """The game seed of one deal: fixed by the arena seed and the deal's number."""
    return random.Random(f"rummy-desktop/arena/{seed}/{deal}").getrandbits(48)


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One arena game: which deal, and which player sits where."""

    index: int
    rules: RuleSet
    levels: tuple[str, ...]
    seed: int

    @property
    def players(self) -> int:
        return len(self.levels)

    @property
    def deal(self) -> int:
        return self.index // self.players

    @property
    def rotation(self) -> int:
        return self.index % self.players

    def seating(self) -> list[int]:
        """For each seat, the index of the player (in ``--players`` order) sitting there."""
        return [(s + self.rotation) % self.players for s in range(self.players)]


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One finished arena game, told per player (not per seat)."""

    index: int
    winner: int | None
    scores: tuple[int, ...]
    think_ms: tuple[tuple[float, ...], ...]
    illegal: tuple[int, ...]
    turns: int
    capped: bool
    winners: tuple[int, ...] = ()
    """Every player who wins: the sole winner, or several sharing a card match's win."""


class MatchResult(Protocol):
    """What a finished game tells the arena, per seat (tile and card runners alike)."""

    @property
    def winner(self) -> int | None: ...
    @property
    def scores(self) -> Sequence[int]: ...
    @property
    def think_seconds(self) -> Sequence[Sequence[float]]: ...
    @property
    def illegal(self) -> Sequence[Sequence[object]]: ...
    @property
    def turns(self) -> int: ...
    @property
    def capped(self) -> bool: ...


def record_of(
    index: int,
    seating: Sequence[int],
    result: MatchResult,
    winners: Sequence[int] | None = None,
) -> GameRecord:
    """One game's result told per player (``seating[seat]`` is the player in that seat).

    ``winners`` are the winning seats where a card match may share its win;
    without them the sole ``result.winner`` is the only one.
    """
    seat_of = {p: s for s, p in enumerate(seating)}
    order = range(len(seating))
    if winners is None:
        winners = () if result.winner is None else (result.winner,)
    return GameRecord(
        index=index,
        winners=tuple(seating[seat] for seat in winners),
        winner=None if result.winner is None else seating[result.winner],
        scores=tuple(result.scores[seat_of[p]] for p in order),
        think_ms=tuple(tuple(t * 1000 for t in result.think_seconds[seat_of[p]]) for p in order),
        illegal=tuple(len(result.illegal[seat_of[p]]) for p in order),
        turns=result.turns,
        capped=result.capped,
    )


def play_spec(spec: GameSpec) -> GameRecord:
    seating = spec.seating()
    players = [make_player(spec.levels[p]) for p in seating]
    result: GameResult = play_game(spec.rules, players, deal_seed(spec.seed, spec.deal))
    return record_of(spec.index, seating, result)


def play_in_order(
    play: Callable[[Spec], GameRecord], specs: Sequence[Spec], jobs: int
) -> Iterator[GameRecord]:
    """Results in game order, whatever the number of worker processes.

    ``play`` must be a module-level function so worker processes can find it.
    """
    if jobs <= 1 or len(specs) <= 1:
        yield from (play(s) for s in specs)
        return
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap(play, specs, chunksize=1)


def play_all(specs: Sequence[GameSpec], jobs: int) -> Iterator[GameRecord]:
    """Results in game order, whatever the number of worker processes."""
    return play_in_order(play_spec, specs, jobs)


def percentile(values: Sequence[float], q: float) -> float:
    """The nearest-rank percentile (0 for no values)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def player_reports(levels: Sequence[str], records: Sequence[GameRecord]) -> list[dict[str, Any]]:
    """Each player's wins, scores, illegal moves and think times over the arena's games.

    A card match won by several together is a shared win for each of them
    and a loss for the rest, not a draw: the others were beaten.
    """
    players: list[dict[str, Any]] = []
    for p, level in enumerate(levels):
        times = [t for r in records for t in r.think_ms[p]]
        wins = sum(1 for r in records if r.winner == p)
        shared = sum(1 for r in records if r.winner is None and p in r.winners)
        draws = sum(1 for r in records if r.winner is None and not r.winners)
        players.append(
            {
                "player": p,
                "level": level,
                "wins": wins,
                "shared_wins": shared,
                "draws": draws,
                "losses": len(records) - wins - shared - draws,
                "win_rate": round(wins / len(records), 4) if records else 0.0,
                "mean_score": round(sum(r.scores[p] for r in records) / len(records), 2)
                if records
                else 0.0,
                "illegal_moves": sum(r.illegal[p] for r in records),
                "decisions": len(times),
                "think_ms_mean": round(sum(times) / len(times), 3) if times else 0.0,
                "think_ms_p99": round(percentile(times, 99), 3),
                "think_ms_max": round(max(times), 3) if times else 0.0,
            }
        )
    return players


def totals(records: Sequence[GameRecord]) -> dict[str, Any]:
    """The figures over every game: turns, capped games, illegal moves, think times."""
    everything = [t for r in records for per in r.think_ms for t in per]
    return {
        "turns": sum(r.turns for r in records),
        "capped_games": sum(1 for r in records if r.capped),
        "illegal_moves": sum(sum(r.illegal) for r in records),
        "think_ms_p99": round(percentile(everything, 99), 3),
        "think_ms_max": round(max(everything), 3) if everything else 0.0,
    }


def summarise(
    levels: Sequence[str], records: Sequence[GameRecord], seed: int, rules: RuleSet
) -> dict[str, Any]:
    """The arena's report as a JSON-ready object."""
    return {
        "games": len(records),
        "deals": len({r.index // len(levels) for r in records}),
        "seed": seed,
        "rules": rules.preset,
        "house_rules": rules.house_rules(),
        **totals(records),
        "players": player_reports(levels, records),
    }


def _table(report: dict[str, Any]) -> str:
    lines = [
        f"arena: {report['games']} games over {report['deals']} deals, rules {report['rules']},"
        f" seed {report['seed']}: {report['turns']} turns, {report['illegal_moves']} illegal"
        f" moves, think p99 {report['think_ms_p99']:.1f} ms",
        f"{'player':<10}{'wins':>7}{'draws':>7}{'mean score':>12}{'think ms':>10}{'p99 ms':>10}",
    ]
    for p in report["players"]:
        lines.append(
            f"{p['level']:<10}{p['wins']:>7}{p['draws']:>7}{p['mean_score']:>12.1f}"
            f"{p['think_ms_mean']:>10.1f}{p['think_ms_p99']:>10.1f}"
        )
    return "\n".join(lines)


def whole_number(text: str, name: str, low: int | None = None) -> int:
    try:
        value = int(text)
    except ValueError:
        raise RummyError(f"{name} must be a whole number, not {text!r}") from None
    if low is not None and value < low:
        raise RummyError(f"{name} must be at least {low}, not {value}")
    return value


def parse_players(text: str | None) -> list[str]:
    """Levels for ``--players``, checked for count and names."""
    if not text:
        raise RummyError("--players is required, e.g. --players hard,medium")
    levels = parse_levels(text)
    if not MIN_PLAYERS <= len(levels) <= MAX_PLAYERS:
        raise RummyError(f"--players needs {MIN_PLAYERS} to {MAX_PLAYERS} levels")
    return levels


def run(args: argparse.Namespace) -> int:
    """``arena --game GAME``: the game's family plays it (the tiles: :func:`run_tiles`)."""
    return run_game(args, "arena")


def run_tiles(args: argparse.Namespace) -> int:
    try:
        levels = parse_players(args.players)
        games = whole_number(args.games, "--games", 1)
        seed = whole_number(args.seed, "--seed")
        jobs = whole_number(args.jobs, "--jobs", 1)
        rules = rules_from(args.rules, option_texts=args.option)
    except RummyError as exc:
        return fail(str(exc))
    specs = [GameSpec(i, rules, tuple(levels), seed) for i in range(games)]
    records = list(play_all(specs, jobs))
    report = summarise(levels, records, seed, rules)
    print(_table(report), flush=True)
    if args.json:
        emit(report)
    return EXIT_OK
