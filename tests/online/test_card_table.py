"""A card game at the table: the same seats, protocol and secrecy as a tile game."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.asyncio.client import connect

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.cards.ai.players import make_card_player
from rummy_desktop.cards.ai.runner import play_card_match
from rummy_desktop.cards.core.codes import CardCode
from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.cards.core.state import Phase
from rummy_desktop.cards.core.wording import ALREADY_DREW, OPENING_NEEDS_RUN
from rummy_desktop.cli.cards.selfplay import report
from rummy_desktop.online.autosave import load_table, save_path, save_table
from rummy_desktop.online.card_table import CARD_VIEW_KEYS, CardTable, card_text
from rummy_desktop.online.client import open_table
from rummy_desktop.online.protocol import (
    RefusalCode,
    Refused,
    SeatRequest,
    decode_server_frame,
    encode,
    refusal,
)
from rummy_desktop.online.seating import SeatedTable, TableSeat
from rummy_desktop.online.server import TableServer
from tests.app.card_positions import card_position
from tests.online.helpers import FakeClock
from tests.online.test_server import receive, running, send


def card_selfplay(game: str, levels: list[str], seed: int) -> dict[str, Any]:
    """What ``rummy-desktop selfplay --game GAME --json`` prints for this game."""
    rules = card_preset(game)
    names = [f"{level.capitalize()} {i + 1}" for i, level in enumerate(levels)]
    _, result = play_card_match(rules, [make_card_player(lv) for lv in levels], seed, names)
    return report(rules, levels, seed, result)


def new_card_table(game: str, players: list[str], seed: int) -> tuple[CardTable, list[str]]:
    names = [f"{p.capitalize()} {i + 1}" for i, p in enumerate(players)]
    seats = [SeatRequest(n, p) for n, p in zip(names, players, strict=True)]
    return CardTable.create(seats, card_preset(game), seed)


def play_computers(table: SeatedTable) -> None:
    while table.computer_on_turn() is not None:
        at, work = table.computer_work(CancelFlag())
        table.finish_computer(at, work())


def play_defaults(table: CardTable, seat: int, check: Any = None) -> None:
    """Play the table to its end, ``seat`` taking the rules' default every move."""
    for _ in range(200_000):
        play_computers(table)
        if table.finished:
            return
        if check is not None:
            check(table)
        table.act_json(seat, table.at, {"type": "default"})
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game", ["rummy51", pytest.param("rum500", marks=pytest.mark.slow)])
def test_a_table_of_card_computers_ends_like_card_selfplay(game: str) -> None:
    table, tokens = new_card_table(game, ["medium", "easy"], 4)
    assert not any(tokens) and table.started
    play_computers(table)
    assert table.result == card_selfplay(game, ["medium", "easy"], 4)


def test_card_refusals_change_nothing() -> None:
    table, tokens = new_card_table("rummy", ["remote", "easy"], 6)
    seat = table.seat_of(tokens[0])
    table.join(seat, "human")
    play_computers(table)
    assert table.game.turn == seat and table.game.phase is Phase.DRAW
    before = (table.at, table.view_frame(0), table.view_frame(1))
    hand = list(table.game.seats[seat].hand)
    cases = [
        ({"type": "discard", "card": card_text(hand[0])}, RefusalCode.ILLEGAL),
        ({"type": "discard", "card": "ZZ:9"}, RefusalCode.BAD_FRAME),
        ({"type": "fly"}, RefusalCode.BAD_FRAME),
    ]
    for action, code in cases:
        with pytest.raises(Refused) as info:
            table.act_json(seat, table.at, action)
        assert info.value.code is code
        assert (table.at, table.view_frame(0), table.view_frame(1)) == before
    with pytest.raises(Refused) as out_of_turn:
        table.act_json(1, table.at, {"type": "draw"})
    assert out_of_turn.value.code is RefusalCode.NOT_YOUR_TURN
    table.act_json(seat, table.at, {"type": "draw"})
    assert len(table.game.seats[seat].hand) == len(hand) + 1 and table.at == before[0] + 1


