"""What the card referee says, as translatable phrases (see rummy_desktop.core.wording).

The templates are literal constants so a window can list them for its translator.
"""

from __future__ import annotations

from typing import Final

from rummy_desktop.core.wording import Phrase, phrase

__all__ = ["Phrase", "phrase"]

# -- melds ------------------------------------------------------------------------
MELD_TOO_SHORT: Final = "a meld needs at least 3 cards"
MELD_ONLY_JOKERS: Final = "a meld needs at least one card that is not a joker"
MELD_TOO_MANY_JOKERS: Final = "a meld may hold at most {max} jokers"
MELD_ONE_JOKER: Final = "a meld may hold only one joker"
MELD_MIXED: Final = "the cards share neither a suit (run) nor a rank (set)"
SET_TOO_LONG: Final = "a set has at most 4 cards, one of each suit"
SET_SAME_SUIT: Final = "a set cannot hold two cards of the same suit ({cards})"
SET_JOKER_SUIT: Final = "the joker cannot stand for {card}: that suit is already in the set"
RUN_CORNER: Final = "a run cannot turn the corner from king to ace to 2 ({cards})"
RUN_GAP: Final = "the cards of a run must follow one another ({cards})"
RUN_OFF_END: Final = "a run goes from ace to king, or 2 to ace, never further"
JOKER_CARD_CHANGES: Final = "the joker's card is fixed: it stays {card}"

# -- the turn -----------------------------------------------------------------------
GAME_OVER: Final = "the round is over"
MATCH_OVER: Final = "the match is over"
DRAW_FIRST: Final = "begin your turn by drawing: from the stock or the discard pile"
ALREADY_DREW: Final = "you have drawn already: meld, lay off or discard"
PILE_EMPTY: Final = "the discard pile is empty"
PILE_GIVEN_BACK: Final = "cards put back may not be taken again this turn: draw from the stock"
PILE_TOO_DEEP: Final = "the discard pile holds only {count} cards"
PILE_TOP_ONLY: Final = "only the top card of the discard pile may be taken"
PILE_NEEDS_OPENING: Final = (
    "before opening, the top discard may be taken only to use it in your opening this turn"
)
MUST_USE_NOW: Final = "{card}, taken from the discard pile, must be used in a meld or lay-off now"
MUST_OPEN_WITH: Final = "{card}, taken from the discard pile, must be used in your opening"
NOTHING_TO_GIVE_BACK: Final = "only cards just taken from the discard pile may be put back"
NOT_IN_HAND: Final = "{cards} is not in your hand"
OPENING_SHORT: Final = "an opening needs at least {needed} points; these melds make {points}"
OPENING_NEEDS_RUN: Final = "the opening must contain at least one run"
OPEN_FIRST: Final = "you may lay off only after your opening"
MELD_FIRST: Final = "you may lay off only after laying a meld of your own"
OPENING_ONE_GO: Final = "an opening is laid in one go: all its melds together"
NO_SUCH_MELD: Final = "there is no meld {number} on the table"
RUN_LIMIT: Final = (
    "at most {limit} cards may be added to one run in a turn; "
    "three or more in sequence are laid as a new run"
)
KEEP_A_DISCARD: Final = "keep one card to discard: the last card must be discarded"
NO_FREE_DISCARD: Final = "keep a card you may discard: {cards} may not end this turn"
DISCARD_JUST_TAKEN: Final = "{card} was just taken from the discard pile and may not be discarded"
DISCARD_TWIN: Final = (
    "{card} is a twin of a card just taken from the discard pile and may not be discarded"
)
DISCARD_JOKER_OPENING: Final = (
    "the turn of your opening must end with a discard that is not a joker"
)
NO_JOKER_THERE: Final = "meld {number} holds no joker"
JOKER_NEEDS_CARD: Final = "the joker stands for {card}: only that card may take its place"
OPEN_FIRST_JOKER: Final = "you may win a joker only after your opening"
JOKER_NEEDS_BOTH: Final = (
    "the joker in a set of three is won only by laying both missing suits ({cards})"
)
NOTHING_TO_LAY: Final = "choose at least one card"
ROUND_NOT_OVER: Final = "the round is still being played"
NO_SUCH_SEAT: Final = "there is no seat {number}"
SAME_CARDS: Final = "a hand is arranged with exactly its own cards"

ALL_TEMPLATES: Final = tuple(
    value
    for name, value in sorted(globals().items())
    if name.isupper() and isinstance(value, str) and name != "ALL_TEMPLATES"
)
"""Every sentence the card referee can say, for a window's translation list."""
