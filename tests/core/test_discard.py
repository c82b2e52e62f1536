"""RULES.md section 8, draw and discard: the turn's three parts, one rule at a time."""

from __future__ import annotations

import pytest

from rummy_desktop.core.actions import Discard, Draw, Pass, Penalty, Play
from rummy_desktop.core.errors import IllegalMove
from rummy_desktop.core.referee import ProblemCode
from rummy_desktop.core.rules import RuleSet, preset
from rummy_desktop.core.scoring import RoundEnd
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile, TileAllocator, parse_kinds, parse_tiles
from rummy_desktop.core.turn import Turn

from .positions import after_table, snapshot

RULES = preset("rrrummy").with_options(draw_and_discard=True)


def position(
    racks: list[str],
    table: str = "",
    *,
    stacks: list[str] | None = None,
    melded: list[bool] | None = None,
    rules: RuleSet = RULES,
    current: int = 0,
    pool: str | None = None,
) -> GameState:
    alloc = TileAllocator()
    laid = Table.from_notation(table, alloc) if table else Table()
    rack_tiles = [parse_tiles(r, alloc) for r in racks]
    stack_tiles = [parse_tiles(s, alloc) for s in stacks] if stacks is not None else None
    pool_tiles = parse_tiles(pool, alloc) if pool is not None else None
    if pool_tiles is not None:  # every other tile lies out of play on the table's far rows
        return _closed(rules, rack_tiles, laid, stack_tiles, pool_tiles, melded, current)
    return GameState.from_position(
        rules, rack_tiles, laid, melded=melded, current=current, stacks=stack_tiles
    )


def _closed(
    rules: RuleSet,
    racks: list[list[Tile]],
    laid: Table,
    stacks: list[list[Tile]] | None,
    pool: list[Tile],
    melded: list[bool] | None,
    current: int,
) -> GameState:
    from .positions import full_table_except

    placed = [*pool, *laid.tiles(), *(t for r in racks for t in r)]
    placed += [t for s in stacks or () for t in s]
    rest = full_table_except(placed)
    table = Table(rows=rest.rows + laid.rows + 1, columns=rest.columns)
    for (r, c), t in rest.cells().items():
        table.place(t, (r, c))
    for (r, c), t in laid.cells().items():
        table.place(t, (rest.rows + 1 + r, c))
    return GameState.from_position(
        rules, racks, table, pool=pool, melded=melded, current=current, stacks=stacks
    )


def tile_of(tiles: list[Tile], text: str) -> Tile:
    kind = parse_kinds(text)[0]
    return next(t for t in tiles if t.kind == kind)


def ending(
    state: GameState,
    after: str,
    discard: str | None,
    *,
    from_stack: bool = False,
    keep_table: bool = True,
) -> Discard:
    """The closing action: ``after`` is what changes on the table (added as new rows)."""
    rack = list(state.racks[state.current])
    stack_top = state.stack_top()
    if from_stack:
        assert stack_top is not None
        rack.append(stack_top)
    table = state.table.copy() if keep_table else Table()
    used = {t.id for t in table.tiles()}
    if after:
        new = after_table(after, Table(), [t for t in rack if t.id not in used])
        row = table.rows
        for (r, c), t in new.cells().items():
            table.place(t, (row + r, c))
    on = {t.id for t in table.tiles()}
    chosen = None
    if discard is not None:
        chosen = tile_of([t for t in rack if t.id not in on], discard)
    return Discard(table, chosen, from_stack)


def codes(state: GameState, action: Discard) -> set[ProblemCode]:
    return {p.code for p in state.discard_problems(action)}


# -- the option ----------------------------------------------------------------
def test_the_option_is_off_by_default_and_reads_yes_and_no() -> None:
    assert not preset("classic").draw_and_discard
    assert preset("classic").with_options(draw_and_discard="yes").draw_and_discard
    assert (
        RuleSet.from_dict({**RULES.to_dict(), "draw_and_discard": "no"}).draw_and_discard is False
    )


