"""Game > Open, Game > Save as, and the offer to continue the last game.

Every file dialog and question is opened without blocking. A file that
cannot be loaded is never changed and never crashes the window: the message
names the problem, and when its backup is good the backup is played instead,
with a word saying so.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog

from rummy_desktop.app.computers import MissingComputerPlayers
from rummy_desktop.app.game_files import AutoSaver, record_of, seats_of
from rummy_desktop.app.i18n import translate
from rummy_desktop.app.saves import Loaded, SaveError, read_save, write_save
from rummy_desktop.app.setup import GameSetup
from rummy_desktop.core.errors import RummyError

if TYPE_CHECKING:
    from rummy_desktop.ui.window import MainWindow

SAVE_SUFFIX: Final = ".rummy.json"


class GameFiles(QObject):
    """The window's saving and loading.

    Args:
        window: the game window (shows messages, starts games).
        autosaver: writes and finds the autosave.
    """

    def __init__(self, window: MainWindow, autosaver: AutoSaver) -> None:
        super().__init__(window)
        self.window = window
        self.autosaver = autosaver
        self.file_dialog: QFileDialog | None = None
        self.offered: Loaded | None = None

    def _filter(self) -> str:
        return translate("GameFiles", "Saved games (*.json);;All files (*)")

    # -- dialogs -------------------------------------------------------------
    def open_dialog(self) -> None:
        """Choose a saved game to open (non-blocking)."""
        dialog = QFileDialog(self.window, translate("GameFiles", "Open saved game"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setNameFilter(self._filter())
        dialog.fileSelected.connect(lambda name: self.load(Path(name)))
        self._show(dialog)

    def save_dialog(self) -> None:
        """Choose where to save the game (non-blocking)."""
        if self.window.controller.state is None:
            self.window.show_info(
                translate("GameFiles", "Save game"),
                translate("GameFiles", "There is no game to save."),
            )
            return
        dialog = QFileDialog(self.window, translate("GameFiles", "Save game as"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilter(self._filter())
        dialog.setDefaultSuffix("rummy.json")
        dialog.fileSelected.connect(lambda name: self.save_as(Path(name)))
        self._show(dialog)

    def _show(self, dialog: QFileDialog) -> None:
        if self.file_dialog is not None:
            self.file_dialog.deleteLater()
        self.file_dialog = dialog
        dialog.open()

    # -- the work ------------------------------------------------------------------
    def save_as(self, path: Path) -> bool:
        """Write the game to ``path`` (atomically, keeping the old file as backup)."""
        c = self.window.controller
        if c.state is None:
            return False
        try:
            write_save(path, record_of(c.state, c.seats))
        except SaveError as exc:
            self.window.show_info(translate("GameFiles", "The game was not saved"), str(exc))
            return False
        self.window.statusBar().showMessage(
            translate("GameFiles", "Saved to %1").replace("%1", path.name), 5000
        )
        return True

    def load(self, path: Path) -> bool:
        """Open a saved game, or say clearly why it cannot be opened."""
        try:
            loaded = read_save(path)
        except SaveError as exc:
            self.window.show_info(
                translate("GameFiles", "Cannot open this saved game"),
                translate("GameFiles", "%1\n\nThe file was not changed.").replace("%1", str(exc)),
            )
            return False
        if not self.play(loaded):
            return False
        if loaded.from_backup:
            self.window.show_info(
                translate("GameFiles", "The backup was opened"),
                translate(
                    "GameFiles",
                    "%1\n\nThe backup copy %2 was good and was opened instead. "
                    "The damaged file was not changed.",
                )
                .replace("%1", loaded.problem)
                .replace("%2", loaded.path.name),
            )
        return True

    def play(self, loaded: Loaded) -> bool:
        """Play a loaded record from where it was saved."""
        record = loaded.record
        try:
            setup = GameSetup.of(
                seats_of(record), record.state.rules, record.state.seed, record.state.handicaps
            )
        except (RummyError, ValueError) as exc:
            self.window.show_info(translate("GameFiles", "Cannot open this saved game"), str(exc))
            return False
        try:
            return self.window.start_game(setup, state=record.state, remember=False)
        except MissingComputerPlayers as exc:  # pragma: no cover - start_game reports it
            self.window.show_info(translate("GameFiles", "Cannot open this saved game"), str(exc))
            return False

    def offer_continue(self) -> bool:
        """Ask whether to continue the last unfinished game; False when there is none."""
        loaded = self.autosaver.load_last()
        if loaded is None:
            return False
        self.offered = loaded
        state = loaded.record.state
        names = ", ".join(s.name for s in loaded.record.seats)
        text = (
            translate(
                "GameFiles", "Continue the last game (%1; round %2, turn %3) where it was left?"
            )
            .replace("%1", names)
            .replace("%2", str(state.round_number))
            .replace("%3", str(state.turn))
        )
        self.window.services.ask(
            self.window, translate("GameFiles", "Continue the last game?"), text, self._answered
        )
        return True

    def _answered(self, yes: bool) -> None:
        loaded, self.offered = self.offered, None
        if yes and loaded is not None:
            self.play(loaded)
        else:
            self.window.new_game()
