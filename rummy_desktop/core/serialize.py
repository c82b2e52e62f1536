"""The game record: versioned JSON that replays to the identical state.

A record holds the rules, the seed, the seats and every action in order,
plus a snapshot of the state it should lead to. Loading never trusts the
snapshot: it replays the actions through the referee from the seed and then
demands that the result equals the snapshot, so a truncated, edited or
foreign file is caught and named, never half-loaded. Never pickle: a save
file must not be able to run code.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from rummy_desktop import __version__
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
from rummy_desktop.core.errors import InvalidRecord, RummyError
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.state import NEXT_ROUND, GameState, NextRound
from rummy_desktop.core.table import MAX_COLUMNS, MAX_ROWS, Table
from rummy_desktop.core.tiles import TILE_COUNT, Tile, format_tiles, tile

FORMAT_VERSION: Final = 1
FORMAT_NAME: Final = "rummy-desktop game record"


@dataclass(frozen=True, slots=True)
class Seat:
    """Who sits where: a name and ``human`` or a computer level."""

    name: str
    player: str = "human"


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A whole match: enough to rebuild it exactly, and what it should rebuild to."""

    seats: tuple[Seat, ...]
    state: GameState

    def to_dict(self) -> dict[str, Any]:
        st = self.state
        return {
            "format": FORMAT_NAME,
            "format_version": FORMAT_VERSION,
            "app_version": __version__,
            "rules": st.rules.to_dict(),
            "seed": st.seed,
            "seats": [
                {"name": s.name, "player": s.player, "handicap": dict(h)}
                for s, h in zip(self.seats, st.handicaps, strict=True)
            ],
            "actions": [_action_to_json(a) for a in st.actions],
            "state": state_snapshot(st),
        }

    def dumps(self) -> str:
        return json.dumps(self.to_dict(), indent=1, ensure_ascii=False) + "\n"


def new_record_state(
    rules: RuleSet,
    seats: Sequence[Seat],
    seed: int,
    handicaps: Sequence[Mapping[str, Any]] | None = None,
) -> GameState:
    return GameState.new_match(rules, [s.name for s in seats], seed, handicaps)


# -- writing ----------------------------------------------------------------
def _ids(tiles: Sequence[Tile]) -> list[int]:
    return [t.id for t in tiles]


def _table_to_json(table: Table) -> dict[str, Any]:
    return {
        "rows": table.rows,
        "columns": table.columns,
        "cells": [[r, c, t.id] for (r, c), t in sorted(table.cells().items())],
        "notation": table.notation(),
    }


def _action_to_json(action: Action | NextRound) -> dict[str, Any]:
    if isinstance(action, NextRound):
        return {"type": "next_round"}
    if isinstance(action, Draw):
        return {"type": "draw"}
    if isinstance(action, Pass):
        return {"type": "pass"}
    if isinstance(action, Penalty):
        return {"type": "penalty", "reason": action.reason.value}
    if isinstance(action, Play):
        return {"type": "play", "table": _table_to_json(action.table)}
    if isinstance(action, Discard):
        return {
            "type": "discard",
            "table": _table_to_json(action.table),
            "tile": None if action.tile is None else action.tile.id,
            "from_stack": action.from_stack,
        }
    return {"type": "arrange", "seat": action.seat, "order": _ids(action.order)}


def state_snapshot(st: GameState) -> dict[str, Any]:
    """The position as plain JSON; also what a loaded record is checked against."""
    return {
        "round": st.round_number,
        "round_starter": st.round_starter,
        "turn": st.turn,
        "current": st.current,
        "passes": st.passes,
        "pool": _ids(st.pool),
        "racks": [_ids(r) for r in st.racks],
        "racks_notation": [format_tiles(r) for r in st.racks],
        "table": _table_to_json(st.table),
        "melded": list(st.melded),
        "totals": list(st.totals),
        "round_scores": [list(r.scores) for r in st.history],
        "round_over": st.round_over,
        # Draw and discard only, so that records of other games keep their exact form.
        **(
            {"stacks": [_ids(s) for s in st.stacks], "taken": st.taken is not None}
            if st.rules.draw_and_discard
            else {}
        ),
    }


# -- reading ----------------------------------------------------------------
def loads(text: str) -> GameRecord:
    """Read a record from JSON text, replaying and checking everything.

    Raises:
        InvalidRecord: with a message naming what is wrong.
    """
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidRecord(
            f"the file is not valid JSON (line {exc.lineno}, column {exc.colno}):"
            " it may be truncated or damaged"
        ) from None
    return from_dict(data)


