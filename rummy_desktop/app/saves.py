"""Saved games that survive crashes, full disks and edited files.

Writing: the record goes to a temporary file in the same folder, is flushed
and fsynced, the previous good save becomes the ``.bak`` backup, and the new
file is renamed into place (an atomic step on every supported system). At no
moment is there no valid save: before the first rename the old file is
intact, between the renames the backup is, after them both are.

Reading: a file is loaded only through :func:`rummy_desktop.core.serialize.loads`,
which replays and checks everything; a damaged file is never changed, and the
backup is offered in its place when it is good.

This module is deliberately free of Qt so that headless tools share it; the
window passes in the folder from ``QStandardPaths.AppDataLocation``.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from rummy_desktop.core.errors import InvalidRecord
from rummy_desktop.core.serialize import GameRecord, loads

AUTOSAVE_NAME: Final = "autosave.rummy.json"
BACKUP_SUFFIX: Final = ".bak"
MAX_SAVE_BYTES: Final = 32 * 1024 * 1024


class SaveError(Exception):
    """A save could not be written or no good copy could be read; the message says why."""


@dataclass(frozen=True, slots=True)
class Loaded:
    """A loaded game, and whether it came from the backup (with the reason)."""

    record: GameRecord
    path: Path
    from_backup: bool = False
    problem: str = ""


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + BACKUP_SUFFIX)


def write_save(path: Path, record: GameRecord) -> None:
    """Write ``record`` to ``path`` atomically, keeping the previous save as backup.

    Raises:
        SaveError: the folder cannot be written (full disk, no permission);
            any earlier save is left exactly as it was.
    """
    text = record.dumps()
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if path.exists() and _is_good(path):
            os.replace(path, backup_path(path))
        os.replace(tmp, path)
        _fsync_folder(path.parent)
        _written[path.resolve()] = _stamp(path)
    except OSError as exc:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise SaveError(f"could not save the game to {path.name}: {exc.strerror or exc}") from None


def read_save(path: Path) -> Loaded:
    """Load a save, falling back to its backup when the file itself is bad.

    Raises:
        SaveError: neither the file nor a backup could be loaded; the message
            names the problem with the file.
    """
    try:
        return Loaded(load_save(path), path)
    except SaveError as primary:
        backup = backup_path(path)
        if backup.exists():
            try:
                return Loaded(load_save(backup), backup, from_backup=True, problem=str(primary))
            except SaveError:
                pass
        raise


def load_save(path: Path) -> GameRecord:
    """Load exactly this file, with no fallback; the file is only read.

    Raises:
        SaveError: the file is missing, unreadable, or not a valid record.
    """
    try:
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise SaveError(f"{path.name} is too large to be a saved game ({size} bytes)")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(f"{path.name} does not exist") from None
    except OSError as exc:
        raise SaveError(f"{path.name} cannot be read: {exc.strerror or exc}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{path.name} is not a saved game (it is not text)") from None
    try:
        return loads(text)
    except InvalidRecord as exc:
        raise SaveError(f"{path.name}: {exc}") from None


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


def _fsync_folder(folder: Path) -> None:
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
