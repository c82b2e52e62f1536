"""A table's autosave: a checkpoint and a journal of every change since, read back by replay.

The checkpoint (``CODE.table.json``) holds the seats (tokens only as SHA-256
digests), what the table counts beside the game, its chat, and the game
record of :mod:`rummy_desktop.core.serialize`; it is written atomically when
the table opens, every :data:`CHECKPOINT_EVERY` changes and when its game
ends. Every change in between appends one line to the journal
(``CODE.table.log``): the same table, whose record holds only the actions
since the line before (numbered ``entry``; ``from`` says how many actions
came before). A move costs one short append, never a rewrite of the record.
A journal line cut short by a crash is the change in flight: it is left out,
and everything before it kept. Loading joins the checkpoint and its journal,
replays the record through the referee and checks it against its snapshot,
so a damaged file is refused with a reason, never half-loaded.

The writer is the usual atomic one (a temporary file in the same folder,
flushed to disk, then renamed over the old file) of
:mod:`~rummy_desktop.online.atomic_file`, not borrowed from the window's
saves: the online layer stays below ``app``.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any, Final

from rummy_desktop.cards.core.serialize import loads as load_card_game
from rummy_desktop.core.errors import RummyError
from rummy_desktop.core.game import Clock
from rummy_desktop.core.scoring import RoundEnd
from rummy_desktop.core.serialize import from_dict, player_word
from rummy_desktop.families import TILES
from rummy_desktop.online.atomic_file import write_atomically
from rummy_desktop.online.card_table import CardProgress, CardTable
from rummy_desktop.online.codec import is_int
from rummy_desktop.online.seating import CHAT_HISTORY, REMOTE, SeatedTable, TableSeat
from rummy_desktop.online.table import HostedTable, TableProgress

FORMAT_NAME: Final = "rummy-desktop online table"
FORMAT_VERSION: Final = 1
SUFFIX: Final = ".table.json"
JOURNAL_SUFFIX: Final = ".table.log"
CHECKPOINT_EVERY: Final = 200
"""Journal lines after which the table is written whole again (and the journal starts over)."""


class TableSaveError(RummyError):
    """An autosave that cannot be written or read; the message names the file."""


def save_path(folder: Path, code: str) -> Path:
    return folder / f"{code}{SUFFIX}"


def journal_path(folder: Path, code: str) -> Path:
    return folder / f"{code}{JOURNAL_SUFFIX}"


def _compact(data: dict[str, Any]) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def checkpoint_text(table: SeatedTable, entry: int = 0) -> str:
    """The whole table, as its checkpoint holds it (``entry``: the last journal line in it)."""
    data = {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        **table.to_json(),
        "chat": table.chat,
        "entry": entry,
    }
    return _compact(data)


def journal_line(table: SeatedTable, entry: int, since: int, *, chat: bool) -> str:
    """One journal line: the table with the actions from ``since`` on (and its chat if new)."""
    line: dict[str, Any] = {"entry": entry, "from": since, "table": table.to_json(since)}
    if chat:
        line["chat"] = table.chat
    return _compact(line) + "\n"


def save_table(folder: Path, table: SeatedTable) -> None:
    """Write the table whole (a checkpoint), now and on this thread; the journal starts over.

    Raises:
        TableSaveError: the folder cannot be written.
    """
    try:
        write_atomically(save_path(folder, table.code), checkpoint_text(table))
        journal_path(folder, table.code).unlink(missing_ok=True)
    except OSError as exc:
        raise TableSaveError(f"cannot write the table's autosave in {folder}: {exc}") from None


def saved_at(folder: Path, code: str) -> float:
    """When the table's autosave was last written (seconds since the epoch; 0 when absent)."""
    times = []
    for path in (save_path(folder, code), journal_path(folder, code)):
        with contextlib.suppress(OSError):
            times.append(path.stat().st_mtime)
    return max(times, default=0.0)


def remove_table(folder: Path, code: str) -> None:
    """Delete a table's autosave (the table is gone for good).

    Raises:
        TableSaveError: a file is there but cannot be removed.
    """
    try:
        journal_path(folder, code).unlink(missing_ok=True)
        save_path(folder, code).unlink(missing_ok=True)
    except OSError as exc:
        raise TableSaveError(f"cannot remove the table's autosave in {folder}: {exc}") from None


def read_saved(path: Path) -> dict[str, Any]:
    """The table saved in ``path`` as plain JSON: its checkpoint joined with its journal.

    Nothing is replayed or checked here (:func:`load_table` does). A journal
    line cut short, out of order or not following the actions before ends
    the reading: what came before it is the table.

    Raises:
        OSError, ValueError: the checkpoint cannot be read or is not JSON.
    """
    checkpoint = path.read_text(encoding="utf-8")
    journal = path.with_name(path.name.removesuffix(SUFFIX) + JOURNAL_SUFFIX)
    try:
        lines = journal.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        lines = []
    return join_journal(checkpoint, lines)


def join_journal(checkpoint: str, lines: list[str]) -> dict[str, Any]:
    """A checkpoint's text joined with the journal lines after it (see :func:`read_saved`).

    Raises:
        ValueError: the checkpoint is not a JSON object.
    """
    data: dict[str, Any] = json.loads(checkpoint)
    if not isinstance(data, dict):
        raise ValueError("not a JSON object")
    entry = data.get("entry", 0)
    for text in lines:
        try:
            line = json.loads(text)
            number, since, table = line["entry"], line["from"], line["table"]
            record, actions = table["record"], data["record"]["actions"]
            if number <= entry:
                continue  # already in the checkpoint
            if number != entry + 1 or since != len(actions):
                break
            actions.extend(record["actions"])
        except (ValueError, KeyError, TypeError):
            break  # the line a crash cut short
        data = {**data, **table, "record": {**record, "actions": actions}, "entry": number}
        if "chat" in line:
            data["chat"] = line["chat"]
        entry = number
    return data


def load_table(path: Path, clock: Clock) -> SeatedTable:
    """The table saved in ``path``, replayed and checked.

    Raises:
        TableSaveError: the file cannot be read or is not a whole, valid table.
    """
    return load_table_entry(path, clock)[0]


def load_table_entry(path: Path, clock: Clock) -> tuple[SeatedTable, int]:
    """The table saved in ``path`` and the number of its last journal line.

    Raises:
        TableSaveError: the file cannot be read or is not a whole, valid table.
    """
    try:
        data = read_saved(path)
    except (OSError, ValueError, RecursionError) as exc:
        raise TableSaveError(f"{path.name}: not a readable table: {exc}") from None
    return table_from_saved(data, clock, path.name)


def table_from_saved(data: dict[str, Any], clock: Clock, name: str) -> tuple[SeatedTable, int]:
    """The table of joined autosave ``data`` (named ``name`` in errors), and its journal's place.

    Raises:
        TableSaveError: not a whole, valid table.
    """
    try:
        table = _table_from(data, clock)
        table.chat = _chat(data)
        entry = data.get("entry", 0)
        if not is_int(entry) or entry < 0:
            raise TableSaveError("the journal's place is not readable")
    except (RummyError, KeyError, TypeError, ValueError) as exc:
        raise TableSaveError(f"{name}: {exc}") from None
    return table, entry


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
    table.restore_host(data)
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
    table.restore_host(data)
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
