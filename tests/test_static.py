"""Static checks as tests: ruff lint, ruff format and mypy (configured in pyproject).

Each runs as a subprocess in the repository root and is skipped, with the
reason, when the tool is not installed.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(tool: str, *args: str) -> subprocess.CompletedProcess[str]:
    exe = shutil.which(tool)
    if exe is None:
        pytest.skip(f"{tool} is not installed (pip install -e '.[test]')")
    return subprocess.run(
        [exe, *args], cwd=ROOT, capture_output=True, text=True, timeout=300, check=False
    )


def test_ruff_check() -> None:
    result = run("ruff", "check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format() -> None:
    result = run("ruff", "format", "--check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_on_core_and_ai() -> None:
    if shutil.which("mypy") is None:
        pytest.skip("mypy is not installed (pip install -e '.[test]')")
    result = subprocess.run(
        [sys.executable, "-m", "mypy"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
