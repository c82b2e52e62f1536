"""At start-up, the offer to continue an unfinished card game.

``rummy-desktop`` alone first offers the unfinished tile game (as it always
did); when there is none, it offers the unfinished card game, so a family
who stopped in the middle of a Rummy 51 evening finds it again. The answer
comes without blocking, as every question of the window does.
"""

from __future__ import annotations

from rummy_desktop.app.cards.files import last_card_game
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.game_titles import game_title
from rummy_desktop.ui.window import MainWindow


def offer_card_game(window: MainWindow) -> bool:
    """Ask whether to continue the unfinished card game; False when there is none.

    Yes opens it in a card window; no opens the new-game dialog.
    """
    save = last_card_game(window.services.data_dir)
    if save is None:
        return False
    game = save.game
    text = fill(
        translate("CardOffer", "Continue the unfinished card game (%1: %2, round %3)?"),
        game_title(game.rules.preset),
        ", ".join(seat.name for seat in game.seats),
        game.round_no + 1,
    )

    def answered(yes: bool) -> None:
        if not yes:
            window.new_game()
            return
        cards = CardWindow(services=window.services)
        window.card_windows.append(cards)
        cards.show()
        cards.continue_last()

    window.services.ask(window, translate("CardOffer", "Continue the card game?"), text, answered)
    return True
