"""Running a headless command in-process on raw bytes of standard input.

Shared by the hostile-input tests and the fuzz test. ``STDIN_COMMANDS`` lists
every command that reads standard input; a new one (``judge --batch``) is
one more line there and is then fuzzed like the others.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import Final

import pytest

from rummy_desktop.__main__ import main

STDIN_COMMANDS: Final[dict[str, tuple[str, ...]]] = {
    "validate": ("validate", "-"),
    "solve --batch": ("solve", "--batch"),
    "judge --batch": ("judge", "--batch"),
    "judge --game rummy30 --batch": ("judge", "--game", "rummy30", "--batch"),
}
"""Commands that read standard input, by name: the fuzz test feeds each."""


@dataclass(frozen=True)
class Outcome:
    code: int
    out: str
    err: str

    @property
    def refused_in_one_line(self) -> bool:
        """Exit 2, nothing printed, and exactly one ``rummy-desktop:`` line on stderr."""
        lines = self.err.splitlines()
        return (
            self.code == 2
            and len(lines) == 1
            and lines[0].startswith("rummy-desktop: ")
            and "Traceback" not in self.err
        )


def run_on_bytes(
    argv: tuple[str, ...],
    data: bytes,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> Outcome:
    """Run ``rummy-desktop ARGV`` with ``data`` as standard input (strict UTF-8 text)."""
    stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="strict")
    monkeypatch.setattr("sys.stdin", stdin)
    capsys.readouterr()
    code = main(list(argv))
    out, err = capsys.readouterr()
    return Outcome(code, out, err)
