"""Game > Open, Game > Save as, the offer to continue the last game, and the save folder.

Every file dialog and question is opened without blocking. A file that
cannot be loaded is never changed and never crashes the window: the message
names the problem, and when its backup is good the backup is played instead,
with a word saying so (also when the backup is an autosave one turn older).

Open and Save as start in a "Saved games" folder in the user's documents,
not wherever the game was launched. When the autosave folder cannot be
written, the player is told once, with a button to choose another folder,
and the game goes on.

The saves know the window only through :class:`SavesHost`, the few things
they ask of it (show a message, start a game, ...): the window builds them,
and they never import it back.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Final, Protocol

from PySide6.QtCore import QObject, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMessageBox, QStatusBar, QWidget

from rummy_desktop.app.computers import MissingComputerPlayers
from rummy_desktop.app.data_folder import writable_problem
from rummy_desktop.app.game_files import AutoSaver
from rummy_desktop.app.i18n import translate
from rummy_desktop.app.save_loader import worth_a_bar
from rummy_desktop.app.saves import (
    Loaded,
    SaveError,
    encoded_for_saving,
    read_save,
    write_save_text,
)
from rummy_desktop.app.setup import GameSetup
from rummy_desktop.core.errors import RummyError
from rummy_desktop.core.serialize import Progress, TurnClock
from rummy_desktop.core.state import GameState
from rummy_desktop.ui.long_read import LongRead
from rummy_desktop.ui.services import Services

SAVE_SUFFIX: Final = ".rummy.json"
SAVED_GAMES: Final = "Saved games"


def suggested_name(title: str, suffix: str = SAVE_SUFFIX, now: datetime | None = None) -> str:
    """The file name Save as offers: the game's title and the time, "Rummy 2026-11-28 20-15"."""
    stamp = (now or datetime.now()).strftime("%Y-%m-%d %H-%M")
    return f"{title} {stamp}{suffix}"


def saved_games_folder() -> Path:
    """Where Open and Save as start: "Saved games" in the user's documents (made if missing).

    Falls back to the documents folder itself, then the home folder, when it
    cannot be made.
    """
    documents = Path(
        QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        or Path.home()
    )
    folder = documents / SAVED_GAMES
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return documents if documents.is_dir() else Path.home()
    return folder


def open_info_box(parent: QWidget, title: str, text: str) -> QMessageBox:
    """A message that does not block the game: how the tile and the card windows both
    tell that a saved game cannot be opened or written."""
    box = QMessageBox(
        QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.Ok, parent
    )
    box.open()
    return box


def cannot_open_words(why: str) -> tuple[str, str]:
    """The title and text of a saved game that cannot be opened (the file is left as it is)."""
    return (
        translate("GameFiles", "Cannot open this saved game"),
        translate("GameFiles", "%1\n\nThe file was not changed.").replace("%1", why),
    )


def not_saved_words(why: str) -> tuple[str, str]:
    """The title and text of a game that could not be saved where the player asked."""
    return (
        translate("GameFiles", "The game was not saved"),
        translate("GameFiles", "%1\n\nChoose another folder or name.").replace("%1", why),
    )


class SavesHost(Protocol):
    """What the saves ask of the window they serve (the main window, or a test's stand-in)."""

    services: Services
    """The settings (the save folder is remembered there), the data folder and questions."""

    def show_info(self, title: str, text: str) -> None:
        """Tell the player something, without blocking."""

    def statusBar(self) -> QStatusBar:
        """Where short news ("Saved to ...") is shown."""

    def start_game(
        self,
        setup: GameSetup,
        state: GameState | None = None,
        *,
        remember: bool = True,
        clock: TurnClock | None = None,
    ) -> bool:
        """Play a loaded game; False (the window said why) when it cannot."""

    def new_game(self) -> None:
        """Offer a new game (the last game was not continued)."""


