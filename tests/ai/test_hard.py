"""``hard`` holds its tiles, yet lays the least-giving tile when a draw would pass its share."""

from __future__ import annotations

import contextlib
import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from rummy_desktop.ai.base import BudgetSpent, CancelFlag, WorkBudget
from rummy_desktop.ai.hard import HardPlayer, HardSettings
from rummy_desktop.ai.knowledge import own_turns
from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.players import make_player
from rummy_desktop.core.actions import Draw, Play, TurnAction
from rummy_desktop.core.rules import RULE_PRESETS
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile, TileAllocator, format_tiles, parse_tiles
from rummy_desktop.core.views import PlayerView

TABLE = "B4 B5 B6 B7 | K9 B9 O9"


def _state(mine: str, table: str = TABLE, theirs: str = "K1 K2 B11 O3 R5 R13") -> GameState:
    alloc = TileAllocator()
    laid = Table.from_notation(table, alloc)
    return GameState.from_position(
        RULE_PRESETS["classic"],
        [parse_tiles(mine, alloc), parse_tiles(theirs, alloc)],
        laid,
        melded=[True, True],
    )


def _choose(state: GameState, player: HardPlayer | None = None) -> TurnAction:
    chooser = player if player is not None else make_player("hard")
    return chooser.choose(state.view(state.current), random.Random(1), CancelFlag())


def _laid(state: GameState, player: HardPlayer | None = None) -> set[str]:
    """The rack tiles the player lays, by notation (empty for a draw)."""
    action = _choose(state, player)
    if isinstance(action, Draw):
        return set()
    assert isinstance(action, Play) and state.problems(action) == []
    before = {t.id for t in state.table.tiles()}
    return set(format_tiles(t for t in action.table.tiles() if t.id not in before).split())


def _after_a_laying_turn(mine: str) -> GameState:
    """Seat 0 has laid K11 K12 K13 on its one turn so far and seat 1 drew: seat 0 to play."""
    state = _state(f"K11 K12 K13 {mine}")
    rack = {str(t): t for t in state.racks[0]}
    old = [tuple(m.tiles) for m in state.table.melds()]
    state.apply(Play(lay_out(state.table, [*old, (rack["K11"], rack["K12"], rack["K13"])])))
    state.apply(Draw())
    return state


def test_a_turn_whose_draw_would_pass_the_share_lays_the_tile_that_gives_least() -> None:
    """R9 makes the group whole (nothing left to add); B8 would open a hidden B9 and B3."""
    state = _state("R9 B8 K1 O13 R2 B12")
    assert own_turns(state.view(0)) == (0, 0)
    assert _laid(state) == {"R9"}
    assert len(_laid(state, make_player("medium"))) == 2  # the most tiles: R9 and B8


def test_hard_draws_while_its_draw_share_allows_though_tiles_fit() -> None:
    state = _after_a_laying_turn("R9 B8 K1 O13 R2 B12")
    assert own_turns(state.view(0)) == (0, 1)
    assert isinstance(_choose(state), Draw)  # one draw in two turns: within 50%
    assert _laid(state, HardPlayer(HardSettings(draw_share=0.4))) == {"R9"}


def test_against_a_rack_near_its_end_it_lays_no_single_tile_whatever_its_share() -> None:
    near = _state("R9 B8 K1 O13 R2 B12", theirs="K1 K2 B11 O3")
    eager = HardSettings(draw_share=0.0)
    assert isinstance(_choose(near, HardPlayer(eager)), Draw)
    assert _laid(near, HardPlayer(HardSettings(draw_share=0.0, hold_below=3))) == {"R9"}
    far = _state("R9 B8 K1 O13 R2 B12", theirs="K1 K2 B11 O3 R5")
    assert _laid(far, HardPlayer(eager)) == {"R9"}


def test_hard_draws_when_no_single_tile_fits() -> None:
    state = _state("K1 O13 R2 B12 R6")
    assert isinstance(_choose(state), Draw)


def test_hard_lays_the_most_tiles_from_its_hoard_limit_on() -> None:
    state = _after_a_laying_turn("R9 B8 K1 O13 R2 B12")
    assert _laid(state, HardPlayer(HardSettings(hoard_limit=6))) == {"R9", "B8"}


def test_against_a_rack_near_its_end_it_draws_on_past_its_hoard_limit() -> None:
    """Twenty tiles laid at the limit are the material a rack of four goes out on."""
    at_limit = HardSettings(hoard_limit=6)
    near = _state("R9 B8 K1 O13 R2 B12", theirs="K1 K2 B11 O3")
    assert isinstance(_choose(near, HardPlayer(at_limit)), Draw)
    assert _laid(near, HardPlayer(HardSettings(hoard_limit=6, hold_below=3))) == {"R9", "B8"}
    far = _state("R9 B8 K1 O13 R2 B12", theirs="K1 K2 B11 O3 R5")
    assert _laid(far, HardPlayer(at_limit)) == {"R9", "B8"}


