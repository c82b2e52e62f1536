"""Keep only the Qt plugins the game needs, and no Qt translations.

PyInstaller's stock PySide6 hooks collect every plugin of every type a Qt
module might use (GTK theme, Wayland, EGL, image formats the game never
opens) plus their libraries. Filtering here, inside the hooks, happens before
PyInstaller looks for shared-library dependencies, so the dropped plugins'
libraries (GTK, Wayland, DBus input methods) never enter the bundle.
"""

from __future__ import annotations

import re
from pathlib import PurePath

# plugin type -> plugin names (file name without "lib" prefix and extension)
KEEP_PLUGINS: dict[str, frozenset[str]] = {
    # xcb for X11 and XWayland, offscreen for headless runs and tests,
    # windows and cocoa for the other two systems.
    "platforms": frozenset({"qxcb", "qoffscreen", "qwindows", "qcocoa"}),
    # dead keys and compose sequences when typing player names on Linux
    "platforminputcontexts": frozenset({"composeplatforminputcontextplugin"}),
    # SVG images and icons, in case the interface loads any
    "imageformats": frozenset({"qsvg"}),
    "iconengines": frozenset({"qsvgicon"}),
    # native-looking widgets on Windows 10/11 and macOS
    "styles": frozenset({"qmodernwindowsstyle", "qwindowsvistastyle", "qmacstyle"}),
}

# Libraries a widget application never loads. opengl32sw.dll (Windows, about
# 20 MiB) is Mesa's software OpenGL, which Qt loads only for OpenGL or Qt Quick
# content when the machine has no OpenGL driver; the game's widgets draw with
# the raster engine.
DROP_LIBRARIES: frozenset[str] = frozenset({"opengl32sw.dll"})

_SUFFIX = re.compile(r"\.(so(\.\d+)*|dll|dylib)$")


def plugin_name(filename: str) -> str:
    stem = _SUFFIX.sub("", filename)
    return stem[3:] if stem.startswith("lib") else stem


def keep_binary(dest_dir: str, source: str) -> bool:
    if PurePath(source.replace("\\", "/")).name.lower() in DROP_LIBRARIES:
        return False
    parts = PurePath(dest_dir.replace("\\", "/")).parts
    if "plugins" not in parts:
        return True
    rest = parts[parts.index("plugins") + 1 :]
    if not rest:
        return True
    allowed = KEEP_PLUGINS.get(rest[0], frozenset())
    return plugin_name(PurePath(source).name) in allowed


def lean(
    binaries: list[tuple[str, str]], datas: list[tuple[str, str]]
) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    kept_binaries = [(src, dest) for src, dest in binaries if keep_binary(dest, src)]
    kept_datas = [
        (src, dest)
        for src, dest in datas
        if "translations" not in PurePath(dest.replace("\\", "/")).parts
    ]
    return kept_binaries, kept_datas
