"""A card save keeps the same seats the card window plays with."""

from __future__ import annotations

import json
from pathlib import Path

from rummy_desktop.app.cards.saves import levels_of, load_card_save, write_card_save
from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.cards.core.state import new_card_game
from rummy_desktop.core.seat import Seat


def test_a_card_game_saved_with_its_seats_loads_with_the_same_seats(tmp_path: Path) -> None:
    seats = (Seat("Ann"), Seat("Computer", "hard"), Seat("Bob"))
    game = new_card_game(card_preset("rummy30"), [s.name for s in seats], 7)
    path = tmp_path / "three.cards.json"
    write_card_save(path, game, levels_of(seats))
    assert json.loads(path.read_text(encoding="utf-8"))["levels"] == ["human", "hard", "human"]
    assert load_card_save(path).seats == seats
