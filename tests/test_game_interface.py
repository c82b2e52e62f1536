"""Every registered family keeps the one game interface's promises (core/game.py).

The same tests run for the tile game and each card game through the
registry, knowing nothing of either: a driver that plays through the
interface (a clock, a tool, a table) can rely on what is checked here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummy_desktop.cards.core.actions import (
    CardAction,
    DrawStock,
    GiveBack,
    LayMelds,
    LayOff,
    Side,
    TakePile,
)
from rummy_desktop.cards.core.actions import (
    Discard as CardDiscard,
)
from rummy_desktop.cards.core.actions import (
    NextRound as CardNextRound,
)
from rummy_desktop.cards.core.state import SeatView
from rummy_desktop.core.actions import Draw, Pass, Play
from rummy_desktop.core.errors import IllegalMove, InvalidRecord
from rummy_desktop.core.game import Game, GamePhase
from rummy_desktop.core.seat import Seat
from rummy_desktop.core.state import NEXT_ROUND
from rummy_desktop.core.views import PlayerView
from rummy_desktop.families import FamilyKind, GameFamily, families

PLAYABLE = [entry for entry in families() if entry.has("game")]
SEATS = (Seat("Ann"), Seat("Computer", "hard"))
STEP_LIMIT = 30_000
"""Default actions alone end every match of the presets well within this."""


def ids(entry: GameFamily) -> str:
    return entry.id


def own_hand(game: Game[Any, Any], seat: int) -> frozenset[object]:
    """The pieces ``seat`` holds, as its own view shows them (tiles by id, cards with copy)."""
    view = game.view(seat)
    if isinstance(view, PlayerView):
        return frozenset(t.id for t in view.rack)
    assert isinstance(view, SeatView)
    return frozenset(view.hand)


def candidate_actions(game: Game[Any, Any], pick: Callable[[int], int]) -> list[Any]:
    """Actions a careless player might try now, legal or not (each family's own kinds)."""
    view = game.view(game.current)
    if isinstance(view, PlayerView):
        return [Draw(), Pass(), Play(view.table.copy()), NEXT_ROUND, game.default_action()]
    hand = list(view.hand)
    card = hand[pick(len(hand))] if hand else None
    found: list[CardAction] = [DrawStock(), TakePile(1), TakePile(3), GiveBack(), CardNextRound()]
    if card is not None:
        found.append(CardDiscard(card))
        found.append(LayOff(0, (card,), Side.HIGH))
        found.append(LayMelds((tuple(hand[:3]),)))
    return found


@pytest.fixture(params=PLAYABLE, ids=ids)
def entry(request: pytest.FixtureRequest) -> GameFamily:
    found: GameFamily = request.param
    return found


def test_every_family_of_the_registry_plays_through_the_interface() -> None:
    assert {e.id for e in PLAYABLE} == {e.id for e in families()}
    assert {e.kind for e in PLAYABLE} == set(FamilyKind)


def test_a_new_game_starts_at_a_turn_with_its_seats(entry: GameFamily) -> None:
    game = entry.new_game(SEATS, seed=3)
    assert game.family == entry.id
    assert game.seats == SEATS
    assert game.phase is GamePhase.TURN
    assert game.current in range(len(SEATS))
    assert game.winners == ()
    assert game.last_round() is None
    game.check_pieces()


def test_default_actions_alone_finish_the_match_and_no_piece_is_lost(entry: GameFamily) -> None:
    game = entry.new_game(SEATS, seed=11)
    rounds = 0
    for _ in range(STEP_LIMIT):
        if game.phase is GamePhase.MATCH_OVER:
            break
        action = game.default_action()
        assert game.refusal(action) is None
        was_turn = game.phase is GamePhase.TURN
        game.apply(action)
        game.check_pieces()
        if was_turn and game.phase is not GamePhase.TURN:
            rounds += 1
            outcome = game.last_round()
            assert outcome is not None and outcome.round_number == rounds
            assert len(outcome.changes) == len(outcome.totals) == len(SEATS)
    assert game.phase is GamePhase.MATCH_OVER
    assert game.winners and set(game.winners) <= {0, 1}
    with pytest.raises(IllegalMove):
        game.default_action()


def test_a_clone_goes_its_own_way(entry: GameFamily) -> None:
    game = entry.new_game(SEATS, seed=5)
    before = game.record_text()
    twin = game.clone()
    for _ in range(6):
        twin.apply(twin.default_action())
    assert game.record_text() == before
    assert twin.record_text() != before
    twin.check_pieces()
    game.check_pieces()


def test_a_record_rebuilds_the_same_match(entry: GameFamily) -> None:
    game = entry.new_game(SEATS, seed=9)
    for _ in range(40):
        if game.phase is GamePhase.MATCH_OVER:
            break
        game.apply(game.default_action())
    text = game.record_text()
    again = entry.load_game(text)
    assert again.record_text() == text
    assert again.seats == SEATS
    assert (again.current, again.phase) == (game.current, game.phase)
    assert own_hand(again, 0) == own_hand(game, 0)
    assert own_hand(again, 1) == own_hand(game, 1)


def test_a_record_of_nothing_is_refused_in_words(entry: GameFamily) -> None:
    with pytest.raises(InvalidRecord):
        entry.load_game('{"format": "something else"}')
    with pytest.raises(InvalidRecord):
        entry.load_game("not json at all")


def test_a_view_shows_only_its_own_hand(entry: GameFamily) -> None:
    game = entry.new_game(SEATS, seed=2)
    mine, theirs = own_hand(game, 0), own_hand(game, 1)
    assert mine and theirs and not mine & theirs
    assert len(mine) == len(
        game.view(0).rack if entry.kind is FamilyKind.TILES else game.view(0).hand
    )


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data(), seed=st.integers(0, 2**32 - 1))
def test_refusals_carry_a_listed_code_and_change_nothing(
    entry: GameFamily, data: st.DataObject, seed: int
) -> None:
    """Whatever is tried, the referee's answer and the game agree: a refused action
    raises with the same code and leaves the record as it was; an allowed one plays."""
    game = entry.new_game(SEATS, seed=seed)
    codes = game.refusal_codes()
    for _ in range(data.draw(st.integers(1, 25), label="steps")):
        if game.phase is GamePhase.MATCH_OVER:
            break
        tries = candidate_actions(game, lambda n: data.draw(st.integers(0, n - 1)))
        action = data.draw(st.sampled_from(tries), label="action")
        refused = game.refusal(action)
        before = game.record_text()
        if refused is None:
            game.apply(action)
        else:
            assert refused.code in codes and refused.message
            with pytest.raises(IllegalMove) as raised:
                game.apply(action)
            assert raised.value.code == refused.code
            assert game.record_text() == before
            game.apply(game.default_action())
        game.check_pieces()
