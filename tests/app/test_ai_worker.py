"""The worker reports a spent budget as a failure (an asked cancel, and an unasked one, are
tested in tests/app/test_computer_turn.py).

A budget error that escaped a player was once a subclass of "cancelled": the
worker dropped it without a word and the window went on "thinking" for ever.
"""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rummy_desktop.ai.base import BudgetSpent, CancelFlag
from rummy_desktop.app.ai_worker import AiRunner


def _spend(cancel: CancelFlag) -> object:
    raise BudgetSpent


def test_a_budget_error_is_reported_as_a_failure(qtbot: QtBot) -> None:
    runner = AiRunner()
    with qtbot.waitSignal(runner.failed, timeout=5000) as blocker:
        token = runner.start(_spend)
    assert blocker.args[0] == token
    assert "BudgetSpent" in blocker.args[1]
    qtbot.waitUntil(lambda: not runner.busy, timeout=5000)
