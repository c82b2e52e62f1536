"""The card referee's sentences, listed for Qt's translation tools.

``rummy_desktop.cards.core.wording`` holds them as plain constants (the card
engine has no Qt); ``lupdate`` only finds literal strings in marked calls, so
they are listed again here, one literal each, as ``ui/rule_words.py`` does for
the tiles. ``tests/app/test_card_words.py`` checks that both lists agree.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from rummy_desktop.app.i18n import QT_TRANSLATE_NOOP, fill, translate
from rummy_desktop.app.rule_speech import respeak
from rummy_desktop.cards.core.actions import (
    CardAction,
    Discard,
    DrawStock,
    ExchangeJoker,
    GiveBack,
    LayMelds,
    LayOff,
    NextRound,
    TakePile,
)
from rummy_desktop.cards.core.cards import RANK_LETTERS, Card, Face, Suit, parse_faces
from rummy_desktop.cards.core.referee import play
from rummy_desktop.cards.core.state import CardGame, new_card_game
from rummy_desktop.core.errors import IllegalMove, RummyError
from rummy_desktop.core.wording import Phrase

# fmt: off
TEMPLATES: Final = (
    QT_TRANSLATE_NOOP("CardRules", "you have drawn already: meld, lay off or discard"),
    QT_TRANSLATE_NOOP("CardRules", "the turn of your opening must end with a discard that is not a joker"),  # noqa: E501
    QT_TRANSLATE_NOOP("CardRules", "{card} was just taken from the discard pile and may not be discarded"),  # noqa: E501
    QT_TRANSLATE_NOOP("CardRules", "{card} is a twin of a card just taken from the discard pile and may not be discarded"),  # noqa: E501
    QT_TRANSLATE_NOOP("CardRules", "begin your turn by drawing: from the stock or the discard pile"),  # noqa: E501
    QT_TRANSLATE_NOOP("CardRules", "the round is over"),
    QT_TRANSLATE_NOOP("CardRules", "the match is over"),
    QT_TRANSLATE_NOOP("CardRules", "the joker's card is fixed: it stays {card}"),
    QT_TRANSLATE_NOOP("CardRules", "the joker in a set of three is won only by laying both missing suits ({cards})"),  # noqa: E501
    QT_TRANSLATE_NOOP("CardRules", "the joker stands for {card}: only that card may take its place"),  # noqa: E501
    QT_TRANSLATE_NOOP("CardRules", "keep one card to discard: the last card must be discarded"),
    QT_TRANSLATE_NOOP("CardRules", "you may lay off only after laying a meld of your own"),
    QT_TRANSLATE_NOOP("CardRules", "the cards share neither a suit (run) nor a rank (set)"),
    QT_TRANSLATE_NOOP("CardRules", "a meld needs at least one card that is not a joker"),
    QT_TRANSLATE_NOOP("CardRules", "a meld may hold at most {max} jokers"),
    QT_TRANSLATE_NOOP("CardRules", "a meld may hold only one joker"),
    QT_TRANSLATE_NOOP("CardRules", "a meld needs at least 3 cards"),
    QT_TRANSLATE_NOOP("CardRules", "{card}, taken from the discard pile, must be used in your opening"),  # noqa: E501
    QT_TRANSLATE_NOOP("CardRules", "{card}, taken from the discard pile, must be used in a meld or lay-off now"),  # noqa: E501
    QT_TRANSLATE_NOOP("CardRules", "only cards just taken from the discard pile may be put back"),
    QT_TRANSLATE_NOOP("CardRules", "choose at least one card"),
    QT_TRANSLATE_NOOP("CardRules", "{cards} is not in your hand"),
    QT_TRANSLATE_NOOP("CardRules", "keep a card you may discard: {cards} may not end this turn"),
    QT_TRANSLATE_NOOP("CardRules", "meld {number} holds no joker"),
    QT_TRANSLATE_NOOP("CardRules", "there is no meld {number} on the table"),
    QT_TRANSLATE_NOOP("CardRules", "there is no seat {number}"),
    QT_TRANSLATE_NOOP("CardRules", "the opening must contain at least one run"),
    QT_TRANSLATE_NOOP("CardRules", "an opening is laid in one go: all its melds together"),
    QT_TRANSLATE_NOOP("CardRules", "an opening needs at least {needed} points; these melds make {points}"),  # noqa: E501
    QT_TRANSLATE_NOOP("CardRules", "you may lay off only after your opening"),
    QT_TRANSLATE_NOOP("CardRules", "you may win a joker only after your opening"),
    QT_TRANSLATE_NOOP("CardRules", "the discard pile is empty"),
    QT_TRANSLATE_NOOP("CardRules", "cards put back may not be taken again this turn: draw from the stock"),  # noqa: E501
    QT_TRANSLATE_NOOP("CardRules", "before opening, the top discard may be taken only to use it in your opening this turn"),  # noqa: E501
    QT_TRANSLATE_NOOP("CardRules", "the discard pile holds only {count} cards"),
    QT_TRANSLATE_NOOP("CardRules", "only the top card of the discard pile may be taken"),
    QT_TRANSLATE_NOOP("CardRules", "the round is still being played"),
    QT_TRANSLATE_NOOP("CardRules", "a run cannot turn the corner from king to ace to 2 ({cards})"),
    QT_TRANSLATE_NOOP("CardRules", "the cards of a run must follow one another ({cards})"),
    QT_TRANSLATE_NOOP("CardRules", "at most {limit} cards may be added to one run in a turn; three or more in sequence are laid as a new run"),  # noqa: E501
    QT_TRANSLATE_NOOP("CardRules", "a run goes from ace to king, or 2 to ace, never further"),
    QT_TRANSLATE_NOOP("CardRules", "a hand is arranged with exactly its own cards"),
    QT_TRANSLATE_NOOP("CardRules", "the joker cannot stand for {card}: that suit is already in the set"),  # noqa: E501
    QT_TRANSLATE_NOOP("CardRules", "a set cannot hold two cards of the same suit ({cards})"),
    QT_TRANSLATE_NOOP("CardRules", "a set has at most 4 cards, one of each suit"),
)
# fmt: on


CARD_ARGUMENTS: Final = frozenset({"card", "cards"})
"""The names under which the card referee's templates carry cards in notation."""


