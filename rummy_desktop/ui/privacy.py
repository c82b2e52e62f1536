"""The hot-seat hand-over screen: "Pass to Bob, then click to start your turn".

It covers the whole board while the controller keeps the next rack out of
the window altogether (the rack scene is empty until the click), so the
screen is a courtesy on top of a guarantee, not the guarantee itself.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.ui.compat import override

NEWS_WIDTH = 560
"""Width of the last turn's news on the cover; it wraps into as many lines as it needs."""
NEWS_MARGIN = 10
NEWS_BORDER = 2


class HandoverScreen(QWidget):
    """An opaque cover with one message and one button.

    Signals:
        confirmed(): the next player clicked to start their turn.
    """

    confirmed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(False)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        self.label.setStyleSheet("color: #fff6e5; font-size: 26px; font-weight: bold;")
        layout.addWidget(self.label)
        # The frame carries the colours: a word-wrapped label with a styled
        # border of its own miscounts its height and cuts its last line.
        self.news_frame = QFrame()
        self.news_frame.setObjectName("news")
        self.news_frame.setStyleSheet(
            f"#news {{ background: #fff1c2; border: {NEWS_BORDER}px solid #d2222d;"
            " border-radius: 6px; }"
        )
        self.news_frame.setFixedWidth(NEWS_WIDTH)
        box = QVBoxLayout(self.news_frame)
        box.setContentsMargins(NEWS_MARGIN, NEWS_MARGIN, NEWS_MARGIN, NEWS_MARGIN)
        self.news = QLabel()
        self.news.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.news.setWordWrap(True)
        # A font set here, not in a style sheet, so the wrapped height is known
        # before the cover is first shown.
        font = QFont(self.news.font())
        font.setPixelSize(16)
        font.setBold(True)
        self.news.setFont(font)
        self.news.setStyleSheet("color: #3a1500;")
        box.addWidget(self.news)
        self.news_frame.hide()
        layout.addWidget(self.news_frame, 0, Qt.AlignmentFlag.AlignHCenter)
        self.button = QPushButton()
        self.button.setMinimumHeight(44)
        self.button.setStyleSheet("font-size: 17px; padding: 6px 22px;")
        self.button.clicked.connect(self.confirmed)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self.hide()

    def show_for(self, name: str) -> None:
        self.label.setText(
            fill(translate("HandoverScreen", "Pass to %1, then click to start your turn"), name)
        )
        self.button.setText(fill(translate("HandoverScreen", "%1: start my turn"), name))
        self.button.setAccessibleName(
            fill(translate("HandoverScreen", "Start the turn of %1"), name)
        )
        self.button.setAccessibleDescription(self.label.text())  # read with the button
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.raise_()
        self.show()
        self.button.setFocus()

    def set_news(self, text: str) -> None:
        """What happened in the last turn (a penalty), for everyone to read; "" hides it."""
        self.news.setText(text)
        # Centred in the layout, the frame gets its size hint: give it the
        # height its wrapped text needs at its width.
        inner = NEWS_WIDTH - 2 * (NEWS_MARGIN + NEWS_BORDER)
        height = self.news.heightForWidth(inner) + 2 * (NEWS_MARGIN + NEWS_BORDER)
        self.news_frame.setFixedHeight(height)
        self.news_frame.setVisible(bool(text))

    @override
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.confirmed.emit()
        event.accept()

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#1f3d2f"))
        painter.end()
