"""A card game online in the window: joined from the menu, played with real drags and clicks.

The table is hosted in-process on 127.0.0.1 (never another address); the other
seat is a computer the table plays itself.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.app.online.host import HostedServer
from rummy_desktop.cards.core.cards import Card, parse_faces
from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.ui.online.card_window import OnlineCardWindow
from rummy_desktop.ui.services import Services
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import drag
from tests.ui.test_online_faults import join_from_menu
from tests.ui.test_online_windows import server

__all__ = ["server"]  # the fixture

SEED = 1
"""Ann (seat 1) is dealt 5H 6H 7H and plays first."""


def hand_card(window: OnlineCardWindow, text: str) -> Card:
    face = parse_faces(text)[0]
    return next(c for c in window.play.board.hand if c.face == face)


def drag_scene(qtbot: QtBot, window: OnlineCardWindow, start: QPointF, end: QPointF) -> None:
    drag(qtbot, window.view, start, window.view, end)
    qtbot.waitUntil(lambda: not window.view.busy, timeout=3000)


def click_card(qtbot: QtBot, window: OnlineCardWindow, card: Card) -> None:
    point = window.view.mapFromScene(window.scene.hand_point(card))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_a_card_game_joined_from_the_menu_is_played_in_the_card_window(
    qtbot: QtBot, services: Services, server: HostedServer
) -> None:
    with qtbot.waitSignal(server.opened, timeout=20_000) as opened:
        server.open_table([("Bob", "easy"), ("Ann", "remote")], card_preset("rummy"), SEED)
    created = opened.args[0]
    main = MainWindow(levels=("easy",), services=services)
    qtbot.addWidget(main)
    main.show()
    join_from_menu(qtbot, main, server.url, created["table"], created["seats"][1]["token"])
    qtbot.waitUntil(lambda: len(main.online.windows) == 1, timeout=20_000)
    window = main.online.windows[0]
    assert isinstance(window, OnlineCardWindow)
    try:
        qtbot.waitUntil(lambda: window.play.board.on_turn, timeout=20_000)
        board = window.play.board
        # The name typed in Join ("Grandma") is the seat's name at the table now.
        assert board.names == ("Bob", "Grandma") and board.hand_seat == 1
        assert len(board.hand) == 10
        assert board.computer == (True, False)

        # A discard before the draw: the table refuses it, says why, and nothing changes.
        start = window.scene.hand_point(hand_card(window, "QC"))
        drag_scene(qtbot, window, start, window.scene.pile_rect.center())
        qtbot.waitUntil(lambda: window.message.text() != "", timeout=20_000)
        assert window.play.board.hand == board.hand and not window.play.board.drawn

        # Draw: the stock dragged onto the hand.
        stock = window.scene.stock_item
        assert stock is not None
        drag_scene(
            qtbot, window, stock.sceneBoundingRect().center(), window.scene.hand_rect.center()
        )
        qtbot.waitUntil(lambda: window.play.board.drawn, timeout=20_000)
        assert len(window.play.board.hand) == 11

        # Meld: three cards chosen by clicks, dragged onto the free table.
        for text in ("7H", "5H", "6H"):
            click_card(qtbot, window, hand_card(window, text))
        assert len(window.scene.selected) == 3
        area = window.scene.table_rect
        start = window.scene.hand_point(hand_card(window, "6H"))
        drag_scene(qtbot, window, start, QPointF(area.center().x(), area.bottom() - 20))
        qtbot.waitUntil(lambda: len(window.play.board.table) == 1, timeout=20_000)
        meld = window.play.board.table[0]
        assert [str(c) for c in meld.cards] == ["5H", "6H", "7H"] and meld.laid_by == (1, 1, 1)
        assert len(window.play.board.hand) == 8

        # Discard onto the pile: Bob (the table's computer) plays, then it is Ann's turn again.
        queen = hand_card(window, "QC")
        drag_scene(qtbot, window, window.scene.hand_point(queen), window.scene.pile_rect.center())
        qtbot.waitUntil(lambda: not window.play.board.on_turn, timeout=20_000)
        qtbot.waitUntil(
            lambda: window.play.board.on_turn and not window.play.board.drawn, timeout=60_000
        )
        after = window.play.board
        assert len(after.hand) == 7 and after.turn == 1
        assert after.pile and after.pile[-1] != queen  # Bob's discard lies on the queen
        assert "is playing" not in window.status.text()
    finally:
        window.close()
        main.close()


def test_the_host_opens_a_card_table_and_plays_it_in_the_card_window(
    qtbot: QtBot, services: Services
) -> None:
    from rummy_desktop.ui.online.host import HostDialog

    main = MainWindow(levels=("easy",), services=services)
    qtbot.addWidget(main)
    main.show()
    dialog = main.online.host()
    assert isinstance(dialog, HostDialog)
    dialog.name_edits[0].setText("Ann")
    dialog.kind_boxes[1].setCurrentIndex(dialog.kind_boxes[1].findData("easy"))
    dialog.name_edits[1].setText("Computer")
    dialog.kind_boxes[2].setCurrentIndex(dialog.kind_boxes[2].findData(""))
    dialog.rules_box.setCurrentIndex(dialog.rules_box.findData("cards:rummy51"))
    assert dialog.rules_box.currentText() == "Cards: Rummy 51"
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.created is not None, timeout=20_000)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    window = main.online.windows[0]
    assert isinstance(window, OnlineCardWindow)
    try:
        qtbot.waitUntil(lambda: window.play.board.game, timeout=20_000)
        board = window.play.board
        assert board.preset == "rummy51" and board.names == ("Ann", "Computer")
        assert board.opening_points == 51 and len(board.hand) in (13, 14)
    finally:
        main.close()
