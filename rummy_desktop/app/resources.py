"""Find the game's icons and fonts wherever the game was started from.

The files live in the top-level ``resources/`` folder of the source tree. A
wheel installs that folder as the ``rummy_desktop/resources`` package folder,
and the PyInstaller spec copies it to the same place inside the bundle, so
one rule covers every case: look next to the package first, then one level
up for a source checkout (plain or editable install).
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

from PySide6.QtGui import QFontDatabase, QIcon

import rummy_desktop

ICON_NAME = "rummy-desktop"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
# A file every complete copy of the resources has; a folder without it is not ours.
_MARKER = Path("icons") / f"{ICON_NAME}.svg"


class ResourceNotFound(FileNotFoundError):
    """A packaged file is missing: the installation is incomplete."""


def _candidates() -> list[Path]:
    package = Path(rummy_desktop.__file__).resolve().parent
    found = [package / "resources", package.parent / "resources"]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        found.insert(0, Path(bundle) / "rummy_desktop" / "resources")
    return found


@cache
def resource_root() -> Path:
    """The folder that holds ``icons/`` and ``fonts/``.

    Raises:
        ResourceNotFound: no candidate folder holds the resources.
    """
    candidates = _candidates()
    for folder in candidates:
        if (folder / _MARKER).is_file():
            return folder
    tried = ", ".join(str(c) for c in candidates)
    raise ResourceNotFound(f"game resources not found (looked in {tried})")


def resource_path(relative: str | Path) -> Path:
    """The absolute path of one packaged file, e.g. ``"fonts/DejaVuSans.ttf"``.

    Raises:
        ResourceNotFound: the file is not there.
    """
    path = resource_root() / relative
    if not path.exists():
        raise ResourceNotFound(f"missing game resource: {relative}")
    return path


def font_files() -> list[Path]:
    """The bundled font files, in a stable order."""
    return sorted((resource_root() / "fonts").glob("*.ttf"))


def load_bundled_fonts() -> list[str]:
    """Register the bundled fonts with Qt so text looks alike on every machine.

    Needs a ``QGuiApplication``. Returns the font family names that were
    registered (e.g. ``["DejaVu Sans"]``), each once, in order.

    Raises:
        ResourceNotFound: a font file could not be loaded.
    """
    families: list[str] = []
    for path in font_files():
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            raise ResourceNotFound(f"Qt could not load the font {path.name}")
        for family in QFontDatabase.applicationFontFamilies(font_id):
            if family not in families:
                families.append(family)
    return families


def app_icon() -> QIcon:
    """The window and taskbar icon, with every rendered size so none is scaled."""
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(resource_path(f"icons/{ICON_NAME}-{size}.png")))
    return icon


__all__ = [
    "ICON_NAME",
    "ResourceNotFound",
    "app_icon",
    "font_files",
    "load_bundled_fonts",
    "resource_path",
    "resource_root",
]
