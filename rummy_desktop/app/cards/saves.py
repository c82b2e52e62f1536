"""Saved card games: the card record plus who plays each seat, written like tile saves.

A card save is the card game record (:mod:`rummy_desktop.cards.core.serialize`)
with its optional ``"levels"`` field filled in: per seat ``"human"`` or a
computer level, as ``--players`` names them. Writing and reading go through
the tile saves' code (:mod:`rummy_desktop.app.saves`): the same atomic write
that keeps the previous save as ``.bak``, the same capped read of regular
files only. Loading replays the whole record through the card referee, so a
file is either loaded whole or refused with a message saying why, never half.

A save may also hold the turn clocks (``"clock"``, as the tile record writes
it: the time banks and a paused or running turn's seconds), which the replay
ignores as it ignores the levels; it is written only when there is something
to keep, so a game with no time bank and no turn under way is saved as before.

A record written without levels (by ``selfplay --save`` of an older version,
or by a tool) still loads: every seat is then taken to be a person, so nothing
is decided by a computer the file did not name.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from rummy_desktop.app.saves import MAX_SAVE_BYTES, SaveError, read_capped, write_save_text
from rummy_desktop.app.seats import HUMAN
from rummy_desktop.cards.ai.players import CARD_LEVELS
from rummy_desktop.cards.core.serialize import FORMAT_NAME, dumps, from_dict, parse_json
from rummy_desktop.cards.core.state import CardGame
from rummy_desktop.core.errors import InvalidRecord
from rummy_desktop.core.seat import Seat
from rummy_desktop.core.serialize import FORMAT_NAME as TILE_FORMAT_NAME
from rummy_desktop.core.serialize import TurnClock, clock_from_json

SEAT_LEVELS: Final = (HUMAN, *CARD_LEVELS)
"""What may play a seat of a card game."""
HEAD_BYTES: Final = 4096
"""How much of a file :func:`is_card_save` reads at a time: the game writes the format
first, so one read mostly answers; a record written with other key orders (``jq -S``
sorts ``"format"`` after the moves) is searched on, a read at a time."""
CHUNK_BYTES: Final = 1024 * 1024
OVERLAP_BYTES: Final = 256
_FORMAT_LINE: Final = re.compile(rb'"format"\s*:\s*"' + re.escape(FORMAT_NAME.encode()) + rb'"')


@dataclass(frozen=True)
class CardSave:
    """A loaded card game and who plays each of its seats."""

    game: CardGame
    """Replayed and checked by :func:`rummy_desktop.cards.core.serialize.from_dict`."""
    levels: tuple[str, ...]
    """Per seat, as in ``--players``: ``"human"``, ``"easy"``, ``"medium"`` or ``"hard"``."""
    clock: TurnClock = field(default_factory=TurnClock)
    """The time banks and a paused or running turn, as saved (none in older saves)."""

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The game's seats: its names, and a level or a person each."""
        return tuple(
            Seat(seat.name, None if level == HUMAN else level)
            for seat, level in zip(self.game.seats, self.levels, strict=True)
        )


def levels_of(seats: Sequence[Seat]) -> tuple[str, ...]:
    """What a card save writes of each seat: its computer level, or ``"human"``."""
    return tuple(seat.level or HUMAN for seat in seats)


def write_card_save(
    path: Path, game: CardGame, levels: Sequence[str], clock: TurnClock | None = None
) -> None:
    """Write ``game`` and its seats' levels to ``path`` atomically, the old save kept as backup.

    ``clock``: the turn clocks to keep beside the moves (nothing is written for none).

    Raises:
        SaveError: the levels do not fit the game (nothing is written), or the
            file cannot be written (see :func:`rummy_desktop.app.saves.write_save_text`).
    """
    problem = _levels_problem(list(levels), len(game.seats))
    if problem:
        raise SaveError(f"the card game cannot be saved: {problem}")
    text = dumps(game, levels)
    if clock is not None and not clock.empty:
        record = json.loads(text)
        record["clock"] = clock.to_json()
        text = json.dumps(record, ensure_ascii=False, indent=1)
    write_save_text(path, text)


def load_card_save(path: Path) -> CardSave:
    """The card game saved in exactly this file (no fallback), replayed and checked.

    Raises:
        SaveError: naming the file and the reason: missing, unreadable, not a
            regular file, too large, not text, not JSON (truncated or damaged),
            a tile game save, not a card game record, bad levels, or a record
            whose actions the referee refuses or whose position does not match.
    """
    raw = read_capped(path)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{path.name} is not a saved game (it is not text)") from None
    try:
        data = parse_json(text)
        if isinstance(data, dict) and data.get("format") == TILE_FORMAT_NAME:
            raise InvalidRecord("this is a saved tile game, not a card game")
        game = from_dict(data)
    except InvalidRecord as exc:
        raise SaveError(f"{path.name}: {exc}") from None
    levels = data.get("levels", [HUMAN] * len(game.seats))  # a record without: all people
    if not isinstance(levels, list):
        raise SaveError(f"{path.name}: the saved levels must be a list, one per seat")
    problem = _levels_problem(levels, len(game.seats))
    if problem:
        raise SaveError(f"{path.name}: {problem}")
    try:
        clock = clock_from_json(data.get("clock"), len(game.seats))
    except InvalidRecord as exc:
        raise SaveError(f"{path.name}: {exc}") from None
    return CardSave(game, tuple(levels), clock)


def is_card_save(path: Path) -> bool:
    """Whether ``path`` looks like a card save, from its first bytes only (never blocks).

    For choosing between the tile and the card loader; :func:`load_card_save`
    still checks everything. False for anything unreadable or not a regular file.
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return False
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return False
        tail, total = b"", 0
        while total < MAX_SAVE_BYTES:
            chunk = os.read(fd, CHUNK_BYTES if total else HEAD_BYTES)
            if not chunk:
                return False
            window = tail + chunk
            if _FORMAT_LINE.search(window) is not None:
                return True
            total += len(chunk)
            tail = window[-OVERLAP_BYTES:]  # a format line cut between two reads
    except OSError:
        return False
    finally:
        with contextlib.suppress(OSError):
            os.close(fd)
    return False


def _levels_problem(levels: list[Any], seats: int) -> str:
    """Why these are not the levels of a game with ``seats`` seats; "" when they are."""
    if len(levels) != seats:
        return f"the saved levels name {len(levels)} players for a game of {seats}"
    for seat, level in enumerate(levels, start=1):
        if level not in SEAT_LEVELS:
            choices = ", ".join(SEAT_LEVELS)
            return f"seat {seat} has the unknown player {level!r} (choose from {choices})"
    return ""
