"""Replace a file all or nothing: a temporary file in the same folder, flushed to disk, renamed.

A module of its own, importing nothing of the game, so that the game's saves
(:mod:`rummy_desktop.app.saves`), the window's memory of its online seats
(:mod:`rummy_desktop.app.online.remembered_seats`, read when the Play online
menu opens) and the table server's autosave
(:mod:`rummy_desktop.online.autosave`) all write the same way, and the seat
memory does so without loading what the autosave needs to replay a game.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Final

TEMP_SUFFIX: Final = ".tmp"
"""A temporary file is ``.NAME.XXXX.tmp`` beside its target, so leftovers of a killed
writer can be told from everything else in the folder."""


def write_atomically(
    path: Path, text: str | bytes, *, before_replace: Callable[[], None] | None = None
) -> None:
    """Replace ``path`` with ``text`` so that a crash leaves the old or the new file whole.

    Args:
        path: the file to write; its folder is made if need be.
        text: the new contents (text is written as UTF-8).
        before_replace: called once the new contents are safely on disk, just before
            they take the file's place (the game's saves keep the old file as their
            backup then).

    Raises:
        OSError: the folder cannot be written (the old file is left as it was).
    """
    data = text.encode("utf-8") if isinstance(text, str) else text
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if before_replace is not None:
            before_replace()
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):  # the first failure is the one worth telling
            os.unlink(temp)
        raise
    _fsync_folder(path.parent)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX; elsewhere the replace is as durable as it gets)."""
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
