"""The tile table through a screen reader: the accessibility tree read in process.

Qt's accessibility interfaces are what AT-SPI (and so Orca) reads; these
tests walk them offscreen, as a screen reader would walk the bus.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface, QColor
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rummy_desktop.app.board import Phase
from rummy_desktop.app.computers import default_hint_finder
from rummy_desktop.app.table_words import table_changes
from rummy_desktop.core.table import Table
from rummy_desktop.ui.accessible_table import TileTableReader
from rummy_desktop.ui.focus_ring import RING_COLOURS, ring_colour
from rummy_desktop.ui.new_game import NewGameDialog
from rummy_desktop.ui.rack_scene import WOOD_DARK
from rummy_desktop.ui.themes import THEMES, contrast_ratio
from rummy_desktop.ui.tile_item import describe_tile
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import ANN_COMPUTER, MakeWindow, position

RUN = "run: red 3, red 4, red 5"
GROUP = "group: black 7, blue 7, orange 7, joker as red 7"


def names_under(obj: QObject) -> list[str]:
    """Every accessible name below ``obj``, depth first, as a screen reader finds them."""
    found: list[str] = []

    def walk(iface: QAccessibleInterface | None) -> None:
        if iface is None or not iface.isValid():
            return
        found.append(iface.text(QAccessible.Text.Name))
        for index in range(iface.childCount()):
            walk(iface.child(index))

    walk(QAccessible.queryAccessibleInterface(obj))
    return found


def _window(make_window: MakeWindow) -> tuple[MainWindow, TileTableReader]:
    window = make_window(position(["R3 R4 R5 K7 B7 O7 J K1 B9", "B1 B2 O12"]), ANN_COMPUTER)
    reader = window.screen_reader
    return window, reader


def _lay(window: MainWindow, notation: str, cell: tuple[int, int]) -> None:
    rack = window.controller.display_rack()
    wanted = notation.split()
    ids = []
    for token in wanted:
        t = next(t for t in rack if str(t) == token and t.id not in ids)
        ids.append(t.id)
    assert window.controller.put_tiles(ids, cell).ok


def test_rack_tiles_and_table_melds_are_named_in_the_tree(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window, reader = _window(make_window)
    rack = window.controller.display_rack()
    qtbot.waitUntil(
        lambda: all(describe_tile(t) in names_under(window.rack_view) for t in rack),
        timeout=2000,
    )
    _lay(window, "R3 R4 R5", (0, 0))
    _lay(window, "K7 B7 O7 J", (1, 0))
    qtbot.waitUntil(lambda: RUN in names_under(window.table_view), timeout=2000)
    assert GROUP in names_under(window.table_view)
    # The tiles laid are no longer rack objects; the two left are.
    qtbot.waitUntil(lambda: len(reader.rack_layer.proxies) == 2, timeout=2000)
    assert sorted(reader.rack_layer.names()) == ["black 1", "blue 9"]
    # Each proxy lies where its tile is drawn.
    meld = reader.table_layer.proxies[0]
    first = window.table_view.mapFromScene(window.table_scene.cell_rect((0, 0)).center())
    assert meld.geometry().contains(first)
    # ... and still after a zoom.
    window.table_view.zoom_in()
    window.table_view.zoom_in()

    def follows() -> bool:
        cell = window.table_scene.cell_rect((0, 0)).center()
        return meld.geometry().contains(window.table_view.mapFromScene(cell))

    qtbot.waitUntil(follows, timeout=2000)


def test_the_problem_strip_reads_its_text_and_is_no_tab_stop(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window, reader = _window(make_window)
    _lay(window, "R3 R4", (0, 0))
    qtbot.waitUntil(lambda: "Not done yet" in reader.problem_text(), timeout=2000)
    label = QAccessible.queryAccessibleInterface(window.problems_label)
    assert label is not None
    assert "Not done yet" in label.text(QAccessible.Text.Name)
    area = QAccessible.queryAccessibleInterface(window.problems_area)
    assert area is not None and area.text(QAccessible.Text.Name) == "What is still wrong"
    assert window.problems_area.focusPolicy() == Qt.FocusPolicy.NoFocus
    # Ctrl+Return with Done disabled says why, instead of nothing.
    window.rack_view.setFocus()
    qtbot.keyClick(window.rack_view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert "Not done yet" in reader.announcer.said[-1]


def test_a_turn_passing_is_announced_and_focus_goes_to_the_rack(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window, reader = _window(make_window)
    _lay(window, "R3 R4 R5", (0, 0))
    _lay(window, "K7 B7 O7 J", (1, 0))
    window.done_button.setFocus()
    reader.announcer.said.clear()
    assert window.controller.end_turn().ok
    qtbot.waitUntil(lambda: any("Your turn, Ann" in s for s in reader.announcer.said), timeout=3000)
    said = reader.announcer.said
    greeting = next(i for i, s in enumerate(said) if "Your turn" in s)
    # The computer's play was announced before the turn came back.
    assert any("Computer" in line for line in said[:greeting])
    assert window.rack_view.hasFocus()
    assert reader.announcer.live.text() == said[-1]
    # The reading keys: the rack, the table, the news since the last turn.
    qtbot.keyClick(window.rack_view, Qt.Key.Key_H)
    assert reader.announcer.said[-1].startswith("Your rack (2): black 1, blue 9")
    qtbot.keyClick(window.rack_view, Qt.Key.Key_M)
    assert RUN in reader.announcer.said[-1] and GROUP in reader.announcer.said[-1]
    qtbot.keyClick(window.rack_view, Qt.Key.Key_N)
    news = reader.announcer.said[-1]
    assert news.startswith("Since your last turn:") and "Computer" in news
    assert "The table is as it was." in news
    qtbot.keyClick(window.rack_view, Qt.Key.Key_P)
    assert "Pool:" in reader.announcer.said[-1]
    # The arrow keys say where the keyboard cursor went.
    qtbot.keyClick(window.rack_view, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: reader.announcer.said[-1] == "blue 9, 2 of 2", timeout=2000)


def test_a_refusal_is_announced(qtbot: QtBot, make_window: MakeWindow) -> None:
    window, reader = _window(make_window)
    window.controller.moveRefused.emit("that cell already holds red 3")
    assert reader.announcer.said[-1] == "that cell already holds red 3"


def test_arrow_keys_do_not_walk_the_button_row(qtbot: QtBot, make_window: MakeWindow) -> None:
    window, reader = _window(make_window)
    window.activateWindow()
    # the turn's start has put the focus on the rack (the reader is the window's own)
    qtbot.waitUntil(window.rack_view.hasFocus, timeout=2000)
    window.undo_button.setEnabled(True)
    window.draw_button.setFocus()
    qtbot.waitUntil(window.draw_button.hasFocus, timeout=2000)
    qtbot.keyClick(window.draw_button, Qt.Key.Key_Right)
    qtbot.keyClick(window.draw_button, Qt.Key.Key_Left)
    assert QApplication.focusWidget() is window.draw_button
    # The focused button wears the ring, clear of the button on every side.
    assert reader.focus_ring.isVisible()
    assert reader.focus_ring.geometry().contains(window.draw_button.geometry())


def test_focus_marks_stand_out_three_to_one() -> None:
    backgrounds = [QColor("#efefef"), QColor("#ffffff"), QColor("#303030"), WOOD_DARK]
    backgrounds += [QColor(theme.felt) for theme in THEMES.values()]
    for background in backgrounds:
        assert contrast_ratio(ring_colour(background), background) >= 3.0, background.name()
    assert contrast_ratio(*RING_COLOURS) >= 3.0  # the two rings apart as well


def test_table_changes_name_new_melds() -> None:
    before = Table.from_notation("R3 R4 R5")
    after = Table.from_notation("R3 R4 R5 R6")
    words = table_changes(before, after, describe_tile)
    assert "run: red 3, red 4, red 5, red 6" in words
    assert "Melds gone or rebuilt: 1." in words


def test_a_paused_board_is_covered_for_the_screen_reader_too(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    state = position(["R3 R4 R5 K1", "B1 B2"], turn_timer_seconds=120)
    window = make_window(state, ANN_COMPUTER)
    reader = window.screen_reader
    assert window.controller.pause().ok
    qtbot.waitUntil(lambda: not reader.rack_layer.proxies, timeout=2000)
    assert "red 3" not in names_under(window.rack_view)
    window.rack_view.setFocus()
    qtbot.keyClick(window.rack_view, Qt.Key.Key_H)
    assert reader.announcer.said[-1] == "The game is paused."
    assert window.controller.resume().ok
    qtbot.waitUntil(lambda: "red 3" in names_under(window.rack_view), timeout=2000)


def test_new_game_seat_boxes_are_named_by_what_they_ask(qtbot: QtBot) -> None:
    dialog = NewGameDialog(("easy",))
    qtbot.addWidget(dialog)
    first = dialog.seat_editors[0]
    assert first.kind.accessibleName() == "Who plays seat 1"
    assert first.timer.accessibleName() == "Turn timer of seat 1"
    assert first.timer.findText("no timer") >= 0  # a handicap a screen-reader player finds


def test_a_round_won_by_keys_and_ears_alone(qtbot: QtBot, make_window: MakeWindow) -> None:
    """Pick up three tiles, put them on the table, hear the meld, press Ctrl+Enter: out."""
    window = make_window(position(["R10 R11 R12", "B1 B2"]), ANN_COMPUTER)
    reader = window.screen_reader
    window.activateWindow()
    window.rack_view.setFocus()
    qtbot.waitUntil(window.rack_view.hasFocus, timeout=2000)
    rack = window.rack_view
    qtbot.keyClick(rack, Qt.Key.Key_H)
    assert reader.announcer.said[-1] == "Your rack (3): red 10, red 11, red 12."
    for step in range(3):
        qtbot.keyClick(rack, Qt.Key.Key_Space)
        if step < 2:
            qtbot.keyClick(rack, Qt.Key.Key_Right)
    qtbot.waitUntil(
        lambda: "carrying red 10, red 11, red 12" in reader.announcer.said[-1], timeout=2000
    )
    qtbot.keyClick(rack, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert window.table_view.hasFocus()
    qtbot.keyClick(window.table_view, Qt.Key.Key_Return)
    qtbot.keyClick(window.table_view, Qt.Key.Key_M)
    assert "run: red 10, red 11, red 12" in reader.announcer.said[-1]
    qtbot.keyClick(window.table_view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    over = (Phase.ROUND_OVER, Phase.MATCH_OVER)
    qtbot.waitUntil(lambda: window.controller.phase in over, timeout=3000)
    assert any("Ann" in line and "red 10" in line for line in reader.announcer.said)


def test_draw_and_discard_stacks_are_named(qtbot: QtBot, make_window: MakeWindow) -> None:
    state = position(["R3 R4 R5 K1", "B1 B2"], draw_and_discard=True)
    window = make_window(state, ANN_COMPUTER)
    reader = window.screen_reader
    qtbot.waitUntil(
        lambda: any(n.startswith("Your stack, top:") for n in reader.rack_layer.names()),
        timeout=2000,
    )
    assert any(n.startswith("Stack of Computer, top:") for n in reader.rack_layer.names())


def test_a_hint_is_said(qtbot: QtBot, make_window: MakeWindow) -> None:
    finder = default_hint_finder()
    assert finder is not None
    state = position(["R10 R11 R12 K1 B5 O7 K13", "B1 B2 O3 K9 K8"])
    window = make_window(state, ANN_COMPUTER, hint_finder=finder)
    reader = window.screen_reader
    window.activateWindow()
    window.rack_view.setFocus()
    qtbot.waitUntil(window.rack_view.hasFocus, timeout=2000)
    qtbot.keyClick(window.rack_view, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.controller.hint is not None, timeout=10_000)
    qtbot.waitUntil(lambda: "red 10 to row" in reader.announcer.said[-1], timeout=2000)
