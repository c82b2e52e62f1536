"""The card seat's own part: an opening the table refuses as short waits here, put out.

No network: what the seat sends is recorded and played at a table in the
same process, whose own frames (a view, or a refusal with its reasons and
their codes) are handed back to the seat, as the connection would.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.words import say_card
from rummy_desktop.app.i18n import install_language, remove_language
from rummy_desktop.app.online.card_play import OnlineCardPlay
from rummy_desktop.app.online.refusals import reason_codes
from rummy_desktop.app.online.seat import OnlineSeat
from rummy_desktop.cards.core.actions import DrawStock, Side
from rummy_desktop.cards.core.cards import Card
from rummy_desktop.cards.core.referee import play
from rummy_desktop.cards.core.wording import ALL_TEMPLATES as CARD_TEMPLATES
from rummy_desktop.online.card_table import CardTable, card_text
from rummy_desktop.online.protocol import Refused, refusal
from rummy_desktop.online.seating import TableSeat
from tests.app.card_positions import card_position


def seat_at(
    qtbot: QtBot, game_name: str, hands: list[str], pile: str = "AS", draw: bool = True
) -> tuple[OnlineCardPlay, CardTable, list[dict[str, Any]]]:
    """Seat 0 of a table in a known position, its moves answered by the table at once.

    Every move the seat sends is recorded, played at the table, and answered
    with the table's own frame (a view, or a refusal with its reasons), as the
    connection would.
    """
    game = card_position(game_name, hands, pile)
    if draw:
        play(game, DrawStock())
    table = CardTable("ABC234", [TableSeat("Ann", "remote"), TableSeat("Computer", "easy")], game)
    table.started = True
    seat = OnlineSeat("ws://127.0.0.1:1", "ABC234", "token")  # never started: nothing is sent
    sent: list[dict[str, Any]] = []

    def answer(at: int, action: dict[str, Any]) -> None:
        sent.append({"at": at, "action": action})
        try:
            table.act_json(0, at, action)
        except Refused as exc:
            seat.refused.emit(refusal(exc))
            return
        seat.viewed.emit(table.view_frame(0))

    seat.play = answer  # type: ignore[method-assign]
    online = OnlineCardPlay(seat)
    seat.viewed.emit(table.view_frame(0))
    assert online.board.on_turn and online.board.drawn == draw
    return online, table, sent


def seat_at_rummy51(qtbot: QtBot) -> tuple[OnlineCardPlay, CardTable, list[dict[str, Any]]]:
    return seat_at(
        qtbot,
        "rummy51",
        ["9H TH JH KC KD KS 2C 5D 7S 4C 8D 3H 6C", "3C 3S 4S 5S 9D 2D 2H 5H 6D 7D 8D 9C TC"],
    )


def cards(online: OnlineCardPlay, *texts: str) -> list[Card]:
    return [next(c for c in online.board.hand if str(c) == t) for t in texts]


def melds_sent(*melds: list[Card]) -> dict[str, Any]:
    return {"type": "meld", "melds": [[card_text(c) for c in m] for m in melds]}


def test_an_opening_short_of_its_points_is_put_out_until_it_makes_them(qtbot: QtBot) -> None:
    online, table, sent = seat_at_rummy51(qtbot)
    refusals: list[str] = []
    online.moveRefused.connect(refusals.append)
    run = cards(online, "JH", "9H", "TH")  # 29 points: short of 51
    at = table.at
    assert online.lay_meld(run)
    ordered = [run[1], run[2], run[0]]
    assert sent == [{"at": at, "action": melds_sent(ordered)}]  # the table judges it
    assert table.at == at and online.board.on_turn  # refused: nothing changed there
    assert online.board.staged_points == 29
    assert [str(c) for c in online.board.staged[0]] == ["9H", "TH", "JH"]
    assert not set(run) & set(online.board.hand)
    assert refusals == [
        "Put out, not laid yet: an opening needs at least 51 points; these melds make 29."
    ]
    assert not online.discard(online.board.hand[0])  # the melds put out come first
    assert refusals[-1] == (
        "The melds put out are not laid yet: an opening needs at least 51 points; "
        "these melds make 29. Lay more with them, or take them back to your hand."
    )
    assert len(sent) == 1
    kings = cards(online, "KC", "KD", "KS")
    assert online.lay_meld(kings)  # 59 points: both go to the table in one move
    assert sent[-1] == {"at": at, "action": melds_sent(ordered, kings)}
    assert table.at == at + 1 and len(table.game.table) == 2
    assert online.board.staged == () and len(online.board.table) == 2


def test_an_opening_without_a_run_stays_put_out_with_the_tables_code(qtbot: QtBot) -> None:
    """63 points of sets are enough points but no Rummy 51 opening: the table says why."""
    online, table, sent = seat_at(
        qtbot,
        "rummy51",
        ["KC KD KS QC QD QH 2C 5D 7S 4C 8D 3H 6C", "3C 3S 4S 5S 9D 2D 2H 5H 6D 7D 8D 9C TC"],
    )
    codes: list[tuple[str, ...]] = []
    online.seat.refused.connect(lambda frame: codes.append(reason_codes(frame)))
    with qtbot.waitSignal(online.moveRefused) as said:
        assert online.lay_meld(cards(online, "KC", "KD", "KS"))
    assert codes == [("opening_short",)]
    assert said.args == [
        "Put out, not laid yet: an opening needs at least 51 points; these melds make 30."
    ]
    with qtbot.waitSignal(online.moveRefused) as said:
        assert online.lay_meld(cards(online, "QC", "QD", "QH"))
    assert codes[-1] == ("opening_needs_run",)
    assert said.args == ["Put out, not laid yet: the opening must contain at least one run."]
    assert len(online.board.staged) == 2 and online.board.staged_points == 60
    assert table.game.table == [] and len(sent) == 2
    with qtbot.waitSignal(online.moveRefused) as said:
        assert not online.put_on_meld(0, cards(online, "2C"), Side.HIGH, False)
    assert "the opening must contain at least one run" in said.args[0]
    with qtbot.waitSignal(online.moveRefused) as said:
        assert online.take_back_staged(1)  # the kings alone: short again, the table says
    assert codes[-1] == ("opening_short",)
    assert said.args == [
        "Put out, not laid yet: an opening needs at least 51 points; these melds make 30."
    ]
    assert [len(m) for m in online.board.staged] == [3] and table.game.table == []


def test_the_card_taken_must_be_in_the_opening_put_out(qtbot: QtBot) -> None:
    """Rummy 30: the top discard is taken for the opening; melds without it stay put out."""
    online, table, _sent = seat_at(
        qtbot,
        "rummy30",
        ["KC KD KS QC QD 2C 5D 7S 4C 8D 3H 6C 9S", "3C 3S 4S 5S 9D 2D 2H 5H 6D 7D 8D 9C TC"],
        pile="QH",
        draw=False,
    )
    assert online.take_pile()
    assert [str(c) for c in online.board.taken] == ["QH"]
    with qtbot.waitSignal(online.moveRefused) as said:
        assert online.lay_meld(cards(online, "KC", "KD", "KS"))
    assert said.args == [
        "Put out, not laid yet: Q\u2665, taken from the discard pile, must be used in your opening."
    ]
    with qtbot.waitSignal(online.moveRefused) as said:
        assert not online.give_back()  # a meld put out could hold the card taken
    assert "must be used in your opening" in said.args[0]
    assert online.lay_meld(cards(online, "QC", "QD", "QH"))
    assert len(table.game.table) == 2 and online.board.staged == ()


def test_a_meld_put_out_goes_back_to_the_hand_and_a_non_meld_is_refused(qtbot: QtBot) -> None:
    online, _table, sent = seat_at_rummy51(qtbot)
    before = online.board.hand
    refusals: list[str] = []
    online.moveRefused.connect(refusals.append)
    assert not online.lay_meld(cards(online, "2C", "5D", "7S"))
    assert refusals and online.board.hand == before and sent == []
    assert online.lay_meld(cards(online, "9H", "TH", "JH"))
    assert online.take_back_staged(0)
    assert set(online.board.hand) == set(before) and len(sent) == 1


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


def test_the_tables_reason_for_melds_put_out_is_said_in_german(qtbot: QtBot) -> None:
    online, _table, _sent = seat_at(
        qtbot,
        "rummy51",
        ["KC KD KS QC QD QH 2C 5D 7S 4C 8D 3H 6C", "3C 3S 4S 5S 9D 2D 2H 5H 6D 7D 8D 9C TC"],
    )
    translator = install_language("de")
    assert translator is not None
    try:
        online.lay_meld(cards(online, "KC", "KD", "KS"))
        with qtbot.waitSignal(online.moveRefused) as said:
            online.lay_meld(cards(online, "QC", "QD", "QH"))
        assert said.args == [
            "Bereitgelegt, noch nicht ausgelegt: "
            "das erste Auslegen muss mindestens eine Reihe enthalten."
        ]
    finally:
        remove_language(translator)


def test_the_tables_turn_timer_is_shown_and_counted_down_on_the_seats_turn(
    qtbot: QtBot,
) -> None:
    online, _table, _ = seat_at(qtbot, "rummy", ["7H 8H 9H 2C 5D KS QD", "3C 3D 3S 4S"])
    assert online.board.seconds_left is None  # no clock frame: no timer
    online.seat.clock.emit({"type": "clock", "seat": 0, "seconds_left": 30.0, "running": True})
    assert online.board.seconds_left == 30
    with qtbot.waitSignal(online.stateChanged, timeout=3000):
        pass  # the next second ticks here, between the table's frames
    assert online.board.seconds_left == 29
    online.seat.clock.emit({"type": "clock", "seat": 0, "seconds_left": 12.5, "running": False})
    assert online.board.seconds_left == 13  # held while the seat is away: no countdown
