"""Cheap checks that the packaging files agree with each other and with the package.

These run on every test run: no PyInstaller build, no root. Checks that need
a Debian tool (desktop-file-validate, makensis, objdump) skip with the reason
when it is missing.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import struct
import subprocess
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

import rummy_desktop

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"


def load(path: Path) -> ModuleType:
    """Import a packaging script by path (packaging/ is not a package)."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[path.stem] = module
    spec.loader.exec_module(module)
    return module


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def ico_entries(data: bytes) -> list[tuple[int, bytes]]:
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    out = []
    for index in range(count):
        w, _h, _c, _r, _p, _b, size, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index : 22 + 16 * index]
        )
        out.append((w or 256, data[offset : offset + size]))
    return out


def icns_entries(data: bytes) -> dict[bytes, bytes]:
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    out = {}
    at = 8
    while at < len(data):
        kind, length = data[at : at + 4], struct.unpack(">I", data[at + 4 : at + 8])[0]
        out[kind] = data[at + 8 : at + length]
        at += length
    return out


# --- version -------------------------------------------------------------------------------


def test_spec_reads_the_version_from_the_package() -> None:
    spec = (PACKAGING / "rummy-desktop.spec").read_text(encoding="utf-8")
    assert '"rummy_desktop" / "__init__.py"' in spec
    assert f'"{rummy_desktop.__version__}"' not in spec, "the spec must not repeat the version"
    smoke = load(PACKAGING / "smoke.py")
    assert smoke.package_version() == rummy_desktop.__version__


def test_build_script_names_the_deb_after_the_package_version() -> None:
    script = (PACKAGING / "build-linux.sh").read_text(encoding="utf-8")
    assert "rummy_desktop.__version__" in script
    assert 'deb="dist/rummy-desktop_${version}_amd64.deb"' in script


# --- icons ---------------------------------------------------------------------------------


def test_every_png_size_exists_with_its_dimensions() -> None:
    make_icons = load(PACKAGING / "make_icons.py")
    for size in make_icons.PNG_SIZES:
        data = make_icons.png_path(size).read_bytes()
        assert png_size(data) == (size, size)


def test_ico_holds_every_windows_size_as_png() -> None:
    make_icons = load(PACKAGING / "make_icons.py")
    entries = ico_entries((ICONS / "rummy-desktop.ico").read_bytes())
    assert [size for size, _ in entries] == list(make_icons.ICO_SIZES)
    for size, payload in entries:
        assert png_size(payload) == (size, size)


def test_icns_holds_every_macos_size() -> None:
    make_icons = load(PACKAGING / "make_icons.py")
    entries = icns_entries((ICONS / "rummy-desktop.icns").read_bytes())
    for kind, size in make_icons.ICNS_TYPES:
        assert png_size(entries[kind]) == (size, size), kind


