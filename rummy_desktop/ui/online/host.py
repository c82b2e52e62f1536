"""Game > Play online > Host: choose the seats, open a table on this computer, wait in a lobby.

The host picks who sits where (a person at this computer, a person joining
from elsewhere, or a computer level), and whether the table is reached only
through this computer (loopback, for invite codes) or from the local network
too. The dialog then starts the headless table server in-process
(:class:`~rummy_desktop.app.online.host.HostedServer`) and turns into the
lobby: the address, the table code and each remote seat's token to read over
the phone (and an invite code when the invite extra is installed), who has
joined, and Start, which opens a window for each person at this computer.
The game begins at the table once every seat has sat down.

The server autosaves the table in a folder of its own under the data folder,
and the dialog remembers the table (:mod:`rummy_desktop.app.online.remembered_seats`):
after the host's program is closed or killed, Host offers to reopen it on the
same port, where the guests who joined by address find it again by
themselves and everyone's seat and token still hold. The lobby keeps showing
every remote seat's token, so a guest whose program died can rejoin.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any, Final, Protocol

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.app.computers import available_levels
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.online.card_play import OnlineCardPlay
from rummy_desktop.app.online.host import ALL_INTERFACES, LOOPBACK, HostedServer
from rummy_desktop.app.online.invite import InviteRoad, invite_installed
from rummy_desktop.app.online.play import OnlinePlay
from rummy_desktop.app.online.play_for import play_for
from rummy_desktop.app.online.remembered_seats import HostedTable, HostMemory, remove_folder
from rummy_desktop.app.online.seat import OnlineSeat
from rummy_desktop.cards.core.rules import CardRules
from rummy_desktop.core.rules import PRESET_TITLES, RuleSet, preset
from rummy_desktop.families import TILES, FamilyKind, families, family
from rummy_desktop.online.invite import PUBLIC_MAILBOX
from rummy_desktop.ui.level_names import level_title
from rummy_desktop.ui.online.look import invite_missing_words
from rummy_desktop.ui.option_words import preset_title
from rummy_desktop.ui.screen_fit import fit_to_screen
from rummy_desktop.ui.services import Asker, ask_with_message_box


class WindowOpener(Protocol):
    """Where the host's own seat is played: the Play online menu that opened this dialog."""

    def open_window(self, play: OnlinePlay | OnlineCardPlay, name: str, table: str) -> QWidget:
        """Open the window of a seat that the table has welcomed."""


SEAT_ROWS: Final = 4
HERE: Final = "here"
REMOTE: Final = "remote"
NOBODY: Final = ""
CARDS: Final = "cards:"
"""Marks a card game among the rules to choose from."""


