"""The window's saved games: the autosave after every turn, and named saves.

The format and the safe writing live in :mod:`rummy_desktop.core.serialize`
and :mod:`rummy_desktop.app.saves`; this module only connects them to the
controller: it puts the seats the window plays with into the record (the same
:class:`~rummy_desktop.core.seat.Seat`) and writes the autosave each time the
controller says a turn ended.

A long match's record grows to megabytes, so the autosave never re-encodes
it whole on the GUI thread: a :class:`~rummy_desktop.core.serialize.RecordWriter`
encodes only the actions added since the last save (the GUI thread's share,
a few milliseconds), and the writing, fsync and renames run on a worker
thread, one save at a time and in order. Closing waits for the last one.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, Signal

from rummy_desktop.app.autosave_slot import AutosaveSlot
from rummy_desktop.app.controller import GameController
from rummy_desktop.app.saves import (
    Loaded,
    SaveError,
    backup_path,
    exists,
    read_save,
    remove_leftovers,
    write_save_text,
)
from rummy_desktop.core import serialize
from rummy_desktop.core.seat import Seat
from rummy_desktop.core.serialize import Progress
from rummy_desktop.core.state import GameState


def default_data_dir() -> Path:
    """The user's data folder for this game (``QStandardPaths.AppDataLocation``)."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location)


def record_of(
    state: GameState, seats: Sequence[Seat], clock: serialize.TurnClock | None = None
) -> serialize.GameRecord:
    """The game record for a game the window plays with these seats (and clocks)."""
    return serialize.GameRecord(tuple(seats), state, clock or serialize.TurnClock())


def is_unfinished(record: serialize.GameRecord) -> bool:
    """Whether a saved match still has something to play."""
    return not record.state.match_over()


class AutoSaver(QObject):
    """Writes the controller's game to the autosave after every applied action.

    Args:
        controller: the game to save.
        folder: where the autosave lives; None switches autosaving off.

    Signals:
        failed(str): a save could not be written; the reason ("Permission
            denied"), the folder being :attr:`folder`. The game goes on, and
            the earlier save and backup are untouched.
    """

    failed = Signal(str)

    def __init__(self, controller: GameController, folder: Path | None) -> None:
        super().__init__(controller)
        self.controller = controller
        self.folder: Path | None = None
        self.slot: AutosaveSlot | None = None
        self.writes = 0
        self._record_writer = serialize.RecordWriter()
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self.pending: Future[None] | None = None
        self.set_folder(folder)
        controller.turnEnded.connect(self.save_now)
        controller.clockChanged.connect(self.save_now)  # a pause or a bank's time is kept

    def set_folder(self, folder: Path | None) -> None:
        """Autosave in ``folder`` from now on, in a slot no other running game holds.

        Temporary files a killed save left there are removed first.
        """
        self.release()
        self.folder = folder
        if folder is not None:
            with contextlib.suppress(OSError):  # a folder that cannot be made fails at save
                folder.mkdir(parents=True, exist_ok=True)
            remove_leftovers(folder)
            self.slot = AutosaveSlot(folder)

    def release(self) -> None:
        """Give up the autosave slot (the window closes), after the last save is written."""
        self.flush()
        if self.slot is not None:
            self.slot.release()
            self.slot = None

    @property
    def path(self) -> Path | None:
        if self.folder is None or self.slot is None:
            return None
        return self.folder / self.slot.name

    def save_now(self) -> None:
        """Write the game as it stands (only whole turns are ever in the record).

        What the text needs of the game is taken here, as it is now; the text
        is joined and the file written on the worker thread (a long match's
        record is megabytes), and a failure comes back as ``failed``.
        """
        path = self.path
        state = self.controller.state
        if path is None or state is None:
            return
        text = self._record_writer.text_later(self._record(state))

        def write() -> None:
            try:
                write_save_text(path, text())
            except SaveError as exc:
                self.failed.emit(exc.reason)  # queued to the GUI thread
                return
            self.writes += 1

        self.pending = self._worker.submit(write)

    def game_text(self) -> str | None:
        """The record of the game being played, or None when there is none.

        The window's "Save as" asks here, so it never holds the live game.
        """
        state = self.controller.state
        return self.record_text(state) if state is not None else None

    def adopt_encoded(self, writer: serialize.RecordWriter) -> None:
        """Take over the encodings of a record's moves made off the GUI thread (a long
        match just read): the next save encodes only what is new since."""
        self._record_writer = writer

    def record_text(self, state: GameState) -> str:
        """The game's record as JSON text, encoding only the actions new since the last time.

        Save as uses it too, so saving a long match under a name costs no
        more on the GUI thread than its autosave.
        """
        return self._record_writer.dumps(self._record(state))

    def _record(self, state: GameState) -> serialize.GameRecord:
        return record_of(state, self.controller.seats, self.controller.clock_record())

    def flush(self, timeout_s: float = 60.0) -> None:
        """Wait until the saves handed to the worker are written (closing, tests)."""
        pending, self.pending = self.pending, None
        if pending is not None:
            with contextlib.suppress(TimeoutError):  # a stuck disk must not hang the close
                pending.result(timeout=timeout_s)

    def load_last(self, progress: Progress | None = None) -> Loaded | None:
        """The last autosaved game if it can be loaded and is unfinished, else None.

        ``progress`` is told how far the replay of its moves is.
        """
        path = self.path
        if path is None or not (exists(path) or exists(backup_path(path))):
            return None
        try:
            loaded = read_save(path, progress)
        except SaveError:
            return None
        return loaded if is_unfinished(loaded.record) else None
