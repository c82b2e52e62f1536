"""Static checks as tests: ruff lint, ruff format and mypy (configured in pyproject).

Each runs as ``python -m TOOL`` with the interpreter running the tests, so a
virtual environment's tools are used even when it is not activated, and is
skipped, with the reason, only when the tool is not installed there.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(tool: str, *args: str) -> subprocess.CompletedProcess[str]:
    if importlib.util.find_spec(tool) is None:
        pytest.skip(f"{tool} is not installed (pip install -e '.[test]')")
    return subprocess.run(
        [sys.executable, "-m", tool, *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )


def test_ruff_check() -> None:
    result = run("ruff", "check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format() -> None:
    result = run("ruff", "format", "--check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_on_every_package() -> None:
    result = run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr
