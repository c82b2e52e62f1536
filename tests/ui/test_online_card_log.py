"""The card seat window's log of what everybody played, found from its views (issue 28,
fault 5). Tables on 127.0.0.1 only."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from rummy_desktop.app.online.card_log import move_lines
from rummy_desktop.app.online.card_play import OnlineCardPlay
from rummy_desktop.app.online.host import HostedServer
from rummy_desktop.app.online.seat import OnlineSeat
from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.ui.online.card_window import OnlineCardWindow
from tests.ui.test_online_windows import SEAT_WINDOWS, server

__all__ = ["server"]  # the fixture


def view(**changes: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "names": ["Ann", "Bob"],
        "turn": 0,
        "phase": "draw",
        "round": 1,
        "stock_count": 30,
        "pile": ["QS:0"],
        "pile_count": 3,
        "table": [],
    }
    return {**base, **changes}


def meld(*cards: str, by: int = 0) -> dict[str, Any]:
    return {"cards": list(cards), "faces": [], "kind": "run", "laid_by": [by] * len(cards)}


def test_each_move_of_a_turn_is_a_line() -> None:
    start = view()
    drew = view(stock_count=29, phase="play")
    assert move_lines(None, start) == []
    assert move_lines(start, drew) == ["Ann drew from the stock."]
    laid = view(stock_count=29, phase="play", table=[meld("5H:0", "6H:0", "7H:0")])
    assert move_lines(drew, laid) == ["Ann laid 5♥ 6♥ 7♥."]
    added = view(stock_count=29, phase="play", table=[meld("5H:0", "6H:0", "7H:0", "8H:0")])
    assert move_lines(laid, added) == ["Ann laid off 8♥."]
    discarded = view(stock_count=29, turn=1, pile=["2C:1"], pile_count=4, table=added["table"])
    assert move_lines(added, discarded) == ["Ann discarded 2♣."]


def test_a_whole_computer_turn_in_one_view() -> None:
    before = view(turn=1)
    after = view(turn=0, pile=["9D:0"], pile_count=3, table=[meld("KS:0", "KH:0", "KD:0", by=1)])
    assert move_lines(before, after) == [
        "Bob took Q♠ from the discard pile.",
        "Bob laid K♠ K♥ K♦.",
        "Bob discarded 9♦.",
    ]


def test_a_joker_won_and_a_new_round() -> None:
    before = view(phase="play", table=[meld("5H:0", "*:0", "7H:0")])
    after = view(phase="play", table=[meld("5H:0", "6H:1", "7H:0")])
    assert move_lines(before, after) == ["Ann won a joker with 6♥."]
    assert move_lines(after, view(round=2)) == ["Round 2 is dealt."]


def test_names_in_the_log_are_one_line() -> None:
    before = view(names=["Ann\u2028Bob: I resign", "Bob"])
    (line,) = move_lines(before, {**before, "stock_count": 29})
    assert len(line.splitlines()) == 1


def test_the_card_window_logs_the_moves_at_its_table(qtbot: QtBot, server: HostedServer) -> None:
    with qtbot.waitSignal(server.opened, timeout=20_000) as opened:
        server.open_table([("Bob", "easy"), ("Ann", "remote")], card_preset("rummy"), 1)
    created = opened.args[0]
    play = OnlineCardPlay(OnlineSeat(server.url, created["table"], created["seats"][1]["token"]))
    window = OnlineCardWindow(play, "test")
    qtbot.addWidget(window)
    SEAT_WINDOWS.append(window)  # type: ignore[arg-type]
    window.show()
    play.seat.start()
    qtbot.waitUntil(lambda: play.board.on_turn, timeout=20_000)
    assert play.draw_stock()
    qtbot.waitUntil(lambda: play.board.drawn, timeout=20_000)
    assert play.discard(play.board.hand[0])
    qtbot.waitUntil(lambda: len(window.game_log.toPlainText().splitlines()) >= 3, timeout=60_000)
    lines = window.game_log.toPlainText().splitlines()
    assert lines[:2] == ["Ann drew from the stock.", f"Ann discarded {lines[1].split()[-1]}"]
    assert lines[2].startswith("Bob ")
