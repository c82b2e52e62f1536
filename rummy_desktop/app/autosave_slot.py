"""One autosave per running game, so two windows never overwrite each other.

Each running game locks an autosave slot in the data folder (``QLockFile``,
which notices a lock left by a process that died). The first game takes
``autosave.rummy.json``; a second window started while the first still runs
takes ``autosave-2.rummy.json``, and so on. A slot whose game has ended is
free again, so the next start offers to continue that game. Each family of
games has its own row of slots (``card-autosave.json``, ``card-autosave-2.json``
for the card games), so a tile game and card games left open never meet.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from PySide6.QtCore import QLockFile

from rummy_desktop.app.saves import AUTOSAVE_NAME

MAX_SLOTS: Final = 9
CARD_AUTOSAVE: Final = "card-autosave.json"
"""The first slot of the card games' row."""


def slot_name(number: int, first: str = AUTOSAVE_NAME) -> str:
    """The autosave file of slot ``number`` (1 is the usual one, named ``first``)."""
    if number == 1:
        return first
    stem, _, extension = first.partition(".")
    return f"{stem}-{number}.{extension}"


def any_slot_saved(folder: Path | None, first: str = AUTOSAVE_NAME) -> bool:
    """Whether any slot of the row starting at ``first`` holds a file: a cheap look, so a
    start with nothing of a family to continue need not load that family at all."""
    if folder is None:
        return False
    return any((folder / slot_name(n, first)).is_file() for n in range(1, MAX_SLOTS + 1))


class AutosaveSlot:
    """The autosave file this process owns in one folder, held by a lock file.

    Args:
        folder: the data folder.
        first: the name of the family's first slot (the tile game's by default).

    Attributes:
        name: the autosave file's name in ``folder``.
        locked: whether the slot is held (False when the folder cannot hold
            a lock file; then the usual name is used, as before locks).
    """

    def __init__(self, folder: Path, first: str = AUTOSAVE_NAME) -> None:
        self.folder = folder
        self.name = first
        self.locked = False
        self._lock: QLockFile | None = None
        for number in range(1, MAX_SLOTS + 1):
            name = slot_name(number, first)
            lock = QLockFile(str(folder / f"{name}.lock"))
            lock.setStaleLockTime(0)  # only a dead owner frees a slot, never age
            if lock.tryLock(0):
                self.name, self.locked, self._lock = name, True, lock
                return
            if lock.error() is not QLockFile.LockError.LockFailedError:
                return  # no lock can be written here; saving will say why

    def release(self) -> None:
        """Free the slot (the game in it is closed)."""
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None
            self.locked = False
