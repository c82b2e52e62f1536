"""Online play is in every install; the one extra left (invite by code) is named with its
command wherever a family would look for it (issue 28, "online play in the everyday install")."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.ui.online import host as online_host
from rummy_desktop.ui.online import join as online_join
from rummy_desktop.ui.online.host import HostDialog
from rummy_desktop.ui.online.join import JoinDialog
from rummy_desktop.ui.online.look import INVITE_INSTALL_HINT
from rummy_desktop.ui.online.menu import online_installed
from rummy_desktop.ui.services import Services
from rummy_desktop.ui.window import MainWindow


def test_websockets_comes_with_every_install() -> None:
    assert online_installed()


def test_without_invite_by_code_host_and_join_say_how_to_get_it(
    qtbot: QtBot, services: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(online_host, "invite_installed", lambda: False)
    window = MainWindow(levels=("easy",), services=services)
    qtbot.addWidget(window)
    host = HostDialog(window.online, window)
    qtbot.addWidget(host)
    host.show()
    assert not host.invite_button.isVisibleTo(host)
    assert host.invite_missing.isVisibleTo(host)
    assert INVITE_INSTALL_HINT in host.invite_missing.text()
    join = JoinDialog(window, invite=False)
    qtbot.addWidget(join)
    assert not join.invite_radio.isEnabled()
    assert INVITE_INSTALL_HINT in join.invite_radio.toolTip()
    assert online_join.invite_missing_words() == join.invite_radio.toolTip()


def test_with_invite_by_code_the_line_is_not_shown(qtbot: QtBot, services: Services) -> None:
    window = MainWindow(levels=("easy",), services=services)
    qtbot.addWidget(window)
    host = HostDialog(window.online, window)
    qtbot.addWidget(host)
    host.show()
    assert host.invite_missing.isVisibleTo(host) is not online_host.invite_installed()
