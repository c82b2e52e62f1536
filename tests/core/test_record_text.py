"""Reading a record with its moves left in the text gives what json.loads gives."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.core.record_text import MoveText, parse_record

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=12,
)


def resolved(value: Any) -> Any:
    if isinstance(value, dict) and isinstance(value.get("actions"), list):
        moves = [m.parsed() if isinstance(m, MoveText) else m for m in value["actions"]]
        return {**value, "actions": moves}
    return value


@settings(max_examples=200, deadline=None)
@given(
    head=st.dictionaries(st.text(max_size=8), JSON, max_size=4),
    moves=st.lists(JSON, max_size=5),
    indent=st.sampled_from([None, 0, 2]),
    sort=st.booleans(),
)
def test_any_record_reads_as_json_loads_reads_it(
    head: dict[str, Any], moves: list[Any], indent: int | None, sort: bool
) -> None:
    text = json.dumps({**head, "actions": moves}, indent=indent, sort_keys=sort)
    read = parse_record(text)
    assert resolved(read) == json.loads(text)
    assert all(isinstance(m, MoveText) for m in read["actions"] if isinstance(m, dict))
    assert sum(isinstance(m, MoveText) for m in read["actions"]) == sum(
        isinstance(m, dict) for m in moves
    )


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet='{}[]":,01 \nactions"x', max_size=40))
def test_any_text_is_refused_or_read_as_json_loads_does(text: str) -> None:
    try:
        expected = json.loads(text)
    except json.JSONDecodeError as exc:
        with pytest.raises(json.JSONDecodeError) as caught:
            parse_record(text)
        assert (caught.value.lineno, caught.value.colno) == (exc.lineno, exc.colno)
        return
    assert resolved(parse_record(text)) == expected
