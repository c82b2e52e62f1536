"""Card Hint without a window: the steps found from one seat's view, each allowed by the
referee, in the order it allows them; and how a hint follows the moves made."""

from __future__ import annotations

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.app.cards.hint import (
    CardHinter,
    Found,
    StepKind,
    checked,
    find_steps,
    follow,
)
from rummy_desktop.cards.core.actions import GiveBack, LayMelds, LayOff, TakePile
from rummy_desktop.cards.core.cards import parse_faces
from rummy_desktop.cards.core.melds import MeldKind, judge_meld
from rummy_desktop.cards.core.referee import play, refusal
from rummy_desktop.cards.core.state import CardGame, Phase, seat_view
from tests.cards.positions import position

OTHER = "2H 2D 4S"
"""The other seat's hand, where it does not matter."""


def hint_for(game: CardGame) -> Found:
    view = seat_view(game, game.turn)
    return find_steps(view, game.rules, refusal(game, TakePile(1)) is None)


def faces(cards: object) -> list[str]:
    assert isinstance(cards, tuple)
    return sorted(str(card) for card in cards)


def all_allowed(game: CardGame, found: Found) -> None:
    """Every step is allowed by the referee, made in the order given."""
    steps, _discard = checked(game, found)
    assert steps == found.steps


def test_before_the_draw_the_hint_takes_the_discard_that_completes_a_meld() -> None:
    game = position(
        "rummy51", ["7H 8H KS KD KC 2C 5D 9S 3C", OTHER], pile="4C 9H", phase=Phase.DRAW
    )
    (step,) = hint_for(game).steps
    assert step.kind is StepKind.TAKE_PILE and step.action == TakePile(1)
    assert faces(step.taken) == ["9H"]
    assert faces(step.cards) == ["7H", "8H"]  # what the 9H melds with
    assert refusal(game, step.action) is None
    play(game, step.action)
    # After the take the hint is the opening: the run with the 9H and the kings, 54 points.
    found = hint_for(game)
    (opening,) = found.steps
    assert opening.kind is StepKind.OPEN
    assert sorted(faces(m) for m in opening.melds) == [["7H", "8H", "9H"], ["KC", "KD", "KS"]]
    all_allowed(game, found)
    assert found.discard is not None and str(found.discard) != "9H"


def test_before_the_draw_the_hint_draws_from_the_stock_when_the_discard_is_no_use() -> None:
    game = position(
        "rummy51", ["7H 8H KS KD KC 2C 5D 9S 3C", OTHER], pile="9H 4S", phase=Phase.DRAW
    )
    (step,) = hint_for(game).steps
    assert step.kind is StepKind.DRAW_STOCK


def test_after_a_put_back_the_hint_never_takes_from_the_pile_again() -> None:
    game = position(
        "rummy51", ["7H 8H KS KD KC 2C 5D 9S 3C", OTHER], pile="4C 9H", phase=Phase.DRAW
    )
    play(game, TakePile(1))
    play(game, GiveBack())
    (step,) = hint_for(game).steps
    assert step.kind is StepKind.DRAW_STOCK


def test_rummy_51_opens_only_with_a_run() -> None:
    sets_only = ["KS KD KC QS QD QC 2C 5D 9S", OTHER]  # 60 points, no run
    assert hint_for(position("rummy51", sets_only)).steps == ()
    found = hint_for(position("rummy30", sets_only))  # Rummy 30 needs no run
    assert [s.kind for s in found.steps] == [StepKind.OPEN]
    game = position("rummy51", ["9H TH JH QH KS KD KC 2C 4D", OTHER])
    found = hint_for(game)
    (opening,) = found.steps
    assert opening.kind is StepKind.OPEN and isinstance(opening.action, LayMelds)
    kinds = {judge_meld(m, 1).kind for m in opening.melds}
    assert MeldKind.RUN in kinds
    assert sum(len(m) for m in opening.melds) == 7
    all_allowed(game, found)


def test_an_opening_short_of_its_points_is_never_proposed() -> None:
    game = position("rummy51", ["2H 3H 4H 5C 5D 5S 9C KD", OTHER])  # 9 + 15 points
    assert hint_for(game).steps == ()


def test_once_opened_each_meld_and_lay_off_is_a_step_the_referee_allows() -> None:
    game = position(
        "rummy30",
        ["8S 3D 3C 3H 9C KD", "2H 2D"],
        table=(("5S 6S 7S", 1), ("QH QD QC", 1)),
        opened=(0, 1),
    )
    found = hint_for(game)
    kinds = [s.kind for s in found.steps]
    assert kinds == [StepKind.MELD, StepKind.LAY_OFF]
    meld, lay_off = found.steps
    assert faces(meld.cards) == ["3C", "3D", "3H"]
    assert isinstance(lay_off.action, LayOff) and lay_off.meld == 0
    assert faces(lay_off.cards) == ["8S"]
    all_allowed(game, found)
    assert found.discard is not None and str(found.discard) in ("9C", "KD")


