"""A hint follows the person: a step made by hand anywhere on the table is done,
and a new Hint starts from the table as it is (issue 26)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.app.hint import HintStep
from rummy_desktop.core.table import Cell
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import ANN_COMPUTER, MakeWindow, drag_rack_to_cell
from tests.ui.test_hint_steps import HINT, ask_for_hint, extended_game


def new_meld_step(window: MainWindow) -> HintStep:
    hint = window.controller.hint
    assert hint is not None
    return next(s for s in hint.steps if {str(t) for t, _ in s.moves} == {"K1", "K2", "K3"})


def lay_one_cell_right(qtbot: QtBot, window: MainWindow, step: HintStep) -> list[Cell]:
    """Lay the step's tiles by hand, each one cell to the right of its gold cell."""
    cells = []
    for t, (row, col) in step.moves:
        cell = (row, col + 1)
        drag_rack_to_cell(qtbot, window, t, cell)
        assert window.controller.display_table()[cell] == t
        cells.append(cell)
    return cells


def test_a_step_made_one_cell_to_the_right_is_done(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(extended_game(), ANN_COMPUTER, hint_finder=HINT)
    ask_for_hint(qtbot, window)
    cells = lay_one_cell_right(qtbot, window, new_meld_step(window))
    hint = window.controller.hint
    assert hint is not None, "the hint was dropped at the first move by hand"
    assert window.hint_bar.isVisible()
    assert "2 of 2" in window.hint_bar.words.text()
    # What is left is the other step; the meld laid by hand stays where it lies.
    assert [{str(t) for t, _ in s.moves} for s in hint.steps] == [{"R9"}]
    ghosts = {str(g.tile) for g in window.table_scene.ghosts.values()}
    assert ghosts == {"R9"}
    table = window.controller.display_table()
    assert [str(table[c]) for c in cells] == ["K1", "K2", "K3"]
    # The last step done by hand ends the hint.
    ((t, cell),) = hint.steps[0].moves
    drag_rack_to_cell(qtbot, window, t, cell)
    assert window.controller.hint is None
    assert not window.hint_bar.isVisible()
    assert window.done_button.isEnabled()


def test_a_new_hint_plans_from_the_table_as_it_is(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(extended_game(), ANN_COMPUTER, hint_finder=HINT)
    ask_for_hint(qtbot, window)
    step = new_meld_step(window)
    qtbot.mouseClick(window.hint_bar.close_button, Qt.MouseButton.LeftButton)
    cells = lay_one_cell_right(qtbot, window, step)
    ask_for_hint(qtbot, window)
    hint = window.controller.hint
    assert hint is not None
    assert "1 of 1" in window.hint_bar.words.text()
    moved = {str(t) for s in hint.steps for t, _ in s.moves}
    assert moved == {"R9"}, "the new hint asks to shift the meld laid by hand"
    table = window.controller.display_table()
    assert [str(table[c]) for c in cells] == ["K1", "K2", "K3"]
