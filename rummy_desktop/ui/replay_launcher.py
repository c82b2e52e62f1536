"""Connects a game window to replays: the chooser, the loader and the viewer.

Game > Replay a game... opens the chooser (the shelf of finished games, tile
and card games alike, or a saved game's file); "Watch this game again" at a
round's end replays the game just played. The tile and the card window each
say what the replays need of them in a :class:`ReplaySource`. Either way
the replay is built on the loader's worker thread and the viewer opens when
it is ready, so the window stays responsive however long the match was. A
game that cannot be replayed is named with its problem, and its file is
never changed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QMainWindow

from rummy_desktop.app.finished_games import FinishedGame, FinishedGames
from rummy_desktop.app.i18n import translate
from rummy_desktop.app.replay import Replay
from rummy_desktop.app.replay_loader import ReplayLoader
from rummy_desktop.app.saves import SaveError
from rummy_desktop.core.serialize import GameRecord

if TYPE_CHECKING:  # the chooser, the viewers and the card replays load with the first replay
    from rummy_desktop.app.cards.replay import CardReplay
    from rummy_desktop.app.cards.saves import CardSave
    from rummy_desktop.ui.replay_chooser import ReplayChooser
    from rummy_desktop.ui.replay_viewer import ReplayViewer
    from rummy_desktop.ui.stats_window import StatsWindow


def as_path(value: object) -> Path:
    """A path sent through a signal (Qt passes it as a plain object)."""
    assert isinstance(value, Path)
    return value


@dataclass(frozen=True)
class ReplaySource:
    """What the replays need of the window they open from (a tile or a card window).

    Attributes:
        data_folder: where the game saves now (the finished games are kept there).
        current: the game being played, as a title and a record to replay; None
            when there is none.
        pause: asked before looking back (a timed turn must not run meanwhile).
        files_folder: where the file dialog opens.
        speed: the computer speed name the viewer starts with.
        card_look: the card window's four-colour suits and large cards.
        tell: shows a message without blocking (title, text).
    """

    data_folder: Callable[[], Path | None]
    current: Callable[[], tuple[str, GameRecord | CardSave] | None]
    pause: Callable[[], None]
    files_folder: Callable[[], Path]
    speed: Callable[[], str]
    card_look: Callable[[], tuple[bool, bool]]
    tell: Callable[[str, str], None]


class Replays(QObject):
    """A window's replays.

    Args:
        window: the game window (its status bar, and the parent of what opens).
        source: what the replays need of it (each window builds its own).
    """

    def __init__(self, window: QMainWindow, source: ReplaySource) -> None:
        super().__init__(window)
        self.window = window
        self.source = source
        self.loader = ReplayLoader(self)
        self.loader.ready.connect(self._ready)
        self.loader.failed.connect(self._failed)
        self.chooser: ReplayChooser | None = None
        self.viewer: ReplayViewer | None = None
        self.file_dialog: QFileDialog | None = None
        self._source: tuple[str, Path | None, bool | None] = ("", None, None)
        """The title, shelf path and kept flag of the replay being prepared."""

    def shelf(self) -> FinishedGames | None:
        """The finished games in the data folder the game saves in now."""
        folder = self.source.data_folder()
        return FinishedGames.in_data_folder(folder) if folder is not None else None

    def shelved_games(self) -> list[FinishedGame]:
        """Every game on the shelf now, newest first (none without a data folder)."""
        shelf = self.shelf()
        return shelf.games() if shelf is not None else []

    def attach_stats(self, stats: StatsWindow) -> None:
        """Let the statistics window's recent games be watched while they are kept."""
        stats.set_shelf(self.shelved_games)
        stats.watchRequested.connect(lambda path, kept: self.watch_shelved(as_path(path), kept))

    # -- choosing -------------------------------------------------------------------
    def choose(self) -> None:
        """Game > Replay a game...: the chooser (non-blocking).

        A timed turn in progress is paused first: looking back must not cost
        the person on turn their time (Resume goes on with it).
        """
        self.source.pause()
        shelf = self.shelf()
        from rummy_desktop.ui.replay_chooser import ReplayChooser

        chooser = ReplayChooser(shelf.games() if shelf is not None else [], self.window)
        chooser.watchRequested.connect(lambda path, kept: self.watch_shelved(as_path(path), kept))
        chooser.keepRequested.connect(lambda path, keep: self.keep(as_path(path), keep))
        chooser.fileRequested.connect(self.choose_file)
        self.chooser = chooser
        chooser.open()

    def choose_file(self) -> None:
        """Choose any saved game's file to watch (non-blocking)."""
        dialog = QFileDialog(self.window, translate("Replays", "Replay a saved game"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setDirectory(str(self.source.files_folder()))
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
            self.source.tell(translate("Replays", "Replay a game"), str(exc))
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
        current = self.source.current()
        if current is None:
            return None
        title, record = current
        self._source = (title, None, None)
        return self._load(lambda: self.loader.load_record(record))

    def _load(self, start: Callable[[], int]) -> int:
        self.window.statusBar().showMessage(translate("Replays", "Preparing the replay…"))
        return start()

    def _ready(self, job: int, replay: object) -> None:
        from rummy_desktop.app.cards.replay import CardReplay

        if job != self.loader.job or not isinstance(replay, Replay | CardReplay):
            return
        self.window.statusBar().clearMessage()
        title, path, kept = self._source
        self.show(replay, title, kept, path)

    def show(
        self, replay: Replay | CardReplay, title: str, kept: bool | None, path: Path | None
    ) -> None:
        """Open the viewer on a ready replay (one viewer at a time), tiles or cards."""
        if self.viewer is not None:
            self.viewer.close()
            self.viewer.deleteLater()
        viewer: ReplayViewer
        if not isinstance(replay, Replay):  # a card game's
            from rummy_desktop.ui.cards.replay_window import CardReplayWindow

            four_colour, large = self.source.card_look()
            viewer = CardReplayWindow(
                replay,
                title,
                four_colour=four_colour,
                large=large,
                speed=self.source.speed(),
                parent=self.window,
            )
        else:
            from rummy_desktop.ui.replay_window import ReplayWindow

            viewer = ReplayWindow(
                replay, list(replay.seats), title, speed=self.source.speed(), parent=self.window
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
        self.source.tell(
            translate("Replays", "Cannot replay this game"),
            translate("Replays", "%1\n\nThe file was not changed.").replace("%1", why),
        )
