"""The computer levels are shown by their translated titles, each with a tooltip."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.ai.players import LEVELS
from rummy_desktop.app.seats import HUMAN
from rummy_desktop.ui.level_names import LEVEL_TITLES, level_tip, level_title
from rummy_desktop.ui.new_game import NewGameDialog


def test_the_combo_shows_titles_and_tooltips(qtbot: QtBot) -> None:
    dialog = NewGameDialog(LEVELS)
    qtbot.addWidget(dialog)
    kind = dialog.seat_editors[1].kind
    texts = [kind.itemText(i) for i in range(kind.count())]
    assert texts[1:] == [
        "Computer: Easy",
        "Computer: Medium",
        "Computer: Hard",
        "Computer: Expert",
    ]
    hard = kind.findData("hard")
    assert kind.itemText(hard) == "Computer: Hard"
    tips = [kind.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(1, kind.count())]
    assert all(isinstance(tip, str) and tip.strip() for tip in tips)
    assert len(set(tips)) == len(LEVELS), "every level explains itself differently"
    assert kind.itemData(0) == HUMAN


def test_the_chosen_level_keeps_its_id(qtbot: QtBot) -> None:
    dialog = NewGameDialog(LEVELS)
    qtbot.addWidget(dialog)
    kind = dialog.seat_editors[1].kind
    kind.setCurrentIndex(kind.findData("hard"))
    seat = dialog.seat_editors[1].seat()
    assert seat is not None and seat.level == "hard"


def test_an_unknown_level_shows_its_id() -> None:
    assert level_title("scripted") == "scripted"
    assert level_tip("scripted") == ""
    assert set(LEVEL_TITLES) == set(LEVELS)


def test_the_titles_speak_dutch(qtbot: QtBot, dutch: None) -> None:
    assert level_title("hard") == "Moeilijk"
    assert level_title("easy") == "Makkelijk"
    dialog = NewGameDialog(LEVELS)
    qtbot.addWidget(dialog)
    kind = dialog.seat_editors[1].kind
    assert kind.itemText(kind.findData("hard")) == "Computer: Moeilijk"
    tip = kind.itemData(kind.findData("hard"), Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("Houdt de meeste stenen bij zich")
    assert kind.itemText(kind.findData("expert")) == "Computer: Expert"
    tip = kind.itemData(kind.findData("expert"), Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("Houdt zijn stenen bij zich")
