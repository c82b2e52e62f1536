"""Replace a file all or nothing: a temporary file in the same folder, flushed to disk, renamed.

A module of its own, importing nothing of the game, so that the window's
memory of its online seats (:mod:`rummy_desktop.app.online.remembered_seats`,
read when the Play online menu opens) writes the same way as the table
server's autosave (:mod:`rummy_desktop.online.autosave`) without loading
what the autosave needs to replay a game.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


def write_atomically(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that a crash leaves the old or the new file whole.

    Raises:
        OSError: the folder cannot be written (the old file is left as it was).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):  # the first failure is the one worth telling
            os.unlink(temp)
        raise
