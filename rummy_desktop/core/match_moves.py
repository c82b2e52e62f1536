"""A match's moves, each finished round kept packed in its saved form.

Every play holds the whole table it leaves, so the moves of a long match
held tens of thousands of tables: a 500-round six-seat match grew a window
by over 100 MB, and only the next save and a replay ever read finished rounds.
Once a round is over (its :data:`~rummy_desktop.core.move_codec.NEXT_ROUND`
is added) and :data:`UNPACKED_ROUNDS` newer rounds have finished, its moves
are encoded exactly as the save writes them and kept compressed (a round's
text shrinks about fourteen times); they are decoded again only when read.
The newest rounds stay as live objects, since the game, the autosave and the
online table read the newest moves all the time.

A match read from a save is told each move's text in the file when it is that
very text (:meth:`MatchMoves.saved_as`): its rounds are then packed from the
file's own text, not encoded again.

Writing a save then joins the finished rounds' texts as they are; a replay,
statistics or the online table read the moves as before, one round decoded
at a time. The packed form is the one the record itself reads back, so the
moves read out equal the moves put in.
"""

from __future__ import annotations

import json
import zlib
from bisect import bisect_right
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, Final, overload

from rummy_desktop.core.actions import Discard, Play
from rummy_desktop.core.move_codec import Move, NextRound, action_from_json, action_to_json, compact
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import tile

UNPACKED_ROUNDS: Final = 2
"""Finished rounds kept as played before they are packed: a match of a few rounds (most
of them, and every headless self-play) never pays for encoding, and the newest rounds,
which a window or an online table may still read, stay at hand."""


def pack(moves: Sequence[Move]) -> bytes:
    """The moves as their save text (comma-separated JSON), compressed."""
    return packed_text([compact(action_to_json(m)) for m in moves])


def packed_text(texts: Sequence[str]) -> bytes:
    """Moves already in their save text, compressed as :func:`pack` does."""
    return zlib.compress(",".join(texts).encode("utf-8"))


def unpacked_text(packed: bytes) -> str:
    """The save text of packed moves."""
    return zlib.decompress(packed).decode("utf-8")


def unpack(packed: bytes) -> tuple[Move, ...]:
    """The moves that :func:`pack` packed."""
    return tuple(_packed_move(raw) for raw in json.loads(f"[{unpacked_text(packed)}]"))


def _packed_move(raw: dict[str, Any]) -> Move:
    """A move this module packed: its tables are read without the checks a file's get
    (they were checked when played), which took most of the time of reading a round."""
    kind = raw["type"]
    if kind not in ("play", "discard"):
        return action_from_json(raw)
    laid = raw["table"]
    cells = {(r, c): tile(t) for r, c, t in laid["cells"]}
    table = Table(cells, laid["rows"], laid["columns"])
    if kind == "play":
        return Play(table)
    discard = raw["tile"]
    return Discard(table, None if discard is None else tile(discard), raw["from_stack"])