def test_a_refused_card_move_carries_the_referees_code_and_words() -> None:
    """63 points of sets are no Rummy 51 opening: the frame names the rule, not only English."""
    game = card_position(
        "rummy51",
        ["KC KD KS QC QD QH 2C 5D 7S 4C 8D 3H 6C", "3C 3S 4S 5S 9D 2D 2H 5H 6D 7D 8D 9C TC"],
        "AS",
    )
    table = CardTable("ABC234", [TableSeat("Ann", "remote"), TableSeat("Bob", "easy")], game)
    table.started = True
    table.act_json(0, table.at, {"type": "draw"})
    hand = {str(c): card_text(c) for c in table.game.seats[0].hand}
    sets = [[hand[f] for f in ("KC", "KD", "KS")], [hand[f] for f in ("QC", "QD", "QH")]]
    before = table.view_frame(0)
    with pytest.raises(Refused) as info:
        table.act_json(0, table.at, {"type": "meld", "melds": sets})
    assert table.view_frame(0) == before
    wire = decode_server_frame(encode(refusal(info.value)))
    assert (
        wire["code"] == "illegal" and wire["message"] == "the opening must contain at least one run"
    )
    assert [r["code"] for r in wire["reasons"]] == [CardCode.OPENING_NEEDS_RUN]
    assert wire["reasons"][0]["words"] == {"template": OPENING_NEEDS_RUN, "args": []}
    with pytest.raises(Refused) as short:
        table.act_json(0, table.at, {"type": "meld", "melds": sets[:1]})
    reason = short.value.reasons[0]
    assert reason.code == CardCode.OPENING_SHORT and reason.words is not None
    assert dict(reason.words.args) == {"needed": 51, "points": 30}


def test_every_card_refusal_code_is_the_referees() -> None:
    """Whatever a seat tries, the reason's code is one of the card referee's codes."""
    table, tokens = new_card_table("rum500", ["remote", "easy"], 8)
    seat = table.seat_of(tokens[0])
    table.join(seat, "human")
    play_computers(table)
    hand = [card_text(c) for c in table.game.seats[seat].hand]
    tries = [
        {"type": "discard", "card": hand[0]},
        {"type": "give_back"},
        {"type": "meld", "melds": [hand[:3]]},
        {"type": "take", "count": len(table.game.pile) + 1},
    ]
    codes = set()
    for action in tries:
        try:
            table.act_json(seat, table.at, action)
        except Refused as exc:
            assert exc.code is RefusalCode.ILLEGAL
            codes.update(r.code for r in exc.reasons)
    assert codes and codes <= {code.value for code in CardCode}


def secret_cards(table: CardTable, seat: int) -> set[str]:
    game = table.game
    hidden = {card_text(c) for s, info in enumerate(game.seats) if s != seat for c in info.hand}
    return hidden | {card_text(c) for c in game.stock}


def check_views(table: CardTable) -> None:
    for seat in range(len(table.seats)):
        view = table.view_frame(seat)["view"]
        assert set(view) == CARD_VIEW_KEYS
        assert view["hand"] == [card_text(c) for c in table.game.seats[seat].hand]
        named = set(view["hand"]) | set(view["pile"]) | set(view["taken_this_turn"])
        named |= {c for meld in view["table"] for c in meld["cards"]}
        assert not named & secret_cards(table, seat)
        assert str(table.game.seed) not in json.dumps(view)


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(10**9, 2**62), game=st.sampled_from(["rummy", "rummy51", "rum500"]))
def test_card_views_name_only_what_the_seat_may_know(seed: int, game: str) -> None:
    table, tokens = new_card_table(game, ["remote", "easy"], seed)
    table.join(table.seat_of(tokens[0]), "human")
    play_defaults(table, 0, check_views)
    assert table.result is not None and table.result["seed"] == seed


