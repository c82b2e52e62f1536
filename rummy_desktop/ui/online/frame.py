"""The one shape of every online table window: a seat's and a watcher's.

A seat's window and the watch window show the same table from two chairs, so
someone who plays one match and watches the next should find everything in the
same place: the red banner of a lost or closed table on top, the status line
below it with the window's own word at its end, the board column taking the
room, and a side column beside it. Each window only fills the columns; the
frame is built here once, so the two cannot drift apart in shape.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from PySide6.QtWidgets import QHBoxLayout, QLabel, QMainWindow, QVBoxLayout, QWidget

from rummy_desktop.ui.board_area import BoardArea
from rummy_desktop.ui.online.look import banner_label

BOARD_SHARE: Final = 3
SIDE_SHARE: Final = 1
"""How the width is shared between the board column and the side column: the board
gets the most, and the side (players, log, chat) grows with the window too."""


@dataclass(frozen=True, slots=True)
class TableFrame:
    """The parts of a table window's frame that the window fills or talks to.

    Attributes:
        central: the window's central widget (covers such as a drag layer lie on it).
        banner: the red line of a lost, closed or paused table, hidden until there is one.
        status: the status line (whose turn, the pause, the end).
        board: the board column below the status row, for the window's board and buttons.
        side: the side column, for the players, the clock, the log and the chat.
    """

    central: BoardArea
    banner: QLabel
    status: QLabel
    board: QVBoxLayout
    side: QVBoxLayout


def table_frame(window: QMainWindow, status_end: QWidget) -> TableFrame:
    """Build the frame and make it ``window``'s central widget; the columns start empty.

    Args:
        window: the table window.
        status_end: what stands at the end of the status row (a seat's "Join the new
            match", the watcher's "no rack is shown").
    """
    central = BoardArea()
    outer = QHBoxLayout(central)
    board = QVBoxLayout()
    banner = banner_label()
    board.addWidget(banner)
    status = QLabel()
    status_row = QHBoxLayout()
    status_row.addWidget(status, 1)
    status_row.addWidget(status_end)
    board.addLayout(status_row)
    outer.addLayout(board, BOARD_SHARE)
    side = QVBoxLayout()
    outer.addLayout(side, SIDE_SHARE)
    window.setCentralWidget(central)
    return TableFrame(central, banner, status, board, side)


__all__ = ["TableFrame", "table_frame"]
