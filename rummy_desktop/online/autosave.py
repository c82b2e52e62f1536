"""A table's autosave: written atomically after every change, read back by replay.

The file holds the seats (tokens only as SHA-256 digests), what the table
counts beside the game, and the game record of :mod:`rummy_desktop.core.serialize`.
Loading replays the record through the referee and checks it against its
snapshot, so a damaged file is refused with a reason, never half-loaded.

The writer is the usual atomic one (a temporary file in the same folder,
flushed to disk, then renamed over the old file), kept here rather than
borrowed from the window's saves: the online layer stays below ``app``.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any, Final

from rummy_desktop.cards.core.serialize import loads as load_card_game
from rummy_desktop.core.errors import RummyError
from rummy_desktop.core.scoring import RoundEnd
from rummy_desktop.core.serialize import from_dict, player_word
from rummy_desktop.families import TILES
from rummy_desktop.online.card_table import CardProgress, CardTable
from rummy_desktop.online.codec import is_int
from rummy_desktop.online.seating import CHAT_HISTORY, REMOTE, Clock, SeatedTable, TableSeat
from rummy_desktop.online.table import HostedTable, TableProgress

FORMAT_NAME: Final = "rummy-desktop online table"
FORMAT_VERSION: Final = 1
SUFFIX: Final = ".table.json"


class TableSaveError(RummyError):
    """An autosave that cannot be written or read; the message names the file."""


def write_atomically(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that a crash leaves the old or the new file whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def save_path(folder: Path, code: str) -> Path:
    return folder / f"{code}{SUFFIX}"


def save_table(folder: Path, table: SeatedTable) -> None:
    data = {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        **table.to_json(),
        "chat": table.chat,
    }
    try:
        write_atomically(save_path(folder, table.code), json.dumps(data, separators=(",", ":")))
    except OSError as exc:
        raise TableSaveError(f"cannot write the table's autosave in {folder}: {exc}") from None


def saved_at(folder: Path, code: str) -> float:
    """When the table's autosave was last written (seconds since the epoch; 0 when absent)."""
    try:
        return save_path(folder, code).stat().st_mtime
    except OSError:
        return 0.0


def remove_table(folder: Path, code: str) -> None:
    """Delete a table's autosave (the table is gone for good).

    Raises:
        TableSaveError: the file is there but cannot be removed.
    """
    try:
        save_path(folder, code).unlink(missing_ok=True)
    except OSError as exc:
        raise TableSaveError(f"cannot remove the table's autosave in {folder}: {exc}") from None


def load_table(path: Path, clock: Clock) -> SeatedTable:
    """The table saved in ``path``, replayed and checked.

    Raises:
        TableSaveError: the file cannot be read or is not a whole, valid table.
    """
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError) as exc:
        raise TableSaveError(f"{path.name}: not a readable table: {exc}") from None
    try:
        table = _table_from(data, clock)
        table.chat = _chat(data)
    except (RummyError, KeyError, TypeError, ValueError) as exc:
        raise TableSaveError(f"{path.name}: {exc}") from None
    return table


def _chat(data: dict[str, Any]) -> list[dict[str, Any]]:
    """The table's kept chat lines (autosaves from before chat history have none)."""
    lines = data.get("chat", [])
    if not isinstance(lines, list) or not all(
        isinstance(line, dict)
        and set(line) == {"seat", "name", "text"}
        and is_int(line["seat"])
        and isinstance(line["name"], str)
        and isinstance(line["text"], str)
        for line in lines
    ):
        raise TableSaveError("the table's chat lines are not readable")
    return lines[-CHAT_HISTORY:]


def _table_from(data: Any, clock: Clock) -> SeatedTable:
    if not isinstance(data, dict) or data.get("format") != FORMAT_NAME:
        raise TableSaveError("not a table autosave")
    if data.get("format_version") != FORMAT_VERSION:
        raise TableSaveError(f"a table autosave of version {data.get('format_version')!r}")
    if data.get("game", TILES) != TILES:
        return _card_table_from(data, clock)
    record = from_dict(data["record"])
    seats = _seats(data, [(s.name, player_word(s)) for s in record.seats], HostedTable.levels)
    illegal = _illegal(data, len(seats))
    round_turns, capped, started = data["round_turns"], data["capped"], data["started"]
    if not (is_int(round_turns) and isinstance(capped, bool) and isinstance(started, bool)):
        raise TableSaveError("the table's counts are not readable")
    progress = TableProgress(
        illegal, [RoundEnd(end) for end in data["round_ends"]], round_turns, capped
    )
    table = HostedTable(
        _code(data), seats, record.state, started=started, progress=progress, clock=clock
    )
    table.host_digest = _host_digest(data)
    return table


def _card_table_from(data: dict[str, Any], clock: Clock) -> CardTable:
    game = load_card_game(json.dumps(data["record"]))
    if game.rules.preset != data["game"]:
        raise TableSaveError("the card game does not match the table")
    seats = _seats(
        data,
        [(s.name, raw["player"]) for s, raw in zip(game.seats, data["seats"], strict=True)],
        CardTable.levels,
    )
    illegal = _illegal(data, len(seats))
    turns, round_turns = data["turns"], data["round_turns"]
    capped, started = data["capped"], data["started"]
    if not (
        is_int(turns)
        and is_int(round_turns)
        and isinstance(capped, bool)
        and isinstance(started, bool)
    ):
        raise TableSaveError("the table's counts are not readable")
    progress = CardProgress(illegal, turns, round_turns, capped)
    table = CardTable(_code(data), seats, game, started=started, progress=progress, clock=clock)
    table.host_digest = _host_digest(data)
    return table


def _seats(
    data: dict[str, Any], expected: list[tuple[str, str]], levels: tuple[str, ...]
) -> list[TableSeat]:
    seats: list[TableSeat] = []
    for raw, (name, player) in zip(data["seats"], expected, strict=True):
        if raw["name"] != name or raw["player"] != player:
            raise TableSaveError("the seats do not match the game record")
        digest, announced, joined = raw["token_sha256"], raw["announced"], raw["joined"]
        stand_in = raw.get("stand_in", "")  # autosaves from before hand-overs have none
        if not all(isinstance(x, str) for x in (digest, announced, stand_in)):
            raise TableSaveError("a seat's token or player is not text")
        if (player == REMOTE) != bool(digest) or not isinstance(joined, bool):
            raise TableSaveError("a seat's token does not fit its player")
        if stand_in and (player != REMOTE or stand_in not in levels):
            raise TableSaveError("a computer stands in for a seat it cannot play")
        seats.append(TableSeat(name, player, digest, announced, joined, stand_in))
    return seats


def _host_digest(data: dict[str, Any]) -> str:
    digest = data.get("host_sha256", "")  # autosaves from before hand-overs have no host
    if not isinstance(digest, str):
        raise TableSaveError("the host's token is not text")
    return digest


def _code(data: dict[str, Any]) -> str:
    code = data["table"]
    if not isinstance(code, str) or not code:
        raise TableSaveError("the table has no code")
    return code


def _illegal(data: dict[str, Any], seats: int) -> list[list[str]]:
    illegal = data["illegal"]
    if not (
        isinstance(illegal, list)
        and len(illegal) == seats
        and all(isinstance(x, list) and all(isinstance(m, str) for m in x) for x in illegal)
    ):
        raise TableSaveError("the refused moves are not readable")
    return illegal
