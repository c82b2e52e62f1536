"""PySide6 hook with the plugin and translation filter of _qt_lean applied."""

import os
import sys

from PyInstaller.utils.hooks.qt import add_qt6_dependencies

sys.path.insert(0, os.path.dirname(__file__))
from _qt_lean import lean

hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
binaries, datas = lean(binaries, datas)
