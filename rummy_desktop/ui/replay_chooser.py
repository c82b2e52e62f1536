"""Game > Replay a game...: the finished games on the shelf, or any saved game.

Lists the recent finished games newest first (when, which game, who, the
totals; a kept game is marked), tile and card games alike, lets the user keep one or let it go, and
asks for a file for any other saved game. It decides nothing itself: its
choices go out as signals to :class:`~rummy_desktop.ui.replay_launcher.Replays`.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.app.finished_games import FinishedGame
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.ui.game_titles import game_title
from rummy_desktop.ui.option_words import preset_title
from rummy_desktop.ui.screen_fit import fit_to_screen


def game_line(game: FinishedGame) -> str:
    """One finished game as the list shows it."""
    when = game.finished.strftime("%Y-%m-%d %H:%M")
    if game.problem:
        return fill(translate("ReplayChooser", "%1 · cannot be read: %2"), when, game.problem)
    players = ", ".join(f"{n}: {t}" for n, t in zip(game.names, game.totals, strict=False))
    if game.cards:
        name = game_title(game.preset)
    else:
        name = fill(translate("ReplayChooser", "Tile rummy, %1"), preset_title(game.preset))
    line = f"{when} · {name} · {players}"
    if game.kept:
        line = "★ " + line + " · " + translate("ReplayChooser", "kept")
    return line


class ReplayChooser(QDialog):
    """Choose a game to watch again.

    Signals:
        watchRequested(object, bool): a game on the shelf: its path, and whether it is kept.
        fileRequested(): the user wants to choose a saved game's file.
        keepRequested(object, bool): keep (True) or let go (False) the game at this path.
    """

    watchRequested = Signal(object, bool)  # noqa: N815 - Qt signal name
    fileRequested = Signal()  # noqa: N815 - Qt signal name
    keepRequested = Signal(object, bool)  # noqa: N815 - Qt signal name

    def __init__(self, games: list[FinishedGame], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ReplayChooser", "Replay a game"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(translate("ReplayChooser", "Recent finished games:")))
        self.games_list = QListWidget()
        self.games_list.setAccessibleName(translate("ReplayChooser", "Recent finished games"))
        self.games_list.itemDoubleClicked.connect(lambda _i: self._watch())
        self.games_list.currentRowChanged.connect(lambda _r: self._sync_buttons())
        layout.addWidget(self.games_list, 1)
        self.empty_label = QLabel(
            translate(
                "ReplayChooser",
                "No finished game is kept yet: every game played to its end is kept here.",
            )
        )
        self.empty_label.setWordWrap(True)
        layout.addWidget(self.empty_label)
        buttons = QDialogButtonBox()
        self.watch_button = QPushButton(translate("ReplayChooser", "Watch"))
        self.keep_button = QPushButton(translate("ReplayChooser", "Keep"))
        self.file_button = QPushButton(translate("ReplayChooser", "Open a saved game…"))
        buttons.addButton(self.watch_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.keep_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.file_button, QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.clicked.connect(self.reject)
        self.watch_button.clicked.connect(self._watch)
        self.keep_button.clicked.connect(self._keep)
        self.file_button.clicked.connect(self._file)
        layout.addWidget(buttons)
        self.games: list[FinishedGame] = []
        self.set_games(games)
        fit_to_screen(self, QSize(620, 400), near=parent)

    def set_games(self, games: list[FinishedGame]) -> None:
        """List these games (newest first), keeping the chosen row where it can."""
        row = max(0, self.games_list.currentRow())
        self.games = list(games)
        self.games_list.clear()
        for game in self.games:
            item = QListWidgetItem(game_line(game))
            if game.problem:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.games_list.addItem(item)
        self.empty_label.setVisible(not self.games)
        if self.games:
            self.games_list.setCurrentRow(min(row, len(self.games) - 1))
        self._sync_buttons()

    def chosen(self) -> FinishedGame | None:
        row = self.games_list.currentRow()
        if 0 <= row < len(self.games) and not self.games[row].problem:
            return self.games[row]
        return None

    def _sync_buttons(self) -> None:
        game = self.chosen()
        self.watch_button.setEnabled(game is not None)
        self.keep_button.setEnabled(game is not None)
        self.keep_button.setText(
            translate("ReplayChooser", "Do not keep")
            if game is not None and game.kept
            else translate("ReplayChooser", "Keep")
        )

    def _watch(self) -> None:
        game = self.chosen()
        if game is not None:
            self.accept()
            self.watchRequested.emit(game.path, game.kept)

    def _keep(self) -> None:
        game = self.chosen()
        if game is not None:
            self.keepRequested.emit(game.path, not game.kept)

    def _file(self) -> None:
        self.accept()
        self.fileRequested.emit()
