"""Game values as the protocol's JSON: tiles, tables, actions and seat views.

A tile travels as its identity (0 to 105, see :mod:`rummy_desktop.core.tiles`),
a table as its cells, so a view read back is equal to the view sent and a
computer player in another home decides exactly as it would at the table.
Reading never trusts the sender: every value is checked and a bad one
raises :class:`BadFrame` with a message naming it, before anything changes.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from string import Formatter
from typing import Any, Final, TypeGuard

from rummy_desktop.core.actions import Discard, Draw, Pass, Play, TurnAction
from rummy_desktop.core.errors import RummyError
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.table import MAX_COLUMNS, MAX_ROWS, Table
from rummy_desktop.core.tiles import TILE_COUNT, Tile, tile
from rummy_desktop.core.views import EventKind, PlayerView, PublicEvent
from rummy_desktop.core.wording import Arg, Phrase

DEFAULT_ACTION: Final = "default"
"""An action a seat may send instead of a move: whatever the rules do for a
seat that does not play (draw, pass, or discard the taken tile)."""


class BadFrame(RummyError):
    """A frame, or a value inside one, that the protocol cannot accept."""


def is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _int(raw: Any, what: str, low: int = 0, high: int = 1 << 62) -> int:
    if not is_int(raw) or not low <= raw <= high:
        raise BadFrame(f"{what} must be a whole number from {low} to {high}, not {raw!r}")
    return raw


def _list(raw: Any, what: str) -> list[Any]:
    if not isinstance(raw, list):
        raise BadFrame(f"{what} must be a list")
    return raw


# -- the referee's words -------------------------------------------------------
MAX_PHRASE_DEPTH: Final = 4
"""The referee nests a reason in a reason once or twice; a deeper phrase is forged."""


def phrase_to_json(words: Phrase) -> dict[str, Any]:
    """A reason in its own words, so that the far window can say it in its language."""
    return {
        "template": words.template,
        "args": [
            [name, phrase_to_json(value) if isinstance(value, Phrase) else value]
            for name, value in words.args
        ],
    }


def phrase_from_json(raw: Any, templates: Collection[str], depth: int = 0) -> Phrase:
    """A reason from the wire, only in sentences this program knows.

    The template is formatted on this machine, so a forged one could ask for
    fields that are not there (or an attribute of an argument): only the
    referee's own sentences are taken, with every field they name supplied.

    Raises:
        BadFrame: anything else.
    """
    if depth > MAX_PHRASE_DEPTH or not isinstance(raw, dict):
        raise BadFrame("a reason's words must be a phrase of the referee")
    template = raw.get("template")
    if not isinstance(template, str) or template not in templates:
        raise BadFrame(f"{template!r:.60} is not a sentence of the referee")
    args: list[tuple[str, Arg]] = []
    for pair in _list(raw.get("args"), "a phrase's arguments"):
        if not (isinstance(pair, list) and len(pair) == 2 and isinstance(pair[0], str)):
            raise BadFrame("a phrase's argument must be a name and a value")
        name, value = pair
        if isinstance(value, dict):
            value = phrase_from_json(value, templates, depth + 1)
        elif not (isinstance(value, str) or is_int(value)):
            raise BadFrame(f"a phrase's argument {name!r:.40} must be words or a number")
        args.append((name, value))
    named = {name for name, _value in args}
    wanted = {field for _text, field, _spec, _conv in Formatter().parse(template) if field}
    if not wanted <= named:
        raise BadFrame(f"the phrase lacks {', '.join(sorted(wanted - named))}")
    return Phrase(template, tuple(args))


# -- tiles and tables -----------------------------------------------------
def tiles_to_json(tiles: Any) -> list[int]:
    return [t.id for t in tiles]


def tile_from_json(raw: Any, what: str = "a tile") -> Tile:
    return tile(_int(raw, what, 0, TILE_COUNT - 1))


def tiles_from_json(raw: Any, what: str) -> tuple[Tile, ...]:
    return tuple(tile_from_json(t, what) for t in _list(raw, what))


def table_to_json(table: Table) -> dict[str, Any]:
    return {
        "rows": table.rows,
        "columns": table.columns,
        "cells": [[r, c, t.id] for (r, c), t in sorted(table.cells().items())],
    }


def table_from_json(raw: Any) -> Table:
    if not isinstance(raw, dict):
        raise BadFrame("a table must be an object with rows, columns and cells")
    rows = _int(raw.get("rows"), "the table's rows", 1, MAX_ROWS)
    columns = _int(raw.get("columns"), "the table's columns", 1, MAX_COLUMNS)
    table = Table(rows=rows, columns=columns)
    for cell in _list(raw.get("cells"), "the table's cells"):
        if not (isinstance(cell, list) and len(cell) == 3):
            raise BadFrame("a table cell must be [row, column, tile]")
        r = _int(cell[0], "a cell's row", 0, rows - 1)
        c = _int(cell[1], "a cell's column", 0, columns - 1)
        try:
            table.place(tile_from_json(cell[2]), (r, c))
        except (RummyError, ValueError) as exc:
            raise BadFrame(f"a table cell cannot be placed: {exc}") from None
    return table


# -- actions ----------------------------------------------------------------
def action_to_json(action: TurnAction | str) -> dict[str, Any]:
    """An action a seat sends (``"default"`` for the rules' default action)."""
    if action == DEFAULT_ACTION:
        return {"type": DEFAULT_ACTION}
    if isinstance(action, Draw):
        return {"type": "draw"}
    if isinstance(action, Pass):
        return {"type": "pass"}
    if isinstance(action, Play):
        return {"type": "play", "table": table_to_json(action.table)}
    if isinstance(action, Discard):
        return {
            "type": "discard",
            "table": table_to_json(action.table),
            "tile": None if action.tile is None else action.tile.id,
            "from_stack": action.from_stack,
        }
    raise BadFrame(f"not an action a seat may send: {action!r}")


def action_from_json(raw: Any) -> TurnAction | str:
    """Read a seat's action; a penalty or rack order is never a seat's to send."""
    if not isinstance(raw, dict):
        raise BadFrame("an action must be an object with a type")
    kind = raw.get("type")
    if kind == DEFAULT_ACTION:
        return DEFAULT_ACTION
    if kind == "draw":
        return Draw()
    if kind == "pass":
        return Pass()
    if kind == "play":
        return Play(table_from_json(raw.get("table")))
    if kind == "discard":
        from_stack = raw.get("from_stack", False)
        if not isinstance(from_stack, bool):
            raise BadFrame("a discard's from_stack must be true or false")
        raw_tile = raw.get("tile")
        discard = None if raw_tile is None else tile_from_json(raw_tile, "the discarded tile")
        return Discard(table_from_json(raw.get("table")), discard, from_stack)
    raise BadFrame(f"unknown action type {kind!r} (draw, pass, play, discard or default)")


# -- views ------------------------------------------------------------------
def event_to_json(event: PublicEvent) -> dict[str, Any]:
    return {
        "round": event.round_number,
        "turn": event.turn,
        "seat": event.seat,
        "kind": event.kind.value,
        "played": tiles_to_json(event.played),
        "drawn": event.drawn,
    }


def event_from_json(raw: Any) -> PublicEvent:
    if not isinstance(raw, dict):
        raise BadFrame("an event must be an object")
    try:
        kind = EventKind(str(raw.get("kind")))
    except ValueError:
        raise BadFrame(f"unknown event kind {raw.get('kind')!r}") from None
    return PublicEvent(
        _int(raw.get("round"), "an event's round"),
        _int(raw.get("turn"), "an event's turn"),
        _int(raw.get("seat"), "an event's seat"),
        kind,
        tiles_from_json(raw.get("played"), "an event's tiles"),
        _int(raw.get("drawn"), "an event's drawn count"),
    )


VIEW_KEYS: Final = frozenset(
    {
        "seat",
        "rules",
        "names",
        "rack",
        "table",
        "rack_sizes",
        "melded",
        "pool_size",
        "totals",
        "current",
        "round",
        "turn",
        "passes",
        "log",
        "open_tile",
        "stacks",
        "taken",
        "can_draw",
        "can_pass",
    }
)
"""Every key of a view: the secrecy tests check that nothing else travels."""


def view_to_json(view: PlayerView) -> dict[str, Any]:
    """One seat's view: its own rack, and of the others only what all may see."""
    return {
        "seat": view.seat,
        "rules": view.rules.to_dict(),
        "names": list(view.names),
        "rack": tiles_to_json(view.rack),
        "table": table_to_json(view.table),
        "rack_sizes": list(view.rack_sizes),
        "melded": list(view.melded),
        "pool_size": view.pool_size,
        "totals": list(view.totals),
        "current": view.current,
        "round": view.round_number,
        "turn": view.turn,
        "passes": view.passes,
        "log": [event_to_json(e) for e in view.log],
        "open_tile": None if view.open_tile is None else view.open_tile.id,
        "stacks": [tiles_to_json(s) for s in view.stacks],
        "taken": view.taken,
        "can_draw": view.can_draw,
        "can_pass": view.can_pass,
    }


def _bools(raw: Any, what: str) -> tuple[bool, ...]:
    values = _list(raw, what)
    if not all(isinstance(v, bool) for v in values):
        raise BadFrame(f"{what} must be true or false")
    return tuple(values)


def _flag(raw: Mapping[str, Any], key: str) -> bool:
    value = raw.get(key)
    if not isinstance(value, bool):
        raise BadFrame(f"the view's {key} must be true or false")
    return value


def view_from_json(raw: Any) -> PlayerView:
    """Read a view back into the core's :class:`PlayerView` (equal to the one sent)."""
    if not isinstance(raw, dict) or set(raw) != VIEW_KEYS:
        raise BadFrame("a view must be an object with exactly the view's keys")
    rules_raw = raw["rules"]
    if not isinstance(rules_raw, dict):
        raise BadFrame("the view's rules must be an object")
    try:
        rules = RuleSet.from_dict(rules_raw)
    except RummyError as exc:
        raise BadFrame(f"the view's rules: {exc}") from None
    names = _list(raw["names"], "the view's names")
    if not all(isinstance(n, str) for n in names):
        raise BadFrame("the view's names must be text")
    open_raw = raw["open_tile"]
    return PlayerView(
        seat=_int(raw["seat"], "the view's seat"),
        rules=rules,
        names=tuple(names),
        rack=tiles_from_json(raw["rack"], "the rack"),
        table=table_from_json(raw["table"]),
        rack_sizes=tuple(_int(n, "a rack size") for n in _list(raw["rack_sizes"], "rack sizes")),
        melded=_bools(raw["melded"], "the view's melded"),
        pool_size=_int(raw["pool_size"], "the pool size"),
        totals=tuple(
            _int(n, "a total", -(1 << 62)) for n in _list(raw["totals"], "the view's totals")
        ),
        current=_int(raw["current"], "the seat on turn"),
        round_number=_int(raw["round"], "the round"),
        turn=_int(raw["turn"], "the turn"),
        passes=_int(raw["passes"], "the passes"),
        log=tuple(event_from_json(e) for e in _list(raw["log"], "the log")),
        open_tile=None if open_raw is None else tile_from_json(open_raw, "the open tile"),
        stacks=tuple(tiles_from_json(s, "a stack") for s in _list(raw["stacks"], "stacks")),
        taken=_flag(raw, "taken"),
        can_draw=_flag(raw, "can_draw"),
        can_pass=_flag(raw, "can_pass"),
    )
