"""Playing the card table with real mouse events: draws, melds, lay-offs, a joker, discards."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

import pytest
from PySide6.QtCore import QPointF, QRect, Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.board import CardPhase
from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.seats import Seat
from rummy_desktop.cards.core.cards import Card, parse_faces
from rummy_desktop.cards.core.melds import judge_meld
from rummy_desktop.cards.core.state import CardGame, TableMeld
from rummy_desktop.ui.cards.scene import CardItem
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.services import Services
from tests.app.card_positions import card_position
from tests.ui.conftest import drag

ANN_BOB = (Seat("Ann"), Seat("Bob"))
MakeCardWindow = Callable[..., CardWindow]


@pytest.fixture
def make_card_window(qtbot: QtBot, services: Services) -> MakeCardWindow:
    def make(game: CardGame, seats: Sequence[Seat] = ANN_BOB) -> CardWindow:
        controller = CardController()
        # a screen the window fits on: it is not pulled inside the offscreen 800x800 one
        window = CardWindow(controller, services=services, screen_area=QRect(0, 0, 1600, 1000))
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


def hand_card(window: CardWindow, text: str) -> Card:
    face = parse_faces(text)[0]
    return next(c for c in window.controller.board.hand if c.face == face)


def click_card(qtbot: QtBot, window: CardWindow, card: Card) -> None:
    point = window.view.mapFromScene(window.scene.hand_point(card))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def drag_scene(qtbot: QtBot, window: CardWindow, start: QPointF, end: QPointF) -> None:
    drag(qtbot, window.view, start, window.view, end)
    qtbot.waitUntil(lambda: not window.view.busy, timeout=3000)


def centre(item: CardItem) -> QPointF:
    return item.sceneBoundingRect().center()


def free_table(window: CardWindow) -> QPointF:
    area = window.scene.table_rect
    return QPointF(area.center().x(), area.bottom() - 20)


def faces(cards: Sequence[Card]) -> list[str]:
    return [str(c) for c in cards]


def test_a_drag_from_the_stock_to_the_hand_draws(
    qtbot: QtBot, make_card_window: MakeCardWindow
) -> None:
    game = card_position(
        "rummy", ["7H 8H 9H 2C 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"], "AS", stock_top="TH"
    )
    window = make_card_window(game)
    stock = window.scene.stock_item
    assert stock is not None
    drag_scene(qtbot, window, centre(stock), window.scene.hand_rect.center())
    board = window.controller.board
    assert board.drawn and len(board.hand) == 8
    assert "TH" in faces(board.hand)


def test_selected_cards_dragged_onto_the_table_make_a_meld(
    qtbot: QtBot, make_card_window: MakeCardWindow
) -> None:
    game = card_position("rummy", ["7H 2C 9H 5D 8H KS QD", "3C 3D 3S 4S 6S 7S 9D"], "AS")
    window = make_card_window(game)
    window.controller.draw_stock()
    for text in ("9H", "7H", "8H"):
        click_card(qtbot, window, hand_card(window, text))
    assert len(window.scene.selected) == 3
    start = window.scene.hand_point(hand_card(window, "8H"))
    drag_scene(qtbot, window, start, free_table(window))
    board = window.controller.board
    assert [faces(m.cards) for m in board.table] == [["7H", "8H", "9H"]]
    assert len(board.hand) == 5 and not window.scene.selected


def test_a_card_dropped_on_a_meld_is_laid_off(
    qtbot: QtBot, make_card_window: MakeCardWindow
) -> None:
    game = card_position("rummy", ["7H 8H 9H 6H 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"], "AS")
    window = make_card_window(game)
    window.controller.draw_stock()
    window.controller.lay_meld([hand_card(window, t) for t in ("7H", "8H", "9H")])
    meld = window.scene.meld_rects[0]
    start = window.scene.hand_point(hand_card(window, "6H"))
    drag_scene(qtbot, window, start, QPointF(meld.left() + 5, meld.center().y()))
    assert faces(window.controller.board.table[0].cards) == ["6H", "7H", "8H", "9H"]


def test_a_card_dropped_on_a_joker_wins_it(qtbot: QtBot, make_card_window: MakeCardWindow) -> None:
    game = card_position(
        "rummy51",
        ["6S 2C 4D 6C 8C TD JS QH 3H 3D 9S KC 5C", "3C 3S 4S 5S 9D 2D 2H 5H 6D 7D 8D 9C TC"],
        "AS",
        opened=(True, True),
    )
    joker = next(c for c in game.stock if c.is_joker)
    seven, eight = (next(c for c in game.stock if str(c) == t) for t in ("7S", "8S"))
    for c in (joker, seven, eight):
        game.stock.remove(c)
    game.table.append(TableMeld(judge_meld([joker, seven, eight], 1), [1, 1, 1]))
    window = make_card_window(game)
    window.controller.draw_stock()
    joker_item = window.scene.meld_items[0][0]
    assert joker_item.card is not None and joker_item.card.is_joker
    assert joker_item.stands_for  # the joker says which card it stands for
    start = window.scene.hand_point(hand_card(window, "6S"))
    drag_scene(qtbot, window, start, joker_item.mapToScene(QPointF(8, 40)))
    board = window.controller.board
    assert faces(board.table[0].cards) == ["6S", "7S", "8S"]
    assert any(c.is_joker for c in board.hand)


def test_a_card_dropped_on_the_pile_is_discarded_and_the_next_hand_is_hidden(
    qtbot: QtBot, make_card_window: MakeCardWindow
) -> None:
    game = card_position("rummy", ["7H 8H 9H 2C 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"], "AS")
    window = make_card_window(game)
    window.controller.draw_stock()
    start = window.scene.hand_point(hand_card(window, "KS"))
    drag_scene(qtbot, window, start, window.scene.pile_rect.center())
    board = window.controller.board
    assert faces(board.pile)[-1] == "KS"
    assert board.phase is CardPhase.HANDOVER and board.hand == ()
    assert window.handover.isVisible()
    assert not window.scene.hand_items  # not a card of Bob's is in the scene
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    assert window.controller.board.hand_seat == 1 and len(window.scene.hand_items) == 7


def test_a_refused_drop_glides_back_and_says_why(
    qtbot: QtBot, make_card_window: MakeCardWindow
) -> None:
    game = card_position("rummy", ["7H 8H 9H 2C 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"], "AS")
    window = make_card_window(game)
    before = window.controller.board
    card = hand_card(window, "KS")
    start = window.scene.hand_point(card)
    drag_scene(qtbot, window, start, window.scene.pile_rect.center())
    assert window.controller.board == before
    assert "begin your turn by drawing" in window.message.text()
    assert window.scene.hand_point(card) == start  # back in its place


def test_a_500_rum_pile_is_taken_from_the_depth_grabbed(
    qtbot: QtBot, make_card_window: MakeCardWindow
) -> None:
    game = card_position(
        "rum500",
        ["9S 9H 2C 5D KS QD 3H 4C 6D TC JH QS 2S", "3C 3D 3S 4S 6S 7S 9D 2D 2H 5H 6H 7D 8D"],
        "5C 9C 7H 8H",
    )
    window = make_card_window(game)
    deep = next(
        it for it in window.scene.pile_items if it.card is not None and str(it.card) == "9C"
    )
    grab = deep.mapToScene(QPointF(6, deep.height / 2))
    drag_scene(qtbot, window, grab, window.scene.hand_rect.center())
    board = window.controller.board
    assert faces(board.taken) == ["9C", "7H", "8H"]
    assert board.must_use is not None and str(board.must_use) == "9C"
    assert faces(board.pile) == ["5C"]


def test_dragging_within_the_hand_reorders_it(
    qtbot: QtBot, make_card_window: MakeCardWindow
) -> None:
    game = card_position("rummy", ["7H 8H 9H 2C 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"], "AS")
    window = make_card_window(game)
    first = window.scene.hand_items[0].sceneBoundingRect()
    start = window.scene.hand_point(hand_card(window, "QD"))
    drag_scene(qtbot, window, start, QPointF(first.left() + 2, first.center().y()))
    assert faces(window.controller.board.hand)[0] == "QD"


def test_a_long_500_rum_pile_wraps_into_rows_and_every_depth_can_be_grabbed(
    qtbot: QtBot, make_card_window: MakeCardWindow
) -> None:
    pile = "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD 2S 3S 4S 5S"
    game = card_position(
        "rum500",
        ["AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH", "AS AC AD 6S 7S 8S 9S TS JS QS KS 9D 8D"],
        pile.replace(" 9D", "").replace(" 8D", ""),
    )
    window = make_card_window(game)
    window.resize(1024, 740)
    qtbot.waitUntil(lambda: window.scene.size.width() < 1100)
    items = window.scene.pile_items
    rows = {round(item.pos().y()) for item in items}
    assert len(rows) > 1  # wrapped
    assert window.scene.table_rect.top() > window.scene.pile_rect.bottom()
    step = window.scene.card_width * 0.42
    for item in items:  # every card's corner index is in view
        corner = item.mapToScene(QPointF(step * 0.5, 8))
        assert window.scene.item_at(corner) is item, str(item.card)
    deep = next(it for it in items if it.card is not None and str(it.card) == "5C")
    drag_scene(
        qtbot, window, deep.mapToScene(QPointF(step * 0.5, 8)), window.scene.hand_rect.center()
    )
    assert faces(window.controller.board.taken)[0] == "5C"
    assert faces(window.controller.board.pile) == ["2C", "3C", "4C"]


def test_the_players_lines_count_cards_in_good_english(
    qtbot: QtBot, make_card_window: MakeCardWindow
) -> None:
    game = card_position("rummy", ["7H 8H 9H 2C 5D KS QD", "3C"], "AS")
    window = make_card_window(game)
    texts = [it.text() for it in window.scene.items() if isinstance(it, QGraphicsSimpleTextItem)]
    assert any("Bob: 1 card," in text for text in texts)
    assert any("Ann: 7 cards," in text for text in texts)


def test_two_cards_dropped_on_the_pile_are_refused(
    qtbot: QtBot, make_card_window: MakeCardWindow
) -> None:
    game = card_position("rummy", ["7H 8H 9H 2C 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"], "AS")
    window = make_card_window(game)
    window.controller.draw_stock()
    for text in ("KS", "QD"):
        click_card(qtbot, window, hand_card(window, text))
    before = window.controller.board
    drag_scene(
        qtbot,
        window,
        window.scene.hand_point(hand_card(window, "KS")),
        window.scene.pile_rect.center(),
    )
    assert window.controller.board == before
    assert "one card at a time" in window.message.text()


def test_the_hand_is_yours_when_one_person_plays_and_named_in_hot_seat(
    qtbot: QtBot, make_card_window: MakeCardWindow
) -> None:
    def hand_title(window: CardWindow) -> str:
        texts = [
            it.text() for it in window.scene.items() if isinstance(it, QGraphicsSimpleTextItem)
        ]
        return next(t for t in texts if t.startswith(("Your hand", "Hand of")))

    game = card_position("rummy", ["7H 8H 9H 2C 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"], "AS")
    assert hand_title(make_card_window(game)).startswith("Hand of Ann")
    game = card_position("rummy", ["7H 8H 9H 2C 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"], "AS")
    alone = make_card_window(game, (Seat("You"), Seat("Computer", "easy")))
    assert hand_title(alone).startswith("Your hand")


def scene_texts(window: CardWindow) -> list[str]:
    return [it.text() for it in window.scene.items() if isinstance(it, QGraphicsSimpleTextItem)]


def test_melds_put_out_carry_one_label_of_their_points(
    qtbot: QtBot, make_card_window: MakeCardWindow
) -> None:
    """Two melds put out for a Rummy 51 opening: one label for both (two overlapped)."""
    game = card_position("rummy51", ["7C 7D 7H 4S 5S 6S 2C 9D", "3C"], "AS")
    window = make_card_window(game)
    controller = window.controller
    assert controller.draw_stock().ok
    hand = controller.board.hand
    for meld in ("7C 7D 7H", "4S 5S 6S"):
        faces_wanted = meld.split()
        assert controller.lay_meld([c for c in hand if str(c) in faces_wanted]).ok
    assert len(controller.board.staged) == 2
    labels = [t for t in scene_texts(window) if t.startswith("put out:")]
    assert labels == ["put out: 36 of 51 points"]


def test_an_empty_table_invites_a_drop_only_on_the_persons_turn(
    qtbot: QtBot, make_card_window: MakeCardWindow
) -> None:
    game = card_position("rummy", ["7H 8H 9H 2C 5D KS QD", "3C"], "AS")
    window = make_card_window(game)
    assert "Drop cards here to lay a meld" in scene_texts(window)
    board = window.controller.board
    window.scene.show_board(dataclasses.replace(board, on_turn=False))
    assert "Drop cards here to lay a meld" not in scene_texts(window)
