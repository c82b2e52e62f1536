"""One reading of a drop on the card table, for the card window and the tutorial alike."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import cast

import pytest

from rummy_desktop.app.cards.controller import CardController, CardResult
from rummy_desktop.cards.core.actions import Side
from rummy_desktop.cards.core.cards import Card, parse_faces
from rummy_desktop.ui.cards.drops import play_drop, where_to_drop
from rummy_desktop.ui.cards.scene import Role, Target
from rummy_desktop.ui.cards.view import Grab

OK = CardResult(True)


@dataclass
class Board:
    spread: bool = False


@dataclass
class Recorder:
    """Stands in for the controller and writes down what it was asked."""

    board: Board = field(default_factory=Board)
    asked: list[tuple[object, ...]] = field(default_factory=list)

    def draw_stock(self) -> CardResult:
        self.asked.append(("draw",))
        return OK

    def take_pile(self, count: int) -> CardResult:
        self.asked.append(("take", count))
        return OK

    def take_back_staged(self, index: int) -> CardResult:
        self.asked.append(("unstage", index))
        return OK

    def discard(self, card: Card) -> CardResult:
        self.asked.append(("discard", str(card)))
        return OK

    def put_on_meld(
        self, index: int, cards: Sequence[Card], side: Side, on_joker: bool
    ) -> CardResult:
        self.asked.append(("lay off", index, len(cards), side, on_joker))
        return OK

    def add_to_staged(self, index: int, cards: Sequence[Card]) -> CardResult:
        self.asked.append(("stage", index, len(cards)))
        return OK

    def arrange_hand(self, cards: Sequence[Card]) -> CardResult:
        self.asked.append(("arrange", " ".join(str(c) for c in cards)))
        return OK


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card(face) for face in parse_faces(text))


def drop(
    recorder: Recorder, grab: Grab, target: Target, hand: str = "", *, staging: bool = True
) -> CardResult | str:
    laid: list[str] = []

    def lay(chosen: Sequence[Card]) -> CardResult:
        laid.append(" ".join(str(c) for c in chosen))
        recorder.asked.append(("lay", laid[-1]))
        return OK

    controller = cast(CardController, recorder)
    stage = recorder.add_to_staged if staging else None
    return play_drop(controller, grab, target, hand=cards(hand), lay=lay, stage=stage)


@pytest.mark.parametrize(
    ("grab", "target", "asked"),
    [
        (Grab(Role.STOCK), Target(Role.HAND), ("draw",)),
        (Grab(Role.PILE, depth=3), Target(Role.HAND), ("take", 1)),  # no spread pile: the top
        (Grab(Role.STAGED, index=2), Target(Role.HAND), ("unstage", 2)),
        (Grab(Role.HAND, cards("7H")), Target(Role.PILE), ("discard", "7H")),
        (
            Grab(Role.HAND, cards("7H 8H")),
            Target(Role.MELD, 1, high=True),
            ("lay off", 1, 2, Side.HIGH, False),
        ),
        (Grab(Role.HAND, cards("7H")), Target(Role.STAGED, 0), ("stage", 0, 1)),
        (Grab(Role.HAND, cards("7H 8H 9H")), Target(None), ("lay", "7H 8H 9H")),
    ],
)
def test_each_drop_asks_the_controller_for_its_one_move(
    grab: Grab, target: Target, asked: tuple[object, ...]
) -> None:
    recorder = Recorder()
    assert drop(recorder, grab, target) is OK
    assert recorder.asked == [asked]


def test_a_spread_pile_is_taken_as_deep_as_it_was_grabbed() -> None:
    recorder = Recorder(Board(spread=True))
    drop(recorder, Grab(Role.PILE, depth=3), Target(Role.HAND))
    assert recorder.asked == [("take", 3)]


def test_a_card_dropped_into_the_hand_moves_to_the_place_shown() -> None:
    recorder = Recorder()
    drop(recorder, Grab(Role.HAND, cards("9D")), Target(Role.HAND, 1), hand="KS 7H 9D 3C")
    assert recorder.asked == [("arrange", "KS 9D 7H 3C")]


@pytest.mark.parametrize(
    ("grab", "target", "words"),
    [
        (Grab(Role.STOCK), Target(Role.PILE), where_to_drop(Role.STOCK)),
        (Grab(Role.STAGED), Target(Role.MELD), where_to_drop(Role.STAGED)),
        (Grab(Role.HAND, cards("7H")), Target(Role.STOCK), where_to_drop(Role.HAND)),
        (Grab(Role.HAND, cards("7H 8H")), Target(Role.PILE), "Discard one card at a time."),
    ],
)
def test_a_drop_that_means_nothing_is_answered_in_words_and_asks_nothing(
    grab: Grab, target: Target, words: str
) -> None:
    recorder = Recorder()
    assert drop(recorder, grab, target) == words
    assert recorder.asked == []


def test_a_table_that_builds_no_melds_answers_a_drop_there_in_words() -> None:
    """Online, melds are not built before they are laid: a drop on one means nothing."""
    recorder = Recorder()
    grab, target = Grab(Role.HAND, cards("7H")), Target(Role.STAGED, 0)
    assert drop(recorder, grab, target, staging=False) == where_to_drop(Role.HAND)
    assert recorder.asked == []
