"""Random-game conformance for draw and discard (RULES.md section 8).

Seeded games under every preset with the variant on are played to their
end by the simple player of ``discard_turns``, half of them through the
interactive ``Turn``. After every action the invariants are checked apart
from the referee: the 106 distinct tiles are always pool + racks + table +
stacks, every meld is valid, a stack only grows by its owner's discard and
shrinks by the next player's take, and the round scores racks only. Then
hypothesis: a refused ending changes nothing, and a record replays exactly.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummy_desktop.core.actions import Discard, Draw, Pass, Penalty, PenaltyReason
from rummy_desktop.core.errors import IllegalMove
from rummy_desktop.core.rules import RULE_PRESETS, RuleSet
from rummy_desktop.core.scoring import RoundEnd, rack_value
from rummy_desktop.core.serialize import GameRecord, Seat, from_dict, loads, state_snapshot
from rummy_desktop.core.state import GameState

from ..rule_samples import sampled_rules
from .discard_turns import random_discard_turn, random_illegal_discard
from .positions import snapshot
from .test_random_games import check_invariants, check_round_score

MAX_TURNS = 3000
GAMES = [
    (name, seed, players, hand)
    for name in RULE_PRESETS
    for seed, players, hand in ((1, 2, None), (2, 3, None), (3, 4, 7))
]


def variant(name: str, **options: object) -> RuleSet:
    return RULE_PRESETS[name].with_options(draw_and_discard=True, **options)


def check_stacks(state: GameState, before: list[list[int]], seat: int, source: int) -> None:
    """Only the seat's own stack grows (by one on top), only ``source``'s loses its top."""
    after = [[t.id for t in s] for s in state.stacks]
    for owner, (old, new) in enumerate(zip(before, after, strict=True)):
        if new == old:
            continue
        if owner == seat:
            assert new[:-1] == old, "a discard lands on top of the own stack"
        else:
            assert owner == source and new == old[:-1], "only the previous seat's top is taken"


def play_variant_game(rules: RuleSet, seed: int, players: int) -> GameState:
    state = GameState.new_match(rules, [f"P{i}" for i in range(players)], seed)
    rng = random.Random(seed)
    for number in range(MAX_TURNS):
        if state.round_over:
            return state
        seat = state.current
        stacks = [[t.id for t in s] for s in state.stacks]
        source = state.stack_seat()
        size = len(state.racks[seat])
        actions = random_discard_turn(state, rng, use_turn=number % 2 == 0)
        check_invariants(state)
        check_stacks(state, stacks, seat, source)
        last = actions[-1]
        if isinstance(last, Pass):
            assert (
                len(state.racks[seat]) == size
                and [t.id for t in state.stacks[seat]] == stacks[seat]
            )
        elif isinstance(last, Discard) and not state.round_over:
            # took one, then played some and discarded one: never more tiles than before + 0
            assert len(state.racks[seat]) <= size
        elif isinstance(last, Draw):
            assert state.round_over  # the last draw ended the round (ends_on_last_draw)
        if not state.round_over:
            assert state.current == state.next_seat(seat) and state.taken is None
    pytest.fail(f"no end after {MAX_TURNS} turns")


@pytest.mark.parametrize(("name", "seed", "players", "hand"), GAMES)
def test_random_variant_game_reaches_its_end_with_invariants(
    name: str, seed: int, players: int, hand: int | None
) -> None:
    options = {"hand_size": hand, "hand_game_doubles": True} if hand else {}
    state = play_variant_game(variant(name, **options), seed, players)
    check_round_score(state)
    values = tuple(rack_value(r, state.rules.joker_penalty) for r in state.racks)
    assert state.round_score is not None and state.round_score.rack_values == values
    if state.round_end is RoundEnd.POOL_EXHAUSTED:
        assert not state.can_draw() and state.passes >= state.players


@pytest.mark.parametrize(
    ("rules", "seed", "players"),
    [
        pytest.param(rules, seed, players, id=f"{label}-{seed}")
        for label, rules in sampled_rules()
        if rules.draw_and_discard
        for seed, players in ((5, 2), (6, 3))
    ],
)
def test_sampled_house_rules_with_the_variant_reach_their_end(
    rules: RuleSet, seed: int, players: int
) -> None:
    """The sweep's option combinations that switch the variant on, played by its own driver."""
    state = play_variant_game(rules, seed, players)
    check_round_score(state)


