"""A long match keeps its finished rounds packed: what it holds does not grow with its
history, and its saves, loads and replays are exactly as before (issue 27, item 8)."""

from __future__ import annotations

import gc
import json
import tracemalloc
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.ai.players import make_player
from rummy_desktop.ai.runner import finish_game
from rummy_desktop.app import log_words
from rummy_desktop.app.replay import Replay
from rummy_desktop.app.seats import Seat
from rummy_desktop.core import match_moves
from rummy_desktop.core import state as state_module
from rummy_desktop.core.actions import Discard, Penalty, PenaltyReason
from rummy_desktop.core.match_moves import UNPACKED_ROUNDS, MatchMoves, unpacked_text
from rummy_desktop.core.move_codec import NEXT_ROUND, Move
from rummy_desktop.core.rules import preset
from rummy_desktop.core.serialize import GameRecord, RecordWriter, loads, state_snapshot
from rummy_desktop.core.state import LOG_KEPT, GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import tile

NAMES = ("Ann", "Bob", "Cas", "Dee")


def long_match(rounds: int, seed: int = 3) -> GameState:
    """A match of ``rounds`` rounds between easy players, as the next round begins."""
    rules = preset("classic").with_options(match_end="unlimited", turn_timer_seconds=None)
    state = GameState.new_match(rules, NAMES, seed)
    players = [make_player("easy") for _ in NAMES]
    for _ in range(rounds):
        finish_game(state, players, max_rounds=1)  # an unlimited match stops at each round's end
        state.start_next_round()
    return state


@cache
def saved(rounds: int) -> str:
    state = long_match(rounds)
    return GameRecord(tuple(Seat(n, "easy") for n in NAMES), state).dumps()


def kept_objects(root: object) -> int:
    """How many objects ``root`` holds on to, the tiles (shared by every game) not counted."""
    seen: set[int] = set()
    todo = [root]
    while todo:
        item = todo.pop()
        if id(item) in seen or isinstance(item, type) or type(item).__name__ == "Tile":
            continue
        seen.add(id(item))
        todo.extend(gc.get_referents(item))
    return len(seen)


def test_the_moves_of_finished_rounds_are_kept_in_a_few_objects_each() -> None:
    """Every play held its whole table: hundreds of objects a round, for every round."""
    short, longer = long_match(3), long_match(9)
    per_round = (kept_objects(longer.actions) - kept_objects(short.actions)) / 6
    assert per_round <= 4  # a packed round and where it ends, nothing else


