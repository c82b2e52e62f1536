"""A long match's log is worded from its tail only, and the tail says what the whole would."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.app import log_words
from rummy_desktop.app.log_words import log_lines
from rummy_desktop.core.rules import preset
from rummy_desktop.core.state import GameState

NAMES = ["Ann", "Bob", "Cid"]


def played(seed: int, rounds: int) -> GameState:
    """A match of draws and passes over several rounds (its log holds every turn)."""
    rules = preset("easy").with_options(match_end="unlimited")
    state = GameState.new_match(rules, NAMES, seed)
    for _ in range(rounds):
        while not state.round_over:
            state.apply(state.default_action())
        state.start_next_round()
    state.apply(state.default_action())
    return state


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), last=st.integers(1, 60), per_line=st.integers(1, 4))
def test_the_tail_is_the_end_of_the_whole_log(seed: int, last: int, per_line: int) -> None:
    state = played(seed, rounds=2)
    whole = log_lines(state.log, NAMES, str)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(log_words, "TAIL_EVENTS_PER_LINE", per_line)
        tail = log_lines(state.log, NAMES, str, last=last)
    assert tail and tail == whole[-len(tail) :]  # never a line cut short, never out of order
    if per_line >= 2:  # a tail long enough for the lines asked for (no turn here has more)
        assert tail == whole[-last:]


def test_a_long_log_is_worded_from_its_tail(monkeypatch: pytest.MonkeyPatch) -> None:
    state = played(3, rounds=3)
    worded: list[int] = []
    real = log_words._grouped_lines

    def counting(log: object, names: object, words: object) -> list[str]:
        worded.append(len(log))  # type: ignore[arg-type]
        return real(log, names, words)  # type: ignore[arg-type]

    monkeypatch.setattr(log_words, "_grouped_lines", counting)
    lines = log_lines(state.log, NAMES, str, last=5)
    assert len(lines) == 5
    assert worded == [6 * log_words.TAIL_EVENTS_PER_LINE] < [len(state.log)]
