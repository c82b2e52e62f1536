"""Game > Play online: Host… and Join…, and what happens between the dialog and the table.

Joining: the dialog's request (a code or an address) becomes a URL, a seat
connects with its token, and only once the table has welcomed it does its
window open; a refusal or an unreachable table is said in the dialog, which
keeps everything typed. Without the ``websockets`` package (the online
extra) both entries say how to install it instead.

Every seat taken is remembered in the data folder (the way, the table, the
token and the name typed), and offered as "Rejoin" in the Join dialog until
the table says it is gone or the match is over; a table this computer hosted
is offered for reopening by Host. :meth:`OnlineMenu.offer_at_start` offers
either at the program's start.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.online.play_for import play_for
from rummy_desktop.app.online.remembered_seats import HostMemory, RememberedSeat, SeatMemory
from rummy_desktop.families import TILES

if TYPE_CHECKING:  # imported when first used: a start with no online play stays light
    from rummy_desktop.app.online.card_play import OnlineCardPlay
    from rummy_desktop.app.online.invite import InviteRoad
    from rummy_desktop.app.online.play import OnlinePlay
    from rummy_desktop.app.online.seat import OnlineSeat
    from rummy_desktop.ui.online.card_window import OnlineCardWindow
    from rummy_desktop.ui.online.host import HostDialog
    from rummy_desktop.ui.online.join import JoinDialog, JoinRequest
    from rummy_desktop.ui.online.watch import WatchDialog
    from rummy_desktop.ui.online.window import OnlineWindow


def online_installed() -> bool:
    """Whether online play can be offered: ``websockets``, a dependency of every install,
    is there (a damaged installation may lack it)."""
    return importlib.util.find_spec("websockets") is not None


INSTALL_HINT = "pip install websockets"
"""How a damaged installation gets online play back."""


class OnlineMenu(QObject):
    """The Play online submenu of a window and the online windows it opened.

    Args:
        parent: the window whose Game menu holds the submenu.
        menu: that Game menu.
        data_dir: where the seats and the hosted table are remembered (asked each
            time: the player may choose another folder); by default the parent's
            ``services.data_dir``, and nothing is remembered without one.
    """

    def __init__(
        self,
        parent: QWidget,
        menu: QMenu,
        *,
        data_dir: Callable[[], Path | None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.window = parent
        self._data_dir = data_dir if data_dir is not None else self._parents_data_dir
        self.submenu = menu.addMenu(translate("OnlineMenu", "Play &online"))
        self.act_host = self.submenu.addAction(translate("OnlineMenu", "&Host…"))
        self.act_join = self.submenu.addAction(translate("OnlineMenu", "&Join…"))
        self.act_host.triggered.connect(lambda _c=False: self.host())
        self.act_join.triggered.connect(lambda _c=False: self.join())
        self.act_watch = self.submenu.addAction(translate("OnlineMenu", "&Watch a table…"))
        self.act_watch.triggered.connect(lambda _c=False: self.watch())
        self.watch_dialog: WatchDialog | None = None
        self.join_dialog: JoinDialog | None = None
        self.host_dialog: HostDialog | None = None
        self.windows: list[QWidget] = []
        self.info_box: QMessageBox | None = None
        self._roads: list[InviteRoad] = []
        self._pending: OnlineSeat | None = None
        self._again_from: OnlineWindow | OnlineCardWindow | None = None
        """The seat window whose player asked for the new match (while its seat is taken)."""

    def _parents_data_dir(self) -> Path | None:
        services = getattr(self.window, "services", None)
        folder = getattr(services, "data_dir", None)
        return folder if isinstance(folder, Path) else None

    @property
    def seat_memory(self) -> SeatMemory:
        return SeatMemory(self._data_dir())

    def offer_at_start(self) -> QWidget | None:
        """At the program's start: a table hosted here is offered for reopening (Host),
        else seats taken before for rejoining (Join); None when there is neither."""
        if not online_installed():
            return None
        if HostMemory(self._data_dir()).table() is not None:
            return self.host()
        if self.seat_memory.seats():
            return self.join()
        return None

    def _explain_install(self) -> None:
        self.info_box = QMessageBox(
            QMessageBox.Icon.Information,
            translate("OnlineMenu", "Play online"),
            fill(
                translate(
                    "OnlineMenu",
                    "Online play needs the websockets package, which is missing from this"
                    " installation.\n\nInstall it with:\n%1\nand start the game again.",
                ),
                INSTALL_HINT,
            ),
            QMessageBox.StandardButton.Ok,
            self.window,
        )
        self.info_box.open()

    # -- joining ----------------------------------------------------------------
    def join(self) -> JoinDialog | None:
        if not online_installed():
            self._explain_install()
            return None
        if self.join_dialog is None:
            from rummy_desktop.app.online.invite import invite_installed
            from rummy_desktop.ui.online.join import JoinDialog

            self.join_dialog = JoinDialog(self.window, invite=invite_installed())
            self.join_dialog.requested.connect(self._join_requested)
            self.join_dialog.forgotten.connect(lambda table: self.seat_memory.forget(table))
        self.join_dialog.show_remembered(self.seat_memory.seats())
        self.join_dialog.show()
        return self.join_dialog

    def _join_requested(self, request: JoinRequest) -> None:
        if request.url:
            self.take_seat(request.url, request.table, request.token, request.name)
            return
        from rummy_desktop.app.online.invite import InviteRoad

        road = InviteRoad(request.mailbox, code=request.invite_code)
        road.ready.connect(
            lambda url: self.take_seat(
                url, request.table, request.token, request.name, mailbox=request.mailbox
            )
        )
        road.failed.connect(self._join_failed)
        self._roads.append(road)
        road.start()

    def take_seat(
        self, url: str, table: str, token: str, name: str, *, mailbox: str = ""
    ) -> OnlineSeat:
        """Connect a seat; its window (tiles or cards, as the table says) opens once the
        table has welcomed it. ``name`` (the name typed) goes to the table with the seat's
        every hello; ``mailbox`` says the way was an invite code (its rendezvous server)."""
        from rummy_desktop.app.online.seat import OnlineSeat

        seat = OnlineSeat(url, table, token, name=name)
        self._pending = seat
        seat.welcomed.connect(
            lambda message: self._welcomed(seat, message, name, table, mailbox=mailbox)
        )
        seat.failed.connect(self._join_failed)
        seat.refused.connect(self._hello_refused)
        seat.gone.connect(lambda _why: self.seat_memory.forget(table))
        seat.start()
        return seat

    def _hello_refused(self, message: dict[str, Any]) -> None:
        """A hello the table refused without closing (a name another seat has): said in the
        dialog, as a refused token is."""
        if self._pending is not None and message.get("code") == "bad_frame":
            self._join_failed(str(message.get("message", "")))

    def _welcomed(
        self,
        seat: OnlineSeat,
        message: dict[str, Any],
        name: str,
        table: str,
        *,
        mailbox: str = "",
    ) -> None:
        if self._pending is not seat:
            return  # welcomed again after a lost connection: its window is open
        self._pending = None
        seat.failed.disconnect(self._join_failed)
        seat.refused.disconnect(self._hello_refused)
        asking, self._again_from = self._again_from, None
        if asking is not None and message.get("finished"):  # no new match at the table yet
            seat.stop()
            if shiboken6.isValid(asking):
                asking.again_refused(
                    translate("OnlineWindow", "The host has not started a new match yet.")
                )
            return
        game = str(message.get("game", TILES))
        self.seat_memory.remember(
            RememberedSeat(
                table=table,
                token=seat.token,
                name=name,
                url="" if mailbox else seat.url,
                mailbox=mailbox,
                game=game,
                seat_name=_seat_name(message),
            )
        )
        play = play_for(seat, game)
        play.finished.connect(lambda _result: self.seat_memory.forget(table))
        play.take_welcome(message)
        self.open_window(play, name, table)
        if self.join_dialog is not None:
            self.join_dialog.message.clear()
            self.join_dialog.join_button.setEnabled(True)
            self.join_dialog.hide()

    def open_window(self, play: OnlinePlay | OnlineCardPlay, name: str, table: str) -> QWidget:
        """The seat's window: the card table for a card game, else the tile table."""
        from rummy_desktop.app.online.card_play import OnlineCardPlay
        from rummy_desktop.ui.online.card_window import OnlineCardWindow
        from rummy_desktop.ui.online.window import OnlineWindow

        title = fill(translate("OnlineMenu", "%1 at table %2"), name, table)
        window: OnlineWindow | OnlineCardWindow
        if isinstance(play, OnlineCardPlay):
            window = OnlineCardWindow(play, title)
        else:
            window = OnlineWindow(play, title)
        self.windows.append(window)
        seat = play.seat
        window.againRequested.connect(
            lambda: self.join_again(window, seat.url, seat.table, seat.token, name)
        )
        window.show()
        return window

    def join_again(
        self, window: OnlineWindow | OnlineCardWindow, url: str, table: str, token: str, name: str
    ) -> None:
        """A seat window whose match is over asks for the new match at its table: the seat
        is taken again with its token; a new window opens once the table has dealt it (the
        old window is told when no new match has been started yet)."""
        if self._pending is not None:
            window.again_refused(translate("OnlineWindow", "Another seat is being taken: wait."))
            return
        self._again_from = window
        self.take_seat(url, table, token, name)

    def _join_failed(self, why: str) -> None:
        if self._pending is not None:
            self._pending.stop()
            self._pending = None
        asking, self._again_from = self._again_from, None
        if asking is not None and shiboken6.isValid(asking):
            asking.again_refused(fill(translate("OnlineMenu", "Could not join: %1"), why))
            return
        if self.join_dialog is not None:
            self.join_dialog.show_problem(fill(translate("OnlineMenu", "Could not join: %1"), why))

    # -- watching -------------------------------------------------------------------
    def watch(self) -> WatchDialog | None:
        """Watch a table by its watch code (what every seat may see, no rack)."""
        if not online_installed():
            self._explain_install()
            return None
        from rummy_desktop.ui.online.watch import WatchDialog

        if self.watch_dialog is None:
            self.watch_dialog = WatchDialog(self.window)
        self.watch_dialog.show()
        return self.watch_dialog

    # -- hosting ------------------------------------------------------------------
    def host(self) -> HostDialog | None:
        if not online_installed():
            self._explain_install()
            return None
        from rummy_desktop.ui.online.host import HostDialog

        if self.host_dialog is None:
            self.host_dialog = HostDialog(self, self.window, data_dir=self._data_dir())
        else:
            self.host_dialog.offer_reopen()
        self.host_dialog.show()
        return self.host_dialog

    def shutdown(self) -> None:
        """Close every online window and road (the main window is closing)."""
        for window in self.windows:
            window.close()
        if self.host_dialog is not None:
            self.host_dialog.shutdown()
        if self.watch_dialog is not None:
            self.watch_dialog.shutdown()
        for road in self._roads:
            road.stop()


def _seat_name(welcome: dict[str, Any]) -> str:
    """The seat's name at the table, from its ``welcome`` ("" when it does not say)."""
    seats, seat = welcome.get("seats"), welcome.get("seat")
    if isinstance(seats, list) and isinstance(seat, int) and 0 <= seat < len(seats):
        entry = seats[seat]
        if isinstance(entry, dict):
            return str(entry.get("name", ""))
    return ""