def test_variant_games_take_from_stacks_and_discard_onto_melds() -> None:
    """The random player really exercises the variant: stack takes and table discards happen."""
    kinds = set()
    for seed in range(1, 6):
        state = play_variant_game(variant("easy"), seed, 3)
        kinds.update(e.kind.value for e in state.log)
        discards = [a for a in state.actions if isinstance(a, Discard)]
        kinds.update("from_stack" for a in discards if a.from_stack)
        kinds.update("on_table" for a in discards if a.tile is not None and a.table.cell_of(a.tile))
    assert {"take", "discard", "play", "from_stack", "on_table"} <= kinds


FAST = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def advanced(name: str, seed: int, turns: int) -> GameState:
    state = GameState.new_match(variant(name), ["A", "B", "C"], seed)
    rng = random.Random(seed)
    for number in range(turns):
        if state.round_over:
            break
        random_discard_turn(state, rng, use_turn=number % 3 == 0)
    return state


@FAST
@given(st.sampled_from(sorted(RULE_PRESETS)), st.integers(0, 10**6), st.integers(0, 40))
def test_a_refused_ending_changes_nothing(name: str, seed: int, turns: int) -> None:
    state = advanced(name, seed, turns)
    if state.round_over:
        return
    rng = random.Random(seed)
    if state.can_draw() and rng.random() < 0.5:
        state.apply(Draw())
    if state.round_over:
        return
    action = random_illegal_discard(state, rng)
    before = (snapshot(state), [list(s) for s in state.stacks], state.taken)
    if state.discard_problems(action):
        with pytest.raises(IllegalMove):
            state.apply(action)
        assert (snapshot(state), [list(s) for s in state.stacks], state.taken) == before
    ids = sorted(t.id for t in state.all_tiles())
    assert ids == list(range(106))


@pytest.mark.slow
@FAST
@given(st.sampled_from(sorted(RULE_PRESETS)), st.integers(0, 10**6), st.integers(0, 60))
def test_a_variant_record_replays_to_the_same_state(name: str, seed: int, turns: int) -> None:
    state = advanced(name, seed, turns)
    record = GameRecord((Seat("A"), Seat("B", "easy"), Seat("C", "hard")), state)
    loaded = loads(record.dumps())
    assert state_snapshot(loaded.state) == state_snapshot(state)
    assert loaded.state.stacks == state.stacks and loaded.state.taken == state.taken
    assert loaded.state.rules.draw_and_discard


def test_a_record_with_a_pending_take_replays_and_goes_on() -> None:
    """Saved between the pool take and the discard (the window autosaves there)."""
    state = GameState.new_match(variant("classic"), ["A", "B"], 8)
    state.apply(Draw())
    loaded = loads(GameRecord((Seat("A"), Seat("B")), state).dumps()).state
    assert loaded.taken == state.taken and loaded.current == state.current
    loaded.apply(loaded.default_action())
    assert loaded.current != state.current


def test_an_edited_stack_in_a_record_is_caught() -> None:
    state = advanced("easy", 3, 12)
    data = json.loads(GameRecord((Seat("A"), Seat("B"), Seat("C")), state).dumps())
    assert "stacks" in data["state"]
    data["state"]["stacks"][0] = [*data["state"]["stacks"][0], 105]
    with pytest.raises(ValueError, match="stacks differs"):
        from_dict(data)


def test_an_old_record_without_the_option_still_loads() -> None:
    """Saves written before the variant existed have no draw_and_discard option nor stacks."""
    state = GameState.new_match(RULE_PRESETS["classic"], ["A", "B"], 5)
    state.apply(Draw())
    data = json.loads(GameRecord((Seat("A"), Seat("B")), state).dumps())
    del data["rules"]["draw_and_discard"]
    assert "stacks" not in data["state"] and "taken" not in data["state"]
    loaded = from_dict(data)
    assert not loaded.state.rules.draw_and_discard
    assert state_snapshot(loaded.state) == state_snapshot(state)


def test_penalty_under_the_variant_keeps_the_pool_tile_and_draws() -> None:
    rules = variant("rrrummy", invalid_turn_penalty=True)
    state = GameState.new_match(rules, ["A", "B"], 4)
    state.apply(Draw())
    seat, size = state.current, len(state.racks[state.current])
    state.apply(Penalty(PenaltyReason.INVALID_TURN))
    assert len(state.racks[seat]) == size + rules.penalty_tiles and state.current != seat
