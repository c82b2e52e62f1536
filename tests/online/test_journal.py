"""A move is one short append, written off the event loop (issue 28, fault 7), on 127.0.0.1.

The record is no longer rewritten and synced on the loop for every move: a
writer thread appends a journal line per change and syncs it, and the seats
are told a change only once it is on disk. A crash loses at most the change
in flight (a journal line cut short), never one a seat has seen.
"""

from __future__ import annotations

import asyncio
import json
import os
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection
from websockets.sync.client import connect as sync_connect

from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.core.rules import preset
from rummy_desktop.online import store
from rummy_desktop.online.autosave import journal_path, load_table, save_path
from rummy_desktop.online.client import open_table
from rummy_desktop.online.server import TableServer
from tests.online.helpers import FakeClock
from tests.online.test_server import receive, running, seat, send, two_seat_table


async def play_draws(
    clients: list[ClientConnection],
    moves: int,
    action: dict[str, Any] | None = None,
    views: list[dict[str, Any]] | None = None,
) -> list[dict[str, Any]]:
    """``moves`` moves by whoever is on turn, from ``views`` (else the next); the last views."""
    if views is None:
        views = [await receive(ws, "view") for ws in clients]
    for _ in range(moves):
        view = views[0]["view"]
        current = view["current"] if "current" in view else view["turn"]  # tiles, cards
        at = views[0]["at"]
        await send(clients[current], type="action", at=at, action=action or {"type": "draw"})
        views = []
        for ws in clients:
            view = await receive(ws, "view")
            while view["at"] == at:
                view = await receive(ws, "view")
            views.append(view)
    return views


def test_no_autosave_is_written_on_the_event_loop(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    synced_on: list[str] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        synced_on.append(threading.current_thread().name)
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)

    async def scenario() -> None:
        async with running(TableServer(tmp_path)) as url:
            created = await two_seat_table(url)
            clients = [await seat(url, created, 0), await seat(url, created, 1)]
            await play_draws(clients, 4)
            for ws in clients:
                await ws.close()

    asyncio.run(scenario())
    assert synced_on, "nothing was synced to disk"
    assert threading.main_thread().name not in synced_on  # the loop's thread


def test_a_move_appends_one_short_line_and_leaves_the_record_alone(tmp_path: Path) -> None:
    async def scenario() -> None:
        server = TableServer(tmp_path)
        async with running(server) as url:
            created = await two_seat_table(url)
            code = created["table"]
            clients = [await seat(url, created, 0), await seat(url, created, 1)]
            views = await play_draws(clients, 1)
            checkpoint = save_path(tmp_path, code).read_bytes()
            before = journal_path(tmp_path, code).read_text().splitlines()
            await play_draws(clients, 3, views=views)
            assert save_path(tmp_path, code).read_bytes() == checkpoint
            lines = journal_path(tmp_path, code).read_text().splitlines()
            assert lines[: len(before)] == before
            added = [json.loads(line) for line in lines[len(before) :]]
            assert len(added) == 3
            for line in added:
                assert [a["type"] for a in line["table"]["record"]["actions"]] == ["draw"]
            again = load_table(save_path(tmp_path, code), FakeClock())
            live = server.tables[code]
            assert again.at == live.at
            assert [again.view_frame(s) for s in (0, 1)] == [live.view_frame(s) for s in (0, 1)]
            for ws in clients:
                await ws.close()

    asyncio.run(scenario())


@pytest.mark.parametrize("game", ["tiles", "rummy51"])
def test_a_crash_mid_line_loses_only_the_change_in_flight(tmp_path: Path, game: str) -> None:
    async def scenario() -> tuple[str, int, list[dict[str, Any]]]:
        server = TableServer(tmp_path)
        async with running(server) as url:
            rules = preset("rrrummy") if game == "tiles" else card_preset(game)
            created = await open_table(url, [("Ann", "remote"), ("Bob", "remote")], rules, 11)
            clients = [await seat(url, created, 0), await seat(url, created, 1)]
            action = {"type": "draw"} if game == "tiles" else {"type": "default"}
            await play_draws(clients, 6, action)
            table = server.tables[created["table"]]
            views = [table.view_frame(s) for s in (0, 1)]
            for ws in clients:
                await ws.close()
            return created["table"], table.at, views

    code, at, views = asyncio.run(scenario())
    path = save_path(tmp_path, code)
    again = load_table(path, FakeClock())
    assert again.at == at and [again.view_frame(s) for s in (0, 1)] == views
    # The last line cut short, as by a kill in the middle of writing it.
    journal = journal_path(tmp_path, code)
    text = journal.read_text()
    last = text.rstrip("\n").rsplit("\n", 1)[-1]
    journal.write_text(text[: len(text) - len(last) // 2 - 1])
    earlier = load_table(path, FakeClock())
    previous = json.loads(text.splitlines()[-2])["table"]["record"]["actions"]
    assert earlier.at < at and previous  # the line before, with its move, is kept


def answered_within(url: str, connected: threading.Event) -> float:
    """From another thread (the test's own loop is the server's): how long a frame sent
    while the disk is busy waits for its answer."""
    with sync_connect(url, proxy=None) as ws:
        connected.set()
        time.sleep(0.3)  # the move is being written by now
        asked = time.monotonic()
        ws.send(json.dumps({"v": 1, "type": "chat", "text": "anyone?"}))
        assert json.loads(ws.recv(timeout=5.0))["code"] == "not_joined"
        return time.monotonic() - asked


def test_seats_are_told_a_move_once_it_is_on_disk_and_the_loop_never_waits(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    slow = threading.Event()
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        if slow.is_set():
            time.sleep(1.0)  # a slow disk
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)

    async def scenario() -> None:
        async with running(TableServer(tmp_path)) as url:
            created = await two_seat_table(url)
            clients = [await seat(url, created, 0), await seat(url, created, 1)]
            view = (await play_draws(clients, 1))[0]
            connected = threading.Event()
            asking = asyncio.ensure_future(asyncio.to_thread(answered_within, url, connected))
            await asyncio.to_thread(connected.wait, 5.0)
            slow.set()
            on_turn = clients[view["view"]["current"]]
            sent = time.monotonic()
            await send(on_turn, type="action", at=view["at"], action={"type": "draw"})
            after = await asyncio.wait_for(receive(on_turn, "view"), 5.0)
            assert after["at"] == view["at"] + 1
            assert time.monotonic() - sent >= 0.9  # not before the write was done
            assert await asking < 0.5  # meanwhile the server answered at once
            slow.clear()
            for ws in clients:
                await ws.close()

    asyncio.run(scenario())


def test_the_journal_starts_over_after_a_checkpoint(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(store, "CHECKPOINT_EVERY", 3)

    async def scenario() -> None:
        server = TableServer(tmp_path)
        async with running(server) as url:
            created = await two_seat_table(url)
            code = created["table"]
            clients = [await seat(url, created, 0), await seat(url, created, 1)]
            await play_draws(clients, 10)
            journal = journal_path(tmp_path, code)
            assert not journal.exists() or len(journal.read_text().splitlines()) <= 3
            saved = json.loads(save_path(tmp_path, code).read_text())
            assert saved["entry"] > 0 and len(saved["record"]["actions"]) > 0
            again = load_table(save_path(tmp_path, code), FakeClock())
            assert again.view_frame(0) == server.tables[code].view_frame(0)
            for ws in clients:
                await ws.close()

    asyncio.run(scenario())
