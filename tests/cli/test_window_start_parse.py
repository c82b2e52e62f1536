"""The window's start reads its command line without loading the headless commands."""

from __future__ import annotations

import subprocess
import sys

import pytest

from rummy_desktop.__main__ import asks_for_a_command, build_parser

WINDOW_LINES = [
    [],
    ["--players", "Ann:human,Bob:hard", "--rules", "classic"],
    ["--game", "rummy51", "--seed", "7"],
    ["--game=rum500", "--seed=2"],
    ["--load", "serve"],  # a file named like a command is the file
]


@pytest.mark.parametrize("line", WINDOW_LINES, ids=lambda line: " ".join(line) or "none")
def test_a_window_line_parses_alike_without_the_commands(line: list[str]) -> None:
    assert not asks_for_a_command(line)
    assert build_parser(commands=False).parse_args(line) == build_parser().parse_args(line)


@pytest.mark.parametrize(
    "line", [["selfplay"], ["--seed", "3", "judge"], ["-h"], ["selfpaly"], ["--help"]]
)
def test_a_command_or_the_help_loads_the_commands(line: list[str]) -> None:
    assert asks_for_a_command(line)


def test_the_window_start_loads_no_solver() -> None:
    code = (
        "import sys\n"
        "from rummy_desktop.__main__ import asks_for_a_command, build_parser\n"
        "line = ['--game', 'tiles']\n"
        "build_parser(commands=asks_for_a_command(line)).parse_args(line)\n"
        "print('rummy_desktop.ai.solver' in sys.modules)\n"
    )
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert loaded.returncode == 0, loaded.stderr
    assert loaded.stdout.strip() == "False"
