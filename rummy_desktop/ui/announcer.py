"""Saying something to a screen reader without moving the focus.

"Your turn", a computer's play, a refused move and "Time is up" change
labels the player's focus is not on, so a screen reader says nothing. An
:class:`Announcer` sends Qt's announcement event (PySide6 6.8 and later;
AT-SPI passes it on as an announcement Orca speaks) from a widget of the
window, and also keeps the words in a small live label, the "latest news",
that a screen reader can find in the window where the event is not known.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QLabel, QWidget

from rummy_desktop.app.i18n import translate

try:  # PySide6 6.8 and later
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # pragma: no cover - older Qt: the live label alone
    QAccessibleAnnouncementEvent = None  # type: ignore[assignment,misc]

KEPT: Final = 50
"""How many announcements :attr:`Announcer.said` keeps."""


class Announcer(QObject):
    """Speaks short lines through the accessibility bus, from ``source``.

    Args:
        source: the widget the announcement comes from (the window).

    Signals:
        spoken(str): a line was announced (tests and logs listen).
    """

    spoken = Signal(str)

    def __init__(self, source: QWidget) -> None:
        super().__init__(source)
        self.source = source
        self.said: list[str] = []
        self.live = QLabel(source)
        """The latest line, for screen readers without announcements (a live region)."""
        self.live.setObjectName("latest_news")
        self.live.setAccessibleDescription(translate("Announcer", "Latest news"))
        self.live.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.live.setStyleSheet("color: transparent; background: transparent;")
        self.live.setGeometry(0, 0, 1, 1)
        self.live.lower()

    def say(self, text: str, *, urgent: bool = False) -> None:
        """Announce ``text``; ``urgent`` interrupts what the reader is saying."""
        text = " ".join(text.split())
        if not text:
            return
        self.said = [*self.said[-(KEPT - 1) :], text]
        self.live.setText(text)
        if QAccessibleAnnouncementEvent is not None and QAccessible.isActive():
            event = QAccessibleAnnouncementEvent(self.source, text)
            event.setPoliteness(
                QAccessible.AnnouncementPoliteness.Assertive
                if urgent
                else QAccessible.AnnouncementPoliteness.Polite
            )
            QAccessible.updateAccessibility(event)
        self.spoken.emit(text)
