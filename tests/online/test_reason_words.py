"""The referee's reasons travel as phrases, and a window takes only sentences it knows.

A window formats the template it is sent, so a forged template is the way to
make it fail or say what it likes: every one of those is refused as a bad frame.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rummy_desktop.core.wording import (
    ALL_TEMPLATES,
    INITIAL_MELD_SHORT,
    INVALID_MELD,
    RUN_GAP,
    phrase,
)
from rummy_desktop.online.codec import BadFrame, phrase_from_json, phrase_to_json

NESTED = phrase(INVALID_MELD, row=3, tiles="O6 O8 O13", reason=phrase(RUN_GAP, tile="O8"))


def test_a_nested_reason_comes_back_as_it_was_said() -> None:
    wire = phrase_to_json(NESTED)
    assert phrase_from_json(wire, ALL_TEMPLATES) == NESTED
    assert str(phrase_from_json(wire, ALL_TEMPLATES)) == str(NESTED)


@pytest.mark.parametrize(
    "forged",
    [
        {"template": "{tile.__class__}", "args": [["tile", "R1"]]},  # not the referee's
        {"template": RUN_GAP, "args": []},  # a field left out
        {"template": RUN_GAP, "args": [["tile", ["R1"]]]},  # a value of no kind
        {"template": RUN_GAP, "args": [["tile"]]},  # a name without a value
        {"template": RUN_GAP, "args": "tile=R1"},
        {"template": INITIAL_MELD_SHORT, "args": [["points", True], ["needed", 30]]},
        "row 3 is not a valid meld",
        None,
    ],
)
def test_forged_words_are_a_bad_frame(forged: Any) -> None:
    with pytest.raises(BadFrame):
        phrase_from_json(forged, ALL_TEMPLATES)


def test_a_phrase_nested_past_any_the_referee_says_is_refused() -> None:
    deep: dict[str, Any] = phrase_to_json(phrase(RUN_GAP, tile="R1"))
    for _ in range(8):
        deep = {"template": INVALID_MELD, "args": [["row", 1], ["tiles", "R1"], ["reason", deep]]}
    with pytest.raises(BadFrame):
        phrase_from_json(deep, ALL_TEMPLATES)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4)
    ),
    max_leaves=20,
)


@given(args=json_values, template=st.sampled_from([*ALL_TEMPLATES, "{0}", "{x!r}", "{"]))
def test_whatever_the_wire_holds_is_a_phrase_that_renders_or_a_bad_frame(
    args: Any, template: str
) -> None:
    try:
        words = phrase_from_json({"template": template, "args": args}, ALL_TEMPLATES)
    except BadFrame:
        return
    assert isinstance(words.render(), str)
