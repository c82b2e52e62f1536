"""Game > Play online > Join: the way to the table (a code, or an address) and the seat.

The invite code only opens the road to the host's computer; the table code
and the seat token (both read over the phone with it) say where to sit. Bad
input is said in the dialog, which stays open with everything typed.

Seats this computer took before (:mod:`rummy_desktop.app.online.remembered_seats`)
are offered at the top: "Rejoin" takes a seat joined by address again at
once, and fills in a seat joined by invite code, which then needs the new
code the host's computer makes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.online.chat import one_line
from rummy_desktop.app.online.remembered_seats import RememberedSeat
from rummy_desktop.online.codes import TOKEN_LENGTH, mistake, plain
from rummy_desktop.online.invite import PUBLIC_MAILBOX
from rummy_desktop.ui.online.look import invite_missing_words

TABLE_CODE: Final = re.compile(r"[A-HJ-NP-Z2-9]{6}")
"""Six characters of the table's alphabet (docs/online-protocol.md)."""
INVITE_CODE: Final = re.compile(r"\d+-[a-z]+(-[a-z]+)+")
"""magic-wormhole's codes: a number and words (7-guitarist-revenge)."""


@dataclass(frozen=True, slots=True)
class JoinRequest:
    """What the player typed: the way to the table and the seat to take."""

    name: str
    table: str
    token: str
    url: str = ""
    invite_code: str = ""
    mailbox: str = PUBLIC_MAILBOX


