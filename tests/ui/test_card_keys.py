"""The card table by keyboard and by its buttons: draw, choose, meld, lay off, discard, undo."""

from __future__ import annotations

import random
import time

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.board import CardPhase
from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.cards.setup import card_setup_of
from rummy_desktop.app.seats import Seat
from rummy_desktop.cards.ai.players import CardPlayer
from rummy_desktop.cards.core.actions import CardAction
from rummy_desktop.cards.core.rules import CardRules, card_preset
from rummy_desktop.cards.core.state import SeatView
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.services import Services
from tests.app.card_positions import card_position

ANN_BOB = (Seat("Ann"), Seat("Bob"))


def window_for(qtbot: QtBot, services: Services, controller: CardController) -> CardWindow:
    window = CardWindow(controller, services=services)
    qtbot.addWidget(window)
    window.set_speed("instant")
    window.resize(1280, 820)
    window.show()
    qtbot.waitExposed(window)
    return window


def faces(cards: tuple[object, ...]) -> list[str]:
    return [str(c) for c in cards]


def test_a_whole_turn_by_keyboard(qtbot: QtBot, services: Services) -> None:
    window = window_for(qtbot, services, CardController())
    game = card_position("rummy", ["7H 8H 9H 6H 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"], "AS")
    window.controller.start(game, ANN_BOB)
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    view = window.view
    assert not any(item.focused for item in window.scene.hand_items)  # no mark for a mouse
    qtbot.keyClick(view, Qt.Key.Key_D)
    assert window.controller.board.drawn
    qtbot.keyClick(view, Qt.Key.Key_S)  # sorted by suit: 6H 7H 8H 9H ... first the clubs
    hand = window.scene.board.hand  # the hand as shown (the window's sort)
    for text in ("7H", "8H", "9H"):
        target = next(i for i, c in enumerate(hand) if str(c) == text)
        while window.scene.focus != target:
            qtbot.keyClick(view, Qt.Key.Key_Right)
        qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert faces(window.controller.board.table[0].cards) == ["7H", "8H", "9H"]
    assert sum(item.focused for item in window.scene.hand_items) == 1
    hand = window.scene.board.hand
    six = next(i for i, c in enumerate(hand) if str(c) == "6H")
    while window.scene.focus != six:
        qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_1)  # onto meld 1
    assert faces(window.controller.board.table[0].cards) == ["6H", "7H", "8H", "9H"]
    hand = window.scene.board.hand
    king = next(i for i, c in enumerate(hand) if str(c) == "KS")
    while window.scene.focus != king:
        qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Delete)
    board = window.controller.board
    assert faces(board.pile)[-1] == "KS" and board.phase is CardPhase.HANDOVER


def test_undo_and_reset_buttons(qtbot: QtBot, services: Services) -> None:
    window = window_for(qtbot, services, CardController())
    game = card_position("rummy", ["7H 8H 9H 6H 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"], "AS")
    window.controller.start(game, ANN_BOB)
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    c = window.controller
    qtbot.mouseClick(window.take_button, Qt.MouseButton.LeftButton)
    assert faces(c.board.taken) == ["AS"] and window.undo_button.isEnabled()
    qtbot.mouseClick(window.undo_button, Qt.MouseButton.LeftButton)
    assert not c.board.drawn and c.board.pile_count == 1
    qtbot.mouseClick(window.draw_button, Qt.MouseButton.LeftButton)
    assert c.board.drawn and not window.undo_button.isEnabled()
    pick = {str(card): card for card in c.board.hand}
    c.lay_meld([pick["7H"], pick["8H"], pick["9H"]])
    c.put_on_meld(0, [pick["6H"]])
    qtbot.mouseClick(window.reset_button, Qt.MouseButton.LeftButton)
    assert c.board.table == () and len(c.board.hand) == 8 and c.board.drawn


def test_the_turn_timer_plays_the_turn_when_time_is_up(qtbot: QtBot, services: Services) -> None:
    controller = CardController(timer_interval_ms=5)
    window = window_for(qtbot, services, controller)
    rules = card_preset("rummy").with_options(turn_timer_seconds=20)
    game = card_position(rules, ["7H 8H 9H 6H 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"], "AS")
    controller.start(game, ANN_BOB)
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    assert controller.board.seconds_left == 20
    texts = [it.text() for it in window.scene.items() if isinstance(it, QGraphicsSimpleTextItem)]
    assert any("s left" in text for text in texts)
    qtbot.waitUntil(lambda: controller.board.phase is CardPhase.HANDOVER, timeout=10000)
    assert controller.board.hand_counts[0] == 7  # drew one and discarded one
    assert controller.board.turn == 1


class SlowPlayer(CardPlayer):
    """Thinks a noticeable while before each draw, so the test can close meanwhile."""

    def draw(self, view: SeatView, rules: CardRules, rng: random.Random) -> CardAction:
        time.sleep(0.3)
        return super().draw(view, rules, rng)


def test_closing_while_the_computer_thinks_is_clean(qtbot: QtBot, services: Services) -> None:
    window = window_for(qtbot, services, CardController(player_factory=SlowPlayer))
    window.start_game(card_setup_of("rum500", "Ann,Slow:hard", seed=3))
    qtbot.waitUntil(lambda: window.controller.worker_busy, timeout=10000)
    window.close()
    assert not window.controller.worker_busy
    assert window.autosaver.path is not None and window.autosaver.path.is_file()


def test_the_buttons_follow_the_referee_after_a_take_and_a_put_back(
    qtbot: QtBot, services: Services
) -> None:
    """After a take, Reset has nothing to take back (the take is the turn's draw) and
    Undo is the put-back; after the put-back, Take discard is off (CARD_RULES.md 8.1)."""
    window = window_for(qtbot, services, CardController())
    game = card_position("rummy", ["7H 8H 9H 6H 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"], "AS")
    window.controller.start(game, ANN_BOB)
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    assert window.take_button.isEnabled() and not window.reset_button.isEnabled()
    qtbot.mouseClick(window.take_button, Qt.MouseButton.LeftButton)
    assert window.controller.board.drawn
    assert window.undo_button.isEnabled() and not window.reset_button.isEnabled()
    qtbot.mouseClick(window.give_back_button, Qt.MouseButton.LeftButton)
    assert not window.controller.board.drawn
    assert not window.take_button.isEnabled() and window.draw_button.isEnabled()
