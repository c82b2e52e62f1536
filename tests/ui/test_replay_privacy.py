"""A game still being played keeps its racks and hands secret in the replay viewer.

Each way a person could open a replay of a game not over is taken with the
window's own menus and buttons: Save as, then Game > Replay a game > Open a
saved game; the hand-over screen of a hot-seat game; the shelf of finished
games; "Watch this game again" at a round's end. Only the one person's own
rack (or hand) is ever shown, none in hot-seat or without a person, and
every rack once the match is over. A hot-seat save opened again in the
game itself waits behind the hand-over screen.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem
from pytestqt.qtbot import QtBot

from rummy_desktop.ai.players import make_player
from rummy_desktop.app.board import Phase
from rummy_desktop.app.cards.board import CardPhase
from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.cards.shelf import card_shelf_text
from rummy_desktop.app.replay import Replay
from rummy_desktop.app.saves import write_save
from rummy_desktop.app.seats import Seat
from rummy_desktop.core.rules import preset
from rummy_desktop.core.serialize import GameRecord
from rummy_desktop.core.state import GameState
from rummy_desktop.ui.cards.replay_window import CardReplayWindow
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.replay_viewer import EVERY_SEAT, NO_SEAT, ReplayViewer
from rummy_desktop.ui.replay_window import ReplayWindow
from rummy_desktop.ui.services import Services
from rummy_desktop.ui.tile_item import describe_tile
from rummy_desktop.ui.window import MainWindow
from tests.app.test_card_replay import finished_card_match, stopped
from tests.app.test_replay import finished_match
from tests.ui.conftest import ANN_BOB, ANN_COMPUTER, MakeWindow

GameWindow = MainWindow | CardWindow


def click(qtbot: QtBot, widget: object) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)  # type: ignore[arg-type]


def save_as(window: GameWindow, path: Path) -> None:
    """Game > Save as..., the file named in its dialog."""
    window.act_save_as.trigger()
    dialog = window.files.file_dialog
    assert dialog is not None
    dialog.fileSelected.emit(str(path))
    dialog.reject()
    assert path.exists()


def open_saved(qtbot: QtBot, window: GameWindow, path: Path) -> ReplayViewer:
    """Game > Replay a game... > Open a saved game..., the file named in its dialog."""
    window.act_replay.trigger()
    chooser = window.replays.chooser
    assert chooser is not None
    qtbot.waitExposed(chooser)
    click(qtbot, chooser.file_button)
    dialog = window.replays.file_dialog
    assert dialog is not None
    with qtbot.waitSignal(window.replays.loader.ready, timeout=30_000):
        dialog.fileSelected.emit(str(path))
    dialog.reject()
    viewer = window.replays.viewer
    assert viewer is not None
    qtbot.waitExposed(viewer)
    viewer.speed.setCurrentIndex(viewer.speed.findData("instant"))
    return viewer


def watch_shelved(qtbot: QtBot, window: GameWindow) -> ReplayViewer:
    """Game > Replay a game..., the newest game on the shelf watched."""
    window.act_replay.trigger()
    chooser = window.replays.chooser
    assert chooser is not None
    qtbot.waitExposed(chooser)
    with qtbot.waitSignal(window.replays.loader.ready, timeout=30_000):
        click(qtbot, chooser.watch_button)
    viewer = window.replays.viewer
    assert viewer is not None
    qtbot.waitExposed(viewer)
    viewer.speed.setCurrentIndex(viewer.speed.findData("instant"))
    return viewer


def choices(viewer: ReplayViewer) -> list[int]:
    box = viewer.view_choice
    return [int(box.itemData(i)) for i in range(box.count())]


def every_position(qtbot: QtBot, viewer: ReplayViewer) -> Iterator[int]:
    """Each position of the replay, reached with the Start and Forward buttons."""
    click(qtbot, viewer.start_button)
    yield viewer.position
    while viewer.forward_button.isEnabled():
        click(qtbot, viewer.forward_button)
        qtbot.waitUntil(lambda: not viewer.animating, timeout=10_000)
        yield viewer.position


def card_window(qtbot: QtBot, services: Services) -> CardWindow:
    window = CardWindow(CardController(), services=services)
    window.set_speed("instant")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def scene_texts(viewer: CardReplayWindow) -> set[str]:
    return {i.text() for i in viewer.scene.items() if isinstance(i, QGraphicsSimpleTextItem)}


# -- tiles --------------------------------------------------------------------------
def test_a_game_saved_against_a_computer_shows_only_the_persons_rack(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path
) -> None:
    window = make_window(GameState.new_match(preset("easy"), ["Ann", "Computer"], 3), ANN_COMPUTER)
    for _ in range(3):
        qtbot.waitUntil(lambda: window.controller.phase is Phase.HUMAN, timeout=10_000)
        click(qtbot, window.draw_button)
    qtbot.waitUntil(lambda: window.controller.phase is Phase.HUMAN, timeout=10_000)
    path = tmp_path / "ann.rummy.json"
    save_as(window, path)
    viewer = open_saved(qtbot, window, path)
    assert isinstance(viewer, ReplayWindow)
    assert choices(viewer) == [0]  # no "Every rack", no "What Computer saw"
    assert viewer.view_choice.toolTip()  # it says why
    seen = 0
    for _ in every_position(qtbot, viewer):
        ann, computer = viewer.rack_strips
        assert ann.isVisible() and ann.tiles == tuple(viewer.state.racks[0])
        assert not computer.isVisible() and computer.tiles == ()
        assert computer.toolTip() == "" and viewer.count_labels[1].isVisible()
        seen += 1
    assert seen == viewer.turns.last + 1 >= 7


def test_hot_seat_from_the_hand_over_screen_shows_no_rack_at_all(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path
) -> None:
    window = make_window(GameState.new_match(preset("easy"), ["Ann", "Bob"], 3), ANN_BOB)
    for _ in range(3):
        qtbot.waitUntil(window.handover.isVisible, timeout=10_000)
        click(qtbot, window.handover.button)
        click(qtbot, window.draw_button)  # the tile just drawn is on the rack left behind
    qtbot.waitUntil(window.handover.isVisible, timeout=10_000)
    path = tmp_path / "family.rummy.json"
    save_as(window, path)
    viewer = open_saved(qtbot, window, path)  # opened over the hand-over screen
    assert window.handover.isVisible()
    assert isinstance(viewer, ReplayWindow)
    assert choices(viewer) == [NO_SEAT]
    for _ in every_position(qtbot, viewer):
        assert not any(strip.isVisible() or strip.tiles for strip in viewer.rack_strips)
        assert all(strip.toolTip() == "" for strip in viewer.rack_strips)
        assert all(count.isVisible() for count in viewer.count_labels)
    assert viewer.position == 3


def test_a_game_of_computers_still_going_on_the_shelf_shows_no_rack(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(GameState.new_match(preset("easy"), ["Ann", "Bob"], 3), ANN_BOB)
    record = finished_match()  # three computers
    replay = Replay(record)
    cut = GameRecord(record.seats, replay.state_at(20))
    shelf = window.replays.shelf()
    assert shelf is not None
    shelf.add(cut.dumps(), datetime(2026, 3, 1, 20, 15))  # put there by hand
    viewer = watch_shelved(qtbot, window)
    assert isinstance(viewer, ReplayWindow)
    chooser = window.replays.chooser
    assert chooser is not None
    line = chooser.games_list.item(0).text()
    assert line.count(":") == 1 + len(record.seats)  # the time, each name and total: no rack
    assert choices(viewer) == [NO_SEAT]
    click(qtbot, viewer.end_button)
    assert not any(strip.isVisible() or strip.tiles for strip in viewer.rack_strips)


def test_a_finished_game_with_a_person_shows_every_rack(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path
) -> None:
    window = make_window(GameState.new_match(preset("easy"), ["Ann", "Bob"], 3), ANN_BOB)
    record = finished_match()
    seats = (Seat("Ann"), Seat("Bob"), Seat("Cy", "medium"))  # hot-seat, and over
    path = tmp_path / "over.rummy.json"
    write_save(path, GameRecord(seats, record.state))
    viewer = open_saved(qtbot, window, path)
    assert isinstance(viewer, ReplayWindow)
    assert choices(viewer) == [EVERY_SEAT, 0, 1, 2]
    viewer.show_position(5)
    state = viewer.state
    assert [s.tiles for s in viewer.rack_strips] == [tuple(r) for r in state.racks]
    assert all(s.isVisible() for s in viewer.rack_strips)
    assert not viewer.view_choice.toolTip()


@pytest.mark.slow  # the round's last turn is a medium player's
def test_watch_this_game_again_at_a_round_end_of_a_hot_seat_match_shows_no_rack(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    record = finished_match()
    replay = Replay(record)
    end = next(p for p in range(replay.last + 1) if replay.state_at(p).round_over)
    last = replay.step_into(end).seat
    level = record.seats[last].level
    assert level is not None
    seats = [Seat(s.name, level if i == last else None) for i, s in enumerate(record.seats)]
    window = make_window(replay.state_at(end - 1), seats, player=make_player(level))
    qtbot.waitUntil(lambda: window.round_dialog is not None, timeout=30_000)
    assert window.controller.phase is Phase.ROUND_OVER  # the match goes on
    dialog = window.round_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    with qtbot.waitSignal(window.replays.loader.ready, timeout=30_000):
        click(qtbot, dialog.watch_button)
    viewer = window.replays.viewer
    assert isinstance(viewer, ReplayWindow)
    assert choices(viewer) == [NO_SEAT]
    click(qtbot, viewer.end_button)
    assert not any(strip.isVisible() or strip.tiles for strip in viewer.rack_strips)


def test_a_hot_seat_save_opened_mid_game_waits_behind_the_hand_over_screen(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path
) -> None:
    window = make_window(GameState.new_match(preset("easy"), ["Ann", "Bob"], 3), ANN_BOB)
    qtbot.waitUntil(window.handover.isVisible, timeout=10_000)
    click(qtbot, window.handover.button)
    click(qtbot, window.draw_button)
    click(qtbot, window.handover.button)
    assert window.rack_scene.items_by_id  # saved with a rack in sight
    path = tmp_path / "family.rummy.json"
    save_as(window, path)
    window.act_open.trigger()
    dialog = window.files.file_dialog
    assert dialog is not None
    dialog.fileSelected.emit(str(path))
    dialog.reject()
    assert window.controller.phase is Phase.HANDOVER and window.handover.isVisible()
    assert not window.rack_scene.items_by_id and window.controller.display_rack() == []
    state = window.controller.state
    assert state is not None
    words = {describe_tile(t) for rack in state.racks for t in rack}
    log = " ".join(window.panel.log.lines())
    assert log and not any(f" {w}" in log for w in words if w != "joker")


# -- cards --------------------------------------------------------------------------
def test_a_card_game_saved_against_a_computer_shows_only_the_persons_hand(
    qtbot: QtBot, services: Services, tmp_path: Path
) -> None:
    window = card_window(qtbot, services)
    window.controller.start(stopped("rummy51", 6, 4), [Seat("Ann"), Seat("Bob", "easy")])
    qtbot.waitUntil(lambda: window.controller.board.phase is CardPhase.HUMAN, timeout=30_000)
    path = tmp_path / "ann.json"
    save_as(window, path)
    viewer = open_saved(qtbot, window, path)
    assert isinstance(viewer, CardReplayWindow)
    assert choices(viewer) == [0]
    seen = 0
    for _ in every_position(qtbot, viewer):
        ann, bob = viewer.hand_rows
        assert ann.isVisible() and ann.cards == tuple(viewer.state.seats[0].hand)
        assert not bob.isVisible() and bob.cards == () and bob.toolTip() == ""
        board = viewer.scene.board
        assert board.hand_seat == 0 and board.hand == tuple(viewer.state.seats[0].hand)
        assert {i.card for i in viewer.scene.hand_items} <= set(viewer.state.seats[0].hand)
        seen += 1
    assert seen == viewer.turns.last + 1 >= 6


def test_a_hot_seat_card_game_shows_no_hand_even_while_a_turn_is_shown(
    qtbot: QtBot, services: Services, tmp_path: Path
) -> None:
    window = card_window(qtbot, services)
    window.controller.start(stopped("rummy51", 6, 4), [Seat("Ann"), Seat("Bob")])
    qtbot.waitUntil(window.handover.isVisible, timeout=10_000)
    path = tmp_path / "family.json"
    save_as(window, path)
    viewer = open_saved(qtbot, window, path)
    assert isinstance(viewer, CardReplayWindow)
    assert choices(viewer) == [NO_SEAT]
    for _ in every_position(qtbot, viewer):
        assert not any(row.isVisible() or row.cards for row in viewer.hand_rows)
        assert viewer.scene.board.hand_seat is None and not viewer.scene.hand_items
    assert "Hands stay hidden until the game is over." in scene_texts(viewer)
    viewer.speed.setCurrentIndex(viewer.speed.findData("fast"))  # a turn action by action
    at = next(i for i, s in enumerate(viewer.replay.steps, 1) if len(s.actions) >= 2)
    viewer.show_position(at - 1)
    click(qtbot, viewer.forward_button)
    while viewer.animating:
        assert viewer.scene.board.hand_seat is None and not viewer.scene.hand_items
        assert not any(row.cards for row in viewer.hand_rows)
        qtbot.wait(20)


def test_a_hot_seat_card_save_opened_mid_game_waits_behind_the_hand_over_screen(
    qtbot: QtBot, services: Services, tmp_path: Path
) -> None:
    window = card_window(qtbot, services)
    window.controller.start(stopped("rummy51", 6, 4), [Seat("Ann"), Seat("Bob")])
    qtbot.waitUntil(window.handover.isVisible, timeout=10_000)
    click(qtbot, window.handover.button)
    assert window.scene.hand_items  # saved with a hand in sight
    path = tmp_path / "family.json"
    save_as(window, path)
    window.act_open.trigger()
    dialog = window.files.file_dialog
    assert dialog is not None
    dialog.fileSelected.emit(str(path))
    dialog.reject()
    assert window.controller.board.phase is CardPhase.HANDOVER and window.handover.isVisible()
    assert window.controller.board.hand_seat is None and not window.scene.hand_items


def test_watching_a_hot_seat_card_game_again_mid_match_shows_no_hand(
    qtbot: QtBot, services: Services
) -> None:
    window = card_window(qtbot, services)
    window.controller.start(stopped("rummy30", 8, 5), [Seat("Ann"), Seat("Bob")])
    with qtbot.waitSignal(window.replays.loader.ready, timeout=30_000):
        window.replays.watch_current()  # the round-end dialog's "Watch this game again"
    viewer = window.replays.viewer
    assert isinstance(viewer, CardReplayWindow)
    assert choices(viewer) == [NO_SEAT]
    click(qtbot, viewer.end_button)
    assert not any(row.cards for row in viewer.hand_rows) and not viewer.scene.hand_items


def test_a_finished_card_game_with_a_person_shows_every_hand(
    qtbot: QtBot, services: Services
) -> None:
    window = card_window(qtbot, services)
    game = finished_card_match()
    shelf = window.replays.shelf()
    assert shelf is not None
    shelf.add(card_shelf_text(game, ("human", "easy")), datetime(2026, 3, 2, 21, 30))
    viewer = watch_shelved(qtbot, window)
    assert isinstance(viewer, CardReplayWindow)
    assert choices(viewer) == [EVERY_SEAT, 0, 1]
    viewer.show_position(4)
    state = viewer.state
    assert [row.cards for row in viewer.hand_rows] == [tuple(s.hand) for s in state.seats]
    assert viewer.scene.board.hand_seat == state.turn
