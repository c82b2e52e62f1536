"""The server says when it tells a table's seats something, so a lobby in the same
program follows the table without polling it; on 127.0.0.1 only."""

from __future__ import annotations

import asyncio

from rummy_desktop.online.client import host_order
from rummy_desktop.online.server import TableServer
from tests.online.test_server import receive, running, seat, send, two_seat_table


def test_every_change_the_seats_are_told_of_is_said_first() -> None:
    told: list[tuple[str, list[tuple[bool, bool]], bool]] = []
    server = TableServer(None)

    def changed(code: str) -> None:
        table = server.tables[code]
        lobby = [(s["joined"], s["connected"]) for s in table.seats_json()]
        told.append((code, lobby, table.paused))

    server.on_change = changed

    async def scenario() -> None:
        async with running(server) as url:
            created = await two_seat_table(url)
            code = created["table"]
            assert told == []  # opening a table tells no seat anything
            ann = await seat(url, created, 0)
            assert told[-1] == (code, [(True, True), (False, False)], False)
            bob = await seat(url, created, 1)
            assert told[-1] == (code, [(True, True), (True, True)], False)
            await ann.close()
            while (await receive(bob, "seats"))["seats"][0]["connected"]:
                pass  # until Bob is told that Ann's connection is gone
            assert told[-1] == (code, [(True, False), (True, True)], False)
            await host_order(url, code, created["host_token"], "pause")
            assert told[-1] == (code, [(True, False), (True, True)], True)
            await send(bob, type="bye")
            await bob.wait_closed()

    asyncio.run(scenario())
