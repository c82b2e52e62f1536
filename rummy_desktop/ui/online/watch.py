"""Watching an online table: the Watch dialog and the watcher's window (no rack, no hand).

The watcher types the table's address, its code and the watch code the host
read out (the host's lobby shows it). The window shows what every seat may
see, tiles and cards alike: whose turn it is, each player's number of tiles or
cards and points, the table, the clock, a pause and the end. It has no rack and
no hand, and sends no move. Its frame is a seat window's
(:func:`~rummy_desktop.ui.online.frame.table_frame`), so a table looks the same
from either chair.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.online.seat import OnlineSeat
from rummy_desktop.app.online.watch import OnlineWatch
from rummy_desktop.families import TILES
from rummy_desktop.ui.board_views import TableView
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.online.frame import table_frame
from rummy_desktop.ui.screen_fit import fit_to_screen
from rummy_desktop.ui.table_scene import TableScene


class WatchWindow(QMainWindow):
    """A watched table: what every seat may see, and nothing to play with.

    Args:
        watch: the table watched (already connected or about to be started).
        title: what the window is called.
    """

    def __init__(self, watch: OnlineWatch, title: str) -> None:
        super().__init__()
        self.watch = watch
        watch.setParent(self)
        self.setWindowTitle(title)
        self.watching_label = QLabel(translate("OnlineWatch", "Watching: no rack is shown."))
        frame = table_frame(self, self.watching_label)  # a seat window's shape too
        self.banner, self.status = frame.banner, frame.status
        self.table_scene = TableScene(self)
        self.table_view = TableView(self.table_scene)
        frame.board.addWidget(self.table_view, 5)
        self.melds_text = QPlainTextEdit()
        self.melds_text.setReadOnly(True)
        self.melds_text.hide()
        frame.board.addWidget(self.melds_text, 5)
        side = frame.side
        self.clock_label = QLabel()
        side.addWidget(self.clock_label)
        self.players_label = QLabel()
        self.players_label.setTextFormat(Qt.TextFormat.RichText)
        side.addWidget(self.players_label)
        side.addStretch(1)
        watch.changed.connect(self.refresh)
        watch.failed.connect(self.show_failure)
        fit_to_screen(self, QSize(900, 600), self.minimumSizeHint())
        self.refresh()

    def refresh(self) -> None:
        watch = self.watch
        self.status.setText(watch.status())
        cards = watch.game != TILES
        self.table_view.setVisible(not cards)
        self.melds_text.setVisible(cards)
        table = watch.tile_table()
        if table is not None:
            self.table_scene.sync(table)
        if cards:
            melds = watch.card_melds()
            shown = "\n".join(melds) or translate("OnlineWatch", "No melds on the table yet.")
            if self.melds_text.toPlainText() != shown:
                self.melds_text.setPlainText(shown)
        seat = watch.on_turn
        rows = [
            f"<b>▶ {html.escape(line)}</b>"
            if i == seat and watch.result is None
            else html.escape(line)
            for i, line in enumerate(watch.player_lines())
        ]
        self.players_label.setText("<br>".join(rows))
        left = watch.seconds_left
        self.clock_label.setText(
            "" if left is None else fill(translate("OnlineWindow", "%1 s left"), round(left))
        )

    def show_failure(self, why: str) -> None:
        self.banner.setText(
            fill(translate("OnlineWatch", "Cannot watch this table: %1"), html.escape(why))
        )
        self.banner.show()
        self.refresh()

    @override
    def closeEvent(self, event: QCloseEvent) -> None:
        self.watch.stop()
        super().closeEvent(event)


class WatchDialog(QDialog):
    """Asks for the table's address, its code and the watch code; opens the watch window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("OnlineWatch", "Watch a table"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.address_edit = QLineEdit()
        self.address_edit.setPlaceholderText("ws://192.168.1.20:8765")
        self.table_edit = QLineEdit()
        self.code_edit = QLineEdit()
        form.addRow(translate("OnlineWatch", "Address:"), self.address_edit)
        form.addRow(translate("OnlineWatch", "Table code:"), self.table_edit)
        form.addRow(translate("OnlineWatch", "Watch code:"), self.code_edit)
        layout.addLayout(form)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #a0101a; font-weight: bold;")
        layout.addWidget(self.message)
        self.watch_button = QPushButton(translate("OnlineWatch", "Watch"))
        self.watch_button.clicked.connect(self.start_watching)
        layout.addWidget(self.watch_button)
        self.windows: list[WatchWindow] = []
        self._pending: OnlineSeat | None = None
        fit_to_screen(self, QSize(460, 220), near=parent)

    def start_watching(self) -> WatchWindow | None:
        """Connect with the watch code; the window opens once the table answers."""
        url = self.address_edit.text().strip()
        table = self.table_edit.text().strip()
        code = self.code_edit.text().strip()
        if not (url and table and code):
            self.message.setText(
                translate("OnlineWatch", "Fill in the address, the table code and the watch code.")
            )
            return None
        self.message.clear()
        seat = OnlineSeat(url, table, code, watch=True)
        window = WatchWindow(
            OnlineWatch(seat), fill(translate("OnlineWatch", "Watching table %1"), table)
        )
        self.windows.append(window)
        seat.welcomed.connect(lambda _message: self._watching(window))
        seat.failed.connect(lambda why: self._failed(window, why))
        seat.start()
        return window

    def _watching(self, window: WatchWindow) -> None:
        if not window.isVisible() and window in self.windows:
            window.show()
            self.hide()

    def _failed(self, window: WatchWindow, why: str) -> None:
        if not window.isVisible():  # never shown: said here
            self.message.setText(fill(translate("OnlineWatch", "Cannot watch this table: %1"), why))
            if window in self.windows:
                self.windows.remove(window)
            window.watch.stop()
            window.deleteLater()

    def shutdown(self) -> None:
        for window in self.windows:
            window.close()
