"""``rummy-desktop selfplay --game GAME``: one headless card game between computer levels.

The same contract as for tiles: ``--players LEVELS --seed S [--option
NAME=VALUE]... [--json]`` plays one match and prints its result; with
``--json`` the last line is one JSON object with at least ``winner``,
``scores``, ``turns`` and ``illegal_moves``; ``winner`` is the sole winner
or null, ``winners`` every seat that wins, several when they share the win
(CARD_RULES.md 8.8, 8.9). Bad input exits 2 with one line
on standard error.

Saving and resuming, as for tiles: ``--save FILE --stop-after-turns K`` stops
after K turns and writes a card save (:mod:`rummy_desktop.app.cards.saves`,
which names each seat's level); ``--resume FILE`` plays a saved game on to
the end, and its result equals that of the uninterrupted game with the same
seed. The game, its rules, seed and players come from the file then:
``--game`` must name the saved game, ``--players`` and ``--option`` are
refused rather than ignored. A file that cannot be loaded exits 2 and is left
as it was. A match that ends before K turns prints its result as usual.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rummy_desktop.app.cards.saves import load_card_save, write_card_save
from rummy_desktop.app.saves import SaveError
from rummy_desktop.app.seats import HUMAN
from rummy_desktop.cards.ai.players import make_card_player, parse_card_levels
from rummy_desktop.cards.ai.runner import (
    CardGameResult,
    Progress,
    finish_card_match,
    recall_card_match,
)
from rummy_desktop.cards.core.rules import CardRules
from rummy_desktop.cards.core.state import CardGame, Phase, new_card_game
from rummy_desktop.cli.arena import whole_number
from rummy_desktop.cli.cards.validate import card_rules
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
        "winners": list(result.winners),
        "scores": list(result.scores),
        "turns": result.turns,
        "rounds": result.rounds,
        "illegal_moves": result.illegal_moves,
        "capped": result.capped,
    }


def outcome(result: CardGameResult, names: Sequence[str]) -> str:
    """The match's end in words; a shared win names every sharer, not "no winner"."""
    if not result.winners:
        return "no winner"
    if len(result.winners) == 1:
        return f"won by {names[result.winners[0]]}"
    return "won by " + " and ".join(names[seat] for seat in result.winners) + ", shared"


def run(args: argparse.Namespace) -> int:
    try:
        stop_after = (
            None
            if args.stop_after_turns is None
            else whole_number(args.stop_after_turns, "--stop-after-turns")
        )
        if stop_after is not None and args.save is None:
            raise RummyError("--stop-after-turns needs --save FILE to write the game to")
        if args.resume is not None:
            game, levels = resume(Path(args.resume), args)
        else:
            rules = card_rules(args.game, args.option)
            players = args.players if args.players is not None else DEFAULT_CARD_PLAYERS
            levels = card_levels(players, rules)
            seed = whole_number(args.seed, "--seed")
            names = [f"{level.capitalize()} {i + 1}" for i, level in enumerate(levels)]
            game = new_card_game(rules, names, seed)
    except (RummyError, SaveError) as exc:
        return fail(str(exc))
    players = [make_card_player(level) for level in levels]
    progress = recall_card_match(game, players) if game.history else Progress()
    result = finish_card_match(game, players, progress=progress, stop_after_turns=stop_after)
    if args.save is not None:
        try:
            write_card_save(Path(args.save), game, levels)
        except SaveError as exc:
            return fail(str(exc))
    if stop_after is not None and game.phase is not Phase.MATCH_OVER and not result.capped:
        print(f"stopped after {result.turns} turns; the game is saved in {args.save}", flush=True)
        if args.json:
            emit(
                {
                    "stopped": True,
                    "saved": str(args.save),
                    "turns": result.turns,
                    "rounds": result.rounds,
                    "winner": None,
                    "winners": [],
                    "scores": list(result.scores),
                }
            )
        return EXIT_OK
    names = [seat.name for seat in game.seats]
    for seat, (name, score) in enumerate(zip(names, result.scores, strict=True)):
        mark = "  winner" if seat in result.winners else ""
        print(f"{name:<12}{score:>6}{mark}")
    print(
        f"{result.turns} turns, {result.illegal_moves} illegal moves, {outcome(result, names)}",
        flush=True,
    )
    if args.json:
        emit(report(game.rules, levels, game.seed, result))
    return EXIT_OK


def resume(path: Path, args: argparse.Namespace) -> tuple[CardGame, list[str]]:
    """The saved card game and its seats' levels; raises SaveError or RummyError."""
    for flag, value in (("--players", args.players), ("--option", args.option)):
        if value:
            raise RummyError(f"{flag} cannot change a resumed game (the file decides it)")
    saved = load_card_save(path)
    if args.game and saved.game.rules.preset != args.game.lower():
        raise RummyError(
            f"{path.name} holds a game of {saved.game.rules.preset}, not {args.game.lower()}"
        )
    for seat, level in zip(saved.game.seats, saved.levels, strict=True):
        if level == HUMAN:
            raise SaveError(
                f"{path.name}: seat {seat.name!r} is a person; selfplay needs computers"
            )
    return saved.game, list(saved.levels)
