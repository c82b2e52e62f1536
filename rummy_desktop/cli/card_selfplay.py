"""``rummy-desktop selfplay --game GAME``: one headless card game between computer levels.

The same contract as for tiles: ``--players LEVELS --seed S [--option
NAME=VALUE]... [--json]`` plays one match and prints its result; with
``--json`` the last line is one JSON object with at least ``winner``,
``scores``, ``turns`` and ``illegal_moves``. Bad input exits 2 with one line
on standard error. (``--save``, ``--stop-after-turns`` and ``--resume`` are
for tiles only so far: they are refused for a card game, never ignored.)
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from rummy_desktop.cards.ai.players import make_card_player, parse_card_levels
from rummy_desktop.cards.ai.runner import CardGameResult, play_card_match
from rummy_desktop.cards.core.rules import CardRules
from rummy_desktop.cli.arena import whole_number
from rummy_desktop.cli.card_validate import card_rules
from rummy_desktop.cli.common import EXIT_OK, emit, fail
from rummy_desktop.core.errors import RummyError

DEFAULT_CARD_PLAYERS = "medium,easy"


def card_levels(text: str | None, rules: CardRules) -> list[str]:
    """Levels for ``--players``, checked against the game's number of players."""
    if not text:
        raise RummyError("--players is required, e.g. --players hard,medium")
    levels = parse_card_levels(text)
    if len(levels) not in rules.players:
        low, high = rules.players[0], rules.players[-1]
        raise RummyError(f"--players needs {low} to {high} levels for {rules.preset}")
    return levels


def report(
    rules: CardRules, levels: Sequence[str], seed: int, result: CardGameResult
) -> dict[str, Any]:
    return {
        "game": rules.preset,
        "seed": seed,
        "house_rules": rules.house_rules(),
        "players": list(levels),
        "winner": result.winner,
        "winner_level": None if result.winner is None else levels[result.winner],
        "scores": list(result.scores),
        "turns": result.turns,
        "rounds": result.rounds,
        "illegal_moves": result.illegal_moves,
        "capped": result.capped,
    }


def run(args: argparse.Namespace) -> int:
    try:
        for flag, value in (
            ("--save", args.save),
            ("--stop-after-turns", args.stop_after_turns),
            ("--resume", args.resume),
        ):
            if value is not None:
                raise RummyError(f"{flag} is not available for card games yet")
        rules = card_rules(args.game, args.option)
        players = args.players if args.players is not None else DEFAULT_CARD_PLAYERS
        levels = card_levels(players, rules)
        seed = whole_number(args.seed, "--seed")
    except RummyError as exc:
        return fail(str(exc))
    names = [f"{level.capitalize()} {i + 1}" for i, level in enumerate(levels)]
    _, result = play_card_match(rules, [make_card_player(lv) for lv in levels], seed, names)
    for seat, (name, score) in enumerate(zip(names, result.scores, strict=True)):
        mark = "  winner" if seat == result.winner else ""
        print(f"{name:<12}{score:>6}{mark}")
    outcome = "no winner" if result.winner is None else f"won by {names[result.winner]}"
    print(f"{result.turns} turns, {result.illegal_moves} illegal moves, {outcome}", flush=True)
    if args.json:
        emit(report(rules, levels, seed, result))
    return EXIT_OK
