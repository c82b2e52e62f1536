"""What the window needs from outside: settings, data folder, statistics, questions, sound.

Collected in one object passed to the window, so tests give it a temporary
ini file, a temporary folder, an in-memory database and a question that
answers itself, and nothing a test does touches the user's real files or
waits for a click.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from rummy_desktop.app.data_folder import choose_data_folder, home_problem
from rummy_desktop.app.game_files import default_data_dir
from rummy_desktop.app.settings import AppSettings, open_settings
from rummy_desktop.app.stats import StatsBusy, StatsDamaged, StatsDB, StatsError, is_damaged

STATS_NAME = "statistics.sqlite3"

Answer = Callable[[bool], None]
Asker = Callable[[QWidget, str, str, Answer], None]
"""Asks a yes/no question without blocking and calls the answer when it comes."""


def ask_with_message_box(parent: QWidget, title: str, text: str, answer: Answer) -> None:
    """The default question: a window-modal message box opened with ``open()``."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        title,
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        parent,
    )
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    yes = box.button(QMessageBox.StandardButton.Yes)
    box.finished.connect(lambda _result: answer(box.clickedButton() is yes))
    parent.setProperty("question_box", box)
    box.open()


Choice = Callable[[int | None], None]
Chooser = Callable[[QWidget, str, str, Sequence[str], Choice], None]
"""Asks to choose one of a few answers without blocking; the answer is the index of the
one chosen, or None when the question was closed (Escape) or the last one chosen."""


def choose_with_message_box(
    parent: QWidget, title: str, text: str, choices: Sequence[str], answer: Choice
) -> None:
    """The default choice: a window-modal message box with one button per answer, the
    last of which is the way out (Escape, the window's close button)."""
    box = QMessageBox(
        QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent
    )
    buttons = [box.addButton(label, QMessageBox.ButtonRole.AcceptRole) for label in choices]
    box.setEscapeButton(buttons[-1])
    box.setDefaultButton(buttons[0])

    def finished(_result: int) -> None:
        clicked = box.clickedButton()
        index = next((i for i, b in enumerate(buttons) if b is clicked), None)
        answer(None if index is None or index == len(buttons) - 1 else index)

    box.finished.connect(finished)
    parent.setProperty("question_box", box)
    box.open()


def system_beep() -> None:
    """The desktop's own alert sound: no audio library, so nothing in the bundle."""
    QApplication.beep()


@dataclass
class Services:
    """The window's collaborators.

    Attributes:
        settings: the remembered choices.
        data_dir: folder of the autosave and statistics; None: no autosave.
        stats: the statistics database; None: no statistics.
        ask: yes/no questions.
        choose: questions with a few answers (the first-start tutorial offer).
        beep: the sound at a turn's start and after a computer's turn.
        stats_problem: why the statistics could not be opened, if they could not.
        stats_damaged: the statistics file is damaged (not merely busy): only
            then may it be put aside for a fresh one.
        data_problem: why the wanted data folder cannot be written (said once
            at start); empty when it can.
        wanted_data_dir: the folder that was wanted when ``data_dir`` is a fallback.
        stats_path: the statistics file, when there is one on disk.
    """

    settings: AppSettings
    data_dir: Path | None = None
    stats: StatsDB | None = None
    ask: Asker = ask_with_message_box
    choose: Chooser = choose_with_message_box
    beep: Callable[[], None] = system_beep
    stats_problem: str = field(default="")
    stats_damaged: bool = False
    data_problem: str = field(default="")
    wanted_data_dir: Path | None = None
    stats_path: Path | None = None

    @classmethod
    def for_user(cls) -> Services:
        """The real ones: the user's settings, data folder and statistics.

        A data folder that cannot be written is replaced by a fallback (or
        by none), and the reason is kept to be said once in the window.
        """
        settings = AppSettings(open_settings())
        if settings.data_folder:
            chosen = choose_data_folder(Path(settings.data_folder))
        else:  # without HOME the default is under / (root could write /.local/share)
            chosen = choose_data_folder(default_data_dir(), refused=home_problem())
        folder = chosen.path
        stats_path = None if folder is None else folder / STATS_NAME
        stats, problem, damaged = (
            (None, "", False) if stats_path is None else _open_stats(stats_path)
        )
        return cls(
            settings,
            folder,
            stats,
            stats_problem=problem,
            stats_damaged=damaged,
            data_problem=chosen.problem,
            wanted_data_dir=chosen.wanted,
            stats_path=stats_path,
        )

    def reopen_stats(self) -> StatsDB | None:
        """Try the statistics again (they were busy at start); None while they still fail."""
        if self.stats is not None or self.stats_path is None:
            return self.stats
        self.stats, self.stats_problem, self.stats_damaged = _open_stats(self.stats_path)
        return self.stats

    def start_stats_afresh(self) -> StatsDB:
        """Put the damaged statistics file aside (kept whole, renamed with its journal)
        and open a new one.

        The file is checked again first: one that passes SQLite's integrity check,
        or that another program holds locked, is never moved.

        Raises:
            StatsError, OSError: the file is not damaged, or cannot be moved, or
                the new one cannot be made.
        """
        path = self.stats_path
        if path is None:
            raise StatsError("the statistics are not kept in a file")
        if path.exists() and not is_damaged(path):
            raise StatsBusy(
                "the statistics file is not damaged (it may be in use by another program); "
                "nothing was moved"
            )
        if self.stats is not None:
            self.stats.close()
            self.stats = None
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        for part in ("", "-journal", "-wal", "-shm"):
            companion = path.with_name(path.name + part)
            if companion.exists():
                companion.rename(path.with_name(f"{path.name}.damaged-{stamp}{part}"))
        self.stats = StatsDB(path)
        self.stats_problem, self.stats_damaged = "", False
        return self.stats


def _open_stats(path: Path) -> tuple[StatsDB | None, str, bool]:
    """The statistics at ``path``, or None with why not and whether the file is damaged."""
    try:
        return StatsDB(path), "", False
    except (StatsError, OSError) as exc:
        return None, str(exc), isinstance(exc, StatsDamaged)
