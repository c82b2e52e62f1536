"""RULES.md section 8, "open last tile": the pool's last tile lies face up and
may be taken only by a player who goes out with it."""

from __future__ import annotations

import pytest

from rummy_desktop.core.actions import Draw, Pass, Penalty, PenaltyReason
from rummy_desktop.core.errors import IllegalMove
from rummy_desktop.core.referee import ProblemCode
from rummy_desktop.core.rules import PoolExhausted, preset
from rummy_desktop.core.scoring import RoundEnd
from rummy_desktop.core.turn import Turn

from .positions import add_meld, closed_state

OPEN = preset("easy").with_options(open_last_tile=True)


def test_the_last_tile_lies_open_and_cannot_be_drawn() -> None:
    state = closed_state(OPEN, ["R1 R2", "K9"], "B7", melded=[True, True])
    assert state.open_tile() is not None and str(state.open_tile()) == "B7"
    assert state.view(1).open_tile == state.open_tile()
    assert not state.can_draw() and state.can_pass()
    with pytest.raises(IllegalMove, match="lies open"):
        state.apply(Draw())
    state.apply(Pass())
    assert state.current == 1


def test_without_the_option_the_last_tile_is_drawn_as_usual() -> None:
    state = closed_state(preset("easy"), ["R1 R2", "K9"], "B7", melded=[True, True])
    assert state.open_tile() is None and state.view(0).open_tile is None
    state.apply(Draw())
    assert [str(t) for t in state.racks[0]] == ["R1", "R2", "B7"]


def test_a_player_who_goes_out_with_it_may_take_it() -> None:
    state = closed_state(OPEN, ["B5 B6", "K9"], "B7", melded=[True, True])
    play = add_meld(state, "B5 B6 B7")
    assert state.problems(play) == []
    state.apply(play)
    assert state.round_end is RoundEnd.WENT_OUT and state.pool == []
    state.check_tiles()


def test_taking_it_without_going_out_is_refused() -> None:
    state = closed_state(OPEN, ["B5 B6 K1", "K9"], "B7", melded=[True, True])
    codes = [p.code for p in state.problems(add_meld(state, "B5 B6 B7"))]
    assert codes == [ProblemCode.OPEN_TILE_NOT_OUT]


def test_the_open_tile_is_never_drawn_as_a_penalty() -> None:
    rules = OPEN.with_options(invalid_turn_penalty=True)
    state = closed_state(rules, ["R1 R2", "K9"], "O1 B7", melded=[True, True])
    state.apply(Penalty(PenaltyReason.INVALID_TURN))
    # The pool is drawn from its end; its first tile is the last one left.
    assert [str(t) for t in state.racks[0]] == ["R1", "R2", "B7"]
    assert str(state.open_tile()) == "O1"


def test_when_everyone_passes_the_round_ends_with_the_tile_still_open() -> None:
    state = closed_state(OPEN, ["R1 R2", "K9"], "B7", melded=[True, True])
    state.apply(Pass())
    state.apply(Pass())
    assert state.round_end is RoundEnd.POOL_EXHAUSTED
    assert state.round_score is not None and state.round_score.winner == 0


def test_last_draw_ending_counts_the_last_drawable_tile() -> None:
    rules = OPEN.with_options(pool_exhausted=PoolExhausted.ENDS_ON_LAST_DRAW)
    state = closed_state(rules, ["R1 R2", "K9"], "O1 B7", melded=[True, True])
    state.apply(Draw())
    assert state.round_end is RoundEnd.LAST_DRAW


def test_turn_can_lay_the_open_tile_and_put_it_back() -> None:
    state = closed_state(OPEN, ["B5 B6", "K9"], "B7", melded=[True, True])
    turn = Turn(state)
    open_tile = turn.open_tile
    assert open_tile is not None and open_tile not in turn.rack
    row = turn.table.rows
    turn.move_to_cell(open_tile, (row, 2))
    turn.move_to_rack(open_tile)
    assert open_tile not in turn.rack and turn.table.cell_of(open_tile) is None
    for col, t in enumerate([*turn.rack, open_tile]):
        turn.move_to_cell(t, (row, col))
    turn.end_turn()
    assert state.round_end is RoundEnd.WENT_OUT
