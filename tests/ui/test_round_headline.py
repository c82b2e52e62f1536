"""The round-end headline names the players who share a round (RULES.md 6)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from rummy_desktop.app.round_sheet import tile_headline as round_headline
from rummy_desktop.app.seats import Seat
from rummy_desktop.core.actions import Pass
from rummy_desktop.core.rules import preset
from rummy_desktop.core.state import GameState
from tests.core.positions import closed_state

SEATS = (Seat("Ann"), Seat("Bob"), Seat("Cleo"))


def ended(racks: list[str]) -> GameState:
    state = closed_state(preset("classic"), racks)
    for _ in racks:
        state.apply(Pass())
    assert state.round_over
    return state


def test_a_shared_lowest_rack_is_named_not_called_a_draw(qapp: QApplication) -> None:
    line = round_headline(ended(["K4 K5", "B4 B5", "O9 O10"]), SEATS, match_over=False)
    assert line.startswith("The pool is empty: Ann and Bob share")


def test_every_player_tied_is_a_draw(qapp: QApplication) -> None:
    line = round_headline(ended(["K4 K5", "B4 B5"]), SEATS[:2], match_over=False)
    assert line.startswith("Round 1 is a draw.")
