"""The card seat's own part: an opening short of its points waits here, then goes in one move.

No network: the table's own view frames are handed to the seat, and what it
would send is recorded.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.app.card_words import say_card
from rummy_desktop.app.online_card_play import OnlineCardPlay
from rummy_desktop.app.online_seat import OnlineSeat
from rummy_desktop.cards.core.actions import DrawStock
from rummy_desktop.cards.core.cards import Card
from rummy_desktop.cards.core.referee import play
from rummy_desktop.cards.core.wording import ALL_TEMPLATES as CARD_TEMPLATES
from rummy_desktop.online.card_table import CardTable, card_text
from rummy_desktop.online.protocol import Refused, refusal
from rummy_desktop.online.seating import TableSeat
from tests.app.card_positions import card_position


def seat_at_rummy51(qtbot: QtBot) -> tuple[OnlineCardPlay, CardTable, list[dict[str, Any]]]:
    game = card_position(
        "rummy51",
        ["9H TH JH KC KD KS 2C 5D 7S 4C 8D 3H 6C", "3C 3S 4S 5S 9D 2D 2H 5H 6D 7D 8D 9C TC"],
        "AS",
    )
    play(game, DrawStock())
    table = CardTable("ABC234", [TableSeat("Ann", "remote"), TableSeat("Computer", "easy")], game)
    table.started = True
    seat = OnlineSeat("ws://127.0.0.1:1", "ABC234", "token")  # never started: nothing is sent
    sent: list[dict[str, Any]] = []
    seat.play = lambda at, action: sent.append({"at": at, "action": action})  # type: ignore[method-assign]
    online = OnlineCardPlay(seat)
    seat.viewed.emit(table.view_frame(0))
    assert online.board.on_turn and online.board.drawn
    return online, table, sent


def cards(online: OnlineCardPlay, *texts: str) -> list[Card]:
    return [next(c for c in online.board.hand if str(c) == t) for t in texts]


def test_an_opening_short_of_its_points_is_put_out_until_it_makes_them(qtbot: QtBot) -> None:
    online, table, sent = seat_at_rummy51(qtbot)
    run = cards(online, "JH", "9H", "TH")  # 29 points: short of 51
    assert online.lay_meld(run)
    assert sent == [] and online.board.staged_points == 29
    assert [str(c) for c in online.board.staged[0]] == ["9H", "TH", "JH"]
    assert not set(run) & set(online.board.hand)
    refusals: list[str] = []
    online.moveRefused.connect(refusals.append)
    assert not online.discard(online.board.hand[0])  # the melds put out come first
    assert refusals and sent == []
    kings = cards(online, "KC", "KD", "KS")
    assert online.lay_meld(kings)  # 59 points: both go to the table in one move
    assert sent == [
        {
            "at": table.at,
            "action": {
                "type": "meld",
                "melds": [
                    [card_text(c) for c in (run[1], run[2], run[0])],
                    [card_text(c) for c in kings],
                ],
            },
        }
    ]
    assert online.board.staged == () and not online.board.on_turn  # waits for the table


def test_a_meld_put_out_goes_back_to_the_hand_and_a_non_meld_is_refused(qtbot: QtBot) -> None:
    online, _table, sent = seat_at_rummy51(qtbot)
    before = online.board.hand
    refusals: list[str] = []
    online.moveRefused.connect(refusals.append)
    assert not online.lay_meld(cards(online, "2C", "5D", "7S"))
    assert refusals and online.board.hand == before
    assert online.lay_meld(cards(online, "9H", "TH", "JH"))
    assert online.take_back_staged(0)
    assert set(online.board.hand) == set(before) and sent == []


def test_the_card_tables_refusal_is_said_with_cards_as_printed(qtbot: QtBot) -> None:
    online, table, _sent = seat_at_rummy51(qtbot)
    with pytest.raises(Refused) as info:
        gap = [card_text(c) for c in cards(online, "3H", "9H", "TH")]
        table.act_json(0, table.at, {"type": "meld", "melds": [gap]})
    frame = refusal(info.value)
    assert frame["reasons"][0]["words"]["template"] in CARD_TEMPLATES
    with qtbot.waitSignal(online.moveRefused) as refused:
        online.seat.refused.emit(frame)
    assert refused.args[0] == say_card(info.value.reasons[0].words)
    assert "9\u2665" in refused.args[0] and "9H" not in refused.args[0]
