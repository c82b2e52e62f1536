"""The one atomic writer: the game's saves, the table's autosave, the seat memory."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rummy_desktop.app.online.remembered_seats import SEATS_FILE, RememberedSeat, SeatMemory
from rummy_desktop.online.atomic_file import write_atomically


def test_the_text_replaces_the_file_and_no_temporary_file_stays(tmp_path: Path) -> None:
    path = tmp_path / "deeper" / "table.json"
    write_atomically(path, "old")
    write_atomically(path, "nieuw \u00e9")
    assert path.read_text(encoding="utf-8") == "nieuw \u00e9"
    assert sorted(p.name for p in path.parent.iterdir()) == ["table.json"]


def test_a_failed_write_leaves_the_old_file_and_tells_its_own_failure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "table.json"
    write_atomically(path, "old")

    def disk_full(_fd: int) -> None:
        raise OSError(28, "No space left on device")

    def cannot_unlink(_name: str) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "fsync", disk_full)
    monkeypatch.setattr(os, "unlink", cannot_unlink)
    with pytest.raises(OSError) as raised:
        write_atomically(path, "new")
    assert raised.value.errno == 28  # not the failed clean-up's
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == "old"


def test_the_seat_memory_writes_the_json_it_always_wrote(tmp_path: Path) -> None:
    SeatMemory(tmp_path).remember(RememberedSeat("ABCD", "tok", "Ann\u00eb", when=5.0))
    text = (tmp_path / SEATS_FILE).read_text(encoding="utf-8")
    assert text == json.dumps(json.loads(text), ensure_ascii=False, indent=1)
    assert "Ann\u00eb" in text


def test_the_seat_memory_does_not_load_the_table_autosave() -> None:
    """The Play online menu reads the seat memory when it opens; the autosave (and the
    games it replays) is the table server's to load."""
    probe = (
        "import sys, rummy_desktop.app.online.remembered_seats; "
        "print('rummy_desktop.online.autosave' in sys.modules)"
    )
    shown = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    ).stdout
    assert shown.strip() == "False"


def test_the_hook_runs_with_the_new_text_on_disk_and_the_old_file_still_in_place(
    tmp_path: Path,
) -> None:
    """The game's saves move the old file to their backup at that moment."""
    path = tmp_path / "game.json"
    write_atomically(path, "old")
    seen: list[tuple[str, list[str]]] = []

    def look() -> None:
        temps = [p.read_text(encoding="utf-8") for p in tmp_path.glob(".game.json.*.tmp")]
        seen.append((path.read_text(encoding="utf-8"), temps))

    write_atomically(path, b"new", before_replace=look)
    assert seen == [("old", ["new"])]
    assert path.read_text(encoding="utf-8") == "new"


def test_a_failing_hook_leaves_the_old_file_and_no_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    write_atomically(path, "old")

    def refuse() -> None:
        raise PermissionError(13, "Permission denied")

    with pytest.raises(PermissionError):
        write_atomically(path, "new", before_replace=refuse)
    assert path.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]
