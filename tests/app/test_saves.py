"""Saved games: atomic writes, a kept backup, and loads that never damage a file."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from rummy_desktop.app.saves import SaveError, backup_path, read_save, write_save
from rummy_desktop.core.serialize import FORMAT_VERSION, GameRecord, state_snapshot
from tests.core.test_serialize import record_after


def test_save_then_load_gives_the_same_game(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    record = record_after(30, seed=5)
    write_save(path, record)
    loaded = read_save(path)
    assert not loaded.from_backup
    assert state_snapshot(loaded.record.state) == state_snapshot(record.state)
    assert not list(tmp_path.glob("*.tmp")), "no temporary file is left behind"


def test_second_save_keeps_the_first_as_backup(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    first, second = record_after(10, seed=5), record_after(20, seed=5)
    write_save(path, first)
    write_save(path, second)
    assert read_save(path).record.state.turn == second.state.turn
    assert read_save(backup_path(path)).record.state.turn == first.state.turn


@pytest.mark.parametrize(
    ("damage", "named"),
    [
        (lambda text: text[: len(text) // 3], "truncated"),
        (lambda text: "\x89PNG garbage \x00", "not valid JSON"),
        (
            lambda text: json.dumps({**json.loads(text), "format_version": FORMAT_VERSION + 98}),
            "newer version",
        ),
        (lambda text: json.dumps({**json.loads(text), "seed": 12345}), "of the saved game"),
    ],
)
def test_damaged_save_falls_back_to_backup_and_is_left_untouched(
    tmp_path: Path, damage: object, named: str
) -> None:
    path = tmp_path / "game.json"
    write_save(path, record_after(10, seed=6))
    write_save(path, record_after(12, seed=6))
    bad = damage(path.read_text(encoding="utf-8"))  # type: ignore[operator]
    path.write_text(bad, encoding="utf-8")
    before = path.read_bytes()
    loaded = read_save(path)
    assert loaded.from_backup
    assert named in loaded.problem
    assert path.read_bytes() == before, "a damaged file is never rewritten by loading"


def test_no_good_copy_raises_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(b"\xff\xfe not text")
    with pytest.raises(SaveError, match="not a saved game"):
        read_save(path)
    with pytest.raises(SaveError, match="does not exist"):
        read_save(tmp_path / "missing.json")


def test_a_damaged_current_file_does_not_replace_a_good_backup(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    write_save(path, record_after(8, seed=7))
    write_save(path, record_after(9, seed=7))
    path.write_text("{ broken", encoding="utf-8")
    write_save(path, record_after(11, seed=7))
    assert read_save(backup_path(path)).record.state.turn == record_after(8, seed=7).state.turn


def test_failed_write_leaves_the_previous_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.json"
    good = record_after(10, seed=8)
    write_save(path, good)
    before = path.read_bytes()

    def disk_full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(SaveError, match="No space left"):
        write_save(path, record_after(20, seed=8))
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert not list(tmp_path.glob("*.tmp"))
    assert isinstance(read_save(path).record, GameRecord)


def test_own_unchanged_save_is_not_replayed_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import rummy_desktop.app.saves as saves

    path = tmp_path / "game.json"
    write_save(path, record_after(10, seed=9))
    loads: list[Path] = []
    real = saves.load_save

    def counting(p: Path) -> GameRecord:
        loads.append(p)
        return real(p)

    monkeypatch.setattr(saves, "load_save", counting)
    write_save(path, record_after(11, seed=9))
    assert loads == [], "the file it wrote itself is known good"
    path.write_text(path.read_text(encoding="utf-8") + " ", encoding="utf-8")
    write_save(path, record_after(12, seed=9))
    assert loads == [path], "a file changed behind its back is checked before it becomes the backup"
