"""What a drop on the card table means: one reading for the game and the tutorial.

The tutorial promises that what the learner does there is what they will do
in a game, so the two windows must read a drop alike: the stock or the pile
onto the hand draws, cards onto the table meld, onto a meld lay off or win
its joker, onto a meld being built join it, onto the pile discard, onto the
hand move. The reading was written in each window and had drifted (the
tutorial had fewer words for a drop that means nothing); it is written here
once, and each window keeps only how it shows a refusal and how it lays a
meld (the game asks which suit a joker stands for).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from rummy_desktop.app.cards.board import CardBoard
from rummy_desktop.app.i18n import translate
from rummy_desktop.cards.core.actions import Side
from rummy_desktop.cards.core.cards import Card
from rummy_desktop.ui.cards.scene import Role, Target
from rummy_desktop.ui.cards.view import Grab

Answer = TypeVar("Answer", covariant=True)
"""What a table answers a move: the home game's result, or whether an online move was sent."""


class CardIntents(Protocol[Answer]):
    """The moves a drop can ask of a card table, at home or online."""

    @property
    def board(self) -> CardBoard: ...
    def draw_stock(self) -> Answer: ...
    def take_pile(self, count: int, /) -> Answer: ...
    def take_back_staged(self, index: int, /) -> Answer: ...
    def discard(self, card: Card, /) -> Answer: ...
    def put_on_meld(
        self, meld: int, cards: Sequence[Card], side: Side, on_joker: bool, /
    ) -> Answer: ...
    def arrange_hand(self, cards: Sequence[Card], /) -> Answer: ...


R = TypeVar("R")


def where_to_drop(role: Role) -> str:
    """Where what was picked up may go, for a drop that means nothing."""
    if role in (Role.STOCK, Role.PILE):
        return translate("CardWindow", "Drop the card on your hand to take it.")
    if role is Role.STAGED:
        return translate("CardWindow", "Drop the meld on your hand to take it back.")
    return translate(
        "CardWindow",
        "Drop cards on the table to meld, on a meld to lay off, on the pile to discard.",
    )


def play_drop(
    controller: CardIntents[R],
    grab: Grab,
    target: Target,
    *,
    hand: Sequence[Card],
    lay: Callable[[Sequence[Card]], R],
    stage: Callable[[int, Sequence[Card]], R] | None = None,
) -> R | str:
    """Play what the drop means, and return the table's answer.

    Args:
        hand: the hand as the window shows it (its sort), which a drop onto
            the hand rearranges.
        lay: lays cards as a new meld (the window's own way).
        stage: adds cards to a meld being built, where the table builds
            melds before laying them (None: a drop there means nothing).

    Returns:
        The table's answer, or the window's own words when the drop means
        nothing the rules need judge (dropped nowhere useful, two cards on
        the pile).
    """
    c = controller
    if grab.role is Role.STOCK and target.role is Role.HAND:
        return c.draw_stock()
    if grab.role is Role.PILE and target.role is Role.HAND:
        return c.take_pile(grab.depth if c.board.spread else 1)
    if grab.role is Role.STAGED and target.role is Role.HAND:
        return c.take_back_staged(grab.index)
    if grab.role is not Role.HAND:
        return where_to_drop(grab.role)
    cards = grab.cards
    if target.role is Role.PILE:
        if len(cards) != 1:
            return translate("CardWindow", "Discard one card at a time.")
        return c.discard(cards[0])
    if target.role is Role.MELD:
        side = Side.HIGH if target.high else Side.LOW
        return c.put_on_meld(target.index, cards, side, target.on_joker)
    if target.role is Role.STAGED and stage is not None:
        return stage(target.index, cards)
    if target.role is Role.HAND:
        shown = list(hand)
        place = target.index - sum(1 for card in shown[: target.index] if card in cards)
        rest = [card for card in shown if card not in cards]
        return c.arrange_hand(rest[:place] + list(cards) + rest[place:])
    if target.role is None:
        return lay(cards)
    return where_to_drop(grab.role)


__all__ = ["CardIntents", "play_drop", "where_to_drop"]
