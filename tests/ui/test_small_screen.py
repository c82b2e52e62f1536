"""On a 1024x600 screen every dialog and window fits, and every button of it can be reached.

The screen is stood in where the windows ask for it
(:func:`rummy_desktop.ui.screen_fit.available_geometry`). A window fits when
its frame is no larger than the screen's free area; a button can be reached
when it lies inside its window, or inside a part that scrolls.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QApplication, QWidget
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.cards.setup import CardSetup
from rummy_desktop.app.controller import GameController
from rummy_desktop.app.online.card_play import OnlineCardPlay
from rummy_desktop.app.online.play import OnlinePlay
from rummy_desktop.app.online.seat import OnlineSeat
from rummy_desktop.app.online.watch import OnlineWatch
from rummy_desktop.app.round_sheet import card_sheet
from rummy_desktop.app.seats import Seat
from rummy_desktop.app.setup import GameSetup
from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.ui import game_shell, screen_fit
from rummy_desktop.ui.cards.art import LOOKS, HandStrip
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.new_game import NewGameDialog
from rummy_desktop.ui.online.card_window import OnlineCardWindow
from rummy_desktop.ui.online.host import HostDialog
from rummy_desktop.ui.online.join import JoinDialog
from rummy_desktop.ui.online.watch import WatchWindow
from rummy_desktop.ui.online.window import OnlineWindow
from rummy_desktop.ui.round_end import RoundEndDialog
from rummy_desktop.ui.services import Services
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import ANN_COMPUTER, drag_rack_to_cell, position
from tests.ui.doubles import DrawingPlayer, factory
from tests.ui.test_card_shared_win import shared_win
from tests.ui.test_replay_window import open_from_chooser, shelve_finished

SMALL = QRect(0, 0, 1024, 600)
CARD_GAMES = ("rummy", "rummy30", "rummy51", "rum500")


@pytest.fixture(autouse=True)
def small_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    def small(_widget: QWidget) -> QRect:
        return QRect(SMALL)

    for module in (screen_fit, game_shell):
        monkeypatch.setattr(module, "available_geometry", small)


def outside_scrolling(button: QWidget, window: QWidget) -> bool:
    """True when no scrolling part between ``button`` and ``window`` brings it into sight."""
    parent = button.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent, QAbstractScrollArea):
            return False
        parent = parent.parentWidget()
    return True


def assert_fits(qtbot: QtBot, window: QWidget) -> None:
    """``window``'s frame fits the small screen and its buttons lie inside it."""
    qtbot.waitExposed(window)
    title = window.windowTitle() or type(window).__name__
    frame = window.frameGeometry()
    assert frame.width() <= SMALL.width() and frame.height() <= SMALL.height(), (title, frame)
    buttons = [
        b
        for b in window.findChildren(QAbstractButton)
        if b.isVisibleTo(window) and b.window() is window and outside_scrolling(b, window)
    ]
    for button in buttons:
        where = QRect(button.mapTo(window, QPoint(0, 0)), button.size())
        assert window.rect().contains(where), (title, button.text(), where, window.rect())


def opened(qtbot: QtBot, action: Callable[[], object]) -> QWidget:
    """The one top-level window ``action`` shows."""
    before = set(QApplication.topLevelWidgets())
    action()

    def new() -> list[QWidget]:
        return [w for w in QApplication.topLevelWidgets() if w not in before and w.isVisible()]

    qtbot.waitUntil(lambda: len(new()) >= 1)
    return new()[0]


@pytest.fixture
def tiles(qtbot: QtBot, services: Services) -> Iterator[MainWindow]:
    controller = GameController(player_factory=factory(DrawingPlayer()))
    controller.set_speed("instant")
    window = MainWindow(controller, levels=("easy",), services=services)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(100)  # framed, and fitted again for the frame
    yield window
    window.close()


@pytest.fixture
def cards(qtbot: QtBot, services: Services) -> Iterator[CardWindow]:
    window = CardWindow(CardController(), services=services)
    window.set_speed("instant")
    qtbot.addWidget(window)
    window.show()
    yield window
    window.close()


def test_before_the_window_manager_frames_a_window_room_is_kept_for_its_title_bar(
    qtbot: QtBot,
) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    assert screen_fit.client_room(widget, SMALL) == SMALL.marginsRemoved(screen_fit.FRAME_ALLOWANCE)


