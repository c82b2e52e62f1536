"""What this computer remembers of its online tables, so that a crash costs no token.

Two small JSON files in the data folder, each written atomically (a
temporary file, ``fsync``, rename), so a killed program leaves the old file
or the new one, never half of one:

- ``online-seats.json``: the seats this computer joined, one entry per table
  (the way to it, the table code, the seat's token, the name typed), offered
  as "Rejoin" in the Join dialog until the table says the seat is gone or the
  match is over.
- ``hosted-table.json``: the table this computer hosts (its port, code, seats
  with their tokens and the host token) and the folder its table server
  autosaves in, offered for reopening on the same port after a restart.

A damaged or foreign file reads as nothing remembered; it is never a reason
not to play. Free of Qt, so it is tested headless.
"""

from __future__ import annotations

import contextlib
import json
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Final

SEATS_FILE: Final = "online-seats.json"
HOSTED_FILE: Final = "hosted-table.json"
HOSTED_TABLES: Final = "hosted-tables"
"""The folder (under the data folder) holding one folder per hosted table's autosaves."""
SEATS_KEPT: Final = 20
"""The newest seats kept; a family rarely has more tables going at once."""
FORMAT: Final = 1


def _write_json(path: Path, data: dict[str, Any]) -> None:
    """Raises OSError when the folder cannot be written.

    The writer is imported on the first write: opening the Play online menu only reads.
    """
    from rummy_desktop.online.atomic_file import write_atomically

    write_atomically(path, json.dumps(data, ensure_ascii=False, indent=1))


