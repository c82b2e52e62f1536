"""Card games in the replay viewer: chosen, stepped, played and jumped with real clicks."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.board import CardPhase
from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.cards.setup import card_setup_of
from rummy_desktop.app.cards.shelf import card_shelf_text
from rummy_desktop.app.seats import Seat
from rummy_desktop.cards.core.serialize import dumps
from rummy_desktop.cards.core.state import CardGame, Phase
from rummy_desktop.core.state import GameState
from rummy_desktop.ui.cards.replay_window import CardReplayWindow
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.replay_viewer import EVERY_SEAT
from rummy_desktop.ui.services import Services
from tests.app.test_card_replay import finished_card_match
from tests.app.test_replay import finished_match
from tests.ui.conftest import MakeWindow

LEVELS = ("easy", "medium")


def click(qtbot: QtBot, button: object) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[arg-type]


def card_window(qtbot: QtBot, services: Services) -> CardWindow:
    window = CardWindow(CardController(), services=services)
    window.set_speed("instant")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def shelve(window: CardWindow, game: CardGame) -> Path:
    shelf = window.replays.shelf()
    assert shelf is not None
    return shelf.add(card_shelf_text(game, LEVELS), datetime(2026, 3, 2, 21, 30))


def open_from_chooser(qtbot: QtBot, window: CardWindow, row: int = 0) -> CardReplayWindow:
    window.act_replay.trigger()
    chooser = window.replays.chooser
    assert chooser is not None
    qtbot.waitExposed(chooser)
    chooser.games_list.setCurrentRow(row)
    with qtbot.waitSignal(window.replays.loader.ready, timeout=30_000):
        click(qtbot, chooser.watch_button)
    viewer = window.replays.viewer
    assert isinstance(viewer, CardReplayWindow)
    qtbot.waitExposed(viewer)
    return viewer


def same(a: CardGame, b: CardGame) -> bool:
    return dumps(a) == dumps(b)


def test_a_shelved_card_game_steps_back_and_forth_and_ends_exactly_as_recorded(
    qtbot: QtBot, services: Services
) -> None:
    window = card_window(qtbot, services)
    game = finished_card_match()
    shelve(window, game)
    viewer = open_from_chooser(qtbot, window)
    viewer.speed.setCurrentIndex(viewer.speed.findData("instant"))
    replay = viewer.replay
    assert viewer.position == 0 and not viewer.back_button.isEnabled()
    assert "The first deal" in viewer.step_label.text()
    click(qtbot, viewer.forward_button)
    click(qtbot, viewer.forward_button)
    two = dumps(viewer.state)
    assert viewer.position == 2 and two == dumps(replay.state_at(2))
    step = replay.step_into(2)
    assert viewer.step_label.text().startswith(replay.names[step.seat])  # the card words
    click(qtbot, viewer.back_button)
    assert viewer.position == 1 and same(viewer.state, replay.state_at(1))
    click(qtbot, viewer.forward_button)
    assert dumps(viewer.state) == two
    click(qtbot, viewer.end_button)
    assert same(viewer.state, game)
    assert "wins the match" in viewer.step_label.text()
    board = viewer.scene.board  # drawn with the card table's pieces: melds with who laid them
    assert len(viewer.scene.meld_items) == len(game.table) > 0
    texts = {i.text() for i in viewer.scene.items() if isinstance(i, QGraphicsSimpleTextItem)}
    owner = replay.names[board.table[0].owner]
    assert f"1 ({owner})" in texts
    assert board.stock_count == len(game.stock) and board.pile_count == len(game.pile)
    click(qtbot, viewer.start_button)
    assert viewer.position == 0


def test_jumping_to_turn_n_equals_stepping_n_times(qtbot: QtBot, services: Services) -> None:
    window = card_window(qtbot, services)
    shelve(window, finished_card_match("rum500"))
    viewer = open_from_chooser(qtbot, window)
    viewer.speed.setCurrentIndex(viewer.speed.findData("instant"))
    for _ in range(9):
        click(qtbot, viewer.forward_button)
    stepped = dumps(viewer.state)
    click(qtbot, viewer.start_button)
    viewer.turn_box.setValue(9)
    click(qtbot, viewer.jump_button)
    assert viewer.position == 9 and dumps(viewer.state) == stepped


def test_every_hand_or_one_seats_view(qtbot: QtBot, services: Services) -> None:
    window = card_window(qtbot, services)
    shelve(window, finished_card_match())
    viewer = open_from_chooser(qtbot, window)
    viewer.show_position(4)
    state = viewer.state
    assert viewer.view_choice.currentData() == EVERY_SEAT
    assert all(row.isVisible() for row in viewer.hand_rows)
    assert [row.cards for row in viewer.hand_rows] == [tuple(s.hand) for s in state.seats]
    assert viewer.scene.board.hand_seat == state.turn  # the hand on turn is fanned
    viewer.view_choice.setCurrentIndex(viewer.view_choice.findData(1))
    assert viewer.hand_rows[1].isVisible() and viewer.hand_rows[1].cards == tuple(
        state.seats[1].hand
    )
    assert not viewer.hand_rows[0].isVisible() and viewer.count_labels[0].isVisible()
    assert str(len(state.seats[0].hand)) in viewer.count_labels[0].text()
    assert viewer.scene.board.hand_seat == 1
    assert tuple(c.card for c in viewer.scene.hand_items) == tuple(state.seats[1].hand)


def test_a_turn_is_shown_action_by_action_and_playing_on_reaches_the_end(
    qtbot: QtBot, services: Services
) -> None:
    window = card_window(qtbot, services)
    shelve(window, finished_card_match())
    viewer = open_from_chooser(qtbot, window)
    replay = viewer.replay
    viewer.speed.setCurrentIndex(viewer.speed.findData("fast"))
    at = next(i for i, s in enumerate(replay.steps, 1) if len(s.actions) >= 3)
    viewer.show_position(at - 1)
    click(qtbot, viewer.forward_button)
    assert viewer.animating and not same(viewer.shown, viewer.state)  # after the draw first
    qtbot.waitUntil(lambda: not viewer.animating, timeout=20_000)
    assert same(viewer.shown, replay.state_at(at))
    viewer.speed.setCurrentIndex(viewer.speed.findData("instant"))
    viewer.show_position(replay.last - 3)
    click(qtbot, viewer.play_button)
    assert viewer.playing
    qtbot.waitUntil(lambda: not viewer.playing, timeout=20_000)
    assert viewer.position == replay.last


def test_a_just_finished_card_game_is_kept_and_watched_again_from_the_match_dialog(
    qtbot: QtBot, services: Services
) -> None:
    window = card_window(qtbot, services)
    setup = card_setup_of(
        "rummy", "Ann:easy,Bob:easy", seed=12, options={"match_end": "rounds", "match_rounds": 1}
    )
    window.start_game(setup)
    qtbot.waitUntil(lambda: window.controller.board.phase is CardPhase.MATCH_OVER, timeout=60_000)
    qtbot.waitUntil(
        lambda: window.shelver.pending is not None and window.shelver.pending.done(),
        timeout=20_000,
    )
    game = window.controller.game_copy()
    assert game is not None and game.phase is Phase.MATCH_OVER
    shelf = window.replays.shelf()
    assert shelf is not None
    (kept,) = shelf.games()
    assert kept.cards and kept.names == ("Ann", "Bob") and kept.preset == "rummy"
    dialog = window.round_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    with qtbot.waitSignal(window.replays.loader.ready, timeout=30_000):
        click(qtbot, dialog.watch_button)
    viewer = window.replays.viewer
    assert isinstance(viewer, CardReplayWindow)
    assert same(viewer.replay.state_at(viewer.replay.last), game)
    assert "Rummy" in viewer.windowTitle() and "Ann" in viewer.windowTitle()
    assert not viewer.keep_box.isVisible()  # watched from the game, not from the shelf
    window.replays.viewer = None
    viewer.close()
    viewer = open_from_chooser(qtbot, window)  # the shelf's copy ends the same way
    assert same(viewer.replay.state_at(viewer.replay.last), game)
    assert viewer.keep_box.isVisible()
    click(qtbot, viewer.keep_box)
    assert shelf.games()[0].kept


def test_a_finished_card_game_opened_again_is_not_shelved_twice(
    qtbot: QtBot, services: Services
) -> None:
    window = card_window(qtbot, services)
    window.controller.start(finished_card_match(), [Seat("Ann", "easy"), Seat("Bob", "medium")])
    qtbot.waitUntil(lambda: window.round_dialog is not None)
    shelf = window.replays.shelf()
    assert shelf is not None and window.shelver.pending is None and shelf.games() == []


def test_the_chooser_lists_tile_and_card_games_by_name(
    qtbot: QtBot, services: Services, make_window: MakeWindow
) -> None:
    window = card_window(qtbot, services)
    shelve(window, finished_card_match("rummy51"))
    shelf = window.replays.shelf()
    assert shelf is not None
    shelf.add(finished_match().dumps(), datetime(2026, 3, 1, 20, 15))
    window.act_replay.trigger()
    chooser = window.replays.chooser
    assert chooser is not None
    lines = [chooser.games_list.item(i).text() for i in range(chooser.games_list.count())]
    assert "Tile rummy" in lines[0]  # shelved last, whatever its clock said
    assert "Rummy 51" in lines[1] and "Ann: " in lines[1]
    chooser.close()
    tiles = make_window(
        GameState.new_match(finished_match().state.rules, ["Ann", "Bob"], 1),
        [Seat("Ann"), Seat("Bob")],
    )
    tiles.act_replay.trigger()  # the tile window's chooser lists the card game too
    chooser = tiles.replays.chooser
    assert chooser is not None and chooser.games_list.count() == 2
    chooser.games_list.setCurrentRow(1)  # the card game
    with qtbot.waitSignal(tiles.replays.loader.ready, timeout=30_000):
        click(qtbot, chooser.watch_button)
    assert isinstance(tiles.replays.viewer, CardReplayWindow)


def test_a_saved_card_game_opens_in_the_viewer_from_its_file(
    qtbot: QtBot, services: Services, tmp_path: Path
) -> None:
    window = card_window(qtbot, services)
    game = finished_card_match("rummy30")
    path = tmp_path / "match.json"
    path.write_text(dumps(game, list(LEVELS)), encoding="utf-8")
    with qtbot.waitSignal(window.replays.loader.ready, timeout=30_000):
        window.replays.watch_file(path)
    viewer = window.replays.viewer
    assert isinstance(viewer, CardReplayWindow)
    assert same(viewer.replay.state_at(viewer.replay.last), game)
    assert [s.level for s in viewer.replay.seats] == list(LEVELS)


def test_a_recent_game_of_the_statistics_is_watched_while_it_is_kept(
    qtbot: QtBot, services: Services
) -> None:
    window = card_window(qtbot, services)
    setup = card_setup_of(
        "rummy30", "Ann:easy,Bob:easy", seed=4, options={"match_end": "rounds", "match_rounds": 1}
    )
    window.start_game(setup)
    qtbot.waitUntil(lambda: window.controller.board.phase is CardPhase.MATCH_OVER, timeout=60_000)
    for writer in (window.shelver, window.stats_recorder):
        qtbot.waitUntil(
            lambda w=writer: w.pending is not None and w.pending.done(),  # type: ignore[misc]
            timeout=20_000,
        )
    game = window.controller.game_copy()
    assert game is not None
    window.act_stats.trigger()
    stats = window.stats_window
    assert stats is not None
    qtbot.waitExposed(stats)
    stats.game.setCurrentIndex(stats.game.findData("rummy30"))
    assert stats.recent.count() == 1 and "can be watched" in stats.recent.item(0).text()
    assert stats.watch_button.isEnabled()
    with qtbot.waitSignal(window.replays.loader.ready, timeout=30_000):
        click(qtbot, stats.watch_button)
    viewer = window.replays.viewer
    assert isinstance(viewer, CardReplayWindow)
    assert same(viewer.replay.state_at(viewer.replay.last), game)
    assert viewer.keep_box.isVisible()  # it came from the shelf
    stats.close()
    shelf = window.replays.shelf()
    assert shelf is not None
    for kept in shelf.games():  # dropped from the shelf: listed, but no longer to watch
        kept.path.unlink()
    window.act_stats.trigger()
    stats = window.stats_window
    assert stats is not None
    stats.game.setCurrentIndex(stats.game.findData("rummy30"))
    assert stats.recent.count() == 1 and "can be watched" not in stats.recent.item(0).text()
    assert not stats.watch_button.isEnabled()