class JoinDialog(QDialog):
    """Asks for a name, the way to the table, the table code and the seat token.

    Signals:
        requested(JoinRequest): the input is well formed; the window tries it
            and calls :meth:`show_problem` if the table says no.
        forgotten(str): the player forgot the remembered seat at this table (its code).
    """

    requested = Signal(object)
    forgotten = Signal(str)

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        invite: bool = True,
        remembered: Sequence[RememberedSeat] = (),
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("OnlineJoin", "Join a table"))
        self.invite_offered = invite
        layout = QVBoxLayout(self)
        self.rejoin_box = QWidget()
        rejoin_row = QHBoxLayout(self.rejoin_box)
        rejoin_row.setContentsMargins(0, 0, 0, 0)
        rejoin_row.addWidget(QLabel(translate("OnlineJoin", "Your seats:")))
        self.seat_box = QComboBox()
        self.seat_box.setAccessibleName(translate("OnlineJoin", "Your seats"))
        rejoin_row.addWidget(self.seat_box, 1)
        self.rejoin_button = QPushButton(translate("OnlineJoin", "Rejoin"))
        self.rejoin_button.clicked.connect(self.rejoin)
        rejoin_row.addWidget(self.rejoin_button)
        self.forget_button = QPushButton(translate("OnlineHost", "Forget it"))
        self.forget_button.clicked.connect(self.forget)
        rejoin_row.addWidget(self.forget_button)
        layout.addWidget(self.rejoin_box)
        self.remembered: list[RememberedSeat] = []
        form = QFormLayout()
        self.name_edit = QLineEdit()
        form.addRow(translate("OnlineJoin", "Your name:"), self.name_edit)
        self.invite_radio = QRadioButton(translate("OnlineJoin", "Invite code"))
        self.address_radio = QRadioButton(translate("OnlineJoin", "Connect to address"))
        self.code_edit = QLineEdit()
        self.code_edit.setPlaceholderText("7-guitarist-revenge")
        self.mailbox_edit = QLineEdit(PUBLIC_MAILBOX)
        self.url_edit = QLineEdit()
        self.url_edit.setPlaceholderText("ws://192.168.1.20:8765")
        form.addRow(self.invite_radio)
        form.addRow(translate("OnlineJoin", "Code:"), self.code_edit)
        form.addRow(translate("OnlineJoin", "Rendezvous server:"), self.mailbox_edit)
        form.addRow(self.address_radio)
        form.addRow(translate("OnlineJoin", "Address:"), self.url_edit)
        self.table_edit = QLineEdit()
        self.table_edit.setPlaceholderText("ABC234")
        self.token_edit = QLineEdit()
        form.addRow(translate("OnlineJoin", "Table code:"), self.table_edit)
        form.addRow(translate("OnlineJoin", "Seat token:"), self.token_edit)
        layout.addLayout(form)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #a0101a; font-weight: bold;")
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.join_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.join_button.setText(translate("OnlineJoin", "Join"))
        self.buttons.accepted.connect(self.try_join)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.invite_radio.setEnabled(invite)
        if not invite:
            self.invite_radio.setToolTip(invite_missing_words())
        (self.invite_radio if invite else self.address_radio).setChecked(True)
        self.invite_radio.toggled.connect(self._show_way)
        self._show_way()
        self.show_remembered(remembered)

    # -- seats taken before -----------------------------------------------------
    def show_remembered(self, seats: Sequence[RememberedSeat]) -> None:
        """Offer these seats for rejoining (none: the row is hidden)."""
        self.remembered = list(seats)
        self.seat_box.clear()
        for seat in self.remembered:
            self.seat_box.addItem(seat_words(seat))
        self.rejoin_box.setVisible(bool(self.remembered))

    def forget(self) -> None:
        """Forget the chosen seat (a table that will not come back)."""
        index = self.seat_box.currentIndex()
        if 0 <= index < len(self.remembered):
            table = self.remembered[index].table
            self.show_remembered([s for s in self.remembered if s.table != table])
            self.forgotten.emit(table)

    def rejoin(self) -> None:
        """Take the chosen seat again: at once by address; by invite code once the new code
        is typed."""
        index = self.seat_box.currentIndex()
        if not 0 <= index < len(self.remembered):
            return
        seat = self.remembered[index]
        self.name_edit.setText(seat.name)
        self.table_edit.setText(seat.table)
        self.token_edit.setText(seat.token)
        if seat.by_invite:
            if not self.invite_offered:
                self.show_problem(invite_missing_words())
                return
            self.invite_radio.setChecked(True)
            self.code_edit.clear()
            self.mailbox_edit.setText(seat.mailbox or PUBLIC_MAILBOX)
            self.code_edit.setFocus()
            self.show_problem(
                translate(
                    "OnlineJoin",
                    "Type the new invite code the host's computer made, then press Join.",
                )
            )
            return
        self.address_radio.setChecked(True)
        self.url_edit.setText(seat.url)
        self.try_join()

    def _show_way(self) -> None:
        by_code = self.invite_radio.isChecked()
        self.code_edit.setEnabled(by_code)
        self.mailbox_edit.setEnabled(by_code)
        self.url_edit.setEnabled(not by_code)

    def request(self) -> JoinRequest | str:
        """The request the fields make, or what is wrong with them."""
        table = plain(self.table_edit.text())  # read in any case, with or without dashes
        token = self.token_edit.text().strip()
        name = self.name_edit.text().strip()
        if not name:
            return translate("OnlineJoin", "Type your name.")
        if self.invite_radio.isChecked():
            code = self.code_edit.text().strip().lower()
            if not INVITE_CODE.fullmatch(code):
                return translate(
                    "OnlineJoin", "An invite code is a number and words, like 7-guitarist-revenge."
                )
            mailbox = self.mailbox_edit.text().strip() or PUBLIC_MAILBOX
            way = {"invite_code": code, "mailbox": mailbox}
        else:
            url = self.url_edit.text().strip()
            if not url.startswith(("ws://", "wss://")) or len(url) < len("ws://h"):
                return translate(
                    "OnlineJoin", "An address starts with ws:// or wss://, like ws://host:8765."
                )
            way = {"url": url}
        if not TABLE_CODE.fullmatch(table):
            return translate("OnlineJoin", "A table code is six letters and digits, like ABC234.")
        if not token:
            return translate("OnlineJoin", "Type the seat token the host gave you.")
        if mistake(token, TOKEN_LENGTH):  # its check character does not fit
            return translate(
                "OnlineJoin",
                "The seat token has a mistake: a character is not what the host read out. "
                "Check it with the host.",
            )
        return JoinRequest(name=name, table=table, token=token, **way)

    def try_join(self) -> None:
        made = self.request()
        if isinstance(made, str):
            self.show_problem(made)
            return
        self.message.setText(translate("OnlineJoin", "Joining…"))
        self.join_button.setEnabled(False)
        self.requested.emit(made)

    def show_problem(self, text: str) -> None:
        """Say what went wrong; everything typed stays, and Join may be pressed again."""
        self.message.setText(text)
        self.join_button.setEnabled(True)


def seat_words(seat: RememberedSeat) -> str:
    """A remembered seat as the Join dialog names it: the table, the seat, the way."""
    name = one_line(seat.seat_name or seat.name)
    if seat.by_invite:
        return fill(translate("OnlineJoin", "Table %1, seat %2 (by invite code)"), seat.table, name)
    return fill(translate("OnlineJoin", "Table %1, seat %2 at %3"), seat.table, name, seat.url)
