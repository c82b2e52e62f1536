"""Computer turns: off the GUI thread, shown step by step, cancelled cleanly."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from rummy_desktop.app.controller import Phase
from rummy_desktop.app.seats import Seat
from rummy_desktop.core.actions import Play
from rummy_desktop.core.rules import preset
from rummy_desktop.core.state import GameState
from rummy_desktop.core.views import PlayerView
from tests.ui.conftest import ANN_COMPUTER, MakeWindow, position
from tests.ui.doubles import BusyPlayer, ScriptedPlayer, SlowPlayer

COMPUTER_FIRST = ["R1 B5 O7", "K10 K11 K12 O2"]


def lay_down_rack_run(view: PlayerView) -> Play:
    """Lay the computer's black run next to whatever is on the table."""
    run = [t for t in view.rack if str(t) in ("K10", "K11", "K12")]
    table = view.table.copy()
    for col, t in enumerate(run):
        table.place(t, (1, 2 + col))
    return Play(table)


def test_computer_play_is_shown_step_by_step(qtbot: QtBot, make_window: MakeWindow) -> None:
    state = position(COMPUTER_FIRST, current=1)
    window = make_window(state, ANN_COMPUTER, player=ScriptedPlayer([lay_down_rack_run]), speed=60)
    seen: list[str] = []
    window.controller.stateChanged.connect(
        lambda: seen.append(window.controller.display_table().notation())
    )
    qtbot.waitUntil(lambda: window.controller.phase is Phase.HUMAN, timeout=5000)
    game = window.controller.state
    assert game is not None
    assert game.table.notation() == "K10 K11 K12"
    assert game.melded[1]
    assert "K10 K11 K12" in seen
    assert window.controller.last_played() == {t.id for t in game.table.tiles()}
    items = [window.table_scene.items_by_id[t.id] for t in game.table.tiles()]
    qtbot.waitUntil(lambda: not any(i.gliding for i in items), timeout=2000)
    assert [i.pos() for i in items] == [window.table_scene.cell_pos((1, c)) for c in (2, 3, 4)]


def test_gui_stays_responsive_while_the_computer_thinks(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    """The GUI thread keeps serving its timers and resizes while the computer's search
    holds the GIL: counted, not timed (the stall in milliseconds is measured by
    ``benchmarks/gui_responsiveness.py``, as a shared machine makes a bound flaky)."""
    state = position(COMPUTER_FIRST, current=1)
    window = make_window(state, ANN_COMPUTER, player=BusyPlayer(0.8))
    assert window.controller.phase is Phase.THINKING
    beats: list[Phase] = []
    heartbeat = QTimer()
    heartbeat.setInterval(10)
    heartbeat.timeout.connect(lambda: beats.append(window.controller.phase))
    heartbeat.start()
    sizes = iter([(1100, 760), (1280, 820), (1000, 700), (1280, 820)])
    resized_while_thinking: list[tuple[int, int]] = []

    def resize() -> None:
        size = next(sizes, (1280, 820))
        window.resize(*size)
        if window.controller.phase is Phase.THINKING:
            resized_while_thinking.append((window.width(), window.height()))

    resizer = QTimer()
    resizer.setInterval(150)
    resizer.timeout.connect(resize)
    resizer.start()
    qtbot.waitUntil(lambda: window.controller.phase is Phase.HUMAN, timeout=10000)
    heartbeat.stop()
    resizer.stop()
    assert beats.count(Phase.THINKING) > 20, "the GUI thread stopped serving its timers"
    assert len(resized_while_thinking) >= 3, "the window did not follow its resizes"


def test_closing_while_the_computer_thinks_is_clean(qtbot: QtBot, make_window: MakeWindow) -> None:
    state = position(COMPUTER_FIRST, current=1)
    window = make_window(state, ANN_COMPUTER, player=SlowPlayer(30.0))
    runner = window.controller._runner
    qtbot.waitUntil(lambda: runner.busy, timeout=2000)
    thread = runner._thread
    assert thread is not None
    started = time.monotonic()
    window.close()
    elapsed = time.monotonic() - started
    assert elapsed < 1.0
    assert not runner.busy
    assert thread.isFinished()
    assert window.controller.phase is Phase.NO_GAME


def test_new_game_while_thinking_drops_the_old_answer(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    state = position(COMPUTER_FIRST, current=1)
    window = make_window(state, ANN_COMPUTER, player=SlowPlayer(30.0))
    qtbot.waitUntil(lambda: window.controller._runner.busy, timeout=2000)
    fresh = position(["R10 R11 R12", "K1 K2 K3"], current=0)
    assert window.start_game(window.last_setup or pytest.fail("no setup"), state=fresh)
    assert window.controller.state is fresh
    assert window.controller.phase is Phase.HUMAN


def test_turn_timer_runs_out(qtbot: QtBot, make_window: MakeWindow) -> None:
    state = position(["R10 R11 B5", "K1 K2 O4"], turn_timer_seconds=20)
    window = make_window(state, ANN_COMPUTER, timer_ms=5)
    assert window.panel.timer_label.isVisible()
    game = window.controller.state
    assert game is not None
    qtbot.waitUntil(lambda: len(game.racks[0]) == 4, timeout=5000)
    assert game.log[0].kind.value == "draw"


@pytest.mark.slow
def test_full_game_against_the_computer(qtbot: QtBot, make_window: MakeWindow) -> None:
    players = pytest.importorskip("rummy_desktop.ai.players")
    player = players.make_player("easy")
    state = GameState.new_match(preset("easy"), ["Ann", "Computer"], seed=11)
    window = make_window(state, [Seat("Ann"), Seat("Computer", "easy")], player=player)
    controller = window.controller

    def human_plays() -> None:
        # The person is scripted through intents: always draw (pass on an empty pool).
        if controller.phase is Phase.HUMAN:
            controller.draw()

    controller.turnStarted.connect(
        lambda seat: QTimer.singleShot(0, human_plays) if seat == 0 else None
    )
    human_plays()
    qtbot.waitUntil(lambda: window.round_dialog is not None, timeout=60000)
    assert controller.phase is Phase.MATCH_OVER
    game = controller.state
    assert game is not None and game.round_over
    assert game.round_score is not None
    assert sum(game.round_score.scores) == 0
    assert window.round_dialog is not None and window.round_dialog.isVisible()
    assert not controller._runner.busy
