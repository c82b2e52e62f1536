"""What every game window is, whatever family it plays: the one window shell.

The tile window and the card window differ in their board (the tile table
and rack; the card table) and in their family's intents. Everything else a
family member meets is the same and is written here once:

- where the window opens: on each screen where it was last closed (a tile
  and a card window each remember their own place), else fitted and
  centred in the screen's free area with room for a frame, then fitted again
  and pulled inside once the window manager has framed it, title bar and all;
- messages that do not block the game, the rules in a dialog that fits a
  small screen, the round's dialog closed with the game;
- what closing must keep: the window's place, the settings on disk;
- the menus and the commands behind them: the same words, the same keys and
  the same order in every family's window (:mod:`rummy_desktop.ui.shell_menus`),
  Settings, About and the computer's speed.

A family's window subclasses :class:`GameShell`, builds its board, and gives
the menus its own items (:class:`~rummy_desktop.ui.shell_menus.FamilyMenus`).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import TYPE_CHECKING, Final, Protocol, TypeVar, cast

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QShowEvent
from PySide6.QtWidgets import QDialog, QMainWindow, QMessageBox, QTextBrowser, QVBoxLayout

from rummy_desktop.app.i18n import translate
from rummy_desktop.app.stats import StatsDamaged, StatsError
from rummy_desktop.app.stats_recorder import StatsWriter
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.help_text import about_html
from rummy_desktop.ui.replay_launcher import Replays
from rummy_desktop.ui.save_ui import open_info_box
from rummy_desktop.ui.screen_fit import (
    available_geometry,
    centre_fitted,
    client_room,
    fit_to_screen,
    placed_inside,
    pull_frame_inside,
    screen_key,
    when_framed,
)
from rummy_desktop.ui.services import Services
from rummy_desktop.ui.settings_dialog import SettingsDialog
from rummy_desktop.ui.shell_menus import FamilyMenus, ShellActions, build_menu_bar

if TYPE_CHECKING:  # the statistics window loads when it is first opened
    from rummy_desktop.ui.stats_window import StatsWindow
    from rummy_desktop.ui.tutorial_window import TutorialShell

Lesson = TypeVar("Lesson", bound="TutorialShell")

TOAST_MS: Final = 4000
"""How long a refusal or a passing word stays in sight, in every game window."""


class ShellController(Protocol):
    """What the shell asks of a family's controller."""

    def shutdown(self) -> bool:
        """Stop thinking and timers; True when no worker thread is left."""
        ...

    @property
    def may_pause(self) -> bool:
        """A person's turn clock is running and may be paused."""
        ...

    def pause(self) -> object:
        """Hold the person's turn clock."""
        ...

    def set_speed(self, name_or_ms: str | int) -> None:
        """How fast the computers' plays are shown."""
        ...

    def undo(self) -> object:
        """Take back the person's last move of the turn."""
        ...

    def reset_turn(self) -> object:
        """Take back the person's whole turn."""
        ...

    def request_hint(self) -> object:
        """Look for a good play for the person on turn, shown to them alone."""
        ...


class ShellSaver(Protocol):
    """What the shell asks of a family's autosave."""

    def save_now(self) -> None:
        """Write the game as it stands (a running turn's seconds too)."""
        ...

    def release(self) -> None:
        """Give the autosave slot back for another window."""
        ...


