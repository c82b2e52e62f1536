"""The game finds its icons and fonts in a checkout, a PyInstaller bundle and a wheel."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QFontDatabase
from pytestqt.qtbot import QtBot

from rummy_desktop.app import resources

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def fresh_lookup() -> Iterator[None]:
    resources.resource_root.cache_clear()
    yield
    resources.resource_root.cache_clear()


def test_checkout_resources_are_found(fresh_lookup: None) -> None:
    root = resources.resource_root()
    assert (root / "icons" / "rummy-desktop.svg").is_file()
    assert resources.resource_path("fonts/DejaVuSans.ttf").stat().st_size > 100_000
    assert resources.resource_path("fonts/LICENSE-DejaVu.txt").is_file()


def test_a_missing_file_is_a_named_error(fresh_lookup: None) -> None:
    with pytest.raises(resources.ResourceNotFound, match="no-such-file"):
        resources.resource_path("icons/no-such-file.png")


def test_bundled_fonts_register_with_qt(qtbot: QtBot, fresh_lookup: None) -> None:
    families = resources.load_bundled_fonts()
    assert families == ["DejaVu Sans"]
    assert "DejaVu Sans" in QFontDatabase.families()
    assert QFontDatabase.isScalable("DejaVu Sans", "Bold")


def test_app_icon_has_every_size(qtbot: QtBot, fresh_lookup: None) -> None:
    icon = resources.app_icon()
    assert not icon.isNull()
    sizes = {(s.width(), s.height()) for s in icon.availableSizes()}
    assert {(16, 16), (48, 48), (256, 256)} <= sizes


def test_pyinstaller_bundle_layout_wins(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_lookup: None
) -> None:
    bundled = tmp_path / "rummy_desktop" / "resources"
    shutil.copytree(ROOT / "resources", bundled)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.resource_root() == bundled


def test_no_resources_anywhere_is_a_clear_error(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, fresh_lookup: None
) -> None:
    monkeypatch.setattr(resources, "_candidates", lambda: [tmp_path / "a", tmp_path / "b"])
    with pytest.raises(resources.ResourceNotFound, match="not found"):
        resources.resource_root()


@pytest.mark.slow
def test_installed_wheel_carries_its_resources(tmp_path: Path) -> None:
    """pip-installs the project (no dependencies) into a folder and looks from there."""
    target = tmp_path / "site"
    install = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-deps",
            "--target",
            str(target),
            str(ROOT),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert install.returncode == 0, install.stderr
    probe = textwrap.dedent(
        """
        import rummy_desktop
        from PySide6.QtGui import QGuiApplication
        from rummy_desktop.app import resources
        app = QGuiApplication([])
        print(rummy_desktop.__file__)
        print(resources.resource_root())
        print(resources.load_bundled_fonts())
        print(resources.app_icon().isNull())
        """
    )
    env = dict(os.environ, PYTHONPATH=str(target), QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    package, root, fonts, null_icon = result.stdout.splitlines()
    assert Path(package).is_relative_to(target)
    assert Path(root) == target / "rummy_desktop" / "resources"
    assert fonts == "['DejaVu Sans']"
    assert null_icon == "False"
