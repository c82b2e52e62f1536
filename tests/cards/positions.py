"""Card positions written in notation, with every card of the pack somewhere.

``position("rummy51", hands=["7H 8H 9H 2C", "KS KD KC 4D"], pile="5S")``
gives a game where seat 0 is on turn; cards not named go to the stock,
below any named stock cards, so the pack is always conserved
(:func:`rummy_desktop.cards.core.position.build_position` builds it).
"""

from __future__ import annotations

from rummy_desktop.cards.core.cards import Card, parse_faces
from rummy_desktop.cards.core.position import build_position
from rummy_desktop.cards.core.rules import CardRules, card_preset
from rummy_desktop.cards.core.state import CardGame, Phase


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
    """Seat 0 on turn, after its draw unless ``phase`` says otherwise.

    The cards not named lie below the named stock in pack order (not
    shuffled), so a test that draws past the named cards knows what comes.
    """
    rules = card_preset(game) if isinstance(game, str) else game
    if packs is not None:
        rules = rules.with_options(packs=packs)
    return build_position(
        rules,
        hands,
        pile=pile,
        stock=stock,
        table=table,
        opened=opened,
        phase=phase,
        seed=1,
        shuffle_rest=False,
    )


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