# -- taking ----------------------------------------------------------------------
def test_taking_the_pools_top_does_not_end_the_turn() -> None:
    state = GameState.new_match(RULES, ["A", "B"], seed=4)
    seat, size, pool = state.current, len(state.racks[state.current]), len(state.pool)
    assert state.can_draw() and state.view(seat).can_draw
    state.apply(Draw())
    assert state.current == seat and len(state.racks[seat]) == size + 1
    assert len(state.pool) == pool - 1 and state.taken == state.racks[seat][-1]
    assert not state.can_draw() and not state.view(seat).can_draw and state.view(seat).taken
    with pytest.raises(IllegalMove, match="took your tile"):
        state.apply(Draw())
    with pytest.raises(IllegalMove, match="discards"):
        state.apply(Play(state.table.copy()))


def test_a_turn_cannot_end_before_a_tile_is_taken() -> None:
    state = GameState.new_match(RULES, ["A", "B"], seed=4)
    rack = state.racks[state.current]
    action = Discard(state.table.copy(), rack[0])
    assert codes(state, action) == {ProblemCode.TILE_NOT_TAKEN}
    with pytest.raises(IllegalMove, match="begin your turn by taking"):
        state.apply(action)


def test_discard_onto_the_own_stack_ends_the_turn() -> None:
    state = GameState.new_match(RULES, ["A", "B"], seed=4)
    seat = state.current
    state.apply(Draw())
    size = len(state.racks[seat])
    thrown = state.racks[seat][0]
    state.apply(Discard(state.table.copy(), thrown))
    assert state.stacks[seat] == [thrown] and len(state.racks[seat]) == size - 1
    assert state.current == state.next_seat(seat) and state.taken is None
    state.check_tiles()
    # the next player sees it, and may take it
    view = state.view(state.current)
    assert view.stacks[seat] == (thrown,) and view.stack_top() == thrown
    assert state.stack_top() == thrown


def test_the_stack_to_take_from_is_the_previous_players_in_play_order() -> None:
    k1, k3 = parse_kinds("K1 K3")
    clockwise = position(["R1", "R2", "R3"], stacks=["K1", "K2", "K3"], current=1)
    assert clockwise.stack_seat() == 0 and getattr(clockwise.stack_top(), "kind", None) == k1
    rules = RULES.with_options(play_direction="counter_clockwise")
    counter = position(["R1", "R2", "R3"], stacks=["K1", "K2", "K3"], current=1, rules=rules)
    assert counter.stack_seat() == 2 and getattr(counter.stack_top(), "kind", None) == k3
    assert counter.view(1).stack_seat == 2 and counter.view(1).next_seat == 0


# -- the stack tile's duty ----------------------------------------------------------
def test_stack_tile_in_a_new_meld_with_two_rack_tiles_is_accepted() -> None:
    state = position(["R8 R9 B1 B2", "K1 K2"], "O1 O2 O3", stacks=["", "R7"], melded=[True, True])
    action = ending(state, "R7 R8 R9", "B1", from_stack=True)
    assert codes(state, action) == set()
    state.apply(action)
    assert [str(t) for t in state.racks[0]] == ["B2"]
    assert state.stacks[1] == [] and [str(t) for t in state.stacks[0]] == ["B1"]
    state.check_tiles()


def test_stack_tile_added_to_an_old_meld_is_refused() -> None:
    state = position(["B1 B2", "K1 K2"], "R4 R5 R6", stacks=["", "R7"], melded=[True, True])
    table = state.table.copy()
    stack = state.stack_top()
    assert stack is not None
    table.place(stack, (0, 3))
    action = Discard(table, state.racks[0][0], from_stack=True)
    assert ProblemCode.STACK_TILE_NOT_IN_NEW_MELD in codes(state, action)
    before = snapshot(state)
    with pytest.raises(IllegalMove, match="taken from the stack"):
        state.apply(action)
    assert snapshot(state) == before and state.stacks[1] == [stack]


