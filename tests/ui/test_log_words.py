"""The game log tells a turn alike live and rebuilt (after Open, after a theme
change), says when a joker was won, and names colours as the theme paints them
(issue 26)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.ai.players import make_player
from rummy_desktop.core.actions import Discard
from rummy_desktop.ui.themes import current_theme, set_theme
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import (
    ANN_COMPUTER,
    MakeWindow,
    cell_point,
    drag,
    drag_rack_to_cell,
    rack_point,
    table_point,
)
from tests.ui.test_draw_and_discard_window import (
    ann,
    own_stack_point,
    settle,
    stack_top_point,
    variant_game,
)
from tests.ui.test_won_joker import joker_game


@pytest.fixture(autouse=True)
def _classic_theme() -> Iterator[None]:
    key = current_theme().key
    set_theme("classic")
    yield
    set_theme(key)


def log_of(window: MainWindow) -> list[str]:
    return window.panel.log.lines()


def win_the_joker(qtbot: QtBot, window: MainWindow) -> None:
    """Ann takes the joker of K8 K9 K10 J to her rack and puts K11 in its place."""
    state = window.controller.state
    assert state is not None
    joker = next(t for t in state.table.tiles() if t.is_joker)
    k11 = next(t for t in state.racks[0] if str(t) == "K11")
    cell = state.table.cell_of(joker)
    assert cell is not None
    drag(
        qtbot,
        window.table_view,
        table_point(window, joker),
        window.rack_view,
        window.rack_scene.slot_pos(0) + QPointF(20, 27),
    )
    qtbot.waitUntil(lambda: not window.drag.busy, timeout=2000)
    drag_rack_to_cell(qtbot, window, k11, cell)
    qtbot.mouseClick(window.done_button, Qt.MouseButton.LeftButton)


def test_the_log_says_a_joker_was_won(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(joker_game(True), ANN_COMPUTER)
    win_the_joker(qtbot, window)
    line = next(x for x in log_of(window) if x.startswith("Ann"))
    assert "black 11" in line and "Ann won a joker." in line, line
    assert window.controller.history()[0] == line


def test_the_log_follows_the_theme_s_colour_words(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(joker_game(True), ANN_COMPUTER)
    win_the_joker(qtbot, window)
    window.apply_theme("suits", False)
    line = next(x for x in log_of(window) if x.startswith("Ann"))
    assert "blue 11" in line and "black" not in line, line
    window.apply_theme("classic", False)
    assert "black 11" in next(x for x in log_of(window) if x.startswith("Ann"))


def test_a_draw_and_discard_turn_is_told_alike_live_and_rebuilt(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(variant_game(), ANN_COMPUTER, player=make_player("easy"))
    state = window.controller.state
    assert state is not None
    r9 = state.stacks[1][-1]
    drag(
        qtbot,
        window.rack_view,
        stack_top_point(window, r9),
        window.rack_view,
        rack_point(window, ann(window, "K13")),
    )
    settle(qtbot, window)
    for col, name in enumerate(("R9", "R10", "R11")):
        t = r9 if name == "R9" else ann(window, name)
        drag(
            qtbot,
            window.rack_view,
            rack_point(window, t),
            window.table_view,
            cell_point(window, (1, 2 + col)),
        )
        settle(qtbot, window)
    k1 = ann(window, "K1")
    drag(qtbot, window.rack_view, rack_point(window, k1), window.rack_view, own_stack_point(window))
    settle(qtbot, window)
    assert any(isinstance(a, Discard) for a in state.actions)
    qtbot.waitUntil(lambda: state.current == 0 or state.round_over, timeout=5000)
    live = log_of(window)
    assert (
        live[0] == "Ann took red 9 from the stack. Ann laid red 9, 10, 11. Ann discarded black 1."
    )
    rebuilt = window.controller.history()
    assert rebuilt == live
    assert not any("penalty" in line for line in rebuilt)
