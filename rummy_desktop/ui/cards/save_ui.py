"""The card window's Continue, Open and Save as, apart from the window.

The same shape as the tile window's saves (:mod:`rummy_desktop.ui.save_ui`):
the saves know the window only through :class:`CardSavesHost`, the few things
they ask of it, and never import it back. A file that cannot be opened is
named and left as it is, in the same message as the tile window's; the game in play
goes on. A folder where the autosave cannot be written is said the same way too.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QStatusBar, QWidget

from rummy_desktop.app.cards.files import CardAutoSaver, write_game
from rummy_desktop.app.cards.saves import CardSave, load_card_save
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.saves import SaveError
from rummy_desktop.ui.game_titles import game_title
from rummy_desktop.ui.save_ui import (
    SaveFolderNotice,
    cannot_open_words,
    not_saved_words,
    suggested_name,
)
from rummy_desktop.ui.services import Services


class CardSavesHost(Protocol):
    """What the card saves ask of the card window (or a test's stand-in)."""

    services: Services
    """Its data folder is where Open and Save as start."""

    def show_refusal(self, reason: str) -> None:
        """Say why something could not be done, where the player looks."""

    def show_info(self, title: str, text: str) -> None:
        """Tell the player something in a message, without blocking (as the tile window)."""

    def statusBar(self) -> QStatusBar:
        """Where short news ("Saved as ...") is shown."""

    def play_saved(self, save: CardSave) -> None:
        """Play a loaded card game from where it was saved."""


class CardGameFiles(QObject):
    """The card window's saving and loading.

    Args:
        host: what the saves ask of the window.
        autosaver: finds the autosave; its controller holds the game to save.
        parent: the widget the file dialog belongs to.
    """

    def __init__(self, host: CardSavesHost, autosaver: CardAutoSaver, parent: QWidget) -> None:
        super().__init__(parent)
        self.host = host
        self.autosaver = autosaver
        self.parent_widget = parent
        self.file_dialog: QFileDialog | None = None
        self.folder_notice = SaveFolderNotice(
            host, parent, lambda: autosaver.folder, lambda _folder: autosaver.save_now(), self._show
        )
        """Says once per folder that games cannot be saved there (the tile window's way);
        the autosave reads the folder from the window's services, so a chosen one is used
        at once."""

    def continue_last(self) -> bool:
        """Continue the autosaved card game; False (and a word why) when there is none."""
        save = self.autosaver.load_last()
        if save is None:
            self.host.show_refusal(
                translate("CardWindow", "There is no unfinished card game to continue.")
            )
            return False
        self.host.play_saved(save)
        return True

    def load(self, path: Path) -> bool:
        """Open a saved card game; a file that cannot be loaded is named, and left as it is."""
        try:
            save = load_card_save(path)
        except SaveError as exc:
            self.host.show_info(*cannot_open_words(str(exc)))
            return False
        self.host.play_saved(save)
        return True

    def save_as(self, path: Path) -> bool:
        """Save the game to ``path``; the reason is shown when it cannot be written."""
        try:
            write_game(path, self.autosaver.controller)
        except (SaveError, OSError) as exc:
            self.host.show_info(*not_saved_words(str(exc)))
            return False
        self.host.statusBar().showMessage(fill(translate("CardWindow", "Saved as %1."), path.name))
        return True

    def choose_file(self, save: bool) -> None:
        """The file dialog of Open (``save`` False) or Save as (non-blocking)."""
        folder = self.host.services.data_dir or Path.home()
        dialog = QFileDialog(self.parent_widget, translate("CardWindow", "Card game"), str(folder))
        dialog.setNameFilter(translate("CardWindow", "Saved card games (*.json)"))
        dialog.setDefaultSuffix("json")
        if save:
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
            preset = self.autosaver.controller.board.preset
            title = game_title(preset or "rummy")
            dialog.selectFile(suggested_name(title, ".json"))
        else:
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)

        def chosen(path: str) -> None:
            if save:
                self.save_as(Path(path))
            else:
                self.load(Path(path))

        dialog.fileSelected.connect(chosen)
        self._show(dialog)

    def _show(self, dialog: QFileDialog) -> None:
        if self.file_dialog is not None:
            self.file_dialog.deleteLater()
        self.file_dialog = dialog
        dialog.open()