def test_stack_tile_kept_on_the_rack_is_refused() -> None:
    state = position(["B1 B2", "K1 K2"], stacks=["", "R7"])
    action = ending(state, "", "B1", from_stack=True)
    assert ProblemCode.STACK_TILE_NOT_IN_NEW_MELD in codes(state, action)


def test_stack_tile_with_table_tiles_only_after_the_initial_meld() -> None:
    """R7 taken off the end of a run of four makes R7 R8 R9 with the stack's R8."""
    table = "R4 R5 R6 R7 | B8 O8 K8"
    melded = position(["R9 B1", "K1"], table, stacks=["", "R8"], melded=[True, True])
    new = melded.table.copy()
    r7 = tile_of(new.tiles(), "R7")
    new.remove(new.cell_of(r7) or (0, 0))
    stack = melded.stack_top()
    assert stack is not None
    for col, t in enumerate([r7, stack, tile_of(melded.racks[0], "R9")]):
        new.place(t, (3, col))
    action = Discard(new, tile_of(melded.racks[0], "B1"), from_stack=True)
    assert codes(melded, action) == set()
    # before the initial meld the same play touches the table: refused, and not a new meld
    fresh = position(["R9 B1", "K1"], table, stacks=["", "R8"])
    same = Discard(_same_cells(new, fresh), tile_of(fresh.racks[0], "B1"), from_stack=True)
    found = codes(fresh, same)
    assert ProblemCode.STACK_TILE_NOT_IN_NEW_MELD in found
    assert ProblemCode.INITIAL_MELD_TOUCHED_TABLE in found


def _same_cells(table: Table, state: GameState) -> Table:
    """``table`` rebuilt with ``state``'s tiles of the same kinds (same cells)."""
    pool = [*state.table.tiles(), *state.racks[0], *(t for s in state.stacks for t in s)]
    out = Table(rows=table.rows, columns=table.columns)
    used: set[int] = set()
    for cell, t in table.cells().items():
        twin = next(x for x in pool if x.kind == t.kind and x.id not in used)
        used.add(twin.id)
        out.place(twin, cell)
    return out


def test_stack_tile_counts_toward_the_initial_meld() -> None:
    state = position(["R12 R13 B1", "K1"], stacks=["", "R11"])
    action = ending(state, "R11 R12 R13", "B1", from_stack=True)
    assert codes(state, action) == set()
    state.apply(action)
    assert state.melded[0]


def test_initial_meld_short_with_the_stack_tile_is_refused() -> None:
    state = position(["R2 R3 B1", "K1"], stacks=["", "R1"])
    action = ending(state, "R1 R2 R3", "B1", from_stack=True)
    assert ProblemCode.INITIAL_MELD_SHORT in codes(state, action)


# -- playing is not required -------------------------------------------------------
def test_nothing_played_is_fine_but_the_discard_is_needed() -> None:
    state = GameState.new_match(RULES, ["A", "B"], seed=9)
    state.apply(Draw())
    assert codes(state, Discard(state.table.copy(), None)) == {ProblemCode.DISCARD_NEEDED}


# -- discarding onto the table -------------------------------------------------------
def test_discard_added_to_a_meld_keeps_the_table_valid() -> None:
    state = position(["R7 B1", "K1"], "R4 R5 R6", melded=[True, True], pool="O1 O2")
    state.apply(Draw())
    table = state.table.copy()
    r7 = tile_of(state.racks[0], "R7")
    cell = table.cell_of(tile_of(table.tiles()[::-1], "R6"))
    assert cell is not None
    table.place(r7, (cell[0], cell[1] + 1))
    action = Discard(table, r7)
    assert codes(state, action) == set()
    state.apply(action)
    assert state.stacks[0] == [] and r7 not in state.racks[0]
    assert state.table.cell_of(r7) is not None


