"""The replay viewer in the window: chosen, stepped, played and jumped with real clicks."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.ai.players import make_player
from rummy_desktop.app.replay import Replay
from rummy_desktop.app.seats import Seat
from rummy_desktop.app.stats import SeatInfo
from rummy_desktop.core.actions import Play
from rummy_desktop.core.serialize import state_snapshot
from rummy_desktop.core.state import GameState
from rummy_desktop.core.tiles import format_tiles
from rummy_desktop.ui.replay_window import ReplayWindow
from rummy_desktop.ui.tile_item import describe_tile
from rummy_desktop.ui.window import MainWindow
from tests.app.test_replay import finished_match
from tests.ui.conftest import MakeWindow


def click(qtbot: QtBot, button: object) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[arg-type]


def shelve_finished(window: MainWindow) -> Path:
    shelf = window.replays.shelf()
    assert shelf is not None
    return shelf.add(finished_match().dumps(), datetime(2026, 3, 1, 20, 15))


def open_from_chooser(qtbot: QtBot, window: MainWindow) -> ReplayWindow:
    window.act_replay.trigger()
    chooser = window.replays.chooser
    assert chooser is not None
    qtbot.waitExposed(chooser)
    assert chooser.games_list.count() >= 1
    with qtbot.waitSignal(window.replays.loader.ready, timeout=30_000):
        click(qtbot, chooser.watch_button)
    viewer = window.replays.viewer
    assert viewer is not None
    qtbot.waitExposed(viewer)
    return viewer


def fixed(state: GameState) -> dict[str, object]:
    return state_snapshot(state)


def test_a_shelved_game_steps_back_and_forth_and_ends_exactly_as_recorded(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(
        GameState.new_match(finished_match().state.rules, ["Ann", "Bob"], 1),
        [Seat("Ann"), Seat("Bob")],
    )
    shelve_finished(window)
    viewer = open_from_chooser(qtbot, window)
    viewer.speed.setCurrentIndex(viewer.speed.findData("instant"))
    replay = viewer.replay
    assert viewer.position == 0 and not viewer.back_button.isEnabled()
    click(qtbot, viewer.forward_button)
    click(qtbot, viewer.forward_button)
    two = fixed(viewer.state)
    assert viewer.position == 2 and two == fixed(replay.state_at(2))
    click(qtbot, viewer.back_button)
    assert viewer.position == 1
    click(qtbot, viewer.forward_button)
    assert viewer.position == 2 and fixed(viewer.state) == two
    click(qtbot, viewer.end_button)
    assert fixed(viewer.state) == fixed(finished_match().state)
    assert "The match is over" in viewer.step_label.text()
    click(qtbot, viewer.start_button)
    assert viewer.position == 0


def test_jumping_to_turn_n_equals_stepping_n_times(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(
        GameState.new_match(finished_match().state.rules, ["Ann", "Bob"], 1),
        [Seat("Ann"), Seat("Bob")],
    )
    shelve_finished(window)
    viewer = open_from_chooser(qtbot, window)
    viewer.speed.setCurrentIndex(viewer.speed.findData("instant"))
    for _ in range(7):
        click(qtbot, viewer.forward_button)
    stepped = fixed(viewer.state)
    stepped_racks = [list(r) for r in viewer.state.racks]
    click(qtbot, viewer.start_button)
    viewer.turn_box.setValue(7)
    click(qtbot, viewer.jump_button)
    assert viewer.position == 7
    assert fixed(viewer.state) == stepped and viewer.state.racks == stepped_racks


def test_every_rack_or_one_seats_view(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(
        GameState.new_match(finished_match().state.rules, ["Ann", "Bob"], 1),
        [Seat("Ann"), Seat("Bob")],
    )
    shelve_finished(window)
    viewer = open_from_chooser(qtbot, window)
    assert all(s.isVisible() and s.tiles for s in viewer.rack_strips)
    viewer.view_choice.setCurrentIndex(viewer.view_choice.findData(1))
    assert viewer.rack_strips[1].isVisible()
    assert viewer.rack_strips[1].tiles == tuple(viewer.state.racks[1])
    assert not viewer.rack_strips[0].isVisible() and viewer.count_labels[0].isVisible()
    assert str(len(viewer.state.racks[0])) in viewer.count_labels[0].text()


def test_a_play_glides_in_steps_and_playing_on_reaches_the_end(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(
        GameState.new_match(finished_match().state.rules, ["Ann", "Bob"], 1),
        [Seat("Ann"), Seat("Bob")],
    )
    shelve_finished(window)
    viewer = open_from_chooser(qtbot, window)
    replay = viewer.replay
    viewer.speed.setCurrentIndex(viewer.speed.findData("fast"))
    play_at = next(i for i, s in enumerate(replay.steps, 1) if isinstance(s.action, Play))
    viewer.show_position(play_at - 1)
    click(qtbot, viewer.forward_button)
    assert viewer.animating  # the play is shown step by step, not at once
    qtbot.waitUntil(lambda: not viewer.animating, timeout=20_000)
    final = {t.id: c for c, t in replay.state_at(play_at).table.cells().items()}
    assert set(viewer.table_scene.items_by_id) == set(final)
    viewer.speed.setCurrentIndex(viewer.speed.findData("instant"))
    viewer.show_position(replay.last - 3)
    click(qtbot, viewer.play_button)
    assert viewer.playing
    qtbot.waitUntil(lambda: not viewer.playing, timeout=20_000)
    assert viewer.position == replay.last


def test_keep_this_game_renames_it_so_it_is_never_dropped(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(
        GameState.new_match(finished_match().state.rules, ["Ann", "Bob"], 1),
        [Seat("Ann"), Seat("Bob")],
    )
    path = shelve_finished(window)
    viewer = open_from_chooser(qtbot, window)
    assert viewer.keep_box.isVisible() and not viewer.keep_box.isChecked()
    click(qtbot, viewer.keep_box)
    shelf = window.replays.shelf()
    assert shelf is not None
    kept = [g for g in shelf.games() if g.kept]
    assert len(kept) == 1 and not path.exists() and kept[0].path.name.startswith("kept-")


def test_a_damaged_game_is_named_and_loses_nothing(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(
        GameState.new_match(finished_match().state.rules, ["Ann", "Bob"], 1),
        [Seat("Ann"), Seat("Bob")],
    )
    path = shelve_finished(window)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["state"]["totals"] = [999] * len(data["state"]["totals"])
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    window.act_replay.trigger()
    chooser = window.replays.chooser
    assert chooser is not None
    with qtbot.waitSignal(window.replays.loader.failed, timeout=30_000):
        click(qtbot, chooser.watch_button)
    box = window.info_box
    assert box is not None
    qtbot.waitUntil(box.isVisible, timeout=2000)
    assert "totals differs" in box.text() and "not changed" in box.text()
    assert path.read_bytes() == before and window.replays.viewer is None
    shelf = window.replays.shelf()
    assert shelf is not None and [g.path for g in shelf.games()] == [path]


@pytest.mark.slow  # the last turn is a medium player's
def test_watch_this_game_again_replays_the_just_finished_game_to_its_end(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    record = finished_match()
    replay = Replay(record)
    near_end = replay.state_at(replay.last - 1)
    seats = list(record.seats)
    last = seats[replay.steps[-1].seat].level
    assert last is not None
    window = make_window(near_end, seats, player=make_player(last))
    qtbot.waitUntil(lambda: window.round_dialog is not None, timeout=30_000)
    dialog = window.round_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    with qtbot.waitSignal(window.replays.loader.ready, timeout=30_000):
        click(qtbot, dialog.watch_button)
    viewer = window.replays.viewer
    assert viewer is not None
    end = window.controller.state
    assert end is not None and end.match_over()
    assert fixed(viewer.replay.state_at(viewer.replay.last)) == fixed(end)
    assert not viewer.keep_box.isVisible()
    qtbot.waitUntil(
        lambda: window.shelver.pending is not None and window.shelver.pending.done(),
        timeout=20_000,
    )
    shelf = window.replays.shelf()
    assert shelf is not None and len(shelf.games()) == 1


def test_the_whole_table_fits_without_scroll_bars(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(
        GameState.new_match(finished_match().state.rules, ["Ann", "Bob"], 1),
        [Seat("Ann"), Seat("Bob")],
    )
    shelve_finished(window)
    viewer = open_from_chooser(qtbot, window)
    widest = max(
        range(viewer.replay.last + 1), key=lambda p: viewer.replay.state_at(p).table.columns
    )
    viewer.turn_box.setValue(widest)
    click(qtbot, viewer.jump_button)
    view = viewer.table_view
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(viewer.table_scene.sceneRect().adjusted(1, 1, -1, -1))


def test_a_hidden_rack_of_one_tile_says_one_tile(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(
        GameState.new_match(finished_match().state.rules, ["Ann", "Bob"], 1),
        [Seat("Ann"), Seat("Bob")],
    )
    shelve_finished(window)
    viewer = open_from_chooser(qtbot, window)
    replay = viewer.replay
    position, seat = next(
        (p, s)
        for p in range(replay.last + 1)
        for s, rack in enumerate(replay.state_at(p).racks)
        if len(rack) == 1
    )
    viewer.view_choice.setCurrentIndex(viewer.view_choice.findData((seat + 1) % 3))
    viewer.show_position(position)
    assert viewer.count_labels[seat].text() == "1 tile"


def test_a_play_is_told_in_words_as_the_game_log_told_it(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(
        GameState.new_match(finished_match().state.rules, ["Ann", "Bob"], 1),
        [Seat("Ann"), Seat("Bob")],
    )
    shelve_finished(window)
    viewer = open_from_chooser(qtbot, window)
    replay = viewer.replay
    play_at = next(i for i, s in enumerate(replay.steps, 1) if isinstance(s.action, Play))
    viewer.show_position(play_at)
    line = viewer.step_label.text()
    played = replay.steps[play_at - 1].action
    assert isinstance(played, Play)
    first = replay.state_at(play_at).log[-1].played[0]
    assert describe_tile(first).split()[0] in line  # its colour, in words
    assert " laid " in line and format_tiles([first]) not in line.split()


def test_a_recent_tile_game_of_the_statistics_is_watched_from_the_shelf(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(
        GameState.new_match(finished_match().state.rules, ["Ann", "Bob"], 1),
        [Seat("Ann"), Seat("Bob")],
    )
    shelve_finished(window)  # finished at 2026-03-01 20:15
    record = finished_match()
    db = window.services.stats
    assert db is not None
    names = [s.name for s in record.seats]
    seats = [SeatInfo(name, "easy") for name in names]
    when = datetime(2026, 3, 1, 20, 15, 4)
    totals = list(record.state.totals)
    db.record_round("m", seats, "easy", 1, totals, 0, when)
    db.finish_match("m", totals, 0, when)
    window.act_stats.trigger()
    stats = window.stats_window
    assert stats is not None
    stats.player.setCurrentText(names[0])
    assert stats.recent.count() == 1 and stats.watch_button.isEnabled()
    with qtbot.waitSignal(window.replays.loader.ready, timeout=30_000):
        click(qtbot, stats.watch_button)
    viewer = window.replays.viewer
    assert isinstance(viewer, ReplayWindow)
    assert fixed(viewer.replay.state_at(viewer.replay.last)) == fixed(record.state)
