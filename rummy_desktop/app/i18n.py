"""Translating visible text: one spelling of Qt's translate, and loading the language.

Every visible string goes through :func:`translate` with a literal context
and text, so ``pyside6-lupdate`` finds it (see
``packaging/compile_translations.py``); constant tables mark their strings with
:func:`translate_noop` and translate them where they are shown. The compiled
``.qm`` files live in ``resources/translations``. The language is chosen at
start-up; switching it in the settings applies on the next start.
"""

from __future__ import annotations

import contextlib
from typing import Final

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

LANGUAGE_NAMES: Final[dict[str, str]] = {"en": "English", "nl": "Nederlands", "de": "Deutsch"}
"""Shipped languages, each in its own words (never translated)."""
CATALOGUE: Final = "rummy_desktop"


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate``; the name ``lupdate`` looks for."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def translate_noop(context: str, text: str) -> str:
    """Mark a constant for translation; translate it with :func:`translate` when shown."""
    del context
    return text


QT_TRANSLATE_NOOP = translate_noop
"""The marker's name as ``lupdate`` knows it."""


def system_language() -> str:
    """The shipped language closest to the system's, English when none is."""
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGE_NAMES else "en"


def install_language(code: str) -> QTranslator | None:
    """Load the catalogue for ``code`` into the application; None for English or none found.

    The translator is returned so the caller keeps it alive.
    """
    if not code or code == "en":
        return None
    try:
        from rummy_desktop.app.resources import resource_path

        path = resource_path(f"translations/{CATALOGUE}_{code}.qm")
    except (ImportError, FileNotFoundError, OSError):
        return None
    translator = QTranslator(QCoreApplication.instance())
    if not translator.load(str(path)):
        return None
    app = QCoreApplication.instance()
    if app is not None:
        with contextlib.suppress(RuntimeError):
            app.installTranslator(translator)
            _install_qt_catalogue(app, code)
    return translator


def _install_qt_catalogue(app: QCoreApplication, code: str) -> None:
    """Qt's own words (Cancel, Close, Yes) from the catalogue PySide6 ships, if present."""
    qt = QTranslator(app)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(f"qtbase_{code}", folder):
        app.installTranslator(qt)


def remove_language(translator: QTranslator | None) -> None:
    app = QCoreApplication.instance()
    if translator is not None and app is not None:
        app.removeTranslator(translator)


def fill(text: str, *args: object) -> str:
    """Put ``args`` in for %1, %2, ... of a translated text (Qt's placeholders).

    >>> fill("%1 drew %2 tiles", "Ann", 3)
    'Ann drew 3 tiles'
    """
    for number in range(len(args), 0, -1):
        text = text.replace(f"%{number}", str(args[number - 1]))
    return text
