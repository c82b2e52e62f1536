"""Invariants of the card controller under random intents from a person.

Whatever a person tries, in any order: a refused intent changes nothing
the window shows, every card of the pack stays in exactly one place,
Reset takes the turn back to just after the draw, and neither Reset nor
Undo takes a draw back but by putting cards taken from the pile back,
after which the pile stays closed for the turn (CARD_RULES.md 8.1).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.board import CardPhase
from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.cards.setup import card_setup_of
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


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    game=st.sampled_from(GAMES),
    seed=st.integers(0, 10_000),
    steps=st.lists(
        st.tuples(
            st.sampled_from([0, 1, 1, 2, 3, 4, 5, 6, 6, 7, 8]),  # more takes and undos
            st.lists(st.integers(0, 20), min_size=1, max_size=4),
        ),
        max_size=30,
    ),
)
@example(game="rummy", seed=0, steps=[(1, [0]), (6, [0]), (1, [0])])  # take, undo, take
@example(game="rummy51", seed=0, steps=[(1, [0]), (8, [0]), (6, [0]), (1, [0])])
def test_undo_and_reset_never_undo_a_draw_or_reopen_the_pile(
    controller: CardController, game: str, seed: int, steps: list[tuple[int, list[int]]]
) -> None:
    """CARD_RULES.md 8.1: a draw is final, and cards put back cannot be taken again."""
    controller.new_game(card_setup_of(game, "Ann,Bob", seed=seed))
    for kind, pick in steps:
        if controller.board.phase is CardPhase.HANDOVER:
            controller.confirm_handover()
        if controller.board.phase is not CardPhase.HUMAN:
            break
        before = controller.board
        live = controller.game_copy()
        assert live is not None
        put_back = live.memory.gave_back
        if kind == 8:
            assert controller.reset_turn().ok
        else:
            intent(controller, kind, pick)
        after, now = controller.board, controller.game_copy()
        assert now is not None
        if (after.phase, after.turn, after.turn_id) != (
            CardPhase.HUMAN,
            before.turn,
            before.turn_id,
        ):
            continue  # the turn is over
        if kind in (6, 8):  # undo, reset: never behind the latest draw
            assert after.stock_count == before.stock_count
            if kind == 8 or not before.taken:
                assert (after.drawn, after.taken) == (before.drawn, before.taken)
            elif not after.drawn:  # the take itself undone: a put-back, as the rules have it
                assert after.pile_count == before.pile_count + len(before.taken)
                assert now.memory.gave_back
        if put_back:
            assert now.memory.gave_back and not controller.take_pile().ok
