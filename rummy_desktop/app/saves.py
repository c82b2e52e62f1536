"""Saved games that survive crashes, full disks and edited files.

Writing: the record goes to a temporary file in the same folder, is flushed
and fsynced, the previous good save becomes the ``.bak`` backup, and the new
file is renamed into place (an atomic step on every supported system). At no
moment is there no valid save: before the first rename the old file is
intact, between the renames the backup is, after them both are.

Reading: a file is loaded only through :func:`rummy_desktop.core.serialize.loads`,
which replays and checks everything; a damaged file is never changed, and the
backup is offered in its place when it is good. Only a regular file is read
(a FIFO would block for ever, ``/dev/zero`` would fill the memory), opened
without blocking and read up to the size cap, whatever its size claims.

Nothing is written that could not be read back: a record over the size cap
is refused with a message instead of written. A failed write removes its
temporary file, and temporary files left by a killed write are removed by
:func:`remove_leftovers` when the game starts.

This module is deliberately free of Qt so that headless tools share it; the
window passes in the folder from ``QStandardPaths.AppDataLocation``.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from rummy_desktop.core.errors import InvalidRecord
from rummy_desktop.core.serialize import GameRecord, Progress, RecordWriter, loads
from rummy_desktop.online.atomic_file import TEMP_SUFFIX, write_atomically

AUTOSAVE_NAME: Final = "autosave.rummy.json"
BACKUP_SUFFIX: Final = ".bak"
MAX_SAVE_BYTES: Final = 64 * 1024 * 1024
"""A 450-round match writes about 15 MB of compact JSON; the cap leaves room
for matches twice that long, and bounds what a hostile file can make us read."""


class SaveError(Exception):
    """A save could not be written or no good copy could be read; the message says why.

    Attributes:
        reason: the cause alone ("Permission denied"), for messages that
            name the folder themselves; the whole message when there is none.
    """

    def __init__(self, message: str, reason: str = "") -> None:
        super().__init__(message)
        self.reason = reason or message


@dataclass(frozen=True, slots=True)
class Loaded:
    """A loaded game, and whether it came from the backup (with the reason)."""

    record: GameRecord
    path: Path
    from_backup: bool = False
    problem: str = ""
    encoded: RecordWriter | None = None
    """The record's newest moves already encoded for the next save (a long match read
    on a worker encodes them there, so its first autosave costs the GUI thread nothing;
    its older rounds are kept encoded by the match itself)."""


def encoded_for_saving(loaded: Loaded) -> Loaded:
    """``loaded`` with its newest moves encoded for the next save (its rounds before those
    are kept packed by the match); called on the worker that read it."""
    writer = RecordWriter()
    writer.prepare(loaded.record)
    return dataclasses.replace(loaded, encoded=writer)


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + BACKUP_SUFFIX)


def exists(path: Path) -> bool:
    """Whether something is at ``path``; False too when its folder cannot be looked into."""
    try:
        return path.exists()
    except OSError:
        return False


def write_save(path: Path, record: GameRecord) -> None:
    """Write ``record`` to ``path`` atomically, keeping the previous save as backup.

    Raises:
        SaveError: see :func:`write_save_text`.
    """
    write_save_text(path, record.dumps())


def write_save_text(path: Path, text: str) -> None:
    """Write a record's JSON text to ``path`` atomically, keeping the previous save as backup.

    Safe to call from a worker thread (the autosave does).

    Raises:
        SaveError: the folder cannot be created or written (read-only, full
            disk, no permission), the target is not a regular file, or the
            record is too large to be read back; any earlier save is left
            exactly as it was and no temporary file is left behind.
    """
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:
        raise SaveError("the game cannot be saved: a player's name is not valid text") from None
    if len(data) > MAX_SAVE_BYTES:
        raise SaveError(
            f"the game is too long to save ({len(data)} bytes, at most {MAX_SAVE_BYTES})"
        )

    def keep_backup() -> None:
        if path.exists() and _is_good(path):
            os.replace(path, backup_path(path))

    try:
        if path.is_symlink() or (path.exists() and not path.is_file()):
            raise SaveError(f"{path.name} is not a regular file; choose another name")
        write_atomically(path, data, before_replace=keep_backup)
        _written[path.resolve()] = _stamp(path)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise SaveError(f"could not save the game in {path.parent}: {reason}", reason) from None


def remove_leftovers(folder: Path) -> int:
    """Remove temporary files a killed save left in ``folder``; how many went.

    Only this module's own pattern (``.NAME.XXXX.tmp`` beside a save) is
    touched, never a save or its backup.
    """
    removed = 0
    try:
        entries = list(folder.iterdir())
    except OSError:
        return 0
    for entry in entries:
        if (
            entry.name.startswith(".")
            and entry.name.endswith(TEMP_SUFFIX)
            and ".json." in entry.name
        ):
            with contextlib.suppress(OSError):
                entry.unlink()
                removed += 1
    return removed


def read_save(path: Path, progress: Progress | None = None) -> Loaded:
    """Load a save, falling back to its backup when the file itself is bad.

    ``progress`` is told how far the replay of the moves is (see
    :func:`rummy_desktop.core.serialize.loads`).

    Raises:
        SaveError: neither the file nor a backup could be loaded; the message
            names the problem with the file.
    """
    try:
        return Loaded(load_save(path, progress), path)
    except SaveError as primary:
        backup = backup_path(path)
        if exists(backup):
            try:
                record = load_save(backup, progress)
                return Loaded(record, backup, from_backup=True, problem=str(primary))
            except SaveError:
                pass
        raise


def load_save(path: Path, progress: Progress | None = None) -> GameRecord:
    """Load exactly this file, with no fallback; the file is only read.

    Raises:
        SaveError: the file is missing, unreadable, not a regular file, too
            large, or not a valid record.
    """
    try:
        text = read_capped(path).decode("utf-8")  # the bytes go before the long replay
    except UnicodeDecodeError:
        raise SaveError(f"{path.name} is not a saved game (it is not text)") from None
    try:
        return loads(text, progress)
    except InvalidRecord as exc:
        raise SaveError(f"{path.name}: {exc}") from None


def read_capped(path: Path) -> bytes:
    """The bytes of a regular file, refusing anything else and anything over the cap.

    Raises:
        SaveError: the file is missing, unreadable, not a regular file or too large.
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        raise SaveError(f"{path.name} does not exist") from None
    except OSError as exc:
        raise SaveError(f"{path.name} cannot be read: {exc.strerror or exc}") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise SaveError(f"{path.name} is not a saved game (it is not a regular file)")
        chunks: list[bytes] = []
        size = 0
        while chunk := os.read(fd, 1 << 20):
            size += len(chunk)
            if size > MAX_SAVE_BYTES:
                raise SaveError(
                    f"{path.name} is too large to be a saved game (over {MAX_SAVE_BYTES} bytes)"
                )
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError as exc:
        raise SaveError(f"{path.name} cannot be read: {exc.strerror or exc}") from None
    finally:
        os.close(fd)


_written: dict[Path, tuple[int, int]] = {}
"""Saves this process wrote, by (modification time, size): known good while unchanged."""


def _stamp(path: Path) -> tuple[int, int]:
    info = path.stat()
    return (info.st_mtime_ns, info.st_size)


def _is_good(path: Path) -> bool:
    """Whether an existing save deserves to become the backup.

    A file this process wrote and nobody changed since is good without a
    replay, so an autosave after every turn does not re-read the last one.
    """
    try:
        if _written.get(path.resolve()) == _stamp(path):
            return True
    except OSError:
        return False
    try:
        load_save(path)
    except SaveError:
        return False
    return True
