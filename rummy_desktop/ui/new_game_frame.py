"""The frame every family's new-game dialog fills: game, seats, rules, problem line, Start.

What differs between families (their presets, the seats' extras, the checks
that keep Start off) is each family's dialog; what a player meets in every
new-game dialog alike is here, so it is changed in one place: the game
chosen at the top, a body that scrolls on a small screen (1024x600) while the
red problem line and Start game / Cancel stay in sight, and the rule options
built from the family's descriptions.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.app.i18n import translate
from rummy_desktop.app.seats import Seat
from rummy_desktop.ui.option_controls import OptionControls
from rummy_desktop.ui.screen_fit import scrolled
from rummy_desktop.ui.seat_row import SeatRow


class NewGameFrame(QDialog):
    """A new-game dialog's frame; a family's dialog adds its boxes with the ``add_`` methods.

    Attributes:
        game: the game chosen, at the top (each family fills it).
        body_layout: the scrolled body's boxes, top to bottom.
        error: the red line saying why no game can start.
        buttons: Start game and Cancel.
    """

    def __init__(self, parent: QWidget | None, title: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        self.top = QFormLayout()
        self.game = QComboBox()
        self.top.addRow(translate("NewGameDialog", "Game"), self.game)
        layout.addLayout(self.top)
        body = QWidget()
        self.body_layout = QVBoxLayout(body)
        self.body_layout.setContentsMargins(0, 0, 0, 0)
        # One scroll for seats and rules: on a small screen (1024x600) the message
        # and Start stay in sight below it, and nothing is cut off at the side.
        self.body = scrolled(body)
        layout.addWidget(self.body, 1)
        self.error = QLabel()
        self.error.setStyleSheet("color: #c4122f; font-weight: bold;")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons = buttons
        self.start_button().setText(translate("NewGameDialog", "Start game"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def start_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    def add_seats_box(self) -> QGridLayout:
        """The Players box; its grid's name column takes the spare width."""
        box = QGroupBox(translate("NewGameDialog", "Players"))
        grid = QGridLayout(box)
        grid.setColumnStretch(1, 1)
        self.body_layout.addWidget(box)
        return grid

    def add_options_box(self, title: str, controls: OptionControls) -> QGroupBox:
        """The options in a box of their own, always shown."""
        box = QGroupBox(title)
        box.setLayout(controls.form)
        self.body_layout.addWidget(box)
        return box

    def add_folded_options(self, title: str, controls: OptionControls) -> tuple[QCheckBox, QWidget]:
        """The options under a tick box (returned with the options' widget): unticked,
        they take no room at all, no empty frame is left."""
        fold = QCheckBox(title)
        shown = QWidget()
        shown.setLayout(controls.form)
        shown.setVisible(False)
        fold.toggled.connect(shown.setVisible)
        self.body_layout.addWidget(fold)
        self.body_layout.addWidget(shown)
        return fold, shown

    def finish_body(self) -> None:
        """Rows hidden for a game leave no gaps between the rest: the spare room goes last."""
        self.body_layout.addStretch(1)

    def named_seats(self, rows: Sequence[SeatRow]) -> list[Seat] | None:
        """The seats taken, or None (said on the problem line) when one has no name."""
        seats = [seat for row in rows if (seat := row.seat()) is not None]
        if any(not seat.name for seat in seats):
            self.error.setText(translate("NewGameDialog", "every player needs a name"))
            return None
        return seats

    def wanted_size(self) -> QSize:
        """The game row, the whole body with no scroll bar, the message and the buttons."""
        body = self.body.widget()
        assert body is not None
        body.adjustSize()
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        spacing = max(0, layout.spacing())
        above = self.top.sizeHint().height() + spacing
        below = self.error.sizeHint().height() + self.buttons.sizeHint().height() + 2 * spacing
        width = max(
            body.sizeHint().width() + self.body.verticalScrollBar().sizeHint().width(),
            self.top.sizeHint().width(),
        )
        height = above + body.sizeHint().height() + below
        return QSize(
            width + margins.left() + margins.right(), height + margins.top() + margins.bottom()
        )
