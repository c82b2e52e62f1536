"""A hint is private and a child can follow it: steps in the tiles' own look,
"Show next step" and "Do it for me", and nothing left for the next seat."""

from __future__ import annotations

import re

from PySide6.QtCore import QRect, Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.ai.layout import lay_out
from rummy_desktop.app.computers import HintFinder
from rummy_desktop.app.seats import Seat
from rummy_desktop.app.setup import GameSetup
from rummy_desktop.core.actions import Draw, Play
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import TileAllocator, parse_tiles
from rummy_desktop.core.views import PlayerView
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import ANN_BOB, ANN_COMPUTER, EASY, MakeWindow

NOTATION = re.compile(r"\b[KBOR]\d{1,2}\b")
"""A tile written as a colour letter: the hint must never show one."""


def finder_for(melds: list[str]) -> HintFinder:
    """A hint finder that always suggests the melds named (from the view's rack and table)."""

    def find(view: PlayerView, cancel: CancelFlag) -> Play | None:
        pool = [*view.rack, *view.table.tiles()]
        laid = []
        for meld in melds:
            tiles = []
            for name in meld.split():
                found = next(t for t in pool if str(t) == name)
                pool.remove(found)
                tiles.append(found)
            laid.append(tiles)
        return Play(lay_out(view.table, laid))

    return find


def extended_game() -> GameState:
    """Ann holds R9 K1 K2 K3; the table holds R5 R6 R7 R8 on the first row."""
    alloc = TileAllocator()
    table = Table()
    for i, t in enumerate(parse_tiles("R5 R6 R7 R8", alloc)):
        table.place(t, (0, 1 + i))
    racks = [parse_tiles("R9 K1 K2 K3 B12", alloc), parse_tiles("O1 O2 O3 B13", alloc)]
    return GameState.from_position(
        EASY, racks, table, melded=[True, True], names=["Ann", "Bob"], seed=7
    )


HINT = finder_for(["R5 R6 R7 R8 R9", "K1 K2 K3"])


def ask_for_hint(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.hint is not None, timeout=10_000)


def log_lines(window: MainWindow) -> list[str]:
    return [window.panel.log.item(i).text() for i in range(window.panel.log.count())]


