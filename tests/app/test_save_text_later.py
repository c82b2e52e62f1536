"""The autosave takes what its text needs of the game at once and joins the text on
its worker: the file must hold the game as it was then, however far it went on."""

from __future__ import annotations

from rummy_desktop.ai.players import make_player
from rummy_desktop.ai.runner import finish_game
from rummy_desktop.app.seats import Seat
from rummy_desktop.core.match_moves import UNPACKED_ROUNDS
from rummy_desktop.core.rules import preset
from rummy_desktop.core.serialize import GameRecord, RecordWriter, loads, state_snapshot
from rummy_desktop.core.state import GameState

NAMES = ("Ann", "Bob", "Cas")


def test_a_text_made_later_is_the_game_as_it_was_when_asked() -> None:
    rules = preset("classic").with_options(match_end="unlimited", turn_timer_seconds=None)
    state = GameState.new_match(rules, NAMES, 5)
    players = [make_player("easy") for _ in NAMES]
    record = GameRecord(tuple(Seat(n, "easy") for n in NAMES), state)
    for _ in range(UNPACKED_ROUNDS + 1):
        finish_game(state, players, max_rounds=1)
        state.start_next_round()
    writer = RecordWriter()
    now = RecordWriter().dumps(record)
    later = writer.text_later(record)
    position = state_snapshot(state)
    for _ in range(2):  # the game goes on: more moves, a round packed
        finish_game(state, players, max_rounds=1)
        state.start_next_round()
    newer = writer.dumps(record)  # the next save, made before the worker joined this one
    text = later()
    assert text == now
    assert state_snapshot(loads(text).state) == position
    assert newer == RecordWriter().dumps(record) != now
