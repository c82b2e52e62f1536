"""The worker reports a spent budget as a failure, and only a cancel as a cancel.

A budget error that escaped a player was once a subclass of "cancelled": the
worker dropped it without a word and the window went on "thinking" for ever.
"""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rummy_desktop.ai.base import BudgetSpent, CancelFlag, Cancelled
from rummy_desktop.app.ai_worker import AiRunner


def _spend(cancel: CancelFlag) -> object:
    raise BudgetSpent


def _cancelled(cancel: CancelFlag) -> object:
    raise Cancelled


def test_a_budget_error_is_reported_as_a_failure(qtbot: QtBot) -> None:
    runner = AiRunner()
    with qtbot.waitSignal(runner.failed, timeout=5000) as blocker:
        token = runner.start(_spend)
    assert blocker.args[0] == token
    assert "BudgetSpent" in blocker.args[1]
    qtbot.waitUntil(lambda: not runner.busy, timeout=5000)


def test_a_cancelled_job_reports_nothing(qtbot: QtBot) -> None:
    runner = AiRunner()
    reported: list[object] = []
    runner.failed.connect(lambda *args: reported.append(args))
    runner.finished.connect(lambda *args: reported.append(args))
    with qtbot.waitSignal(runner.busyChanged, timeout=5000, check_params_cb=lambda b: not b):
        runner.start(_cancelled)
    assert reported == []
