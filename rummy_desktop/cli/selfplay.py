"""``rummy-desktop selfplay``: one headless game between computer levels.

Contract: ``selfplay --players hard,medium,easy --seed S [--rules PRESET]
[--json]`` plays one game and prints its result; with ``--json`` the last
line is one JSON object with at least ``winner``, ``scores`` and ``turns``.
Bad input exits 2 with one line on standard error.

The game is set up (:func:`new_game`) apart from being played on
(:func:`play_on`), so saving part-way and resuming a record plug in between
the two without changing how a turn is decided: every decision's randomness
comes from the game seed and the turn's place in the game.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from rummy_desktop.ai.players import make_player
from rummy_desktop.ai.runner import GameResult, finish_game
from rummy_desktop.cli.arena import parse_players, whole_number
from rummy_desktop.cli.common import EXIT_OK, add_rules_argument, emit, fail, rules_from
from rummy_desktop.core.errors import RummyError
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.state import GameState


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "selfplay",
        help="play one game between computer levels",
        description="Play one headless game between computer levels and print the result.",
    )
    parser.add_argument("--players", metavar="LEVELS", help="levels by seat, e.g. hard,medium,easy")
    parser.add_argument("--seed", metavar="S", default="1", help="game seed (default 1)")
    add_rules_argument(parser)
    parser.add_argument("--json", action="store_true", help="end with one JSON object")
    parser.set_defaults(handler=run)


def new_game(rules: RuleSet, levels: Sequence[str], seed: int) -> GameState:
    """A fresh match, seats named after their levels."""
    names = [f"{level.capitalize()} {i + 1}" for i, level in enumerate(levels)]
    return GameState.new_match(rules, names, seed)


def play_on(state: GameState, levels: Sequence[str]) -> GameResult:
    """Play a new or resumed game to the end of its match."""
    return finish_game(state, [make_player(level) for level in levels])


def report(state: GameState, levels: Sequence[str], result: GameResult) -> dict[str, Any]:
    return {
        "seed": state.seed,
        "rules": state.rules.preset,
        "players": list(levels),
        "names": list(state.names),
        "winner": result.winner,
        "winner_level": None if result.winner is None else levels[result.winner],
        "scores": list(result.scores),
        "turns": result.turns,
        "rounds": result.rounds,
        "round_ends": [str(end) for end in result.round_ends],
        "illegal_moves": result.illegal_moves,
        "capped": result.capped,
    }


def run(args: argparse.Namespace) -> int:
    try:
        levels = parse_players(args.players)
        seed = whole_number(args.seed, "--seed")
        rules = rules_from(args.rules)
    except RummyError as exc:
        return fail(str(exc))
    state = new_game(rules, levels, seed)
    result = play_on(state, levels)
    summary = report(state, levels, result)
    for seat, (name, score) in enumerate(zip(state.names, result.scores, strict=True)):
        mark = "  winner" if seat == result.winner else ""
        print(f"{name:<12}{score:>6}{mark}")
    outcome = "a draw" if result.winner is None else f"won by {state.names[result.winner]}"
    print(f"{result.turns} turns, {result.illegal_moves} illegal moves, {outcome}", flush=True)
    if args.json:
        emit(summary)
    return EXIT_OK
