"""The table server over real sockets on 127.0.0.1: bots, faults and refusals."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect

from rummy_desktop.cards.core.rules import CURRENT_EDITION
from rummy_desktop.core.rules import preset
from rummy_desktop.online.card_table import CardTable
from rummy_desktop.online.client import TableRefused, open_table, play_bot
from rummy_desktop.online.codec import VIEW_KEYS
from rummy_desktop.online.limits import ServerLimits
from rummy_desktop.online.protocol import Create, SeatRequest
from rummy_desktop.online.server import FrameBudget, TableServer
from tests.online.helpers import FakeClock, selfplay_names, selfplay_summary

LOOPBACK = "127.0.0.1"


@asynccontextmanager
async def running(server: TableServer) -> AsyncIterator[str]:
    listening, timer = await server.serve_on(LOOPBACK, 0)
    port = listening.sockets[0].getsockname()[1]
    try:
        yield f"ws://{LOOPBACK}:{port}"
    finally:
        timer.cancel()
        listening.close()
        await listening.wait_closed()
        await server.close()


async def send(ws: ClientConnection, **fields: Any) -> None:
    await ws.send(json.dumps({"v": 1, **fields}))


async def receive(ws: ClientConnection, kind: str) -> dict[str, Any]:
    """The next frame of ``kind``, skipping the others (seats, clocks, chat)."""
    while True:
        message: dict[str, Any] = json.loads(await ws.recv())
        if message["type"] == kind:
            return message


async def two_seat_table(url: str, seed: int = 7) -> dict[str, Any]:
    rules = preset("rrrummy")
    return await open_table(url, [("Ann", "remote"), ("Bob", "remote")], rules, seed)


async def seat(url: str, created: dict[str, Any], index: int) -> ClientConnection:
    ws = await connect(url, proxy=None)
    await send(ws, type="hello", table=created["table"], token=created["seats"][index]["token"])
    await receive(ws, "welcome")
    return ws


def check_secret(received: list[dict[str, Any]], seed: int) -> None:
    """Only views carry tiles, with exactly the view's keys; the seed comes only with the result."""
    for message in received:
        if message["type"] == "view":
            assert set(message["view"]) == VIEW_KEYS
        else:
            assert message["type"] in {"welcome", "seats", "clock", "round_end", "result", "chat"}
        if message["type"] != "result":
            assert str(seed) not in json.dumps(message)


@pytest.mark.parametrize(
    "seed", [2_000_000_017, pytest.param(1_300_000_013, marks=pytest.mark.slow)]
)
def test_remote_bots_over_sockets_end_like_selfplay(tmp_path: Path, seed: int) -> None:
    rules = preset("classic")
    levels = ["medium", "easy"]
    frames: dict[int, list[dict[str, Any]]] = {0: [], 1: []}

    async def scenario() -> list[dict[str, Any]]:
        async with running(TableServer(tmp_path)) as url:
            names = selfplay_names(levels)
            created = await open_table(url, [(n, "remote") for n in names], rules, seed)
            tokens = [s["token"] for s in created["seats"]]
            return list(
                await asyncio.gather(
                    *(
                        play_bot(url, created["table"], t, lv, on_frame=frames[i].append)
                        for i, (t, lv) in enumerate(zip(tokens, levels, strict=True))
                    )
                )
            )

    results = asyncio.run(scenario())
    expected = selfplay_summary(rules, levels, seed)
    assert results == [expected, expected]
    for received in frames.values():
        check_secret(received, seed)
        assert received[-1]["type"] == "result"


