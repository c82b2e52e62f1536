"""The host hands a lost seat to a computer in the lobby, with real clicks; on 127.0.0.1 only."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from pytestqt.qtbot import QtBot

from rummy_desktop.app.online.play import OnlinePlay
from rummy_desktop.app.online.seat import OnlineSeat
from rummy_desktop.ui.online.host import NOBODY, HostDialog
from rummy_desktop.ui.online.window import OnlineWindow
from rummy_desktop.ui.services import Services
from rummy_desktop.ui.window import MainWindow


def _click_draw_on_turn(qtbot: QtBot, window: OnlineWindow) -> Callable[[], None]:
    def draw() -> None:
        if window.play.board.on_turn and window.draw_button.isEnabled():
            qtbot.mouseClick(window.draw_button, Qt.MouseButton.LeftButton)

    return draw


def test_the_host_lets_a_computer_play_the_seat_of_a_lost_guest(
    qtbot: QtBot, services: Services
) -> None:
    window = MainWindow(levels=("easy",), services=services)
    qtbot.addWidget(window)
    window.show()
    dialog = window.online.host()
    assert isinstance(dialog, HostDialog)
    dialog.name_edits[0].setText("Ann")
    dialog.name_edits[1].setText("Grandpa")
    dialog.kind_boxes[2].setCurrentIndex(dialog.kind_boxes[2].findData(NOBODY))
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.created is not None, timeout=20_000)
    assert dialog.server is not None and dialog.server.url.startswith("ws://127.0.0.1:")
    created = dialog.created
    assert created is not None
    grandpa = OnlinePlay(
        OnlineSeat(dialog.server.url, created["table"], created["seats"][1]["token"])
    )
    grandpa.seat.start()
    try:
        qtbot.waitUntil(
            lambda: "Grandpa: joined" in dialog.lobby_text.toPlainText(), timeout=20_000
        )
        assert not dialog.away_row.isVisible()  # nobody is away yet
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        ann = window.online.windows[0]
        assert isinstance(ann, OnlineWindow)
        qtbot.waitUntil(lambda: ann.play.view is not None, timeout=20_000)

        grandpa.stop()  # Grandpa's line drops: the seat waits, and the host sees it
        qtbot.waitUntil(lambda: dialog.away_row.isVisible(), timeout=20_000)
        assert "Grandpa: connection lost; the seat waits" in dialog.lobby_text.toPlainText()
        assert dialog.away_box.currentText() == "Grandpa"
        assert dialog.hand_over_button.isEnabled()
        dialog.stand_in_box.setCurrentIndex(dialog.stand_in_box.findData("easy"))
        qtbot.mouseClick(dialog.hand_over_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(
            lambda: (
                "the computer (Easy) plays until they return" in dialog.lobby_text.toPlainText()
            ),
            timeout=20_000,
        )
        assert not dialog.away_row.isVisible()  # no seat is left waiting

        # Ann draws on each of her turns; Grandpa's turns are the stand-in's.
        draw = _click_draw_on_turn(qtbot, ann)
        ann.play.stateChanged.connect(lambda: QTimer.singleShot(0, draw))
        view = ann.play.view
        assert view is not None
        start = view.turn
        draw()
        qtbot.waitUntil(
            lambda: ann.play.view is not None and ann.play.view.turn >= start + 4, timeout=60_000
        )
        assert "(a computer plays for now)" in ann.players_label.text()
        assert ann.play.view is not None and ann.play.view.rack_sizes[1] > 0
    finally:
        grandpa.stop()
        window.close()
