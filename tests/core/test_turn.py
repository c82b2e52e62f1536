"""RULES.md section 4 through the interactive Turn: moves, undo, reset, ending, timer."""

from __future__ import annotations

import pytest

from rummy_desktop.core.actions import Draw, Pass, Penalty, PenaltyReason, Play
from rummy_desktop.core.errors import IllegalMove
from rummy_desktop.core.referee import ProblemCode
from rummy_desktop.core.rules import preset
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import TileAllocator, parse_tiles
from rummy_desktop.core.turn import Turn

from .positions import closed_state

EASY = preset("easy")


def start(rack: str = "R11 R12 R13 K1", pool: str = "O5 O6 O7 O8", **opts: object) -> Turn:
    rules = EASY.with_options(**opts) if opts else EASY
    return Turn(closed_state(rules, [rack, "B13"], pool, melded=[True, True]))


def lay(turn: Turn, text: str, row: int) -> None:
    """Move rack tiles named in ``text`` to a new row, left to right."""
    for col, token in enumerate(text.split()):
        t = next(t for t in turn.rack if str(t) == token)
        turn.move_to_cell(t, (row, col))


def free_row(turn: Turn) -> int:
    return turn.table.rows


def test_rack_to_cell_then_end_turn_plays() -> None:
    turn = start()
    lay(turn, "R11 R12 R13", free_row(turn))
    assert [str(t) for t in turn.played()] == ["R11", "R12", "R13"]
    assert turn.can_end()
    action = turn.end_turn()
    assert isinstance(action, Play)
    assert [str(t) for t in turn.state.racks[0]] == ["K1"]
    turn.state.check_tiles()


def test_cell_to_rack_only_for_tiles_from_this_turns_rack() -> None:
    turn = start()
    row = free_row(turn)
    lay(turn, "R11", row)
    own = turn.table[(row, 0)]
    assert own is not None
    turn.move_to_rack(own)
    assert own in turn.rack
    table_tile = turn.table[(0, 0)]
    assert table_tile is not None
    with pytest.raises(IllegalMove, match="must stay on the table"):
        turn.move_to_rack(table_tile)


def test_table_tiles_move_cell_to_cell() -> None:
    turn = start()
    t = turn.table[(0, 0)]
    assert t is not None
    turn.move_to_cell(t, (40, 5))
    assert turn.table[(40, 5)] == t and turn.table[(0, 0)] is None
    assert 40 in turn.invalid_rows()  # a lone tile is no meld
    assert ProblemCode.INVALID_MELD in {p.code for p in turn.problems()}


def test_a_taken_cell_is_refused_and_nothing_moves() -> None:
    turn = start()
    before = turn.table.copy()
    with pytest.raises(IllegalMove):
        turn.move_to_cell(turn.rack[0], (0, 0))
    assert turn.table == before and len(turn.rack) == 4


def test_move_tiles_moves_a_whole_meld_at_once() -> None:
    turn = start()
    meld = turn.table.meld_at((0, 0))
    assert meld is not None
    shifted = [(t, (0, c + 1)) for t, c in zip(meld.tiles, range(len(meld.tiles)), strict=True)]
    turn.move_tiles(shifted)
    assert turn.table[(0, 0)] is None and turn.table[(0, 1)] == meld.tiles[0]
    with pytest.raises(IllegalMove):
        turn.move_tiles([(meld.tiles[0], (9, 0)), (meld.tiles[1], (9, 0))])


def test_undo_takes_back_one_move_at_a_time() -> None:
    turn = start()
    row = free_row(turn)
    lay(turn, "R11 R12", row)
    assert turn.undo()
    assert [str(t) for t in turn.played()] == ["R11"]
    assert turn.undo()
    assert turn.played() == [] and not turn.can_undo
    assert not turn.undo()


def test_reset_restores_the_exact_start() -> None:
    turn = start()
    table0, rack0 = turn.table.copy(), list(turn.rack)
    lay(turn, "R11 R12 R13", free_row(turn))
    t = turn.table[(0, 0)]
    assert t is not None
    turn.move_to_cell(t, (50, 0))
    turn.reset()
    assert turn.table == table0 and turn.rack == rack0 and not turn.can_undo


