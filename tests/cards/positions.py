"""Card positions written in notation, with every card of the pack somewhere.

``position("rummy51", hands=["7H 8H 9H 2C", "KS KD KC 4D"], pile="5S")``
gives a game where seat 0 is on turn; cards not named go to the stock,
below any named stock cards, so the pack is always conserved.
"""

from __future__ import annotations

from rummy_desktop.cards.core.cards import Card, make_pack, parse_faces
from rummy_desktop.cards.core.melds import judge_meld
from rummy_desktop.cards.core.rules import CardRules, card_preset
from rummy_desktop.cards.core.state import (
    CardGame,
    Phase,
    SeatState,
    TableMeld,
    TurnMemory,
)


class Pool:
    """The cards of a pack not placed yet; ``take`` hands out identities in order."""

    def __init__(self, cards: tuple[Card, ...]) -> None:
        self.left = list(cards)

    def take(self, text: str) -> list[Card]:
        out = []
        for face in parse_faces(text):
            card = next(c for c in self.left if c.face == face)
            self.left.remove(card)
            out.append(card)
        return out


def position(
    game: str | CardRules,
    hands: list[str],
    pile: str = "",
    stock: str = "",
    table: tuple[tuple[str, int], ...] = (),
    opened: tuple[int, ...] = (),
    phase: Phase = Phase.PLAY,
    packs: int | None = None,
) -> CardGame:
    rules = card_preset(game) if isinstance(game, str) else game
    pack = make_pack(packs or rules.pack_count(len(hands)), rules.jokers)
    pool = Pool(pack)
    seats = [SeatState(f"P{i}", pool.take(hand)) for i, hand in enumerate(hands)]
    laid = []
    for text, seat in table:
        meld = judge_meld(pool.take(text), rules.max_jokers_per_meld)
        laid.append(TableMeld(meld, [seat] * len(meld.cards)))
        seats[seat].opened = True
    for seat in opened:
        seats[seat].opened = True
    pile_cards = pool.take(pile)
    named_stock = pool.take(stock)
    result = CardGame(rules, seats, seed=1, pack=pack)
    result.pile = pile_cards
    result.stock = pool.left + named_stock[::-1]
    result.table = laid
    result.phase = phase
    result.memory = TurnMemory(opened_before=seats[0].opened)
    result.check_conservation()
    return result


def hand(game: CardGame, seat: int = 0) -> str:
    return " ".join(str(card) for card in game.seats[seat].hand)


def card(game: CardGame, text: str, seat: int = 0) -> Card:
    """The card of ``seat``'s hand shown as ``text`` (the first such copy)."""
    (face,) = parse_faces(text)
    return next(c for c in game.seats[seat].hand if c.face == face)


def cards(game: CardGame, text: str, seat: int = 0) -> tuple[Card, ...]:
    left = list(game.seats[seat].hand)
    out = []
    for face in parse_faces(text):
        found = next(c for c in left if c.face == face)
        left.remove(found)
        out.append(found)
    return tuple(out)
