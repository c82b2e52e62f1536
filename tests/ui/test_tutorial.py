"""The tutorial, played with real mouse drags on the viewports and real button clicks."""

from __future__ import annotations

import re

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QGraphicsView
from pytestqt.qtbot import QtBot

from rummy_desktop.app.board import Phase
from rummy_desktop.core.table import Cell
from rummy_desktop.core.tiles import Tile
from rummy_desktop.ui.tutorial_window import TutorialWindow


def opened(qtbot: QtBot) -> TutorialWindow:
    window = TutorialWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.start()
    qtbot.waitExposed(window)
    return window


def rack_tile(window: TutorialWindow, name: str) -> Tile:
    found = [t for t in window.controller.display_rack() if str(t) == name]
    assert found, f"{name} is not on the rack"
    return found[0]


def table_tile(window: TutorialWindow, name: str, row: int) -> Tile:
    table = window.controller.display_table()
    found = [t for c, t in table.cells().items() if str(t) == name and c[0] == row]
    assert found, f"{name} is not in row {row + 1}"
    return found[0]


def mouse_drag(
    qtbot: QtBot, source: QGraphicsView, start: QPointF, target: QGraphicsView, end: QPointF
) -> None:
    a = source.mapFromScene(start)
    b = target.mapFromScene(end)
    qtbot.mousePress(source.viewport(), Qt.MouseButton.LeftButton, pos=a)
    qtbot.mouseMove(source.viewport(), a + QPoint(8, 8))
    qtbot.mouseMove(source.viewport(), a + QPoint(20, -20))
    qtbot.mouseMove(target.viewport(), b)
    qtbot.mouseRelease(target.viewport(), Qt.MouseButton.LeftButton, pos=b)


def settled(qtbot: QtBot, window: TutorialWindow) -> None:
    qtbot.waitUntil(lambda: not window.drag.busy, timeout=3000)


def to_cell(qtbot: QtBot, window: TutorialWindow, name: str, cell: Cell) -> None:
    """Drag a rack tile to a table cell."""
    t = rack_tile(window, name)
    start = window.rack_scene.items_by_id[t.id].sceneBoundingRect().center()
    end = window.table_scene.cell_rect(cell).center()
    mouse_drag(qtbot, window.rack_view, start, window.table_view, end)
    settled(qtbot, window)


def move_on_table(qtbot: QtBot, window: TutorialWindow, t: Tile, cell: Cell) -> None:
    start = window.table_scene.items_by_id[t.id].sceneBoundingRect().center()
    end = window.table_scene.cell_rect(cell).center()
    mouse_drag(qtbot, window.table_view, start, window.table_view, end)
    settled(qtbot, window)


def lay(qtbot: QtBot, window: TutorialWindow, names: str, row: int, column: int) -> None:
    for offset, name in enumerate(names.split()):
        to_cell(qtbot, window, name, (row, column + offset))


def click(qtbot: QtBot, button: object) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[arg-type]


def step_key(window: TutorialWindow) -> str:
    return window.tutorial.step.key


def cell_of(window: TutorialWindow, t: Tile) -> Cell:
    cell = window.controller.display_table().cell_of(t)
    assert cell is not None
    return cell


