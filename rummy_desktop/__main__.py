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
from rummy_desktop.cli.common import EXIT_BAD_INPUT

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


def build_parser() -> argparse.ArgumentParser:
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
    parser.add_argument(
        "--game",
        metavar="GAME",
        choices=("tiles", "rummy", "rummy30", "rummy51", "rum500"),
        help="tiles (the default) or a card game: rummy, rummy30, rummy51, rum500",
    )
    parser.add_argument("--seed", type=int, help="seed for a reproducible game")
    parser.add_argument("--load", metavar="FILE", help="open a saved game in the window")
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
    arguments = list(sys.argv[1:] if argv is None else argv)
    if arguments[:1] == [FOWLD_FLAG]:
        from rummy_desktop.online.fowld_helper import run_fowld

        return run_fowld(arguments[1:])
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        from rummy_desktop.ui.launch import run_window

        return run_window(args)
    try:
        code: int = args.handler(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    return code


if __name__ == "__main__":
    sys.exit(main())


__all__ = ["EXIT_BAD_INPUT", "build_parser", "main"]
