"""The ``hard`` level lays what fits only with the table, keeps a small reserve of own melds."""

from __future__ import annotations

import random

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.ai.hard import HardPlayer, HardSettings
from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.players import make_player
from rummy_desktop.core.actions import Draw, Play
from rummy_desktop.core.rules import RULE_PRESETS
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import ALL_TILES, TileAllocator, format_tiles, parse_tiles


def _state(mine: str, table: str = "B4 B5 B6 B7", theirs: str = "K1 K2 B10 O9 R5 R6") -> GameState:
    alloc = TileAllocator()
    laid = Table.from_notation(table, alloc)
    return GameState.from_position(
        RULE_PRESETS["classic"],
        [parse_tiles(mine, alloc), parse_tiles(theirs, alloc)],
        laid,
        melded=[True, True],
    )


def _laid(state: GameState, player: HardPlayer | None = None) -> set[str]:
    """The rack tiles the player lays, by notation (empty for a draw)."""
    chooser = player if player is not None else make_player("hard")
    action = chooser.choose(state.view(0), random.Random(1), CancelFlag())
    if isinstance(action, Draw):
        return set()
    assert isinstance(action, Play) and state.problems(action) == []
    before = {t.id for t in state.table.tiles()}
    return set(format_tiles(t for t in action.table.tiles() if t.id not in before).split())


def test_hard_lays_what_fits_only_with_the_table_and_keeps_its_own_run() -> None:
    # K10-K12 on the table would let the opponent add a hidden K9 or K13.
    assert _laid(_state("B8 K10 K11 K12 R1 O7")) == {"B8"}
    assert _laid(_state("B8 K10 K11 K12 R1 O7"), HardPlayer(HardSettings(reserve=0))) == {
        "B8",
        "K10",
        "K11",
        "K12",
    }


def test_hard_lays_an_own_meld_that_gives_the_opponents_nothing() -> None:
    """A group of four takes no tile: holding it back denies nothing."""
    assert _laid(_state("B8 K5 B5 O5 R5 R1 O7")) == {"B8", "K5", "B5", "O5", "R5"}


def test_hard_keeps_at_most_its_reserve_of_own_melds() -> None:
    laid = _laid(_state("B8 K10 K11 K12 O2 O3 O4 R7 R8 R9 B1"))
    assert "B8" in laid
    assert len(laid - {"B8"}) == 3  # nine tiles of own melds, six stay home


def test_hard_draws_when_only_its_own_melds_would_go_down() -> None:
    state = _state("K10 K11 K12 R1 O7 B13")
    action = make_player("hard").choose(state.view(0), random.Random(1), CancelFlag())
    assert isinstance(action, Draw)


def test_hard_lays_the_most_tiles_once_its_rack_reaches_the_cap() -> None:
    assert _laid(_state("B8 K10 K11 K12 R1 O7"), HardPlayer(HardSettings(cap=6))) == {
        "B8",
        "K10",
        "K11",
        "K12",
    }


def test_hard_goes_out_when_the_whole_rack_fits() -> None:
    assert _laid(_state("B8 K10 K11 K12 O2 O3 O4")) == {
        "B8",
        "K10",
        "K11",
        "K12",
        "O2",
        "O3",
        "O4",
    }


def _one_hidden_k5() -> GameState:
    """The opponent holds one K5 and the pool the other: every other tile is seen."""
    alloc = TileAllocator()
    table = Table.from_notation("B7 O7 R7", alloc)
    theirs = parse_tiles("K5", alloc)
    pool = parse_tiles("K5", alloc)
    used = {t.id for t in [*table.tiles(), *theirs, *pool]}
    mine = [t for t in ALL_TILES if t.id not in used]
    return GameState.from_position(
        RULE_PRESETS["classic"], [mine, theirs], table, pool=pool, melded=[True, True]
    )


def test_hard_watches_a_short_rack_and_will_not_lay_what_lets_it_go_out() -> None:
    state = _one_hidden_k5()
    view = state.view(0)
    mine = {str(t): t for t in view.rack}
    old = [tuple(m.tiles) for m in view.table.melds()]

    def table_with(*names: str) -> Table:
        return lay_out(view.table, [*old, tuple(mine[n] for n in names)])

    player = HardPlayer(HardSettings(guard_rack=1))
    rng = random.Random(1)
    assert player._lets_them_out(view, table_with("K2", "K3", "K4"), rng, CancelFlag())
    assert not player._lets_them_out(view, table_with("B1", "B2", "B3"), rng, CancelFlag())
    unwatched = HardPlayer(HardSettings(guard_rack=0))
    assert not unwatched._lets_them_out(view, table_with("K2", "K3", "K4"), rng, CancelFlag())