def test_hint_steps_are_shown_one_at_a_time_in_the_tiles_look(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(extended_game(), ANN_COMPUTER, hint_finder=HINT)
    ask_for_hint(qtbot, window)
    bar = window.hint_bar
    assert bar.isVisible()
    hint = window.controller.hint
    assert hint is not None and len(hint.steps) == 2
    # Step 1: one tile from the rack goes to the end of the run; only it is ghosted.
    first = [str(g.tile) for g in window.table_scene.ghosts.values()]
    assert len(first) in (1, 3)
    assert "1 of 2" in bar.words.text()
    shown_tiles = {str(t) for t in bar.strip.tiles}
    assert shown_tiles == set(first)
    hinted_rack = {str(i.tile) for i in window.rack_scene.items_by_id.values() if i.look.hinted}
    assert hinted_rack == shown_tiles
    for text in (bar.title.text(), bar.words.text()):
        assert not NOTATION.search(text), text
    qtbot.mouseClick(bar.next_button, Qt.MouseButton.LeftButton)
    assert "2 of 2" in bar.words.text()
    second = {str(g.tile) for g in window.table_scene.ghosts.values()}
    assert second and second.isdisjoint(first)
    assert second | set(first) == {"R9", "K1", "K2", "K3"}
    assert not bar.next_button.isEnabled()
    # Nothing was made by looking.
    turn = window.controller.turn
    assert turn is not None and not turn.played()


def test_do_it_for_me_makes_the_moves_and_undo_takes_them_back(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    state = extended_game()
    window = make_window(state, ANN_COMPUTER, hint_finder=HINT)
    start = state.table.copy()
    ask_for_hint(qtbot, window)
    # Looking at the second step first still makes the whole play.
    qtbot.mouseClick(window.hint_bar.next_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.hint_bar.do_button, Qt.MouseButton.LeftButton)
    table = window.controller.display_table()
    assert sorted(str(m) for m in table.melds()) == ["K1 K2 K3", "R5 R6 R7 R8 R9"]
    assert window.done_button.isEnabled()
    assert not window.hint_bar.isVisible()
    assert window.table_scene.ghosts == {}
    qtbot.mouseClick(window.undo_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.undo_button, Qt.MouseButton.LeftButton)
    assert window.controller.display_table() == start


def test_a_hint_leaves_no_trace_for_the_next_player(qtbot: QtBot, make_window: MakeWindow) -> None:
    state = extended_game()
    ann_rack = {str(t) for t in state.racks[0]}
    window = make_window(state, ANN_BOB, hint_finder=HINT)
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    ask_for_hint(qtbot, window)
    assert window.hint_bar.isVisible()
    window.draw_button.click()
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    assert window.controller.visible_seat == 1
    assert window.controller.hint is None
    assert not window.hint_bar.isVisible()
    assert window.table_scene.ghosts == {}
    seen = " ".join([*log_lines(window), window.statusBar().currentMessage()])
    assert "hint" not in seen.lower()
    assert not (set(NOTATION.findall(seen)) & ann_rack)


def test_each_game_has_its_own_log_and_a_resumed_game_shows_its_history(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(extended_game(), ANN_COMPUTER)
    window.draw_button.click()
    qtbot.waitUntil(lambda: len(log_lines(window)) >= 2, timeout=3000)
    assert any(line == "Ann drew a tile." for line in log_lines(window))
    assert window.statusBar().currentMessage() != ""
    fresh = extended_game()
    assert window.start_game(GameSetup.of(ANN_COMPUTER, fresh.rules), state=fresh)
    assert log_lines(window) == []
    assert window.statusBar().currentMessage() == ""  # not the old game's last line
    saved = extended_game()
    saved.apply(Draw())
    saved.apply(Draw())
    seats = [Seat("Ann"), Seat("Computer", "easy")]
    assert window.start_game(GameSetup.of(seats, saved.rules), state=saved)
    assert log_lines(window) == ["Ann drew a tile.", "Computer drew a tile."]
    assert window.statusBar().currentMessage() == "Computer drew a tile."


def test_a_step_that_moves_table_tiles_marks_them_and_says_so(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    alloc = TileAllocator()
    table = Table()
    for i, t in enumerate(parse_tiles("R5 R6 R7 R8", alloc)):
        table.place(t, (0, 1 + i))
    racks = [parse_tiles("R9 R10 B1", alloc), parse_tiles("O1 O2", alloc)]
    state = GameState.from_position(EASY, racks, table, melded=[True, True], seed=7)
    finder = finder_for(["R5 R6 R7", "R8 R9 R10"])
    window = make_window(state, ANN_COMPUTER, hint_finder=finder)
    ask_for_hint(qtbot, window)
    bar = window.hint_bar
    steps = window.controller.hint.steps  # type: ignore[union-attr]
    moving = next(i for i, s in enumerate(steps) if s.table_tiles)
    for _ in range(moving):
        qtbot.mouseClick(bar.next_button, Qt.MouseButton.LeftButton)
    assert "table" in bar.words.text()
    r8 = table[(0, 4)]
    assert r8 is not None and r8 in steps[moving].table_tiles
    assert window.table_scene.items_by_id[r8.id].look.hinted
    assert r8.id in window.table_scene.ghosts
    qtbot.mouseClick(bar.do_button, Qt.MouseButton.LeftButton)
    assert sorted(str(m) for m in window.controller.display_table().melds()) == [
        "R5 R6 R7",
        "R8 R9 R10",
    ]


def test_the_hint_bar_never_covers_the_gold_places(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(extended_game(), ANN_COMPUTER, hint_finder=HINT)
    ask_for_hint(qtbot, window)
    bar = window.hint_bar
    host = window.table_view
    assert bar.y() > host.height() // 2  # at the bottom by default
    low = QRect(bar.x() + 4, bar.y() + 4, 20, 20)
    bar.refresh([low])
    assert bar.y() < host.height() // 2
    assert not bar.geometry().intersects(low)