def test_the_log_keeps_the_newest_events_and_the_window_shows_the_same_lines(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert LOG_KEPT >= (log_words.SHOWN_LINES + 1) * log_words.TAIL_EVENTS_PER_LINE
    monkeypatch.setattr(state_module, "LOG_KEPT", 10**9)
    whole = long_match(6).log
    monkeypatch.setattr(state_module, "LOG_KEPT", 60)
    kept = long_match(6).log
    assert len(kept) < len(whole)
    assert kept == whole[-len(kept) :]
    names = list(NAMES)
    assert log_words.log_lines(kept, names, str, last=5) == log_words.log_lines(
        whole, names, str, last=5
    )


def test_save_load_save_is_byte_identical_and_replays_the_same() -> None:
    text = saved(6)
    record = loads(text)
    moves = record.state.actions
    assert isinstance(moves, MatchMoves) and moves.rounds_packed == 6 - UNPACKED_ROUNDS
    assert record.dumps() == text
    again = loads(record.dumps())
    assert again.dumps() == text
    played = long_match(6)
    assert record.state.actions == played.actions
    assert list(record.state.actions) == list(played.actions)
    replay, fresh = Replay(record), Replay(GameRecord(record.seats, played))
    assert replay.steps == fresh.steps
    every = list(played.actions)
    for position in [*range(0, replay.last, 97), replay.last]:
        at = replay.state_at(position)
        assert state_snapshot(at) == state_snapshot(fresh.state_at(position))
        assert at.actions == every[: replay.moves_into(position)]


@cache
def sample_moves() -> tuple[Move, ...]:
    """Every kind of move, from a real match and by hand."""
    played = tuple(m for m in long_match(2).actions if m is not NEXT_ROUND)
    table = Table()
    table.place(tile(0), (0, 0))
    return (*played[:60], Discard(table, tile(5), True), Penalty(PenaltyReason.TIMER))


@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_packed_moves_read_like_the_list_they_were_made_from(data: st.DataObject) -> None:
    pool = [*sample_moves(), NEXT_ROUND, NEXT_ROUND]
    moves = data.draw(st.lists(st.sampled_from(pool), max_size=40))
    packed = MatchMoves(moves)
    assert packed == moves and len(packed) == len(moves) and list(packed) == moves
    if moves:
        at = data.draw(st.integers(-len(moves), len(moves) - 1))
        assert packed[at] == moves[at]
    start, stop = data.draw(st.integers(-45, 45)), data.draw(st.integers(-45, 45))
    assert packed[start:stop] == moves[start:stop]
    assert list(reversed(packed)) == moves[::-1]
    twin = packed.copy()
    twin.append(NEXT_ROUND)
    assert packed == moves and twin == [*moves, NEXT_ROUND]


def test_a_copy_of_the_game_goes_its_own_way() -> None:
    state = long_match(5)
    before = list(state.actions)
    twin = state.clone()
    assert twin.actions == before
    while not twin.round_over:
        twin.apply(twin.default_action())
    twin.start_next_round()
    assert twin.actions.rounds_packed == state.actions.rounds_packed + 1
    assert state.actions == before and twin.actions[: len(before)] == before


@pytest.mark.slow
def test_what_a_loaded_match_holds_does_not_grow_with_its_rounds() -> None:
    """Measured with tracemalloc: a 200-round match holds barely more than a 20-round one,
    and reading it never takes many times the size of its file.

    Before, each finished round added about 50 KB of moves and log here, and the
    parsed file peaked at twelve times its size before the first move was replayed.
    """
    held: dict[int, int] = {}
    peaks: dict[int, float] = {}
    for rounds in (20, 200):
        text = saved(rounds)
        gc.collect()
        tracemalloc.start()
        try:
            record = loads(text)
            gc.collect()
            held[rounds], peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        peaks[rounds] = peak / len(text)
        del record
    per_round = (held[200] - held[20]) / 180
    assert per_round < 3000, held
    assert held[200] < 2 * held[20], held
    assert peaks[200] < 6, peaks


def test_a_writer_kept_across_rounds_writes_what_a_fresh_one_writes() -> None:
    """The autosave's writer keeps the newest rounds' texts; as rounds get packed its
    record must stay exactly the record a fresh writer writes."""
    state = long_match(1)
    record = GameRecord(tuple(Seat(n, "easy") for n in NAMES), state)
    players = [make_player("easy") for _ in NAMES]
    writer = RecordWriter()
    for _ in range(UNPACKED_ROUNDS + 3):
        writer.dumps(record)
        state.apply(state.default_action())
        finish_game(state, players, max_rounds=1)
        state.start_next_round()
        text = writer.dumps(record)
        assert text == RecordWriter().dumps(record) == json_text(record)
    assert state.actions.rounds_packed >= 3


def json_text(record: GameRecord) -> str:
    """The record as plain JSON of every action, the way the record was first written."""
    return json.dumps(record.to_dict(), separators=(",", ":"), ensure_ascii=False) + "\n"


def test_opening_a_save_packs_its_finished_rounds_from_the_files_own_text(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The file holds each move as a save writes it: no finished round is encoded again."""
    text = saved(6)

    def encoded_again(moves: object) -> bytes:
        raise AssertionError("a finished round of the file was encoded again")

    monkeypatch.setattr(match_moves, "pack", encoded_again)
    record = loads(text)
    moves = record.state.actions
    assert isinstance(moves, MatchMoves) and moves.rounds_packed == 6 - UNPACKED_ROUNDS
    assert record.dumps() == text
    monkeypatch.undo()
    assert moves == long_match(6).actions  # and they read back as the moves played


def test_a_file_not_written_as_the_game_writes_is_saved_again_in_the_games_own_form() -> None:
    text = saved(6)
    spaced = json.dumps(json.loads(text), indent=1) + "\n"
    record = loads(spaced)
    assert record.dumps() == text


def test_a_round_is_packed_from_the_texts_told_only_when_each_of_its_moves_was_told() -> None:
    moves = [m for m in sample_moves()[:6] if not isinstance(m, Discard)]
    told, partly = MatchMoves(), MatchMoves()
    for rounds in range(UNPACKED_ROUNDS + 1):
        for number, move in enumerate([*moves, NEXT_ROUND]):
            told.append(move)
            told.saved_as(f'{{"told":{rounds}}}')
            partly.append(move)
            if number:  # the first move of every round is not told
                partly.saved_as("{}")
    assert unpacked_text(told.packed_rounds()[0]) == ",".join(['{"told":0}'] * (len(moves) + 1))
    assert list(partly) == [*moves, NEXT_ROUND] * (UNPACKED_ROUNDS + 1)
