"""Invariants of the card controller under random intents from a person.

Whatever a person tries, in any order: a refused intent changes nothing
the window shows, every card of the pack stays in exactly one place, and
Reset takes the turn back to just after the draw.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from rummy_desktop.app.card_board import CardPhase
from rummy_desktop.app.card_controller import CardController
from rummy_desktop.app.card_setup import card_setup_of
from rummy_desktop.cards.core.actions import Side

GAMES = ("rummy", "rummy30", "rummy51", "rum500")


@pytest.fixture
def controller(qtbot: QtBot) -> Iterator[CardController]:
    c = CardController()
    c.set_speed("instant")
    yield c
    c.shutdown()


def intent(c: CardController, kind: int, pick: list[int]) -> bool:
    """One intent of a person, its cards chosen by index into the shown hand."""
    hand = c.board.hand
    chosen = [hand[i % len(hand)] for i in pick] if hand else []
    chosen = list(dict.fromkeys(chosen))
    melds = len(c.board.table)
    if kind == 0:
        return c.draw_stock().ok
    if kind == 1:
        return c.take_pile(1 + pick[0] % 3 if pick else 1).ok
    if kind == 2:
        return c.lay_meld(chosen).ok
    if kind == 3:
        side = Side.HIGH if pick and pick[0] % 2 else Side.LOW
        return c.put_on_meld(pick[0] % melds if pick and melds else 0, chosen, side).ok
    if kind == 4:
        return c.discard(chosen[0]).ok if chosen else False
    if kind == 5:
        return c.give_back().ok
    if kind == 6:
        return c.undo().ok
    return c.arrange_hand(list(reversed(hand))).ok


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    game=st.sampled_from(GAMES),
    seed=st.integers(0, 10_000),
    steps=st.lists(
        st.tuples(st.integers(0, 7), st.lists(st.integers(0, 20), min_size=1, max_size=4)),
        max_size=30,
    ),
)
def test_refusals_change_nothing_and_cards_are_conserved(
    controller: CardController, game: str, seed: int, steps: list[tuple[int, list[int]]]
) -> None:
    controller.new_game(card_setup_of(game, "Ann,Bob", seed=seed))
    for kind, pick in steps:
        if controller.board.phase is CardPhase.HANDOVER:
            controller.confirm_handover()
        if controller.board.phase is not CardPhase.HUMAN:
            break
        before, game_before = controller.board, controller.game_copy()
        if not intent(controller, kind, pick):
            assert controller.board == before
            assert controller.game_copy() == game_before
        live = controller.game_copy()
        assert live is not None
        live.check_conservation()
        board = controller.board
        assert len(set(board.hand)) == len(board.hand)


@settings(
    max_examples=10, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    game=st.sampled_from(GAMES),
    seed=st.integers(0, 10_000),
    steps=st.lists(
        st.tuples(st.integers(2, 3), st.lists(st.integers(0, 20), min_size=3, max_size=4)),
        max_size=12,
    ),
)
def test_reset_returns_to_just_after_the_draw(
    controller: CardController, game: str, seed: int, steps: list[tuple[int, list[int]]]
) -> None:
    controller.new_game(card_setup_of(game, "Ann,Bob", seed=seed))
    controller.confirm_handover()
    assert controller.draw_stock().ok
    if controller.board.phase is not CardPhase.HUMAN:
        return
    after_draw = controller.board
    for kind, pick in steps:
        intent(controller, kind, pick)
        if controller.board.phase is not CardPhase.HUMAN:
            return
    controller.reset_turn()
    board = controller.board
    assert (board.table, board.pile, board.stock_count, sorted(board.hand, key=repr)) == (
        after_draw.table,
        after_draw.pile,
        after_draw.stock_count,
        sorted(after_draw.hand, key=repr),
    )
