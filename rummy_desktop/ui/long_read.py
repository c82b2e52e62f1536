"""The progress bar of a long saved match being opened, with Cancel.

The reading runs on :class:`~rummy_desktop.app.save_loader.SaveLoader`'s
worker; this shows how many moves are checked, keeps the window painting and
answering meanwhile, and hands the result to whoever asked. Cancel stops the
reading: nothing is opened and nothing is changed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QProgressDialog, QWidget

from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.save_loader import SaveLoader
from rummy_desktop.app.saves import Loaded
from rummy_desktop.core.serialize import Progress

DIALOG_WIDTH: Final = 420
"""Wide enough for a file name and "Checking move 26,373 of 26,373…" at a large font."""


@dataclass(frozen=True, slots=True)
class _Asked:
    """What to do with the answer of one reading."""

    done: Callable[[Loaded | None], object]
    stopped: Callable[[], object]
    failed: Callable[[str], object]


class LongRead(QObject):
    """Reads one long save at a time behind a progress dialog.

    Args:
        parent: the window the dialog belongs to.
    """

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.loader = SaveLoader(self)
        self.dialog: QProgressDialog | None = None
        self._asked: _Asked | None = None
        self._opening = ""
        self.loader.progressed.connect(self._progressed)
        self.loader.ready.connect(self._ready)
        self.loader.failed.connect(self._failed)

    @property
    def busy(self) -> bool:
        """Whether a reading is under way."""
        return self._asked is not None

    def start(
        self,
        name: str,
        read: Callable[[Progress], Loaded | None],
        done: Callable[[Loaded | None], object],
        *,
        stopped: Callable[[], object],
        failed: Callable[[str], object],
    ) -> None:
        """Read with ``read`` on the worker; ``done`` gets what it read (None: nothing
        to continue), ``stopped`` is called on Cancel, ``failed`` with the reason."""
        self._close_dialog()
        self._asked = _Asked(done, stopped, failed)
        dialog = QProgressDialog(self.parent_widget)
        dialog.setWindowTitle(translate("LongRead", "Opening a saved game"))
        self._opening = fill(translate("LongRead", "Opening %1…"), name)
        dialog.setLabelText(self._opening)
        dialog.setMinimumWidth(DIALOG_WIDTH)  # the label grows with the count: the width does not
        dialog.setCancelButtonText(translate("LongRead", "Cancel"))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        dialog.setMinimumDuration(0)
        dialog.setRange(0, 0)  # busy until the first word of progress
        dialog.canceled.connect(self.cancel)
        self.dialog = dialog
        self.loader.start(read)
        dialog.show()

    def cancel(self) -> None:
        """Stop the reading (the dialog's Cancel): nothing is opened."""
        asked, self._asked = self._asked, None
        self.loader.stop()
        self._close_dialog()
        if asked is not None:
            asked.stopped()

    def _progressed(self, job: int, done: int, total: int) -> None:
        dialog = self.dialog
        if job != self.loader.job or dialog is None:
            return
        checking = fill(translate("LongRead", "Checking move %1 of %2…"), f"{done:,}", f"{total:,}")
        dialog.setLabelText(f"{self._opening}\n{checking}")
        dialog.setRange(0, total)
        dialog.setValue(done)  # a modal dialog handles events here: the answer may come now

    def _ready(self, job: int, loaded: object) -> None:
        asked = self._take(job)
        if asked is not None:
            asked.done(loaded if isinstance(loaded, Loaded) else None)

    def _failed(self, job: int, why: str) -> None:
        asked = self._take(job)
        if asked is not None:
            asked.failed(why)

    def _take(self, job: int) -> _Asked | None:
        if job != self.loader.job:
            return None
        asked, self._asked = self._asked, None
        self._close_dialog()
        return asked

    def _close_dialog(self) -> None:
        dialog, self.dialog = self.dialog, None
        if dialog is not None:
            dialog.canceled.disconnect(self.cancel)
            dialog.close()
            dialog.deleteLater()
