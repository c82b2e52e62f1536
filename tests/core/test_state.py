"""RULES.md sections 3 and 6 through GameState: setting up, turns, round and match end."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from rummy_desktop.core.actions import Draw, Pass, Penalty, PenaltyReason, Play
from rummy_desktop.core.errors import IllegalMove
from rummy_desktop.core.rules import RULE_PRESETS, RuleSet, preset
from rummy_desktop.core.scoring import RoundEnd, rack_value
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile, TileAllocator, parse_tiles

from .positions import add_meld, after_table, closed_state, snapshot

NAMES4 = ["A", "B", "C", "D"]


def play(state: GameState, after: str) -> Play:
    return Play(after_table(after, state.table, state.racks[state.current]))


# -- setting up -------------------------------------------------------------
@pytest.mark.parametrize(("name", "hand"), [(n, r.hand_size) for n, r in RULE_PRESETS.items()])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_deal_hand_size_and_pool(name: str, hand: int, players: int) -> None:
    state = GameState.new_match(preset(name), NAMES4[:players], seed=3)
    assert [len(r) for r in state.racks] == [hand] * players
    assert len(state.pool) == 106 - hand * players
    assert state.table.tiles() == []
    state.check_tiles()


def test_hand_sizes_14_and_18() -> None:
    assert preset("classic").hand_size == 14 and preset("online").hand_size == 18


@pytest.mark.parametrize("players", [5, 6])
def test_up_to_six_players_with_14_tiles(players: int) -> None:
    state = GameState.new_match(preset("classic"), [f"P{i}" for i in range(players)], seed=1)
    assert len(state.pool) == 106 - 14 * players
    state.check_tiles()


def test_more_tiles_dealt_than_the_set_holds_is_a_named_error() -> None:
    """Six online racks of 18 need 108 tiles: refused by name, never an IndexError."""
    with pytest.raises(IllegalMove, match="108"):
        GameState.new_match(preset("online"), [f"P{i}" for i in range(6)], seed=1)
    five = GameState.new_match(preset("online"), [f"P{i}" for i in range(5)], seed=1)
    assert len(five.pool) == 16


@pytest.mark.parametrize("players", [1, 7])
def test_player_count_outside_2_to_6_is_refused(players: int) -> None:
    with pytest.raises(IllegalMove):
        GameState.new_match(preset("classic"), [f"P{i}" for i in range(players)], seed=1)


def test_a_seed_replays_the_deal() -> None:
    one = GameState.new_match(preset("classic"), NAMES4, seed=42)
    two = GameState.new_match(preset("classic"), NAMES4, seed=42)
    three = GameState.new_match(preset("classic"), NAMES4, seed=43)
    assert one.racks == two.racks and one.pool == two.pool and one.current == two.current
    assert one.racks != three.racks


def starters(rules: RuleSet, players: int, seeds: range) -> Counter[int]:
    names = [f"P{i}" for i in range(players)]
    return Counter(GameState.new_match(rules, names, s).current for s in seeds)


@pytest.mark.parametrize("choice", ["draw_highest", "random"])
def test_every_seat_can_start(choice: str) -> None:
    seen = starters(RuleSet().with_options(starter=choice), 4, range(60))
    assert set(seen) == {0, 1, 2, 3}


class ScriptedShuffles(random.Random):
    """A random source whose shuffles put chosen tiles on top, to script the starter draw."""

    def __init__(self, tops: list[str]) -> None:
        super().__init__(0)
        self.tops = [parse_tiles(t) for t in tops]

    def shuffle(self, x: list[Any]) -> None:  # type: ignore[override]
        if not self.tops:
            return
        wanted = self.tops.pop(0)
        ids = [t.id for t in wanted]
        rest = [t for t in x if t.id not in ids]
        x[:] = [*wanted, *rest]


def test_draw_highest_redraws_on_joker_and_tie() -> None:
    """Seat 0 draws a joker and draws again (K13); seat 1 ties with R13; seat 2 is out.

    On the redraw seat 0 draws O2 and seat 1 a joker then B9: seat 1 starts.
    """
    state = GameState.new_match(
        RuleSet().with_options(starter="draw_highest"), ["A", "B", "C"], seed=0
    )
    pool = list(state.pool) + [t for r in state.racks for t in r]
    rng = ScriptedShuffles(["J K13 R13 B5", "O2 J B9"])
    assert state._choose_starter(rng, pool, None) == 1
    assert sorted(t.id for t in pool) == list(range(106))  # the drawn tiles went back


def test_next_seat_starter_and_play_direction() -> None:
    for direction, step in (("clockwise", 1), ("counter_clockwise", -1)):
        rules = preset("easy").with_options(starter="next_seat", play_direction=direction)
        state = GameState.new_match(rules, NAMES4, seed=9)
        first = state.current
        state.apply(Draw())
        assert state.current == (first + step) % 4
        finish_round_by_going_out(state)
        state.start_next_round()
        assert state.round_number == 2
        assert state.current == (first + step) % 4
        state.check_tiles()


def finish_round_by_going_out(state: GameState) -> None:
    """End the current round: the seat on turn lays down everything (a set-up shortcut)."""
    seat = state.current
    twin = closed_state(state.rules, ["R11 R12 R13"] + [""] * (state.players - 1))
    state.pool, state.racks, state.table = twin.pool, twin.racks, twin.table
    state.racks = [twin.racks[(i - seat) % state.players] for i in range(state.players)]
    state.melded = [True] * state.players
    state.apply(add_meld(state, "R11 R12 R13"))
    assert state.round_over


# -- a turn ------------------------------------------------------------------
def test_draw_takes_one_tile_and_ends_the_turn() -> None:
    state = GameState.new_match(preset("classic"), NAMES4, seed=5)
    seat, pool = state.current, len(state.pool)
    top = state.pool[-1]
    state.apply(Draw())
    assert len(state.pool) == pool - 1 and state.racks[seat][-1] == top
    assert state.current == (seat + 1) % 4


def test_pass_only_with_an_empty_pool_and_draw_only_with_tiles() -> None:
    state = GameState.new_match(preset("classic"), NAMES4, seed=5)
    assert state.can_draw() and not state.can_pass()
    with pytest.raises(IllegalMove):
        state.apply(Pass())
    empty = closed_state(preset("classic"), ["K1 K2", "B1 B2"])
    assert not empty.can_draw() and empty.can_pass()
    with pytest.raises(IllegalMove):
        empty.apply(Draw())


def test_a_legal_play_moves_rack_tiles_to_the_table() -> None:
    state = closed_state(preset("classic"), ["R11 R12 R13 K1", "B13"], "O5 O6", melded=[False] * 2)
    state.apply(add_meld(state, "R11 R12 R13"))
    assert state.table.meld_at((state.table.rows - 1, 0)) is not None
    assert [str(t) for t in state.racks[0]] == ["K1"] and state.melded[0]
    assert state.current == 1
    state.check_tiles()


def test_a_refused_play_changes_nothing() -> None:
    state = closed_state(preset("classic"), ["K8 K9 K10 B1", "R1 R2"], "O5 O6", melded=[False] * 2)
    before = snapshot(state)
    with pytest.raises(IllegalMove, match="initial meld: 27 of 30"):
        state.apply(play(state, state.table.notation() + " | K8 K9 K10"))
    assert snapshot(state) == before


def test_invalid_turn_penalty_draws_three_only_when_the_option_is_on() -> None:
    off = closed_state(preset("classic"), ["K1", "B1"], "O5 O6 O7 O8")
    with pytest.raises(IllegalMove):
        off.apply(Penalty(PenaltyReason.INVALID_TURN))
    on = closed_state(
        preset("classic").with_options(invalid_turn_penalty=True), ["K1", "B1"], "O5 O6 O7 O8"
    )
    on.apply(Penalty(PenaltyReason.INVALID_TURN))
    assert len(on.racks[0]) == 4 and len(on.pool) == 1 and on.current == 1
    with_two = closed_state(
        preset("classic").with_options(penalty_tiles=2), ["K1", "B1"], "O5 O6 O7"
    )
    with_two.apply(Penalty(PenaltyReason.TIMER))
    assert len(with_two.racks[0]) == 3


def test_a_timer_penalty_only_under_rules_with_a_timer() -> None:
    """A crafted record (or a fault) must not hand a seat tiles the rules never give."""
    untimed = closed_state(preset("rrrummy"), ["K1", "B1"], "O5 O6 O7 O8")
    before = snapshot(untimed)
    with pytest.raises(IllegalMove, match="without a turn timer"):
        untimed.apply(Penalty(PenaltyReason.TIMER))
    assert snapshot(untimed) == before


# -- end of a round ------------------------------------------------------------
def test_going_out_scores_minus_rack_values_and_plus_their_sum() -> None:
    state = closed_state(preset("classic"), ["R11 R12 R13", "K5 J", "B1 B2 B3"], melded=[True] * 3)
    state.apply(add_meld(state, "R11 R12 R13"))
    assert state.round_end is RoundEnd.WENT_OUT
    score = state.round_score
    assert score is not None
    assert score.winner == 0
    assert score.rack_values == (0, 35, 6)
    assert score.scores == (41, -35, -6)
    assert state.totals == [41, -35, -6]


@pytest.mark.parametrize(("name", "joker"), [("classic", 30), ("online", 25)])
def test_joker_penalty_30_or_25(name: str, joker: int) -> None:
    state = closed_state(preset(name), ["R11 R12 R13", "J"], melded=[True, True])
    state.apply(add_meld(state, "R11 R12 R13"))
    assert state.round_score is not None and state.round_score.scores == (joker, -joker)


@pytest.mark.parametrize(
    ("doubles", "melded_before", "expected"),
    [(True, False, (12, -12)), (True, True, (6, -6)), (False, False, (6, -6))],
)
def test_hand_game_doubles(doubles: bool, melded_before: bool, expected: tuple[int, int]) -> None:
    rules = preset("classic").with_options(hand_game_doubles=doubles)
    state = closed_state(rules, ["R11 R12 R13", "B1 B5"], melded=[melded_before, False])
    state.apply(add_meld(state, "R11 R12 R13"))
    assert state.round_score is not None
    assert state.round_score.scores == expected
    assert state.round_score.hand_game == (doubles and not melded_before)


def test_play_on_all_pass_lowest_rack_wins_difference_scoring() -> None:
    state = closed_state(preset("classic"), ["K1 K2", "B9", "O4 O5"])
    assert state.rules.pool_exhausted.value == "play_on"
    state.apply(Pass())
    state.apply(Pass())
    assert not state.round_over
    state.apply(Pass())
    assert state.round_end is RoundEnd.POOL_EXHAUSTED
    assert state.round_score is not None
    assert state.round_score.winner == 0
    assert state.round_score.scores == (12, -(9 - 3), -(9 - 3))
    assert sum(state.round_score.scores) == 0


def test_play_on_a_play_between_passes_restarts_the_count() -> None:
    state = closed_state(preset("classic"), ["K1", "R12 R13 B4"], melded=[True, True])
    state.apply(Pass())
    table = state.table.notation().replace(
        "R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11", "R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13", 1
    )
    state.apply(play(state, table))
    state.apply(Pass())
    assert not state.round_over
    state.apply(Pass())
    assert state.round_over and state.round_score is not None
    assert state.round_score.scores == (3, -3)


def test_play_on_play_continues_after_the_last_draw() -> None:
    state = closed_state(preset("classic"), ["K1", "B1"], "O5")
    state.apply(Draw())
    assert not state.round_over and state.pool == []


@pytest.mark.parametrize(
    ("racks", "pool", "winner", "scores"),
    [
        (["K1 K2", "B9"], "O4", 0, (2, -2)),  # seat 0 draws O4: 7 against 9
        (["K4", "B4 B4"], "O4", None, (0, 0)),  # equal values: a draw
    ],
)
def test_ends_on_last_draw(
    racks: list[str], pool: str, winner: int | None, scores: tuple[int, int]
) -> None:
    state = closed_state(preset("online"), racks, pool)
    state.apply(Draw())
    assert state.round_end is RoundEnd.LAST_DRAW
    score = state.round_score
    assert score is not None
    values = [rack_value(r, 25) for r in state.racks]
    if winner is None:
        assert score.winner is None and values[0] == values[1]
        assert score.scores == (0, 0)
    else:
        assert score.winner == values.index(min(values))
        loser = values.index(max(values))
        assert score.scores[loser] == -(max(values) - min(values))
        assert sum(score.scores) == 0


def test_ends_on_last_draw_highest_loses_with_three() -> None:
    state = closed_state(preset("online"), ["K1 K2", "B9", "O4 O5"], "R7")
    state.apply(Draw())  # seat 0 now holds K1 K2 R7 = 10
    score = state.round_score
    assert score is not None and score.rack_values == (10, 9, 9)
    # 9 is shared by the two lowest: B9 alone is fewer tiles than O4 O5 and wins.
    assert score.winner == 1 and score.scores == (-1, 1, 0)


@pytest.mark.parametrize(
    ("racks", "winner", "shared", "scores"),
    [
        # equal lowest value 9: the single tile wins
        (["K4 K5", "B9", "O9 O10"], 1, (), (0, 10, -10)),
        # still tied on tiles: they share the 10 points
        (["K4 K5", "B4 B5", "O9 O10"], None, (0, 1), (5, 5, -10)),
        # 11 points shared by two: rounded down, the scores miss zero by 1
        (["K4 K5", "B4 B5", "O9 O10 R1"], None, (0, 1), (5, 5, -11)),
        # every player tied: a draw, nobody scores
        (["K4 K5", "B4 B5"], None, (0, 1), (0, 0)),
    ],
)
def test_a_shared_lowest_rack_at_the_end_of_an_exhausted_pool(
    racks: list[str], winner: int | None, shared: tuple[int, ...], scores: tuple[int, ...]
) -> None:
    """RULES.md 6: fewer tiles wins; still tied, they share (rounded down); all tied: a draw."""
    state = closed_state(preset("classic"), racks)
    for _ in racks:
        state.apply(Pass())
    assert state.round_end is RoundEnd.POOL_EXHAUSTED
    score = state.round_score
    assert score is not None
    assert (score.winner, score.shared, score.scores) == (winner, shared, scores)
    assert state.totals == list(scores)


def test_after_the_round_no_turn_is_allowed() -> None:
    state = closed_state(preset("online"), ["K1", "B9"], "O4")
    state.apply(Draw())
    for action in (Draw(), Pass()):
        with pytest.raises(IllegalMove, match="round is over"):
            state.apply(action)


# -- the match -------------------------------------------------------------
def finished(rules: RuleSet, totals: list[int]) -> GameState:
    state = closed_state(rules, ["R11 R12 R13", "B13"], melded=[True, True])
    state.apply(add_meld(state, "R11 R12 R13"))
    state.totals = list(totals)  # set up the running totals of earlier rounds
    return state


def test_match_by_rounds() -> None:
    rules = RuleSet().with_options(match_end="rounds", match_rounds=2)
    state = finished(rules, [1, -1])
    assert not state.match_over()
    state.history.append(state.history[0])
    assert state.match_over()
    assert finished(
        RuleSet().with_options(match_end="rounds", match_rounds=1), [1, -1]
    ).match_over()


def test_match_by_target_score_ties_play_on() -> None:
    rules = RuleSet().with_options(match_end="target_score", match_target_score=100)
    assert not finished(rules, [99, -99]).match_over()
    assert finished(rules, [100, -100]).match_over()
    assert not finished(rules, [120, 120]).match_over()  # a tie at the top plays on
    assert finished(rules, [130, 120]).match_over()


def test_match_by_time_limit_finishes_the_round() -> None:
    rules = RuleSet().with_options(match_end="time_limit", match_minutes=30)
    state = finished(rules, [5, -5])
    assert not state.match_over(elapsed_minutes=29.9)
    assert state.match_over(elapsed_minutes=30)
    running = GameState.new_match(rules, ["A", "B"], seed=1)
    assert not running.match_over(elapsed_minutes=500)  # the round in progress is finished


def test_unlimited_match_never_ends_by_itself() -> None:
    assert not finished(
        RuleSet().with_options(match_end="unlimited"), [10**4, -(10**4)]
    ).match_over(1e6)


def test_totals_add_up_over_rounds() -> None:
    state = finished(preset("classic"), [0, 0])
    state.totals = [a + b for a, b in zip(state.totals, state.history[0].scores, strict=True)]
    state.start_next_round()
    assert state.round_number == 2 and not state.round_over
    assert len(state.history) == 1
    state.check_tiles()
    with pytest.raises(IllegalMove):
        state.start_next_round()


# -- per-seat views ----------------------------------------------------------
def tiles_in(value: Any) -> Iterator[Tile]:
    if isinstance(value, Tile):
        yield value
    elif isinstance(value, Table):
        yield from value.tiles()
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from tiles_in(v)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from tiles_in(getattr(value, f.name))


def test_a_view_shows_only_what_the_seat_may_see() -> None:
    state = GameState.new_match(preset("classic"), NAMES4, seed=11)
    for _ in range(6):
        state.apply(Draw())
    for seat in range(4):
        view = state.view(seat)
        assert view.rack == tuple(state.racks[seat])
        assert view.rack_sizes == tuple(len(r) for r in state.racks)
        assert view.pool_size == len(state.pool)
        visible = {t.id for t in tiles_in(view)}
        allowed = {t.id for t in state.racks[seat]} | {t.id for t in state.table.tiles()}
        assert visible <= allowed
        others = {t.id for s, r in enumerate(state.racks) if s != seat for t in r}
        assert not visible & (others | {t.id for t in state.pool})


def test_a_view_is_a_copy() -> None:
    state = closed_state(preset("classic"), ["K1", "B1"], "O5")
    view = state.view(0)
    view.table.remove(next(iter(view.table.cells())))
    state.check_tiles()
    assert len(state.table) == 106 - 3


def test_clone_is_independent() -> None:
    state = GameState.new_match(preset("classic"), NAMES4, seed=2)
    twin = state.clone()
    twin.apply(Draw())
    assert len(state.pool) == len(twin.pool) + 1 and state.current != twin.current


def test_a_play_with_a_twin_swapped_in_keeps_every_tile() -> None:
    """RULES.md 1: the rack's R1 where the table's R1 stood is the same table to the eye.

    The referee accepts the play as "K1 K2 K3 laid down"; the game must then
    carry out that reading, leaving an R1 on the rack and losing no tile.
    """
    state = closed_state(preset("classic"), ["R1 K1 K2 K3", "B13"], "O5 O6", melded=[True, True])
    rack_r1 = next(t for t in state.racks[0] if str(t) == "R1")
    table_r1 = next(t for t in state.table.tiles() if str(t) == "R1")
    cell = state.table.cell_of(table_r1)
    assert cell is not None
    swapped = Table(
        {**state.table.cells(), cell: rack_r1}, rows=state.table.rows, columns=state.table.columns
    )
    row = swapped.rows
    for col, t in enumerate(x for x in state.racks[0] if str(x)[0] == "K"):
        swapped.place(t, (row, col))
    assert not state.problems(Play(swapped))
    state.apply(Play(swapped))
    state.check_tiles()
    assert [str(t) for t in state.racks[0]] == ["R1"]
    assert [str(t) for t in state.log[-1].played] == ["K1", "K2", "K3"]


def test_a_joker_won_to_the_rack_is_a_rack_tile_again() -> None:
    """RULES.md 5, released_joker_to_rack: kept on the rack, played later like any rack tile."""
    rules = preset("rrrummy").with_options(released_joker_to_rack=True)
    alloc = TileAllocator()
    table = Table.from_notation("K8 K9 K10 J", alloc)
    racks = [parse_tiles("K11 B1 B2 B3", alloc), parse_tiles("R1", alloc)]
    state = GameState.from_position(rules, racks, table, melded=[True, True])
    state.apply(play(state, "K8 K9 K10 K11"))
    state.check_tiles()
    assert sorted(str(t) for t in state.racks[0]) == ["B1", "B2", "B3", "J"]
    assert [str(t) for t in state.log[-1].played] == ["K11"]
    state.apply(Draw())
    state.apply(play(state, "K8 K9 K10 K11 | B1 B2 B3 J"))
    state.check_tiles()
    assert state.round_over and state.round_score is not None and state.round_score.winner == 0


@pytest.mark.parametrize(("penalty", "scores"), [(30, (35, -35)), (0, (5, -5))])
def test_joker_penalty_zero_leaves_a_joker_free(penalty: int, scores: tuple[int, int]) -> None:
    """RULES.md 5: joker_penalty 0 is a house rule; a joker left on the rack then costs nothing."""
    rules = preset("classic").with_options(joker_penalty=penalty)
    state = closed_state(rules, ["R11 R12 R13", "J B5"], melded=[True, True])
    state.apply(add_meld(state, "R11 R12 R13"))
    assert state.round_score is not None and state.round_score.scores == scores