class MatchMoves(Sequence[Move]):
    """Every move since the match began, in order: the game record.

    Reads like a list (length, index, slice, iteration, ``==``); only
    :meth:`append` changes it. A read of a finished round decodes that
    round (the last one decoded is kept, so walking the moves in order or
    backwards decodes each round once). Decoded moves equal the moves
    played, though they are not the same objects.
    """

    __slots__ = ("_ends", "_live", "_live_ends", "_packed", "_texts", "_unpacked")

    def __init__(self, moves: Iterable[Move] = ()) -> None:
        self._packed: list[bytes] = []
        """Per finished round, its moves (ending with its NEXT_ROUND) packed."""
        self._ends: list[int] = []
        """Per finished round, how many moves the match held when it ended."""
        self._live: list[Move] = []
        """The moves after the packed rounds: the newest finished rounds and the round on."""
        self._live_ends: list[int] = []
        """Where in ``_live`` each of its finished rounds ends."""
        self._texts: list[str] = []
        """The save texts of the first moves of ``_live``, as a file read held them
        (:meth:`saved_as`); empty for moves played here."""
        self._unpacked: tuple[int, tuple[Move, ...]] | None = None
        """The round decoded last (one tuple: read and replaced whole, safe across threads)."""
        for move in moves:
            self.append(move)

    # -- changing --------------------------------------------------------------
    def append(self, move: Move) -> None:
        """Add a move; a deal ends the round, and rounds older than the newest
        :data:`UNPACKED_ROUNDS` finished ones are packed."""
        self._live.append(move)
        if isinstance(move, NextRound):
            self._live_ends.append(len(self._live))
            while len(self._live_ends) > UNPACKED_ROUNDS:
                self._pack_oldest()

    def saved_as(self, text: str) -> None:
        """The newest move is written ``text`` in a save (the file it was read from): its
        round is packed from the texts so told, not encoded again.

        Only ``text`` exactly as a save writes the move will do: a save joins it as it is.
        Told of every move of a round, or its round is encoded as usual.
        """
        if len(self._texts) == len(self._live) - 1:
            self._texts.append(text)

    def _pack_oldest(self) -> None:
        end = self._live_ends[0]
        texts = self._texts[:end]
        told = len(texts) == end
        self._packed.append(packed_text(texts) if told else pack(self._live[:end]))
        self._texts = self._texts[end:]
        self._ends.append(self._finished() + end)
        self._live = self._live[end:]
        self._live_ends = [e - end for e in self._live_ends[1:]]

    def copy(self) -> MatchMoves:
        """An independent copy, sharing the packed rounds (they never change)."""
        twin = object.__new__(MatchMoves)
        twin._packed = list(self._packed)
        twin._ends = list(self._ends)
        twin._live = list(self._live)
        twin._live_ends = list(self._live_ends)
        twin._texts = list(self._texts)
        twin._unpacked = self._unpacked
        return twin

    def head(self, count: int) -> MatchMoves:
        """The first ``count`` moves, sharing the packed rounds among them (a replay's
        position: the moves that led to it)."""
        first = MatchMoves()
        rounds = bisect_right(self._ends, count)
        first._packed = self._packed[:rounds]
        first._ends = self._ends[:rounds]
        first._live = self[first._finished() : count]
        first._live_ends = [i + 1 for i, m in enumerate(first._live) if isinstance(m, NextRound)]
        first._unpacked = self._unpacked
        return first

    # -- what writing a save needs ---------------------------------------------
    @property
    def live(self) -> tuple[Move, ...]:
        """The moves after the packed rounds, as played (the same objects)."""
        return tuple(self._live)

    @property
    def rounds_packed(self) -> int:
        return len(self._packed)

    def packed_rounds(self) -> tuple[bytes, ...]:
        """Per finished round, its moves packed (see :func:`unpacked_text`); they never
        change, so a save's worker may unpack them while the game goes on."""
        return tuple(self._packed)

    def packed_bytes(self) -> int:
        """How many bytes the finished rounds take packed (for measurements)."""
        return sum(len(p) for p in self._packed)

    # -- reading ---------------------------------------------------------------
    def __len__(self) -> int:
        return self._finished() + len(self._live)

    @overload
    def __getitem__(self, index: int) -> Move: ...

    @overload
    def __getitem__(self, index: slice) -> list[Move]: ...

    def __getitem__(self, index: int | slice) -> Move | list[Move]:
        if isinstance(index, slice):
            return [self._at(i) for i in range(*index.indices(len(self)))]
        size = len(self)
        at = index + size if index < 0 else index
        if not 0 <= at < size:
            raise IndexError("move index out of range")
        return self._at(at)

    def _at(self, at: int) -> Move:
        finished = self._finished()
        if at >= finished:
            return self._live[at - finished]
        number = bisect_right(self._ends, at)
        first = self._ends[number - 1] if number else 0
        return self._round(number)[at - first]

    def __iter__(self) -> Iterator[Move]:
        for number in range(len(self._packed)):
            yield from self._round(number)
        yield from list(self._live)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, MatchMoves | list | tuple):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))

    __hash__ = None  # type: ignore[assignment]  # changes as moves are added

    def __repr__(self) -> str:
        return (
            f"MatchMoves({len(self)} moves, {len(self._packed)} rounds packed"
            f" in {self.packed_bytes()} bytes)"
        )

    def _finished(self) -> int:
        return self._ends[-1] if self._ends else 0

    def _round(self, number: int) -> tuple[Move, ...]:
        kept = self._unpacked
        if kept is not None and kept[0] == number:
            return kept[1]
        moves = unpack(self._packed[number])
        self._unpacked = (number, moves)
        return moves