def say_card(words: Phrase) -> str:
    """A phrase of the card referee in the language of the window, cards as printed on them.

    The referee writes cards in notation (``7C``), a contract for tools; the
    window shows them as the cards do (``7\u2663``).
    """
    spoken = respeak(words, CARD_ARGUMENTS, _cards_as_printed)
    return spoken.render(lambda template: translate("CardRules", template))


def _cards_as_printed(text: str) -> str:
    try:
        faces = parse_faces(text)
    except RummyError:  # not notation after all: say it as it was written
        return text
    return " ".join(face_text(face) for face in faces) if faces else text


def refusal_text(why: IllegalMove) -> str:
    """A refusal in the player's language (its English message when it has no phrase)."""
    return say_card(why.words) if why.words is not None else str(why)


SUIT_SYMBOLS: Final[dict[Suit, str]] = {
    Suit.CLUBS: "\u2663",
    Suit.DIAMONDS: "\u2666",
    Suit.HEARTS: "\u2665",
    Suit.SPADES: "\u2660",
}
"""The suits as the cards show them; the same in every language."""


def rank_text(rank: int) -> str:
    """A rank as printed on a card: A, 2-10, J, Q, K."""
    letter = RANK_LETTERS[rank - 1]
    return "10" if letter == "T" else letter


def card_text(card: Card) -> str:
    """A card as people write it: ``10\u2665``, ``Q\u2660``, or the word joker."""
    if card.suit is None:
        return translate("CardWords", "joker")
    return rank_text(card.rank) + SUIT_SYMBOLS[card.suit]


def face_text(face: Face) -> str:
    """What a joker stands for, written like a card."""
    return card_text(Card(face))


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(card_text(card) for card in cards)


def action_line(name: str, action: CardAction, after: CardGame) -> str:
    """What ``name`` just did, as the status bar and the replay tell it.

    Told in the past tense, which reads well whoever the player is ("You drew",
    "Ann drew"), as the tile log does.

    ``after`` is the game right after the action (it knows the cards a
    take from the pile took); "" for an action that is no move of the play
    (a hand put in order, a new deal).
    """
    if isinstance(action, DrawStock):
        return fill(translate("CardController", "%1 drew from the stock."), name)
    if isinstance(action, TakePile):
        return fill(
            translate("CardController", "%1 took %2 from the discard pile."),
            name,
            cards_text(after.memory.taken),
        )
    if isinstance(action, GiveBack):
        taken = next((a.count for a in reversed(after.history) if isinstance(a, TakePile)), 0)
        back = after.pile[-taken:] if taken else []
        return fill(
            translate("CardController", "%1 put %2 back on the pile."), name, cards_text(back)
        )
    if isinstance(action, LayMelds):
        melds = " | ".join(cards_text(meld) for meld in action.melds)
        return fill(translate("CardController", "%1 laid %2."), name, melds)
    if isinstance(action, LayOff):
        return fill(translate("CardController", "%1 laid off %2."), name, cards_text(action.cards))
    if isinstance(action, ExchangeJoker):
        return fill(
            translate("CardController", "%1 won a joker with %2."), name, cards_text(action.cards)
        )
    if isinstance(action, Discard):
        return fill(translate("CardController", "%1 discarded %2."), name, card_text(action.card))
    return ""


def dealt_line(round_number: int) -> str:
    """A new deal, as the log tells it (rounds counted from 1)."""
    return fill(translate("CardController", "Round %1 is dealt."), round_number)


def told_history(game: CardGame) -> list[str]:
    """Every line the window has said of ``game``'s play, for a game opened again.

    The record replays from the game's seed; a position set up by hand (the
    tutorial's deals) has no seed to replay from and nothing to tell.
    """
    if not game.history:
        return []
    names = [seat.name for seat in game.seats]
    replayed = new_card_game(game.rules, names, game.seed)
    lines: list[str] = []
    try:
        for action in game.history:
            seat = replayed.turn
            play(replayed, action)
            if isinstance(action, NextRound):
                lines.append(dealt_line(replayed.round_no + 1))
            elif line := action_line(names[seat], action, replayed):
                lines.append(line)
    except RummyError:
        return []
    return lines
