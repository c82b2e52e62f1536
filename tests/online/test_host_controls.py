"""The host pauses a table, lets it go on, and ends the match (tiles and cards).

Over real sockets on 127.0.0.1; the table's clock is a fake one the test moves
by hand, so a turn timer runs out only when the test says so.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection

from rummy_desktop.cards.core.rules import CardRules, card_preset
from rummy_desktop.core.rules import RuleSet, preset
from rummy_desktop.online.client import TableRefused, host_order, open_table, play_bot
from rummy_desktop.online.protocol import RefusalCode
from rummy_desktop.online.server import TIMER_POLL_SECONDS, TableServer
from rummy_desktop.online.table import HostedTable
from tests.online.helpers import FakeClock, new_table, selfplay_names, selfplay_summary
from tests.online.test_server import receive, running, seat, send

TURN_SECONDS = 60


def timed_rules(game: str) -> RuleSet | CardRules:
    if game == "tiles":
        return preset("classic").with_options(turn_timer_seconds=TURN_SECONDS)
    return card_preset(game).with_options(turn_timer_seconds=TURN_SECONDS)


async def seated_pair(
    url: str, game: str
) -> tuple[dict[str, Any], list[ClientConnection], int, int]:
    """Ann and Bob seated at a timed table: the table, their connections, who is on
    turn and the position."""
    created = await open_table(url, [("Ann", "remote"), ("Bob", "remote")], timed_rules(game), 5)
    clients = [await seat(url, created, 0), await seat(url, created, 1)]
    views = [await receive(ws, "view") for ws in clients]
    key = "current" if game == "tiles" else "turn"
    return created, clients, views[0]["view"][key], views[0]["at"]


async def clock_told(ws: ClientConnection, *, paused: bool) -> dict[str, Any]:
    """The next clock frame that says the table is (or is no longer) paused."""
    while True:
        told = await receive(ws, "clock")
        if told.get("paused") is paused:
            return told


async def wait_polls() -> None:
    """Long enough for the server's timer to look at every table a few times."""
    await asyncio.sleep(3 * TIMER_POLL_SECONDS)


@pytest.mark.parametrize("game", ["tiles", "rummy"])
def test_a_paused_table_holds_its_clock_refuses_moves_and_goes_on_with_the_seconds_left(
    game: str,
) -> None:
    clock = FakeClock()

    async def scenario() -> None:
        server = TableServer(None, clock=clock)
        async with running(server) as url:
            created, clients, on_turn, at = await seated_pair(url, game)
            code, host = created["table"], created["host_token"]
            table = server.tables[code]
            clock.now += 20
            lobby = await host_order(url, code, host, "pause")
            assert lobby["type"] == "seats" and lobby["paused"] is True
            for ws in clients:
                held = await clock_told(ws, paused=True)
                assert held["running"] is False
                assert held["seconds_left"] == TURN_SECONDS - 20
            clock.now += 10 * TURN_SECONDS  # far past the turn's time: nothing runs out
            await wait_polls()
            assert table.at == at and table.paused
            await send(clients[on_turn], type="action", at=at, action={"type": "draw"})
            refused = await receive(clients[on_turn], "refusal")
            assert refused["code"] == RefusalCode.PAUSED == "paused"
            assert table.at == at
            lobby = await host_order(url, code, host, "resume")
            assert lobby["paused"] is False
            going = await clock_told(clients[0], paused=False)
            assert going["running"] is True
            assert going["seconds_left"] == TURN_SECONDS - 20
            clock.now += TURN_SECONDS - 20  # the seconds left run out: the turn ends
            after = await receive(clients[on_turn], "view")
            assert after["at"] > at
            for ws in clients:
                await ws.close()

    asyncio.run(scenario())


@pytest.mark.parametrize("game", ["tiles", "rummy"])
def test_a_paused_table_stays_paused_after_a_restart(tmp_path: Path, game: str) -> None:
    clock = FakeClock()

    async def scenario() -> None:
        async with running(TableServer(tmp_path, clock=clock)) as url:
            created, clients, on_turn, at = await seated_pair(url, game)
            code, host = created["table"], created["host_token"]
            clock.now += 15
            await host_order(url, code, host, "pause")
            for ws in clients:
                await ws.close()
        clock.now += 1000
        server = TableServer(tmp_path, clock=clock)
        async with running(server) as url:
            assert server.tables[code].paused
            ws = await seat(url, created, on_turn)
            held = await clock_told(ws, paused=True)
            assert held["running"] is False
            assert held["seconds_left"] == TURN_SECONDS - 15
            await wait_polls()
            await send(ws, type="action", at=at, action={"type": "draw"})
            assert (await receive(ws, "refusal"))["code"] == "paused"
            await host_order(url, code, host, "resume")
            going = await clock_told(ws, paused=False)
            assert going["running"] is True and going["seconds_left"] == TURN_SECONDS - 15
            await ws.close()

    asyncio.run(scenario())


