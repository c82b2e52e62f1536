"""Edited, odd and unfair save files: a clear refusal, never a crash, a hang or a memory run."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from rummy_desktop.__main__ import main
from rummy_desktop.app import saves
from rummy_desktop.app.saves import SaveError, load_save, read_save, remove_leftovers, write_save
from rummy_desktop.app.seats import InvalidSeats, parse_seats
from rummy_desktop.core.actions import Penalty, PenaltyReason
from rummy_desktop.core.errors import InvalidRecord
from rummy_desktop.core.rules import preset
from rummy_desktop.core.serialize import GameRecord, Seat, from_dict, loads, new_record_state
from tests.core.test_serialize import play_some, record_after

Edit = Callable[[dict[str, Any]], object]


def computer_record(turns: int = 6, rules: str = "rrrummy") -> GameRecord:
    seats = (Seat("Easy 1", "easy"), Seat("Easy 2", "easy"))
    state = new_record_state(preset(rules), seats, seed=3)
    play_some(state, turns, random.Random(1))
    return GameRecord(seats, state)


def saved(tmp_path: Path, edit: Edit, record: GameRecord | None = None) -> Path:
    data = json.loads((record or computer_record()).dumps())
    edit(data)
    path = tmp_path / "edited.rummy.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def resume_refused(path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """``selfplay --resume`` on the file: exit 2 and the one line it printed."""
    capsys.readouterr()
    assert main(["selfplay", "--resume", str(path)]) == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1, err
    assert "Traceback" not in err
    return err


@pytest.mark.parametrize(
    ("edit", "named"),
    [
        (lambda d: d["rules"].update(hand_size="²"), "hand_size"),
        (lambda d: d["rules"].update(initial_meld_points="--5"), "initial_meld_points"),
        (lambda d: d["rules"].update(joker_meld_locked="yes"), "joker_meld_locked"),
        (lambda d: d["rules"].update(turn_timer_seconds="off"), "turn_timer_seconds"),
        (lambda d: d["rules"].update(joker_release=["free"]), "joker_release"),
        (lambda d: d["seats"][0]["handicap"].update(initial_meld_points="²"), "handicap"),
        (lambda d: d["seats"][1].update(player=""), "player"),
        (lambda d: d["seats"][1].pop("player"), "player"),
        (lambda d: d["seats"][1].pop("handicap"), "handicap"),
        (lambda d: d["seats"][0].update(name="\ud800x"), "not text"),
        (lambda d: d["seats"][0].update(name="x" * 500), "longer than"),
        (lambda d: d["seats"][0].update(name="A\nB"), "line break"),
        (lambda d: d.update(rules={}), "missing"),
        (lambda d: d["rules"].pop("turn_timer_seconds"), "turn_timer_seconds"),
        (lambda d: d.update(seed=10**4000), "seed"),
        (lambda d: d["actions"].append({"type": "arrange", "seat": True, "order": []}), "rack"),
    ],
)
def test_edited_save_is_refused_naming_the_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], edit: Edit, named: str
) -> None:
    path = saved(tmp_path, edit)
    with pytest.raises(SaveError, match=named):
        load_save(path)
    assert named in resume_refused(path, capsys)


def test_timer_penalty_under_rules_without_a_timer_is_refused() -> None:
    """A crafted record must not give a seat penalty tiles its rules never give."""
    record = computer_record(0, rules="rrrummy")
    data = json.loads(record.dumps())
    data["actions"] = [{"type": "penalty", "reason": "timer"}] * 4
    with pytest.raises(InvalidRecord, match="without a turn timer"):
        from_dict(data)


def test_timer_penalty_with_a_timer_still_loads() -> None:
    record = computer_record(0, rules="classic")
    record.state.apply(Penalty(PenaltyReason.TIMER))
    assert loads(record.dumps()).state.racks == record.state.racks


def test_timer_penalty_for_a_seat_whose_handicap_has_no_timer_is_refused() -> None:
    seats = (Seat("Child"), Seat("Easy", "easy"))
    state = new_record_state(
        preset("classic"), seats, seed=5, handicaps=[{"turn_timer_seconds": None}, {}]
    )
    data = json.loads(GameRecord(seats, state).dumps())
    data["actions"] = [{"type": "penalty", "reason": "timer"}]
    if state.current != 0:
        data["actions"].insert(0, {"type": "draw"})
    with pytest.raises(InvalidRecord, match="Child"):
        from_dict(data)


def test_deeply_nested_and_huge_number_files_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deep = tmp_path / "deep.rummy.json"
    deep.write_text("[" * 200_000 + "]" * 200_000, encoding="utf-8")
    huge = tmp_path / "huge.rummy.json"
    text = computer_record().dumps().replace('"seed":3', '"seed":' + "7" * 5000)
    huge.write_text(text, encoding="utf-8")
    for path, named in ((deep, "nested too deeply"), (huge, "number too long")):
        with pytest.raises(SaveError, match=named):
            load_save(path)
        assert named in resume_refused(path, capsys)


def test_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    record = record_after(6, seed=2)
    path = tmp_path / "bom.rummy.json"
    path.write_bytes(b"\xef\xbb\xbf" + record.dumps().encode("utf-8"))
    assert load_save(path).state.racks == record.state.racks


def test_fifo_is_refused_without_blocking(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fifo = tmp_path / "pipe.rummy.json"
    os.mkfifo(fifo)
    with pytest.raises(SaveError, match="not a regular file"):
        read_save(fifo)
    assert "not a regular file" in resume_refused(fifo, capsys)


def test_symlink_to_dev_zero_is_refused_without_reading_it(tmp_path: Path) -> None:
    link = tmp_path / "zero.rummy.json"
    link.symlink_to("/dev/zero")
    with pytest.raises(SaveError, match="not a regular file"):
        load_save(link)


def test_size_cap_is_checked_on_what_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "big.rummy.json"
    path.write_text(record_after(6, seed=2).dumps(), encoding="utf-8")
    monkeypatch.setattr(saves, "MAX_SAVE_BYTES", 1000)
    with pytest.raises(SaveError, match="too large"):
        load_save(path)


def test_the_game_never_writes_what_it_could_not_read_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "long.rummy.json"
    monkeypatch.setattr(saves, "MAX_SAVE_BYTES", 1000)
    with pytest.raises(SaveError, match="too long to save"):
        write_save(path, record_after(6, seed=2))
    assert list(tmp_path.iterdir()) == []


def test_save_as_onto_a_device_is_refused_and_the_device_left_alone(tmp_path: Path) -> None:
    link = tmp_path / "full.rummy.json"
    link.symlink_to("/dev/full")
    with pytest.raises(SaveError, match="not a regular file"):
        write_save(link, record_after(2, seed=2))
    with pytest.raises(SaveError, match="not a regular file"):
        write_save(Path("/dev/full"), record_after(2, seed=2))
    assert Path("/dev/full").is_char_device()
    assert [p.name for p in tmp_path.iterdir()] == ["full.rummy.json"]


def test_uncreatable_folder_is_a_save_error_and_leaves_nothing(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    with pytest.raises(SaveError, match="could not save"):
        write_save(blocker / "rummy" / "autosave.rummy.json", record_after(2, seed=2))


def test_failed_write_removes_its_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_space(_fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves.os, "fsync", no_space)
    with pytest.raises(SaveError, match="No space left"):
        write_save(tmp_path / "game.rummy.json", record_after(2, seed=2))
    assert list(tmp_path.iterdir()) == []


def test_leftovers_of_a_killed_save_are_removed_and_saves_kept(tmp_path: Path) -> None:
    write_save(tmp_path / "autosave.rummy.json", record_after(2, seed=2))
    (tmp_path / ".autosave.rummy.json.k2j4x9.tmp").write_text("{", encoding="utf-8")
    (tmp_path / "notes.txt").write_text("mine", encoding="utf-8")
    assert remove_leftovers(tmp_path) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.rummy.json", "notes.txt"]


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads any folder")
def test_save_in_an_unreadable_folder_is_named(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    write_save(folder / "game.rummy.json", record_after(2, seed=2))
    folder.chmod(0)
    try:
        with pytest.raises(SaveError, match="cannot be read"):
            read_save(folder / "game.rummy.json")
    finally:
        folder.chmod(0o700)


@pytest.mark.parametrize("text", ["Ann\udcff:human,Bob:easy", "\ud800,Bob", "A\x07nn,Bob"])
def test_names_with_bad_characters_are_refused_on_the_way_in(text: str) -> None:
    with pytest.raises(InvalidSeats):
        parse_seats(text)


def test_a_name_that_is_not_text_is_refused_before_any_file_is_made(tmp_path: Path) -> None:
    seats = (Seat("Ann\udcff"), Seat("Easy", "easy"))
    state = new_record_state(preset("easy"), seats, seed=2)
    with pytest.raises(SaveError, match="not valid text"):
        write_save(tmp_path / "game.rummy.json", GameRecord(seats, state))
    assert list(tmp_path.iterdir()) == []


def test_a_path_that_cannot_even_be_looked_up_is_named_not_raised(tmp_path: Path) -> None:
    """Looking for the backup beside it fails too (as in an unreadable folder, even as root)."""
    path = tmp_path / ("x" * 300 + ".rummy.json")
    with pytest.raises(SaveError, match="cannot be read"):
        read_save(path)