def test_discard_onto_the_table_before_the_initial_meld_is_refused() -> None:
    state = position(["R7 B1", "K1"], "R4 R5 R6", pool="O1 O2")
    state.apply(Draw())
    table = state.table.copy()
    r7 = tile_of(state.racks[0], "R7")
    cell = table.cell_of(tile_of(table.tiles()[::-1], "R6"))
    assert cell is not None
    table.place(r7, (cell[0], cell[1] + 1))
    assert ProblemCode.DISCARD_BEFORE_INITIAL_MELD in codes(state, Discard(table, r7))


def test_discard_alone_on_the_table_or_breaking_a_meld_is_refused() -> None:
    state = position(["B13 B1", "K1"], "R4 R5 R6", melded=[True, True], pool="O1 O2")
    state.apply(Draw())
    r9 = tile_of(state.racks[0], "B13")
    alone = state.table.copy()
    alone.place(r9, (alone.rows - 1, alone.columns - 1))
    assert ProblemCode.DISCARD_NOT_ON_MELD in codes(state, Discard(alone, r9))
    wrong = state.table.copy()
    cell = wrong.cell_of(tile_of(wrong.tiles()[::-1], "R6"))
    assert cell is not None
    wrong.place(r9, (cell[0], cell[1] + 1))
    assert ProblemCode.DISCARD_NOT_ON_MELD in codes(state, Discard(wrong, r9))


def test_a_table_tile_or_another_seats_tile_is_no_discard() -> None:
    state = position(["R7 B1", "K1"], "R4 R5 R6", melded=[True, True], pool="O1 O2")
    state.apply(Draw())
    foreign = state.racks[1][0]
    assert ProblemCode.FOREIGN_TILE in codes(state, Discard(state.table.copy(), foreign))
    table = state.table.copy()
    r6 = tile_of(table.tiles()[::-1], "R6")
    table.remove(table.cell_of(r6) or (0, 0))
    assert ProblemCode.TABLE_TILE_TAKEN in codes(state, Discard(table, r6))


# -- going out -----------------------------------------------------------------------
def test_going_out_by_playing_needs_no_discard() -> None:
    rules = RULES.with_options(hand_game_doubles=True)
    state = position(["R11 R12 R13", "K1 K2"], stacks=["", "R10"], rules=rules)
    action = ending(state, "R10 R11 R12 R13", None, from_stack=True)
    state.apply(action)
    assert state.round_end is RoundEnd.WENT_OUT and state.round_score is not None
    assert state.round_score.winner == 0 and state.round_score.hand_game  # first lay: hand game
    assert state.round_score.scores == (6, -6)


def test_going_out_by_the_final_discard() -> None:
    state = position(["R11 R12 R13", "K1 K2"], stacks=["", "R10"], melded=[True, True])
    action = ending(state, "R10 R11 R12", "R13", from_stack=True)
    state.apply(action)
    assert state.round_end is RoundEnd.WENT_OUT and state.round_score is not None
    assert state.round_score.winner == 0 and not state.round_score.hand_game


def test_stack_tiles_count_for_nobody() -> None:
    state = position(["R11 R12 R13", "K1 K2"], stacks=["O13 O12", "R10"], melded=[True, True])
    state.apply(ending(state, "R10 R11 R12 R13", None, from_stack=True))
    assert state.round_score is not None and state.round_score.rack_values == (0, 3)


# -- an empty pool -------------------------------------------------------------------
def test_an_empty_pool_takes_the_stack_or_passes_until_all_have_passed() -> None:
    state = position(["R5 B9", "K1 K2"], stacks=["O13", "R1"], melded=[True, True], pool="")
    assert not state.can_draw() and state.can_pass() and state.view(0).can_pass
    with pytest.raises(IllegalMove, match="pool is empty"):
        state.apply(Draw())
    state.apply(Pass())
    assert state.current == 1 and state.stack_top() is not None
    state.apply(Pass())
    assert state.round_end is RoundEnd.POOL_EXHAUSTED