@pytest.mark.parametrize("game", ["tiles", "rummy"])
def test_the_host_ends_the_game_every_seat_gets_the_result_then_bye(game: str) -> None:
    async def scenario() -> None:
        server = TableServer(None)
        async with running(server) as url:
            created, clients, on_turn, at = await seated_pair(url, game)
            code, host = created["table"], created["host_token"]
            answer = await host_order(url, code, host, "end")
            assert answer["type"] == "result"
            assert answer["result"]["ended_by"] == "host"
            assert answer["result"]["winner"] is None
            for ws in clients:
                result = await receive(ws, "result")
                assert result["result"]["ended_by"] == "host"
                bye = await receive(ws, "bye")
                assert "ended" in bye["reason"]
            assert server.tables[code].finished
            for kind in ("pause", "end"):
                with pytest.raises(TableRefused, match="over"):
                    await host_order(url, code, host, kind)
            again = await seat(url, created, on_turn)
            assert (await receive(again, "result"))["result"]["ended_by"] == "host"
            await send(again, type="action", at=at, action={"type": "draw"})
            assert (await receive(again, "refusal"))["code"] == "game_over"
            await again.close()

    asyncio.run(scenario())


def test_only_the_host_pauses_resumes_or_ends() -> None:
    async def scenario() -> None:
        server = TableServer(None)
        async with running(server) as url:
            created, clients, _on_turn, _at = await seated_pair(url, "tiles")
            code = created["table"]
            for kind in ("pause", "resume", "end"):
                for forged in (created["seats"][0]["token"], "x" * 24):
                    with pytest.raises(TableRefused, match="only the table's host"):
                        await host_order(url, code, forged, kind)
            table = server.tables[code]
            assert not table.paused and not table.finished
            await send(clients[0], type="pause", table=code, host_token="y")
            assert (await receive(clients[0], "refusal"))["code"] == "not_host"
            await send(clients[0], type="pause", table=code)
            assert (await receive(clients[0], "refusal"))["code"] == "bad_frame"
            for ws in clients:
                await ws.close()

    asyncio.run(scenario())


def test_a_paused_table_plays_no_computer_seat_and_keeps_the_pause_in_its_autosave() -> None:
    clock = FakeClock()
    table, _tokens = new_table(preset("classic"), ["easy", "easy"], 3, clock)
    assert isinstance(table, HostedTable)
    host = table.new_host_token()
    table.check_host(host)
    table.set_paused(True)
    assert table.computer_on_turn() is None
    saved = table.to_json()
    assert saved["paused"] is True and saved["ended_by_host"] is False
    table.set_paused(False)
    assert table.computer_on_turn() == "easy"
    assert table.to_json()["paused"] is False


@pytest.mark.parametrize("game", ["tiles", "rummy"])
def test_a_rematch_deals_a_new_match_at_the_same_table_for_the_same_tokens(
    tmp_path: Path, game: str
) -> None:
    async def scenario() -> dict[str, Any]:
        server = TableServer(tmp_path)
        async with running(server) as url:
            created, clients, _on_turn, _at = await seated_pair(url, game)
            code, host = created["table"], created["host_token"]
            with pytest.raises(TableRefused, match="still being played"):
                await host_order(url, code, host, "rematch")
            first = await host_order(url, code, host, "end")
            for ws in clients:
                await ws.close()
            for forged in (created["seats"][0]["token"], "x" * 24):
                with pytest.raises(TableRefused, match="only the table's host"):
                    await host_order(url, code, forged, "rematch")
            lobby = await host_order(url, code, host, "rematch")
            assert lobby["type"] == "seats" and lobby["started"] is False
            table = server.tables[code]
            assert not table.finished and table.at == 0 and not table.ended_by_host
            assert table.game_seed != first["result"]["seed"]
            again = [await seat(url, created, 0), await seat(url, created, 1)]  # same tokens
            views = [await receive(ws, "view") for ws in again]
            assert [v["at"] for v in views] == [0, 0]
            key = "current" if game == "tiles" else "turn"
            on_turn = views[0]["view"][key]
            await send(again[on_turn], type="action", at=0, action={"type": "draw"})
            moved = await receive(again[on_turn], "view")
            assert moved["at"] >= 1
            for ws in again:
                await ws.close()
        # The new match, not the old one, comes back after a restart.
        async with running(TableServer(tmp_path)) as url:
            ws = await seat(url, created, on_turn)
            back = await receive(ws, "view")
            await ws.close()
        return {"moved": moved, "back": back}

    seen = asyncio.run(scenario())
    assert seen["back"]["at"] == seen["moved"]["at"]
    assert seen["back"]["view"] == seen["moved"]["view"]


def test_remote_bots_wait_through_a_pause_and_end_like_selfplay() -> None:
    """Paused before the bots sit down: their first move is refused; they play it again
    once the host resumes, and the match ends exactly as selfplay's."""
    rules, levels, seed = preset("rrrummy"), ["easy", "easy"], 77

    async def scenario() -> list[dict[str, Any]]:
        server = TableServer(None)
        async with running(server) as url:
            names = selfplay_names(levels)
            created = await open_table(url, [(n, "remote") for n in names], rules, seed)
            code, host = created["table"], created["host_token"]
            await host_order(url, code, host, "pause")
            playing = [
                asyncio.ensure_future(play_bot(url, code, s["token"], lv))
                for s, lv in zip(created["seats"], levels, strict=True)
            ]
            while not server.tables[code].started:
                await asyncio.sleep(0.05)
            await wait_polls()
            assert server.tables[code].at == 0 and not any(p.done() for p in playing)
            await host_order(url, code, host, "resume")
            return list(await asyncio.wait_for(asyncio.gather(*playing), 60))

    results = asyncio.run(scenario())
    expected = selfplay_summary(rules, levels, seed)
    assert results == [expected, expected]