def test_a_dropped_seat_rejoins_with_its_token_and_sees_the_same_view() -> None:
    async def scenario() -> None:
        async with running(TableServer(None)) as url:
            created = await two_seat_table(url)
            ann, bob = await seat(url, created, 0), await seat(url, created, 1)
            first = await receive(ann, "view")
            on_turn = (ann, bob)[first["view"]["current"]]
            index = first["view"]["current"]
            if on_turn is bob:
                first = await receive(bob, "view")
            await on_turn.close()
            again = await seat(url, created, index)
            view = await receive(again, "view")
            assert view == first
            await send(again, type="action", at=view["at"], action={"type": "draw"})
            after = await receive(again, "view")
            assert after["at"] == view["at"] + 1
            assert len(after["view"]["rack"]) == len(view["view"]["rack"]) + 1
            for ws in (ann, bob, again):
                await ws.close()

    asyncio.run(scenario())


def test_the_table_restarted_resumes_from_its_autosave(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running(TableServer(tmp_path)) as url:
            created = await two_seat_table(url)
            clients = [await seat(url, created, 0), await seat(url, created, 1)]
            for _ in range(4):  # four turns of draws
                views = [await receive(ws, "view") for ws in clients]
                current = views[0]["view"]["current"]
                await send(
                    clients[current], type="action", at=views[0]["at"], action={"type": "draw"}
                )
            before = [await receive(ws, "view") for ws in clients]
        # The server is gone; a new one on the same folder takes the table back.
        async with running(TableServer(tmp_path)) as url:
            for index, old in enumerate(before):
                ws = await seat(url, created, index)
                assert await receive(ws, "view") == old
                await ws.close()

    asyncio.run(scenario())


def test_refused_frames_change_nothing_and_keep_the_connection() -> None:
    async def scenario() -> None:
        server = TableServer(None)
        async with running(server) as url:
            created = await two_seat_table(url)
            elsewhere = await two_seat_table(url, seed=8)  # its tokens are stale here
            ann, bob = await seat(url, created, 0), await seat(url, created, 1)
            view = await receive(ann, "view")
            await receive(bob, "view")
            table = server.tables[created["table"]]
            before = (table.at, table.view_frame(0), table.view_frame(1))
            waiting = (ann, bob)[1 - view["view"]["current"]]
            on_turn = (ann, bob)[view["view"]["current"]]
            cases = [
                (waiting, {"v": 1, "type": "action", "at": view["at"], "action": {"type": "draw"}}),
                (
                    on_turn,
                    {"v": 1, "type": "action", "at": view["at"] + 5, "action": {"type": "draw"}},
                ),
                (on_turn, {"v": 1, "type": "action", "at": view["at"], "action": {"type": "pass"}}),
                (on_turn, {"v": 2, "type": "action", "at": view["at"], "action": {"type": "draw"}}),
                (on_turn, {"v": 1, "type": "action", "at": "x", "action": {"type": "draw"}}),
                (
                    on_turn,
                    {"v": 1, "type": "action", "at": view["at"], "action": {"type": "penalty"}},
                ),
                (on_turn, {"v": 1, "type": "hello", "table": created["table"], "token": "forged"}),
                (on_turn, {"v": 1, "type": "hello", "table": "NOSUCH", "token": "forged"}),
                (
                    waiting,
                    {
                        "v": 1,
                        "type": "hello",
                        "table": created["table"],
                        "token": elsewhere["seats"][0]["token"],
                    },
                ),
            ]
            expected = [
                "not_your_turn",
                "stale",
                "illegal",
                "version",
                "bad_frame",
                "bad_frame",
                "unknown_seat",
                "unknown_table",
                "unknown_seat",
            ]
            for (ws, message), code in zip(cases, expected, strict=True):
                await ws.send(json.dumps(message))
                assert (await receive(ws, "refusal"))["code"] == code
            await on_turn.send("{not json")
            assert (await receive(on_turn, "refusal"))["code"] == "malformed"
            await on_turn.send(json.dumps({"v": 1, "type": "chat", "text": "x" * 70_000}))
            assert (await receive(on_turn, "refusal"))["code"] == "too_large"
            assert (table.at, table.view_frame(0), table.view_frame(1)) == before
            # The same connection still plays.
            await send(on_turn, type="action", at=view["at"], action={"type": "draw"})
            assert (await receive(on_turn, "view"))["at"] == view["at"] + 1

    asyncio.run(scenario())


def test_a_flood_of_frames_is_refused_and_changes_nothing() -> None:
    clock = FakeClock()  # time stands still: the budget never refills

    async def scenario() -> None:
        server = TableServer(None, clock=clock, budget=lambda c: FrameBudget(c, burst=10))
        async with running(server) as url:
            created = await two_seat_table(url)
            ann, bob = await seat(url, created, 0), await seat(url, created, 1)
            view = await receive(ann, "view")
            await receive(bob, "view")
            on_turn = (ann, bob)[view["view"]["current"]]
            table = server.tables[created["table"]]
            for _ in range(30):  # one hello was spent already
                await send(on_turn, type="chat", text="hello!")
            await send(on_turn, type="action", at=view["at"], action={"type": "draw"})
            codes = []
            while len(codes) < 21:
                message = json.loads(await on_turn.recv())
                if message["type"] == "refusal":
                    codes.append(message["code"])
            assert set(codes) == {"flood"}
            assert table.at == view["at"]
            await on_turn.close()
            await bob.close()

    asyncio.run(scenario())


def test_fast_computer_seats_are_never_refused_for_playing_quickly() -> None:
    """Accepted moves cost nothing: with time standing still and a budget of five frames,
    two remote bots still play a whole game (each sends dozens of moves)."""
    clock = FakeClock()
    rules, levels, seed = preset("rrrummy"), ["medium", "easy"], 31

    async def scenario() -> list[dict[str, Any]]:
        server = TableServer(None, clock=clock, budget=lambda c: FrameBudget(c, burst=5))
        async with running(server) as url:
            names = selfplay_names(levels)
            created = await open_table(url, [(n, "remote") for n in names], rules, seed)
            tokens = [s["token"] for s in created["seats"]]
            bots = (
                play_bot(url, created["table"], t, lv) for t, lv in zip(tokens, levels, strict=True)
            )
            return list(await asyncio.wait_for(asyncio.gather(*bots), timeout=120))

    expected = selfplay_summary(rules, levels, seed)
    assert asyncio.run(scenario()) == [expected, expected]


def test_chat_lines_reach_every_seat_and_need_a_seat_first() -> None:
    async def scenario() -> None:
        async with running(TableServer(None)) as url:
            created = await two_seat_table(url)
            stranger = await connect(url, proxy=None)
            await send(stranger, type="chat", text="let me in")
            assert (await receive(stranger, "refusal"))["code"] == "not_joined"
            ann, bob = await seat(url, created, 0), await seat(url, created, 1)
            await send(ann, type="chat", text="Hello, Grandpa!")
            for ws in (ann, bob):
                line = await receive(ws, "chat")
                assert (line["seat"], line["name"], line["text"]) == (0, "Ann", "Hello, Grandpa!")
            await send(bob, type="hello", table=created["table"], token="x", player="wizard")
            assert (await receive(bob, "refusal"))["code"] == "bad_frame"
            for ws in (stranger, ann, bob):
                await ws.close()

    asyncio.run(scenario())


def test_a_full_server_refuses_new_tables() -> None:
    async def scenario() -> None:
        server = TableServer(None, limits=ServerLimits(max_tables=1))
        async with running(server) as url:
            await two_seat_table(url)
            with pytest.raises(TableRefused, match="as many tables"):
                await two_seat_table(url)
            assert len(server.tables) == 1

    asyncio.run(scenario())


def test_a_new_card_table_plays_under_todays_reading_of_the_rule_book() -> None:
    """A host cannot ask for an older edition of the card referee (CARD_RULES.md 8)."""
    server = TableServer(None)
    seats = (SeatRequest("Ann", "remote"), SeatRequest("Bob", "easy"))
    table, _ = server._new_table(Create(seats, {"edition": 1}, 3, game="rum500"))
    assert isinstance(table, CardTable)
    assert table.game.rules.edition == CURRENT_EDITION
    assert table.game.rules.pile_top_card_free is False
