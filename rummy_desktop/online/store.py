"""Where a table server keeps its tables: a folder, written by a thread of its own.

The event loop never writes a file. After a change it hands the table's
journal line (or checkpoint) to :class:`TableStore`, and gets back a future
that is done once the text is on disk (written and ``fsync``-ed). Its one
writer thread takes whatever is waiting at once, appends every line to its
table's journal, and syncs each file once for the lot (a group commit), so
fifty busy tables cost one round of syncs, not fifty in a row. Writes are
done in the order given, so a table's journal is always in the order of its
changes.

The server sends the seats what a change shows only once its future is done:
a server killed at any moment loses at most the change in flight, which no
seat has seen (:mod:`rummy_desktop.online.autosave` leaves out a line cut short).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import queue
import threading
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import IO, Final

from rummy_desktop.online.atomic_file import write_atomically
from rummy_desktop.online.autosave import (
    CHECKPOINT_EVERY,
    TableSaveError,
    checkpoint_text,
    journal_line,
    journal_path,
    remove_table,
    save_path,
)
from rummy_desktop.online.seating import SeatedTable

log = logging.getLogger(__name__)

STOP_WAIT_SECONDS: Final = 10.0


class _Kind(Enum):
    APPEND = "append"
    CHECKPOINT = "checkpoint"
    REMOVE = "remove"


@dataclass(slots=True)
class _Job:
    kind: _Kind
    code: str
    text: str
    loop: asyncio.AbstractEventLoop | None
    done: asyncio.Future[None] | None


@dataclass(slots=True)
class _Written:
    """Where a table's autosave stands: its last journal line and what that line held."""

    entry: int = 0
    lines: int = 0
    """Journal lines since the last checkpoint."""
    actions: int = 0
    """The table's position (its actions) when last written."""
    chat_said: int = 0
    finished: bool = False


class TableStore:
    """The tables' autosaves in ``folder``: checkpoints and journals, written off the loop."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder
        self._written: dict[str, _Written] = {}
        self._jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._failed: set[str] = set()
        """Tables a write failed for (told by the writer thread): written whole next time."""

    def resumed(self, table: SeatedTable, entry: int) -> None:
        """A table read back from its autosave, whose journal ends at line ``entry``."""
        self._written[table.code] = _Written(
            entry, entry, table.at, table.chat_said, table.finished
        )

    def record(self, table: SeatedTable) -> asyncio.Future[None] | None:
        """Write the table's latest change; the future is done once it is on disk.

        A new table, a long journal or a game just ended is written whole (a
        checkpoint); any other change is one journal line. The text is made
        here, on the caller's thread, from the table as it is now.
        """
        code = table.code
        with self._lock:
            failed = code in self._failed
            self._failed.discard(code)
        written = self._written.get(code)
        whole = (
            written is None
            or failed  # a line may be missing: the journal starts over
            or written.lines >= CHECKPOINT_EVERY
            or (table.finished and not written.finished)
            or table.at < written.actions  # a new match at the table (a rematch)
            or (written.finished and not table.finished)
        )
        written = written or _Written()
        if whole:
            kind, text = _Kind.CHECKPOINT, checkpoint_text(table, written.entry)
            written.lines = 0
        else:
            written.entry += 1
            written.lines += 1
            new_chat = table.chat_said != written.chat_said
            kind = _Kind.APPEND
            text = journal_line(table, written.entry, written.actions, chat=new_chat)
        written.actions, written.chat_said = table.at, table.chat_said
        written.finished = table.finished
        self._written[code] = written
        return self._submit(kind, code, text)

    def remove(self, code: str) -> asyncio.Future[None] | None:
        """Delete a table's autosave (after the writes before)."""
        self._written.pop(code, None)
        return self._submit(_Kind.REMOVE, code, "")

    def _submit(self, kind: _Kind, code: str, text: str) -> asyncio.Future[None] | None:
        try:
            loop: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        done = loop.create_future() if loop is not None else None
        job = _Job(kind, code, text, loop, done)
        if loop is None:  # not serving yet (a table removed at start): write now
            self._write([job])
            return None
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="table-writer", daemon=True)
                self._thread.start()
        self._jobs.put(job)
        return done

    async def close(self) -> None:
        """Write what is waiting, then stop the writer thread."""
        with self._lock:
            thread, self._thread = self._thread, None
        if thread is None:
            return
        self._jobs.put(None)
        await asyncio.to_thread(thread.join, STOP_WAIT_SECONDS)

    # -- the writer thread ------------------------------------------------------
    def _run(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            batch = [job]
            stop = False
            while True:
                try:
                    more = self._jobs.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    stop = True
                    break
                batch.append(more)
            self._write(batch)
            if stop:
                return

    def _write(self, batch: list[_Job]) -> None:
        """Every job of the batch in order, each file synced once, then their futures done.

        A failed write is logged; the game goes on (the next change writes it
        whole). The futures are done whatever happens: no change waits for ever.
        """
        try:
            self._write_files(batch)
        except Exception:  # the writer thread goes on: the next change writes it whole
            log.exception("cannot write the tables' autosaves")
            with self._lock:
                self._failed |= {job.code for job in batch}
        finally:
            for job in batch:
                if job.loop is not None and job.done is not None:
                    with contextlib.suppress(RuntimeError):  # the loop has ended
                        job.loop.call_soon_threadsafe(_settle, job.done)

    def _write_files(self, batch: list[_Job]) -> None:
        assert self.folder is not None
        journals: dict[str, IO[str]] = {}
        failed: set[str] = set()

        def close_journal(code: str) -> None:
            handle = journals.pop(code, None)
            if handle is not None:
                with contextlib.suppress(OSError):
                    handle.close()

        for job in batch:
            try:
                if job.kind is _Kind.APPEND:
                    handle = journals.get(job.code)
                    if handle is None:
                        path = journal_path(self.folder, job.code)
                        handle = journals[job.code] = path.open("a", encoding="utf-8")
                    handle.write(job.text)
                elif job.kind is _Kind.CHECKPOINT:
                    close_journal(job.code)
                    write_atomically(save_path(self.folder, job.code), job.text)
                    journal_path(self.folder, job.code).unlink(missing_ok=True)
                else:
                    close_journal(job.code)
                    remove_table(self.folder, job.code)
            except (OSError, ValueError, TableSaveError) as exc:
                failed.add(job.code)
                log.error("cannot write table %s in %s: %s", job.code, self.folder, exc)
        for code, handle in list(journals.items()):
            try:
                handle.flush()
                os.fsync(handle.fileno())
            except OSError as exc:
                failed.add(code)
                log.error("cannot write table %s in %s: %s", code, self.folder, exc)
            close_journal(code)
        with self._lock:
            self._failed |= failed


def _settle(done: asyncio.Future[None]) -> None:
    if not done.done():
        done.set_result(None)