def test_icon_script_renders_all_formats_from_the_svg(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, str(PACKAGING / "make_icons.py"), "--out", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    for size in (16, 48, 256, 1024):
        assert png_size((tmp_path / f"rummy-desktop-{size}.png").read_bytes()) == (size, size)
    assert len(ico_entries((tmp_path / "rummy-desktop.ico").read_bytes())) == 7
    assert len(icns_entries((tmp_path / "rummy-desktop.icns").read_bytes())) == 11


# --- .desktop entry ------------------------------------------------------------------------


def test_desktop_entry_launches_the_game_from_the_games_menu() -> None:
    text = (PACKAGING / "linux" / "rummy-desktop.desktop").read_text(encoding="utf-8")
    fields = dict(line.split("=", 1) for line in text.splitlines() if "=" in line)
    assert fields["Exec"].split()[0] == "rummy-desktop"
    assert fields["Icon"] == "rummy-desktop"
    assert fields["Categories"] == "Game;BoardGame;"
    assert fields["Terminal"] == "false"


def test_desktop_entry_validates() -> None:
    tool = shutil.which("desktop-file-validate")
    if tool is None:
        pytest.skip("desktop-file-validate missing (Debian package desktop-file-utils)")
    path = PACKAGING / "linux" / "rummy-desktop.desktop"
    result = subprocess.run([tool, str(path)], capture_output=True, text=True, check=False)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


# --- Windows installer ---------------------------------------------------------------------


def compile_nsis(payload: Path, out: Path) -> subprocess.CompletedProcess[str]:
    tool = shutil.which("makensis")
    if tool is None:
        pytest.skip("makensis missing (Debian package nsis)")
    return subprocess.run(
        [
            tool,
            "-V2",
            "-WX",
            f"-DVERSION={rummy_desktop.__version__}",
            f"-DSOURCE_DIR={payload}",
            f"-DOUTFILE={out}",
            str(PACKAGING / "windows" / "rummy-desktop.nsi"),
        ],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )


def test_nsis_script_compiles_with_a_stand_in_payload(tmp_path: Path) -> None:
    payload = tmp_path / "bundle"
    (payload / "_internal").mkdir(parents=True)
    (payload / "rummy-desktop.exe").write_bytes(b"MZ stand-in")
    (payload / "_internal" / "data.txt").write_text("stand-in")
    out = tmp_path / f"rummy-desktop-{rummy_desktop.__version__}-setup.exe"
    result = compile_nsis(payload, out)
    assert result.returncode == 0, result.stdout + result.stderr
    assert out.read_bytes()[:2] == b"MZ"


# --- wheel configuration and the Qt plugin filter ------------------------------------------


def test_every_subpackage_is_listed_for_the_wheel() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    found = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "rummy_desktop").rglob("__init__.py")
    }
    missing = found - listed
    assert not missing, f"add to [tool.setuptools] packages in pyproject.toml: {sorted(missing)}"
    assert config["tool"]["setuptools"]["package-dir"]["rummy_desktop.resources"] == "resources"


def test_qt_filter_keeps_only_the_plugins_the_game_uses() -> None:
    lean = load(PACKAGING / "hooks" / "_qt_lean.py")
    base = "PySide6/Qt/plugins"
    binaries = [
        ("/x/libqxcb.so", f"{base}/platforms"),
        ("/x/libqoffscreen.so", f"{base}/platforms"),
        ("/x/libqwayland.so", f"{base}/platforms"),
        ("/x/libqgtk3.so", f"{base}/platformthemes"),
        ("/x/qwindows.dll", f"{base}\\platforms"),
        ("/x/libqjpeg.so", f"{base}/imageformats"),
        ("/x/libqsvg.so", f"{base}/imageformats"),
        ("/x/libQt6Core.so.6", "PySide6/Qt/lib"),
    ]
    datas = [("/x/qtbase_de.qm", "PySide6/Qt/translations"), ("/x/a.txt", "PySide6")]
    kept, kept_datas = lean.lean(binaries, datas)
    assert [src.rsplit("/", 1)[1] for src, _ in kept] == [
        "libqxcb.so",
        "libqoffscreen.so",
        "qwindows.dll",
        "libqsvg.so",
        "libQt6Core.so.6",
    ]
    assert kept_datas == [("/x/a.txt", "PySide6")]


def test_spec_keeps_qt_network_and_qml_out_and_online_play_in() -> None:
    spec = (PACKAGING / "rummy-desktop.spec").read_text(encoding="utf-8")
    for module in ("PySide6.QtNetwork", "PySide6.QtQml", "PySide6.QtQuick"):
        assert f'"{module}"' in spec
    # websockets needs TLS, hashing and http (docs/online.md): none of them excluded
    for module in ("ssl", "_ssl", "_hashlib", "http", "urllib.request"):
        assert f'"{module}"' not in spec
    assert 'collect_submodules("websockets")' in spec
    # invite by code: the program runs its own fowld helper, so fowl and wormhole come along
    assert 'collect_submodules("fowl"' in spec and 'collect_submodules("wormhole"' in spec
    assert '"unittest"' in spec  # still out: nothing of twisted's the helper runs needs it


