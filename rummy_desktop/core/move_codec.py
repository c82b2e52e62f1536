"""One move of a match as the saved game writes it, and back.

The game record (:mod:`rummy_desktop.core.serialize`) and the packed history
of finished rounds (:mod:`rummy_desktop.core.match_moves`) use this one
form, so a finished round's packed text is exactly the text its save holds
and writing a save never encodes it again. Kept apart from the record so
that the game's state can pack its history without importing the record.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, Final, TypeGuard

from rummy_desktop.core.actions import (
    Action,
    ArrangeRack,
    Discard,
    Draw,
    Pass,
    Penalty,
    PenaltyReason,
    Play,
)
from rummy_desktop.core.errors import InvalidRecord
from rummy_desktop.core.table import MAX_COLUMNS, MAX_ROWS, Table
from rummy_desktop.core.tiles import TILE_COUNT, Tile, tile


class NextRound:
    """Marks in the action list where a new round was dealt."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "NextRound()"


NEXT_ROUND: Final = NextRound()

Move = Action | NextRound
"""One entry of a match's record: an action, or the deal of the next round."""


def compact(value: Any) -> str:
    """JSON without spaces, as every save writes it."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


# -- writing ----------------------------------------------------------------
def ids(tiles: Sequence[Tile]) -> list[int]:
    return [t.id for t in tiles]


def table_to_json(table: Table, notation: str | None = None) -> dict[str, Any]:
    """The table as a save writes it; ``notation``, when given, is written as its notation
    (a save's own, already worked out: it is only ever written, never read)."""
    return {
        "rows": table.rows,
        "columns": table.columns,
        "cells": [[r, c, t.id] for (r, c), t in sorted(table.cells().items())],
        "notation": table.notation() if notation is None else notation,
    }


def action_to_json(action: Move, notation: str | None = None) -> dict[str, Any]:
    """The move as a save writes it (``notation``: its table's, see :func:`table_to_json`)."""
    if isinstance(action, NextRound):
        return {"type": "next_round"}
    if isinstance(action, Draw):
        return {"type": "draw"}
    if isinstance(action, Pass):
        return {"type": "pass"}
    if isinstance(action, Penalty):
        return {"type": "penalty", "reason": action.reason.value}
    if isinstance(action, Play):
        return {"type": "play", "table": table_to_json(action.table, notation)}
    if isinstance(action, Discard):
        return {
            "type": "discard",
            "table": table_to_json(action.table, notation),
            "tile": None if action.tile is None else action.tile.id,
            "from_stack": action.from_stack,
        }
    return {"type": "arrange", "seat": action.seat, "order": ids(action.order)}


def text_as_saved(action: Move, raw: dict[str, Any]) -> str:
    """The text a save writes for ``action``, read from a file as ``raw``: the file's own
    text when the file was written by this game, which a match may then keep as it is.

    A table's notation is taken from ``raw``: it is only ever written, never read, and
    working it out again was half the cost of writing a move (so a file's own notation
    would be kept); every other byte is the save's own.
    """
    laid = raw.get("table")
    notation = laid.get("notation") if isinstance(laid, dict) else None
    return compact(action_to_json(action, notation if isinstance(notation, str) else None))


# -- reading ----------------------------------------------------------------
def is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def tile_from_id(raw: Any) -> Tile:
    if not isinstance(raw, int) or isinstance(raw, bool) or not 0 <= raw < TILE_COUNT:
        raise InvalidRecord(f"{raw!r} is not a tile identity (0 to {TILE_COUNT - 1})")
    return tile(raw)


def table_from_json(raw: Any) -> Table:
    if not isinstance(raw, dict):
        raise InvalidRecord("a saved table is not readable")
    rows, columns, cells = raw.get("rows"), raw.get("columns"), raw.get("cells")
    if not (is_int(rows) and is_int(columns) and isinstance(cells, list)):
        raise InvalidRecord("a saved table is missing rows, columns or cells")
    if not (0 < rows <= MAX_ROWS and 0 < columns <= MAX_COLUMNS):
        raise InvalidRecord(f"a saved table has an impossible size {rows} x {columns}")
    table = Table(rows=rows, columns=columns)
    for cell in cells:
        if not (isinstance(cell, list) and len(cell) == 3):
            raise InvalidRecord("a saved table cell is not [row, column, tile]")
        r, c, t = cell
        if not (is_int(r) and is_int(c) and 0 <= r < rows and 0 <= c < columns):
            raise InvalidRecord("a saved table cell has a bad position")
        table.place(tile_from_id(t), (r, c))
    return table


def action_from_json(raw: Any) -> Move:
    """The move a saved move's JSON stands for (the round's deal: :data:`NEXT_ROUND` itself).

    Raises:
        InvalidRecord: naming what is wrong with it.
    """
    if not isinstance(raw, dict):
        raise InvalidRecord("a saved move is not readable")
    kind = raw.get("type")
    if kind == "draw":
        return Draw()
    if kind == "pass":
        return Pass()
    if kind == "next_round":
        return NEXT_ROUND
    if kind == "penalty":
        try:
            return Penalty(PenaltyReason(str(raw.get("reason"))))
        except ValueError:
            raise InvalidRecord(f"unknown penalty reason {raw.get('reason')!r}") from None
    if kind == "play":
        return Play(table_from_json(raw.get("table")))
    if kind == "discard":
        raw_tile, from_stack = raw.get("tile"), raw.get("from_stack", False)
        if not isinstance(from_stack, bool):
            raise InvalidRecord("a saved discard is not readable")
        discard = None if raw_tile is None else tile_from_id(raw_tile)
        return Discard(table_from_json(raw.get("table")), discard, from_stack)
    if kind == "arrange":
        seat, order = raw.get("seat"), raw.get("order")
        if not is_int(seat) or not isinstance(order, list):
            raise InvalidRecord("a saved rack arrangement is not readable")
        return ArrangeRack(seat, tuple(tile_from_id(t) for t in order))
    raise InvalidRecord(f"unknown move type {kind!r}")
