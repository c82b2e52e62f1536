"""The computer players under draw and discard: what they take, what they discard,
and never an illegal move, at every level (RULES.md section 8)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.ai.draw_discard import Skill, choose_discard, stack_melds
from rummy_desktop.ai.easy import EasyPlayer
from rummy_desktop.ai.players import LEVELS, make_player
from rummy_desktop.ai.runner import play_game
from rummy_desktop.app.saves import write_save
from rummy_desktop.cli import selfplay
from rummy_desktop.core.actions import Discard, Draw, Pass
from rummy_desktop.core.rules import RULE_PRESETS, RuleSet, preset
from rummy_desktop.core.scoring import RoundEnd
from rummy_desktop.core.serialize import GameRecord, Seat, loads
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import TileAllocator, parse_kinds, parse_tiles
from rummy_desktop.core.views import PlayerView

RULES = preset("rrrummy").with_options(draw_and_discard=True)


def position(
    racks: list[str],
    table: str = "",
    *,
    stacks: list[str] | None = None,
    melded: list[bool] | None = None,
    rules: RuleSet = RULES,
    pool: str | None = None,
) -> GameState:
    alloc = TileAllocator()
    laid = Table.from_notation(table, alloc) if table else Table()
    rack_tiles = [parse_tiles(r, alloc) for r in racks]
    stack_tiles = [parse_tiles(s, alloc) for s in stacks] if stacks is not None else None
    state = GameState.from_position(
        rules, rack_tiles, laid, melded=melded, stacks=stack_tiles, seed=3
    )
    if pool is not None:  # the pool holds exactly these (the rest waits on a far row)
        wanted = parse_kinds(pool)
        keep = []
        for kind in wanted:
            keep.append(next(t for t in state.pool if t.kind == kind and t not in keep))
        rest = [t for t in state.pool if t not in keep]
        state.pool = keep
        state.stacks[-1] = [*rest, *state.stacks[-1]]  # out of play, under the last stack
        state.check_tiles()
    return state


def choose(level: str, view: PlayerView, seed: int = 1) -> object:
    player = EasyPlayer(notice_chance=1.0) if level == "easy" else make_player(level)
    return player.choose(view, random.Random(seed), CancelFlag())


# -- what to take ------------------------------------------------------------------------
@pytest.mark.parametrize("level", LEVELS)
def test_takes_the_stack_top_that_makes_a_new_meld(level: str) -> None:
    state = position(
        ["R8 R9 K2 B6 O11 K13", "K1 K4"],
        "B1 B2 B3 | O3 O4 O5",
        stacks=["", "R7"],
        melded=[True, True],
    )
    action = choose(level, state.view(0))
    assert isinstance(action, Discard) and action.from_stack
    state.apply(action)  # the referee agrees
    assert state.stacks[1] == [] and state.current == 1


@pytest.mark.parametrize("level", LEVELS)
def test_leaves_a_stack_tile_it_cannot_use_and_draws(level: str) -> None:
    state = position(["R1 K5 B9 O12 K13", "K1 K4"], stacks=["", "R7"], melded=[True, True])
    assert isinstance(choose(level, state.view(0)), Draw)


@pytest.mark.parametrize("level", LEVELS)
def test_an_empty_pool_and_no_use_for_the_stack_passes(level: str) -> None:
    state = position(["R1 K5 B9", "K1 K4"], stacks=["", "R7"], melded=[True, True], pool="")
    view = state.view(0)
    assert not view.can_draw and view.can_pass
    assert isinstance(choose(level, view), Pass)


@pytest.mark.parametrize("level", LEVELS)
def test_only_the_open_last_tile_left_means_pass_not_draw(level: str) -> None:
    """Issue 13's fault, classic rules: every level asked to draw the open last tile."""
    rules = preset("rrrummy").with_options(open_last_tile=True)
    state = position(["R1 K5 B9", "K1 K4"], rules=rules, melded=[True, True], pool="O13")
    assert state.view(0).pool_size == 1
    assert isinstance(choose(level, state.view(0)), Pass)


def test_stack_melds_need_two_rack_tiles_and_prefer_no_joker() -> None:
    rack = parse_tiles("R8 R9 J K7 B7 O2")
    top = parse_tiles("R7")[0]
    found = [" ".join(str(t) for t in m) for m in stack_melds(rack, top, 2)]
    assert found[0] in ("R7 R8 R9", "K7 B7 R7")
    assert all("J" not in m for m in found[:2]) and "J" in found[2]
    assert stack_melds(parse_tiles("K1 O12"), top, 2) == []


# -- what to discard ---------------------------------------------------------------------
def test_discard_prefers_high_unconnected_tiles_and_never_a_joker() -> None:
    state = position(["J O1 B2 B3 K12 R4 R5", "K1 K4"], melded=[True, True])
    view = state.view(0)
    for skill in Skill:
        chosen = choose_discard(view, list(view.rack), random.Random(0), skill)
        assert str(chosen) == "K12", skill