def play_whole_tutorial(qtbot: QtBot, window: TutorialWindow) -> None:
    panel = window.panel
    assert panel.progress.text() == "Step 1 of 9"
    assert step_key(window) == "run"
    lay(qtbot, window, "R9 R10 R11", 4, 5)
    click(qtbot, window.done_button)

    assert step_key(window) == "group"
    assert panel.progress.text() == "Step 2 of 9"
    lay(qtbot, window, "K10 O10 B10", 4, 5)
    click(qtbot, window.done_button)

    assert step_key(window) == "initial_meld"
    lay(qtbot, window, "R2 R3 R4 R5", 4, 2)
    lay(qtbot, window, "K5 B5 O5", 6, 2)
    # the referee's refusal is shown, and the next step explains it
    assert step_key(window) == "draw"
    assert "29 of 30" in panel.praise.text()
    click(qtbot, window.draw_button)

    assert step_key(window) == "initial_meld_35"
    # the game goes on: Sam draws, and the learner's turn comes back with the red 6, marked new
    qtbot.waitUntil(lambda: window.controller.phase is Phase.HUMAN, timeout=5000)
    assert "R6" in [str(t) for t in window.controller.display_rack()]
    assert {str(rack_tile(window, "R6").id)} == {str(i) for i in window.controller.board.drawn}
    lay(qtbot, window, "R2 R3 R4 R5 R6", 4, 2)
    lay(qtbot, window, "K5 B5 O5", 6, 2)
    click(qtbot, window.done_button)

    assert step_key(window) == "add"
    r6 = table_tile(window, "R6", 0)
    row, column = cell_of(window, r6)
    to_cell(qtbot, window, "R7", (row, column + 1))
    click(qtbot, window.done_button)

    assert step_key(window) == "split"
    o9, o10 = table_tile(window, "O9", 2), table_tile(window, "O10", 2)
    move_on_table(qtbot, window, o9, (4, 6))
    move_on_table(qtbot, window, o10, (4, 7))
    to_cell(qtbot, window, "O8", (4, 5))
    click(qtbot, window.done_button)

    assert step_key(window) == "joker"
    joker = table_tile(window, "J", 2)
    to_cell(qtbot, window, "K8", cell_of(window, joker))
    move_on_table(qtbot, window, joker, (5, 4))
    lay(qtbot, window, "R10 R11", 5, 5)
    click(qtbot, window.done_button)

    assert step_key(window) == "out"
    r2, k9 = table_tile(window, "R2", 0), table_tile(window, "K9", 2)
    row, column = cell_of(window, r2)
    to_cell(qtbot, window, "R1", (row, column - 1))
    row, column = cell_of(window, k9)
    to_cell(qtbot, window, "K10", (row, column + 1))
    click(qtbot, window.done_button)


def test_the_whole_tutorial_by_mouse(qtbot: QtBot) -> None:
    window = opened(qtbot)
    play_whole_tutorial(qtbot, window)
    assert window.tutorial.is_over
    assert window.finished
    state = window.controller.state
    assert state is not None and state.round_over and not state.racks[0]
    assert window.panel.play_button.isVisible()
    with qtbot.waitSignal(window.closed) as closed:
        click(qtbot, window.panel.play_button)
    assert closed.args == [True]


def test_a_wrong_move_shows_the_referees_reason_and_does_not_advance(qtbot: QtBot) -> None:
    window = opened(qtbot)
    # before the initial meld the table may not be touched: refused at once, with the reason
    window.tutorial.skip()
    window.tutorial.skip()
    assert step_key(window) == "initial_meld"
    b11 = table_tile(window, "B11", 0)
    move_on_table(qtbot, window, b11, (4, 4))
    assert "without touching the table" in window.panel.feedback.text()
    assert step_key(window) == "initial_meld"
    assert window.controller.display_table().cell_of(b11) == (0, 1)
    # an invalid meld: the referee's reason is shown, Done stays off, and the step stays
    for _ in range(3):
        window.tutorial.skip()
    assert step_key(window) == "add"
    to_cell(qtbot, window, "B9", (5, 5))
    assert "at least 3 tiles" in window.panel.feedback.text()
    assert not window.done_button.isEnabled()
    click(qtbot, window.done_button)
    assert step_key(window) == "add"
    assert window.controller.phase is Phase.HUMAN
    assert window.controller.board.played  # the tile stays for the player to fix


def test_drawing_is_refused_where_the_step_wants_a_play(qtbot: QtBot) -> None:
    window = opened(qtbot)
    pool = len(window.controller.board.rack)
    click(qtbot, window.draw_button)
    assert step_key(window) == "run"
    assert window.panel.feedback.text().startswith("Not now")
    assert len(window.controller.board.rack) == pool


def test_skip_sets_up_each_next_step_from_its_own_deal(qtbot: QtBot) -> None:
    window = opened(qtbot)
    seen = [step_key(window)]
    for number in range(2, 10):
        click(qtbot, window.panel.skip_button)
        assert window.panel.progress.text() == f"Step {number} of 9"
        seen.append(step_key(window))
        assert window.controller.phase is Phase.HUMAN
    assert seen == [
        "run",
        "group",
        "initial_meld",
        "draw",
        "initial_meld_35",
        "add",
        "split",
        "joker",
        "out",
    ]
    click(qtbot, window.panel.skip_button)
    assert window.tutorial.is_over
    assert not window.panel.skip_button.isVisible()


def test_close_at_the_end_closes_the_finished_tutorial(qtbot: QtBot) -> None:
    window = opened(qtbot)
    for _ in range(9):
        click(qtbot, window.panel.skip_button)
    assert window.tutorial.is_over
    assert window.panel.leave_button.text() == "Close"
    with qtbot.waitSignal(window.closed, timeout=5000) as closed:
        click(qtbot, window.panel.leave_button)
    assert closed.args == [True]
    assert not window.isVisible()


