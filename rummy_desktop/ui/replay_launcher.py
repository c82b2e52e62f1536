"""Connects the game window to replays: the chooser, the loader and the viewer.

Game > Replay a game... opens the chooser (the shelf of finished games, or a
saved game's file); "Watch this game again" at a round's end replays the
game just played. Either way the replay is built on the loader's worker
thread and the viewer opens when it is ready, so the window stays
responsive however long the match was. A game that cannot be replayed is
named with its problem, and its file is never changed.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog

from rummy_desktop.app.finished_games import FinishedGames
from rummy_desktop.app.game_files import record_of
from rummy_desktop.app.i18n import translate
from rummy_desktop.app.replay import Replay
from rummy_desktop.app.replay_loader import ReplayLoader
from rummy_desktop.app.saves import SaveError
from rummy_desktop.ui.replay_chooser import ReplayChooser, shelf_path
from rummy_desktop.ui.replay_window import ReplayWindow
from rummy_desktop.ui.save_ui import saved_games_folder

if TYPE_CHECKING:
    from rummy_desktop.ui.window import MainWindow


class Replays(QObject):
    """The window's replays.

    Args:
        window: the game window (messages, the data folder, the game just played).
    """

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.loader = ReplayLoader(self)
        self.loader.ready.connect(self._ready)
        self.loader.failed.connect(self._failed)
        self.chooser: ReplayChooser | None = None
        self.viewer: ReplayWindow | None = None
        self.file_dialog: QFileDialog | None = None
        self._source: tuple[str, Path | None, bool | None] = ("", None, None)
        """The title, shelf path and kept flag of the replay being prepared."""

    def shelf(self) -> FinishedGames | None:
        """The finished games in the data folder the game saves in now."""
        folder = self.window.autosaver.folder
        return FinishedGames.in_data_folder(folder) if folder is not None else None

    # -- choosing -------------------------------------------------------------------
    def choose(self) -> None:
        """Game > Replay a game...: the chooser (non-blocking).

        A timed turn in progress is paused first: looking back must not cost
        the person on turn their time (Resume goes on with it).
        """
        if self.window.controller.may_pause:
            self.window.controller.pause()
        shelf = self.shelf()
        chooser = ReplayChooser(shelf.games() if shelf is not None else [], self.window)
        chooser.watchRequested.connect(
            lambda path, kept: self.watch_shelved(shelf_path(path), kept)
        )
        chooser.keepRequested.connect(lambda path, keep: self.keep(shelf_path(path), keep))
        chooser.fileRequested.connect(self.choose_file)
        self.chooser = chooser
        chooser.open()

    def choose_file(self) -> None:
        """Choose any saved game's file to watch (non-blocking)."""
        dialog = QFileDialog(self.window, translate("Replays", "Replay a saved game"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setDirectory(str(self.window.files.last_folder or saved_games_folder()))
        dialog.setNameFilter(translate("GameFiles", "Saved games (*.json);;All files (*)"))
        dialog.fileSelected.connect(lambda name: self.watch_file(Path(name)))
        self.file_dialog = dialog
        dialog.open()

    def keep(self, path: Path, keep: bool) -> Path | None:
        """Keep a shelved game for ever, or let it go; its new path (None if it failed)."""
        shelf = self.shelf()
        if shelf is None:
            return None
        try:
            moved = shelf.keep(path, keep)
        except SaveError as exc:
            self.window.show_info(translate("Replays", "Replay a game"), str(exc))
            return None
        if self.chooser is not None:
            self.chooser.set_games(shelf.games())
        if self._source[1] == path:
            self._source = (self._source[0], moved, keep)
        return moved

    # -- loading ----------------------------------------------------------------------
    def watch_file(self, path: Path) -> int:
        """Replay the saved game at ``path``; the loader's job number."""
        self._source = (path.name, None, None)
        return self._load(lambda: self.loader.load_file(path))

    def watch_shelved(self, path: Path, kept: bool) -> int:
        """Replay a game from the shelf of finished games."""
        self._source = (path.name, path, kept)
        return self._load(lambda: self.loader.load_file(path))

    def watch_current(self) -> int | None:
        """Watch the game being played again (from a round's end); None when there is none."""
        state = self.window.controller.finished_round()  # a copy: the game may go on
        if state is None:
            return None
        record = record_of(state, self.window.controller.seats)
        names = ", ".join(s.name for s in record.seats)
        self._source = (names, None, None)
        return self._load(lambda: self.loader.load_record(record))

    def _load(self, start: Callable[[], int]) -> int:
        self.window.statusBar().showMessage(translate("Replays", "Preparing the replay…"))
        return start()

    def _ready(self, job: int, replay: object) -> None:
        if job != self.loader.job or not isinstance(replay, Replay):
            return
        self.window.statusBar().clearMessage()
        title, path, kept = self._source
        self.show(replay, title, kept, path)

    def show(self, replay: Replay, title: str, kept: bool | None, path: Path | None) -> None:
        """Open the viewer on a ready replay (one viewer at a time)."""
        if self.viewer is not None:
            self.viewer.close()
            self.viewer.deleteLater()
        seats = list(replay.seats)
        viewer = ReplayWindow(
            replay,
            seats,
            title,
            speed=self.window.services.settings.speed,
            parent=self.window,
        )
        viewer.set_kept(kept if path is not None else None)
        if path is not None:
            viewer.keepChanged.connect(lambda keep: self._keep_from_viewer(keep))
        self.viewer = viewer
        viewer.show()

    def _keep_from_viewer(self, keep: bool) -> None:
        path = self._source[1]
        if path is not None:
            self.keep(path, keep)

    def _failed(self, job: int, why: str) -> None:
        if job != self.loader.job:
            return
        self.window.statusBar().clearMessage()
        self.window.show_info(
            translate("Replays", "Cannot replay this game"),
            translate("Replays", "%1\n\nThe file was not changed.").replace("%1", why),
        )