def test_a_card_table_resumes_from_its_autosave(tmp_path: Path) -> None:
    whole, tokens = new_card_table("rummy51", ["remote", "medium"], 12)
    whole.join(whole.seat_of(tokens[0]), "human")
    for _ in range(15):
        play_computers(whole)
        whole.act_json(0, whole.at, {"type": "default"})
    save_table(tmp_path, whole)
    again = load_table(save_path(tmp_path, whole.code), FakeClock())
    assert isinstance(again, CardTable)
    assert [again.view_frame(s) for s in (0, 1)] == [whole.view_frame(s) for s in (0, 1)]
    assert again.seat_of(tokens[0]) == 0
    play_defaults(whole, 0)
    play_defaults(again, 0)
    assert again.result == whole.result


def test_a_card_table_over_sockets() -> None:
    async def scenario() -> None:
        async with running(TableServer(None)) as url:
            rules = card_preset("rummy30")
            created = await open_table(url, [("Ann", "remote"), ("Bot", "easy")], rules, 3)
            ws = await connect(url, proxy=None)
            await send(ws, type="hello", table=created["table"], token=created["seats"][0]["token"])
            welcome = await receive(ws, "welcome")
            assert welcome["game"] == "rummy30"
            while True:
                view = await receive(ws, "view")
                if view["view"]["turn"] == 0 and view["view"]["phase"] == "draw":
                    break
            assert set(view["view"]) == CARD_VIEW_KEYS and view["view"]["hand"]
            await send(ws, type="action", at=view["at"], action={"type": "draw"})
            after = await receive(ws, "view")
            assert after["at"] == view["at"] + 1
            assert len(after["view"]["hand"]) == len(view["view"]["hand"]) + 1
            await send(ws, type="action", at=after["at"], action={"type": "draw"})
            refused = await receive(ws, "refusal")
            assert refused["code"] == "illegal"
            assert [r["code"] for r in refused["reasons"]] == ["already_drawn"]
            assert refused["reasons"][0]["words"]["template"] == ALREADY_DREW
            await ws.close()

    asyncio.run(scenario())


def test_the_card_turn_timer_runs_while_the_seat_on_turn_is_connected() -> None:
    """The card rules' turn timer at the table (it ran none): a remote seat whose time
    runs out ends its turn as one who did nothing; held while it is away; computers
    are not timed."""
    clock = FakeClock()
    rules = card_preset("rummy51").with_options(turn_timer_seconds=30)
    seats = [SeatRequest("Ann", "remote"), SeatRequest("Bob", "remote")]
    table, tokens = CardTable.create(seats, rules, 4, clock)
    for token in tokens:
        table.join(table.seat_of(token), "human")
    seat = table.game.turn
    hand = len(table.game.seats[seat].hand)
    assert table.clock_frame()["seconds_left"] == 30 and not table.clock_frame()["running"]
    clock.now += 300
    assert table.expire() == [] and table.game.turn == seat  # away: the clock is held
    table.set_connected(seat, True)
    assert table.clock_frame()["running"]
    clock.now += 29
    assert table.expire() == [] and table.game.turn == seat
    clock.now += 1
    table.expire()
    assert table.game.turn != seat and len(table.game.seats[seat].hand) == hand  # drew, discarded
    assert table.clock_frame()["seat"] == table.game.turn
    assert table.clock_frame()["seconds_left"] == 30


def test_a_card_table_without_a_timer_or_with_computers_runs_no_clock() -> None:
    clock = FakeClock()
    table, _ = CardTable.create(
        [SeatRequest("Ann", "remote"), SeatRequest("Bob", "easy")], card_preset("rummy"), 4, clock
    )
    assert table.clock_frame()["seconds_left"] is None
    clock.now += 10_000
    assert table.expire() == []