class HostDialog(QDialog):
    """The seats, then the lobby, of a table hosted on this computer."""

    def __init__(
        self,
        menu: WindowOpener,
        parent: QWidget | None = None,
        *,
        data_dir: Path | None = None,
        ask: Asker | None = None,
    ) -> None:
        super().__init__(parent)
        self.menu = menu
        if ask is None:
            ask = getattr(getattr(parent, "services", None), "ask", ask_with_message_box)
        self.ask: Asker = ask
        """The window's non-blocking yes/no question (the host is asked before an end)."""
        self.setWindowTitle(translate("OnlineHost", "Host a table"))
        self.server: HostedServer | None = None
        self.created: dict[str, Any] | None = None
        self.seats: list[tuple[str, str]] = []
        self.joined: list[dict[str, Any]] = []
        self.plays: list[OnlinePlay | OnlineCardPlay] = []
        self.roads: list[InviteRoad] = []
        self.memory = HostMemory(data_dir)
        self.folder: Path | None = None
        """Where the table server autosaves this dialog's table (None: nowhere)."""
        self._game = TILES
        self._over = False
        self.reopened = False
        self.rematched = False
        """A new match was dealt at this table (its people take their seats again)."""
        self.old_plays: list[OnlinePlay | OnlineCardPlay] = []
        """The seats here of the matches before (their windows show the result)."""
        """The table was opened again after a restart (its old invite codes are gone)."""
        layout = QVBoxLayout(self)
        self.reopen_text = QLabel()
        self.reopen_text.setWordWrap(True)
        self.reopen_button = QPushButton(translate("OnlineHost", "Reopen the table"))
        self.reopen_button.clicked.connect(self.reopen)
        self.forget_button = QPushButton(translate("OnlineHost", "Forget it"))
        self.forget_button.clicked.connect(self.forget_hosted)
        reopen_row = QHBoxLayout()
        reopen_row.addWidget(self.reopen_text, 1)
        reopen_row.addWidget(self.reopen_button)
        reopen_row.addWidget(self.forget_button)
        self.reopen_box = QWidget()
        self.reopen_box.setLayout(reopen_row)
        self.reopen_box.hide()
        layout.addWidget(self.reopen_box)
        grid = QGridLayout()
        grid.addWidget(QLabel(translate("OnlineHost", "Name")), 0, 0)
        grid.addWidget(QLabel(translate("OnlineHost", "Who plays")), 0, 1)
        defaults = [
            (translate("OnlineHost", "Me"), HERE),
            (translate("OnlineHost", "Guest"), REMOTE),
            (translate("OnlineHost", "Computer"), "medium"),
            ("", NOBODY),
        ]
        self.name_edits: list[QLineEdit] = []
        self.kind_boxes: list[QComboBox] = []
        for row, (name, kind) in enumerate(defaults[:SEAT_ROWS], start=1):
            edit = QLineEdit(name)
            box = QComboBox()
            box.addItem(translate("OnlineHost", "a person at this computer"), HERE)
            box.addItem(translate("OnlineHost", "a person joining from elsewhere"), REMOTE)
            for level in available_levels():
                box.addItem(
                    fill(translate("OnlineHost", "computer: %1"), level_title(level)), level
                )
            box.addItem(translate("OnlineHost", "nobody"), NOBODY)
            box.setCurrentIndex(max(0, box.findData(kind)))
            grid.addWidget(edit, row, 0)
            grid.addWidget(box, row, 1)
            self.name_edits.append(edit)
            self.kind_boxes.append(box)
        layout.addLayout(grid)
        rules_row = QHBoxLayout()
        rules_row.addWidget(QLabel(translate("OnlineHost", "Rules:")))
        self.rules_box = QComboBox()
        for key in PRESET_TITLES:
            if not preset(key).draw_and_discard:
                self.rules_box.addItem(preset_title(key), key)
        for entry in families(FamilyKind.CARDS):  # card games, each with its own rules
            if entry.has("table"):  # the table server plays it
                self.rules_box.addItem(
                    fill(
                        translate("NewGameDialog", "Cards: %1"),
                        translate("CardGames", entry.title),
                    ),
                    CARDS + entry.id,
                )
        rules_row.addWidget(self.rules_box, 1)
        layout.addLayout(rules_row)
        self.loopback_radio = QRadioButton(
            translate("OnlineHost", "Only through this computer (invite codes)")
        )
        self.lan_radio = QRadioButton(
            translate("OnlineHost", "Also from the local network (connect to address)")
        )
        self.loopback_radio.setChecked(True)
        layout.addWidget(self.loopback_radio)
        layout.addWidget(self.lan_radio)
        self.open_button = QPushButton(translate("OnlineHost", "Open the table"))
        self.open_button.clicked.connect(self.open_table)
        layout.addWidget(self.open_button)
        self.lobby_text = QTextBrowser()
        self.lobby_text.setMinimumHeight(180)
        layout.addWidget(self.lobby_text)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #a0101a; font-weight: bold;")
        layout.addWidget(self.message)
        away_row = QHBoxLayout()
        self.away_box = QComboBox()
        self.stand_in_box = QComboBox()
        for level in available_levels():
            self.stand_in_box.addItem(level_title(level), level)
        self.hand_over_button = QPushButton(translate("OnlineHost", "Let the computer play"))
        self.hand_over_button.setToolTip(
            translate(
                "OnlineHost",
                "A computer plays the seat of someone whose connection is lost; "
                "they take it back when they return.",
            )
        )
        self.hand_over_button.clicked.connect(self.hand_over)
        away_row.addWidget(QLabel(translate("OnlineHost", "Away:")))
        away_row.addWidget(self.away_box, 1)
        away_row.addWidget(self.stand_in_box)
        away_row.addWidget(self.hand_over_button)
        self.away_row = QWidget()
        self.away_row.setLayout(away_row)
        self.away_row.hide()
        layout.addWidget(self.away_row)
        host_row = QHBoxLayout()
        self.pause_button = QPushButton(translate("OnlineHost", "Pause"))
        self.pause_button.setToolTip(
            translate(
                "OnlineHost",
                "Stops every clock at the table; nobody can play until you resume.",
            )
        )
        self.pause_button.clicked.connect(self.toggle_pause)
        self.end_button = QPushButton(translate("OnlineHost", "End the game"))
        self.end_button.clicked.connect(self.ask_end)
        self.rematch_button = QPushButton(translate("OnlineHost", "New match, same seats"))
        self.rematch_button.setToolTip(
            translate(
                "OnlineHost",
                "Deals a new match at this table for the same players; their seat tokens stay.",
            )
        )
        self.rematch_button.clicked.connect(self.rematch)
        host_row.addWidget(self.pause_button)
        host_row.addWidget(self.end_button)
        host_row.addWidget(self.rematch_button)
        host_row.addStretch(1)
        self.host_row = QWidget()
        self.host_row.setLayout(host_row)
        self.host_row.hide()
        layout.addWidget(self.host_row)
        buttons = QHBoxLayout()
        self.invite_button = QPushButton(translate("OnlineHost", "Make an invite code"))
        self.invite_button.setEnabled(False)
        self.invite_button.setVisible(invite_installed())
        self.invite_button.clicked.connect(self.make_invite)
        self.start_button = QPushButton(translate("OnlineHost", "Start"))
        self.start_button.setEnabled(False)
        self.start_button.clicked.connect(self.start)
        buttons.addWidget(self.invite_button)
        self.mailbox_label = QLabel(translate("OnlineJoin", "Rendezvous server:"))
        self.mailbox_edit = QLineEdit(PUBLIC_MAILBOX)
        self.mailbox_edit.setToolTip(
            translate(
                "OnlineHost",
                "Where the two computers meet to pair their invite code; the guest uses the same.",
            )
        )
        for widget in (self.mailbox_label, self.mailbox_edit):
            widget.setVisible(invite_installed())
            buttons.addWidget(widget, 1 if widget is self.mailbox_edit else 0)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        layout.addLayout(buttons)
        self.invite_missing = QLabel(invite_missing_words())
        self.invite_missing.setWordWrap(True)
        self.invite_missing.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.invite_missing.setVisible(not invite_installed())
        layout.addWidget(self.invite_missing)
        self.invite_codes: list[str] = []
        self.offer_reopen()
        fit_to_screen(self, QSize(620, 560), near=parent)

    # -- a table hosted before ------------------------------------------------------
    def offer_reopen(self) -> HostedTable | None:
        """Offer the remembered table for reopening, if there is one and none is open here."""
        hosted = self.memory.table() if self.server is None else None
        self.reopen_box.setVisible(hosted is not None)
        if hosted is not None:
            names = ", ".join(name for name, _, _ in hosted.seats)
            self.reopen_text.setText(
                fill(
                    translate(
                        "OnlineHost",
                        "Your table %1 (%2) was still open when the game closed. Reopen it on "
                        "port %3: guests who joined by address come back by themselves.",
                    ),
                    hosted.code,
                    html.escape(names),
                    hosted.port,
                )
            )
        return hosted

    def reopen(self) -> None:
        """Open the remembered table again on its port, from its autosave."""
        hosted = self.memory.table()
        if hosted is None or self.server is not None:
            self.offer_reopen()
            return
        self.message.clear()
        self.reopen_button.setEnabled(False)
        self.open_button.setEnabled(False)
        self.seats = [(name, kind) for name, kind, _ in hosted.seats]
        self._game = hosted.game
        for row, (edit, box) in enumerate(zip(self.name_edits, self.kind_boxes, strict=True)):
            name, kind = self.seats[row] if row < len(self.seats) else ("", NOBODY)
            edit.setText(name)
            box.setCurrentIndex(max(0, box.findData(kind)))
        self.lan_radio.setChecked(hosted.host == ALL_INTERFACES)
        self.folder = Path(hosted.folder)
        self.server = HostedServer(hosted.host, hosted.port, self.folder)
        self.server.resume(hosted.code, hosted.host_token)
        self.server.resumed.connect(lambda found: self._resumed(hosted, found))
        self.server.lobby.connect(self._lobby)
        self.server.failed.connect(self._failed)
        self.server.start()

    def _resumed(self, hosted: HostedTable, found: bool) -> None:
        self.reopen_box.hide()
        if found:
            self.reopened = True
            self._opened(hosted.created())
            if self.server is not None:  # the old watch code was not remembered: a new one
                self.server.watch_code.connect(self._watch_code)
                self.server.order("new_watch_code")
            return
        self.message.setText(
            fill(
                translate(
                    "OnlineHost",
                    "The table %1 is gone: its game was over, or nobody played at it for a long "
                    "time.",
                ),
                hosted.code,
            )
        )
        self.memory.forget()
        self._stop_server()
        self.open_button.setEnabled(True)

    def _watch_code(self, code: str) -> None:
        if self.created is not None and code:
            self.created["watch_code"] = code
            self._show_lobby()

    def forget_hosted(self) -> None:
        """Forget the remembered table and its autosave (a new table can be opened)."""
        self.memory.forget()
        self.reopen_box.hide()

    def _stop_server(self) -> None:
        server, self.server = self.server, None
        if server is not None:
            server.stop()

    # -- opening ------------------------------------------------------------------
    def chosen_seats(self) -> list[tuple[str, str]] | str:
        """The seats as (name, who plays), or what is wrong with the choice."""
        seats = []
        for edit, box in zip(self.name_edits, self.kind_boxes, strict=True):
            kind = str(box.currentData())
            if kind == NOBODY:
                continue
            name = edit.text().strip()
            if not name:
                return translate("OnlineHost", "Every seat needs a name.")
            seats.append((name, kind))
        if len(seats) < 2:
            return translate("OnlineHost", "A game needs at least two seats.")
        if len({n for n, _ in seats}) != len(seats):
            return translate("OnlineHost", "Two seats have the same name.")
        if not any(kind == HERE for _, kind in seats):
            return translate("OnlineHost", "At least one person plays at this computer.")
        return seats

    def open_table(self) -> None:
        seats = self.chosen_seats()
        if isinstance(seats, str):
            self.message.setText(seats)
            return
        self.message.clear()
        self.seats = seats
        self._game = self.game()
        self.open_button.setEnabled(False)
        self.reopen_box.hide()
        self.memory.forget()  # one hosted table at a time: a new one replaces the old
        host = ALL_INTERFACES if self.lan_radio.isChecked() else LOOPBACK
        self.folder = self.memory.new_folder()
        self.server = HostedServer(host, 0, self.folder)
        self.server.ready.connect(self._server_ready)
        self.server.opened.connect(self._opened)
        self.server.lobby.connect(self._lobby)
        self.server.failed.connect(self._failed)
        self.server.start()

    def game(self) -> str:
        """``tiles``, or the card game chosen."""
        chosen = str(self.rules_box.currentData())
        return chosen.removeprefix(CARDS) if chosen.startswith(CARDS) else TILES

    def _server_ready(self, _url: str) -> None:
        assert self.server is not None
        chosen = str(self.rules_box.currentData())
        game = self.game()
        # A tile preset is chosen by its name; a card game is its family's own rules.
        rules: RuleSet | CardRules = family(game).new_rules(chosen if game == TILES else None)
        # People here play through a window of their own, so the table sees them as remote.
        wire = [(n, REMOTE if k in (HERE, REMOTE) else k) for n, k in self.seats]
        self.server.open_table(wire, rules)

    def _failed(self, why: str) -> None:
        self.message.setText(why)
        if self.created is None and self.server is not None and not self.server.url:
            self._stop_server()  # the server did not start: Open or Reopen may be tried again
            self.offer_reopen()
            self.reopen_button.setEnabled(True)
        self.open_button.setEnabled(self.created is None)
        self._show_host_controls()  # a refused pause, end or rematch may be asked again

    def _opened(self, created: dict[str, Any]) -> None:
        self.created = created
        self._remember(created)
        for widget in (*self.name_edits, *self.kind_boxes, self.rules_box):
            widget.setEnabled(False)
        self.loopback_radio.setEnabled(False)
        self.lan_radio.setEnabled(False)
        self.invite_button.setEnabled(True)
        self.start_button.setEnabled(True)
        self.host_row.show()
        self._show_host_controls()
        self._show_lobby()

    def _remember(self, created: dict[str, Any]) -> None:
        """Keep what reopening this table after a restart needs."""
        server = self.server
        if server is None or self.folder is None or not server.url:
            return
        self.memory.remember(
            HostedTable(
                host=server.host,
                port=server.listening_port,
                code=str(created["table"]),
                host_token=str(created.get("host_token", "")),
                game=self._game,
                seats=tuple(
                    (name, kind, str(seat.get("token", "")))
                    for (name, kind), seat in zip(self.seats, created["seats"], strict=True)
                ),
                folder=str(self.folder),
            )
        )

    def _lobby(self, seats: list[dict[str, Any]]) -> None:
        self.joined = seats
        finished = any(seat.get("finished") for seat in seats)
        if not self._over and finished:
            self._over = True  # nothing to reopen: the autosave goes with the server
            self.memory.forget_entry()
        elif self._over and seats and not finished:  # a new match at the table
            self._over, self.rematched = False, True
            self.old_plays += self.plays
            self.plays = []
            self.start_button.setEnabled(self.created is not None)
            if self.created is not None:
                self._remember(self.created)
        self._show_lobby()
        self._show_away()
        self._show_host_controls()

    # -- the host's say: pause, resume, end ----------------------------------------
    @property
    def paused(self) -> bool:
        """The table says it is paused (by this host)."""
        return any(seat.get("paused") for seat in self.joined)

    def _show_host_controls(self) -> None:
        self.pause_button.setText(
            translate("OnlineHost", "Resume") if self.paused else translate("OnlineHost", "Pause")
        )
        for button in (self.pause_button, self.end_button):
            button.setEnabled(self.created is not None and not self._over)
        self.rematch_button.setVisible(self._over)
        self.rematch_button.setEnabled(self.created is not None and self._over)

    def toggle_pause(self) -> None:
        """Pause the table, or let it go on (the lobby then says what the table did)."""
        if self.server is None or self.created is None or self._over:
            return
        self.pause_button.setEnabled(False)  # until the lobby says what the table did
        self.message.clear()
        self.server.order("resume" if self.paused else "pause")

    def ask_end(self) -> None:
        """Ask the host first: ending the game ends it for everyone at the table."""
        if self.server is None or self.created is None or self._over:
            return
        self.ask(
            self,
            translate("OnlineHost", "End the game"),
            translate(
                "OnlineHost",
                "End the game for everyone? The scores stay as they are and nobody wins.",
            ),
            self._end_answered,
        )

    def rematch(self) -> None:
        """A new match at this table once one is over: the same seats and tokens."""
        if self.server is None or self.created is None or not self._over:
            return
        self.rematch_button.setEnabled(False)  # until the lobby says what the table did
        self.message.clear()
        self.server.order("rematch")

    def _end_answered(self, yes: bool) -> None:
        if not yes or self.server is None or self._over:
            return
        self.end_button.setEnabled(False)
        self.pause_button.setEnabled(False)
        self.message.clear()
        self.server.order("end")

    def away_seats(self) -> list[int]:
        """Seats played from a window whose connection is lost, with no computer in them."""
        return [
            index
            for index, seat in enumerate(self.joined)
            if seat.get("remote")
            and seat.get("joined")
            and not seat.get("connected")
            and not seat.get("stand_in")
        ]

    def _show_away(self) -> None:
        """Offer the host the seats that wait for a lost player."""
        away = self.away_seats()
        chosen = self.away_box.currentData()
        self.away_box.clear()
        for index in away:
            self.away_box.addItem(str(self.joined[index].get("name", "")), index)
        self.away_box.setCurrentIndex(max(0, self.away_box.findData(chosen)))
        self.away_row.setVisible(bool(away))
        self.hand_over_button.setEnabled(bool(away))

    def hand_over(self) -> None:
        """The chosen away seat is played by the chosen computer until its player returns."""
        seat, level = self.away_box.currentData(), self.stand_in_box.currentData()
        if self.server is None or seat is None or level is None:
            return
        self.hand_over_button.setEnabled(False)  # until the lobby says what the table did
        self.message.clear()
        self.server.hand_over(int(seat), str(level))

    def _show_lobby(self) -> None:
        if self.created is None or self.server is None:
            return
        seats = zip(self.seats, self.created["seats"], strict=True)
        lines = [
            *self._table_lines(self.server.url, self.created),
            *self._match_lines(),
            *(
                f"{html.escape(name)}: {self._seat_words(kind, str(seat['token']), index)}"
                for index, ((name, kind), seat) in enumerate(seats)
            ),
        ]
        self.lobby_text.setHtml("<br>".join(lines))

    def _table_lines(self, url: str, created: dict[str, Any]) -> list[str]:
        """How guests reach the table: its address, code, invite codes and watch code."""
        lines = [
            fill(translate("OnlineHost", "Address: %1"), html.escape(url)),
            fill(translate("OnlineHost", "Table code: <b>%1</b>"), created["table"]),
        ]
        if self.lan_radio.isChecked():
            lines.append(
                translate("OnlineHost", "From another computer, use this computer's own address.")
            )
        if self.reopened and invite_installed() and not self.invite_codes:
            lines.append(
                translate(
                    "OnlineHost",
                    "Guests who came with an invite code need a new one: make it and read it "
                    "out; they choose Rejoin in Join and type it.",
                )
            )
        for code in self.invite_codes:
            lines.append(fill(translate("OnlineHost", "Invite code: <b>%1</b>"), code))
        if created.get("watch_code"):
            lines.append(
                fill(
                    translate("OnlineHost", "Watch code (to watch without playing): <b>%1</b>"),
                    html.escape(str(created["watch_code"])),
                )
            )
        return lines

    def _match_lines(self) -> list[str]:
        """Where the match stands: a new one waiting for Start, ended, or paused."""
        lines = []
        started = any(seat.get("started") for seat in self.joined)
        if self.rematched and not started and not self._over:
            lines.append(
                translate(
                    "OnlineHost",
                    "A new match: Start opens the windows of the people here; guests choose "
                    "Join the new match in their window.",
                )
            )
        if any(seat.get("ended_by_host") for seat in self.joined):
            lines.append(
                "<b>" + html.escape(translate("OnlinePlay", "The host ended the game.")) + "</b>"
            )
        elif self.paused:
            lines.append(
                "<b>" + html.escape(translate("OnlinePlay", "Paused by the host")) + "</b>"
            )
        return lines

    def _seat_words(self, kind: str, token: str, index: int) -> str:
        """What the lobby says of seat ``index``, played by ``kind``."""
        state = self.joined[index] if index < len(self.joined) else {}
        if kind in (HERE, REMOTE) and state.get("joined") and not state.get("connected"):
            return self._away_words(kind, token, state)
        if kind == REMOTE:  # the token stays shown: a guest whose program died rejoins
            return fill(
                translate("OnlineHost", "joined; seat token: <b>%1</b>")
                if state.get("joined")
                else translate("OnlineHost", "waiting; seat token: <b>%1</b>"),
                html.escape(token),
            )
        if kind == HERE:
            return translate("OnlineHost", "at this computer")
        return fill(translate("OnlineHost", "computer: %1"), level_title(kind))

    @staticmethod
    def _away_words(kind: str, token: str, state: dict[str, Any]) -> str:
        """A seat whose connection is lost: who plays it meanwhile, and a guest's token."""
        said = (
            fill(
                translate("OnlineHost", "away; the computer (%1) plays until they return"),
                level_title(str(state["stand_in"])),
            )
            if state.get("stand_in")
            else translate("OnlineHost", "<b>connection lost</b>; the seat waits")
        )
        if kind == REMOTE:
            said += " " + fill(
                translate("OnlineHost", "(seat token: <b>%1</b>)"), html.escape(token)
            )
        return said

    def make_invite(self) -> None:
        """An invite code for one more home (each code pairs two computers)."""
        if self.server is None:
            return
        mailbox = self.mailbox_edit.text().strip() or PUBLIC_MAILBOX
        road = InviteRoad(mailbox, table_port=self.server.listening_port)
        road.ready.connect(self._invite_made)
        road.failed.connect(self._failed)
        self.roads.append(road)
        road.start()

    def _invite_made(self, code: str) -> None:
        self.invite_codes.append(code)
        self._show_lobby()

    # -- playing -------------------------------------------------------------------
    def start(self) -> list[OnlinePlay | OnlineCardPlay]:
        """Open a window for each person at this computer; the table starts when all sit."""
        if self.created is None or self.server is None or self.plays:
            return self.plays
        self.start_button.setEnabled(False)
        table = str(self.created["table"])
        for (name, kind), seat in zip(self.seats, self.created["seats"], strict=True):
            if kind != HERE:
                continue
            play = play_for(OnlineSeat(self.server.url, table, str(seat["token"])), self._game)
            self.plays.append(play)
            self.menu.open_window(play, name, table)
            play.seat.start()
        return self.plays

    def shutdown(self) -> None:
        for play in (*self.old_plays, *self.plays):
            play.stop()
        for road in self.roads:
            road.stop()
        self._stop_server()
        if self._over and self.folder is not None:  # the game is over: its autosave goes
            remove_folder(self.folder, self.memory.folder)

    def closeEvent(self, event: Any) -> None:
        if not self.plays:
            self.shutdown()
        super().closeEvent(event)
