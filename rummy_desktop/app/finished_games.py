"""The finished games kept for replay: a bounded shelf in the data folder.

Each finished match's record is written (atomically, by the saves module)
as ``game-<number>-<time>.rummy.json`` in the ``finished games`` folder of the
data folder, tile and card games on one shelf (a card record names its format,
so a file says which kind it is). The number counts up with every game shelved
(kept in :data:`NUMBER_FILE` beside them), so the order of the shelf cannot go
backwards with a clock set back. Only :data:`KEEP_LATEST` of them stay: when one
more arrives, the oldest goes, never the game just shelved. A game the user
chose to keep is renamed ``kept-<number>-<time>...`` and is never dropped.
Listing reads only each file's header (names, rules, totals) without replaying
it; a file that cannot even be read is listed with its problem and is never
deleted by the listing.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import QObject, Signal

from rummy_desktop.app.board import Phase
from rummy_desktop.app.controller import GameController
from rummy_desktop.app.saves import MAX_SAVE_BYTES, SaveError, backup_path, write_save_text
from rummy_desktop.families import TILES

FOLDER_NAME: Final = "finished games"
KEEP_LATEST: Final = 20
"""Unkept finished games on the shelf at most; the oldest goes first."""
GAME_PREFIX: Final = "game-"
KEPT_PREFIX: Final = "kept-"
SUFFIX: Final = ".rummy.json"
STAMP: Final = "%Y%m%d-%H%M%S-%f"
HEADER_BYTES: Final = 1024 * 1024
"""The game writes a record's header (rules, seats, the final position) before
its moves, so the list reads only this much of each file, however long the
match; a file written otherwise is read whole, up to a save's size cap."""
ACTIONS_KEY: Final = b',"actions":['
NUMBER_FILE: Final = "last-number.txt"
"""The number of the last game shelved, so numbers never repeat or go back."""
NUMBER_WIDTH: Final = 8
SAME_MATCH: Final = timedelta(minutes=2)
"""A match of the statistics and a game on the shelf finished this close together
(both are written when the match ends) are the same match."""


@dataclass(frozen=True, slots=True)
class FinishedGame:
    """One game on the shelf, as the replay chooser lists it.

    Attributes:
        path: its file.
        finished: when it was put on the shelf.
        kept: the user keeps it: it is never dropped.
        names: the players, in seat order (empty when unreadable).
        totals: their match totals (empty when unreadable).
        preset: the rule set it was played under (for a card game: which game).
        problem: why the file cannot be read, "" when it can.
        cards: it is a card game.
        number: its place in the order games were shelved (0: shelved by a
            version that named games by time alone, before any numbered one).
    """

    path: Path
    finished: datetime
    kept: bool
    names: tuple[str, ...] = ()
    totals: tuple[int, ...] = ()
    preset: str = ""
    problem: str = ""
    cards: bool = False
    number: int = 0


def _number_and_time(path: Path) -> tuple[int, str]:
    """The shelf number (0 when none) and the time text of a shelf file's name."""
    stem = path.name.removeprefix(KEPT_PREFIX).removeprefix(GAME_PREFIX).removesuffix(SUFFIX)
    head, dash, rest = stem.partition("-")
    if len(head) == NUMBER_WIDTH and head.isascii() and head.isdigit() and dash:
        return int(head), rest
    return 0, stem


def _order(path: Path) -> tuple[int, str, str]:
    number, when = _number_and_time(path)
    return number, when, path.name


def card_format_name() -> str:
    """The format word of a card record (the card games load only when a shelf is read)."""
    from rummy_desktop.cards.core.serialize import FORMAT_NAME

    return FORMAT_NAME


class FinishedGames:
    """The shelf of finished games in ``folder`` (``<data>/finished games``)."""

    def __init__(self, folder: Path, keep_latest: int = KEEP_LATEST) -> None:
        self.folder = folder
        self.keep_latest = keep_latest

    @classmethod
    def in_data_folder(cls, data_dir: Path) -> FinishedGames:
        return cls(data_dir / FOLDER_NAME)

    def add(self, text: str, when: datetime) -> Path:
        """Put a finished game's record on the shelf; drop the oldest unkept ones.

        Raises:
            SaveError: it could not be written (the shelf is as it was).
        """
        number = self._next_number()
        stem = f"{number:0{NUMBER_WIDTH}d}-{when.strftime(STAMP)}"
        path = self.folder / f"{GAME_PREFIX}{stem}{SUFFIX}"
        write_save_text(path, text)
        with contextlib.suppress(OSError):  # the files' own numbers still count
            write_save_text(self.folder / NUMBER_FILE, f"{number}\n")
        self.drop_oldest(spare=path)
        return path

    def _next_number(self) -> int:
        """One more than any number given so far, on a file or in :data:`NUMBER_FILE`."""
        last = 0
        with contextlib.suppress(OSError, ValueError):
            last = int((self.folder / NUMBER_FILE).read_text(encoding="utf-8").strip()[:20])
        on_files = (_number_and_time(p)[0] for p in self._files())
        return max(last, *on_files, 0) + 1

    def games(self) -> list[FinishedGame]:
        """Every game on the shelf, newest first."""
        found = [self._entry(p) for p in self._files()]
        return sorted(found, key=lambda g: _order(g.path), reverse=True)

    def keep(self, path: Path, keep: bool = True) -> Path:
        """Keep a game for ever (or let it go with the others again); its new path.

        Raises:
            SaveError: the file cannot be renamed.
        """
        name = path.name
        stem = name.removeprefix(KEPT_PREFIX).removeprefix(GAME_PREFIX)
        target = path.with_name((KEPT_PREFIX if keep else GAME_PREFIX) + stem)
        if target == path:
            return path
        try:
            os.replace(path, target)
        except OSError as exc:
            raise SaveError(f"could not change {name}: {exc.strerror or exc}") from None
        if not keep:
            self.drop_oldest()
        return target

    def drop_oldest(self, spare: Path | None = None) -> list[Path]:
        """Remove unkept games beyond :attr:`keep_latest`, first shelved first, never
        ``spare`` (the game just shelved); those removed."""
        unkept = sorted((p for p in self._files() if p.name.startswith(GAME_PREFIX)), key=_order)
        excess = max(0, len(unkept) - self.keep_latest)
        dropped = [p for p in unkept if p != spare][:excess]
        for path in dropped:
            with contextlib.suppress(OSError):
                path.unlink()
            with contextlib.suppress(OSError):
                backup_path(path).unlink()
        return dropped

    def _files(self) -> list[Path]:
        try:
            entries = list(self.folder.iterdir())
        except OSError:
            return []
        return [
            p
            for p in entries
            if p.name.endswith(SUFFIX) and p.name.startswith((GAME_PREFIX, KEPT_PREFIX))
        ]

    def _entry(self, path: Path) -> FinishedGame:
        kept = path.name.startswith(KEPT_PREFIX)
        number, stem = _number_and_time(path)
        try:
            finished = datetime.strptime(stem[:22], STAMP)
        except ValueError:
            finished = datetime.fromtimestamp(0)
        try:
            data: Any = json.loads(_header_text(path))
            cards = data.get("format") == card_format_name()
            names = tuple(str(s if cards else s["name"]) for s in data["seats"])
            totals = tuple(int(t) for t in data["state"]["totals"])
            preset = str(data["rules"]["preset"])
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
            problem = str(exc) or type(exc).__name__
            return FinishedGame(path, finished, kept, problem=problem, number=number)
        return FinishedGame(path, finished, kept, names, totals, preset, cards=cards, number=number)


