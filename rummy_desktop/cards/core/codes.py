"""The card referee's stable refusal codes: one per rule of CARD_RULES.md.

Every refusal of the card referee carries one of these codes beside its
phrase (``IllegalMove.code``), so ``judge --game``, the online table, the
window and the computer players name the rule that refused a step without
reading English. The codes are a contract (listed in the README): a code is
never renamed, and a new rule gets a new code.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final

from rummy_desktop.cards.core import wording as w
from rummy_desktop.core.errors import IllegalMove


class CardCode(StrEnum):
    """Why the card referee refused a step (the README explains each)."""

    ROUND_OVER = "round_over"
    MATCH_OVER = "match_over"
    ROUND_NOT_OVER = "round_not_over"
    MUST_DRAW_FIRST = "must_draw_first"
    ALREADY_DRAWN = "already_drawn"
    PILE_EMPTY = "pile_empty"
    PILE_TOO_DEEP = "pile_too_deep"
    PILE_TOP_ONLY = "pile_top_only"
    PILE_TAKEN_AGAIN = "pile_taken_again"
    PILE_CARD_UNUSED = "pile_card_unused"
    NOTHING_TO_PUT_BACK = "nothing_to_put_back"
    NOT_IN_HAND = "not_in_hand"
    NOTHING_CHOSEN = "nothing_chosen"
    MELD_INVALID = "meld_invalid"
    OPENING_SHORT = "opening_short"
    OPENING_NEEDS_RUN = "opening_needs_run"
    NOT_OPENED = "not_opened"
    NO_SUCH_MELD = "no_such_meld"
    RUN_TWO_CARDS_PER_TURN = "run_two_cards_per_turn"
    MUST_KEEP_DISCARD = "must_keep_discard"
    DISCARD_TAKEN_CARD = "discard_taken_card"
    DISCARD_JOKER_OPENING = "discard_joker_opening"
    JOKER_EXCHANGE_INVALID = "joker_exchange_invalid"
    NO_SUCH_SEAT = "no_such_seat"
    HAND_MISMATCH = "hand_mismatch"


CODE_MEANINGS: Final[dict[CardCode, str]] = {
    CardCode.ROUND_OVER: "the round is over: only `next` deals the next one",
    CardCode.MATCH_OVER: "the match is over",
    CardCode.ROUND_NOT_OVER: "`next` while the round is still being played",
    CardCode.MUST_DRAW_FIRST: "the turn has not begun with a draw (stock or pile)",
    CardCode.ALREADY_DRAWN: "a second draw or take in one turn",
    CardCode.PILE_EMPTY: "the discard pile is empty",
    CardCode.PILE_TOO_DEEP: "more cards asked of the pile than it holds",
    CardCode.PILE_TOP_ONLY: "more than the top card taken where only the top card may be",
    CardCode.PILE_TAKEN_AGAIN: "the pile taken again after putting cards back (8.1)",
    CardCode.PILE_CARD_UNUSED: "a card taken from the pile must be used first (in the opening, "
    "or in 500 Rum at once)",
    CardCode.NOTHING_TO_PUT_BACK: "put back with nothing taken from the pile, or after laying",
    CardCode.NOT_IN_HAND: "a card named is not in the hand",
    CardCode.NOTHING_CHOSEN: "a meld or lay-off of no cards",
    CardCode.MELD_INVALID: "the cards make no set or run (or do not fit the meld)",
    CardCode.OPENING_SHORT: "the opening's melds are worth fewer than `opening_points`",
    CardCode.OPENING_NEEDS_RUN: "a Rummy 51 opening without a run",
    CardCode.NOT_OPENED: "a lay-off or a joker won before the player's opening or first meld",
    CardCode.NO_SUCH_MELD: "no table meld has that number",
    CardCode.RUN_TWO_CARDS_PER_TURN: "more cards added to one run this turn than "
    "`max_added_per_run` allows",
    CardCode.MUST_KEEP_DISCARD: "the play would leave no card the player may discard",
    CardCode.DISCARD_TAKEN_CARD: "the discard is a card taken from the pile this turn, or its twin",
    CardCode.DISCARD_JOKER_OPENING: "a joker discarded to end a Rummy 51 opening turn",
    CardCode.JOKER_EXCHANGE_INVALID: "no joker there, or not the card(s) it stands for",
    CardCode.NO_SUCH_SEAT: "a hand arranged for a seat that does not exist",
    CardCode.HAND_MISMATCH: "a hand arranged with other cards than its own",
}
"""What each code means, for the README's table and the help."""