def test_rack_order_is_the_players_own_and_no_part_of_the_turn() -> None:
    turn = start(rack="R11 R12 R13 K1 K2")
    lay(turn, "R11 R12", free_row(turn))
    turn.arrange_rack(list(reversed(turn.rack)))
    arranged = [str(t) for t in turn.rack]
    assert arranged == ["K2", "K1", "R13"]
    # Undo takes back the last tile laid, not the sort; it comes back to its old slot.
    assert turn.undo()
    assert [str(t) for t in turn.rack] == ["R12", "K2", "K1", "R13"]
    turn.reset()
    assert not turn.can_undo and len(turn.table) == len(turn.start_table())
    assert [str(t) for t in turn.rack] == ["R11", "R12", "K2", "K1", "R13"]
    # A sort alone is nothing to undo.
    turn.arrange_rack(sorted(turn.rack, key=lambda t: t.id))
    assert not turn.can_undo


def test_nothing_played_ends_as_a_draw_or_a_pass() -> None:
    turn = start()
    assert isinstance(turn.end_turn(), Draw)
    assert len(turn.state.racks[0]) == 5
    empty = start(pool="")
    assert isinstance(empty.end_turn(), Pass)


@pytest.mark.parametrize("penalty", [False, True])
def test_a_valid_rearrangement_with_nothing_played_is_a_plain_draw(penalty: bool) -> None:
    turn = start(invalid_turn_penalty=penalty)
    table0 = turn.state.table.copy()
    meld = turn.table.meld_at((0, 0))
    assert meld is not None
    turn.move_tiles([(t, (30, c)) for c, t in enumerate(meld.tiles)])
    assert [p.code for p in turn.problems()] == [ProblemCode.NOTHING_PLAYED]
    assert isinstance(turn.end_turn(), Draw)
    assert turn.state.table == table0, "the rearrangement is undone, the table untouched"
    assert len(turn.state.racks[0]) == 5, "one tile drawn, no penalty"


def test_invalid_table_is_refused_by_default_and_nothing_changes() -> None:
    turn = start()
    lay(turn, "R11 K1", free_row(turn))
    pool = list(turn.state.pool)
    with pytest.raises(IllegalMove, match="not a valid meld"):
        turn.end_turn()
    assert turn.state.pool == pool and turn.state.current == 0
    assert len(turn.state.racks[0]) == 4


def test_invalid_table_is_penalised_with_the_option() -> None:
    turn = start(invalid_turn_penalty=True)
    table0 = turn.state.table.copy()
    lay(turn, "R11 K1", free_row(turn))
    action = turn.end_turn()
    assert action == Penalty(PenaltyReason.INVALID_TURN)
    assert turn.state.table == table0
    assert len(turn.state.racks[0]) == 4 + 3 and turn.state.current == 1


def not_melded(**opts: object) -> Turn:
    rules = EASY.with_options(**opts) if opts else EASY
    return Turn(closed_state(rules, ["R11 R12 R13 K1", "B13"], "O5 O6 O7 O8", melded=[False, True]))


def test_touching_the_table_before_the_initial_meld_is_penalised_with_the_option() -> None:
    """RULES.md 4: touching the table before the initial meld is illegal even when put back."""
    turn = not_melded(invalid_turn_penalty=True)
    table0 = turn.state.table.copy()
    t = turn.table[(0, 0)]
    assert t is not None
    turn.move_to_cell(t, (30, 0))
    turn.move_to_cell(t, (0, 0))
    lay(turn, "R11 R12 R13", turn.table.rows)  # 36 points, the table as it was
    assert not turn.can_end()
    assert turn.problems()[0].code is ProblemCode.INITIAL_MELD_TOUCHED_TABLE
    assert turn.end_turn() == Penalty(PenaltyReason.INVALID_TURN)
    assert turn.state.table == table0
    assert len(turn.state.racks[0]) == 4 + 3 and not turn.state.melded[0]


def test_touching_the_table_before_the_initial_meld_stays_illegal_after_a_reset() -> None:
    turn = not_melded(invalid_turn_penalty=True)
    t = turn.table[(0, 0)]
    assert t is not None
    turn.move_to_cell(t, (30, 0))
    turn.reset()
    assert turn.draw() == Penalty(PenaltyReason.INVALID_TURN)
    assert len(turn.state.racks[0]) == 4 + 3


def test_touching_the_table_before_the_initial_meld_is_refused_at_once_without_penalty() -> None:
    turn = not_melded()
    table0 = turn.table.copy()
    t = turn.table[(0, 0)]
    assert t is not None
    with pytest.raises(IllegalMove, match="until your initial meld is made"):
        turn.move_to_cell(t, (30, 0))
    assert turn.table == table0 and not turn.can_undo
    lay(turn, "R11 R12 R13", turn.table.rows)
    assert turn.can_end()
    assert isinstance(turn.end_turn(), Play)


