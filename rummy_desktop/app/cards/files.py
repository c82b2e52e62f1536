"""The card window's saved games: the autosave, continuing the last game, named saves.

The files are written and read by :mod:`rummy_desktop.app.cards.saves` (the
tile saves' atomic writer, the card record replayed on load). Each card
window autosaves in a slot of its own (:class:`~rummy_desktop.app.autosave_slot.AutosaveSlot`,
the card games' row beside the tile game's), so two card games and a tile
game open at once never overwrite one another, and a family can leave any of
them unfinished and continue it. Several changes in one moment (a computer's
whole turn at the instant speed) make one write.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from rummy_desktop.app.autosave_slot import CARD_AUTOSAVE, AutosaveSlot
from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.cards.saves import CardSave, levels_of, load_card_save, write_card_save
from rummy_desktop.app.saves import SaveError
from rummy_desktop.cards.core.state import Phase


def write_game(path: Path, controller: CardController) -> None:
    """Save the controller's game to ``path`` (Save as).

    Raises:
        SaveError: there is no game, or the file cannot be written.
    """
    game = controller.game_copy()
    if game is None:
        raise SaveError("there is no card game to save")
    write_card_save(path, game, levels_of(controller.seats), controller.clock_record())


class CardAutoSaver(QObject):
    """Writes the card game to the autosave whenever it changed.

    Signals:
        failed(str): the autosave could not be written, and why.
    """

    failed = Signal(str)

    def __init__(self, controller: CardController, folder: Callable[[], Path | None]) -> None:
        super().__init__(controller)
        self.controller = controller
        self._folder = folder
        self.slot: AutosaveSlot | None = None
        self._pending = QTimer(self)
        self._pending.setSingleShot(True)
        self._pending.timeout.connect(self.save_now)
        controller.actionPlayed.connect(self._changed)
        controller.clockChanged.connect(self._changed)  # a pause or a bank's time is kept

    @property
    def folder(self) -> Path | None:
        """Where the card autosave goes, asked each time: the data folder has one owner
        (the window's services), so a folder chosen later is used at once."""
        return self._folder()

    @property
    def path(self) -> Path | None:
        """This window's autosave: its slot in the data folder, taken when first needed
        (and again should the folder change), held until :meth:`release`."""
        folder = self.folder
        if folder is None:
            return None
        if self.slot is None or self.slot.folder != folder:
            self.release()
            with contextlib.suppress(OSError):  # a folder that cannot be made fails at save
                folder.mkdir(parents=True, exist_ok=True)
            self.slot = AutosaveSlot(folder, CARD_AUTOSAVE)
        return folder / self.slot.name

    def release(self) -> None:
        """Give up the slot (the window closes), so the next start may continue its game."""
        if self.slot is not None:
            self.slot.release()
            self.slot = None

    def _changed(self) -> None:
        if not self._pending.isActive():
            self._pending.start(0)

    def save_now(self) -> None:
        """Write the game now (also on closing the window)."""
        self._pending.stop()
        path = self.path
        game = self.controller.game_copy()
        if path is None or game is None:
            return
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            seats = levels_of(self.controller.seats)
            write_card_save(path, game, seats, self.controller.clock_record())
        except (SaveError, OSError) as exc:
            self.failed.emit(str(exc))

    def load_last(self) -> CardSave | None:
        """The card game autosaved in this window's slot if it loads and its match is
        not over, else None."""
        return _unfinished(self.path)


def last_card_game(folder: Path | None) -> CardSave | None:
    """The unfinished card game a new card window would continue, else None.

    That is the game in the first slot no running window holds, the one a new
    window's autosaver takes (the slot is only looked at, not kept).
    """
    if folder is None or not folder.is_dir():
        return None
    slot = AutosaveSlot(folder, CARD_AUTOSAVE)
    try:
        return _unfinished(folder / slot.name) if slot.locked else None
    finally:
        slot.release()


def _unfinished(path: Path | None) -> CardSave | None:
    if path is None or not path.is_file():
        return None
    try:
        save = load_card_save(path)
    except SaveError:
        return None
    return None if save.game.phase is Phase.MATCH_OVER else save
