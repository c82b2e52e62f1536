"""OnlinePlay works a turn on a stand-in built from the seat's view alone: whatever the
player tries, no tile is created, lost or duplicated, and a refused move changes nothing.

No network here: the seat's views are handed in as the table would send them.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from rummy_desktop.app.controller import sort_key_colour, sort_key_number
from rummy_desktop.app.online.play import OnlinePlay
from rummy_desktop.app.online.seat import OnlineSeat
from rummy_desktop.core.rules import preset
from rummy_desktop.core.state import GameState
from rummy_desktop.core.wording import RUN_GAP, phrase
from rummy_desktop.online.codec import view_to_json
from rummy_desktop.online.protocol import Reason, RefusalCode, Refused, refusal


def seat_at_turn(seed: int) -> tuple[OnlinePlay, list[dict[str, Any]]]:
    """Seat 0's play, on turn at the start of a game, and the actions it sent."""
    state = GameState.new_match(preset("easy"), ["Ann", "Bob"], seed)
    seat = OnlineSeat("ws://127.0.0.1:1", "ABC234", "token")  # never started: no connection
    sent: list[dict[str, Any]] = []
    seat.play = lambda at, action: sent.append({"at": at, "action": action})  # type: ignore[method-assign]
    play = OnlinePlay(seat)
    view = state.view(state.current)
    seat.viewed.emit({"at": 3, "view": view_to_json(view)})
    return play, sent


def tiles_of(play: OnlinePlay) -> list[int]:
    board = play.board
    return sorted([t.id for t in board.rack] + [t.id for t in board.table.tiles()])


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    moves=st.lists(
        st.tuples(st.sampled_from(["put", "back", "arrange", "undo", "reset"]), st.integers(0, 40)),
        max_size=12,
    ),
)
def test_no_move_creates_loses_or_duplicates_a_tile(
    qapp: object, seed: int, moves: list[tuple[str, int]]
) -> None:
    play, sent = seat_at_turn(seed)
    assert play.board.on_turn
    before = tiles_of(play)
    for kind, n in moves:
        board = play.board
        if kind == "put" and board.rack:
            t = board.rack[n % len(board.rack)]
            result = play.put_tiles([t.id], (n % 6, n % 20))
        elif kind == "back" and board.table.tiles():
            table_tiles = list(board.table.tiles())
            result = play.move_to_rack([table_tiles[n % len(table_tiles)].id], n % 5)
        elif kind == "arrange" and board.rack:
            result = play.move_in_rack([board.rack[n % len(board.rack)].id], n % 14)
        elif kind == "undo":
            result = play.undo()
        else:
            result = play.reset_turn()
        if not result.ok:
            assert play.board.table == board.table and play.board.rack == board.rack
        assert tiles_of(play) == before
    assert sent == []  # nothing goes to the table before Done or Draw


def test_draw_sends_the_rules_default_and_then_waits_for_the_table(qtbot: QtBot) -> None:
    play, sent = seat_at_turn(5)
    t = play.board.rack[0]
    assert play.put_tiles([t.id], (0, 0)).ok
    assert play.draw().ok
    assert sent == [{"at": 3, "action": {"type": "default"}}]
    assert not play.board.on_turn  # the move is on its way: no more moves until the next view
    assert not play.put_tiles([t.id], (1, 1)).ok
    assert len(sent) == 1


def test_undo_says_nothing_to_undo_on_turn_and_why_not_now_off_it(qtbot: QtBot) -> None:
    """Undo and Reset are the home table's own moves: the same words at a remote seat."""
    play, _sent = seat_at_turn(5)
    assert play.undo().reason == "nothing to undo"
    t = play.board.rack[0]
    assert play.put_tiles([t.id], (0, 0)).ok
    assert play.undo().ok and play.board.table[(0, 0)] is None
    assert play.put_tiles([t.id], (0, 0)).ok
    assert play.reset_turn().ok and t in play.board.rack and not play.board.can_undo
    assert play.draw().ok  # the move is on its way: neither is taken until the next view
    assert play.undo().reason == "your move is on its way to the table"
    assert play.reset_turn().reason == "your move is on its way to the table"


def test_done_with_an_invalid_table_is_refused_here_with_the_referees_words(
    qtbot: QtBot,
) -> None:
    play, sent = seat_at_turn(5)
    t = play.board.rack[0]
    assert play.put_tiles([t.id], (0, 0)).ok
    with qtbot.waitSignal(play.moveRefused) as refused:
        assert not play.end_turn().ok
    assert refused.args[0]
    assert sent == [] and play.board.on_turn and play.board.table[(0, 0)] == t


def test_refusals_name_tiles_in_the_windows_words(qtbot: QtBot) -> None:
    play, _sent = seat_at_turn(5)
    play.tile_words = lambda t: f"tile number {t.number}"
    t = play.board.rack[0]
    assert play.put_tiles([t.id], (0, 0)).ok
    with qtbot.waitSignal(play.moveRefused) as refused:
        assert not play.end_turn().ok
    assert f"tile number {t.number}" in refused.args[0]
    assert str(t) not in refused.args[0].split()


def test_the_far_referees_reasons_are_said_in_the_windows_words(qtbot: QtBot) -> None:
    play, _sent = seat_at_turn(5)
    play.tile_words = lambda t: f"tile number {t.number}"
    reason = Reason("invalid_meld", "row 1 is not a valid meld", phrase(RUN_GAP, tile="R8"))
    frame = refusal(Refused(RefusalCode.ILLEGAL, "the rules refuse this move", (reason,)))
    with qtbot.waitSignal(play.moveRefused) as refused:
        play.seat.refused.emit(frame)
    assert refused.args[0] == "the numbers are not consecutive at tile number 8"


def test_far_reasons_without_known_words_are_shown_as_sent(qtbot: QtBot) -> None:
    play, _sent = seat_at_turn(5)
    forged = {"code": "invalid_meld", "message": "as sent", "words": {"template": "{0}"}}
    with qtbot.waitSignal(play.moveRefused) as refused:
        play.seat.refused.emit({"code": "illegal", "message": "m", "reasons": [forged, 7, "x"]})
    assert refused.args[0] == "as sent"
    with qtbot.waitSignal(play.moveRefused) as refused:
        play.seat.refused.emit({"code": "not_your_turn", "message": "it is Bob's turn, not yours"})
    assert refused.args[0] == "it is not your turn"
    with qtbot.waitSignal(play.moveRefused) as refused:
        play.seat.refused.emit({"code": "flood", "message": "slow down", "reasons": "none"})
    assert refused.args[0] == "slow down"


def test_sorting_keeps_the_rack_and_survives_the_next_view(qtbot: QtBot) -> None:
    play, sent = seat_at_turn(5)
    dealt = list(play.board.rack)
    assert play.sort_rack("number").ok
    by_number = list(play.board.rack)
    assert by_number == sorted(dealt, key=sort_key_number) != dealt
    assert play.sort_rack("colour").ok
    by_colour = list(play.board.rack)
    assert by_colour == sorted(dealt, key=sort_key_colour)
    assert play.draw().ok  # off turn now: the order is still the player's own
    assert list(play.board.rack) == by_colour and len(sent) == 1
