"""Where the autosave and the statistics live, and what to do when that place is shut.

The user's data folder can be read-only, impossible to create (a file in
its way), or, with ``HOME`` unset, under ``/``. The game must not lose
every turn to that: it checks the folder once at start, says what is wrong
once, and plays on with a fallback folder where one can be written (the
temporary folder, per user). Free of Qt so that it is tested headless.
"""

from __future__ import annotations

import contextlib
import getpass
import os
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, slots=True)
class DataFolder:
    """The folder the game will use, and why the wanted one was not used.

    Attributes:
        path: a writable folder, or None when none could be found (then the
            game plays without an autosave).
        wanted: the folder that was asked for first.
        problem: why ``wanted`` cannot be written; empty when it can.
    """

    path: Path | None
    wanted: Path
    problem: str = ""

    @property
    def is_fallback(self) -> bool:
        return bool(self.problem)


def writable_problem(folder: Path) -> str:
    """Why files cannot be written in ``folder`` (created if missing); empty when they can.

    A probe file is created and removed: the only sure test (permissions,
    read-only mounts, full disks and ACLs all show up the same way).
    """
    if not folder.is_absolute():
        return "it is not a full path (is HOME set?)"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, name = tempfile.mkstemp(prefix=".probe.", dir=folder)
        os.close(fd)
        os.unlink(name)
    except OSError as exc:
        return exc.strerror or str(exc)
    return ""


def fallback_folders() -> list[Path]:
    """Writable places to try when the data folder is shut, best first."""
    with contextlib.suppress(OSError, KeyError, ImportError):  # no user name known
        user = getpass.getuser()
        return [Path(tempfile.gettempdir()) / f"rummy-desktop-{user}"]
    return [Path(tempfile.gettempdir()) / f"rummy-desktop-{os.getuid()}"]


def choose_data_folder(wanted: Path, fallbacks: Iterable[Path] | None = None) -> DataFolder:
    """``wanted`` when it can be written, else the first writable fallback (or none)."""
    problem = writable_problem(wanted)
    if not problem:
        return DataFolder(wanted, wanted)
    for candidate in fallbacks if fallbacks is not None else fallback_folders():
        if candidate != wanted and not writable_problem(candidate):
            return DataFolder(candidate, wanted, problem)
    return DataFolder(None, wanted, problem)
