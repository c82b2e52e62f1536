"""How to play each card game, in a few paragraphs, for the Help menu of the card window.

Written for a family at the table, not as a rule book: what you try to do,
what a turn is, what is special in this game, how the window is played.
Every paragraph is its own translatable string.
"""

from __future__ import annotations

from rummy_desktop.app.i18n import translate


def _common() -> list[str]:
    return [
        translate(
            "CardHelp",
            "Melds are <b>sets</b> (three or four cards of one rank, each of another suit)"
            " and <b>runs</b> (three or more cards of one suit in a row). An ace goes below"
            " the 2 or above the king, never both at once: K-A-2 is no run.",
        ),
        translate(
            "CardHelp",
            "A turn: take one card, from the stock or from the discard pile; lay melds and"
            " add cards to melds on the table if you can; end by putting one card on the"
            " discard pile. A card you took from the pile may not go straight back onto it.",
        ),
        translate(
            "CardHelp",
            "With two packs there are two of every card: a card just like one you took from"
            " the pile this turn (the same rank and suit) may not be discarded either.",
        ),
        translate(
            "CardHelp",
            "A draw counts. Once you have drawn from the stock, Undo and Reset turn go back"
            " only to just after the draw. If you took cards from the discard pile, you may"
            " press <b>Put back</b> before you lay anything: they return to their places and"
            " you draw from the stock instead, not from the pile again. Undo and Reset turn"
            " never free you from a card you must use, nor from a rule that refused a move.",
        ),
        translate(
            "CardHelp",
            "You may lay a run in either order, 3-2-A as well as A-2-3; the table always shows"
            " it from low to high.",
        ),
        translate(
            "CardHelp",
            "<b>Every round ends.</b> If the stock has been renewed three times with no card"
            " laid in between, or 50 turns go by in which nobody lays a card or draws from the"
            " stock (only the top discard passes back and forth), the round ends with nobody"
            " out. A match ends after 100 rounds at the latest: the best total wins, and equal"
            " totals share the win. The new-game dialog offers only games that can be won:"
            " enough cards for everyone, and an opening a hand can reach.",
        ),
    ]


def _window() -> str:
    return translate(
        "CardHelp",
        "<b>In the window:</b> drag the stock or the pile onto your hand to draw. Click"
        " cards to select them and drag them onto the table to lay a meld, onto a meld to"
        " add to it, onto a joker to win it with the card it stands for, and onto the pile"
        " to discard. Drag within your hand to order it, or sort it by suit or by rank."
        " Undo takes back a step, Reset turn the whole turn since your draw (a card drawn"
        " from the stock has been seen and stays drawn). Keys: D draw, T take the discard,"
        " arrows and Space choose cards, Enter lays them, 1-9 add them to that meld,"
        " Delete discards.",
    )


def _hint() -> str:
    return translate(
        "CardHelp",
        "<b>Hint.</b> <b>Hint</b> (or Ctrl+H) shows, to you alone, the best melds and lay-offs"
        " for your hand as it is, one step at a time, with the cards of the step marked in"
        " gold; before your draw it says where to draw from. <b>Do it for me</b> makes the"
        " step shown, and Undo takes it back. Nobody else sees it, and it is never in the"
        " log, the save or a replay.",
    )


def _clock() -> str:
    return translate(
        "CardHelp",
        "<b>The clock.</b> When the game has a turn timer, <b>Pause</b> beside the clock"
        " (or Pause in the Turn menu, Ctrl+P) stops it and hides your cards until"
        " <b>Resume</b>; your turn then goes on with the seconds it had left, and a game"
        " saved while paused opens paused. The house rule <i>Time bank per player</i> gives"
        " everyone a store of seconds for the whole game: it pays once a turn's own time is"
        " up, and <b>+30 s</b> moves thirty of its seconds to your turn at once. The banks"
        " are shown beside the clock and kept with the game.",
    )