TEMPLATE_CODES: Final[dict[str, CardCode]] = {
    w.GAME_OVER: CardCode.ROUND_OVER,
    w.MATCH_OVER: CardCode.MATCH_OVER,
    w.ROUND_NOT_OVER: CardCode.ROUND_NOT_OVER,
    w.DRAW_FIRST: CardCode.MUST_DRAW_FIRST,
    w.ALREADY_DREW: CardCode.ALREADY_DRAWN,
    w.PILE_EMPTY: CardCode.PILE_EMPTY,
    w.PILE_TOO_DEEP: CardCode.PILE_TOO_DEEP,
    w.PILE_TOP_ONLY: CardCode.PILE_TOP_ONLY,
    w.PILE_GIVEN_BACK: CardCode.PILE_TAKEN_AGAIN,
    w.PILE_NEEDS_OPENING: CardCode.PILE_CARD_UNUSED,
    w.MUST_USE_NOW: CardCode.PILE_CARD_UNUSED,
    w.MUST_OPEN_WITH: CardCode.PILE_CARD_UNUSED,
    w.NOTHING_TO_GIVE_BACK: CardCode.NOTHING_TO_PUT_BACK,
    w.NOT_IN_HAND: CardCode.NOT_IN_HAND,
    w.NOTHING_TO_LAY: CardCode.NOTHING_CHOSEN,
    w.OPENING_SHORT: CardCode.OPENING_SHORT,
    w.OPENING_ONE_GO: CardCode.OPENING_SHORT,
    w.OPENING_NEEDS_RUN: CardCode.OPENING_NEEDS_RUN,
    w.OPEN_FIRST: CardCode.NOT_OPENED,
    w.OPEN_FIRST_JOKER: CardCode.NOT_OPENED,
    w.MELD_FIRST: CardCode.NOT_OPENED,
    w.NO_SUCH_MELD: CardCode.NO_SUCH_MELD,
    w.RUN_LIMIT: CardCode.RUN_TWO_CARDS_PER_TURN,
    w.KEEP_A_DISCARD: CardCode.MUST_KEEP_DISCARD,
    w.NO_FREE_DISCARD: CardCode.MUST_KEEP_DISCARD,
    w.DISCARD_JUST_TAKEN: CardCode.DISCARD_TAKEN_CARD,
    w.DISCARD_TWIN: CardCode.DISCARD_TAKEN_CARD,
    w.DISCARD_JOKER_OPENING: CardCode.DISCARD_JOKER_OPENING,
    w.NO_JOKER_THERE: CardCode.JOKER_EXCHANGE_INVALID,
    w.JOKER_NEEDS_CARD: CardCode.JOKER_EXCHANGE_INVALID,
    w.JOKER_NEEDS_BOTH: CardCode.JOKER_EXCHANGE_INVALID,
    w.NO_SUCH_SEAT: CardCode.NO_SUCH_SEAT,
    w.SAME_CARDS: CardCode.HAND_MISMATCH,
}
"""The code of every turn template; every meld template is ``meld_invalid``."""

MELD_TEMPLATES: Final = frozenset(
    {
        w.MELD_TOO_SHORT,
        w.MELD_ONLY_JOKERS,
        w.MELD_TOO_MANY_JOKERS,
        w.MELD_ONE_JOKER,
        w.MELD_MIXED,
        w.SET_TOO_LONG,
        w.SET_SAME_SUIT,
        w.SET_JOKER_SUIT,
        w.RUN_CORNER,
        w.RUN_GAP,
        w.RUN_OFF_END,
        w.JOKER_CARD_CHANGES,
    }
)


def code_of(template: str) -> CardCode:
    """The code of one of the card referee's templates."""
    if template in MELD_TEMPLATES:
        return CardCode.MELD_INVALID
    return TEMPLATE_CODES[template]


def refused(template: str, **args: str | int) -> IllegalMove:
    """The referee's refusal: its phrase, the English message and the rule's code."""
    words = w.phrase(template, **args)
    return IllegalMove(str(words), words, code_of(template).value)
