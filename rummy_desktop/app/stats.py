"""Statistics per player name, kept for years in SQLite.

The schema carries its version in ``PRAGMA user_version`` and grows only by
numbered migrations, so a database written by an older version of the game
is upgraded in place and never thrown away. Every write happens in one
transaction: a crash leaves the previous state, never half a game.

The window writes from a worker thread (a locked database must not freeze
it) and reads on the GUI thread, so one connection is shared under a lock.
A damaged file (bad pages, dropped tables) is refused when opened, with a
message, so the statistics window never meets it half-way. A file another
program holds locked is busy, not damaged (:class:`StatsBusy`): it is never
offered a fresh start, and writes wait for it on the worker.

Each match belongs to one game: ``"tiles"`` (every tile preset together, as
before card games existed) or a card game's preset (``"rummy51"``...). The
figures are read per game, so a person's tile figures never change because
they played cards.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Concatenate, Final, ParamSpec, TypeVar

from rummy_desktop.families import TILES as FAMILY_TILES

MIGRATIONS: Final[tuple[str, ...]] = (
    # 1: players, matches, the seats of a match, rounds and their scores.
    """
    CREATE TABLE player (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE
    );
    CREATE TABLE match (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL UNIQUE,
        rules TEXT NOT NULL,
        started TEXT NOT NULL,
        finished TEXT
    );
    CREATE TABLE seat (
        match_id INTEGER NOT NULL REFERENCES match(id),
        player_id INTEGER NOT NULL REFERENCES player(id),
        position INTEGER NOT NULL,
        kind TEXT NOT NULL,
        total INTEGER NOT NULL DEFAULT 0,
        won INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (match_id, position)
    );
    CREATE TABLE round (
        match_id INTEGER NOT NULL REFERENCES match(id),
        number INTEGER NOT NULL,
        ended TEXT NOT NULL,
        PRIMARY KEY (match_id, number)
    );
    CREATE TABLE round_score (
        match_id INTEGER NOT NULL,
        number INTEGER NOT NULL,
        position INTEGER NOT NULL,
        score INTEGER NOT NULL,
        won INTEGER NOT NULL,
        PRIMARY KEY (match_id, number, position),
        FOREIGN KEY (match_id, number) REFERENCES round(match_id, number)
    );
    """,
    # 2: fast look-ups of a player's history by date.
    """
    CREATE INDEX seat_by_player ON seat(player_id);
    CREATE INDEX match_by_finished ON match(finished);
    """,
    # 3: the game a match was played in; every older match was a tile game.
    """
    ALTER TABLE match ADD COLUMN game TEXT NOT NULL DEFAULT 'tiles';
    CREATE INDEX match_by_game ON match(game);
    """,
)
SCHEMA_VERSION: Final = len(MIGRATIONS)
TABLES: Final = frozenset({"player", "match", "seat", "round", "round_score"})
TILES: Final = FAMILY_TILES
"""The game of every tile match, whatever its rule preset (the tile family's id)."""

_P = ParamSpec("_P")
_R = TypeVar("_R")


def _locked(
    method: Callable[Concatenate[StatsDB, _P], _R],
) -> Callable[Concatenate[StatsDB, _P], _R]:
    """Run a database method under the connection's lock (writer thread and GUI share it)."""

    def run(self: StatsDB, /, *args: _P.args, **kwargs: _P.kwargs) -> _R:
        with self.lock:
            return method(self, *args, **kwargs)

    return run


BUSY_TIMEOUT_S: Final = 5.0
"""How long one statement waits for another program's lock before it gives up."""


class StatsError(Exception):
    """The statistics database cannot be used (newer schema, damaged file, busy)."""


class StatsDamaged(StatsError):
    """The file fails SQLite's own check, or is no database: only this may start afresh."""


class StatsBusy(StatsError):
    """Another program holds the database locked: busy, not damaged; try again later."""


def is_busy(exc: BaseException) -> bool:
    """Whether SQLite refused because another connection holds the lock."""
    text = str(exc).lower()
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in text or "busy" in text)


def is_damaged(path: Path, timeout_s: float | None = None) -> bool:
    """Whether the file at ``path`` fails SQLite's integrity check or lacks a table of
    ours (a busy file does not).

    Asked on a connection of its own, just before a damaged file is put aside,
    so a file that another program has open is never moved.
    """
    try:
        wait = BUSY_TIMEOUT_S if timeout_s is None else timeout_s
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=wait)
    except sqlite3.Error as exc:
        return not is_busy(exc)
    try:
        verdict = db.execute("PRAGMA integrity_check").fetchone()
        if verdict is None or verdict[0] != "ok":
            return True
        names = {r[0] for r in db.execute("SELECT name FROM sqlite_master")}
        return not names >= TABLES
    except sqlite3.Error as exc:
        return not is_busy(exc)
    finally:
        db.close()


