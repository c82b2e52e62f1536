"""The game log and status bar name tiles in words, and a long play fits the bar.

The family reads "Computer laid red 10, 11, joker", never "R10 R11 J"; the
words are the hint's own (``describe_tile``: theme colours, the language).
A long computer play is counted on the status bar, so it never runs off
the end of the bar cut mid-word; the full line is in the log and the tool tip.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from pytestqt.qtbot import QtBot

from rummy_desktop.app.controller import Phase
from rummy_desktop.app.seats import Seat
from rummy_desktop.core.actions import Play
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile, TileAllocator, parse_kinds, parse_tiles
from rummy_desktop.core.views import PlayerView
from rummy_desktop.ui.status_line import fit_line, status_room
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import ANN_COMPUTER, EASY, MakeWindow, drag_rack_to_cell
from tests.ui.doubles import ScriptedPlayer


def log_lines(window: MainWindow) -> list[str]:
    return [window.panel.log.item(i).text() for i in range(window.panel.log.count())]


def lay_out(melds: list[str]) -> Callable[[PlayerView], Play]:
    """A play leaving exactly these melds on the table, from the table's and the rack's tiles."""

    def play(view: PlayerView) -> Play:
        free: list[Tile] = [*view.table.tiles(), *view.rack]
        laid: list[list[Tile]] = []
        for meld in melds:
            tiles = []
            for kind in parse_kinds(meld):
                t = next(t for t in free if t.kind == kind)
                free.remove(t)
                tiles.append(t)
            laid.append(tiles)
        return Play(Table.from_melds(laid, view.table.columns, view.table.rows))

    return play


def game(table: str, computer_rack: str, ann_rack: str = "O1 O9 K2", current: int = 1) -> GameState:
    """Both seats past their initial meld, the computer on turn unless told."""
    alloc = TileAllocator()
    on_table = Table.from_notation(table, alloc) if table else Table()
    racks = [parse_tiles(ann_rack, alloc), parse_tiles(computer_rack, alloc)]
    return GameState.from_position(
        EASY,
        racks,
        on_table,
        current=current,
        melded=[True, True],
        names=["Ann", "Computer"],
        seed=3,
    )


def computer_plays(
    qtbot: QtBot, make_window: MakeWindow, state: GameState, melds: list[str]
) -> MainWindow:
    window = make_window(state, ANN_COMPUTER, player=ScriptedPlayer([lay_out(melds)]))
    qtbot.waitUntil(lambda: window.controller.phase is Phase.HUMAN, timeout=5000)
    return window


def one_of_each() -> GameState:
    """A run with a joker, a group, a lay-off to a run and one to a group to play."""
    return game("B11 B12 B13 | K5 B5 O5", "R10 R11 J B10 K7 B7 O7 R5 O3")


ONE_OF_EACH_MELDS = ["R10 R11 J", "K7 B7 O7", "B10 B11 B12 B13", "K5 B5 O5 R5"]


def test_a_computer_play_is_said_in_words_in_the_log_and_status_bar(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = computer_plays(qtbot, make_window, one_of_each(), ONE_OF_EACH_MELDS)
    line = (
        "Computer laid red 10, 11, joker; black 7, blue 7, orange 7 "
        "and added blue 10 to a run; red 5 to a group."
    )
    assert log_lines(window)[-1] == line
    assert window.statusBar().currentMessage() == line  # it fits: said in full
    assert window.statusBar().toolTip() == line


def test_a_person_laying_a_run_is_said_in_words(qtbot: QtBot, make_window: MakeWindow) -> None:
    alloc = TileAllocator()
    state = GameState.from_position(
        EASY,
        [parse_tiles("R5 R6 R7 K1", alloc), parse_tiles("O1 O9 K2", alloc)],
        melded=[True, True],
        names=["Ann", "Computer"],
        seed=3,
    )
    window = make_window(state, [Seat("Ann"), Seat("Computer", "easy")])
    for col, t in enumerate(state.racks[0][:3]):
        drag_rack_to_cell(qtbot, window, t, (0, col))
    qtbot.mouseClick(window.done_button, Qt.MouseButton.LeftButton)
    assert "Ann laid red 5, 6, 7." in log_lines(window)


LONG_TABLE = "B11 B12 B13 | K5 B5 O5 | O9 O10 O11"
LONG_RACK = "R1 R2 R3 R4 R5 R6 K9 K10 K11 K12 B1 O1 R1 K1 O2 O3 O4 B10 R5 O12 K13"
LONG_MELDS = [
    "R1 R2 R3 R4 R5 R6",
    "K9 K10 K11 K12",
    "B1 O1 R1 K1",
    "O2 O3 O4",
    "B10 B11 B12 B13",
    "K5 B5 O5 R5",
    "O9 O10 O11 O12",
]


def assert_fits_whole_words(window: MainWindow, short: str) -> None:
    bar = window.statusBar()
    shown = bar.currentMessage()
    assert shown == short
    assert bar.fontMetrics().horizontalAdvance(shown) <= status_room(bar)


def test_a_long_play_is_counted_on_the_status_bar_and_listed_in_the_log(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    state = game(LONG_TABLE, LONG_RACK, current=0)
    window = make_window(state, ANN_COMPUTER, player=ScriptedPlayer([lay_out(LONG_MELDS)]))
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: window.statusBar().width() <= 1024, timeout=2000)
    qtbot.mouseClick(window.draw_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: log_lines(window)[-1].startswith("Computer laid"), timeout=5000)
    full = log_lines(window)[-1]
    assert full.startswith("Computer laid red 1, 2, 3, 4, 5, 6; black 9, 10, 11, 12; ")
    assert full.endswith("and added blue 10 to a run; red 5 to a group; orange 12 to a run.")
    assert window.statusBar().toolTip() == full
    assert_fits_whole_words(window, "Computer laid 4 melds and added 3 tiles (20 tiles).")
    bar = window.statusBar()
    assert bar.fontMetrics().horizontalAdvance(full) > status_room(bar)  # the line would not fit


def test_a_line_too_long_even_when_short_ends_on_a_whole_word(qtbot: QtBot) -> None:
    metrics = QFontMetrics(QFont())
    text = "Annemarie-Josephine laid 4 melds and added 3 tiles (20 tiles)."
    room = metrics.horizontalAdvance("Annemarie-Josephine laid 4 melds…")
    assert fit_line(text, text, metrics, room) == "Annemarie-Josephine laid 4 melds…"
    assert fit_line(text, text, metrics, metrics.horizontalAdvance(text)) == text


def test_in_german_the_log_and_status_bar_speak_german(
    qtbot: QtBot, make_window: MakeWindow, german: None
) -> None:
    window = computer_plays(qtbot, make_window, one_of_each(), ONE_OF_EACH_MELDS)
    line = (
        "Computer: rot 10, 11, Joker; schwarz 7, blau 7, orange 7 ausgelegt "
        "und blau 10 an eine Reihe; rot 5 an eine Gruppe angelegt."
    )
    assert log_lines(window)[-1] == line
    assert window.statusBar().currentMessage() == line


@pytest.mark.slow
@pytest.mark.parametrize(
    ("language", "summary", "start"),
    [
        (
            "german",
            "Computer: 4 Kombinationen ausgelegt und 3 Steine angelegt (20 Steine).",
            "Computer: rot 1, 2, 3",
        ),
        (
            "dutch",
            "Computer legde 4 combinaties neer en legde 3 stenen aan (20 stenen).",
            "Computer legde rood 1, 2, 3",
        ),
    ],
)
def test_a_long_play_fits_the_bar_in_german_and_dutch(
    qtbot: QtBot,
    make_window: MakeWindow,
    request: pytest.FixtureRequest,
    language: str,
    summary: str,
    start: str,
) -> None:
    request.getfixturevalue(language)
    state = game(LONG_TABLE, LONG_RACK, current=0)
    window = make_window(state, ANN_COMPUTER, player=ScriptedPlayer([lay_out(LONG_MELDS)]))
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: window.statusBar().width() <= 1024, timeout=2000)
    qtbot.mouseClick(window.draw_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: log_lines(window)[-1].startswith(start), timeout=5000)
    assert log_lines(window)[-1].startswith(start)
    assert window.statusBar().toolTip() == log_lines(window)[-1]
    assert_fits_whole_words(window, summary)