def from_dict(data: Any) -> GameRecord:
    """Rebuild a record from parsed JSON; see :func:`loads`."""
    if not isinstance(data, dict) or data.get("format") != FORMAT_NAME:
        raise InvalidRecord("this is not a rummy-desktop saved game")
    version = data.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise InvalidRecord("the saved game has no valid format_version")
    if version > FORMAT_VERSION:
        raise InvalidRecord(
            f"this game was saved by a newer version of the game (format {version}); "
            f"this version reads format {FORMAT_VERSION} and older"
        )
    if version < 1:
        raise InvalidRecord(f"unknown saved-game format {version}")
    try:
        rules = RuleSet.from_dict(_field(data, "rules", dict))
    except RummyError as exc:
        raise InvalidRecord(f"the saved rules are not valid: {exc}") from None
    seed = _field(data, "seed", int)
    raw_seats = _field(data, "seats", list)
    seats = tuple(_seat(s) for s in raw_seats)
    handicaps = [_handicap(s) for s in raw_seats]
    try:
        state = GameState.new_match(rules, [s.name for s in seats], seed, handicaps)
    except RummyError as exc:
        raise InvalidRecord(f"the saved game cannot be set up: {exc}") from None
    for number, raw in enumerate(_field(data, "actions", list), start=1):
        try:
            action = _action_from_json(raw)
            if isinstance(action, NextRound):
                state.start_next_round()
            else:
                state.apply(action)
        except RummyError as exc:
            raise InvalidRecord(f"move {number} of the saved game is not allowed: {exc}") from None
    expected = _field(data, "state", dict)
    actual = state_snapshot(state)
    for key, value in actual.items():
        if expected.get(key) != value:
            raise InvalidRecord(
                f"the saved position does not match its moves ({key} differs): "
                "the file was edited or damaged"
            )
    return GameRecord(seats, state)


def _field(data: Mapping[str, Any], name: str, kind: type) -> Any:
    value = data.get(name)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise InvalidRecord(f"the saved game's {name!r} is missing or has the wrong type")
    return value


def _seat(raw: Any) -> Seat:
    if not isinstance(raw, dict):
        raise InvalidRecord("a seat in the saved game is not readable")
    name, player = raw.get("name"), raw.get("player", "human")
    if not isinstance(name, str) or not isinstance(player, str) or not name.strip():
        raise InvalidRecord("a seat in the saved game has no valid name")
    return Seat(name, player)


def _handicap(raw: Mapping[str, Any]) -> dict[str, Any]:
    handicap = raw.get("handicap", {})
    if not isinstance(handicap, dict):
        raise InvalidRecord("a seat's handicap in the saved game is not readable")
    return handicap


def _tile_id(raw: Any) -> Tile:
    if not isinstance(raw, int) or isinstance(raw, bool) or not 0 <= raw < TILE_COUNT:
        raise InvalidRecord(f"{raw!r} is not a tile identity (0 to {TILE_COUNT - 1})")
    return tile(raw)


def _table_from_json(raw: Any) -> Table:
    if not isinstance(raw, dict):
        raise InvalidRecord("a saved table is not readable")
    rows, columns, cells = raw.get("rows"), raw.get("columns"), raw.get("cells")
    if not (isinstance(rows, int) and isinstance(columns, int) and isinstance(cells, list)):
        raise InvalidRecord("a saved table is missing rows, columns or cells")
    if not (0 < rows <= MAX_ROWS and 0 < columns <= MAX_COLUMNS):
        raise InvalidRecord(f"a saved table has an impossible size {rows} x {columns}")
    table = Table(rows=rows, columns=columns)
    for cell in cells:
        if not (isinstance(cell, list) and len(cell) == 3):
            raise InvalidRecord("a saved table cell is not [row, column, tile]")
        r, c, t = cell
        if not (isinstance(r, int) and isinstance(c, int)):
            raise InvalidRecord("a saved table cell has a bad position")
        table.place(_tile_id(t), (r, c))
    return table


def _action_from_json(raw: Any) -> Action | NextRound:
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
        return Play(_table_from_json(raw.get("table")))
    if kind == "discard":
        raw_tile, from_stack = raw.get("tile"), raw.get("from_stack", False)
        if not isinstance(from_stack, bool):
            raise InvalidRecord("a saved discard is not readable")
        discard = None if raw_tile is None else _tile_id(raw_tile)
        return Discard(_table_from_json(raw.get("table")), discard, from_stack)
    if kind == "arrange":
        seat, order = raw.get("seat"), raw.get("order")
        if not isinstance(seat, int) or not isinstance(order, list):
            raise InvalidRecord("a saved rack arrangement is not readable")
        return ArrangeRack(seat, tuple(_tile_id(t) for t in order))
    raise InvalidRecord(f"unknown move type {kind!r}")
