"""Every computer level: legal actions only, deterministic, honest, cancellable."""

from __future__ import annotations

import random

import pytest

from rummy_desktop.ai.base import CancelFlag, Cancelled, ComputerPlayer
from rummy_desktop.ai.hard import HardPlayer, HardSettings
from rummy_desktop.ai.hoarder import HoarderPlayer, HoarderSettings
from rummy_desktop.ai.players import (
    BENCHMARK_PLAYERS,
    LEVELS,
    UnknownLevel,
    make_player,
    parse_levels,
)
from rummy_desktop.ai.runner import decision_rng, play_game, play_turn
from rummy_desktop.core.actions import Draw, Pass, Play, TurnAction
from rummy_desktop.core.errors import RummyError
from rummy_desktop.core.rules import RULE_PRESETS, RuleSet
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import ALL_TILES, TileAllocator, parse_tiles
from rummy_desktop.core.views import PlayerView
from tests.rule_samples import sampled_rules

# Games per preset for each level, and turns per game: easy is cheap and plays
# whole games; the solver levels play the opening and middle game only.
GAMES = {"easy": 6, "medium": 1, "hard": 1, "expert": 1}
TURNS = {"easy": 2000, "medium": 40, "hard": 40, "expert": 30}
PARTNER = {"easy": "easy", "medium": "easy", "hard": "medium", "expert": "hard"}


class CountdownFlag(CancelFlag):
    """A cancel flag that sets itself after being polled ``polls`` times.

    It proves the search polls the flag *while* working (not only on entry)
    and stops when it is set, without any timing in the test.
    """

    def __init__(self, polls: int) -> None:
        super().__init__()
        self.polls = polls
        self.after_set = 0

    def _tick(self) -> None:
        if self._event.is_set():
            self.after_set += 1
        self.polls -= 1
        if self.polls <= 0:
            self.cancel()

    @property
    def cancelled(self) -> bool:
        self._tick()
        return super().cancelled

    def check(self) -> None:
        self._tick()
        super().check()


def _same(a: TurnAction, b: TurnAction) -> bool:
    if isinstance(a, Play) and isinstance(b, Play):
        return a.table == b.table
    return type(a) is type(b)


@pytest.mark.slow
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("preset", list(RULE_PRESETS))
def test_whole_games_have_no_illegal_moves(level: str, preset: str) -> None:
    rules = RULE_PRESETS[preset]
    for game in range(GAMES[level]):
        players = [make_player(level), make_player(PARTNER[level])]
        if game % 2:
            players.reverse()
        result = play_game(rules, players, seed=1000 + game, max_turns=TURNS[level])
        assert result.illegal == [[], []], result.illegal
        assert result.capped or result.rounds == 1


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("label", "rules"), sampled_rules(), ids=[x for x, _ in sampled_rules()])
def test_games_under_house_rules_have_no_illegal_moves(
    level: str, label: str, rules: RuleSet
) -> None:
    """The sweep over a seeded sample of option combinations (tests/rule_samples.py)."""
    players = [make_player(level), make_player(PARTNER[level])]
    result = play_game(rules, players, seed=2000, max_turns=TURNS[level])
    assert result.illegal == [[], []], (label, result.illegal)
    assert result.capped or result.rounds == 1


@pytest.mark.parametrize("level", LEVELS)
def test_every_action_passes_the_referee_in_three_player_games(level: str) -> None:
    state = GameState.new_match(RULE_PRESETS["dutch"], ["a", "b", "c"], seed=77)
    players = [make_player(level), make_player("easy"), make_player("medium")]
    turns = 0
    while not state.round_over and turns < 45:
        seat = state.current
        view = state.view(seat)
        action = players[seat].choose(
            view, decision_rng(state.seed, state.round_number, state.turn, seat), CancelFlag()
        )
        if isinstance(action, Play):
            assert state.problems(action) == []
        elif isinstance(action, Draw):
            assert state.can_draw()
        else:
            assert isinstance(action, Pass) and state.can_pass()
        state.apply(action)
        state.check_tiles()
        turns += 1


def _views(level: str, count: int) -> list[PlayerView]:
    """Views met in a real game, for decisions to be asked again."""
    state = GameState.new_match(RULE_PRESETS["rrrummy"], ["a", "b"], seed=5)
    players = [make_player(level), make_player("medium")]
    views: list[PlayerView] = []
    while not state.round_over and len(views) < count:
        if state.current == 0:
            views.append(state.view(0))
        play_turn(state, players[state.current])
    return views


