"""The headless contracts: serve, host and bot as processes, on 127.0.0.1 only."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rummy_desktop.__main__ import main
from rummy_desktop.online.autosave import read_saved

COMMAND = [sys.executable, "-m", "rummy_desktop"]


def start_server(tables: Path, port: int = 0, *extra: str) -> tuple[subprocess.Popen[str], str]:
    where = ["--host", "127.0.0.1", "--port", str(port), "--tables", str(tables)]
    server = subprocess.Popen(
        [*COMMAND, "serve", *where, *extra],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert server.stdout is not None
    line = server.stdout.readline()
    return server, json.loads(line)["url"]


@pytest.fixture
def tables(tmp_path: Path) -> Iterator[Path]:
    yield tmp_path / "tables"


def host(url: str, players: str, seed: int, *extra: str) -> dict[str, Any]:
    out = subprocess.run(
        [*COMMAND, "host", "--url", url, "--players", players, "--seed", str(seed), *extra],
        capture_output=True,
        text=True,
        check=True,
    )
    created: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return created


def bots(url: str, created: dict[str, Any], levels: list[str]) -> list[subprocess.Popen[str]]:
    table = ["--url", url, "--table", created["table"]]
    return [
        subprocess.Popen(
            [*COMMAND, "bot", *table, "--token", seat["token"], "--level", level],
            stdout=subprocess.PIPE,
            text=True,
        )
        for seat, level in zip(created["seats"], levels, strict=True)
        if seat["token"]
    ]


def last_lines(processes: list[subprocess.Popen[str]]) -> list[dict[str, Any]]:
    lines = []
    for process in processes:
        out, _ = process.communicate()
        assert process.returncode == 0
        lines.append(json.loads(out.strip().splitlines()[-1]))
    return lines


def selfplay(levels: str, seed: int, *extra: str) -> dict[str, Any]:
    out = subprocess.run(
        [*COMMAND, "selfplay", "--players", levels, "--seed", str(seed), "--json", *extra],
        capture_output=True,
        text=True,
        check=True,
    )
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def stop(server: subprocess.Popen[str]) -> None:
    server.send_signal(signal.SIGTERM)
    server.wait()


@pytest.mark.slow
def test_serve_host_and_bots_end_exactly_like_selfplay(tables: Path) -> None:
    server, url = start_server(tables)
    try:
        assert url.startswith("ws://127.0.0.1:")
        created = host(url, "Medium 1:remote,Easy 2:easy,Hard 3:remote", 21, "--rules", "rrrummy")
        assert [s["name"] for s in created["seats"]] == ["Medium 1", "Easy 2", "Hard 3"]
        assert created["seats"][1]["token"] is None
        results = last_lines(bots(url, created, ["medium", "easy", "hard"]))
    finally:
        stop(server)
    expected = selfplay("medium,easy,hard", 21, "--rules", "rrrummy")
    assert results == [expected, expected]


@pytest.mark.slow
def test_a_killed_table_server_resumes_and_the_game_ends_alike(tables: Path) -> None:
    """SIGKILL mid-game, start again on the same port and folder: the bots reconnect."""
    server, url = start_server(tables)
    port = int(url.rsplit(":", 1)[1])
    created = host(url, "Hard 1:remote,Hard 2:remote", 8)
    players = bots(url, created, ["hard", "hard"])
    save = tables / f"{created['table']}.table.json"
    try:
        while True:  # wait for the game to be under way, then kill without warning
            try:
                actions = len(read_saved(save)["record"]["actions"])  # checkpoint and journal
            except (OSError, ValueError):
                actions = 0
            if actions >= 4:
                break
            time.sleep(0.05)
        os.kill(server.pid, signal.SIGKILL)
        server.wait()
        saved = read_saved(save)
        assert not saved["record"]["state"]["round_over"]
        server, again = start_server(tables, port)
        assert again == url
        results = last_lines(players)
    finally:
        stop(server)
    expected = selfplay("hard,hard", 8)
    assert results == [expected, expected]


def test_the_commands_refuse_bad_input_with_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    url = "ws://127.0.0.1:9"
    assert main(["host", "--url", url, "--players", "Ann:remote"]) == 2
    assert "2 to 6 players" in capsys.readouterr().err
    assert main(["host", "--url", url, "--players", "Ann:remote,Bob:wizard"]) == 2
    assert "wizard" in capsys.readouterr().err
    assert main(["bot", "--url", url, "--table", "X", "--token", "Y", "--level", "genius"]) == 2
    assert "genius" in capsys.readouterr().err
    assert main(["serve", "--tls-cert", "cert.pem", "--port", "0"]) == 2
    assert "--tls-key" in capsys.readouterr().err
    assert main(["serve", "--port", "70000"]) == 2
    assert "--port" in capsys.readouterr().err
    assert main(["host", "--url", url, "--players", "A:remote,B:easy", "--game", "poker"]) == 2
    assert "poker" in capsys.readouterr().err


@pytest.mark.slow
def test_host_opens_a_card_table(tables: Path) -> None:
    server, url = start_server(tables)
    try:
        created = host(url, "Ann:remote,Bot:medium", 3, "--game", "rummy51")
    finally:
        stop(server)
    assert [s["name"] for s in created["seats"]] == ["Ann", "Bot"]
    saved = json.loads((tables / f"{created['table']}.table.json").read_text(encoding="utf-8"))
    assert saved["game"] == "rummy51" and saved["record"]["seed"] == 3