def test_skipping_the_draw_still_gives_the_red_6(qtbot: QtBot) -> None:
    window = opened(qtbot)
    for _ in range(4):
        click(qtbot, window.panel.skip_button)
    assert step_key(window) == "initial_meld_35"
    assert "R6" in [str(t) for t in window.controller.display_rack()]
    lay(qtbot, window, "R2 R3 R4 R5 R6", 4, 2)
    lay(qtbot, window, "K5 B5 O5", 6, 2)
    click(qtbot, window.done_button)
    assert step_key(window) == "add"


def test_leave_closes_the_tutorial_unfinished(qtbot: QtBot) -> None:
    window = opened(qtbot)
    with qtbot.waitSignal(window.closed) as closed:
        click(qtbot, window.panel.leave_button)
    assert closed.args == [False]
    assert not window.isVisible()


def test_the_tiles_a_step_is_about_are_marked_on_the_rack(qtbot: QtBot) -> None:
    window = opened(qtbot)

    def marked() -> set[str]:
        items = window.rack_scene.items_by_id
        return {str(t) for t in window.controller.display_rack() if items[t.id].look.hinted}

    assert marked() == {"R9", "R10", "R11"}
    click(qtbot, window.panel.skip_button)
    assert marked() == {"K10", "O10", "B10"}


def test_a_joker_taken_without_its_tile_is_explained_by_the_joker_rule(qtbot: QtBot) -> None:
    window = opened(qtbot)
    for _ in range(7):
        click(qtbot, window.panel.skip_button)
    assert step_key(window) == "joker"
    joker = table_tile(window, "J", 2)
    move_on_table(qtbot, window, joker, (5, 4))
    # the joker rule comes first, though the black run left behind is too short as well
    text = window.panel.feedback.text()
    assert "may leave its meld only when" in text and "(black 8)" in text
    assert not window.done_button.isEnabled()
    assert step_key(window) == "joker"


def test_the_draw_is_told_as_good_news(qtbot: QtBot) -> None:
    window = opened(qtbot)
    for _ in range(3):
        click(qtbot, window.panel.skip_button)
    click(qtbot, window.draw_button)
    assert step_key(window) == "initial_meld_35"
    assert window.tutorial.praise_mood.value == "good"
    assert window.panel.praise.text() == "You drew the red 6."


def test_the_tutorial_speaks_german(qtbot: QtBot, german: None) -> None:
    window = opened(qtbot)
    assert window.panel.progress.text() == "Schritt 1 von 9"
    assert window.panel.title.text() == "Eine Reihe legen"
    assert window.done_button.text() == "Fertig"
    click(qtbot, window.draw_button)
    assert window.panel.feedback.text().startswith("Jetzt nicht")


def test_the_tutorial_speaks_dutch(qtbot: QtBot, dutch: None) -> None:
    window = opened(qtbot)
    for _ in range(2):
        click(qtbot, window.panel.skip_button)
    lay(qtbot, window, "R2 R3 R4 R5", 4, 2)
    lay(qtbot, window, "K5 B5 O5", 6, 2)
    assert window.panel.progress.text() == "Stap 4 van 9"
    assert window.panel.praise.text() == ("De scheidsrechter zegt: eerste uitleg: 29 van 30 punten")


LETTER_CODE = re.compile(r"\b[KBOR]\d{1,2}\b")
"""A tile written as a colour letter ("R9"): the tutorial speaks in words."""


def test_the_tutorial_names_tiles_in_words(qtbot: QtBot) -> None:
    window = opened(qtbot)
    lay(qtbot, window, "R9", 4, 5)
    feedback = window.panel.feedback.text()
    assert "(red 9)" in feedback and not LETTER_CODE.search(feedback), feedback


def test_done_is_enabled_by_the_same_legality_query_as_the_game(qtbot: QtBot) -> None:
    window = opened(qtbot)
    assert not window.done_button.isEnabled()
    lay(qtbot, window, "R9 R10", 4, 5)
    assert not window.done_button.isEnabled()
    assert window.controller.board.can_end is False
    lay(qtbot, window, "R11", 4, 7)
    assert window.controller.board.can_end
    assert window.done_button.isEnabled()


def test_the_tutorial_teaches_ctrl_click_sorting_hint_and_pause(qtbot: QtBot) -> None:
    window = opened(qtbot)
    said = " ".join(step.instruction() for step in window.tutorial.steps)
    for words in ("Ctrl-click", "Sort by number", "Sort by colour", "Hint", "Pause"):
        assert words in said, words
