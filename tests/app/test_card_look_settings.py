"""The card table's looks are remembered through the one settings wrapper, under their old keys."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from rummy_desktop.app.settings import AppSettings


def test_card_looks_keep_the_keys_an_earlier_version_wrote(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_text("[cards]\nfour_colour=true\nlarge=false\n", encoding="utf-8")
    settings = AppSettings(QSettings(str(path), QSettings.Format.IniFormat))
    assert settings.four_colour_cards is True and settings.large_cards is False


def test_card_looks_round_trip_and_default_off(tmp_path: Path) -> None:
    path = str(tmp_path / "settings.ini")
    first = AppSettings(QSettings(path, QSettings.Format.IniFormat))
    assert not first.four_colour_cards and not first.large_cards
    first.four_colour_cards, first.large_cards = False, True
    first.sync()
    again = AppSettings(QSettings(path, QSettings.Format.IniFormat))
    assert not again.four_colour_cards and again.large_cards