def test_the_tile_window_and_its_dialogs_fit(qtbot: QtBot, tiles: MainWindow) -> None:
    assert_fits(qtbot, tiles)
    assert SMALL.contains(tiles.frameGeometry())
    tiles.new_game()
    dialog = tiles.new_game_dialog
    assert isinstance(dialog, NewGameDialog)
    dialog.house_box.setChecked(True)
    assert dialog.house_rules.isVisible()
    assert_fits(qtbot, dialog)
    dialog.reject()
    for action in (
        tiles.show_rules,
        tiles.show_stats,
        tiles.show_settings,
        tiles.act_folder.trigger,
        tiles.show_about,
        tiles.open_tutorial,
    ):
        window = opened(qtbot, action)
        assert_fits(qtbot, window)
        window.close()


def test_the_replay_chooser_and_viewer_fit(qtbot: QtBot, tiles: MainWindow) -> None:
    shelve_finished(tiles)
    viewer = open_from_chooser(qtbot, tiles)
    chooser = tiles.replays.chooser
    assert chooser is not None
    assert_fits(qtbot, chooser)
    assert_fits(qtbot, viewer)


def test_the_online_dialogs_fit(qtbot: QtBot, tiles: MainWindow) -> None:
    host = HostDialog(tiles.online, tiles)
    qtbot.addWidget(host)
    host.show()
    assert_fits(qtbot, host)
    join = JoinDialog(tiles, invite=True)
    qtbot.addWidget(join)
    join.show()
    assert_fits(qtbot, join)


def test_the_tile_round_end_fits(qtbot: QtBot, tiles: MainWindow) -> None:
    state = position(["K11 K12 K13", "K1 R2 B7"])
    assert tiles.start_game(GameSetup.of(ANN_COMPUTER, state.rules), state=state)
    for column, t in enumerate(list(state.racks[0])):
        drag_rack_to_cell(qtbot, tiles, t, (0, column))
    qtbot.mouseClick(tiles.done_button, Qt.MouseButton.LeftButton)
    dialog = tiles.round_dialog
    assert dialog is not None
    assert_fits(qtbot, dialog)


def test_the_card_window_and_its_dialogs_fit(qtbot: QtBot, cards: CardWindow) -> None:
    assert_fits(qtbot, cards)
    qtbot.waitUntil(lambda: SMALL.contains(cards.frameGeometry()))
    for game in CARD_GAMES:
        dialog = cards.open_new_game_dialog(game)
        assert_fits(qtbot, dialog)
        dialog.reject()
    for action in (cards.show_stats, cards.act_folder.trigger, cards.learn_to_play):
        window = opened(qtbot, action)
        assert_fits(qtbot, window)
        window.close()


@pytest.mark.parametrize("game", CARD_GAMES)
def test_the_rules_of_every_card_game_fit(qtbot: QtBot, cards: CardWindow, game: str) -> None:
    setup = CardSetup.of([Seat("Ann"), Seat("Bob", "easy")], card_preset(game), seed=1)
    cards.controller.start(setup.new_game(), setup.seats)
    cards.show_rules()
    assert cards.rules_dialog is not None
    assert_fits(qtbot, cards.rules_dialog)


def test_the_card_round_end_fits(qtbot: QtBot, cards: CardWindow) -> None:
    controller = CardController()
    controller.set_speed("instant")
    try:
        summary = shared_win(qtbot, controller)
    finally:
        controller.shutdown()
    hands = [HandStrip(hand, LOOKS["two"]) for hand in summary.hands]
    dialog = RoundEndDialog(card_sheet(summary), hands, cards)
    qtbot.addWidget(dialog)
    dialog.show()
    assert_fits(qtbot, dialog)


def test_the_online_table_windows_fit(qtbot: QtBot) -> None:
    """A seat's window, tiles or cards, and the watch window: Done and its row in reach."""
    url = "ws://127.0.0.1:1"  # never started: nothing here needs the table
    windows: list[QWidget] = [
        OnlineWindow(OnlinePlay(OnlineSeat(url, "ABC234", "token")), "Ann"),
        OnlineCardWindow(OnlineCardPlay(OnlineSeat(url, "ABC234", "token")), "Ann"),
        WatchWindow(OnlineWatch(OnlineSeat(url, "ABC234", "code", watch=True)), "Watch"),
    ]
    for window in windows:
        qtbot.addWidget(window)
        window.show()
        assert_fits(qtbot, window)
        window.close()