class GameShell(QMainWindow):
    """The shell of a game window.

    Args:
        services: settings, data folder, statistics and questions.
        screen_area: the available geometry to open inside; the screen the
            window opens on by default (tests fake a small screen with it).
        place_key: how this kind of window's places are told apart in the
            settings from another kind's ("" for the tile window, whose
            places were kept before there were others).
    """

    controller: ShellController
    """The family's controller."""
    autosaver: ShellSaver
    """The family's autosave, one slot per window."""
    stats_recorder: StatsWriter
    """Writes each finished round to the statistics (the family's recorder)."""
    replays: Replays
    """The window's replays (Watch in the statistics)."""

    def __init__(
        self, services: Services, screen_area: QRect | None = None, place_key: str = ""
    ) -> None:
        super().__init__()
        self.services = services
        self._screen_area = QRect(screen_area) if screen_area is not None else None
        self._place_key = place_key
        self._shown_once = False
        self._fitted_size: QSize | None = None
        """The size fitted before the frame was known; None once restored from the settings."""
        self.info_box: QMessageBox | None = None
        self.rules_dialog: QDialog | None = None
        self.round_dialog: QDialog | None = None
        self.stats_window: StatsWindow | None = None
        self.stats_failure_told = False
        self.settings_dialog: SettingsDialog | None = None
        self.speed_actions: dict[str, QAction] = {}
        self.lesson: TutorialShell | None = None
        """The tutorial window opened from this one, if any (open or closed)."""

    # -- the menus ----------------------------------------------------------------
    def build_shell_actions(self) -> None:
        """The actions every game window has; a family builds its own after these."""
        shared = ShellActions.made_for(self, self)
        self.shell_actions = shared
        self.act_new, self.act_open, self.act_save_as = shared.new, shared.open, shared.save_as
        self.act_folder, self.act_replay, self.act_stats = (
            shared.folder,
            shared.replay,
            shared.stats,
        )
        self.act_settings, self.act_quit = shared.settings, shared.quit
        self.act_undo, self.act_reset, self.act_hint = shared.undo, shared.reset, shared.hint
        self.act_rules, self.act_learn, self.act_about = shared.rules, shared.learn, shared.about

    def build_menus(self, family: FamilyMenus) -> None:
        """The menu bar: the shared actions with the family's own in their places."""
        self.speed_actions = build_menu_bar(self, self.shell_actions, family, self.set_speed)

    def set_speed(self, name: str) -> None:
        """Computer speed from the View menu or the settings; remembered for every window."""
        self.controller.set_speed(name)
        self.services.settings.speed = name
        if name in self.speed_actions:
            self.speed_actions[name].setChecked(True)

    def undo(self) -> object:
        return self.controller.undo()

    def reset_turn(self) -> object:
        return self.controller.reset_turn()

    def request_hint(self) -> object:
        return self.controller.request_hint()

    def choose_replay(self) -> None:
        self.replays.choose()

    def show_settings(self) -> None:
        """The settings dialog (non-blocking); its choices apply when it is accepted."""
        dialog = SettingsDialog(self.services.settings, self)
        dialog.accepted.connect(self.apply_settings)
        self.settings_dialog = dialog
        dialog.open()

    def apply_settings(self) -> None:
        """The settings were changed: the family shows what concerns it (the speed here)."""
        self.set_speed(self.services.settings.speed)

    def show_about(self) -> None:
        box = QMessageBox(self)
        box.setWindowTitle(translate("MainWindow", "About Rummy Desktop"))
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(about_html())
        self.info_box = box
        box.open()

    def new_game(self) -> object:
        """Start a new game (the family's dialog)."""
        raise NotImplementedError

    def open_game_file(self) -> object:
        """Choose a saved game and open it."""
        raise NotImplementedError

    def save_game_file(self) -> object:
        """Choose where to save the game, and save it."""
        raise NotImplementedError

    def choose_save_folder(self) -> object:
        """Choose the folder the games are saved in."""
        raise NotImplementedError

    def show_rules(self) -> object:
        """The family's rules."""
        raise NotImplementedError

    def learn_to_play(self) -> object:
        """The family's tutorial."""
        raise NotImplementedError

    # -- where the window is ------------------------------------------------------
    def available_area(self) -> QRect:
        """The part of the screen the window may cover (the screen less its task bars)."""
        if self._screen_area is not None:
            return QRect(self._screen_area)
        return available_geometry(self)

    def _screen_key(self) -> str:
        screen = self.screen() or QGuiApplication.primaryScreen()
        key = screen_key(screen.name() if screen is not None else "", self.available_area())
        return f"{self._place_key}-{key}" if self._place_key else key

    def fit_to_screen(self) -> None:
        """Open where this screen last had the window, or fitted and centred on it.

        Whatever is restored is pulled inside the available area: a window
        saved on a bigger monitor must not open past a laptop's edge.
        """
        # The frame (title bar and all) is not known before the window manager has
        # framed the window: room is kept for one, so the title bar is never above the screen.
        room = client_room(self, self.available_area())
        saved = self.services.settings.screen_geometry(self._screen_key())
        if saved is not None:
            rect, maximised = saved
            self.setGeometry(placed_inside(rect, room))
            self._fitted_size = None
            if maximised:
                self.setWindowState(Qt.WindowState.WindowMaximized)
            return
        self._fitted_size = centre_fitted(self, self.available_area())

    def keep_place(self) -> None:
        """Remember where the window is on this screen, and write the settings (closing)."""
        self.services.settings.set_screen_geometry(
            self._screen_key(), self.normalGeometry(), self.isMaximized()
        )
        self.services.settings.sync()

    @override
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            when_framed(self, self._settle_frame)

    def _settle_frame(self) -> None:
        """Framed at last: a window fitted afresh (and not resized since) is fitted again
        for its real frame, and any window is pulled inside the screen, title bar and all."""
        if self.isMaximized() or self.isFullScreen():
            return
        if self._fitted_size is not None and self.size() == self._fitted_size:
            self.fit_to_screen()
        pull_frame_inside(self, self.available_area())

    @override
    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing keeps the window's place and the game: the autosave is written (a running
        turn's seconds too, for the restart) before the controller stops, then its slot
        is given back."""
        self.keep_place()
        self.before_close()
        self.autosaver.save_now()
        self.controller.shutdown()
        self.autosaver.release()
        self.close_round_dialog()
        event.accept()

    def before_close(self) -> None:
        """What the family's window stops first (a drag, a tutorial, online windows)."""

    # -- the tutorial -----------------------------------------------------------------
    def pause_turn(self) -> None:
        """A person's running turn clock waits while they look away (a replay, the tutorial)."""
        if self.controller.may_pause:
            self.controller.pause()

    def open_lesson(self, make: Callable[[], Lesson], closed: Callable[[bool], None]) -> Lesson:
        """The family's tutorial over this window, on a game of its own (this one is untouched).

        One at a time: an open one is raised, a closed one (its game over)
        is let go. ``closed`` hears when the learner leaves or finishes it.
        """
        current = self.lesson
        if current is not None and current.isVisible():
            current.raise_()
            return cast("Lesson", current)
        if current is not None:
            current.deleteLater()
        lesson = make()
        lesson.closed.connect(closed)
        self.lesson = lesson
        lesson.start()
        return lesson

    def close_lesson(self, closed: Callable[[bool], None]) -> None:
        """The window closes: its tutorial closes too (its computer's thread stops), and
        no dialog follows it."""
        lesson, self.lesson = self.lesson, None
        if lesson is not None:
            lesson.closed.disconnect(closed)
            lesson.close()

    # -- words for the player -------------------------------------------------------
    def show_info(self, title: str, text: str) -> None:
        """A message that does not block the game."""
        self.info_box = open_info_box(self, title, text)

    def open_rules(self, title: str, html: str, size: QSize) -> QDialog:
        """The rules in a dialog of their own, fitted to a small screen, the game going on."""
        dialog = QDialog(self)
        dialog.setWindowTitle(title)
        layout = QVBoxLayout(dialog)
        browser = QTextBrowser()
        browser.setHtml(html)
        layout.addWidget(browser)
        fit_to_screen(dialog, size, near=self)
        dialog.show()
        self.rules_dialog = dialog
        return dialog

    def show_stats(self) -> None:
        """The statistics window for the first person at the table, on this window's game.

        A damaged statistics file is named, with an offer to start afresh
        (the old file is kept aside, renamed).
        """
        db = self.services.stats or self.services.reopen_stats()
        if db is not None and self.stats_recorder.db is None:
            self.stats_recorder.db = db  # busy at start, free now: record from here on
        if db is None:
            if self.services.stats_damaged and self.services.stats_path is not None:
                self._offer_fresh_stats(self.services.stats_problem)
                return
            self.show_info(
                translate("MainWindow", "Statistics"),
                self.services.stats_problem
                or translate("MainWindow", "Statistics are not kept in this session."),
            )
            return
        name, game = self.stats_seat_and_game()
        try:
            from rummy_desktop.ui.stats_window import StatsWindow

            window = StatsWindow(db, name, self, game=game)
        except (StatsError, sqlite3.Error) as exc:
            if isinstance(exc, StatsDamaged):  # a busy file is never offered a fresh start
                self._offer_fresh_stats(str(exc))
            else:
                self.show_info(translate("MainWindow", "Statistics"), str(exc))
            return
        self.replays.attach_stats(window)
        self.stats_window = window
        window.show()

    def _offer_fresh_stats(self, problem: str) -> None:
        text = translate(
            "MainWindow",
            "The statistics cannot be read: %1.\n\nStart new statistics? "
            "The old file is kept beside the new one.",
        ).replace("%1", problem)
        self.services.ask(
            self, translate("MainWindow", "Statistics"), text, self._fresh_stats_answered
        )

    def _fresh_stats_answered(self, yes: bool) -> None:
        if not yes:
            return
        try:
            db = self.services.start_stats_afresh()
        except (StatsError, OSError) as exc:
            self.show_info(translate("MainWindow", "Statistics"), str(exc))
            return
        self.stats_recorder.db = db
        self.show_stats()

    def stats_failed(self, why: str) -> None:
        """A round could not be recorded: said once in a message, then on the status bar."""
        if self.stats_failure_told:
            self.statusBar().showMessage(why, TOAST_MS)
            return
        self.stats_failure_told = True
        self.show_info(
            translate("MainWindow", "Statistics"),
            translate("MainWindow", "This round could not be added to the statistics: %1").replace(
                "%1", why
            ),
        )

    def stats_seat_and_game(self) -> tuple[str, str]:
        """Whose statistics to show first, and of which game (the family's id)."""
        raise NotImplementedError

    def close_round_dialog(self) -> None:
        """Close the round's dialog, if one is open (a new game, the window closing)."""
        if self.round_dialog is not None:
            self.round_dialog.close()
            self.round_dialog.deleteLater()
            self.round_dialog = None