class GameFiles(QObject):
    """The window's saving and loading.

    Args:
        host: what the saves ask of the window (messages, starting a game).
        autosaver: writes and finds the autosave; its controller says whether
            there is a game to save.
        parent: the widget the file dialogs and questions belong to.
    """

    def __init__(self, host: SavesHost, autosaver: AutoSaver, parent: QWidget) -> None:
        super().__init__(parent)
        self.host = host
        self.parent_widget = parent
        self.autosaver = autosaver
        self.file_dialog: QFileDialog | None = None
        self.offered: Loaded | None = None
        self.long_read = LongRead(parent)
        self.last_folder: Path | None = None

        def move_autosave(folder: Path) -> None:
            autosaver.set_folder(folder)
            autosaver.save_now()

        self.folder_notice = SaveFolderNotice(
            host, parent, lambda: self.autosaver.folder, move_autosave, self._show
        )

    def _filter(self) -> str:
        return translate("GameFiles", "Saved games (*.json);;All files (*)")

    # -- dialogs -------------------------------------------------------------
    def open_dialog(self) -> None:
        """Choose a saved game to open (non-blocking)."""
        dialog = QFileDialog(self.parent_widget, translate("GameFiles", "Open saved game"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setDirectory(str(self.last_folder or saved_games_folder()))
        dialog.setNameFilter(self._filter())
        dialog.fileSelected.connect(lambda name: self.load(Path(name)))
        self._show(dialog)

    def save_dialog(self) -> None:
        """Choose where to save the game (non-blocking)."""
        if not self.autosaver.controller.board.game:
            self.host.show_info(
                translate("GameFiles", "Save game"),
                translate("GameFiles", "There is no game to save."),
            )
            return
        dialog = QFileDialog(self.parent_widget, translate("GameFiles", "Save game as"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDirectory(str(self.last_folder or saved_games_folder()))
        dialog.setNameFilter(self._filter())
        dialog.setDefaultSuffix("rummy.json")
        dialog.selectFile(suggested_name("Rummy"))
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
        text = self.autosaver.game_text()
        if text is None:
            return False
        try:
            write_save_text(path, text)
        except SaveError as exc:
            self.host.show_info(*not_saved_words(str(exc)))
            return False
        self.last_folder = path.parent
        self.host.statusBar().showMessage(
            translate("GameFiles", "Saved to %1").replace("%1", path.name), 5000
        )
        return True

    def load(self, path: Path) -> bool:
        """Open a saved game, or say clearly why it cannot be opened.

        A long match is read on a worker behind a progress bar: this returns
        True at once, and the game starts when its moves are checked.
        """
        self.last_folder = path.parent
        if worth_a_bar(path):
            self.long_read.start(
                path.name,
                lambda progress: encoded_for_saving(read_save(path, progress)),
                lambda loaded: loaded is not None and self._open_read(loaded),
                stopped=lambda: None,
                failed=lambda why: self.host.show_info(*cannot_open_words(why)),
            )
            return True
        try:
            loaded = read_save(path)
        except SaveError as exc:
            self.host.show_info(*cannot_open_words(str(exc)))
            return False
        return self._open_read(loaded)

    def _open_read(self, loaded: Loaded) -> bool:
        if not self.play(loaded):
            return False
        if loaded.from_backup:
            self.host.show_info(
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
        if loaded.encoded is not None:
            self.autosaver.adopt_encoded(loaded.encoded)
        try:
            setup = GameSetup.of(
                record.seats, record.state.rules, record.state.seed, record.state.handicaps
            )
        except (RummyError, ValueError) as exc:
            self.host.show_info(translate("GameFiles", "Cannot open this saved game"), str(exc))
            return False
        try:
            return self.host.start_game(
                setup, state=record.state, remember=False, clock=record.clock
            )
        except MissingComputerPlayers as exc:  # pragma: no cover - start_game reports it
            self.host.show_info(translate("GameFiles", "Cannot open this saved game"), str(exc))
            return False

    def offer_continue(self) -> bool:
        """Ask whether to continue the last unfinished game; False when there is none.

        A long autosaved match is read behind a progress bar first (True at
        once); if it holds nothing to continue, or the reading is stopped, a
        new game is offered instead.
        """
        path = self.autosaver.path
        if worth_a_bar(path):
            assert path is not None
            self.long_read.start(
                path.name,
                lambda progress: self._last_encoded(progress),
                lambda loaded: self._offer(loaded) if loaded else self.host.new_game(),
                stopped=self.host.new_game,
                failed=lambda _why: self.host.new_game(),
            )
            return True
        loaded = self.autosaver.load_last()
        if loaded is None:
            return False
        self._offer(loaded)
        return True

    def _last_encoded(self, progress: Progress) -> Loaded | None:
        """The last unfinished autosave, its moves encoded for saving (on the worker)."""
        loaded = self.autosaver.load_last(progress)
        return encoded_for_saving(loaded) if loaded is not None else None

    def _offer(self, loaded: Loaded) -> None:
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
        if loaded.from_backup:
            text = (
                translate(
                    "GameFiles",
                    "The last autosave is damaged (%1), so the game can only continue from "
                    "its backup, one turn earlier.",
                ).replace("%1", loaded.problem)
                + "\n\n"
                + text
            )
        self.host.services.ask(
            self.parent_widget,
            translate("GameFiles", "Continue the last game?"),
            text,
            self._answered,
        )

    def _answered(self, yes: bool) -> None:
        loaded, self.offered = self.offered, None
        if yes and loaded is not None:
            self.play(loaded)
        else:
            self.host.new_game()

    # -- the save folder -------------------------------------------------------------
    @property
    def folder_box(self) -> QMessageBox | None:
        """The last "Games cannot be saved" message (see :class:`SaveFolderNotice`)."""
        return self.folder_notice.box

    @property
    def told_about(self) -> set[str]:
        """Folders whose save problem the player was already shown (said once)."""
        return self.folder_notice.told_about

    def folder_problem(self, folder: Path, why: str, fallback: Path | None) -> None:
        """Say once that games cannot be saved in ``folder``, offering to choose another."""
        self.folder_notice.problem(folder, why, fallback)

    def autosave_failed(self, why: str) -> None:
        """An autosave could not be written: said once per folder, then on the status bar."""
        self.folder_notice.autosave_failed(why)

    def choose_folder_dialog(self) -> None:
        """Choose the folder for the autosave and statistics (non-blocking)."""
        self.folder_notice.choose_folder()

    def use_folder(self, folder: Path) -> bool:
        """Autosave in ``folder`` from now on (remembered), or say why it cannot be used."""
        return self.folder_notice.use_folder(folder)


class FolderHost(Protocol):
    """What the save-folder notice asks of a window (tiles or cards)."""

    services: Services
    """The data folder and the settings that remember a chosen one."""

    def statusBar(self) -> QStatusBar:
        """Where short news ("Games are saved in ...") is shown."""


class SaveFolderNotice(QObject):
    """Games that cannot be saved in a folder: said once per folder in a message with a
    button to choose another folder, then only on the status bar. The tile window and the
    card window say it the same way.

    Args:
        host: the window (its services and status bar).
        parent: the widget the message and the folder dialog belong to.
        autosave_folder: the folder the autosave goes to now (None: no autosave).
        move_autosave: makes the autosave go to a folder from now on and writes it there.
        show_dialog: opens the folder dialog where the window keeps its file dialogs.
    """

    def __init__(
        self,
        host: FolderHost,
        parent: QWidget,
        autosave_folder: Callable[[], Path | None],
        move_autosave: Callable[[Path], None],
        show_dialog: Callable[[QFileDialog], None],
    ) -> None:
        super().__init__(parent)
        self.host = host
        self.parent_widget = parent
        self._autosave_folder = autosave_folder
        self._move_autosave = move_autosave
        self._show_dialog = show_dialog
        self.box: QMessageBox | None = None
        self.told_about: set[str] = set()
        """Folders whose save problem the player was already shown (said once)."""

    def problem(self, folder: Path, why: str, fallback: Path | None) -> None:
        """Say once that games cannot be saved in ``folder``, offering to choose another."""
        key = str(folder)
        if key in self.told_about:
            self.host.statusBar().showMessage(why, 5000)
            return
        self.told_about.add(key)
        text = (
            translate("GameFiles", "Games cannot be saved in %1: %2.")
            .replace("%1", str(folder))
            .replace("%2", why)
        )
        if fallback is not None:
            text += " " + translate(
                "GameFiles", "For now they are saved in %1. Choose another folder?"
            ).replace("%1", str(fallback))
        else:
            text += " " + translate(
                "GameFiles", "The game goes on without an autosave. Choose another folder?"
            )
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            translate("GameFiles", "Games cannot be saved"),
            text,
            QMessageBox.StandardButton.Close,
            self.parent_widget,
        )
        choose = box.addButton(
            translate("GameFiles", "Choose folder…"), QMessageBox.ButtonRole.AcceptRole
        )
        box.setDefaultButton(choose)
        box.finished.connect(
            lambda _result: self.choose_folder() if box.clickedButton() is choose else None
        )
        self.box = box
        box.open()

    def start_problem(self) -> None:
        """Say the problem found with the data folder at start, if there was one."""
        services = self.host.services
        wanted = services.wanted_data_dir or services.data_dir
        if services.data_problem and wanted is not None:
            self.problem(wanted, services.data_problem, services.data_dir)

    def autosave_failed(self, why: str) -> None:
        """An autosave could not be written: said once per folder, then on the status bar."""
        folder = self._autosave_folder()
        if folder is None:
            return
        self.problem(folder, why, None)

    def choose_folder(self) -> None:
        """Choose the folder for the autosave and statistics (non-blocking)."""
        dialog = QFileDialog(self.parent_widget, translate("GameFiles", "Folder for saved games"))
        dialog.setFileMode(QFileDialog.FileMode.Directory)
        dialog.setOption(QFileDialog.Option.ShowDirsOnly, True)
        dialog.fileSelected.connect(lambda name: self.use_folder(Path(name)))
        self._show_dialog(dialog)

    def use_folder(self, folder: Path) -> bool:
        """Autosave in ``folder`` from now on (remembered), or say why it cannot be used."""
        why = writable_problem(folder)
        if why:
            self.told_about.discard(str(folder))
            self.problem(folder, why, self._autosave_folder())
            return False
        services = self.host.services
        services.data_dir = folder
        services.settings.data_folder = str(folder)
        services.settings.sync()
        self._move_autosave(folder)
        self.host.statusBar().showMessage(
            translate("GameFiles", "Games are saved in %1").replace("%1", str(folder)), 5000
        )
        return True
