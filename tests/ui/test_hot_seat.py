"""Hot-seat: another person's rack is never on screen, and a full game reaches its end."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.app.controller import Phase
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import ANN_BOB, MakeWindow, drag_rack_to_cell, position


class PaintSpy(QObject):
    """Records which tiles the rack scene held at every paint of the rack view."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.window = window
        self.painted: list[frozenset[int]] = []
        window.rack_view.viewport().installEventFilter(self)

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            shown = self.window.rack_scene.items_by_id
            self.painted.append(frozenset(i for i, item in shown.items() if item.isVisible()))
        return False


def test_next_rack_is_never_shown_before_the_click(qtbot: QtBot, make_window: MakeWindow) -> None:
    state = position(["R10 R11 R12 K1", "B1 B2 B3 O9"], names=("Ann", "Bob"))
    bob_ids = frozenset(t.id for t in state.racks[1])
    ann_ids = frozenset(t.id for t in state.racks[0])
    window = make_window(state, ANN_BOB)
    spy = PaintSpy(window)
    # Two people: even the first rack waits for its owner.
    assert window.controller.phase is Phase.HANDOVER
    assert window.handover.isVisible()
    assert "Pass to Ann" in window.handover.label.text()
    assert not window.rack_scene.items_by_id
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    assert set(window.rack_scene.items_by_id) == ann_ids
    qtbot.waitUntil(lambda: any(p == ann_ids for p in spy.painted), timeout=2000)
    # Ann draws; from this moment until Bob clicks, no rack is shown at all.
    spy.painted.clear()
    window.draw_button.click()
    assert window.controller.phase is Phase.HANDOVER
    assert window.handover.isVisible()
    assert "Pass to Bob" in window.handover.label.text()
    assert not window.rack_scene.items_by_id
    window.rack_view.viewport().repaint()
    qtbot.wait(50)
    assert spy.painted, "the rack view was painted while hidden"
    assert all(not (p & bob_ids) and not (p & ann_ids) for p in spy.painted)
    assert window.controller.display_rack() == []
    # Sorting or dragging cannot reveal anything while the screen is up.
    window.controller.sort_rack("colour")
    assert not window.rack_scene.items_by_id
    qtbot.mouseClick(window.handover, Qt.MouseButton.LeftButton)
    assert not window.handover.isVisible()
    assert set(window.rack_scene.items_by_id) == bob_ids


def test_full_hot_seat_game_reaches_the_end_dialog(qtbot: QtBot, make_window: MakeWindow) -> None:
    state = position(["R10 R11 R12", "B1 B2 O9 K4"], names=("Ann", "Bob"), current=1)
    window = make_window(state, ANN_BOB)
    ann = {str(t): t for t in state.racks[0]}
    # Bob starts and draws.
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    assert window.controller.state is not None
    assert window.controller.state.current == 1
    window.draw_button.click()
    # Ann goes out with her whole rack.
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    for col, name in enumerate(("R10", "R11", "R12")):
        drag_rack_to_cell(qtbot, window, ann[name], (2, 4 + col))
    assert window.done_button.isEnabled()
    window.done_button.click()
    qtbot.waitUntil(lambda: window.round_dialog is not None, timeout=2000)
    dialog = window.round_dialog
    assert dialog is not None
    assert dialog.isVisible()
    assert window.controller.phase is Phase.MATCH_OVER
    assert "Ann went out" in dialog.headline.text()
    assert "match is over" in dialog.headline.text()
    assert dialog.next_button is None
    game = window.controller.state
    bob_left = sum(30 if t.is_joker else t.number for t in game.racks[1])
    assert len(game.racks[1]) == 5  # four dealt, one drawn
    assert dialog.round_table.item(0, 3).text() == f"+{bob_left}"
    assert dialog.round_table.item(1, 3).text() == f"-{bob_left}"
    # "New game" opens the set-up dialog without blocking.
    dialog.new_button.click()
    assert window.new_game_dialog is not None
    qtbot.waitUntil(window.new_game_dialog.isVisible, timeout=2000)
    window.new_game_dialog.reject()


def test_two_rounds_then_the_match_table(qtbot: QtBot, make_window: MakeWindow) -> None:
    state = position(["R10 R11 R12", "B1 B2 O9 K4"], names=("Ann", "Bob"), match_rounds=2)
    window = make_window(state, ANN_BOB)
    ann = {str(t): t for t in state.racks[0]}
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    for col, name in enumerate(("R10", "R11", "R12")):
        drag_rack_to_cell(qtbot, window, ann[name], (0, col))
    window.done_button.click()
    dialog = window.round_dialog
    assert dialog is not None and dialog.next_button is not None
    assert window.controller.phase is Phase.ROUND_OVER
    dialog.next_button.click()
    game = window.controller.state
    assert game is not None
    assert game.round_number == 2
    assert len(game.racks[0]) == 14
    assert window.controller.phase is Phase.HANDOVER


def test_after_the_scores_are_closed_the_window_says_the_round_is_over_and_goes_on(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    state = position(["R10 R11 R12", "B1 B2 O9 K4"], names=("Ann", "Bob"), match_rounds=2)
    window = make_window(state, ANN_BOB)
    assert not window.go_on_button.isVisible()
    ann = {str(t): t for t in state.racks[0]}
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    for col, name in enumerate(("R10", "R11", "R12")):
        drag_rack_to_cell(qtbot, window, ann[name], (0, col))
    window.done_button.click()
    assert window.controller.phase is Phase.ROUND_OVER
    window.close_round_dialog()  # the player closed the scores
    assert "next player starts" not in window.rack_scene.placeholder
    assert window.go_on_button.isVisible() and window.go_on_button.text() == "Next round"
    window.go_on_button.click()
    assert window.controller.phase is Phase.HANDOVER
    assert not window.go_on_button.isVisible()


def test_after_the_match_a_hidden_rack_says_so_and_offers_a_new_game(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    state = position(["R10 R11 R12", "B1 B2 O9 K4"], names=("Ann", "Bob"), current=1)
    window = make_window(state, ANN_BOB)
    ann = {str(t): t for t in state.racks[0]}
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    window.draw_button.click()
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    for col, name in enumerate(("R10", "R11", "R12")):
        drag_rack_to_cell(qtbot, window, ann[name], (2, 4 + col))
    window.done_button.click()
    qtbot.waitUntil(lambda: window.round_dialog is not None, timeout=2000)
    window.close_round_dialog()
    assert window.controller.phase is Phase.MATCH_OVER
    assert window.rack_scene.placeholder == "The match is over."
    assert window.go_on_button.isVisible() and window.go_on_button.text() == "New game…"
    window.go_on_button.click()
    assert window.new_game_dialog is not None
    qtbot.waitUntil(window.new_game_dialog.isVisible, timeout=2000)
    window.new_game_dialog.reject()
