"""The card tutorial, played with real mouse drags on the card table's viewport."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.board import CardPhase
from rummy_desktop.cards.core.cards import Card, parse_faces
from rummy_desktop.ui.cards.tutorial_window import CardTutorialWindow
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.services import Services
from tests.ui.conftest import drag


def opened(qtbot: QtBot) -> CardTutorialWindow:
    window = CardTutorialWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.start()
    qtbot.waitExposed(window)
    return window


def hand_card(window: CardTutorialWindow, text: str) -> Card:
    face = parse_faces(text)[0]
    found = [c for c in window.controller.board.hand if c.face == face]
    assert found, f"{text} is not in the hand"
    return found[0]


def mouse_drag(qtbot: QtBot, window: CardTutorialWindow, start: QPointF, end: QPointF) -> None:
    drag(qtbot, window.view, start, window.view, end)
    qtbot.waitUntil(lambda: not window.view.busy, timeout=3000)
    window.refresh()


def click_card(qtbot: QtBot, window: CardTutorialWindow, text: str) -> None:
    point = window.view.mapFromScene(window.scene.hand_point(hand_card(window, text)))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def free_table(window: CardTutorialWindow) -> QPointF:
    area = window.scene.table_rect
    return QPointF(area.center().x(), area.bottom() - 20)


def lay(qtbot: QtBot, window: CardTutorialWindow, cards: str) -> None:
    """Select the cards by clicks, then drag the last onto the empty table."""
    names = cards.split()
    for text in names:
        click_card(qtbot, window, text)
    start = window.scene.hand_point(hand_card(window, names[-1]))
    mouse_drag(qtbot, window, start, free_table(window))


def to_pile(qtbot: QtBot, window: CardTutorialWindow, text: str) -> None:
    start = window.scene.hand_point(hand_card(window, text))
    mouse_drag(qtbot, window, start, window.scene.pile_rect.center())


def from_stock(qtbot: QtBot, window: CardTutorialWindow) -> None:
    stock = window.scene.stock_item
    assert stock is not None
    mouse_drag(qtbot, window, stock.sceneBoundingRect().center(), window.scene.hand_rect.center())


def from_pile(qtbot: QtBot, window: CardTutorialWindow) -> None:
    top = window.scene.pile_items[-1]
    mouse_drag(qtbot, window, top.sceneBoundingRect().center(), window.scene.hand_rect.center())


def key(window: CardTutorialWindow) -> str:
    return window.tutorial.step.key


def faces(cards: tuple[Card, ...]) -> list[str]:
    return [str(c) for c in cards]


def play_whole_card_tutorial(qtbot: QtBot, window: CardTutorialWindow) -> None:
    panel = window.panel
    assert key(window) == "draw" and panel.progress.text() == "Step 1 of 9"
    from_stock(qtbot, window)

    assert key(window) == "discard" and panel.progress.text() == "Step 2 of 9"
    to_pile(qtbot, window, "QC")

    assert key(window) == "take"
    assert window.controller.board.pile[-1].face == parse_faces("9H")[0]
    from_pile(qtbot, window)

    assert key(window) == "set"
    assert "9H" in faces(window.controller.board.hand)
    lay(qtbot, window, "KC KD KH")

    assert key(window) == "run"
    assert [faces(m) for m in window.controller.board.staged] == [["KC", "KD", "KH"]]
    lay(qtbot, window, "AS 2S 3S")

    assert key(window) == "opening"
    lay(qtbot, window, "7H 8H 9H")

    assert key(window) == "layoff"
    assert window.controller.board.opened[0]
    assert len(window.controller.board.table) == 3
    heart_run = next(
        i for i, m in enumerate(window.controller.board.table) if "7H" in faces(m.cards)
    )
    rect = window.scene.meld_rects[heart_run]
    start = window.scene.hand_point(hand_card(window, "TH"))
    mouse_drag(qtbot, window, start, QPointF(rect.right() - 4, rect.center().y()))

    assert key(window) == "joker" and panel.progress.text() == "Step 8 of 9"
    board = window.controller.board
    clubs = next(i for i, m in enumerate(board.table) if "5C" in faces(m.cards))
    joker = next(it for it in window.scene.meld_items[clubs] if it.card and it.card.is_joker)
    start = window.scene.hand_point(hand_card(window, "6C"))
    mouse_drag(qtbot, window, start, joker.mapToScene(QPointF(8, 40)))

    assert key(window) == "out"
    assert any(c.is_joker for c in window.controller.board.hand)
    lay(qtbot, window, "8D 9D *")
    to_pile(qtbot, window, "JS")


def test_the_whole_card_tutorial_by_mouse(qtbot: QtBot) -> None:
    window = opened(qtbot)
    play_whole_card_tutorial(qtbot, window)
    assert window.tutorial.is_over and window.finished
    assert window.controller.board.phase in (CardPhase.ROUND_OVER, CardPhase.MATCH_OVER)
    assert window.panel.progress.text() == "Tutorial complete"
    assert "Rummy 51" in window.panel.instruction.text()
    assert window.panel.play_button.isVisible()
    with qtbot.waitSignal(window.closed) as closed:
        qtbot.mouseClick(window.panel.leave_button, Qt.MouseButton.LeftButton)
    assert closed.args == [True]


def test_a_run_around_the_corner_is_refused_with_the_referees_reason(qtbot: QtBot) -> None:
    window = opened(qtbot)
    qtbot.mouseClick(window.panel.skip_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.panel.skip_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.panel.skip_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.panel.skip_button, Qt.MouseButton.LeftButton)
    assert key(window) == "run" and window.panel.progress.text() == "Step 5 of 9"
    before = window.controller.board
    lay(qtbot, window, "KS AS 2S")
    assert key(window) == "run"  # not advanced
    assert window.controller.board.staged == before.staged
    assert "cannot turn the corner" in window.panel.feedback.text()
    assert window.panel.feedback.isVisible()
    window.scene.selected = set()
    lay(qtbot, window, "AS 2S 3S")
    assert key(window) == "opening"


def test_a_discard_before_the_draw_says_why_and_does_not_advance(qtbot: QtBot) -> None:
    window = opened(qtbot)
    to_pile(qtbot, window, "QC")
    assert key(window) == "draw"
    assert "begin your turn by drawing" in window.panel.feedback.text()
    assert len(window.controller.board.hand) == 13


def test_taking_from_the_stock_in_the_take_step_deals_it_again(qtbot: QtBot) -> None:
    window = opened(qtbot)
    for _ in range(2):
        qtbot.mouseClick(window.panel.skip_button, Qt.MouseButton.LeftButton)
    assert key(window) == "take"
    from_stock(qtbot, window)
    assert key(window) == "take"
    assert "came from the stock" in window.panel.feedback.text()
    qtbot.waitUntil(lambda: not window.controller.board.drawn, timeout=3000)
    assert len(window.controller.board.hand) == 13
    from_pile(qtbot, window)
    assert key(window) == "set"


def test_every_step_can_be_skipped_and_is_set_up_from_its_own_deal(qtbot: QtBot) -> None:
    window = opened(qtbot)
    seen = []
    while not window.tutorial.is_over:
        seen.append(key(window))
        assert window.controller.board.on_turn
        qtbot.mouseClick(window.panel.skip_button, Qt.MouseButton.LeftButton)
    assert seen == [
        "draw",
        "discard",
        "take",
        "set",
        "run",
        "opening",
        "layoff",
        "joker",
        "out",
    ]
    assert window.panel.progress.text() == "Tutorial complete"


def test_leave_tutorial_closes_it_unfinished(qtbot: QtBot) -> None:
    window = opened(qtbot)
    with qtbot.waitSignal(window.closed) as closed:
        qtbot.mouseClick(window.panel.leave_button, Qt.MouseButton.LeftButton)
    assert closed.args == [False]
    assert not window.isVisible()


def test_help_learn_to_play_leaves_the_card_game_autosave_and_statistics_alone(
    qtbot: QtBot, services: Services
) -> None:
    main = CardWindow(services=services)
    qtbot.addWidget(main)
    main.set_speed("instant")
    main.show()
    data = services.data_dir
    assert data is not None
    before = sorted(p.relative_to(data) for p in Path(data).rglob("*") if p.is_file())
    help_menu = next(
        a.menu() for a in main.menuBar().actions() if a.text().replace("&", "") == "Help"
    )
    learn = next(a for a in help_menu.actions() if a.text().replace("&", "") == "Learn to play…")
    learn.trigger()
    window = main.tutorial_window
    assert window is not None and window.isVisible()
    assert window.controller is not main.controller
    qtbot.waitExposed(window)
    play_whole_card_tutorial(qtbot, window)
    assert window.finished
    window.close()
    after = sorted(p.relative_to(data) for p in Path(data).rglob("*") if p.is_file())
    assert after == before  # no autosave, no statistics, no game to continue
    assert not main.controller.board.game
    assert main.autosaver.load_last() is None
    assert services.stats is not None and services.stats.player_names() == []


def test_the_card_tutorial_speaks_dutch(qtbot: QtBot, dutch: None) -> None:
    window = opened(qtbot)
    assert window.panel.title.text() == "Pak van de stapel"
    assert "Rummy 51" in window.panel.instruction.text()
    to_pile(qtbot, window, "QC")  # refused: the referee's reason, in Dutch
    assert window.panel.feedback.text() and "drawing" not in window.panel.feedback.text()


def test_the_card_tutorial_speaks_german(qtbot: QtBot, german: None) -> None:
    window = opened(qtbot)
    assert window.panel.title.text() == "Vom Talon ziehen"
    assert window.windowTitle() == "Rommé 51 spielen lernen"
    assert "Rommé 51" in window.panel.instruction.text()


def test_play_a_game_at_the_end_opens_the_rummy_51_new_game_dialog(
    qtbot: QtBot, services: Services
) -> None:
    main = CardWindow(services=services)
    qtbot.addWidget(main)
    main.show()
    window = main.learn_to_play()
    qtbot.waitExposed(window)
    while not window.tutorial.is_over:
        qtbot.mouseClick(window.panel.skip_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(window.closed):
        qtbot.mouseClick(window.panel.play_button, Qt.MouseButton.LeftButton)
    dialog = main.new_game_dialog
    assert dialog is not None and dialog.isVisible()


def test_closing_the_card_window_closes_its_tutorial_without_a_new_game_dialog(
    qtbot: QtBot, services: Services
) -> None:
    main = CardWindow(services=services)
    qtbot.addWidget(main)
    main.show()
    window = main.learn_to_play()
    main.close()
    assert not window.isVisible() and window.tutorial.is_over
    assert main.new_game_dialog is None


def test_a_run_in_the_set_step_is_explained_and_does_not_advance(qtbot: QtBot) -> None:
    window = opened(qtbot)
    for _ in range(3):
        qtbot.mouseClick(window.panel.skip_button, Qt.MouseButton.LeftButton)
    assert key(window) == "set"
    lay(qtbot, window, "AS 2S 3S")
    assert key(window) == "set"
    assert "not a set" in window.panel.feedback.text()
    qtbot.mouseClick(window.undo_button, Qt.MouseButton.LeftButton)
    assert window.controller.board.staged == ()
    lay(qtbot, window, "KC KD KH")
    assert key(window) == "run"


def test_a_skip_right_after_a_stock_draw_in_the_take_step_is_not_undone(qtbot: QtBot) -> None:
    window = opened(qtbot)
    for _ in range(2):
        qtbot.mouseClick(window.panel.skip_button, Qt.MouseButton.LeftButton)
    window.controller.draw_stock()  # beside the lesson: the step will deal again...
    window.tutorial.skip()  # ...but the learner skipped first
    assert key(window) == "set"
    qtbot.wait(20)  # let the queued deal-again run
    assert key(window) == "set"
    assert "9H" in faces(window.controller.board.hand)  # the set step's own position
