"""A saved match's JSON, read with its moves left in the text until they are replayed.

Parsed whole, a long match's moves took ten times the size of the file (every
table cell a list of three numbers) before the first of them was replayed: a
5 MB save peaked above 60 MB, and the window kept most of it from the
allocator. Here the record's top level is read key by key and each element of
its ``"actions"`` array is kept as its place in the text (:class:`MoveText`),
parsed when its turn comes and let go after.

Anything unusual about the text (not an object, invalid JSON, numbers too
long, nesting too deep) is handed to :func:`json.loads` whole, so every
refusal reads exactly as before.
"""

from __future__ import annotations

import json
import re
from typing import Any, Final

_DECODER: Final = json.JSONDecoder()
_SPACE: Final = re.compile(r"[ \t\n\r]*")


class MoveText:
    """One saved move, not parsed yet: where it lies in the record's text."""

    __slots__ = ("start", "text")

    def __init__(self, text: str, start: int) -> None:
        self.text = text
        self.start = start

    def parsed(self) -> Any:
        return _DECODER.raw_decode(self.text, self.start)[0]

    def parsed_with_text(self) -> tuple[Any, str]:
        """The move parsed, and its text as the record holds it."""
        value, end = _DECODER.raw_decode(self.text, self.start)
        return value, self.text[self.start : end]


class _Unusual(Exception):
    """The text is not laid out as this reader expects: json.loads reads it."""


def parse_record(text: str) -> Any:
    """What ``json.loads(text)`` gives, but each object in the top-level ``"actions"``
    array is a :class:`MoveText`.

    Raises:
        json.JSONDecodeError, RecursionError, ValueError: as :func:`json.loads` does.
    """
    try:
        return _read_object(text)
    except (_Unusual, ValueError, RecursionError, IndexError):
        return json.loads(text)


def _skip(text: str, at: int) -> int:
    match = _SPACE.match(text, at)
    assert match is not None  # the pattern matches the empty text too
    return match.end()


def _read_object(text: str) -> dict[str, Any]:
    at = _skip(text, 0)
    if text[at : at + 1] != "{":
        raise _Unusual
    data: dict[str, Any] = {}
    at = _skip(text, at + 1)
    if text[at : at + 1] == "}":
        at += 1
    else:
        while True:
            key, at = _DECODER.raw_decode(text, at)
            if not isinstance(key, str):
                raise _Unusual
            at = _skip(text, at)
            if text[at : at + 1] != ":":
                raise _Unusual
            at = _skip(text, at + 1)
            if key == "actions" and text[at : at + 1] == "[":
                data[key], at = _read_moves(text, at + 1)
            else:
                data[key], at = _DECODER.raw_decode(text, at)
            at = _skip(text, at)
            if text[at : at + 1] == ",":
                at = _skip(text, at + 1)
                continue
            if text[at : at + 1] != "}":
                raise _Unusual
            at += 1
            break
    if _skip(text, at) != len(text):
        raise _Unusual
    return data


def _read_moves(text: str, at: int) -> tuple[list[Any], int]:
    moves: list[Any] = []
    at = _skip(text, at)
    if text[at : at + 1] == "]":
        return moves, at + 1
    while True:
        value, end = _DECODER.raw_decode(text, at)
        moves.append(MoveText(text, at) if isinstance(value, dict) else value)
        at = _skip(text, end)
        if text[at : at + 1] == ",":
            at = _skip(text, at + 1)
            continue
        if text[at : at + 1] != "]":
            raise _Unusual
        return moves, at + 1