def _game(preset: str) -> list[str]:
    if preset == "rum500":
        return [
            translate(
                "CardHelp",
                "<b>500 Rum.</b> The discard pile is spread so that every card can be read."
                " You may take any card of it, with all the cards above it, but the deepest"
                " card you take must go on the table this very turn, in a meld or on one.",
            ),
            translate(
                "CardHelp",
                "This holds also when you take only the top card: it is then the deepest, and"
                " must go on the table at once. Some families let the top card alone go into"
                " the hand with no duty; the house rule for the top card in the new-game dialog"
                " plays it so.",
            ),
            translate(
                "CardHelp",
                "You may add cards to anybody's meld, and every card scores for the one who"
                " laid it: aces 15 (5 at the bottom of a run A-2-3), 2 to 9 five points, 10"
                " and the faces ten. At the end of a round you score your cards on the table"
                " minus the cards left in your hand. The first to 500 wins.",
            ),
            translate(
                "CardHelp",
                "The round ends when somebody runs out of cards, or when the stock is empty"
                " and the player on turn does not want the pile.",
            ),
            translate(
                "CardHelp",
                "Played with jokers (a house rule), a joker on the table is won as in Rummy 30"
                " and 51: whoever holds the card it stands for puts that card in its place and"
                " takes the joker. A joker may be discarded, even one just won.",
            ),
            translate(
                "CardHelp",
                "A round ended by one of the limits below scores as usual: your cards on the"
                " table minus those in your hand.",
            ),
        ]
    if preset in ("rummy30", "rummy51"):
        points = "51" if preset == "rummy51" else "30"
        paragraphs = [
            translate(
                "CardHelp",
                "<b>Rummy %1.</b> Two packs and four jokers; everyone gets 13 cards. Your"
                " first melds, all in one turn and from your hand only, must be worth at"
                " least %1 points (the faces ten, an ace 11, or 1 below a 2). In the window"
                " the melds of an opening wait beside the table until they are enough.",
            ).replace("%1", points),
            translate(
                "CardHelp",
                "Before your opening you may take the top discard only to use it in the"
                " opening that turn. After it you may add cards to any meld, at most two"
                " to one run in a turn. A joker stands for one card for good; whoever holds"
                " that card may swap it in and take the joker.",
            ),
            translate(
                "CardHelp",
                "You go out by discarding your last card. The others count their cards"
                " (jokers 20, aces 11) as penalty points, doubled if you went out in one go"
                " without having opened. Whoever reaches the limit is out of the match; the"
                " last one left wins.",
            ),
            translate(
                "CardHelp",
                "If everyone is down to one card and nothing left off the table can be added"
                " to a meld, not even a joker won back, nobody can go out any more: the round"
                " ends, and everyone counts the card in hand.",
            ),
            translate(
                "CardHelp",
                "Your opening is laid in one go: put all its melds out together; once they are"
                " down you may add cards to melds on the table in the same turn. Before your"
                " opening you may not add cards to melds, nor win a joker.",
            ),
            translate(
                "CardHelp",
                "The doubling rummy needs every one of your cards in new melds of your own:"
                " adding a card to a meld already on the table, or winning a joker, spoils it."
                " You may discard a joker, even one you have just won.",
            ),
            translate(
                "CardHelp",
                "If the stock is empty and the discard pile holds a single card, the round ends"
                " with nobody out; so it does after one of the limits below. Everyone then"
                " counts the cards in hand as penalty points. If everyone still in goes over"
                " the limit in the same round, the match ends: of them the lowest total wins,"
                " and equal lowest totals share the win. After 100 rounds the lowest total"
                " wins.",
            ),
        ]
        if preset == "rummy51":
            paragraphs.append(
                translate(
                    "CardHelp",
                    "In Rummy 51 the opening must hold a run, and the turn of your opening"
                    " may not end with a joker as the discard.",
                )
            )
        return paragraphs
    return [
        translate(
            "CardHelp",
            "<b>Rummy.</b> One pack without jokers. With two players each gets ten cards,"
            " seven with three or four, six with more (then two packs are used). You may"
            " take the top discard or draw from the stock; once you have laid a meld you may"
            " add cards to every meld on the table.",
        ),
        translate(
            "CardHelp",
            "Whoever gets rid of the last card wins the round, and the others pay the value"
            " of their cards: ace 1, the faces ten. Going out in one turn without having"
            " melded before is a rummy and doubles the payment.",
        ),
        translate(
            "CardHelp",
            "When the stock is used up, the discard pile is turned over as the new stock. If"
            " everyone is down to one card and no card left fits a meld on the table, nobody"
            " can go out any more: the round ends and nobody pays.",
        ),
        translate(
            "CardHelp",
            "Going out counts as a rummy also when that turn adds cards to melds on the table,"
            " as long as you had laid nothing in an earlier turn. A round ended by one of the"
            " limits below is scored like a round nobody can end: nobody pays.",
        ),
    ]


def card_rules_html(preset: str) -> str:
    """The help text of one card game, as HTML."""
    paragraphs = [*_game(preset), *_common(), _window(), _hint(), _clock()]
    return "".join(f"<p>{text}</p>" for text in paragraphs)