@pytest.mark.parametrize("level", LEVELS)
def test_same_view_and_seed_give_the_same_decision(level: str) -> None:
    for view in _views(level, 6):
        first = make_player(level).choose(view, random.Random("seed"), CancelFlag())
        again = make_player(level).choose(view, random.Random("seed"), CancelFlag())
        assert _same(first, again)


def _position(opponent: str, pool_seed: int) -> GameState:
    alloc = TileAllocator()
    table = Table.from_notation("R1 R2 R3 | K9 B9 O9 | B4 B5 B6 B7", alloc)
    mine = parse_tiles("R4 K10 K11 K12 O9 J B8 O2 O3 O4 R10 R11 R12 B1", alloc)
    theirs = parse_tiles(opponent, alloc)
    return GameState.from_position(
        RULE_PRESETS["classic"], [mine, theirs], table, melded=[True, True], seed=pool_seed
    )


@pytest.mark.parametrize("level", LEVELS)
def test_decisions_depend_only_on_what_the_seat_may_see(level: str) -> None:
    # Same rack, table and rack sizes; different hidden opponent racks and pools.
    # Five tiles: hard samples the racks the opponent might hold (from four it holds).
    a = _position("K1 K2 K3 B10 R13", pool_seed=1)
    b = _position("O11 O12 O13 J K6", pool_seed=2)
    assert a.view(0).rack == b.view(0).rack and a.view(0).table == b.view(0).table
    assert a.pool != b.pool
    first = make_player(level).choose(a.view(0), random.Random(3), CancelFlag())
    second = make_player(level).choose(b.view(0), random.Random(3), CancelFlag())
    assert _same(first, second)
    if level == "expert":
        assert isinstance(first, Draw)  # hoards: nobody is about to go out
    else:
        assert isinstance(first, Play) and a.problems(first) == []


@pytest.mark.parametrize("level", LEVELS)
def test_a_set_flag_stops_the_player(level: str) -> None:
    view = _position("K1 K2 K3", 1).view(0)
    flag = CancelFlag()
    flag.cancel()
    with pytest.raises(Cancelled):
        make_player(level).choose(view, random.Random(0), flag)


@pytest.mark.parametrize(
    "player",
    [make_player("medium"), make_player("mosttiles"), make_player("hard")],
    ids=["medium", "mosttiles", "hard"],
)
def test_the_search_polls_the_flag_while_thinking(player: ComputerPlayer) -> None:
    view = _position("K1 K2 K3", 1).view(0)
    flag = CountdownFlag(polls=3)
    with pytest.raises(Cancelled):
        player.choose(view, random.Random(0), flag)
    assert flag.after_set <= 1


def test_unknown_levels_are_named_errors() -> None:
    with pytest.raises(
        UnknownLevel, match="choose from easy, medium, hard, expert, hoarder, mosttiles"
    ):
        make_player("grandmaster")
    with pytest.raises(RummyError):
        parse_levels("hard,,easy")
    assert isinstance(UnknownLevel("x"), ValueError)
    assert parse_levels(" Hard,medium ") == ["hard", "medium"]
    for level in (*LEVELS, *BENCHMARK_PLAYERS):
        assert make_player(level).level == level


def test_the_window_offers_levels_but_never_the_benchmark_players() -> None:
    assert LEVELS == ("easy", "medium", "hard", "expert")
    assert not set(BENCHMARK_PLAYERS) & set(LEVELS)
    assert parse_levels("expert,hoarder,mosttiles") == ["expert", "hoarder", "mosttiles"]


def melded_position(theirs: str, rounds: int = 1) -> GameState:
    """Classic rules, both melded: ``B4..B7`` on the table, a rack that can add 7 tiles."""
    alloc = TileAllocator()
    table = Table.from_notation("B4 B5 B6 B7", alloc)
    mine = parse_tiles("B8 K10 K11 K12 O2 O3 O4 R1", alloc)
    rules = RULE_PRESETS["classic"].with_options(match_rounds=rounds)
    return GameState.from_position(
        rules, [mine, parse_tiles(theirs, alloc)], table, melded=[True, True]
    )


