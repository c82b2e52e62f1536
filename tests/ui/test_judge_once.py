"""One drag, one judgement: the referee judges a change once, not once per reader."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.core import discard as discard_module
from rummy_desktop.core import state as state_module
from tests.ui.conftest import ANN_COMPUTER, MakeWindow, drag_rack_to_cell, position


@pytest.fixture
def judgements(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every call of the referee on a turn in progress, by name."""
    calls: list[str] = []
    for module, name in ((state_module, "judge_turn"), (discard_module, "judge_play")):
        real = getattr(module, name)

        def counted(*args: object, _real: object = real, _name: str = name) -> object:
            calls.append(_name)
            return _real(*args)  # type: ignore[operator]

        monkeypatch.setattr(module, name, counted)
    yield calls


def test_one_drag_costs_one_judgement(
    qtbot: QtBot, make_window: MakeWindow, judgements: list[str]
) -> None:
    window = make_window(position(["R10 R11 R12 K1", "B1 B2 O3"]), ANN_COMPUTER)
    state = window.controller.state
    assert state is not None
    tiles = {str(t): t for t in state.racks[0]}
    before = window.controller.board
    judgements.clear()
    drag_rack_to_cell(qtbot, window, tiles["R10"], (2, 3))
    assert judgements == ["judge_turn"]  # five before the board model
    board = window.controller.board
    assert board.played == {tiles["R10"].id} and board.changed and board.can_undo
    assert board.problems and not board.can_end and board.invalid_rows == (2,)
    assert "Not done yet" in window.problems_label.text()
    assert not window.done_button.isEnabled()
    # An earlier model is a value: the change made a new one and left it alone.
    assert before.table.cell_of(tiles["R10"]) is None and not before.played
