"""Joining a table in the window with only an invite code, through a rendezvous server
and fowld helpers kept on 127.0.0.1 (never another address)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

pytest.importorskip("fowl")
pytest.importorskip("wormhole_mailbox_server")

from rummy_desktop.app.online.host import HostedServer
from rummy_desktop.app.online.invite import InviteRoad
from rummy_desktop.app.online.play import OnlinePlay
from rummy_desktop.app.online.seat import OnlineSeat
from tests.online.test_invite import LOOPBACK_FOWLD, mailbox  # noqa: F401 - a fixture
from tests.ui.test_online_windows import open_table


@pytest.fixture
def server(qtbot: QtBot) -> Iterator[HostedServer]:
    hosted = HostedServer("127.0.0.1", 0)
    with qtbot.waitSignal(hosted.ready, timeout=20_000):
        hosted.start()
    try:
        yield hosted
    finally:
        hosted.stop()


@pytest.mark.slow
def test_a_guest_reaches_the_hosts_table_with_the_code(
    qtbot: QtBot,
    server: HostedServer,
    mailbox: str,  # noqa: F811 - the fixture
) -> None:
    created = open_table(qtbot, server, [("Ann", "easy"), ("Grandma", "remote")])
    port = int(server.url.rsplit(":", 1)[1])
    host_road = InviteRoad(mailbox, table_port=port, command=LOOPBACK_FOWLD)
    guest_road: InviteRoad | None = None
    play: OnlinePlay | None = None
    try:
        with qtbot.waitSignal(host_road.ready, timeout=60_000) as made:
            host_road.start()
        code = made.args[0]
        assert code.split("-", 1)[0].isdigit()
        guest_road = InviteRoad(mailbox, code=code, command=LOOPBACK_FOWLD)
        with qtbot.waitSignal(guest_road.ready, timeout=60_000) as reached:
            guest_road.start()
        url = reached.args[0]
        assert url.startswith("ws://127.0.0.1:") and url != server.url
        play = OnlinePlay(OnlineSeat(url, created["table"], created["seats"][1]["token"]))
        with qtbot.waitSignal(play.seat.welcomed, timeout=60_000):
            play.seat.start()
        qtbot.waitUntil(lambda: play is not None and play.view is not None, timeout=60_000)
        assert play.view is not None and play.view.names == ("Ann", "Grandma")
        assert len(play.view.rack) == 14
    finally:
        if play is not None:
            play.stop()
        if guest_road is not None:
            guest_road.stop()
        host_road.stop()