def test_basic_rummy_lays_each_meld_as_a_step_and_keeps_a_card_to_discard() -> None:
    game = position(
        "rummy",
        ["4D 5D 6D 7D 9C 9H 9S KC", "2H 2D"],
        table=(("QH QD QC", 1),),
        opened=(0, 1),
    )
    found = hint_for(game)
    all_allowed(game, found)
    assert [s.kind for s in found.steps] == [StepKind.MELD, StepKind.MELD]
    assert sorted(faces(s.cards) for s in found.steps) == [
        ["4D", "5D", "6D", "7D"],
        ["9C", "9H", "9S"],
    ]
    assert found.discard is not None and str(found.discard) == "KC"


def test_a_card_taken_that_cannot_be_used_is_to_be_put_back() -> None:
    game = position("rummy51", ["7H 8H KS 2C 5D 9S 3C", OTHER], pile="4C 9H", phase=Phase.DRAW)
    play(game, TakePile(1))  # the 9H makes a run, but 24 points do not open 51
    (step,) = hint_for(game).steps
    assert step.kind is StepKind.PUT_BACK and step.action == GiveBack()
    assert refusal(game, step.action) is None


def test_500_rum_lays_the_card_that_must_be_used_first() -> None:
    game = position(
        "rum500", ["5C 6C 2H 2D 2S JD", "KH KD"], pile="9S 7C TH", opened=(0,), phase=Phase.DRAW
    )
    (take,) = hint_for(game).steps
    assert take.kind is StepKind.TAKE_PILE
    play(game, take.action)
    found = hint_for(game)
    assert found.steps
    must = game.memory.must_use
    assert must is not None and must in found.steps[0].cards
    all_allowed(game, found)


def test_the_hint_follows_the_moves_made_and_undo_brings_a_step_back() -> None:
    game = position(
        "rummy30",
        ["8S 3D 3C 3H 9C KD", "2H 2D"],
        table=(("5S 6S 7S", 1),),
        opened=(0, 1),
    )
    hinter = CardHinter()
    job = hinter.job(game, 1, may_take=False)
    assert hinter.searching
    hinter.found(game, job(CancelFlag()), 1)
    hint = hinter.hint
    assert hint is not None and len(hint.steps) == 2 and hint.done == 0
    assert hinter.due() == hint.steps[:1]
    assert hinter.next_step() and hinter.due() == hint.steps
    before = list(game.history)
    # The first step made by hand, with the cards in another order: it counts as made.
    first = hint.steps[0].action
    assert isinstance(first, LayMelds)
    play(game, LayMelds((tuple(reversed(first.melds[0])),)))
    hinter.follow(game, True, 1)
    assert hinter.hint is not None and hinter.hint.done == 1 and hinter.step == 0
    # Undo: the history is as before, and the step is to be made again.
    game.history[:] = before
    after = follow(hinter.hint, game.history, 1)
    assert after is not None and after.done == 0 and after.steps == hint.steps
    # Another turn forgets it; so does leaving the person's turn.
    assert follow(hint, game.history, 2) is None
    hinter.follow(game, False, 1)
    assert hinter.hint is None and not hinter.searching


def test_a_move_another_way_forgets_the_hint() -> None:
    game = position(
        "rummy30",
        ["8S 3D 3C 3H 9C KD", "2H 2D"],
        table=(("5S 6S 7S", 1),),
        opened=(0, 1),
    )
    hinter = CardHinter()
    hinter.found(game, hinter.job(game, 1, may_take=False)(CancelFlag()), 1)
    assert hinter.hint is not None
    (eight,) = (c for c in game.seats[0].hand if c.face == parse_faces("8S")[0])
    play(game, LayOff(0, (eight,)))  # the lay-off first: not the hint's first step
    hinter.follow(game, True, 1)
    assert hinter.hint is None


def test_a_hint_found_after_the_person_moved_is_dropped() -> None:
    game = position(
        "rummy30",
        ["8S 3D 3C 3H 9C KD", "2H 2D"],
        table=(("5S 6S 7S", 1),),
        opened=(0, 1),
    )
    hinter = CardHinter()
    job = hinter.job(game, 1, may_take=False)
    (eight,) = (c for c in game.seats[0].hand if c.face == parse_faces("8S")[0])
    play(game, LayOff(0, (eight,)))
    hinter.found(game, job(CancelFlag()), 1)
    assert hinter.hint is None and not hinter.searching
