"""Codes and tokens read over the phone (issue 28, fault 3): no look-alikes, in groups,
any case, a check character that catches a misread one; older tokens keep working."""

from __future__ import annotations

import asyncio
import hashlib
from typing import Any

from websockets.asyncio.client import connect

from rummy_desktop.core.rules import preset
from rummy_desktop.online.codes import (
    ALPHABET,
    CODE_LENGTH,
    TOKEN_LENGTH,
    is_checked,
    new_code,
    new_token,
    plain,
)
from rummy_desktop.online.protocol import Refused
from rummy_desktop.online.server import TableServer
from tests.online.helpers import new_table
from tests.online.test_server import receive, running, send, two_seat_table

LOOK_ALIKES = set("0O1IL5S2Z8B") - set(ALPHABET)


def test_the_alphabet_has_no_look_alikes_and_tokens_come_in_groups_of_four() -> None:
    assert len(set(ALPHABET)) == 32 and not set("0O1I") & set(ALPHABET)
    tokens = [new_token() for _ in range(500)]
    assert len(set(tokens)) == 500
    for token in tokens:
        groups = token.split("-")
        assert [len(g) for g in groups] == [4] * (TOKEN_LENGTH // 4)
        assert set(plain(token)) <= set(ALPHABET) and not LOOK_ALIKES & set(token)
        assert is_checked(plain(token))
    codes = [new_code() for _ in range(500)]
    assert all(len(c) == CODE_LENGTH and is_checked(c) for c in codes)


def test_the_check_character_catches_every_single_wrong_character() -> None:
    for text in (plain(new_token()), new_code(), "ABCDEFGHJKLMNPQRSTUV"[:-1] + "A"):
        if not is_checked(text):
            continue
        for place, right in enumerate(text):
            for wrong in ALPHABET:
                if wrong != right:
                    misread = text[:place] + wrong + text[place + 1 :]
                    assert not is_checked(misread), (text, misread)


def test_most_neighbours_read_the_wrong_way_round_are_caught_too() -> None:
    caught = total = 0
    for _ in range(50):
        text = plain(new_token())
        for place in range(len(text) - 1):
            a, b = text[place], text[place + 1]
            if a != b:
                total += 1
                caught += not is_checked(text[:place] + b + a + text[place + 2 :])
    assert caught / total > 0.9


def hello_frame(created: dict[str, Any], token: str, table: str | None = None) -> dict[str, Any]:
    return {"type": "hello", "table": table or created["table"], "token": token}


def test_a_token_and_code_are_read_in_any_case_with_or_without_dashes() -> None:
    async def scenario() -> None:
        async with running(TableServer(None)) as url:
            created = await two_seat_table(url)
            token, code = created["seats"][0]["token"], created["table"]
            assert token == token.upper() and token.count("-") == TOKEN_LENGTH // 4 - 1
            typed = [
                (token.lower(), code.lower()),
                (token.replace("-", ""), f"{code[:3]}-{code[3:]}"),
                (token.replace("-", " ").lower(), f" {code.lower()} "),
            ]
            for as_typed, code_typed in typed:
                ws = await connect(url, proxy=None)
                await send(ws, **hello_frame(created, as_typed, code_typed))
                assert (await receive(ws, "welcome"))["seat"] == 0
                await ws.close()

    asyncio.run(scenario())


def test_a_misread_character_is_said_to_be_a_mistake() -> None:
    async def scenario() -> None:
        async with running(TableServer(None)) as url:
            created = await two_seat_table(url)
            token, code = created["seats"][1]["token"], created["table"]
            wrong = next(c for c in ALPHABET if c != token[5])
            misread = token[:5] + wrong + token[6:]
            ws = await connect(url, proxy=None)
            await send(ws, **hello_frame(created, misread))
            refusal = await receive(ws, "refusal")
            assert refusal["code"] == "unknown_seat" and "mistake" in refusal["message"]
            wrong = next(c for c in ALPHABET if c != code[2])
            await send(ws, **hello_frame(created, token, code[:2] + wrong + code[3:]))
            refusal = await receive(ws, "refusal")
            assert refusal["code"] == "unknown_table" and "mistake" in refusal["message"]
            await ws.close()

    asyncio.run(scenario())


def test_tokens_and_codes_of_older_tables_keep_working() -> None:
    """24 letters and digits, case-sensitive; a six-character code without a check."""
    old_token, old_host = "aB3dE5fG7hJ9kL2mN4pQ6rS8", "Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2"
    table, _ = new_table(preset("rrrummy"), ["remote", "remote"], 3)
    table.code = "QQQQQQ" if not is_checked("QQQQQQ") else "QQQQQR"
    table.seats[0].token_digest = hashlib.sha256(old_token.encode()).hexdigest()
    table.host_digest = hashlib.sha256(old_host.encode()).hexdigest()
    assert table.seat_of(old_token) == 0
    table.check_host(old_host)
    for forged in (old_token.lower(), old_token.upper()):
        try:
            table.seat_of(forged)
        except Refused:
            continue
        raise AssertionError(f"{forged} took a seat")

    async def scenario() -> None:
        server = TableServer(None)
        server.tables[table.code] = table
        async with running(server) as url:
            ws = await connect(url, proxy=None)
            await send(ws, type="hello", table=table.code.lower(), token=old_token)
            assert (await receive(ws, "welcome"))["seat"] == 0
            await ws.close()

    asyncio.run(scenario())