def test_the_rules_cap_on_tiles_a_turn_still_ends_its_hoard_near_their_end() -> None:
    """Past the cap the rack could never go out in one turn: holding on would be hopeless."""
    near = _state("R9 B8 K1 O13 R2 B12", theirs="K1 K2 B11 O3")
    capped = GameState.from_position(
        replace(near.rules, max_tiles_per_turn=6),
        [list(near.racks[0]), list(near.racks[1])],
        near.table,
        melded=[True, True],
    )
    assert _laid(capped, HardPlayer(HardSettings(hoard_limit=None))) == {"R9", "B8"}


def test_hard_goes_out_when_the_whole_rack_fits() -> None:
    state = _after_a_laying_turn("R9 B8 O2 O3 O4")
    assert _laid(state) == {"R9", "B8", "O2", "O3", "O4"}


def test_its_share_counts_only_its_own_turns_of_this_round() -> None:
    state = _after_a_laying_turn("R9 B8 K1 O13 R2 B12")
    assert own_turns(state.view(1)) == (1, 1)
    state.apply(Draw())  # seat 0
    assert own_turns(state.view(0)) == (1, 2)
    assert own_turns(state.view(1)) == (1, 1)


class _Wary(HardPlayer):
    """Hard, told that any table holding one of ``feared`` would let the opponent go out."""

    def __init__(self, feared: set[str], settings: HardSettings | None = None) -> None:
        super().__init__(settings)
        self.feared = feared
        self.weighed: list[set[str]] = []

    def _hands_them_out(
        self, view: PlayerView, table: Table, rng: random.Random, cancel: CancelFlag
    ) -> bool:
        laid = {str(t) for t in table.tiles()} - {str(t) for t in view.table.tiles()}
        self.weighed.append(laid)
        return bool(laid & self.feared)


def test_when_the_least_giving_tile_could_hand_them_the_game_it_weighs_the_next() -> None:
    state = _state("R9 B8 K1 O13 R2 B12")
    wary = _Wary({"R9"})
    assert _laid(state, wary) == {"B8"}
    assert wary.weighed == [{"R9"}, {"B8"}]


def test_it_draws_when_every_tile_that_fits_could_hand_them_the_game() -> None:
    state = _state("R9 B8 K1 O13 R2 B12")
    wary = _Wary({"R9", "B8"})
    assert isinstance(_choose(state, wary), Draw)
    assert wary.weighed == [{"R9"}, {"B8"}]


def test_it_weighs_at_most_its_tries() -> None:
    state = _state("R9 B8 B3 K1 O13 R2 B12")
    wary = _Wary({"R9", "B8", "B3"})
    assert isinstance(_choose(state, wary), Draw)
    assert len(wary.weighed) == 3
    one = _Wary({"R9", "B8", "B3"}, HardSettings(tries=1))
    assert isinstance(_choose(state, one), Draw)
    assert one.weighed == [{"R9"}]


class _CountingRng(random.Random):
    """Counts the racks sampled (each sample is one ``rng.sample`` call)."""

    def __init__(self) -> None:
        super().__init__(1)
        self.samples = 0

    def sample(self, population: Sequence[Tile], k: int, **kwargs: Any) -> list[Tile]:  # type: ignore[override]
        self.samples += 1
        return super().sample(population, k, **kwargs)


def _weigh(state: GameState, settings: HardSettings, cancel: CancelFlag) -> int:
    """How many opponent racks Hard samples to weigh laying R9 in ``state``."""
    rng = _CountingRng()
    player = HardPlayer(settings)
    view = state.view(0)
    rack = {str(t): t for t in state.racks[0]}
    old = [tuple(m.tiles) for m in state.table.melds()]
    table = lay_out(state.table, [*old[:1], (*old[1], rack["R9"])])
    player._hands_them_out(view, table, rng, cancel)
    return rng.samples


def test_a_small_opponent_rack_is_sampled_more_often_than_a_large_one() -> None:
    settings = HardSettings(small_rack=6, small_samples=16, look_samples=3)
    small = _state("R9 B8 K1", theirs="K2 B11 O3 R5")
    large = _state("R9 B8 K1", theirs="K2 B11 O3 R5 R13 O12 O11 K3")
    assert _weigh(small, settings, CancelFlag()) == 16
    assert _weigh(large, settings, CancelFlag()) == 3


def test_a_spent_guard_budget_stops_the_sampling() -> None:
    spent = WorkBudget(0)
    with contextlib.suppress(BudgetSpent):
        spent.check()
    assert spent.spent
    small = _state("R9 B8 K1", theirs="K2 B11 O3 R5")
    assert _weigh(small, HardSettings(), spent) == 0
