"""Invite by code through a local rendezvous (mailbox) server on 127.0.0.1.

The host's table server is reached by a guest that knows only the code: the
guest's helper listens on 127.0.0.1 and dilation carries the connection. A
bot seat plays the whole game through it and ends like selfplay.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("fowl")
pytest.importorskip("wormhole_mailbox_server")

from rummy_desktop.core.rules import preset
from rummy_desktop.online.client import open_table, play_bot
from rummy_desktop.online.invite import host_invite, join_invite
from rummy_desktop.online.server import TableServer
from tests.online.helpers import selfplay_names, selfplay_summary

LOOPBACK_PORT = "tcp:0:interface=127.0.0.1"
LOOPBACK_FOWLD = (sys.executable, str(Path(__file__).with_name("loopback_fowld.py")))


@pytest.fixture
def mailbox(tmp_path: Path) -> Iterator[str]:
    """A magic-wormhole mailbox server on 127.0.0.1, on a port the system chose."""
    databases = [
        "--channel-db",
        str(tmp_path / "c.sqlite"),
        "--usage-db",
        str(tmp_path / "u.sqlite"),
    ]
    process = subprocess.Popen(
        [sys.executable, "-m", "twisted", "wormhole-mailbox", "--port", LOOPBACK_PORT, *databases],
        stdout=subprocess.PIPE,
        text=True,
        cwd=tmp_path,
    )
    try:
        assert process.stdout is not None
        port = None
        for line in process.stdout:
            text = json.loads(line.lstrip("\x1e")).get("log_text", "")  # JSON-seq records
            if text.startswith("PrivacyEnhancedSite starting on "):
                port = int(text.rsplit(" ", 1)[1])
                break
        assert port is not None, "the mailbox server did not start"
        # Keep reading its log, so that a full pipe never stops the server.
        threading.Thread(target=process.stdout.read, daemon=True).start()
        yield f"ws://127.0.0.1:{port}/v1"
    finally:
        process.terminate()
        process.wait()


@pytest.mark.slow
def test_a_guest_with_only_the_code_plays_the_game_to_its_end(mailbox: str) -> None:
    rules, levels, seed = preset("rrrummy"), ["easy", "medium"], 17

    async def scenario() -> dict[str, object]:
        server = TableServer(None)
        listening, timer = await server.serve_on("127.0.0.1", 0)
        table_port = listening.sockets[0].getsockname()[1]
        helpers = []
        try:
            names = selfplay_names(levels)
            created = await open_table(
                f"ws://127.0.0.1:{table_port}",
                [(names[0], "easy"), (names[1], "remote")],
                rules,
                seed,
            )
            code, host_side = await host_invite(table_port, mailbox=mailbox, command=LOOPBACK_FOWLD)
            helpers.append(host_side)
            assert code.split("-", 1)[0].isdigit()
            url, guest_side = await join_invite(code, mailbox=mailbox, command=LOOPBACK_FOWLD)
            helpers.append(guest_side)
            assert url.startswith("ws://127.0.0.1:") and url != f"ws://127.0.0.1:{table_port}"
            token = created["seats"][1]["token"]
            return await play_bot(url, created["table"], token, "medium")
        finally:
            for helper in helpers:
                await helper.close()
            timer.cancel()
            listening.close()
            await listening.wait_closed()
            await server.close()

    assert asyncio.run(scenario()) == selfplay_summary(rules, levels, seed)
