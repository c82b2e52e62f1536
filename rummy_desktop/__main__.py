"""Entry point: the game window by default, headless sub-commands by name.

``rummy-desktop`` opens the window; ``rummy-desktop --players "Ann:human,
Computer:hard" --rules classic`` starts that game straight away;
``rummy-desktop validate|solve|arena|selfplay|judge|serve|host|bot ...`` run
without a display.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from rummy_desktop import __version__
from rummy_desktop.app.early_stop import EarlyStop, StartInterrupted

COMMAND_MODULES = (
    "rummy_desktop.cli.validate",
    "rummy_desktop.cli.solve",
    "rummy_desktop.cli.arena",
    "rummy_desktop.cli.selfplay",
    "rummy_desktop.cli.judge",
    "rummy_desktop.cli.serve",
    "rummy_desktop.cli.host",
    "rummy_desktop.cli.bot",
)

COMMAND_NAMES = tuple(module.rpartition(".")[2] for module in COMMAND_MODULES)
"""Each command's word: its module's name."""


WINDOW_OPTIONS_WITH_VALUES = frozenset({"--players", "--rules", "--game", "--seed", "--load"})
"""The window's own options that take a value (the next word, unless written ``--opt=v``)."""


def asks_for_a_command(arguments: Sequence[str]) -> bool:
    """Whether the command line names a command (a word that is no option's value), or asks
    for the help that lists them: only then are the commands (the solver among them)
    loaded, so the window's start stays light and a misspelt command is still named."""
    value_next = False
    for argument in arguments:
        if value_next:
            value_next = False
        elif argument in ("-h", "--help") or not argument.startswith("-"):
            return True
        else:
            value_next = argument in WINDOW_OPTIONS_WITH_VALUES
    return False


def build_parser(commands: bool = True) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rummy-desktop",
        description="Tile rummy for the desktop. With no command, opens the game window.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--players",
        metavar="SEATS",
        help='start a game at once, e.g. "Ann:human,Bob:human,Computer:hard"',
    )
    parser.add_argument("--rules", metavar="PRESET", help="rule preset for --players")
    from rummy_desktop.cli.common import game_help  # the registry of games, read here
    from rummy_desktop.families import family_ids

    parser.add_argument(
        "--game",
        metavar="GAME",
        choices=family_ids(),
        help=game_help("(the default)"),
    )
    parser.add_argument("--seed", type=int, help="seed for a reproducible game")
    parser.add_argument("--load", metavar="FILE", help="open a saved game in the window")
    if not commands:
        parser.set_defaults(command=None)
        return parser
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue
        module.register(subparsers)
    return parser


FOWLD_FLAG = "--fowld"
"""First argument that runs the invite helper instead (installers have no ``python -m fowl``)."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the window or the command named in ``argv``; the process exit code.

    Ctrl+C, ``kill`` or a closed terminal during start-up ends it in one line on
    standard error (exit 130 for Ctrl+C, 0 for the others), never a traceback.
    """
    early = EarlyStop()
    early.install()
    try:
        return _run(argv, early)
    except StartInterrupted as stop:
        print(f"rummy-desktop: {stop}", file=sys.stderr)
        return stop.exit_code
    finally:
        early.restore()


def _run(argv: Sequence[str] | None, early: EarlyStop) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    early.reached("entry")
    if arguments[:1] == [FOWLD_FLAG]:
        early.restore()
        from rummy_desktop.online.fowld_helper import run_fowld

        return run_fowld(arguments[1:])
    parser = build_parser(commands=asks_for_a_command(arguments))
    args = parser.parse_args(arguments)
    early.reached("commands")
    if args.command is None:
        from rummy_desktop.ui.launch import run_window

        early.reached("qt")
        return run_window(args, early)
    early.restore()
    early.check("commands")
    try:
        code: int = args.handler(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    return code


if __name__ == "__main__":
    sys.exit(main())


__all__ = ["build_parser", "main"]
