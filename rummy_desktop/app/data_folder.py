"""Where the autosave and the statistics live, and what to do when that place is shut.

The user's data folder can be read-only, impossible to create (a file in
its way), or, with ``HOME`` unset, under ``/``. The game must not lose
every turn to that: it checks the folder once at start, says what is wrong
once, and plays on with a fallback folder where one can be written (a
private folder of the user's own in the temporary folder, never one another
user or program could have put there). Free of Qt so that it is tested headless.
"""

from __future__ import annotations

import contextlib
import getpass
import os
import stat
import sys
import tempfile
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Final


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
    except FileExistsError as exc:
        return _in_the_way(folder) or exc.strerror or str(exc)
    except OSError as exc:
        return exc.strerror or str(exc)
    return ""


def _in_the_way(folder: Path) -> str:
    """What stands where ``folder`` should be, when ``mkdir`` only says "File exists"
    (a symbolic link that loops or leads nowhere, or a file)."""
    try:
        target = folder.stat()
    except OSError as exc:  # a loop says "Too many levels of symbolic links"
        return exc.strerror or str(exc)
    if not stat.S_ISDIR(target.st_mode):
        return "a file is in the way (it is not a folder)"
    return ""


HOME_UNSET: Final = "HOME is not set"
"""Why the default data folder is not used when the home folder is unknown."""


def home_problem(environ: Mapping[str, str] | None = None) -> str:
    """Why the default data folder cannot be trusted; empty when it can.

    Without ``HOME`` (and without ``XDG_DATA_HOME``) Qt puts the data folder
    under ``/``: ``/.local/share``, writable by root and by no one else, and
    no place for one user's games. On Windows and macOS the home folder is
    found without it.
    """
    env = os.environ if environ is None else environ
    if os.name != "posix" or sys.platform == "darwin":
        return ""
    if env.get("HOME") or env.get("XDG_DATA_HOME"):
        return ""
    return HOME_UNSET


PRIVATE_MODE: Final = 0o700


def private_folder_problem(folder: Path) -> str:
    """Make ``folder`` this user's private folder; why it cannot be one, empty when it is.

    In a shared place such as ``/tmp`` anyone may have made the name first: the
    folder is used only when it is a real folder (not a symbolic link), owned by
    this user, and readable by no one else (mode 0700, set if it was looser).
    """
    try:
        os.mkdir(folder, PRIVATE_MODE)
    except FileExistsError:
        pass
    except OSError as exc:
        return exc.strerror or str(exc)
    nofollow = getattr(os, "O_NOFOLLOW", 0)
    directory = getattr(os, "O_DIRECTORY", 0)
    if not nofollow or not hasattr(os, "getuid"):  # Windows: the temporary folder is per user
        return "" if folder.is_dir() else "it is not a folder"
    try:
        fd = os.open(folder, os.O_RDONLY | directory | nofollow)
    except OSError as exc:
        if folder.is_symlink():
            return "it is a symbolic link"
        return exc.strerror or str(exc)
    try:
        info = os.fstat(fd)
        if not stat.S_ISDIR(info.st_mode):
            return "it is not a folder"
        if info.st_uid != os.getuid():
            return "it belongs to another user"
        if stat.S_IMODE(info.st_mode) != PRIVATE_MODE:
            os.fchmod(fd, PRIVATE_MODE)
    except OSError as exc:
        return exc.strerror or str(exc)
    finally:
        os.close(fd)
    return ""


def fallback_folders() -> list[Path]:
    """Writable places to try when the data folder is shut, best first.

    One private folder per user in the temporary folder, named by the user's
    number (a user name read from the environment can be anyone's), made safely
    (see :func:`private_folder_problem`); none when it cannot be made so.
    """
    who = os.getuid() if hasattr(os, "getuid") else _user_name()
    folder = Path(tempfile.gettempdir()) / f"rummy-desktop-{who}"
    return [] if private_folder_problem(folder) else [folder]


def _user_name() -> str:
    with contextlib.suppress(OSError, KeyError, ImportError):  # no user name known
        return getpass.getuser()
    return "user"


def choose_data_folder(
    wanted: Path, fallbacks: Iterable[Path] | None = None, *, refused: str = ""
) -> DataFolder:
    """``wanted`` when it can be written, else the first writable fallback (or none).

    Args:
        wanted: the folder asked for.
        fallbacks: where to go instead; :func:`fallback_folders` when None.
        refused: a reason not to use ``wanted`` whether it can be written or not
            (see :func:`home_problem`).
    """
    problem = refused or writable_problem(wanted)
    if not problem:
        return DataFolder(wanted, wanted)
    for candidate in fallbacks if fallbacks is not None else fallback_folders():
        if candidate != wanted and not writable_problem(candidate):
            return DataFolder(candidate, wanted, problem)
    return DataFolder(None, wanted, problem)
