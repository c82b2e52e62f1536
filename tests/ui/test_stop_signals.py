"""Ctrl+C, kill and a closed terminal close the running game cleanly (a real process)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rummy_desktop.app.saves import read_save

GAME = (sys.executable, "-m", "rummy_desktop")
STARTUP_LIMIT_S = 120
"""How long the game may take to open on a busy machine (a bound, not a measurement)."""


def wait_for(condition: object, limit_s: float) -> bool:
    end = time.monotonic() + limit_s
    while time.monotonic() < end:
        if condition():  # type: ignore[operator]
            return True
        time.sleep(0.1)
    return False


@pytest.mark.parametrize(
    ("stop", "codes"),
    [(signal.SIGINT, {130}), (signal.SIGTERM, {0}), (signal.SIGHUP, {0})],
    ids=["SIGINT", "SIGTERM", "SIGHUP"],
)
def test_signal_closes_the_window_like_quit(
    tmp_path: Path, stop: signal.Signals, codes: set[int]
) -> None:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_RUNTIME_DIR": str(tmp_path / "runtime"),
    }
    (tmp_path / "runtime").mkdir(mode=0o700)
    game = subprocess.Popen(
        [*GAME, "--players", "Ann:human,Bob:human", "--rules", "easy", "--seed", "3"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        data = tmp_path / "data"
        assert wait_for(
            lambda: any(data.rglob("autosave.rummy.json")) and any(data.rglob("*.lock")),
            STARTUP_LIMIT_S,
        ), "the game did not start"
        game.send_signal(stop)
        _out, err = game.communicate(timeout=STARTUP_LIMIT_S)
    finally:
        if game.poll() is None:
            game.kill()
            game.wait()
    assert game.returncode in codes, err
    assert "Traceback" not in err
    assert not list(data.rglob("*.lock")), "the window was not closed as Quit closes it"
    [autosave] = data.rglob("autosave.rummy.json")
    assert read_save(autosave).record.state.names == ("Ann", "Bob")
