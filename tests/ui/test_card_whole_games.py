"""Whole card matches against the easy computer, the person's side played with real mouse events.

The person's choices come from the easy card player on the person's own seat
view; every one of them is then made the way a person makes it in the
window: dragging the stock or the pile onto the hand, clicking cards to
select them and dragging them onto the table, onto a meld or a joker, onto
the pile, and clicking the round-end dialog's button. The referee must
accept every drop (a refused drop is a failure of the window, not of the
player), and the match must reach its end.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.board import CardPhase
from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.cards.setup import card_setup_of
from rummy_desktop.cards.ai.players import make_card_player
from rummy_desktop.cards.core.actions import (
    CardAction,
    Discard,
    DrawStock,
    ExchangeJoker,
    GiveBack,
    LayMelds,
    LayOff,
    TakePile,
)
from rummy_desktop.cards.core.cards import Card
from rummy_desktop.cards.core.rules import CardRules
from rummy_desktop.cards.core.state import SeatView, seat_view
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.services import Services
from tests.ui.conftest import drag

GAMES = {
    "rummy": {"target_score": 40},
    "rummy30": {},
    "rummy51": {},
    "rum500": {},
}
"""The presets; basic Rummy played to 40 so the match stays short."""


class Person:
    """Plays seat 0 through the window with the mouse, choosing as the easy player would."""

    def __init__(self, qtbot: QtBot, window: CardWindow) -> None:
        self.qtbot = qtbot
        self.window = window
        self.player = make_card_player("easy")
        self.rng = random.Random(1)
        self.refused: list[str] = []
        self.turns = 0
        self.made: list[str] = []
        window.controller.refused.connect(self.refused.append)

    @property
    def controller(self) -> CardController:
        return self.window.controller

    def view(self) -> tuple[SeatView, CardRules]:
        game = self.controller.game_copy()
        assert game is not None
        return seat_view(game, 0), game.rules

    def drag(self, start: QPointF, end: QPointF) -> None:
        view = self.window.view
        drag(self.qtbot, view, start, view, end)
        self.qtbot.waitUntil(lambda: not view.busy, timeout=3000)

    def select(self, cards: Sequence[Card]) -> None:
        scene = self.window.scene
        for card in list(scene.selected):
            self.click(card)
        for card in cards:
            self.click(card)
        assert scene.selected == set(cards)

    def click(self, card: Card) -> None:
        point = self.window.view.mapFromScene(self.window.scene.hand_point(card))
        self.qtbot.mouseClick(self.window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)

    def free_table(self) -> QPointF:
        scene = self.window.scene
        area = scene.table_rect
        grow = scene.card_width * 0.3
        taken = [
            r.adjusted(-grow, -grow, grow, grow) for r in scene.meld_rects + scene.staged_rects
        ]
        for fy in (0.9, 0.7, 0.5, 0.3, 0.1):
            for fx in (0.9, 0.7, 0.5, 0.3, 0.1):
                point = QPointF(area.left() + area.width() * fx, area.top() + area.height() * fy)
                if not any(r.contains(point) for r in taken):
                    return point
        raise AssertionError("no free place on the table")

    def play_turn(self) -> None:
        self.turns += 1
        view, rules = self.view()
        choice = self.player.draw(view, rules, self.rng)
        self.draw(choice)
        for _ in range(4):
            if not self.controller.board.on_turn:
                return
            if not self.controller.board.drawn:  # gave back: the stock it is
                self.draw(DrawStock())
                continue
            view, rules = self.view()
            for action in self.player.play(view, rules, self.rng):
                if not self.controller.board.on_turn:
                    return
                self.make(action)
                self.made.append(type(action).__name__)
                assert not self.refused, self.refused

    def draw(self, choice: CardAction) -> None:
        scene = self.window.scene
        if isinstance(choice, TakePile):
            item = next(it for it in scene.pile_items if it.index == choice.count)
            start = item.mapToScene(QPointF(6, item.height / 2))
        elif scene.stock_item is None:  # the stock is empty: the Draw button says what then
            self.qtbot.mouseClick(self.window.draw_button, Qt.MouseButton.LeftButton)
            return
        else:
            start = scene.stock_item.sceneBoundingRect().center()
        self.drag(start, scene.hand_rect.center())
        assert self.controller.board.drawn, self.refused

    def make(self, action: CardAction) -> None:
        scene = self.window.scene
        if isinstance(action, LayMelds):
            for meld in action.melds:
                self.select(meld)
                self.drag(scene.hand_point(meld[0]), self.free_table())
        elif isinstance(action, LayOff):
            self.select(action.cards)
            rect = scene.meld_rects[action.meld]
            self.drag(scene.hand_point(action.cards[0]), QPointF(rect.right() - 4, rect.top() + 4))
        elif isinstance(action, ExchangeJoker):
            self.select(action.cards)
            joker = next(it for it in scene.meld_items[action.meld] if it.card and it.card.is_joker)
            self.drag(scene.hand_point(action.cards[0]), joker.mapToScene(QPointF(6, 30)))
        elif isinstance(action, Discard):
            self.select([])
            self.drag(scene.hand_point(action.card), scene.pile_rect.center())
        elif isinstance(action, GiveBack):
            self.qtbot.mouseClick(self.window.give_back_button, Qt.MouseButton.LeftButton)


@pytest.mark.slow
@pytest.mark.parametrize("name", list(GAMES))
def test_a_whole_match_against_the_easy_computer(
    qtbot: QtBot, services: Services, name: str
) -> None:
    controller = CardController()
    window = CardWindow(controller, services=services)
    window.set_speed("instant")
    qtbot.addWidget(window)
    window.resize(1280, 820)
    window.show()
    qtbot.waitExposed(window)
    window.start_game(card_setup_of(name, "Ann:human,Computer:easy", seed=11, options=GAMES[name]))
    person = Person(qtbot, window)
    rounds = 0
    waiting = (CardPhase.HUMAN, CardPhase.ROUND_OVER, CardPhase.MATCH_OVER)
    while controller.board.phase is not CardPhase.MATCH_OVER:
        qtbot.waitUntil(lambda: controller.board.phase in waiting, timeout=30000)
        phase = controller.board.phase
        if phase is CardPhase.HUMAN:
            person.play_turn()
        elif phase is CardPhase.ROUND_OVER:
            rounds += 1
            dialog = window.round_dialog
            assert dialog is not None and dialog.isVisible()
            assert len(dialog.pieces) == 2  # every hand is shown
            qtbot.mouseClick(dialog.button, Qt.MouseButton.LeftButton)
    dialog = window.round_dialog
    assert dialog is not None and "wins the match" in dialog.headline.text()
    assert not person.refused
    assert person.turns > 1 and {"LayMelds", "Discard"} <= set(person.made)
    window.close()
