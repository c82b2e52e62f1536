"""Chat lines over real sockets on 127.0.0.1: to this table only, plain words only, not a flood."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from websockets.asyncio.client import ClientConnection

from rummy_desktop.core.rules import preset
from rummy_desktop.online.seating import CHAT_HISTORY
from rummy_desktop.online.server import TableServer
from tests.online.helpers import FakeClock, new_table
from tests.online.test_server import receive, running, seat, send, two_seat_table


async def next_chat_or_refusal(ws: ClientConnection) -> dict[str, object]:
    while True:
        message: dict[str, object] = json.loads(await ws.recv())
        if message["type"] in ("chat", "refusal"):
            return message


def test_a_line_reaches_the_players_of_its_table_only_and_carries_nothing_else() -> None:
    async def scenario() -> None:
        async with running(TableServer(None)) as url:
            ours, theirs = await two_seat_table(url), await two_seat_table(url, seed=8)
            ann, bob = await seat(url, ours, 0), await seat(url, ours, 1)
            carol = await seat(url, theirs, 0)
            # A modified client tries to pass as Bob and to slip a view along.
            await send(
                ann,
                type="chat",
                text="  Hello, Grandpa!  ",
                seat=1,
                name="Bob",
                view={"rack": [1, 2, 3]},
            )
            for ws in (ann, bob):
                line = await receive(ws, "chat")
                assert line == {
                    "v": 1,
                    "type": "chat",
                    "seat": 0,
                    "name": "Ann",
                    "text": "Hello, Grandpa!",
                }
            await send(carol, type="chat", text="anyone here?")
            assert (await receive(carol, "chat"))["text"] == "anyone here?"  # not Ann's line
            for ws in (ann, bob, carol):
                await ws.close()

    asyncio.run(scenario())


@pytest.mark.parametrize(
    "text",
    [
        "x" * 301,
        "two\nlines",
        "bell\x07",
        "\u202eevil",
        "   ",
        "",
        "good luck\u2028Me: I resign",
        "good luck\u2029Me: I resign",
        "next\x85line",
        "mark\u200fhere",
        "mark\u200ehere",
        "arabic\u061cmark",
        "isolate\u2067here",
    ],
    ids=[
        "too-long",
        "newline",
        "control",
        "direction-override",
        "blank",
        "empty",
        "line-separator",
        "paragraph-separator",
        "next-line",
        "right-to-left-mark",
        "left-to-right-mark",
        "arabic-letter-mark",
        "isolate",
    ],
)
def test_a_line_that_is_not_one_line_of_words_is_refused_and_never_relayed(text: str) -> None:
    async def scenario() -> None:
        async with running(TableServer(None)) as url:
            created = await two_seat_table(url)
            ann, bob = await seat(url, created, 0), await seat(url, created, 1)
            await send(ann, type="chat", text=text)
            refusal = await next_chat_or_refusal(ann)
            assert refusal["type"] == "refusal" and refusal["code"] == "bad_frame"
            await send(ann, type="chat", text="sorry")
            assert (await receive(bob, "chat"))["text"] == "sorry"  # the refused one never came
            for ws in (ann, bob):
                await ws.close()

    asyncio.run(scenario())


def test_a_flood_of_chat_lines_is_refused_beyond_five_then_one_every_two_seconds() -> None:
    async def scenario() -> None:
        clock = FakeClock()  # held still: only the test moves time on
        async with running(TableServer(None, clock=clock)) as url:
            created = await two_seat_table(url)
            ann, bob = await seat(url, created, 0), await seat(url, created, 1)
            for n in range(5):
                await send(ann, type="chat", text=f"line {n}")
                assert (await next_chat_or_refusal(ann))["type"] == "chat"
            await send(ann, type="chat", text="one too many")
            refused = await next_chat_or_refusal(ann)
            assert refused["type"] == "refusal" and refused["code"] == "flood"
            clock.now += 2.0
            await send(ann, type="chat", text="after a pause")
            assert (await next_chat_or_refusal(ann))["text"] == "after a pause"
            texts = [str((await receive(bob, "chat"))["text"]) for _ in range(6)]
            assert texts == [*(f"line {n}" for n in range(5)), "after a pause"]
            for ws in (ann, bob):
                await ws.close()

    asyncio.run(scenario())


def test_a_seat_that_comes_back_is_told_the_chat_so_far_also_after_a_restart(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        async with running(TableServer(tmp_path)) as url:
            created = await two_seat_table(url)
            ann, bob = await seat(url, created, 0), await seat(url, created, 1)
            for text in ("good luck", "you too"):
                await send(ann if text == "good luck" else bob, type="chat", text=text)
                await receive(ann, "chat")
            await bob.close()
            again = await seat(url, created, 1)
            history = await receive(again, "chat_history")
            assert history["lines"] == [
                {"seat": 0, "name": "Ann", "text": "good luck"},
                {"seat": 1, "name": "Bob", "text": "you too"},
            ]
            for ws in (ann, again):
                await ws.close()
        async with running(TableServer(tmp_path)) as url:  # the table restarted
            ann = await seat(url, created, 0)
            history = await receive(ann, "chat_history")
            assert [line["text"] for line in history["lines"]] == ["good luck", "you too"]
            await ann.close()

    asyncio.run(scenario())


def test_the_table_keeps_only_the_last_lines() -> None:
    table, _ = new_table(preset("rrrummy"), ["remote", "remote"], 1)
    for n in range(CHAT_HISTORY + 5):
        table.say(n % 2, f"line {n}")
    lines = table.chat_history_frame()["lines"]
    assert len(lines) == CHAT_HISTORY
    assert lines[0]["text"] == "line 5" and lines[-1]["text"] == f"line {CHAT_HISTORY + 4}"