# --- smoke test and system-library scan ----------------------------------------------------


def test_smoke_rejects_unknown_stderr_lines_and_accepts_listed_ones() -> None:
    smoke = load(PACKAGING / "smoke.py")
    allowed = smoke.allowed_patterns()
    stderr = "QStandardPaths: XDG_RUNTIME_DIR not set, defaulting to '/tmp/x'\nqt.qpa.xcb: oops\n"
    assert smoke.unexpected_lines(stderr, allowed) == ["qt.qpa.xcb: oops"]


def test_smoke_plays_a_card_game_and_reads_its_json_line() -> None:
    """The smoke test's card self-play, run through the installed command as on a bundle."""
    smoke = load(PACKAGING / "smoke.py")
    assert "--game rummy51" in smoke.CARD_SELFPLAY_ARGS
    played = subprocess.run(
        [sys.executable, "-m", "rummy_desktop", *smoke.CARD_SELFPLAY_ARGS.split()],
        capture_output=True,
        text=True,
        check=True,
    )
    result = smoke.card_result(played.stdout)
    assert result["game"] == "rummy51"
    assert result["players"] == ["medium", "easy"]


def test_smoke_plays_an_online_game_over_loopback() -> None:
    """serve, host and a bot from the installed command, as the smoke test runs them on a bundle."""
    smoke = load(PACKAGING / "smoke.py")
    program = Path(sys.executable).with_name("rummy-desktop")
    result = smoke.online_game(str(program), smoke.allowed_patterns(), 120.0)
    assert result["illegal_moves"] == 0
    assert result["winner_level"] in ("easy", "medium")


@pytest.mark.slow
def test_smoke_plays_a_game_through_an_invite_code_over_loopback() -> None:
    """The smoke test's invite: the command's own helpers (--fowld) and a mailbox on 127.0.0.1."""
    pytest.importorskip("fowl")
    pytest.importorskip("wormhole_mailbox_server")
    smoke = load(PACKAGING / "smoke.py")
    program = Path(sys.executable).with_name("rummy-desktop")
    result = smoke.invite_game(str(program), smoke.allowed_patterns(), 120.0)
    assert result["illegal_moves"] == 0
    assert result["players"] == ["easy", "medium"]


@pytest.mark.parametrize(
    ("stdout", "why"),
    [
        ("", "printed nothing"),
        ("Easy 1  27  winner\n", "not JSON"),
        ('{"game": "rum500", "winner": 0, "turns": 9, "illegal_moves": 0}', "not 'rummy51'"),
        ('{"game": "rummy51", "winner": 0, "turns": 9, "illegal_moves": 2}', "illegal moves"),
        ('{"game": "rummy51", "winner": null, "turns": 0, "illegal_moves": 0}', "did not finish"),
    ],
)
def test_smoke_refuses_a_card_game_that_went_wrong(stdout: str, why: str) -> None:
    smoke = load(PACKAGING / "smoke.py")
    with pytest.raises(smoke.SmokeFailure, match=why):
        smoke.card_result(stdout)


def test_bundle_scan_finds_system_libraries_and_glibc(tmp_path: Path) -> None:
    if shutil.which("objdump") is None:
        pytest.skip("objdump missing (Debian package binutils)")
    true = shutil.which("true")
    assert true is not None
    shutil.copy(Path(true).resolve(), tmp_path / "true")
    needs_module = load(PACKAGING / "linux" / "bundle_needs.py")
    needs = needs_module.scan(tmp_path)
    assert "libc.so.6" in needs.sonames
    assert needs.glibc >= (2, 2)
    assert re.fullmatch(r"\d+\.\d+(\.\d+)?", needs.glibc_text)
