"""Card games in a known position, for the card table's tests.

A game is dealt from a seed, then its cards are handed out as the test
says: each hand from notation, the discard pile from notation (bottom
first), the rest in the stock in their dealt order. Every card of the pack
stays in exactly one place, so the referee judges the position as it would
a dealt one.
"""

from __future__ import annotations

from collections.abc import Sequence

from rummy_desktop.cards.core.cards import Card, parse_faces
from rummy_desktop.cards.core.rules import CardRules, card_preset
from rummy_desktop.cards.core.state import CardGame, Phase, TurnMemory, new_card_game


def card_position(
    game_name: str | CardRules,
    hands: Sequence[str],
    pile: str = "",
    *,
    names: Sequence[str] = ("Ann", "Computer"),
    stock_top: str = "",
    turn: int = 0,
    opened: Sequence[bool] = (),
    seed: int = 5,
) -> CardGame:
    """A game whose hands, pile and stock top are as written; seat ``turn`` is to draw."""
    rules = card_preset(game_name) if isinstance(game_name, str) else game_name
    game = new_card_game(rules, list(names), seed)
    free = list(game.stock) + list(game.pile) + [c for s in game.seats for c in s.hand]

    def take(text: str) -> list[Card]:
        cards = []
        for face in parse_faces(text):
            card = next(c for c in free if c.face == face)
            free.remove(card)
            cards.append(card)
        return cards

    for seat, text in zip(game.seats, hands, strict=True):
        seat.hand = take(text)
    game.pile = take(pile)
    top = take(stock_top)
    game.stock = free + list(reversed(top))
    for seat, was_open in zip(game.seats, opened, strict=False):
        seat.opened = was_open
    game.turn = turn
    game.phase = Phase.DRAW
    game.memory = TurnMemory(opened_before=game.seats[turn].opened)
    game.check_conservation()
    return game
