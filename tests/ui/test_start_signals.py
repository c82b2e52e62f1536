"""Ctrl+C at every stage of start-up: exit 130, one line, no traceback, no game left running.

Each test starts a real game process that waits at one named stage of
start-up (the ``RUMMY_DESKTOP_START_STAGE`` hook, not a timing guess), sends
the signal there and lets start-up go on as it would have.
"""

from __future__ import annotations

import signal
import subprocess
from pathlib import Path

import pytest

from rummy_desktop.app.early_stop import STAGE_HOOK, STAGES, EarlyStop, StartInterrupted
from tests.ui.test_game_processes import GAME, STARTUP_LIMIT_S, game_env, wait_for

WINDOW_ARGS = ("--players", "Ann:human,Bob:human", "--rules", "easy", "--seed", "3")
"""A tile game started at once (no dialog waits for an answer)."""


def stopped_at(
    tmp_path: Path, stage: str, stop: signal.Signals, args: tuple[str, ...] = WINDOW_ARGS
) -> tuple[int, str]:
    """Start the game, signal it at ``stage``; its exit code and standard error."""
    marker = tmp_path / f"reached-{stage}"
    env = {**game_env(tmp_path), STAGE_HOOK: f"{stage}:{marker}"}
    game = subprocess.Popen(
        [*GAME, *args],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert wait_for(marker.exists, STARTUP_LIMIT_S), f"start-up never reached {stage}"
        game.send_signal(stop)
        _out, err = game.communicate(timeout=STARTUP_LIMIT_S)
    finally:
        if game.poll() is None:
            game.kill()
            game.wait()
    return game.returncode, "".join(
        line for line in err.splitlines(keepends=True) if line not in OFFSCREEN_NOISE
    )


OFFSCREEN_NOISE = frozenset({"This plugin does not support propagateSizeHints()\n"})
"""What Qt's offscreen platform itself says about a window (not the game)."""


@pytest.mark.slow
@pytest.mark.parametrize("stage", STAGES)
def test_ctrl_c_at_each_stage_of_start_up_ends_in_one_line(tmp_path: Path, stage: str) -> None:
    code, err = stopped_at(tmp_path, stage, signal.SIGINT)
    assert code == 130, err
    assert "Traceback" not in err
    assert "KeyboardInterrupt" not in err
    lines = err.splitlines()
    if stage == "loop":
        assert len(lines) <= 1, err  # the loop's own stop handling closes it as Quit does
    else:
        assert lines == [f"rummy-desktop: stopped by SIGINT while starting ({stage})"]
    assert not list((tmp_path / "data").rglob("*.lock")), "the window was not closed as Quit"


@pytest.mark.slow
@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGHUP], ids=["SIGTERM", "SIGHUP"])
def test_kill_while_the_window_is_built_closes_it_like_quit(
    tmp_path: Path, stop: signal.Signals
) -> None:
    code, err = stopped_at(tmp_path, "window", stop)
    assert code == 0, err
    assert err.splitlines() == [f"rummy-desktop: stopped by {stop.name} while starting (window)"]
    assert not list((tmp_path / "data").rglob("*.lock"))


@pytest.mark.slow
def test_ctrl_c_before_a_headless_command_runs_ends_in_one_line(tmp_path: Path) -> None:
    code, err = stopped_at(tmp_path, "commands", signal.SIGINT, ("validate", "R1 R2 R3"))
    assert code == 130, err
    assert err.splitlines() == ["rummy-desktop: stopped by SIGINT while starting (commands)"]


def test_a_noted_signal_stops_start_up_at_the_next_stage() -> None:
    early = EarlyStop()
    early.install()
    try:
        early.reached("entry")
        signal.raise_signal(signal.SIGINT)  # noted, not a KeyboardInterrupt
        with pytest.raises(StartInterrupted) as stopped:
            early.reached("commands")
    finally:
        early.restore()
    assert stopped.value.exit_code == 130
    assert str(stopped.value) == "stopped by SIGINT while starting (commands)"
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


def test_the_entry_point_loads_nothing_heavy_before_the_stop_handling() -> None:
    probe = (
        "import sys; import rummy_desktop.__main__; "
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'rummy_desktop.'))))"
    )
    out = subprocess.run(
        [GAME[0], "-c", probe], capture_output=True, text=True, check=True, timeout=60
    ).stdout
    assert (
        out.strip()
        == "['rummy_desktop.__main__', 'rummy_desktop.app', 'rummy_desktop.app.early_stop']"
    )