def _read(path: Path) -> dict[str, Any]:
    """The file's object when it is one of ours, else an empty one."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return {}
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        return {}
    return raw


def _text(raw: dict[str, Any], key: str) -> str:
    value = raw.get(key, "")
    if not isinstance(value, str):
        raise ValueError(key)
    return value


@dataclass(frozen=True, slots=True)
class RememberedSeat:
    """A seat this computer took at a table.

    Attributes:
        table: the table's code.
        token: the seat's token.
        name: the name the player typed when joining.
        url: the table's address when joined by address ("" when by invite code:
            the road to the table is new every time, so a new code is needed).
        mailbox: the rendezvous server of an invite code.
        game: ``tiles`` or a card game.
        seat_name: the seat's name at the table (the table's lobby), when known.
        when: when the seat was last taken (seconds since the epoch).
    """

    table: str
    token: str
    name: str
    url: str = ""
    mailbox: str = ""
    game: str = "tiles"
    seat_name: str = ""
    when: float = 0.0

    @property
    def by_invite(self) -> bool:
        return not self.url

    @classmethod
    def from_json(cls, raw: Any) -> RememberedSeat:
        """Raises ValueError (or TypeError) for an entry that is not a seat."""
        if not isinstance(raw, dict):
            raise ValueError("not an object")
        when = raw.get("when", 0.0)
        if not isinstance(when, int | float):
            raise ValueError("when")
        seat = cls(
            table=_text(raw, "table"),
            token=_text(raw, "token"),
            name=_text(raw, "name"),
            url=_text(raw, "url"),
            mailbox=_text(raw, "mailbox"),
            game=_text(raw, "game") or "tiles",
            seat_name=_text(raw, "seat_name"),
            when=float(when),
        )
        if not seat.table or not seat.token:
            raise ValueError("a seat needs its table and token")
        return seat


class SeatMemory:
    """The seats this computer joined, one per table, newest first.

    Args:
        folder: the data folder; None remembers nothing (no data folder).
    """

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder

    @property
    def path(self) -> Path | None:
        return None if self.folder is None else self.folder / SEATS_FILE

    def seats(self) -> list[RememberedSeat]:
        path = self.path
        if path is None:
            return []
        raw = _read(path).get("seats")
        seats = []
        for entry in raw if isinstance(raw, list) else []:
            with contextlib.suppress(ValueError, TypeError):
                seats.append(RememberedSeat.from_json(entry))
        return seats

    def remember(self, seat: RememberedSeat) -> None:
        """Keep ``seat`` as its table's one entry (the newest first); a folder that
        cannot be written remembers nothing, silently."""
        if not seat.when:
            seat = RememberedSeat(**{**asdict(seat), "when": time.time()})
        kept = [s for s in self.seats() if s.table != seat.table]
        self._write([seat, *kept][:SEATS_KEPT])

    def forget(self, table: str) -> None:
        seats = self.seats()
        kept = [s for s in seats if s.table != table]
        if len(kept) != len(seats):
            self._write(kept)

    def _write(self, seats: list[RememberedSeat]) -> None:
        path = self.path
        if path is None:
            return
        with contextlib.suppress(OSError):
            _write_json(path, {"format": FORMAT, "seats": [asdict(s) for s in seats]})


@dataclass(frozen=True, slots=True)
class HostedTable:
    """The table this computer hosts, enough to open it again after a restart.

    Attributes:
        host: the address the server listens on (loopback or all interfaces).
        port: the port it listened on (the guests' addresses name it).
        code: the table's code.
        host_token: what lets this computer hand seats over.
        game: ``tiles`` or a card game.
        seats: each seat as the host chose it: (name, who plays, token).
        folder: the table server's autosave folder.
    """

    host: str
    port: int
    code: str
    host_token: str
    game: str
    seats: tuple[tuple[str, str, str], ...]
    folder: str
    rules: str = ""
    """What the host chose in the rules box (a preset or a card game), shown only."""

    def created(self) -> dict[str, Any]:
        """The ``created`` frame the table sent when it opened, as the lobby reads it."""
        return {
            "table": self.code,
            "seats": [{"name": n, "player": k, "token": t} for n, k, t in self.seats],
            "host_token": self.host_token,
        }

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> HostedTable:
        """Raises ValueError (or TypeError, KeyError) for anything else."""
        port = raw["port"]
        if not isinstance(port, int) or not 0 < port < 65536:
            raise ValueError("port")
        seats = tuple(
            (str(n), str(k), str(t))
            for n, k, t in (s for s in raw["seats"] if isinstance(s, list) and len(s) == 3)
        )
        if not seats:
            raise ValueError("seats")
        return cls(
            host=_text(raw, "host"),
            port=port,
            code=_text(raw, "code"),
            host_token=_text(raw, "host_token"),
            game=_text(raw, "game") or "tiles",
            seats=seats,
            folder=_text(raw, "folder"),
            rules=_text(raw, "rules"),
        )


class HostMemory:
    """The one table this computer hosts, and the folders its server autosaves in.

    Args:
        folder: the data folder; None remembers nothing (and the server autosaves nowhere).
    """

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder

    @property
    def path(self) -> Path | None:
        return None if self.folder is None else self.folder / HOSTED_FILE

    def table(self) -> HostedTable | None:
        """The table to offer for reopening: remembered, with its autosave folder there."""
        path = self.path
        if path is None:
            return None
        raw = _read(path)
        try:
            hosted = HostedTable.from_json(raw)
        except (ValueError, TypeError, KeyError):
            return None
        return hosted if Path(hosted.folder).is_dir() else None

    def new_folder(self) -> Path | None:
        """A fresh folder for a new table's autosaves (None: no data folder, or not writable)."""
        if self.folder is None:
            return None
        base = self.folder / HOSTED_TABLES
        try:
            base.mkdir(parents=True, exist_ok=True)
            return Path(tempfile.mkdtemp(prefix="table-", dir=base))
        except OSError:
            return None

    def remember(self, hosted: HostedTable) -> None:
        path = self.path
        if path is None:
            return
        data = {"format": FORMAT, **asdict(hosted)}
        data["seats"] = [list(s) for s in hosted.seats]
        with contextlib.suppress(OSError):
            _write_json(path, data)

    def forget(self) -> None:
        """Forget the hosted table and remove its autosave folder (it is ours alone)."""
        hosted = self.table()
        self.forget_entry()
        if hosted is not None:
            remove_folder(Path(hosted.folder), self.folder)

    def forget_entry(self) -> None:
        """Forget the hosted table, leaving its folder to the server still writing in it."""
        path = self.path
        if path is not None:
            with contextlib.suppress(OSError):
                path.unlink()


def remove_folder(folder: Path, data: Path | None) -> None:
    """Remove a hosted table's autosave folder, only if it lies in our hosted-tables folder."""
    import shutil

    if data is None:
        return
    try:
        if folder.resolve().parent != (data / HOSTED_TABLES).resolve():
            return
    except OSError:
        return
    shutil.rmtree(folder, ignore_errors=True)
