"""The settings dialog: tile theme, large tiles, computer speed, language, sound.

It edits an :class:`~rummy_desktop.app.settings.AppSettings` only when
accepted; the window then applies what changed. A new language takes effect
at the next start (the dialog says so), because retranslating every open
widget live would cost more code than it is worth for a choice made once.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.app.controller import SPEEDS
from rummy_desktop.app.i18n import LANGUAGE_NAMES, translate
from rummy_desktop.app.settings import AppSettings
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.speed_names import speed_title
from rummy_desktop.ui.themes import THEMES

LABEL_SLACK = 8
"""Pixels a form label gets beyond its measured width: glyphs drawn with hinting
can run past the advance ("Tempo des Computers" lost its last letter)."""


def roomy_label(text: str, buddy: QWidget) -> QLabel:
    """A form label for ``buddy`` (its mnemonic focuses it) that never clips its text."""
    label = QLabel(text)
    label.setBuddy(buddy)
    label.setMinimumWidth(label.sizeHint().width() + LABEL_SLACK)
    return label


class SettingsDialog(QDialog):
    """Edit the settings; they are written when the dialog is accepted."""

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(translate("SettingsDialog", "Settings"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.theme = QComboBox()
        for key, theme in THEMES.items():
            self.theme.addItem(theme.shown_title(), key)
        self.theme.setCurrentIndex(max(0, self.theme.findData(settings.theme)))
        self.theme.setAccessibleName(translate("SettingsDialog", "Tile theme"))
        form.addRow(roomy_label(translate("SettingsDialog", "Tile &theme"), self.theme), self.theme)
        self.large = QCheckBox(translate("SettingsDialog", "Large tiles"))
        self.large.setChecked(settings.large_tiles)
        form.addRow("", self.large)
        self.speed = QComboBox()
        for name in SPEEDS:
            self.speed.addItem(speed_title(name), name)
        self.speed.setCurrentIndex(max(0, self.speed.findData(settings.speed)))
        self.speed.setAccessibleName(translate("SettingsDialog", "Computer speed"))
        form.addRow(
            roomy_label(translate("SettingsDialog", "Computer &speed"), self.speed), self.speed
        )
        self.language = QComboBox()
        self.language.addItem(translate("SettingsDialog", "System language"), "")
        for code, name in LANGUAGE_NAMES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.language.setAccessibleName(translate("SettingsDialog", "Language"))
        form.addRow(
            roomy_label(translate("SettingsDialog", "&Language"), self.language), self.language
        )
        self.sound = QCheckBox(translate("SettingsDialog", "Sound at the start of a turn"))
        self.sound.setChecked(settings.sound)
        form.addRow("", self.sound)
        layout.addLayout(form)
        note = QLabel(translate("SettingsDialog", "A new language is used from the next start."))
        note.setWordWrap(True)
        layout.addWidget(note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.buttons = buttons

    @override
    def accept(self) -> None:
        s = self.settings
        s.theme = str(self.theme.currentData())
        s.large_tiles = self.large.isChecked()
        s.speed = str(self.speed.currentData())
        s.language = str(self.language.currentData())
        s.sound = self.sound.isChecked()
        s.sync()
        super().accept()
