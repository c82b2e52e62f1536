"""One hint from the solver's answer, for the home and the online tile seat alike."""

from __future__ import annotations

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.app.solver_hint import solver_hint
from rummy_desktop.core.turn import Turn
from tests.ui.test_hint_steps import HINT, extended_game


def test_a_play_becomes_steps_from_the_table_as_it_is() -> None:
    state = extended_game()
    turn = Turn(state)
    answer = HINT(state.view(state.current), CancelFlag())
    hint = solver_hint(turn, answer)
    assert sorted(str(t) for t in hint.tiles) == ["K1", "K2", "K3", "R9"]
    assert "4" in hint.text
    moved = sorted(str(t) for step in hint.steps for t, _ in step.moves)
    assert moved == ["K1", "K2", "K3", "R9"]  # the table's run stays where it lies
    assert turn.table.tiles() == state.table.tiles()  # only shown: nothing was played


def test_drawing_is_best_gives_a_hint_with_no_step() -> None:
    state = extended_game()
    hint = solver_hint(Turn(state), None)
    assert hint.steps == () and hint.tiles == () and hint.text
