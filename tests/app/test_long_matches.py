"""Long matches: the autosave encodes each action once, writes off the GUI thread, loads back."""

from __future__ import annotations

import json
import random
import threading
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.app import game_files
from rummy_desktop.app.controller import GameController
from rummy_desktop.app.game_files import AutoSaver
from rummy_desktop.app.saves import MAX_SAVE_BYTES, read_save
from rummy_desktop.app.seats import Seat
from rummy_desktop.core import serialize
from rummy_desktop.core.rules import MAX_PLAYERS, preset
from rummy_desktop.core.serialize import GameRecord, RecordWriter, loads, new_record_state
from tests.core.test_serialize import play_some

SEATS = (serialize.Seat("Ann"), serialize.Seat("Bob", "easy"))


def match(rounds: int, seed: int = 3) -> GameRecord:
    state = new_record_state(preset("rrrummy").with_options(match_rounds=rounds), SEATS, seed)
    play_some(state, 10_000, random.Random(seed))
    return GameRecord(SEATS, state)


def test_record_writer_encodes_each_action_once_and_writes_the_same_record(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    record = match(1)
    state = record.state
    encoded: list[object] = []
    real = serialize.action_to_json

    def counting(action: Any) -> dict[str, Any]:
        encoded.append(action)
        return real(action)

    monkeypatch.setattr(serialize, "action_to_json", counting)
    writer = RecordWriter()
    texts = [writer.dumps(record)]
    assert len(encoded) == len(state.actions)
    texts.append(writer.dumps(record))
    assert len(encoded) == len(state.actions)  # nothing new: nothing encoded again
    assert texts[0] == texts[1]
    assert json.loads(texts[0]) == json.loads(json.dumps(record.to_dict()))
    assert loads(texts[0]).state.racks == state.racks


def test_record_writer_notices_a_different_game() -> None:
    writer = RecordWriter()
    first, second = match(1, seed=3), match(1, seed=4)
    writer.dumps(first)
    assert loads(writer.dumps(second)).state.seed == 4


def test_autosave_is_written_on_a_worker_thread(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    writers: list[int] = []
    real = game_files.write_save_text

    def noting(path: Path, text: str) -> None:
        writers.append(threading.get_ident())
        real(path, text)

    monkeypatch.setattr(game_files, "write_save_text", noting)
    controller = GameController()
    record = match(1)
    controller.new_game(record.state, [Seat("Ann"), Seat("Bob", "easy")])
    saver = AutoSaver(controller, tmp_path)
    saver.save_now()
    saver.flush()
    assert writers and writers[0] != threading.get_ident()
    path = saver.path
    assert path is not None
    assert read_save(path).record.state.racks == record.state.racks
    saver.release()
    controller.shutdown()


def test_the_longest_match_the_rules_allow_fits_the_save_cap() -> None:
    """Bytes per round of a real match, times the most rounds an option allows, fit the cap.

    (A match with no round limit is refused at write time with a message,
    see test_hostile_saves; it is never written to be refused at load.)
    """
    record = match(3)
    rounds = len(record.state.history)
    assert rounds == 3
    per_round = len(record.dumps().encode("utf-8")) / rounds
    most_rounds = 1000  # RuleSet's match_rounds range
    seats_factor = MAX_PLAYERS / len(SEATS)  # more racks, more tiles per play
    assert per_round * most_rounds * seats_factor < MAX_SAVE_BYTES


def test_save_as_after_an_autosave_encodes_no_action_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    controller = GameController()
    record = match(1)
    controller.new_game(record.state, [Seat("Ann"), Seat("Bob", "easy")])
    saver = AutoSaver(controller, tmp_path)
    saver.save_now()
    saver.flush()
    encoded: list[object] = []
    real = serialize.action_to_json
    monkeypatch.setattr(serialize, "action_to_json", lambda a: encoded.append(a) or real(a))
    text = saver.record_text(record.state)
    assert encoded == []
    assert loads(text).state.racks == record.state.racks
    saver.release()
    controller.shutdown()
