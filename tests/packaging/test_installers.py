"""The installers' promises that a Linux test run can check without building them.

- the Windows installer puts its shortcuts for every account and removes them
  the same way (``SetShellVarContext all`` in the installer and uninstaller), and
  compiles for amd64 as the Wine check builds it;
- a release build fails when invite by code cannot be collected; only
  ``RUMMY_BUILD_WITHOUT_INVITE=1`` leaves it out, and says so;
- ``opengl32sw.dll`` stays out of every bundle;
- the macOS script signs each binary inside out, never with ``codesign --deep``;
- the Wine check keeps to 127.0.0.1 and sends program output through pipes.

``packaging/windows/test-under-wine.sh`` itself (minutes of Wine) runs from
``.ci/run``, not from pytest.
"""

from __future__ import annotations

import ast
import importlib.util
import re
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import rummy_desktop

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
NSIS = PACKAGING / "windows" / "rummy-desktop.nsi"
SPEC = PACKAGING / "rummy-desktop.spec"
WINE_CHECK = PACKAGING / "windows" / "test-under-wine.sh"


def load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"packaging_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def nsis_function(name: str) -> str:
    text = NSIS.read_text(encoding="utf-8")
    match = re.search(rf"^Function {re.escape(name)}\n(.*?)^FunctionEnd", text, re.M | re.S)
    assert match is not None, f"{name} missing from {NSIS.name}"
    return match.group(1)


# --- Windows installer ---------------------------------------------------------------------


@pytest.mark.parametrize("function", [".onInit", "un.onInit"])
def test_shortcuts_are_made_and_removed_for_every_account(function: str) -> None:
    assert "SetShellVarContext all" in nsis_function(function)


def test_shortcuts_are_made_only_after_the_shell_context_is_chosen() -> None:
    text = NSIS.read_text(encoding="utf-8")
    assert "SetShellVarContext current" not in text
    assert "$SMPROGRAMS" in text and "$DESKTOP" in text


