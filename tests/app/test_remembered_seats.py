"""The seats and the hosted table this computer remembers (issue 28, faults 1 and 3)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rummy_desktop.app.online.remembered_seats import (
    HOSTED_FILE,
    HOSTED_TABLES,
    SEATS_FILE,
    SEATS_KEPT,
    HostedTable,
    HostMemory,
    RememberedSeat,
    SeatMemory,
)


def seat(table: str, token: str = "tok", url: str = "ws://127.0.0.1:5000") -> RememberedSeat:
    return RememberedSeat(table=table, token=token, name="Grandma", url=url, game="tiles")


def test_one_entry_per_table_newest_first(tmp_path: Path) -> None:
    memory = SeatMemory(tmp_path)
    memory.remember(seat("ABC234", "one"))
    memory.remember(seat("XYZ789"))
    memory.remember(seat("ABC234", "two"))
    seats = memory.seats()
    assert [(s.table, s.token) for s in seats] == [("ABC234", "two"), ("XYZ789", "tok")]
    assert all(s.when > 0 for s in seats)
    memory.forget("ABC234")
    assert [s.table for s in SeatMemory(tmp_path).seats()] == ["XYZ789"]


def test_the_file_is_written_whole_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    memory = SeatMemory(tmp_path)
    for n in range(SEATS_KEPT + 5):
        memory.remember(seat(f"T{n:05d}"))
    raw = json.loads((tmp_path / SEATS_FILE).read_text(encoding="utf-8"))
    assert raw["format"] == 1 and len(raw["seats"]) == SEATS_KEPT
    assert sorted(p.name for p in tmp_path.iterdir()) == [SEATS_FILE]


@pytest.mark.parametrize(
    "text",
    ["", "not json", "[]", '{"format": 2, "seats": []}', '{"format": 1, "seats": [1, {}]}'],
)
def test_a_damaged_file_remembers_nothing(tmp_path: Path, text: str) -> None:
    (tmp_path / SEATS_FILE).write_text(text, encoding="utf-8")
    memory = SeatMemory(tmp_path)
    assert memory.seats() == []
    memory.remember(seat("ABC234"))  # and is replaced by a good one
    assert [s.table for s in memory.seats()] == ["ABC234"]


def test_without_a_data_folder_nothing_is_remembered() -> None:
    memory = SeatMemory(None)
    memory.remember(seat("ABC234"))
    assert memory.seats() == []
    assert HostMemory(None).table() is None and HostMemory(None).new_folder() is None


def test_a_seat_joined_by_invite_code_has_no_address() -> None:
    assert seat("ABC234", url="").by_invite and not seat("ABC234").by_invite


def test_the_hosted_table_is_remembered_with_its_autosave_folder(tmp_path: Path) -> None:
    memory = HostMemory(tmp_path)
    folder = memory.new_folder()
    assert folder is not None and folder.parent == tmp_path / HOSTED_TABLES
    hosted = HostedTable(
        host="127.0.0.1",
        port=54321,
        code="ABC234",
        host_token="host",
        game="tiles",
        seats=(("Ann", "here", "t1"), ("Guest", "remote", "t2"), ("Computer", "easy", "")),
        folder=str(folder),
    )
    memory.remember(hosted)
    assert memory.table() == hosted
    assert memory.table().created()["seats"][1] == {  # type: ignore[union-attr]
        "name": "Guest",
        "player": "remote",
        "token": "t2",
    }
    memory.forget()
    assert memory.table() is None and not folder.exists()
    assert not (tmp_path / HOSTED_FILE).exists()


def test_a_hosted_table_without_its_folder_is_not_offered(tmp_path: Path) -> None:
    memory = HostMemory(tmp_path)
    gone = tmp_path / HOSTED_TABLES / "table-x"
    memory.remember(
        HostedTable("127.0.0.1", 5000, "ABC234", "h", "tiles", (("A", "here", "t"),), str(gone))
    )
    assert memory.table() is None


def test_forgetting_never_removes_a_folder_outside_the_hosted_tables(tmp_path: Path) -> None:
    outside = tmp_path / "mine"
    outside.mkdir()
    memory = HostMemory(tmp_path / "data")
    memory.remember(
        HostedTable("127.0.0.1", 5000, "ABC234", "h", "tiles", (("A", "here", "t"),), str(outside))
    )
    memory.forget()
    assert outside.is_dir()
