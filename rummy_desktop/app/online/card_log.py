"""What was played at a card table, told from one seat's views, one line per move.

A card table sends each seat its view after every change, but no log of the
moves: the lines are found here by comparing a view with the one before it,
from what every seat may see (the stock's size, the pile, the melds on the
table with who laid them, each hand's size). They are worded as the card
game at home words its log (:func:`rummy_desktop.app.cards.words.action_line`):
"Ann drew from the stock.", "Bob laid 7♥ 8♥ 9♥.", "Ann discarded Q♠.".
A card drawn from the stock is never named; nothing here knows more than the
seat's own view.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from rummy_desktop.app.cards.words import card_text, cards_text, dealt_line
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.online.chat import one_line
from rummy_desktop.cards.core.cards import Card, parse_face
from rummy_desktop.core.errors import RummyError


def card_of(text: str) -> Card:
    """A card as the table names it (``"QS:1"``).

    Raises:
        RummyError: not a card.
    """
    face, _, copy = text.partition(":")
    if not copy.isdigit():
        raise RummyError(f"{text!r} is not a card")
    return Card(parse_face(face), int(copy))


def _card(text: Any) -> Card | None:
    """The card, or None: a log line is left out rather than the view refused."""
    try:
        return card_of(str(text))
    except RummyError:
        return None


def _cards(texts: Any) -> list[Card]:
    cards = [_card(t) for t in texts] if isinstance(texts, list) else []
    return [c for c in cards if c is not None]


def _melds(view: dict[str, Any]) -> list[list[str]]:
    table = view.get("table")
    return [
        [str(c) for c in meld.get("cards", [])]
        for meld in (table if isinstance(table, list) else [])
        if isinstance(meld, dict)
    ]


def _int(view: dict[str, Any], key: str) -> int:
    value = view.get(key, 0)
    return value if isinstance(value, int) else 0


def move_lines(before: dict[str, Any] | None, after: dict[str, Any]) -> list[str]:
    """The moves between two views of one seat, in the order they are made in a turn.

    Args:
        before: the view before (None: the first view seen, which tells nothing).
        after: the view now.
    """
    if before is None:
        return []
    if _int(after, "round") != _int(before, "round"):
        return [dealt_line(_int(after, "round"))]
    names = [one_line(n) for n in after.get("names", [])]
    seat = _int(before, "turn")
    name = names[seat] if 0 <= seat < len(names) else str(seat + 1)
    lines: list[str] = []
    drew = _int(after, "stock_count") < _int(before, "stock_count")
    # A turn ends with a discard: the view after it may hold the whole turn (a computer's).
    ended = _int(after, "turn") != seat or after.get("phase") in ("round_over", "match_over")
    change = _int(after, "pile_count") - _int(before, "pile_count") - (1 if ended else 0)
    if drew:
        lines.append(fill(translate("CardController", "%1 drew from the stock."), name))
    pile = _cards(before.get("pile"))
    if change < 0 and pile:
        taken = pile[change:] if len(pile) >= -change else pile[-1:]
        lines.append(
            fill(
                translate("CardController", "%1 took %2 from the discard pile."),
                name,
                cards_text(taken),
            )
        )
    elif change > 0 and not ended:
        back = _cards(after.get("pile"))[-change:]
        lines.append(
            fill(translate("CardController", "%1 put %2 back on the pile."), name, cards_text(back))
        )
    lines += _table_lines(name, _melds(before), _melds(after))
    top = _cards(after.get("pile"))
    if ended and top:
        lines.append(
            fill(translate("CardController", "%1 discarded %2."), name, card_text(top[-1]))
        )
    return lines


def _table_lines(name: str, before: Sequence[list[str]], after: Sequence[list[str]]) -> list[str]:
    """New melds, cards laid off, and jokers won, by comparing the melds on the table."""
    lines: list[str] = []
    laid = [_cards(meld) for meld in after[len(before) :]]
    if laid:
        melds = " | ".join(cards_text(meld) for meld in laid)
        lines.append(fill(translate("CardController", "%1 laid %2."), name, melds))
    for old, new in zip(before, after, strict=False):
        added = list((Counter(new) - Counter(old)).elements())
        gone = list((Counter(old) - Counter(new)).elements())
        if not added:
            continue
        cards = _cards(added)
        if any(card is not None and card.suit is None for card in _cards(gone)):
            lines.append(
                fill(
                    translate("CardController", "%1 won a joker with %2."), name, cards_text(cards)
                )
            )
        else:
            lines.append(
                fill(translate("CardController", "%1 laid off %2."), name, cards_text(cards))
            )
    return lines
