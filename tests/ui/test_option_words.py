"""Rule option labels and preset names reach the window in the player's language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from rummy_desktop.app.i18n import install_language, remove_language
from rummy_desktop.ui.option_words import WORDS, english_words, option_words, preset_title
from tests.ui.conftest import ANN_COMPUTER, MakeWindow, position


def test_every_option_text_is_listed_for_translation() -> None:
    assert sorted(set(WORDS)) == english_words()


@pytest.fixture(params=["nl", "de"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    translator = install_language(request.param)
    assert translator is not None
    yield request.param
    remove_language(translator)


def test_every_option_text_is_translated(language: str) -> None:
    untranslated = [w for w in english_words() if option_words(w) == w and w != "RRRummy"]
    assert untranslated == []


def test_preset_names_are_translated(language: str) -> None:
    assert preset_title("classic") != "Classic (box rules)"
    assert preset_title("rrrummy") == "RRRummy"


def test_the_window_title_names_the_preset_in_the_players_language(
    language: str, make_window: MakeWindow
) -> None:
    window = make_window(position(["R1 R2 R3", "B1 B2"]), ANN_COMPUTER)
    assert window.windowTitle().endswith(preset_title("easy"))
    assert "Easy Rummy" not in window.windowTitle()