def test_nsis_script_compiles_for_amd64_as_the_wine_check_builds_it(tmp_path: Path) -> None:
    tool = shutil.which("makensis")
    if tool is None:
        pytest.skip("makensis missing (Debian package nsis)")
    payload = tmp_path / "bundle"
    (payload / "_internal").mkdir(parents=True)
    (payload / "rummy-desktop.exe").write_bytes(b"MZ stand-in")
    (payload / "_internal" / "data.txt").write_text("stand-in")
    out = tmp_path / f"rummy-desktop-{rummy_desktop.__version__}-setup.exe"
    result = subprocess.run(
        [
            *(tool, "-V2", "-WX", "-XTarget amd64-unicode"),
            f"-DVERSION={rummy_desktop.__version__}",
            *(f"-DSOURCE_DIR={payload}", f"-DOUTFILE={out}", str(NSIS)),
        ],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    data = out.read_bytes()
    pe = int.from_bytes(data[0x3C:0x40], "little")
    assert data[pe : pe + 4] == b"PE\0\0"
    assert int.from_bytes(data[pe + 4 : pe + 6], "little") == 0x8664, "not an amd64 installer"


# --- invite by code in the spec --------------------------------------------------------------


def invite_parts(**stubs: Any) -> tuple[Any, list[str]]:
    """Run the spec's invite_parts() with PyInstaller's helpers replaced by stubs."""
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    names = {"INVITE_PACKAGES", "invite_parts"}
    picked = [
        node
        for node in tree.body
        if (isinstance(node, ast.FunctionDef) and node.name in names)
        or (
            isinstance(node, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id in names for t in node.targets)
        )
    ]
    assert len(picked) == 2, "the spec lost invite_parts or INVITE_PACKAGES"
    excludes: list[str] = []
    scope: dict[str, Any] = {"sys": sys, "EXCLUDES": excludes, **stubs}
    exec(compile(ast.Module(body=picked, type_ignores=[]), str(SPEC), "exec"), scope)
    return scope["invite_parts"](), excludes


def collected(package: str, **_: object) -> list[str]:
    return [package, f"{package}.cli"]


def test_a_release_build_without_invite_by_code_fails() -> None:
    with pytest.raises(SystemExit, match="cannot import wormhole"):
        invite_parts(
            WITHOUT_INVITE=False,
            can_import_module=lambda name: name != "wormhole",
            collect_submodules=collected,
            collect_data_files=lambda *a, **k: [("nvx/x.c", "autobahn/nvx")],
        )
    with pytest.raises(SystemExit, match="collecting wormhole failed"):
        invite_parts(
            WITHOUT_INVITE=False,
            can_import_module=lambda name: True,
            collect_submodules=lambda package, **_: [] if package == "wormhole" else [package],
            collect_data_files=lambda *a, **k: [("nvx/x.c", "autobahn/nvx")],
        )


def test_a_release_build_collects_fowl_and_wormhole() -> None:
    (imports, datas), excludes = invite_parts(
        WITHOUT_INVITE=False,
        can_import_module=lambda name: True,
        collect_submodules=collected,
        collect_data_files=lambda *a, **k: [("nvx/x.c", "autobahn/nvx")],
    )
    assert imports == ["fowl", "fowl.cli", "wormhole", "wormhole.cli"]
    assert datas and not excludes


def test_only_the_stated_flag_leaves_invite_by_code_out(capsys: pytest.CaptureFixture[str]) -> None:
    def never(*args: object, **kwargs: object) -> list[str]:
        raise AssertionError("nothing is collected when invite by code is left out")

    (imports, datas), excludes = invite_parts(
        WITHOUT_INVITE=True,
        can_import_module=never,
        collect_submodules=never,
        collect_data_files=never,
    )
    assert (imports, datas) == ([], [])
    assert {"wormhole", "fowl", "cryptography", "twisted"} <= set(excludes)
    assert "RUMMY_BUILD_WITHOUT_INVITE=1" in capsys.readouterr().err
    spec = SPEC.read_text(encoding="utf-8")
    assert 'os.environ.get("RUMMY_BUILD_WITHOUT_INVITE", "") == "1"' in spec


def test_the_wine_check_is_the_one_build_that_leaves_invite_by_code_out() -> None:
    users = [
        path.relative_to(ROOT).as_posix()
        for path in [*PACKAGING.rglob("*.sh"), ROOT / ".github" / "workflows" / "release.yml"]
        if "RUMMY_BUILD_WITHOUT_INVITE=1" in path.read_text(encoding="utf-8")
    ]
    assert users == ["packaging/windows/test-under-wine.sh"]


# --- lean bundles -------------------------------------------------------------------------


def test_software_opengl_is_dropped_on_every_platform() -> None:
    lean = load(PACKAGING / "hooks" / "_qt_lean.py")
    assert "opengl32sw.dll" in lean.DROP_LIBRARIES
    assert not lean.keep_binary(".", "C:\\x\\PySide6\\opengl32sw.dll")
    assert lean.keep_binary(".", "C:\\x\\PySide6\\Qt6Gui.dll")
    assert "DROP_LIBRARIES" in SPEC.read_text(encoding="utf-8")


# --- macOS signing ------------------------------------------------------------------------


def test_macos_signs_inside_out_without_deep() -> None:
    script = (PACKAGING / "macos" / "build-macos.sh").read_text(encoding="utf-8")
    signing = [
        line
        for line in script.splitlines()
        if "codesign" in line and "--verify" not in line and not line.lstrip().startswith("#")
    ]
    assert signing and not [line for line in signing if "--deep" in line]
    assert "Mach-O" in script and "-depth" in script


# --- the Wine check ---------------------------------------------------------------------


def test_the_wine_check_keeps_to_loopback_and_pipes() -> None:
    texts = [WINE_CHECK.read_text(encoding="utf-8")]
    texts.append((PACKAGING / "windows" / "wine_checks.py").read_text(encoding="utf-8"))
    for text in texts:
        addresses = set(re.findall(r"\b\d{1,3}(?:\.\d{1,3}){3}\b", text))
        assert addresses <= {"127.0.0.1"}
        assert "0.0.0.0" not in text and "localhost" not in text
    script = texts[0]
    assert "-XTarget amd64-unicode" in script
    assert "SKIPPED" in script
    # a program's output goes to a pipe (| cat, | tee), never straight into a file
    for line in script.splitlines():
        if re.match(r"\s*(w|RUMMY_BUILD_WITHOUT_INVITE=1 w) ", line) and "/S" not in line:
            assert "|" in line or line.rstrip().endswith("\\"), line
