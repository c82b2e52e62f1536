"""Choosing a data folder that can be written, with a fallback when the wanted one cannot."""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

import pytest

from rummy_desktop.app.data_folder import (
    HOME_UNSET,
    choose_data_folder,
    fallback_folders,
    home_problem,
    private_folder_problem,
    writable_problem,
)


def blocked(tmp_path: Path) -> Path:
    (tmp_path / "file").write_text("in the way", encoding="utf-8")
    return tmp_path / "file" / "rummy"


def test_writable_folder_is_used_and_made(tmp_path: Path) -> None:
    chosen = choose_data_folder(tmp_path / "a" / "b", [tmp_path / "fallback"])
    assert chosen.path == tmp_path / "a" / "b" and chosen.path.is_dir()
    assert not chosen.is_fallback
    assert list(chosen.path.iterdir()) == []  # the probe file is gone


def test_uncreatable_folder_falls_back_with_the_reason(tmp_path: Path) -> None:
    chosen = choose_data_folder(blocked(tmp_path), [blocked(tmp_path), tmp_path / "fallback"])
    assert chosen.path == tmp_path / "fallback"
    assert chosen.wanted == blocked(tmp_path)
    assert chosen.problem


def test_no_writable_place_means_no_autosave_and_a_reason(tmp_path: Path) -> None:
    chosen = choose_data_folder(blocked(tmp_path), [blocked(tmp_path)])
    assert chosen.path is None and chosen.problem


def test_a_relative_folder_from_an_unset_home_is_refused() -> None:
    """Qt gives a relative or empty location without HOME; never write beside the launch."""
    assert "HOME" in writable_problem(Path(".local/share/rummy"))
    assert writable_problem(Path(""))


def test_a_folder_that_is_a_symlink_loop_is_named_as_one(tmp_path: Path) -> None:
    loop = tmp_path / "loop"
    loop.symlink_to(loop)
    why = writable_problem(loop)
    assert why != "File exists"
    assert "symbolic links" in why
    chosen = choose_data_folder(loop, [tmp_path / "fallback"])
    assert chosen.path == tmp_path / "fallback" and "symbolic links" in chosen.problem


def test_a_file_in_the_folders_place_is_named_as_one(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("in the way", encoding="utf-8")
    assert "not a folder" in writable_problem(tmp_path / "data")


def test_an_unset_home_refuses_the_default_folder_even_for_root(tmp_path: Path) -> None:
    assert home_problem({}) == HOME_UNSET
    assert home_problem({"HOME": ""}) == HOME_UNSET
    assert home_problem({"HOME": str(tmp_path)}) == ""
    assert home_problem({"XDG_DATA_HOME": str(tmp_path)}) == ""
    writable = tmp_path / "would-be-written"  # as / is to root
    chosen = choose_data_folder(writable, [tmp_path / "fallback"], refused=home_problem({}))
    assert chosen.path == tmp_path / "fallback" and chosen.problem == HOME_UNSET
    assert not writable.exists()


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="POSIX owners and modes")
def test_the_fallback_is_private_to_the_user(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    [folder] = fallback_folders()
    assert folder == tmp_path / f"rummy-desktop-{os.getuid()}"
    info = folder.lstat()
    assert stat.S_ISDIR(info.st_mode) and stat.S_IMODE(info.st_mode) == 0o700
    assert info.st_uid == os.getuid()


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="POSIX owners and modes")
def test_a_fallback_someone_else_put_there_is_not_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    name = tmp_path / f"rummy-desktop-{os.getuid()}"
    elsewhere = tmp_path / "planted"
    elsewhere.mkdir()
    name.symlink_to(elsewhere)  # a link planted in /tmp before the game ran
    assert private_folder_problem(name) == "it is a symbolic link"
    assert fallback_folders() == []
    name.unlink()
    name.mkdir(mode=0o777)
    os.chmod(name, 0o777)  # looser than private: made private before use
    assert fallback_folders() == [name]
    assert stat.S_IMODE(name.stat().st_mode) == 0o700


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="POSIX owners and modes")
def test_a_fallback_owned_by_another_user_is_not_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "theirs"
    folder.mkdir(mode=0o700)
    monkeypatch.setattr(os, "getuid", lambda: os.stat(folder).st_uid + 1)
    assert private_folder_problem(folder) == "it belongs to another user"
