"""Saved games in the window: autosave, continue, open, save as, and damaged files."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.app.controller import GameController, Phase
from rummy_desktop.app.game_files import record_of
from rummy_desktop.app.saves import AUTOSAVE_NAME, backup_path, read_save, write_save
from rummy_desktop.app.seats import Seat
from rummy_desktop.core.actions import Draw
from rummy_desktop.core.rules import preset
from rummy_desktop.core.serialize import FORMAT_VERSION, state_snapshot
from rummy_desktop.core.state import GameState
from rummy_desktop.ui.services import Services
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import ANN_COMPUTER, MakeWindow, Questions, make_services
from tests.ui.doubles import DrawingPlayer, factory


def fresh_game(seed: int = 4) -> GameState:
    return GameState.new_match(preset("easy"), ["Ann", "Computer"], seed)


def bare_window(qtbot: QtBot, services: Services) -> MainWindow:
    controller = GameController(player_factory=factory(DrawingPlayer()), hint_finder=None)
    controller.set_speed("instant")
    window = MainWindow(controller, levels=("easy",), services=services)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def autosave_of(services: Services) -> Path:
    assert services.data_dir is not None
    return services.data_dir / AUTOSAVE_NAME


def test_autosave_after_a_turn_loads_back_to_the_same_game(
    qtbot: QtBot, make_window: MakeWindow, services: Services
) -> None:
    state = fresh_game()
    if state.current != 0:  # let the computer's first turn pass
        state.apply(Draw())
    window = make_window(state, ANN_COMPUTER)
    controller = window.controller
    assert controller.phase is Phase.HUMAN
    qtbot.mouseClick(window.draw_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.phase is Phase.HUMAN, timeout=5000)
    window.autosaver.flush()  # written off the GUI thread
    path = autosave_of(services)
    assert path.exists()
    loaded = read_save(path)
    assert not loaded.from_backup
    assert controller.state is not None
    assert state_snapshot(loaded.record.state) == state_snapshot(controller.state)
    assert loaded.record.state.pool == controller.state.pool


@pytest.mark.slow
def test_resumed_game_goes_on_exactly_as_the_original(qtbot: QtBot, tmp_path: Path) -> None:
    first = bare_window(qtbot, make_services(tmp_path / "a"))
    assert first.start_game(_setup(), state=fresh_game(seed=8))
    for _ in range(3):
        _human_draws(qtbot, first)
    saved = tmp_path / "mid.rummy.json"
    assert first.files.save_as(saved)
    second = bare_window(qtbot, make_services(tmp_path / "b"))
    assert second.files.load(saved)
    for _ in range(4):
        _human_draws(qtbot, first)
        _human_draws(qtbot, second)
    a, b = first.controller.state, second.controller.state
    assert a is not None and b is not None
    assert state_snapshot(a) == state_snapshot(b)


def _setup() -> object:
    from rummy_desktop.app.setup import GameSetup

    return GameSetup.of(ANN_COMPUTER, preset("easy"))


def _human_draws(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.phase is Phase.HUMAN, timeout=5000)
    before = c.state.turn if c.state else 0
    assert c.draw().ok
    qtbot.waitUntil(
        lambda: c.phase is Phase.HUMAN and c.state is not None and c.state.turn > before + 1,
        timeout=5000,
    )


def test_start_offers_to_continue_the_last_unfinished_game(qtbot: QtBot, tmp_path: Path) -> None:
    first = bare_window(qtbot, make_services(tmp_path))
    assert first.start_game(_setup(), state=fresh_game(seed=12))
    _human_draws(qtbot, first)
    assert first.controller.state is not None
    expected = state_snapshot(first.controller.state)
    first.close()

    questions = Questions(answer=True)
    second = bare_window(qtbot, make_services(tmp_path, questions))
    assert second.files.offer_continue()
    assert len(questions.asked) == 1 and "Ann, Computer" in questions.asked[0]
    assert second.controller.state is not None
    assert state_snapshot(second.controller.state) == expected


def test_declining_the_offer_opens_the_new_game_dialog(qtbot: QtBot, tmp_path: Path) -> None:
    services = make_services(tmp_path)
    write_save(autosave_of(services), record_of(fresh_game(), ANN_COMPUTER))
    questions = Questions(answer=False)
    services.ask = questions
    window = bare_window(qtbot, services)
    assert window.files.offer_continue()
    assert questions.asked
    assert window.controller.state is None
    assert window.new_game_dialog is not None and window.new_game_dialog.isVisible()
    window.new_game_dialog.reject()


def test_no_offer_without_an_unfinished_game(qtbot: QtBot, tmp_path: Path) -> None:
    questions = Questions(answer=True)
    window = bare_window(qtbot, make_services(tmp_path, questions))
    assert not window.files.offer_continue()
    assert questions.asked == []


def _future(text: str) -> str:
    data = json.loads(text)
    data["format_version"] = FORMAT_VERSION + 1
    return json.dumps(data)


@pytest.mark.parametrize(
    ("damage", "named"),
    [
        (lambda text: text[: len(text) // 2], "truncated"),
        (lambda text: "\x00\x01 not a game at all {", "not valid JSON"),
        (_future, "newer version"),
    ],
    ids=["truncated", "garbage", "future-version"],
)
def test_a_damaged_file_is_named_and_left_untouched(
    qtbot: QtBot,
    tmp_path: Path,
    services: Services,
    damage: Callable[[str], str],
    named: str,
) -> None:
    path = tmp_path / "broken.rummy.json"
    text = record_of(fresh_game(), ANN_COMPUTER).dumps()
    path.write_bytes(damage(text).encode("utf-8"))
    before = path.read_bytes()
    window = bare_window(qtbot, services)
    assert not window.files.load(path)
    assert window.info_box is not None
    qtbot.waitUntil(window.info_box.isVisible, timeout=2000)
    assert named in window.info_box.text()
    assert "broken.rummy.json" in window.info_box.text()
    assert path.read_bytes() == before
    assert window.controller.state is None


def test_a_damaged_file_falls_back_to_its_backup(
    qtbot: QtBot, tmp_path: Path, services: Services
) -> None:
    path = tmp_path / "game.rummy.json"
    good = fresh_game(seed=30)
    write_save(path, record_of(good, ANN_COMPUTER))
    later = fresh_game(seed=30)
    later.apply(Draw())
    write_save(path, record_of(later, ANN_COMPUTER))
    path.write_text("{ damaged", encoding="utf-8")
    before = path.read_bytes()
    window = bare_window(qtbot, services)
    assert window.files.load(path)
    assert window.info_box is not None
    text = window.info_box.text()
    assert "backup" in text and backup_path(path).name in text and "not valid JSON" in text
    assert window.controller.state is not None
    assert state_snapshot(window.controller.state)["turn"] == good.turn
    assert path.read_bytes() == before


def test_save_as_writes_a_file_that_loads(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path
) -> None:
    window = make_window(fresh_game(seed=5), ANN_COMPUTER)
    path = tmp_path / "named.rummy.json"
    assert window.files.save_as(path)
    assert window.controller.state is not None
    window.autosaver.flush()
    assert state_snapshot(read_save(path).record.state) == state_snapshot(window.controller.state)


def test_game_menu_has_open_and_save_as(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(fresh_game(seed=5), [Seat("Ann"), Seat("Computer", "easy")])
    window.act_save_as.trigger()
    dialog = window.files.file_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.reject()
    window.act_open.trigger()
    assert window.files.file_dialog is not None and window.files.file_dialog.isVisible()
    window.files.file_dialog.reject()
