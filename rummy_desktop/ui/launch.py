"""Opening the window from the command line.

``rummy-desktop`` alone offers to continue the last unfinished game, or
offers the tutorial once at the very first start, or shows the new-game
dialog; ``--players ... --rules classic [--seed N]`` starts that game
straight away; ``--load FILE`` opens a saved game (a file
that cannot be loaded is named in a message and left untouched). Bad
``--players`` or ``--rules`` text is refused before any window opens, with
one line on standard error and exit code 2, like the headless commands.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from rummy_desktop.app.autosave_slot import CARD_AUTOSAVE, any_slot_saved
from rummy_desktop.app.computers import available_levels
from rummy_desktop.app.early_stop import EarlyStop, StartInterrupted, exit_code_of
from rummy_desktop.app.gc_guard import collect_on_gui_thread
from rummy_desktop.app.i18n import install_language, system_language
from rummy_desktop.app.qt_guard import guard_none_refcount
from rummy_desktop.app.seats import parse_seats
from rummy_desktop.app.settings import APPLICATION, ORGANISATION
from rummy_desktop.app.setup import GameSetup
from rummy_desktop.app.stop_signals import StopSignals
from rummy_desktop.core.errors import RummyError
from rummy_desktop.core.rules import InvalidRules, preset
from rummy_desktop.families import FamilyKind, is_kind
from rummy_desktop.ui.services import Services
from rummy_desktop.ui.window import MainWindow

if TYPE_CHECKING:
    from rummy_desktop.app.cards.setup import CardSetup
    from rummy_desktop.ui.cards.window import CardWindow

EXIT_BAD_INPUT = 2


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


DEFAULT_CARD_SEATS = "You:human,Computer:medium"
"""The seats of ``--game GAME`` given without ``--players``."""


def card_setup_from_args(args: argparse.Namespace) -> CardSetup | None:
    """The card game asked for with ``--game``, or None for the tile game.

    Raises:
        RummyError: unreadable seats for that game, or ``--rules`` (a tile preset).
    """
    game = getattr(args, "game", None)
    if not is_kind(game, FamilyKind.CARDS):
        return None
    # the card games (their rules, players and window) load only when one is asked for:
    # a tile start stays light
    from rummy_desktop.app.cards.setup import card_setup_of

    assert game is not None
    if getattr(args, "rules", None):
        raise InvalidRules("--rules names a tile preset; a card game is chosen by --game alone")
    players = getattr(args, "players", None) or DEFAULT_CARD_SEATS
    return card_setup_of(game, players, getattr(args, "seed", None))


def prepare_application() -> QApplication:
    """The application object, its names (for settings and data folders) and fonts."""
    guard_none_refcount()
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(sys.argv[:1])
    collect_on_gui_thread(app)
    app.setApplicationName(APPLICATION)
    app.setOrganizationName(ORGANISATION)
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


_translator: list[object] = []
"""Keeps the installed translator alive for the life of the process."""


def _install_language(services: Services) -> None:
    if _translator:
        return
    code = services.settings.language or system_language()
    translator = install_language(code)
    if translator is not None:
        _translator.append(translator)


def _is_card_save(path: Path) -> bool:
    from rummy_desktop.app.cards.saves import is_card_save

    return is_card_save(path)


def _offer_card_game(window: MainWindow) -> bool:
    if not any_slot_saved(window.services.data_dir, CARD_AUTOSAVE):
        return False  # nothing to offer: the card games need not load at all
    from rummy_desktop.ui.cards.offer import offer_card_game

    return offer_card_game(window)


def _offer_or_new(window: MainWindow) -> None:
    """At a plain start: the last game to continue, else an unfinished card game, else a
    table hosted here to reopen or seats taken to rejoin, else the tutorial on a first
    start, else the new-game dialog."""
    if (
        not window.files.offer_continue()
        and not _offer_card_game(window)
        and window.online.offer_at_start() is None
        and not window.offer_tutorial()
    ):
        window.new_game()


def open_window(
    args: argparse.Namespace, services: Services | None = None
) -> MainWindow | CardWindow:
    """Build and show the window for ``args`` (without running the event loop).

    ``--game GAME`` without ``--players`` continues an unfinished card game
    when there is one; ``--load FILE`` of a saved card game opens the card window.

    Raises:
        RummyError: bad ``--players`` or ``--rules``.
    """
    card_setup = card_setup_from_args(args)
    load = getattr(args, "load", None)
    card_file = Path(load) if load and _is_card_save(Path(load)) else None
    if card_setup is not None or card_file is not None:
        prepare_application()
        services = services if services is not None else Services.for_user()
        _install_language(services)
        from rummy_desktop.ui.cards.window import CardWindow

        card_window = CardWindow(services=services)
        card_window.show()
        if card_file is not None:
            card_window.load(card_file)
        elif getattr(args, "players", None) or not card_window.autosaver.load_last():
            assert card_setup is not None
            card_window.start_game(card_setup)
        else:
            card_window.continue_last()
        return card_window
    setup = setup_from_args(args)
    prepare_application()
    services = services if services is not None else Services.for_user()
    _install_language(services)
    window = MainWindow(services=services)
    window.show()
    load = getattr(args, "load", None)
    if load:
        window.files.load(Path(load))
    elif setup is not None:
        window.start_game(setup)
    else:
        QTimer.singleShot(0, lambda: _offer_or_new(window))
    return window


def _tear_down(app: QCoreApplication, window: QWidget) -> None:
    """Delete the window while Python still runs its event filters.

    Left to the interpreter's exit, a window closed in the loop's first turn was
    destroyed with its keyboard focus: the focus-out reached an event filter
    written in Python after its scenes were gone and the process crashed.
    """
    focused = QApplication.focusWidget()
    if focused is not None:
        focused.clearFocus()
    window.deleteLater()
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def run_window(args: argparse.Namespace, early: EarlyStop | None = None) -> int:
    """Open the game window and run it until it closes; the process exit code.

    Args:
        args: the command line.
        early: the stop handling installed at the start of the program; a
            signal it noted while the window was being built closes the window
            as Game > Quit does, before the loop runs.

    Raises:
        StartInterrupted: a stop signal came while the window was being built.
    """
    early = early if early is not None else EarlyStop()
    try:
        window = open_window(args)
    except RummyError as exc:
        print(f"rummy-desktop: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    app = QApplication.instance()
    assert app is not None
    stopped_by: list[int] = []

    def stop(number: int) -> None:
        """Close as Game > Quit does (workers cancelled, slot freed), then leave the loop."""
        stopped_by.append(number)
        window.close()
        app.quit()

    stops: StopSignals | None = None
    try:
        early.reached("window")
        stops = StopSignals()
        stops.received.connect(stop)
        early.reached("loop", lambda: stops is not None and stops.noted is not None)
        code = app.exec()
    except StartInterrupted:
        window.close()
        raise
    finally:
        if stops is not None:
            stops.restore()
        window.controller.shutdown()
        _tear_down(app, window)
    if stopped_by:
        return exit_code_of(stopped_by[0])
    return int(code)
