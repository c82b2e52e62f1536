"""Each card window autosaves in a slot of its own: two card games and a tile game open
at once keep three files, and a slot frees itself when its window closes or its
process dies (as the tile game's slots do)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.app.autosave_slot import AutosaveSlot
from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.cards.files import CARD_AUTOSAVE, CardAutoSaver, last_card_game
from rummy_desktop.app.cards.saves import load_card_save
from rummy_desktop.app.seats import Seat
from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.cards.core.state import new_card_game


def playing(names: tuple[str, str], seed: int) -> CardController:
    controller = CardController()
    controller.set_speed("instant")
    game = new_card_game(card_preset("rummy51"), list(names), seed)
    controller.start(game, [Seat(names[0]), Seat(names[1])])
    return controller


@pytest.fixture
def controllers(qtbot: QtBot) -> Iterator[list[CardController]]:
    made = [playing(("Ann", "Bob"), 1), playing(("Cas", "Dee"), 2), playing(("Eve", "Fay"), 3)]
    yield made
    for controller in made:
        controller.shutdown()


def test_two_card_windows_and_a_tile_game_keep_three_autosaves(
    controllers: list[CardController], tmp_path: Path
) -> None:
    tiles = AutosaveSlot(tmp_path)
    first = CardAutoSaver(controllers[0], lambda: tmp_path)
    second = CardAutoSaver(controllers[1], lambda: tmp_path)
    first.save_now()
    second.save_now()
    names = {
        tiles.name,
        first.slot.name if first.slot else "",
        second.slot.name if second.slot else "",
    }
    assert names == {"autosave.rummy.json", CARD_AUTOSAVE, "card-autosave-2.json"}
    assert [s.name for s in load_card_save(tmp_path / CARD_AUTOSAVE).game.seats] == ["Ann", "Bob"]
    two = load_card_save(tmp_path / "card-autosave-2.json")
    assert [s.name for s in two.game.seats] == ["Cas", "Dee"]
    first.save_now()  # writing again stays in its own file
    assert [s.name for s in load_card_save(tmp_path / CARD_AUTOSAVE).game.seats] == ["Ann", "Bob"]
    tiles.release()
    first.release()
    second.release()


def test_a_closed_windows_slot_is_offered_and_taken_again(
    controllers: list[CardController], tmp_path: Path
) -> None:
    first = CardAutoSaver(controllers[0], lambda: tmp_path)
    first.save_now()
    assert last_card_game(tmp_path) is None  # the first slot is held; the next holds nothing
    first.release()
    offered = last_card_game(tmp_path)
    assert offered is not None and [s.name for s in offered.game.seats] == ["Ann", "Bob"]
    again = CardAutoSaver(controllers[2], lambda: tmp_path)
    continued = again.load_last()
    assert continued is not None and [s.name for s in continued.game.seats] == ["Ann", "Bob"]
    assert again.slot is not None and again.slot.name == CARD_AUTOSAVE
    again.release()


def test_a_dead_process_frees_its_card_slot(tmp_path: Path) -> None:
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time\n"
            "from pathlib import Path\n"
            "from rummy_desktop.app.autosave_slot import AutosaveSlot\n"
            f"slot = AutosaveSlot(Path(sys.argv[1]), {CARD_AUTOSAVE!r})\n"
            "print(slot.name, flush=True)\n"
            "time.sleep(600)\n",
            str(tmp_path),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None
        assert holder.stdout.readline().strip() == CARD_AUTOSAVE
        held = AutosaveSlot(tmp_path, CARD_AUTOSAVE)
        assert held.name == "card-autosave-2.json"
        held.release()
    finally:
        holder.kill()
        holder.wait()
    freed = AutosaveSlot(tmp_path, CARD_AUTOSAVE)
    assert freed.locked and freed.name == CARD_AUTOSAVE
    freed.release()
