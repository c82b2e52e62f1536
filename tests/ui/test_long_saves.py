"""A long saved match opens behind a progress bar, the window live meanwhile (issue 27, item 8).

The size from which a save is read on the worker is lowered for these tests,
so a match of a few rounds takes the path a match of hundreds takes.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from rummy_desktop.app import save_loader
from rummy_desktop.app.controller import GameController
from rummy_desktop.app.saves import Loaded, read_save, write_save
from rummy_desktop.app.seats import Seat
from rummy_desktop.core import serialize
from rummy_desktop.core.rules import preset
from rummy_desktop.core.serialize import PROGRESS_EVERY, GameRecord, Progress, state_snapshot
from rummy_desktop.core.state import GameState
from rummy_desktop.ui import save_ui
from rummy_desktop.ui.window import MainWindow
from tests.ui.conftest import Questions, make_services
from tests.ui.doubles import DrawingPlayer, factory

SEATS = (Seat("Ann"), Seat("Computer", "easy"))


@pytest.fixture(autouse=True)
def _every_save_is_long(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(save_loader, "BACKGROUND_BYTES", 0)


def long_match(rounds: int = 3, seed: int = 6) -> GameState:
    """A match of several rounds, every turn a draw or a pass, the last round under way
    with Ann to play."""
    rules = preset("easy").with_options(match_rounds=rounds + 1)
    state = GameState.new_match(rules, [s.name for s in SEATS], seed)
    while len(state.history) < rounds:
        if state.round_over:
            state.start_next_round()
        else:
            state.apply(state.default_action())
    state.start_next_round()
    state.apply(state.default_action())
    if state.current != 0:  # Ann (a person) is on turn: the window waits for her
        state.apply(state.default_action())
    return state


def window_on(qtbot: QtBot, folder: Path, questions: Questions | None = None) -> MainWindow:
    controller = GameController(player_factory=factory(DrawingPlayer()), hint_finder=None)
    controller.set_speed("instant")
    window = MainWindow(controller, levels=("easy",), services=make_services(folder, questions))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def saved(path: Path, state: GameState) -> Path:
    write_save(path, GameRecord(SEATS, state))
    return path


def test_a_long_save_opens_behind_a_bar_that_counts_the_moves(qtbot: QtBot, tmp_path: Path) -> None:
    state = long_match()
    assert len(state.actions) > 2 * PROGRESS_EVERY
    path = saved(tmp_path / "long.rummy.json", state)
    window = window_on(qtbot, tmp_path / "profile")
    seen: list[tuple[int, int]] = []
    window.files.long_read.loader.progressed.connect(lambda _job, d, t: seen.append((d, t)))

    assert window.files.load(path)  # at once: the moves are checked on the worker
    dialog = window.files.long_read.dialog
    assert dialog is not None and dialog.isVisible()
    assert "long.rummy.json" in dialog.labelText()

    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=20000)
    played = window.controller.state
    assert played is not None
    assert state_snapshot(played) == state_snapshot(state)
    # the words of progress reached the window while the worker replayed
    total = len(state.actions)
    assert seen[0] == (PROGRESS_EVERY, total) and seen[-1] == (total, total)
    assert window.files.long_read.dialog is None and not window.files.long_read.busy


def test_cancel_opens_nothing_and_changes_nothing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = saved(tmp_path / "long.rummy.json", long_match())
    before = path.read_bytes()
    clicked = threading.Event()

    def read_after_the_click(where: Path, progress: Progress | None = None) -> Loaded:
        clicked.wait(timeout=20)  # the reading is still under way when Cancel is clicked
        return read_save(where, progress)

    monkeypatch.setattr(save_ui, "read_save", read_after_the_click)
    window = window_on(qtbot, tmp_path / "profile")
    assert window.files.load(path)
    dialog = window.files.long_read.dialog
    assert dialog is not None
    cancel = dialog.findChild(QPushButton)
    assert cancel is not None and cancel.text() == "Cancel"
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    clicked.set()
    loader = window.files.long_read.loader
    assert loader.pending is not None
    loader.pending.result(timeout=20)
    qtbot.wait(50)  # any answer queued by the worker is delivered now, and dropped
    assert window.controller.state is None
    assert window.files.long_read.dialog is None
    assert path.read_bytes() == before


def test_a_damaged_long_save_is_named_with_its_problem(qtbot: QtBot, tmp_path: Path) -> None:
    path = saved(tmp_path / "long.rummy.json", long_match())
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('"seed":', '"seed":1', 1), encoding="utf-8")
    before = path.read_bytes()
    window = window_on(qtbot, tmp_path / "profile")
    assert window.files.load(path)
    qtbot.waitUntil(lambda: window.info_box is not None, timeout=20000)
    assert window.info_box is not None
    assert "long.rummy.json" in window.info_box.text()
    assert window.controller.state is None
    assert path.read_bytes() == before


def test_a_long_autosave_is_read_first_then_offered(qtbot: QtBot, tmp_path: Path) -> None:
    questions = Questions(answer=True)
    window = window_on(qtbot, tmp_path / "profile", questions)
    autosave = window.autosaver.path
    assert autosave is not None
    state = long_match()
    saved(autosave, state)
    assert read_save(autosave).record.state.round_number == state.round_number

    assert window.files.offer_continue()  # at once; the question comes once it is read
    assert questions.asked == []
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=20000)
    assert len(questions.asked) == 1 and "round 4" in questions.asked[0]
    played = window.controller.state
    assert played is not None and state_snapshot(played) == state_snapshot(state)


def test_the_first_autosave_after_a_long_open_encodes_nothing_old(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The moves were encoded on the worker that read them: re-encoding a 500-round match
    on the GUI thread took seconds at the first autosave."""
    state = long_match()
    path = saved(tmp_path / "long.rummy.json", state)
    window = window_on(qtbot, tmp_path / "profile")
    assert window.files.load(path)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=20000)
    encoded: list[object] = []
    real = serialize.action_to_json

    def counting(action: Any) -> dict[str, Any]:
        encoded.append(action)
        return real(action)

    monkeypatch.setattr(serialize, "action_to_json", counting)
    window.autosaver.save_now()
    window.autosaver.flush()
    assert len(encoded) < 5  # only moves made since the open, not the match's hundreds
    autosave = window.autosaver.path
    assert autosave is not None
    assert state_snapshot(read_save(autosave).record.state) == state_snapshot(state)