def kept_match(
    games: Sequence[FinishedGame], game: str, name: str, total: int, finished: datetime
) -> FinishedGame | None:
    """The game on the shelf that is this match of the statistics, if it is still there.

    The statistics keep no record of the moves, only who played, the game
    (``"tiles"`` or a card game's preset), the totals and when the match
    ended; the shelf's game with the same player, game and total that
    finished within :data:`SAME_MATCH` of it is that match. (The statistics
    count penalty points below zero, the record above: the size is compared.)
    """
    for candidate in games:
        if candidate.problem or (candidate.preset if candidate.cards else TILES) != game:
            continue
        if abs(candidate.finished - finished) > SAME_MATCH:
            continue
        seats = zip(candidate.names, candidate.totals, strict=False)
        if any(n == name and abs(t) == abs(total) for n, t in seats):
            return candidate
    return None


def _header_text(path: Path) -> str:
    """A record's JSON without its moves (or the whole file when they come first)."""
    with path.open("rb") as handle:
        start = handle.read(HEADER_BYTES)
        cut = start.find(ACTIONS_KEY)
        if cut >= 0:
            return start[:cut].decode("utf-8") + "}"
        rest = handle.read(MAX_SAVE_BYTES)
    return (start + rest).decode("utf-8")


class Shelver(QObject):
    """Puts a finished match on the shelf, off the GUI thread; what the tile and
    the card shelvers share.

    Args:
        parent: the controller whose games are kept.
        record_text: the finished game's record as text; None when there is none.
        shelf: where finished games go now (the data folder may change
            during a session); None keeps none.

    Signals:
        failed(str): a finished game could not be kept; the game goes on.
    """

    failed = Signal(str)

    def __init__(
        self,
        parent: QObject,
        record_text: Callable[[], str | None],
        shelf: Callable[[], FinishedGames | None],
        clock: type[datetime] = datetime,
    ) -> None:
        super().__init__(parent)
        self.shelf = shelf
        self._record_text = record_text
        self._clock = clock
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="finished-games")
        self.pending: Future[None] | None = None
        self._played = False
        """A move was played since the game was started or opened: a finished
        game opened from a file is not put on the shelf a second time."""
        parent.destroyed.connect(lambda _obj=None: self._writer.shutdown(wait=False))

    def _set_played(self, played: bool) -> None:
        self._played = played

    def _shelve(self) -> None:
        """The match just ended: put it on the shelf if it was played here."""
        if not self._played:
            return
        shelf = self.shelf()
        if shelf is None:
            return
        text = self._record_text()
        if text is None:
            return
        when = self._clock.now()
        self._played = False  # once per match, however often its end is shown

        def write() -> None:
            try:
                shelf.add(text, when)
            except SaveError as exc:
                self.failed.emit(str(exc))

        self.pending = self._writer.submit(write)


class FinishedGameShelver(Shelver):
    """Puts every tile match the controller finishes on the shelf, off the GUI thread.

    Args:
        controller: the games to watch.
        record_text: the finished game's record as text (the autosaver's,
            which encodes a long match incrementally); None when there is none.
        shelf: where finished games go now; None keeps none.
    """

    def __init__(
        self,
        controller: GameController,
        record_text: Callable[[], str | None],
        shelf: Callable[[], FinishedGames | None],
        clock: type[datetime] = datetime,
    ) -> None:
        super().__init__(controller, record_text, shelf, clock)
        self.controller = controller
        controller.logReset.connect(lambda _lines: self._set_played(False))
        controller.turnEnded.connect(lambda: self._set_played(True))
        controller.roundEnded.connect(self._on_round_end)

    def _on_round_end(self, _score: object) -> None:
        if self.controller.phase is Phase.MATCH_OVER:
            self._shelve()