def test_the_hoarder_hoards_while_it_cannot_go_out() -> None:
    state = melded_position("K1 K2 K3 B10 B11 O9 O10 O11 R5 R6")
    action = make_player("hoarder").choose(state.view(0), random.Random(1), CancelFlag())
    assert isinstance(action, Draw)  # 7 of 8 tiles fit: it keeps them at home
    medium = make_player("medium").choose(state.view(0), random.Random(1), CancelFlag())
    assert isinstance(medium, Play) and len(medium.table) == 4 + 7


def test_the_hoarder_goes_out_as_soon_as_the_whole_rack_fits() -> None:
    alloc = TileAllocator()
    table = Table.from_notation("B4 B5 B6 B7", alloc)
    mine = parse_tiles("B8 K10 K11 K12 O2 O3 O4", alloc)
    theirs = parse_tiles("K1 K2 K3 B10 B11 O9 O10 O11 R5 R6", alloc)
    state = GameState.from_position(
        RULE_PRESETS["classic"], [mine, theirs], table, melded=[True, True]
    )
    action = make_player("hoarder").choose(state.view(0), random.Random(1), CancelFlag())
    assert isinstance(action, Play) and state.problems(action) == []
    assert len(action.table) == 4 + 7


def test_the_most_tiles_player_plays_the_most_tiles() -> None:
    state = melded_position("K1 K2 K3 B10 B11 O9 O10 O11 R5 R6")
    action = make_player("mosttiles").choose(state.view(0), random.Random(1), CancelFlag())
    assert isinstance(action, Play) and state.problems(action) == []
    assert len(action.table) == 4 + 7


@pytest.mark.parametrize(("limit", "hoards"), [(8, False), (9, True)])
def test_the_hoarder_hoards_only_below_the_rules_tile_limit(limit: int, hoards: bool) -> None:
    """With at most ``limit`` tiles a turn, a rack of ``limit`` could never go out at once."""
    alloc = TileAllocator()
    table = Table.from_notation("B4 B5 B6 B7", alloc)
    mine = parse_tiles("B8 K10 K11 K12 O2 O3 O4 R1", alloc)
    theirs = parse_tiles("K1 K2 K3 B10 B11 O9 O10 O11 R5 R6", alloc)
    rules = RULE_PRESETS["classic"].with_options(max_tiles_per_turn=limit)
    state = GameState.from_position(rules, [mine, theirs], table, melded=[True, True])
    action = make_player("hoarder").choose(state.view(0), random.Random(1), CancelFlag())
    if hoards:
        assert isinstance(action, Draw)
    else:
        assert isinstance(action, Play) and state.problems(action) == []
        assert len(action.table) == 4 + 7


def test_the_hoarder_can_make_the_initial_meld_with_the_fewest_tiles() -> None:
    alloc = TileAllocator()
    mine = parse_tiles("K10 K11 K12 O9 O10 O11 B1 B2 B3 R7", alloc)
    theirs = parse_tiles("K1 K2 K3 B10 B11 O5 O6 O7 R5 R6", alloc)
    state = GameState.from_position(RULE_PRESETS["classic"], [mine, theirs])
    action = HoarderPlayer(HoarderSettings(smallest_initial=True)).choose(
        state.view(0), random.Random(1), CancelFlag()
    )
    assert isinstance(action, Play) and state.problems(action) == []
    assert {str(m) for m in action.table.melds()} == {"O9 O10 O11"}  # 30 points: just enough
    greedy = make_player("hoarder").choose(state.view(0), random.Random(1), CancelFlag())
    assert isinstance(greedy, Play) and len(greedy.table) == 9


def test_the_hoarder_dumps_value_when_an_opponent_is_about_to_go_out() -> None:
    """When penalty points carry over to later rounds, a doomed rack is emptied."""
    state = melded_position("K1 K2", rounds=3)
    action = make_player("hoarder").choose(state.view(0), random.Random(1), CancelFlag())
    assert isinstance(action, Play) and state.problems(action) == []
    assert len(action.table) == 4 + 7


def test_the_hoarder_keeps_hoarding_in_a_one_round_match() -> None:
    """Laying tiles would only help the opponent about to go out; the points do not matter."""
    state = melded_position("K1 K2", rounds=1)
    action = make_player("hoarder").choose(state.view(0), random.Random(1), CancelFlag())
    assert isinstance(action, Draw)


