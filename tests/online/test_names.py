"""The name a joiner chose is the name the table shows (issue 28, fault 5), on 127.0.0.1."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect

from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.core.rules import preset
from rummy_desktop.online.client import open_table
from rummy_desktop.online.server import TableServer
from tests.online.test_server import receive, running, send


async def host_and_guest(url: str, game: str = "tiles") -> dict[str, Any]:
    rules = preset("rrrummy") if game == "tiles" else card_preset(game)
    return await open_table(url, [("Host", "remote"), ("Guest", "remote")], rules, 5)


async def hello(
    url: str, created: dict[str, Any], index: int, **extra: Any
) -> tuple[ClientConnection, dict[str, Any]]:
    ws = await connect(url, proxy=None)
    token = created["seats"][index]["token"]
    await send(ws, type="hello", table=created["table"], token=token, **extra)
    return ws, await receive(ws, "welcome")


@pytest.mark.parametrize("game", ["tiles", "rummy51"])
def test_the_joiners_name_is_what_every_seat_sees(tmp_path: Path, game: str) -> None:
    async def scenario() -> None:
        server = TableServer(tmp_path)
        async with running(server) as url:
            created = await host_and_guest(url, game)
            host, _ = await hello(url, created, 0, name="Mum")
            guest, welcome = await hello(url, created, 1, name="Grandpa")
            assert [s["name"] for s in welcome["seats"]] == ["Mum", "Grandpa"]
            lobby = await receive(host, "seats")
            while not lobby["seats"][1]["joined"]:  # the lobby of the host's own hello first
                lobby = await receive(host, "seats")
            assert [s["name"] for s in lobby["seats"]] == ["Mum", "Grandpa"]
            view = await receive(host, "view")
            assert view["view"]["names"] == ["Mum", "Grandpa"]
            await send(guest, type="chat", text="hello all")
            line = await receive(host, "chat")
            assert (line["seat"], line["name"]) == (1, "Grandpa")
            for ws in (host, guest):
                await ws.close()
            # Once the game has started, a later hello keeps the name it was dealt with.
            again, welcome = await hello(url, created, 1, name="Someone else")
            assert [s["name"] for s in welcome["seats"]] == ["Mum", "Grandpa"]
            await again.close()
        async with running(TableServer(tmp_path)) as url:  # the autosave kept the names
            back, welcome = await hello(url, created, 0)
            assert [s["name"] for s in welcome["seats"]] == ["Mum", "Grandpa"]
            await back.close()

    asyncio.run(scenario())


def test_a_name_taken_at_the_table_or_that_is_no_name_is_refused() -> None:
    async def scenario() -> None:
        async with running(TableServer(None)) as url:
            created = await host_and_guest(url)
            host, _ = await hello(url, created, 0)
            for name, words in (
                ("host", "another player"),
                ("two\u2028lines", "line break"),
                ("\u202eevil", "turns text around"),
                ("x" * 30, "longer"),
            ):
                ws = await connect(url, proxy=None)
                token = created["seats"][1]["token"]
                await send(ws, type="hello", table=created["table"], token=token, name=name)
                refusal = await receive(ws, "refusal")
                assert refusal["code"] == "bad_frame" and words in refusal["message"]
                await ws.close()
            guest, welcome = await hello(url, created, 1, name="Guest")
            assert [s["name"] for s in welcome["seats"]] == ["Host", "Guest"]
            for ws in (host, guest):
                await ws.close()

    asyncio.run(scenario())