def test_timer_expiry_with_a_valid_play_just_ends_the_turn() -> None:
    turn = start(turn_timer_seconds=120)
    lay(turn, "R11 R12 R13", free_row(turn))
    assert isinstance(turn.expire(), Play)
    assert len(turn.state.racks[0]) == 1


def test_timer_expiry_with_an_invalid_table_puts_back_and_draws_the_penalty() -> None:
    turn = start(turn_timer_seconds=120)  # invalid_turn_penalty stays off
    table0 = turn.state.table.copy()
    lay(turn, "R11 K1", free_row(turn))
    assert turn.expire() == Penalty(PenaltyReason.TIMER)
    assert turn.state.table == table0
    assert len(turn.state.racks[0]) == 7
    turn.state.check_tiles()


@pytest.mark.parametrize("penalty", [False, True])
def test_timer_expiry_on_a_valid_rearranged_table_draws_one_without_penalty(penalty: bool) -> None:
    """RULES.md 4: no rack tile played on a valid table: back to the start, draw one."""
    turn = start(turn_timer_seconds=120, invalid_turn_penalty=penalty)
    table0 = turn.state.table.copy()
    meld = turn.table.meld_at((0, 0))
    assert meld is not None
    turn.move_tiles([(t, (30, c)) for c, t in enumerate(meld.tiles)])
    assert turn.is_changed() and [p.code for p in turn.problems()] == [ProblemCode.NOTHING_PLAYED]
    assert isinstance(turn.expire(), Draw)
    assert turn.state.table == table0
    assert len(turn.state.racks[0]) == 5


def test_timer_expiry_untouched_draws_one() -> None:
    turn = start(turn_timer_seconds=20)
    assert isinstance(turn.expire(), Draw)
    assert len(turn.state.racks[0]) == 5


def test_a_turn_cannot_start_after_the_round() -> None:
    state = closed_state(preset("online"), ["K1", "B9"], "O4")
    state.apply(Draw())
    with pytest.raises(IllegalMove):
        Turn(state)


def test_a_turn_never_changes_the_state_before_it_ends() -> None:
    state = GameState.new_match(EASY, ["A", "B"], seed=4)
    rack0 = list(state.racks[state.current])
    turn = Turn(state)
    turn.move_to_cell(turn.rack[0], (3, 3))
    turn.arrange_rack(list(reversed(turn.rack)))
    assert state.racks[state.current] == rack0 and len(state.table) == 0


def test_the_players_rack_order_is_kept_after_a_play() -> None:
    turn = start(rack="R11 R12 R13 K1 K2")
    turn.arrange_rack(list(reversed(turn.rack)))
    lay(turn, "R11 R12 R13", free_row(turn))
    turn.end_turn()
    assert [str(t) for t in turn.state.racks[0]] == ["K2", "K1"]


def joker_turn(melded: bool = True, **opts: object) -> Turn:
    rules = preset("rrrummy").with_options(**opts)
    alloc = TileAllocator()
    table = Table.from_notation("K8 K9 K10 J", alloc)
    racks = [parse_tiles("K11 B1", alloc), parse_tiles("R1", alloc)]
    return Turn(GameState.from_position(rules, racks, table, melded=[melded, True]))


def test_a_won_joker_goes_to_the_rack_under_the_house_rule() -> None:
    turn = joker_turn(released_joker_to_rack=True)
    joker = next(t for t in turn.table.tiles() if t.is_joker)
    cell = turn.table.cell_of(joker)
    assert cell is not None
    turn.move_to_rack(joker)
    assert joker in turn.rack
    assert ProblemCode.JOKER_NOT_RELEASED in {p.code for p in turn.problems()}
    turn.move_to_cell(next(t for t in turn.rack if str(t) == "K11"), cell)
    assert turn.can_end()
    assert isinstance(turn.end_turn(), Play)
    assert sorted(str(t) for t in turn.state.racks[0]) == ["B1", "J"]
    turn.state.check_tiles()


@pytest.mark.parametrize(
    ("melded", "opts"), [(True, {}), (False, {"released_joker_to_rack": True})]
)
def test_a_table_joker_stays_on_the_table_otherwise(melded: bool, opts: dict[str, object]) -> None:
    turn = joker_turn(melded, **opts)
    joker = next(t for t in turn.table.tiles() if t.is_joker)
    with pytest.raises(IllegalMove, match="must stay on the table"):
        turn.move_to_rack(joker)
    assert joker not in turn.rack