@pytest.mark.parametrize("work", [0, 500])
def test_the_hoarder_dumps_legally_whatever_its_work_budget(work: int) -> None:
    state = melded_position("K1 K2", rounds=3)
    player = HoarderPlayer(HoarderSettings(dump_work=work))
    action = player.choose(state.view(0), random.Random(1), CancelFlag())
    assert isinstance(action, Play) and state.problems(action) == []
    assert len(action.table) >= 4 + 6  # at least the rack's own melds: K10-K12, O2-O4


@pytest.mark.parametrize(("work", "goes_out"), [(0, False), (250, True)])
def test_the_hoarder_asks_the_going_out_question_within_its_own_work(
    work: int, goes_out: bool
) -> None:
    """``going_out_work`` bounds the question (once documented and never passed).

    Under the box rules the rack could go out; with no work for the question
    the player does not see it and, holding fewer tiles than a turn may lay,
    keeps hoarding.
    """
    alloc = TileAllocator()
    table = Table.from_notation("B4 B5 B6 B7", alloc)
    mine = parse_tiles("B8 K10 K11 K12 O2 O3 O4", alloc)
    theirs = parse_tiles("K1 K2 K3 B10 B11 O9 O10 O11 R5 R6", alloc)
    state = GameState.from_position(
        RULE_PRESETS["classic"], [mine, theirs], table, melded=[True, True]
    )
    player = HoarderPlayer(HoarderSettings(going_out_work=work))
    action = player.choose(state.view(0), random.Random(1), CancelFlag())
    if goes_out:
        assert isinstance(action, Play) and state.problems(action) == []
        assert len(action.table) == 4 + 7
    else:
        assert isinstance(action, Draw)


@pytest.mark.parametrize("level", LEVELS)
def test_no_work_at_all_never_lets_a_budget_error_escape_a_player(
    level: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every limit at zero: each level still decides (the solver answers with its floor)."""
    from rummy_desktop.ai import hoarder, solver

    nothing = solver.Limits(work=0)
    monkeypatch.setattr(solver, "PLAYER_LIMITS", nothing)
    monkeypatch.setattr(hoarder, "PLAYER_LIMITS", nothing)
    monkeypatch.setattr(solver.best_tiles_play, "__defaults__", (None, nothing))
    players: dict[str, ComputerPlayer] = {
        "hard": HardPlayer(HardSettings(going_out_work=0, dump_work=0, look_work=0, fit_work=0)),
        "expert": HoarderPlayer(HoarderSettings(going_out_work=0, dump_work=0)),
    }
    for view in _views(level, 6):
        player = players.get(level) or make_player(level)
        player.choose(view, random.Random(2), CancelFlag())


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_draws_the_open_last_tile(level: str) -> None:
    """Seen by the house-rule sweep: with only the open last tile left, a player passes."""
    rules = RULE_PRESETS["classic"].with_options(open_last_tile=True)
    alloc = TileAllocator()
    table = Table.from_notation("R1 R2 R3", alloc)
    mine, theirs = parse_tiles("K1 B5 O9", alloc), parse_tiles("K2", alloc)
    pool = parse_tiles("O13", alloc)
    used = {t.id for t in [*table.tiles(), *mine, *theirs, *pool]}
    rest = [t for t in ALL_TILES if t.id not in used]  # the other seat holds the rest
    state = GameState.from_position(
        rules, [mine, [*theirs, *rest]], table, pool=pool, melded=[True, True]
    )
    assert state.open_tile() is not None and not state.can_draw()
    view = state.view(0)
    action = make_player(level).choose(view, random.Random(1), CancelFlag())
    assert isinstance(action, Pass)
    state.apply(action)


@pytest.mark.parametrize("level", [*LEVELS, *BENCHMARK_PLAYERS])
def test_a_save_naming_a_level_loads_and_gets_that_player(level: str) -> None:
    """Saves name computer seats by level id: ``expert`` is new, an old ``hard`` is today's Hard."""
    from rummy_desktop.core.serialize import GameRecord, Seat, loads
    from tests.core.test_serialize import record_after

    played = record_after(6, seed=2)
    record = GameRecord((Seat("Ann"), Seat("Computer", level)), played.state)
    loaded = loads(record.dumps())
    seat = loaded.seats[1]
    assert seat.level == level
    assert make_player(seat.level).level == level
