"""What the Host lobby says, line by line, before anyone has joined; on 127.0.0.1 only."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.ui.level_names import level_title
from rummy_desktop.ui.online.host import HostDialog
from rummy_desktop.ui.services import Services
from rummy_desktop.ui.window import MainWindow


def test_the_lobby_names_the_way_in_and_every_seat(qtbot: QtBot, services: Services) -> None:
    window = MainWindow(levels=("easy",), services=services)
    qtbot.addWidget(window)
    dialog = window.online.host()
    assert isinstance(dialog, HostDialog)
    dialog.name_edits[0].setText("Ann")
    dialog.name_edits[1].setText("Grandpa")
    dialog.name_edits[2].setText("Robot")
    dialog.kind_boxes[2].setCurrentIndex(dialog.kind_boxes[2].findData("easy"))
    dialog.lan_radio.setChecked(True)
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.created is not None and bool(dialog.joined), timeout=20_000)
    created, server = dialog.created, dialog.server
    assert created is not None and server is not None
    assert server.url == f"ws://127.0.0.1:{server.listening_port}"
    assert dialog.lobby_text.toPlainText().splitlines() == [
        f"Address: {server.url}",
        f"Table code: {created['table']}",
        "From another computer, use this computer's own address.",
        f"Watch code (to watch without playing): {created['watch_code']}",
        "Ann: at this computer",
        f"Grandpa: waiting; seat token: {created['seats'][1]['token']}",
        f"Robot: computer: {level_title('easy')}",
    ]
    window.close()
