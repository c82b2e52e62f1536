"""What the game remembers between sessions, kept in ``QSettings``.

One typed wrapper, so every key is spelt once and every value comes back in
its own type whatever the backend stored (an ini file keeps only text). The
organisation and application names are set once in
:func:`rummy_desktop.ui.launch.prepare_application`; tests pass a
``QSettings`` on a temporary ini file.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, Final

from PySide6.QtCore import QRect, QSettings

from rummy_desktop.app.controller import SPEEDS
from rummy_desktop.app.seats import InvalidSeats, Seat, format_seats, parse_seats
from rummy_desktop.core.errors import RummyError
from rummy_desktop.core.rules import RuleSet

ORGANISATION: Final = "rummy-desktop"
APPLICATION: Final = "Rummy Desktop"
LANGUAGES: Final = ("en", "nl", "de")
DEFAULT_THEME: Final = "classic"


def open_settings() -> QSettings:
    """The user's settings file (an ini file in the user's configuration folder)."""
    return QSettings(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANISATION, APPLICATION
    )


class AppSettings:
    """Typed access to the game's settings.

    Args:
        store: the ``QSettings`` to read and write.
    """

    def __init__(self, store: QSettings) -> None:
        self.store = store

    def _text(self, key: str, default: str) -> str:
        value = self.store.value(key, default)
        return value if isinstance(value, str) else default

    def _flag(self, key: str, default: bool) -> bool:
        value = self.store.value(key, default)
        if isinstance(value, bool):
            return value
        if isinstance(value, str):
            return value.lower() in ("true", "1", "yes")
        return default

    def sync(self) -> None:
        self.store.sync()

    # -- seats and rules --------------------------------------------------
    @property
    def seats(self) -> list[Seat] | None:
        """The seats of the last game set up (names in their seats), if any."""
        text = self._text("game/seats", "")
        if not text:
            return None
        try:
            return parse_seats(text)
        except InvalidSeats:
            return None

    @seats.setter
    def seats(self, seats: Sequence[Seat]) -> None:
        self.store.setValue("game/seats", format_seats(seats))

    @property
    def rules(self) -> RuleSet | None:
        """The last rule set with its house rules, if one was kept and is still valid."""
        text = self._text("game/rules", "")
        if not text:
            return None
        try:
            data = json.loads(text)
            return RuleSet.from_dict(data) if isinstance(data, dict) else None
        except (ValueError, RummyError, TypeError):
            return None

    @rules.setter
    def rules(self, rules: RuleSet) -> None:
        self.store.setValue("game/rules", json.dumps(rules.to_dict(), sort_keys=True))

    @property
    def handicaps(self) -> dict[str, dict[str, Any]]:
        """Each player's own handicap by name (kept with the name, not the seat)."""
        try:
            data = json.loads(self._text("game/handicaps", "{}"))
        except ValueError:
            return {}
        if not isinstance(data, dict):
            return {}
        return {str(k): dict(v) for k, v in data.items() if isinstance(v, dict)}

    @handicaps.setter
    def handicaps(self, by_name: Mapping[str, Mapping[str, Any]]) -> None:
        clean = {name: dict(h) for name, h in by_name.items() if h}
        self.store.setValue("game/handicaps", json.dumps(clean, sort_keys=True))

    # -- appearance and sound ---------------------------------------------
    @property
    def theme(self) -> str:
        return self._text("view/theme", DEFAULT_THEME)

    @theme.setter
    def theme(self, name: str) -> None:
        self.store.setValue("view/theme", name)

    @property
    def large_tiles(self) -> bool:
        return self._flag("view/large_tiles", False)

    @large_tiles.setter
    def large_tiles(self, on: bool) -> None:
        self.store.setValue("view/large_tiles", on)

    @property
    def four_colour_cards(self) -> bool:
        """The card table shows each suit in its own colour."""
        return self._flag("cards/four_colour", False)

    @four_colour_cards.setter
    def four_colour_cards(self, on: bool) -> None:
        self.store.setValue("cards/four_colour", on)

    @property
    def large_cards(self) -> bool:
        return self._flag("cards/large", False)

    @large_cards.setter
    def large_cards(self, on: bool) -> None:
        self.store.setValue("cards/large", on)

    @property
    def speed(self) -> str:
        name = self._text("view/speed", "normal")
        return name if name in SPEEDS else "normal"

    @speed.setter
    def speed(self, name: str) -> None:
        self.store.setValue("view/speed", name)

    @property
    def language(self) -> str:
        """A language code of :data:`LANGUAGES`, or "" to follow the system."""
        code = self._text("view/language", "")
        return code if code in LANGUAGES else ""

    @language.setter
    def language(self, code: str) -> None:
        self.store.setValue("view/language", code)

    @property
    def sound(self) -> bool:
        return self._flag("sound/on", False)

    @sound.setter
    def sound(self, on: bool) -> None:
        self.store.setValue("sound/on", on)

    @property
    def tutorial_offered(self) -> bool:
        """The tutorial was offered at a first start (taken or declined): never again."""
        return self._flag("help/tutorial_offered", False)

    @tutorial_offered.setter
    def tutorial_offered(self, done: bool) -> None:
        self.store.setValue("help/tutorial_offered", done)

    @property
    def data_folder(self) -> str:
        """The folder the player chose for the autosave and statistics; empty: the default."""
        return self._text("files/data_folder", "")

    @data_folder.setter
    def data_folder(self, folder: str) -> None:
        self.store.setValue("files/data_folder", folder)

    def screen_geometry(self, screen: str) -> tuple[QRect, bool] | None:
        """The window's place on one screen (see ``ui.screen_fit.screen_key``), and
        whether it was maximised; None when that screen has none kept (or a bad one)."""
        text = self._text(f"window/screens/{screen}", "")
        parts = text.split(",")
        try:
            x, y, width, height = (int(p) for p in parts[:4])
        except ValueError:
            return None
        if width <= 0 or height <= 0:
            return None
        return QRect(x, y, width, height), parts[4:] == ["maximised"]

    def set_screen_geometry(self, screen: str, rect: QRect, maximised: bool) -> None:
        """Remember the window's place on one screen; other screens keep theirs."""
        text = f"{rect.x()},{rect.y()},{rect.width()},{rect.height()}"
        self.store.setValue(f"window/screens/{screen}", text + (",maximised" if maximised else ""))
