"""Card Hint in the card window, with real clicks: before and after the draw, "Do it for
me" plays a step the referee accepts, Undo takes it back, Rummy 51's opening holds a run,
and the hint is never shown at a hand-over nor written in the game log."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.board import CardPhase
from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.cards.hint import StepKind
from rummy_desktop.app.seats import Seat
from rummy_desktop.cards.core.cards import Card
from rummy_desktop.cards.core.melds import MeldKind
from rummy_desktop.cards.core.state import CardGame
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.services import Services
from tests.app.card_positions import card_position

ANN_BOB = (Seat("Ann"), Seat("Bob"))
MakeCardWindow = Callable[..., CardWindow]
OPENING = "9H TH JH QH KS KD KC 2C 4D 6S 7C 3D 5H"
"""A Rummy 51 hand whose one opening is the run 9H-QH with the three kings (69)."""
OTHER = "2H 2D 4S 6D 8C 8D 9C TC JC 3S 4C 5S AH"


@pytest.fixture
def make_card_window(qtbot: QtBot, services: Services) -> MakeCardWindow:
    def make(game: CardGame, seats: Sequence[Seat] = ANN_BOB) -> CardWindow:
        controller = CardController()
        window = CardWindow(controller, services=services)
        window.set_speed("instant")
        qtbot.addWidget(window)
        window.resize(1280, 820)
        window.show()
        qtbot.waitExposed(window)
        controller.start(game, seats)
        if controller.board.phase is CardPhase.HANDOVER:
            qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
        return window

    return make


def click(qtbot: QtBot, button: QPushButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def ask(qtbot: QtBot, window: CardWindow) -> None:
    click(qtbot, window.hint_button)
    qtbot.waitUntil(lambda: not window.controller.hint_searching, timeout=10_000)
    assert window.controller.hint is not None


def faces(cards: Sequence[Card]) -> list[str]:
    return sorted(str(c) for c in cards)


def test_before_the_draw_the_hint_says_draw_and_does_it(
    qtbot: QtBot, make_card_window: MakeCardWindow
) -> None:
    game = card_position("rummy51", [OPENING, OTHER], "4C 8S")
    window = make_card_window(game)
    ask(qtbot, window)
    bar = window.hint_bar
    assert bar.isVisible() and bar.title.text() == "Hint: draw from the stock."
    assert bar.words.text().startswith("Step 1 of 1:")
    assert window.scene.hint_stock  # the stock wears the gold mark
    click(qtbot, bar.do_button)
    board = window.controller.board
    assert board.drawn and not board.taken
    assert window.controller.hint is None and not bar.isVisible()


def test_before_the_draw_the_hint_takes_the_discard_that_completes_a_meld(
    qtbot: QtBot, make_card_window: MakeCardWindow
) -> None:
    game = card_position("rummy51", ["7H 8H KS KD KC 2C 5D 9S 3C 6D JC QS 8D", OTHER], "4S 9H")
    window = make_card_window(game)
    ask(qtbot, window)
    hint = window.controller.hint
    assert hint is not None and hint.steps[0].kind is StepKind.TAKE_PILE
    assert [item.hinted for item in window.scene.pile_items][-1]  # the top card in gold
    marked = [item.card for item in window.scene.hand_items if item.hinted]
    assert faces([c for c in marked if c is not None]) == ["7H", "8H"]
    click(qtbot, window.hint_bar.do_button)
    assert faces(window.controller.board.taken) == ["9H"]
    # After the take the hint is the opening with that card: a run and the kings.
    ask(qtbot, window)
    hint = window.controller.hint
    assert hint is not None
    (opening,) = hint.steps
    assert opening.kind is StepKind.OPEN
    assert sorted(faces(m) for m in opening.melds) == [["7H", "8H", "9H"], ["KC", "KD", "KS"]]


def test_do_it_for_me_lays_the_rummy_51_opening_with_a_run_and_undo_takes_it_back(
    qtbot: QtBot, make_card_window: MakeCardWindow
) -> None:
    game = card_position("rummy51", [OPENING, OTHER], "4C 8S", stock_top="2S")
    window = make_card_window(game)
    c = window.controller
    click(qtbot, window.draw_button)
    hand_before = faces(c.board.hand)
    ask(qtbot, window)
    bar = window.hint_bar
    hint = c.hint
    assert hint is not None and bar.isVisible()
    assert bar.words.text().startswith("Step 1 of 1:") and "opening" in bar.words.text()
    assert "Then discard" in bar.title.text()
    marked = {item.card for item in window.scene.hand_items if item.hinted}
    assert faces([m for m in marked if m is not None]) == faces(hint.steps[0].cards)
    assert not c.board.table  # shown, not made

    click(qtbot, bar.do_button)
    board = c.board
    assert len(board.table) == 2 and board.opened[0]  # the referee accepted the opening
    assert {m.kind for m in board.table} == {MeldKind.RUN.value, MeldKind.SET.value}
    assert faces([card for m in board.table for card in m.cards]) == faces(hint.steps[0].cards)
    # The step is made: what is left to show is the discard the hint suggests.
    assert c.hint is not None and not c.hint.steps and "discard" in bar.title.text()

    click(qtbot, window.undo_button)
    assert not c.board.table and faces(c.board.hand) == hand_before
    back = c.hint
    assert back is not None and back.steps == hint.steps  # the step is to make again
    assert bar.isVisible() and bar.do_button.isEnabled()


def test_the_hint_is_never_shown_at_a_hand_over_nor_written_in_the_log(
    qtbot: QtBot, make_card_window: MakeCardWindow
) -> None:
    game = card_position("rummy51", [OPENING, OTHER], "4C 8S", stock_top="2S")
    window = make_card_window(game)
    c = window.controller
    click(qtbot, window.draw_button)
    ask(qtbot, window)
    assert window.hint_bar.isVisible()
    discard = next(card for card in c.board.hand if str(card) == "2S")
    assert c.discard(discard).ok  # Ann ends her turn without the hint's play
    assert c.board.phase is CardPhase.HANDOVER and window.handover.isVisible()
    assert c.hint is None and not window.hint_bar.isVisible()
    assert not window.scene.hint_cards and not window.scene.hint_stock
    assert not window.hint_button.isEnabled()
    click(qtbot, window.handover.button)  # Bob's turn: nothing of Ann's hint
    assert c.board.on_turn and c.hint is None and not window.hint_bar.isVisible()
    log = " ".join(window.log.lines())
    assert "Hint" not in log and "hint" not in log


def test_ctrl_h_asks_for_the_hint_as_in_the_tile_window(
    qtbot: QtBot, make_card_window: MakeCardWindow
) -> None:
    """Ctrl+H in both families; H alone is the screen reader's "read my hand"."""
    game = card_position("rummy51", [OPENING, OTHER], "4C 8S")
    window = make_card_window(game)
    window.activateWindow()  # a window's shortcuts work in the active window
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    assert window.controller.hint is None and not window.controller.hint_searching
    qtbot.keyClick(window.view, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.controller.hint is not None, timeout=10_000)