def test_pass_is_refused_while_the_pool_lasts_or_after_taking() -> None:
    state = GameState.new_match(RULES, ["A", "B"], seed=2)
    with pytest.raises(IllegalMove, match="take a tile instead"):
        state.apply(Pass())
    state.apply(Draw())
    with pytest.raises(IllegalMove, match="discard"):
        state.apply(Pass())


def test_open_last_tile_is_never_drawn_and_the_view_says_so() -> None:
    """Issue 13's fault: a computer must know it may not draw while only the open tile is left."""
    rules = preset("rrrummy").with_options(open_last_tile=True)
    state = position(["R5 B9", "K1 K2"], pool="O13", rules=rules)
    view = state.view(0)
    assert view.pool_size == 1 and not view.can_draw and view.can_pass
    assert not state.view(1).can_draw and not state.view(1).can_pass  # not on turn


# -- the interactive turn ----------------------------------------------------------------
def test_turn_takes_the_stack_tile_by_dragging_and_reset_puts_it_back() -> None:
    state = position(["R8 R9 B1", "K1"], stacks=["", "R7"], melded=[True, True])
    turn = Turn(state)
    stack = turn.stack_tile
    assert stack is not None and not turn.has_taken
    with pytest.raises(IllegalMove, match="begin your turn by taking"):
        turn.move_to_cell(turn.rack[0], (0, 0))
    turn.move_to_rack(stack)
    assert turn.has_taken and stack in turn.rack
    assert state.stacks[1] == [stack]  # the game has not seen it yet
    turn.reset()
    assert not turn.has_taken and stack not in turn.rack
    r8, r9 = tile_of(turn.rack, "R8"), tile_of(turn.rack, "R9")
    turn.move_tiles([(stack, (0, 0)), (r8, (0, 1)), (r9, (0, 2))])
    assert turn.has_taken and turn.problems()[0].code is ProblemCode.DISCARD_NEEDED
    action = turn.discard(tile_of(turn.rack, "B1"))
    assert isinstance(action, Discard) and action.from_stack
    assert state.stacks == [[tile_of(state.stacks[0], "B1")], []]
    state.check_tiles()


def test_turn_take_from_pool_then_done_with_a_table_discard() -> None:
    state = position(["R7 B1", "K1"], "R4 R5 R6", melded=[True, True], pool="O1 O2")
    turn = Turn(state)
    assert turn.problems()[0].code is ProblemCode.TILE_NOT_TAKEN
    turn.take_from_pool()
    assert turn.has_taken and len(turn.rack) == 3 and state.current == 0
    r7 = tile_of(turn.rack, "R7")
    cell = turn.table.cell_of(tile_of(turn.table.tiles()[::-1], "R6"))
    assert cell is not None
    turn.move_to_cell(r7, (cell[0], cell[1] + 1))
    assert turn.can_end()
    action = turn.end_turn()
    assert isinstance(action, Discard) and action.tile == r7
    assert state.current == 1 and len(state.racks[0]) == 2


def test_turn_with_penalty_sends_the_stack_tile_back() -> None:
    rules = RULES.with_options(invalid_turn_penalty=True)
    state = position(["R8 B1", "K1"], stacks=["", "R7"], melded=[True, True], rules=rules)
    turn = Turn(state)
    stack = turn.stack_tile
    assert stack is not None
    turn.move_to_rack(stack)
    action = turn.discard(tile_of(turn.rack, "B1"))
    assert isinstance(action, Penalty)
    assert state.stacks[1] == [stack] and stack not in state.racks[0]
    assert len(state.racks[0]) == 2 + rules.penalty_tiles
    state.check_tiles()


