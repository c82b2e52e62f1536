"""Choosing a data folder that can be written, with a fallback when the wanted one cannot."""

from __future__ import annotations

from pathlib import Path

from rummy_desktop.app.data_folder import choose_data_folder, writable_problem


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
