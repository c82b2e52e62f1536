"""Secrecy: every frame a seat is sent names only its own rack, the table and public events.

Checked against the table's whole state at the moment each frame is made:
the tiles another seat holds, or still in the pool, never appear in a frame
unless everyone has seen them (on the table, in a stack, face up, or named
by a public event).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from rummy_desktop.core.rules import preset
from rummy_desktop.core.state import GameState
from rummy_desktop.online.codec import VIEW_KEYS
from rummy_desktop.online.table import HostedTable
from tests.online.helpers import join_bots, new_table, play_out


def tiles_named(view: dict[str, Any]) -> set[int]:
    """Every tile identity the view names, wherever it stands."""
    named = set(view["rack"]) | {cell[2] for cell in view["table"]["cells"]}
    named |= {t for event in view["log"] for t in event["played"]}
    named |= {t for stack in view["stacks"] for t in stack}
    if view["open_tile"] is not None:
        named.add(view["open_tile"])
    return named


def secret_from(state: GameState, seat: int) -> set[int]:
    """Tiles ``seat`` may not know: other racks and the pool, less what all have seen."""
    hidden = {t.id for s, rack in enumerate(state.racks) if s != seat for t in rack}
    hidden |= {t.id for t in state.pool}
    seen = {t.id for t in state.table.tiles()}
    seen |= {t.id for event in state.log for t in event.played}
    seen |= {t.id for stack in state.stacks for t in stack}
    if state.open_tile() is not None:
        seen.add(state.open_tile().id)  # type: ignore[union-attr]
    return hidden - seen


class Watched(HostedTable):
    """A table that checks every view frame it makes against its own state."""

    checked = 0

    def view_frame(self, seat: int) -> dict[str, Any]:
        sent = super().view_frame(seat)
        view = sent["view"]
        assert set(view) == VIEW_KEYS
        assert view["rack"] == [t.id for t in self.state.racks[seat]]
        assert not tiles_named(view) & secret_from(self.state, seat)
        assert str(self.state.seed) not in json.dumps(sent)
        Watched.checked += 1
        return sent


@pytest.mark.slow
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(10**9, 2**62),
    rules=st.sampled_from(["classic", "online", "dutch"]),
    draw_and_discard=st.booleans(),
)
@example(seed=20_189_230_294_151, rules="classic", draw_and_discard=True)  # a short game: 9 frames
def test_every_view_frame_names_only_what_the_seat_may_know(
    seed: int, rules: str, draw_and_discard: bool
) -> None:
    ruleset = preset(rules).with_options(draw_and_discard=draw_and_discard)
    table, tokens = new_table(ruleset, ["remote", "easy", "remote"], seed)
    table.__class__ = Watched
    bots = join_bots(table, tokens, ["easy", "easy", "easy"])
    Watched.checked = 0
    notices = play_out(table, bots)
    for seat in range(3):
        table.view_frame(seat)
    # Frames sent during play were checked too, not only the three asked for
    # here (a short game may send few: the pinned example sends nine).
    assert Watched.checked > 3
    for notice in notices[:-1]:
        assert notice["type"] == "round_end" and str(seed) not in json.dumps(notice)
    assert notices[-1]["type"] == "result" and notices[-1]["result"]["seed"] == seed
    welcome = table.welcome_frame(0)
    assert str(seed) not in json.dumps(welcome)
