"""The data folder has one owner: a folder chosen in the tile window is where an open
card window autosaves too."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.cards.setup import card_setup_of
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.services import Services
from tests.ui.conftest import ANN_COMPUTER, MakeWindow, position


def test_a_card_window_already_open_saves_in_the_folder_chosen_later(
    qtbot: QtBot, make_window: MakeWindow, services: Services, tmp_path: Path
) -> None:
    tiles = make_window(position(["R1 R2", "K1 K2"]), ANN_COMPUTER)
    cards = CardWindow(CardController(), services=services)
    qtbot.addWidget(cards)
    cards.start_game(card_setup_of("rummy51", "Ann,Bob", seed=6))
    chosen = tmp_path / "chosen"
    assert tiles.files.use_folder(chosen)
    cards.autosaver.save_now()
    assert cards.autosaver.path == chosen / "card-autosave.json"
    assert cards.autosaver.path.is_file()
    assert cards.continue_last()
    cards.controller.shutdown()
