"""Watching a table by its watch code: what every seat may see, never a rack or a hand.

Over real sockets on 127.0.0.1 only.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect

from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.core.rules import preset
from rummy_desktop.online.card_table import CARD_SEAT_ONLY, CARD_VIEW_KEYS
from rummy_desktop.online.client import TableRefused, host_order, open_table, play_bot
from rummy_desktop.online.codec import VIEW_KEYS
from rummy_desktop.online.server import TableServer
from rummy_desktop.online.table import SEAT_ONLY
from tests.online.helpers import selfplay_names
from tests.online.test_server import receive, running, seat, send


async def watcher(url: str, table: str, code: str) -> ClientConnection:
    ws = await connect(url, proxy=None)
    await send(ws, type="watch", table=table, token=code)
    return ws


async def frames_until(ws: ClientConnection, kind: str) -> list[dict[str, Any]]:
    """Every frame up to and including the first of ``kind``."""
    seen: list[dict[str, Any]] = []
    while not seen or seen[-1]["type"] != kind:
        seen.append(json.loads(await ws.recv()))
    return seen


def check_watched(seen: list[dict[str, Any]], keys: frozenset[str], seed: int) -> None:
    """Only public frames and public views; the seed only with the result."""
    for message in seen:
        assert message["type"] in {
            "watching",
            "watch_view",
            "seats",
            "clock",
            "round_end",
            "result",
            "chat",
            "bye",
        }
        if message["type"] == "watch_view":
            assert set(message["view"]) == keys
        if message["type"] != "result":
            assert str(seed) not in json.dumps(message)


def test_a_watcher_sees_a_tile_game_to_its_end_and_never_a_rack() -> None:
    rules, levels, seed = preset("rrrummy"), ["easy", "easy"], 1_234_567_891

    async def scenario() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        async with running(TableServer(None)) as url:
            names = selfplay_names(levels)
            created = await open_table(url, [(n, "remote") for n in names], rules, seed)
            assert created["watch_code"] not in {s["token"] for s in created["seats"]}
            ws = await watcher(url, created["table"], created["watch_code"])
            first = await receive(ws, "watching")
            assert first["started"] is False and first["table"] == created["table"]
            tokens = [s["token"] for s in created["seats"]]
            results = await asyncio.gather(
                *(play_bot(url, created["table"], t, "easy") for t in tokens)
            )
            seen = await frames_until(ws, "result")
            await ws.close()
            return seen, list(results)

    seen, results = asyncio.run(scenario())
    check_watched(seen, VIEW_KEYS - SEAT_ONLY, seed)
    views = [m for m in seen if m["type"] == "watch_view"]
    assert views and all("rack" not in m["view"] for m in views)
    assert all(sum(m["view"]["rack_sizes"]) > 0 for m in views[:1])
    assert seen[-1]["result"] == results[0]


def test_a_watcher_of_a_card_game_sees_no_hand_and_is_told_the_end() -> None:
    rules = card_preset("rummy")

    async def scenario() -> list[dict[str, Any]]:
        async with running(TableServer(None)) as url:
            created = await open_table(url, [("Ann", "remote"), ("Bob", "easy")], rules, 21)
            ann = await seat(url, created, 0)
            ws = await watcher(url, created["table"], created["watch_code"])
            watched = await receive(ws, "watching")
            assert watched["started"] is True and watched["game"] == "rummy"
            for _ in range(3):  # Ann lets the rules play three of her turns
                view = await receive(ann, "view")
                while view["view"]["turn"] != 0:
                    view = await receive(ann, "view")
                await send(ann, type="action", at=view["at"], action={"type": "default"})
            await host_order(url, created["table"], created["host_token"], "end")
            seen = await frames_until(ws, "bye")
            await ann.close()
            await ws.close()
            return seen

    seen = asyncio.run(scenario())
    check_watched(seen, CARD_VIEW_KEYS - CARD_SEAT_ONLY, 21)
    views = [m for m in seen if m["type"] == "watch_view"]
    assert views and all("hand" not in m["view"] for m in views)
    assert seen[-1]["type"] == "bye"
    results = [m for m in seen if m["type"] == "result"]
    assert len(results) == 1 and results[0]["result"]["ended_by"] == "host"


def test_only_the_watch_code_lets_one_watch_and_a_watcher_cannot_play(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running(TableServer(tmp_path)) as url:
            rules = preset("rrrummy")
            created = await open_table(url, [("Ann", "remote"), ("Bob", "easy")], rules, 3)
            code = created["table"]
            for wrong in (created["seats"][0]["token"], created["host_token"], "x" * 24):
                ws = await watcher(url, code, wrong)
                assert (await receive(ws, "refusal"))["code"] == "unknown_seat"
                await ws.close()
            ws = await watcher(url, code, created["watch_code"].lower())  # any case
            await receive(ws, "watching")
            await send(ws, type="action", at=0, action={"type": "draw"})
            assert (await receive(ws, "refusal"))["code"] == "not_joined"
            await send(ws, type="chat", text="hello")
            assert (await receive(ws, "refusal"))["code"] == "not_joined"
            await ws.close()
        async with running(TableServer(tmp_path)) as url:  # the code holds after a restart
            ws = await watcher(url, code, created["watch_code"])
            assert (await receive(ws, "watching"))["table"] == code
            await ws.close()

    asyncio.run(scenario())


@pytest.mark.parametrize("extra", [{}, {"name": "x"}])
def test_a_watch_frame_needs_a_table_and_a_code(extra: dict[str, Any]) -> None:
    async def scenario() -> None:
        async with running(TableServer(None)) as url:
            ws = await connect(url, proxy=None)
            await send(ws, type="watch", table="ABCDEF", **extra)
            assert (await receive(ws, "refusal"))["code"] == "bad_frame"
            await ws.close()

    asyncio.run(scenario())


def test_the_host_makes_a_new_watch_code_and_the_old_one_lets_nobody_watch() -> None:
    async def scenario() -> None:
        async with running(TableServer(None)) as url:
            rules = preset("rrrummy")
            created = await open_table(url, [("Ann", "remote"), ("Bob", "easy")], rules, 3)
            code, host, old = created["table"], created["host_token"], created["watch_code"]
            with pytest.raises(TableRefused, match="only the table's host"):
                await host_order(url, code, created["seats"][0]["token"], "new_watch_code")
            answer = await host_order(url, code, host, "new_watch_code")
            new = answer["watch_code"]
            assert answer["type"] == "watch_code" and new != old
            ws = await watcher(url, code, old)
            assert (await receive(ws, "refusal"))["code"] == "unknown_seat"
            await ws.close()
            ws = await watcher(url, code, new)
            assert (await receive(ws, "watching"))["table"] == code
            await ws.close()

    asyncio.run(scenario())
