"""The README's two set-up lines work for a user with sudo and in a root shell without it."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

README = Path(__file__).resolve().parent.parent / "README.md"


def setup_line(label: str) -> str:
    lines = README.read_text(encoding="utf-8").splitlines()
    start = lines.index(f"{label}:")
    return next(line.strip() for line in lines[start + 1 :] if line.strip())


@pytest.mark.parametrize("label", ["Play", "Test"])
def test_setup_lines_need_no_sudo_command(label: str) -> None:
    line = setup_line(label)
    # A bare `sudo` word would stop the whole line in a container that has none.
    assert not re.search(r"(^|[;&|]\s*)sudo\s", line), line
    assert line.startswith("S=$(command -v sudo); $S apt-get update && $S apt-get install -y ")


def test_the_sudo_prefix_is_empty_where_there_is_no_sudo(tmp_path: Path) -> None:
    prefix = setup_line("Test").split(" && ")[0]  # S=$(command -v sudo); $S apt-get update
    fake_bin = tmp_path / "bin"
    fake_bin.mkdir()
    # A stand-in apt-get that prints how it was called, on a PATH without sudo.
    (fake_bin / "apt-get").write_text('#!/bin/sh\necho apt-get "$@"\n')
    (fake_bin / "apt-get").chmod(0o755)
    out = subprocess.run(
        ["/bin/bash", "-c", prefix],
        env={"PATH": str(fake_bin)},
        capture_output=True,
        text=True,
        check=True,
    )
    assert out.stdout.strip() == "apt-get update"