@pytest.mark.parametrize("skill", [Skill.MEDIUM, Skill.HARD])
def test_discard_avoids_completing_a_meld_the_next_player_can_take_off_the_table(
    skill: Skill,
) -> None:
    """K9 with B9 and O9 of a group of four makes a new meld for the next player."""
    table = "K9 B9 O9 R9 | K5 B5 O5 R5"
    state = position(["K9 O1 B2 B3", "K1 K4"], table, melded=[True, True])
    view = state.view(0)
    assert str(choose_discard(view, list(view.rack), random.Random(0), skill)) == "O1"
    # a next player who has not melded may not take table tiles: K9 is safe to throw
    unmelded = position(["K9 O1 B2 B3", "K1 K4"], table, melded=[True, False])
    view = unmelded.view(0)
    assert str(choose_discard(view, list(view.rack), random.Random(0), skill)) == "K9"


@pytest.mark.parametrize("level", LEVELS)
def test_after_the_pools_top_the_turn_ends_with_a_legal_discard(level: str) -> None:
    state = GameState.new_match(RULES, ["A", "B"], seed=11)
    state.apply(Draw())
    action = choose(level, state.view(state.current))
    assert isinstance(action, Discard) and not action.from_stack
    assert not state.discard_problems(action)


@pytest.mark.parametrize("level", LEVELS)
def test_goes_out_by_the_final_discard(level: str) -> None:
    state = position(["R11 R12 R13 B4", "K1 K4"], melded=[True, True], pool="O2 O7")
    state.apply(Draw())
    action = choose(level, state.view(0))
    state.apply(action)  # type: ignore[arg-type]
    # three tiles played, then one of the two left discarded: one remains, or out if it fit
    assert len(state.racks[0]) <= 1


# -- whole games: never an illegal move --------------------------------------------------
SWEEP = [
    (name, levels, seed)
    for name in RULE_PRESETS
    for seed, levels in enumerate(
        (("easy", "easy", "easy"), ("medium", "hard"), ("hard", "easy", "medium"))
    )
]


@pytest.mark.parametrize(("name", "levels", "seed"), SWEEP)
def test_no_illegal_move_in_seeded_variant_games(
    name: str, levels: tuple[str, ...], seed: int
) -> None:
    rules = RULE_PRESETS[name].with_options(draw_and_discard=True)
    result = play_game(rules, [make_player(level) for level in levels], seed)
    assert result.illegal_moves == 0, result.illegal
    assert not result.capped and result.rounds == 1
    assert result.round_ends[0] in (RoundEnd.WENT_OUT, RoundEnd.POOL_EXHAUSTED, RoundEnd.LAST_DRAW)


@pytest.mark.slow
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(
    "options",
    [
        {"invalid_turn_penalty": True},
        {"open_last_tile": True},
        {"max_tiles_per_turn": 4},
        {"play_direction": "counter_clockwise", "hand_game_doubles": True},
        {"pool_exhausted": "ends_on_last_draw", "hand_size": 18},
    ],
)
def test_no_illegal_move_with_house_rules(level: str, options: dict[str, object]) -> None:
    rules = RULE_PRESETS["classic"].with_options(draw_and_discard=True, **options)
    for seed in range(3):
        result = play_game(rules, [make_player(level), make_player("medium")], seed)
        assert result.illegal_moves == 0, result.illegal
        assert not result.capped


def test_a_headless_variant_match_of_three_rounds_plays_to_its_end_and_replays() -> None:
    """As ``selfplay --rules classic --option draw_and_discard=yes`` will, through the runner."""
    rules = RULE_PRESETS["classic"].with_options(draw_and_discard=True, match_rounds=3)
    states: list[GameState] = []
    result = play_game(
        rules,
        [make_player("hard"), make_player("medium"), make_player("easy")],
        seed=21,
        on_turn=lambda state, _: states.append(state),
    )
    assert result.rounds == 3 and result.illegal_moves == 0 and not result.capped
    final = states[-1]
    record = GameRecord(tuple(Seat(n, n) for n in final.names), final)
    assert loads(record.dumps()).state.totals == final.totals


def test_selfplay_stopped_saved_and_resumed_ends_as_the_uninterrupted_game(tmp_path: Path) -> None:
    """The headless selfplay steps with the variant: stop after K turns, save, resume."""
    rules = RULE_PRESETS["classic"].with_options(draw_and_discard=True)
    levels = ["hard", "medium", "easy"]
    whole = selfplay.new_game(rules, levels, 17)
    expected = selfplay.play_on(whole, levels)
    assert expected.illegal_moves == 0 and not expected.capped
    partial = selfplay.new_game(rules, levels, 17)
    selfplay.play_turns(partial, levels, 9)
    assert partial.taken is None and selfplay.turns_played(partial) == 9
    path = tmp_path / "variant.json"
    write_save(path, selfplay.record_of(partial, levels))
    resumed, seats = selfplay.resume(path)
    result = selfplay.play_on(resumed, seats)
    assert result.scores == expected.scores
    assert selfplay.turns_played(resumed) == selfplay.turns_played(whole)


@pytest.mark.parametrize("name", ["classic", "online"])
def test_a_take_and_its_discard_count_as_one_turn(name: str) -> None:
    rules = RULE_PRESETS[name].with_options(draw_and_discard=True, match_rounds=2)
    for seed in (5, 6):
        states: list[GameState] = []
        result = play_game(
            rules,
            [make_player("medium")] * 3,
            seed,
            on_turn=lambda s, _o, seen=states: seen.append(s),
        )
        state = states[-1]
        turns = len({(e.round_number, e.turn) for e in state.log})
        assert result.turns == turns == selfplay.turns_played(state)