@dataclass(frozen=True, slots=True)
class SeatInfo:
    name: str
    kind: str  # "human" or a computer level


@dataclass(frozen=True, slots=True)
class PlayerStats:
    name: str
    games: int
    games_won: int
    rounds: int
    rounds_won: int
    points: int
    best_round: int | None


@dataclass(frozen=True, slots=True)
class LevelRecord:
    """A player's results in finished games that had a computer of one level."""

    level: str
    games: int
    won: int


class StatsDB:
    """The statistics database; ``":memory:"`` for a throw-away one."""

    def __init__(self, path: Path | str, timeout_s: float | None = None) -> None:
        self.path = path
        self.lock = threading.RLock()
        if isinstance(path, Path):
            path.parent.mkdir(parents=True, exist_ok=True)
        wait = BUSY_TIMEOUT_S if timeout_s is None else timeout_s
        self._db = sqlite3.connect(str(path), check_same_thread=False, timeout=wait)
        try:
            self._db.execute("PRAGMA foreign_keys = ON")
            self._migrate()
            self._check()
        except sqlite3.DatabaseError as exc:
            self._db.close()
            if is_busy(exc):
                raise StatsBusy(
                    "the statistics are in use by another program (the file is locked); "
                    "they are kept as they are: try again later"
                ) from None
            raise StatsDamaged(f"the statistics file cannot be used: {exc}") from None
        except StatsError:
            self._db.close()
            raise

    def _check(self) -> None:
        """Refuse a file with damaged pages or missing tables (said once, at open)."""
        verdict = self._db.execute("PRAGMA quick_check").fetchone()
        if verdict is None or verdict[0] != "ok":
            raise StatsDamaged(f"the statistics file is damaged ({verdict[0] if verdict else '?'})")
        names = {r[0] for r in self._db.execute("SELECT name FROM sqlite_master")}
        missing = sorted(TABLES - names)
        if missing:
            raise StatsDamaged(f"the statistics file is damaged (table {missing[0]!r} is missing)")

    def close(self) -> None:
        self._db.close()

    @property
    def schema_version(self) -> int:
        row = self._db.execute("PRAGMA user_version").fetchone()
        return int(row[0])

    def _migrate(self) -> None:
        version = self.schema_version
        if version > SCHEMA_VERSION:
            raise StatsError(
                f"the statistics were written by a newer version of the game "
                f"(schema {version}, this version knows {SCHEMA_VERSION})"
            )
        for number in range(version, SCHEMA_VERSION):
            with self._db:
                self._db.executescript(MIGRATIONS[number])
                self._db.execute(f"PRAGMA user_version = {number + 1}")

    # -- writing --------------------------------------------------------
    def _player_id(self, name: str) -> int:
        self._db.execute("INSERT OR IGNORE INTO player(name) VALUES (?)", (name,))
        row = self._db.execute("SELECT id FROM player WHERE name = ?", (name,)).fetchone()
        return int(row[0])

    def _match_id(
        self, key: str, seats: Sequence[SeatInfo], rules: str, when: datetime, game: str
    ) -> int:
        row = self._db.execute("SELECT id FROM match WHERE key = ?", (key,)).fetchone()
        if row is not None:
            return int(row[0])
        cursor = self._db.execute(
            "INSERT INTO match(key, rules, started, game) VALUES (?, ?, ?, ?)",
            (key, rules, when.isoformat(), game),
        )
        match_id = int(cursor.lastrowid or 0)
        for position, seat in enumerate(seats):
            self._db.execute(
                "INSERT INTO seat(match_id, player_id, position, kind) VALUES (?, ?, ?, ?)",
                (match_id, self._player_id(seat.name), position, seat.kind),
            )
        return match_id

    @_locked
    def record_round(
        self,
        key: str,
        seats: Sequence[SeatInfo],
        rules: str,
        number: int,
        scores: Sequence[int],
        winner: int | None,
        when: datetime,
        game: str = TILES,
    ) -> None:
        """Store one finished round of the match ``key`` of ``game`` (twice is harmless).

        Scores are higher-is-better: a penalty game records its penalties below zero.
        """
        with self._db:
            match_id = self._match_id(key, seats, rules, when, game)
            self._db.execute(
                "INSERT OR REPLACE INTO round(match_id, number, ended) VALUES (?, ?, ?)",
                (match_id, number, when.isoformat()),
            )
            for position, score in enumerate(scores):
                self._db.execute(
                    "INSERT OR REPLACE INTO round_score VALUES (?, ?, ?, ?, ?)",
                    (match_id, number, position, score, int(position == winner)),
                )

    @_locked
    def finish_match(
        self,
        key: str,
        totals: Sequence[int],
        winner: int | None,
        when: datetime,
        *,
        shared: Sequence[int] = (),
    ) -> None:
        """Mark a match finished with its totals and winner (None for a draw).

        ``shared`` names seats that share the win (a card match can end so,
        CARD_RULES.md 8.8 and 8.9): each of them has won it, and the others
        have lost, which a draw would not say.
        """
        with self._db:
            row = self._db.execute("SELECT id FROM match WHERE key = ?", (key,)).fetchone()
            if row is None:
                raise StatsError(f"no match {key!r} was recorded")
            match_id = int(row[0])
            self._db.execute(
                "UPDATE match SET finished = ? WHERE id = ?", (when.isoformat(), match_id)
            )
            for position, total in enumerate(totals):
                self._db.execute(
                    "UPDATE seat SET total = ?, won = ? WHERE match_id = ? AND position = ?",
                    (total, int(position == winner or position in shared), match_id, position),
                )

    # -- reading --------------------------------------------------------
    @_locked
    def player_names(self) -> list[str]:
        return [r[0] for r in self._db.execute("SELECT name FROM player ORDER BY name")]

    @_locked
    def games(self) -> list[str]:
        """The games that have a recorded match, tiles first."""
        rows = self._db.execute("SELECT DISTINCT game FROM match ORDER BY game")
        found = [str(r[0]) for r in rows]
        return sorted(found, key=lambda game: (game != TILES, game))

    @_locked
    def summary(self, name: str, game: str = TILES) -> PlayerStats:
        games, won = self._db.execute(
            """SELECT COUNT(*), COALESCE(SUM(seat.won), 0) FROM seat
               JOIN player ON player.id = seat.player_id
               JOIN match ON match.id = seat.match_id
               WHERE player.name = ? AND match.finished IS NOT NULL AND match.game = ?""",
            (name, game),
        ).fetchone()
        rounds, rounds_won, points, best = self._db.execute(
            """SELECT COUNT(*), COALESCE(SUM(rs.won), 0), COALESCE(SUM(rs.score), 0),
                      MAX(rs.score)
               FROM round_score rs
               JOIN seat ON seat.match_id = rs.match_id AND seat.position = rs.position
               JOIN player ON player.id = seat.player_id
               JOIN match ON match.id = rs.match_id
               WHERE player.name = ? AND match.game = ?""",
            (name, game),
        ).fetchone()
        return PlayerStats(name, games, won, rounds, rounds_won, points, best)

    @_locked
    def history(self, name: str, game: str = TILES) -> list[tuple[str, int]]:
        """(finish date, match total) of every finished match, oldest first."""
        rows = self._db.execute(
            """SELECT match.finished, seat.total FROM seat
               JOIN player ON player.id = seat.player_id
               JOIN match ON match.id = seat.match_id
               WHERE player.name = ? AND match.finished IS NOT NULL AND match.game = ?
               ORDER BY match.finished, match.id""",
            (name, game),
        )
        return [(str(day), int(total)) for day, total in rows]

    @_locked
    def against_levels(self, name: str, game: str = TILES) -> list[LevelRecord]:
        """Finished games against each computer level that sat at the table."""
        rows = self._db.execute(
            """SELECT other.kind, COUNT(DISTINCT me.match_id),
                      COUNT(DISTINCT CASE WHEN me.won THEN me.match_id END)
               FROM seat me
               JOIN player ON player.id = me.player_id
               JOIN match ON match.id = me.match_id
               JOIN seat other ON other.match_id = me.match_id
                                AND other.position != me.position
               WHERE player.name = ? AND match.finished IS NOT NULL AND match.game = ?
                     AND other.kind != 'human'
               GROUP BY other.kind ORDER BY other.kind""",
            (name, game),
        )
        return [LevelRecord(str(level), int(g), int(w)) for level, g, w in rows]
