"""``rummy-desktop selfplay``: one headless game between computer levels.

Contract: ``selfplay --players hard,medium,easy --seed S [--rules PRESET]
[--json]`` plays one game and prints its result; with ``--json`` the last
line is one JSON object with at least ``winner``, ``scores`` and ``turns``.
Bad input exits 2 with one line on standard error. ``--players`` defaults
to ``medium,easy``. ``--option NAME=VALUE`` (repeatable) changes single rule
options; the JSON object names them under ``house_rules``.

Saving and resuming: ``--save FILE --stop-after-turns K`` stops after K
turns and writes the game record; ``--resume FILE`` plays a saved game on
to the end, and its result equals that of the uninterrupted game with the
same seed. A file that cannot be loaded exits 2 and is left as it was.

The game is set up (:func:`new_game`) apart from being played on
(:func:`play_on`), so saving part-way and resuming a record plug in between
the two without changing how a turn is decided: every decision's randomness
comes from the game seed and the turn's place in the game.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rummy_desktop.ai.players import make_player
from rummy_desktop.ai.runner import (
    GameResult,
    ends_turn,
    finish_game,
    match_done,
    match_summary,
    play_turn,
    turns_played,
)
from rummy_desktop.app.saves import SaveError, load_save, write_save
from rummy_desktop.cli.arena import parse_players, whole_number
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
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.serialize import GameRecord, Seat
from rummy_desktop.core.state import GameState
from rummy_desktop.families import TILES, FamilyKind, family_ids


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "selfplay",
        help="play one game between computer levels",
        description="Play one headless game between computer levels and print the result.",
    )
    parser.add_argument(
        "--players",
        metavar="LEVELS",
        help=f"levels by seat, e.g. hard,medium,easy (default {DEFAULT_PLAYERS})",
    )
    parser.add_argument("--seed", metavar="S", default="1", help="game seed (default 1)")
    add_rules_argument(parser)
    parser.add_argument(
        "--game",
        default=None,
        metavar="GAME",
        help=game_help() + " (with --resume: the saved game's)",
    )
    parser.add_argument("--json", action="store_true", help="end with one JSON object")
    parser.add_argument("--save", metavar="FILE", help="write the game record to FILE")
    parser.add_argument(
        "--stop-after-turns",
        metavar="K",
        help="stop after K turns (needs --save) instead of playing to the end",
    )
    parser.add_argument("--resume", metavar="FILE", help="play a saved game on to its end")
    parser.set_defaults(handler=run)


DEFAULT_PLAYERS = "medium,easy"


def new_game(rules: RuleSet, levels: Sequence[str], seed: int) -> GameState:
    """A fresh match, seats named after their levels."""
    names = [f"{level.capitalize()} {i + 1}" for i, level in enumerate(levels)]
    return GameState.new_match(rules, names, seed)


def play_on(state: GameState, levels: Sequence[str]) -> GameResult:
    """Play a new or resumed game to the end of its match."""
    return finish_game(state, [make_player(level) for level in levels])


def play_turns(state: GameState, levels: Sequence[str], count: int) -> None:
    """Play ``count`` turns (fewer if the match ends first), dealing new rounds as needed."""
    players = [make_player(level) for level in levels]
    played = 0
    while played < count:
        if state.round_over:
            if match_done(state, len(state.history)):
                return
            state.start_next_round()
        played += ends_turn(state, play_turn(state, players[state.current]).applied)


report = match_summary
"""The JSON summary of a finished game (``--json``'s last line)."""


def run(args: argparse.Namespace) -> int:
    """``selfplay --game GAME``: the game's family plays it (the tiles: :func:`run_tiles`).

    Without ``--game`` a resumed card save names its own game: ``args.game``
    stays empty and any card family's handler reads the file.
    """
    if args.game is None:
        from rummy_desktop.app.cards.saves import is_card_save  # the card AI: only when asked

        card_file = args.resume is not None and is_card_save(Path(args.resume))
        args.game = "" if card_file else TILES
    return run_game(args, "selfplay", args.game or family_ids(FamilyKind.CARDS)[0])


def run_tiles(args: argparse.Namespace) -> int:
    try:
        stop_after = (
            None
            if args.stop_after_turns is None
            else whole_number(args.stop_after_turns, "--stop-after-turns")
        )
        if stop_after is not None and args.save is None:
            return fail("--stop-after-turns needs --save FILE to write the game to")
        if args.resume is not None:
            state, levels = resume(Path(args.resume))
        else:
            players = args.players if args.players is not None else DEFAULT_PLAYERS
            levels = parse_players(players)
            rules = rules_from(args.rules, option_texts=args.option)
            state = new_game(rules, levels, whole_number(args.seed, "--seed"))
    except (RummyError, SaveError) as exc:
        return fail(str(exc))
    if stop_after is not None:
        play_turns(state, levels, stop_after)
        return save_and_stop(Path(args.save), state, levels, args.json)
    result = play_on(state, levels)
    if args.save is not None:
        try:
            write_save(Path(args.save), record_of(state, levels))
        except SaveError as exc:
            return fail(str(exc))
    summary = report(state, levels, result)
    for seat, (name, score) in enumerate(zip(state.names, result.scores, strict=True)):
        mark = "  winner" if seat == result.winner else ""
        print(f"{name:<12}{score:>6}{mark}")
    outcome = "a draw" if result.winner is None else f"won by {state.names[result.winner]}"
    print(f"{result.turns} turns, {result.illegal_moves} illegal moves, {outcome}", flush=True)
    if args.json:
        emit(summary)
    return EXIT_OK


def record_of(state: GameState, levels: Sequence[str]) -> GameRecord:
    return GameRecord(tuple(Seat(n, lv) for n, lv in zip(state.names, levels, strict=True)), state)


def resume(path: Path) -> tuple[GameState, list[str]]:
    """The saved game and its seats' levels; raises SaveError or RummyError."""
    record = load_save(path)
    levels: list[str] = []
    for seat in record.seats:
        if seat.level is None:
            raise SaveError(
                f"{path.name}: seat {seat.name!r} is a person; selfplay needs computers"
            )
        make_player(seat.level)
        levels.append(seat.level)
    return record.state, levels


def save_and_stop(path: Path, state: GameState, levels: Sequence[str], as_json: bool) -> int:
    try:
        write_save(path, record_of(state, levels))
    except SaveError as exc:
        return fail(str(exc))
    turns = turns_played(state)
    print(f"stopped after {turns} turns; the game is saved in {path}", flush=True)
    if as_json:
        emit(
            {
                "stopped": True,
                "saved": str(path),
                "turns": turns,
                "rounds": len(state.history),
                "winner": None,
                "scores": list(state.totals),
            }
        )
    return EXIT_OK
