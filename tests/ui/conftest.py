"""Building a game window around a known position, and real mouse drags on it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QGraphicsView
from pytestqt.qtbot import QtBot

from rummy_desktop.ai.base import ComputerPlayer
from rummy_desktop.app.computers import HintFinder
from rummy_desktop.app.controller import GameController
from rummy_desktop.app.seats import Seat
from rummy_desktop.app.setup import GameSetup
from rummy_desktop.core.rules import preset
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Cell
from rummy_desktop.core.tiles import Tile, TileAllocator, parse_tiles
from rummy_desktop.ui.window import MainWindow
from tests.ui.doubles import DrawingPlayer, factory

EASY = preset("easy")
"""No timer, free jokers: the rules tests play under unless they say otherwise."""

MakeWindow = Callable[..., MainWindow]


def position(
    racks: Sequence[str],
    *,
    current: int = 0,
    names: Sequence[str] = ("Ann", "Computer"),
    rules_name: str = "easy",
    **options: object,
) -> GameState:
    """A game from racks in notation, the rest of the tiles in the pool."""
    alloc = TileAllocator()
    parsed = [parse_tiles(r, alloc) for r in racks]
    rules = preset(rules_name).with_options(**options) if options else preset(rules_name)
    return GameState.from_position(rules, parsed, current=current, names=list(names), seed=7)


@pytest.fixture
def make_window(qtbot: QtBot) -> MakeWindow:
    def make(
        state: GameState,
        seats: Sequence[Seat],
        *,
        player: ComputerPlayer | None = None,
        hint_finder: HintFinder | None = None,
        timer_ms: int = 1000,
        speed: str | int = "instant",
    ) -> MainWindow:
        controller = GameController(
            player_factory=factory(player or DrawingPlayer()),
            hint_finder=hint_finder,
            timer_interval_ms=timer_ms,
        )
        controller.set_speed(speed)
        window = MainWindow(controller, levels=("easy",))
        qtbot.addWidget(window)
        window.resize(1280, 820)
        window.show()
        qtbot.waitExposed(window)
        assert window.start_game(GameSetup.of(seats, state.rules), state=state)
        return window

    return make


def rack_point(window: MainWindow, t: Tile) -> QPointF:
    return window.rack_scene.items_by_id[t.id].sceneBoundingRect().center()


def table_point(window: MainWindow, t: Tile) -> QPointF:
    return window.table_scene.items_by_id[t.id].sceneBoundingRect().center()


def cell_point(window: MainWindow, cell: Cell) -> QPointF:
    return window.table_scene.cell_rect(cell).center()


def drag(
    qtbot: QtBot,
    source: QGraphicsView,
    start: QPointF,
    target: QGraphicsView,
    end: QPointF,
) -> None:
    """Press, move in steps and release with real mouse events on the viewports."""
    a = source.mapFromScene(start)
    b = target.mapFromScene(end)
    qtbot.mousePress(source.viewport(), Qt.MouseButton.LeftButton, pos=a)
    qtbot.mouseMove(source.viewport(), a + QPoint(8, 8))
    qtbot.mouseMove(source.viewport(), a + QPoint(20, -20))
    qtbot.mouseMove(target.viewport(), b)
    qtbot.mouseRelease(target.viewport(), Qt.MouseButton.LeftButton, pos=b)


def drag_rack_to_cell(qtbot: QtBot, window: MainWindow, t: Tile, cell: Cell) -> None:
    start, end = rack_point(window, t), cell_point(window, cell)
    drag(qtbot, window.rack_view, start, window.table_view, end)
    qtbot.waitUntil(lambda: not window.drag.busy, timeout=2000)


ANN_BOB = [Seat("Ann"), Seat("Bob")]
ANN_COMPUTER = [Seat("Ann"), Seat("Computer", "easy")]
