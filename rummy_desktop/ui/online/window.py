"""The window of a remote seat: the table and the own rack as the table server shows them.

It is drawn with the scenes of a game at home (:class:`TableScene`,
:class:`RackScene`) and moved with the same drag code, fed by an
:class:`~rummy_desktop.app.online.play.OnlinePlay` instead of the game
controller: the window never holds a game, only this seat's view of one.
Other seats' turns show as "… is playing", like a computer's; a lost
connection shows as a red banner until the table answers again. Hint shows the
same private steps as at home (:class:`~rummy_desktop.ui.hint_bar.HintBar`),
found from this seat's own rack and the table only. A log at the side says
what everybody played, one line per turn as the log of a game at home; a table
that is gone for good freezes the board (no clock, no moves) and says so once.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
)

from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.online.chat import one_line
from rummy_desktop.app.online.play import OnlinePlay
from rummy_desktop.ui.board_area import BoardArea
from rummy_desktop.ui.board_views import RackView, TableView
from rummy_desktop.ui.drag import DragController, DragOverlay
from rummy_desktop.ui.hint_bar import HintBar
from rummy_desktop.ui.online.seat_window import OnlineSeatWindow
from rummy_desktop.ui.rack_scene import RackScene
from rummy_desktop.ui.rule_words import say
from rummy_desktop.ui.table_scene import TableScene
from rummy_desktop.ui.tile_item import describe_tile


class OnlineWindow(OnlineSeatWindow):
    """One remote seat played with the mouse (the chrome of
    :class:`~rummy_desktop.ui.online.seat_window.OnlineSeatWindow` around the tile board).

    Args:
        play: the seat (already connected or about to be started).
        title: what the window is called (the player's name and the table).
    """

    play: OnlinePlay

    def __init__(self, play: OnlinePlay, title: str) -> None:
        play.tile_words = describe_tile  # refusals name tiles as the game at home does
        super().__init__(play, title)

    def _build_board(self, board: QVBoxLayout) -> QLabel:
        play = self.play
        self.table_scene = TableScene(self)
        self.rack_scene = RackScene(self)
        self.table_view = TableView(self.table_scene)
        self.rack_view = RackView(self.rack_scene)
        board.addWidget(self.table_view, 5)
        self.problems_label = QLabel()
        self.problems_label.setWordWrap(True)
        self.problems_label.setAccessibleName(translate("MainWindow", "What is still wrong"))
        board.addWidget(self.problems_label)
        self.refusal_label = QLabel()
        self.refusal_label.setWordWrap(True)
        self.refusal_label.setStyleSheet("color: #a0101a; font-weight: bold;")
        board.addWidget(self.refusal_label)
        board.addWidget(self.rack_view, 2)
        buttons = QHBoxLayout()
        self.done_button = QPushButton(translate("MainWindow", "&Done").replace("&", ""))
        self.draw_button = QPushButton(translate("MainWindow", "D&raw a tile").replace("&", ""))
        self.undo_button = QPushButton(translate("MainWindow", "&Undo").replace("&", ""))
        self.reset_button = QPushButton(translate("MainWindow", "&Reset turn").replace("&", ""))
        self.done_button.clicked.connect(play.end_turn)
        self.draw_button.clicked.connect(play.draw)
        self.undo_button.clicked.connect(play.undo)
        self.reset_button.clicked.connect(play.reset_turn)
        self.hint_button = QPushButton(translate("MainWindow", "&Hint").replace("&", ""))
        self.hint_button.setToolTip(
            translate("MainWindow", "Show a good play step by step, to you alone")
        )
        self.hint_button.clicked.connect(play.request_hint)
        for button in (
            self.done_button,
            self.draw_button,
            self.undo_button,
            self.reset_button,
            self.hint_button,
        ):
            buttons.addWidget(button)
        buttons.addStretch(1)
        self.sort_colour_button = QPushButton(
            translate("MainWindow", "Sort by &colour").replace("&", "")
        )
        self.sort_number_button = QPushButton(
            translate("MainWindow", "Sort by &number").replace("&", "")
        )
        self.sort_colour_button.setToolTip(translate("MainWindow", "Runs side by side"))
        self.sort_number_button.setToolTip(translate("MainWindow", "Groups side by side"))
        self.sort_colour_button.clicked.connect(lambda: play.sort_rack("colour"))
        self.sort_number_button.clicked.connect(lambda: play.sort_rack("number"))
        buttons.addWidget(self.sort_colour_button)
        buttons.addWidget(self.sort_number_button)
        board.addLayout(buttons)
        return self.refusal_label

    def _build_side(self, side: QVBoxLayout) -> None:
        self.clock_label = QLabel()
        side.addWidget(self.clock_label)
        self.players_label = QLabel()
        self.players_label.setTextFormat(Qt.TextFormat.RichText)
        self.players_label.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.players_label.setMinimumWidth(180)
        side.addWidget(self.players_label, 1)

    def _built(self, central: BoardArea) -> None:
        self.hint_bar = HintBar(self.play, self.table_view)
        self.overlay = DragOverlay(central)
        self.drag = DragController(self.play, self.table_view, self.rack_view, self.overlay)  # type: ignore[arg-type]
        central.covers = [self.overlay]
        self._tick = self.play.countdown.timer  # the seat's clock, counted down by the seat
        self.play.countdown.changed.connect(self._show_seconds)

    # -- drawing ------------------------------------------------------------
    def refresh(self) -> None:
        board = self.play.board
        self.drag.cancel()
        self.table_scene.sync(
            board.table,
            max_jokers=board.max_jokers,
            this_turn=board.played,
            fit_grid=not board.on_turn,
        )
        step = self.hint_bar.current_step() if board.on_turn else None
        self.table_scene.show_hint(step.moves if step is not None else ())
        self.rack_scene.sync(
            board.rack,
            hinted={t.id for t in step.from_rack} if step is not None else (),
            placeholder="" if board.game else translate("OnlineWindow", "Waiting for the table…"),
        )
        self.hint_bar.refresh(
            [
                self.table_view.mapFromScene(g.sceneBoundingRect()).boundingRect()
                for g in self.table_scene.ghosts.values()
            ]
        )
        words = [say(p.words) for p in board.problems if board.changed]
        self.problems_label.setText("\n".join(words))
        self.done_button.setEnabled(board.on_turn and (board.can_end or not board.changed))
        self.draw_button.setEnabled(board.on_turn)
        self.undo_button.setEnabled(board.can_undo)
        self.reset_button.setEnabled(board.on_turn and board.changed)
        self.hint_button.setEnabled(board.on_turn and self.play.has_hints)
        if not self.play.has_hints:
            self.hint_button.setToolTip(
                translate("MainWindow", "Hints need the solver, which is not installed")
            )
        self.players_label.setText(self._players_html())
        self._show_chrome()
        for button in (self.sort_colour_button, self.sort_number_button):
            button.setEnabled(not self.play.closed)

    def _players_html(self) -> str:
        view = self.play.view
        connected = {i: bool(s.get("connected", True)) for i, s in enumerate(self.play.lobby)}
        if view is None:
            names = [html.escape(one_line(s.get("name", ""))) for s in self.play.lobby]
            return "<br>".join(names)
        rows = []
        for seat, name in enumerate(view.names):
            line = fill(
                translate("OnlineWindow", "%1: %2 tiles, %3 points"),
                html.escape(one_line(name)),
                view.rack_sizes[seat],
                view.totals[seat],
            )
            if not connected.get(seat, True):
                line += " " + translate("OnlineWindow", "(away)")
                if seat < len(self.play.lobby) and self.play.lobby[seat].get("stand_in"):
                    line += " " + translate("OnlineWindow", "(a computer plays for now)")
            rows.append(f"<b>▶ {line}</b>" if seat == view.current else line)
        return "<br>".join(rows)

    def _show_seconds(self) -> None:
        seconds = self.play.countdown.seconds
        self.clock_label.setText(
            "" if seconds is None else fill(translate("OnlineWindow", "%1 s left"), round(seconds))
        )
