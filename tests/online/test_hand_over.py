"""The host hands a seat whose player is away to a computer; the player takes it back.

In-process first (the table alone), then over real sockets on 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from websockets.asyncio.client import connect

from rummy_desktop.core.rules import preset
from rummy_desktop.online.autosave import load_table, save_path, save_table
from rummy_desktop.online.client import TableRefused, hand_over, play_bot
from rummy_desktop.online.protocol import RefusalCode, Refused
from rummy_desktop.online.server import TableServer
from tests.online.helpers import (
    FakeClock,
    join_bots,
    new_table,
    play_out,
    selfplay_names,
    selfplay_summary,
)
from tests.online.test_server import receive, running, send, two_seat_table

LEVELS = ["medium", "easy"]


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**40), away_at=st.integers(0, 30), back_after=st.integers(0, 30))
def test_a_stand_in_plays_the_seat_as_its_player_would_and_gives_it_back(
    seed: int, away_at: int, back_after: int
) -> None:
    """The stand-in draws from the seat's own decision seed: the match ends like selfplay."""
    rules = preset("rrrummy")
    table, tokens = new_table(rules, ["remote", "remote"], seed, names=selfplay_names(LEVELS))
    bots = join_bots(table, tokens, LEVELS)
    play_out(table, bots, away_at, to_end=False)
    if not table.finished:
        table.set_connected(1, False)
        table.hand_over(1, "easy")
        assert table.seats_json()[1]["stand_in"] == "easy"
        play_out(table, bots, back_after, to_end=False)
    if not table.finished:
        table.join(1, "easy")  # the player is back: the seat is theirs again
        table.set_connected(1, True)
        assert table.seats[1].stand_in == "" and table.seats_json()[1]["stand_in"] == ""
        play_out(table, bots)
    assert table.result == selfplay_summary(rules, LEVELS, seed)


def test_hand_overs_the_table_refuses_change_nothing() -> None:
    table, tokens = new_table(preset("rrrummy"), ["remote", "remote", "easy"], 4)
    host = table.new_host_token()
    for token in tokens[:2]:
        table.join(table.seat_of(token), "human")
        table.set_connected(table.seat_of(token), True)
    before = json.dumps(table.to_json())
    with pytest.raises(Refused) as refused:
        table.check_host(tokens[0])  # a seat's token is not the host's
    assert refused.value.code is RefusalCode.NOT_HOST
    with pytest.raises(Refused, match="connected"):
        table.hand_over(1, "easy")  # Bob is still here
    table.set_connected(1, False)
    before = json.dumps(table.to_json())
    for seat, level, words in [
        (2, "easy", "not a seat played"),
        (7, "easy", "not a seat"),
        (1, "genius", "unknown level"),
    ]:
        with pytest.raises(Refused, match=words):
            table.hand_over(seat, level)
    assert json.dumps(table.to_json()) == before
    table.check_host(host)  # the host's own token passes


def test_a_stand_in_and_the_host_survive_the_autosave(tmp_path: Path) -> None:
    table, tokens = new_table(preset("rrrummy"), ["remote", "remote"], 9)
    host = table.new_host_token()
    for token in tokens:
        table.join(table.seat_of(token), "human")
    table.hand_over(1, "medium")
    save_table(tmp_path, table)
    again = load_table(save_path(tmp_path, table.code), FakeClock())
    assert again.seats[1].stand_in == "medium" and again.computer_on_turn() in (None, "medium")
    again.check_host(host)
    with pytest.raises(Refused):
        again.check_host(tokens[0])


def test_an_autosave_with_a_stand_in_no_computer_can_play_is_refused(tmp_path: Path) -> None:
    table, _tokens = new_table(preset("rrrummy"), ["remote", "easy"], 9)
    save_table(tmp_path, table)
    path = save_path(tmp_path, table.code)
    data = json.loads(path.read_text())
    data["seats"][0]["stand_in"] = "genius"
    path.write_text(json.dumps(data))
    with pytest.raises(Exception, match="cannot play"):
        load_table(path, FakeClock())


def test_over_sockets_only_the_host_hands_an_away_seat_to_a_computer() -> None:
    """Ann plays on as a bot; Bob drops; the host hands his seat to a computer; the game ends."""

    async def scenario() -> None:
        server = TableServer(None)
        async with running(server) as url:
            created = await two_seat_table(url)
            code, host = created["table"], created["host_token"]
            assert host and host not in {s["token"] for s in created["seats"]}
            bob = await connect(url, proxy=None)
            await send(bob, type="hello", table=code, token=created["seats"][1]["token"])
            await receive(bob, "welcome")
            # Refused while Bob is connected, and for anyone but the host.
            with pytest.raises(TableRefused, match="connected"):
                await hand_over(url, code, host, 1, "easy")
            for forged in (created["seats"][0]["token"], "x" * 24):
                with pytest.raises(TableRefused, match="only the table's host"):
                    await hand_over(url, code, forged, 1, "easy")
            ann_playing = asyncio.ensure_future(
                play_bot(url, code, created["seats"][0]["token"], "easy")
            )
            await bob.close()
            while 1 in server.tables[code].connected:
                await asyncio.sleep(0.05)
            seats = await hand_over(url, code, host, 1, "easy")
            assert seats[1]["stand_in"] == "easy" and not seats[1]["connected"]
            result = await ann_playing  # Ann's bot also rides out the table's frame budget
            assert result["scores"] and server.tables[code].finished

    asyncio.run(scenario())


def test_over_sockets_a_refused_hand_over_frame_says_why() -> None:
    async def scenario() -> None:
        async with running(TableServer(None)) as url:
            created = await two_seat_table(url)
            ws = await connect(url, proxy=None)
            await send(
                ws, type="hand_over", table=created["table"], host_token="y", seat=-1, level="easy"
            )
            assert (await receive(ws, "refusal"))["code"] == "bad_frame"
            await send(ws, type="hand_over", table="NOSUCH", host_token="y", seat=1, level="easy")
            assert (await receive(ws, "refusal"))["code"] == "unknown_table"
            await send(
                ws, type="hand_over", table=created["table"], host_token="y", seat=1, level="easy"
            )
            assert (await receive(ws, "refusal"))["code"] == "not_host"
            await ws.close()

    asyncio.run(scenario())
