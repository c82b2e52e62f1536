"""Opening the window from the command line.

``rummy-desktop`` alone shows the new-game dialog; ``--players ... --rules
classic [--seed N]`` starts that game straight away. Bad ``--players`` or
``--rules`` text is refused before any window opens, with one line on
standard error and exit code 2, like the headless commands.
"""

from __future__ import annotations

import argparse
import contextlib
import sys

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from rummy_desktop.app.computers import available_levels
from rummy_desktop.app.qt_guard import guard_none_refcount
from rummy_desktop.app.seats import parse_seats
from rummy_desktop.app.setup import GameSetup
from rummy_desktop.core.errors import RummyError
from rummy_desktop.core.rules import preset
from rummy_desktop.ui.window import MainWindow

EXIT_BAD_INPUT = 2
LOAD_NOT_READY = (
    "Opening saved games is not available in this version yet; "
    "the file was not touched. Start a new game instead."
)


def setup_from_args(args: argparse.Namespace) -> GameSetup | None:
    """The game asked for on the command line, or None when none was.

    Raises:
        RummyError: unreadable seats or an unknown rule preset.
    """
    if not getattr(args, "players", None):
        return None
    levels = available_levels()
    seats = parse_seats(args.players, levels or None)
    rules = preset(args.rules or "classic")
    return GameSetup.of(seats, rules, getattr(args, "seed", None))


def _prepare_application() -> QApplication:
    guard_none_refcount()
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(sys.argv[:1])
    app.setApplicationName("Rummy Desktop")
    app.setOrganizationName("rummy-desktop")
    try:
        from rummy_desktop.app import resources
    except ImportError:
        return app
    loader = getattr(resources, "load_bundled_fonts", None)
    if loader is not None:
        loader()
    icon_path = getattr(resources, "resource_path", None)
    if icon_path is not None:
        with contextlib.suppress(FileNotFoundError, OSError):
            app.setWindowIcon(QIcon(str(icon_path("icons/rummy-desktop.svg"))))
    return app


def open_window(args: argparse.Namespace) -> MainWindow:
    """Build and show the window for ``args`` (without running the event loop).

    Raises:
        RummyError: bad ``--players`` or ``--rules``.
    """
    setup = setup_from_args(args)
    _prepare_application()
    window = MainWindow()
    window.show()
    if getattr(args, "load", None):
        window.show_info("Open saved game", LOAD_NOT_READY)
    if setup is not None:
        window.start_game(setup)
    elif not getattr(args, "load", None):
        QTimer.singleShot(0, window.new_game)
    return window


def run_window(args: argparse.Namespace) -> int:
    """Open the game window and run it until it closes; the process exit code."""
    try:
        window = open_window(args)
    except RummyError as exc:
        print(f"rummy-desktop: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    app = QApplication.instance()
    assert app is not None
    code = app.exec()
    window.controller.shutdown()
    return int(code)
