"""Building a game window around a known position, and real mouse drags on it."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtWidgets import QGraphicsView
from pytestqt.qtbot import QtBot

from rummy_desktop.ai.base import ComputerPlayer
from rummy_desktop.app.computers import HintFinder
from rummy_desktop.app.controller import GameController
from rummy_desktop.app.i18n import install_language, remove_language
from rummy_desktop.app.seats import Seat
from rummy_desktop.app.settings import AppSettings
from rummy_desktop.app.setup import GameSetup
from rummy_desktop.app.stats import StatsDB
from rummy_desktop.core.rules import preset
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Cell
from rummy_desktop.core.tiles import Tile, TileAllocator, parse_tiles
from rummy_desktop.ui.services import Answer, Services
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


class Questions:
    """Answers questions at once and remembers what was asked: yes/no with ``answer``;
    a choice of several with ``choice``, or else the first (yes) or none (no)."""

    def __init__(self, answer: bool = False, choice: int | None = None) -> None:
        self.answer = answer
        self.choice = choice
        self.asked: list[str] = []

    def __call__(self, _parent: object, _title: str, text: str, reply: Answer) -> None:
        self.asked.append(text)
        reply(self.answer)

    def choose(
        self,
        _parent: object,
        _title: str,
        text: str,
        _choices: Sequence[str],
        reply: Callable[[int | None], None],
    ) -> None:
        self.asked.append(text)
        reply(self.choice if self.choice is not None else (0 if self.answer else None))


def make_services(folder: Path, questions: Questions | None = None) -> Services:
    """Services on a temporary ini file and folder, with an in-memory statistics database."""
    store = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    questions = questions or Questions()
    return Services(
        AppSettings(store),
        data_dir=folder / "data",
        stats=StatsDB(":memory:"),
        ask=questions,
        choose=questions.choose,
        beep=lambda: None,
    )


@pytest.fixture(autouse=True)
def _private_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """No test touches the user's settings, saves or statistics."""
    home = tmp_path / "user"
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setattr(Services, "for_user", classmethod(lambda cls: make_services(home)))
    yield


@pytest.fixture
def services(tmp_path: Path) -> Services:
    return make_services(tmp_path)


@pytest.fixture
def make_window(qtbot: QtBot, services: Services) -> MakeWindow:
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
        window = MainWindow(controller, levels=("easy",), services=services)
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


@pytest.fixture
def dutch(qtbot: QtBot) -> Iterator[None]:
    """The Dutch catalogue installed for one test."""
    translator = install_language("nl")
    assert translator is not None
    yield
    remove_language(translator)


@pytest.fixture
def german(qtbot: QtBot) -> Iterator[None]:
    """The German catalogue installed for one test."""
    translator = install_language("de")
    assert translator is not None
    yield
    remove_language(translator)