def test_turn_refuses_a_bad_discard_without_the_penalty_option() -> None:
    state = position(["R8 B1", "K1"], stacks=["", "R7"], melded=[True, True])
    turn = Turn(state)
    stack = turn.stack_tile
    assert stack is not None
    turn.move_to_rack(stack)
    before = snapshot(state)
    with pytest.raises(IllegalMove, match="taken from the stack"):
        turn.discard(tile_of(turn.rack, "B1"))
    assert snapshot(state) == before and stack in turn.rack


def test_timer_before_taking_takes_and_discards_the_same_tile() -> None:
    state = position(["R8 B1", "K1"], melded=[True, True], pool="O1 O2")
    rack = list(state.racks[0])
    action = Turn(state).expire()
    assert isinstance(action, Discard) and action.tile is not None
    assert state.racks[0] == rack and state.stacks[0] == [action.tile]


def test_timer_on_an_invalid_table_is_a_penalty_and_the_stack_tile_goes_back() -> None:
    timed = RULES.with_options(turn_timer_seconds=60)
    state = position(
        ["R8 B1", "K1"], stacks=["", "R7"], melded=[True, True], pool="O1 O2 O3 O4", rules=timed
    )
    turn = Turn(state)
    stack = turn.stack_tile
    assert stack is not None
    turn.move_to_cell(stack, next(iter(turn.table.free_cells())))
    action = turn.expire()
    assert isinstance(action, Penalty)
    assert state.stacks[1] == [stack] and len(state.racks[0]) == 2 + 3


def test_done_before_the_discard_is_refused_even_under_the_penalty_option() -> None:
    rules = RULES.with_options(invalid_turn_penalty=True)
    state = position(["R8 R9 B1 B2", "K1"], stacks=["", "R7"], melded=[True, True], rules=rules)
    turn = Turn(state)
    stack = turn.stack_tile
    assert stack is not None
    r8, r9 = tile_of(turn.rack, "R8"), tile_of(turn.rack, "R9")
    turn.move_tiles([(stack, (0, 0)), (r8, (0, 1)), (r9, (0, 2))])
    before = snapshot(state)
    with pytest.raises(IllegalMove, match="end your turn by discarding"):
        turn.end_turn()
    assert snapshot(state) == before and turn.played() == [stack, r8, r9]


def test_one_take_a_turn_no_stack_tile_after_the_pools_top() -> None:
    state = position(["R8 R9 B1", "K1"], stacks=["", "R7"], melded=[True, True], pool="O1 O2")
    stack = state.stack_top()
    assert stack is not None
    state.apply(Draw())
    assert state.stack_top() is None and state.view(0).stack_top() is None
    table = state.table.copy()
    for col, t in enumerate([stack, tile_of(state.racks[0], "R8"), tile_of(state.racks[0], "R9")]):
        table.place(t, (table.rows, col) if col == 0 else (table.rows - 1, col))
    action = Discard(table, tile_of(state.racks[0], "B1"), from_stack=True)
    assert ProblemCode.FOREIGN_TILE in codes(state, action)
    before = (snapshot(state), [list(s) for s in state.stacks])
    with pytest.raises(IllegalMove, match="did not come from your rack"):
        state.apply(action)
    assert (snapshot(state), [list(s) for s in state.stacks]) == before


def test_one_take_a_turn_in_the_interactive_turn_too() -> None:
    state = position(["R8 R9 B1", "K1"], stacks=["", "R7"], melded=[True, True], pool="O1 O2")
    turn = Turn(state)
    stack = turn.stack_tile
    assert stack is not None
    turn.move_to_rack(stack)
    with pytest.raises(IllegalMove, match="taken this turn already"):
        turn.take_from_pool()
    assert len(state.pool) == 2
    classic = Turn(position(["R8 R9 B1", "K1"], rules=preset("rrrummy")))
    with pytest.raises(IllegalMove, match="draw instead"):
        classic.take_from_pool()
