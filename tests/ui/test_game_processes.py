"""Real game processes: signals close them cleanly, and two at once keep their own autosaves."""

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


def game_env(tmp_path: Path) -> dict[str, str]:
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700, exist_ok=True)
    return {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_RUNTIME_DIR": str(runtime),
    }


def launch(tmp_path: Path, players: str, seed: int) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [*GAME, "--players", players, "--rules", "easy", "--seed", str(seed)],
        env=game_env(tmp_path),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def stop_all(games: list[subprocess.Popen[str]]) -> list[str]:
    """SIGTERM each game, wait within the bound, kill any left; their standard errors."""
    errors = []
    for game in games:
        if game.poll() is None:
            game.send_signal(signal.SIGTERM)
    for game in games:
        try:
            errors.append(game.communicate(timeout=STARTUP_LIMIT_S)[1])
        finally:
            if game.poll() is None:
                game.kill()
                game.wait()
    return errors


@pytest.mark.slow
def test_two_running_games_keep_their_own_autosaves(tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = launch(tmp_path, "Ann:human,Bob:human", 3)
    games = [first]
    try:
        assert wait_for(lambda: any(data.rglob("autosave.rummy.json.lock")), STARTUP_LIMIT_S)
        second = launch(tmp_path, "Cas:human,Dee:human", 4)
        games.append(second)
        assert wait_for(lambda: any(data.rglob("autosave-2.rummy.json")), STARTUP_LIMIT_S)
    finally:
        errors = stop_all(games)
    assert all("Traceback" not in err for err in errors), errors
    [one] = data.rglob("autosave.rummy.json")
    [two] = data.rglob("autosave-2.rummy.json")
    assert read_save(one).record.state.names == ("Ann", "Bob")
    assert read_save(two).record.state.names == ("Cas", "Dee")


@pytest.mark.slow
@pytest.mark.parametrize(
    ("stop", "codes"),
    [(signal.SIGINT, {130}), (signal.SIGTERM, {0}), (signal.SIGHUP, {0})],
    ids=["SIGINT", "SIGTERM", "SIGHUP"],
)
def test_signal_closes_the_window_like_quit(
    tmp_path: Path, stop: signal.Signals, codes: set[int]
) -> None:
    game = launch(tmp_path, "Ann:human,Bob:human", 3)
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
