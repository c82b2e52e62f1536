"""Watching an online table by its watch code: what every seat may see, for the window.

The table sends a watcher the public part of a seat's view (``watch_view``:
never a rack or a hand), the lobby, the clock and the result, tiles and cards
alike (``docs/online-protocol.md``). This object keeps the latest of each and
says them in words; the watch window draws from it and sends nothing back.

Signals:
    changed(): something the window shows changed.
    failed(str): the table cannot be watched (a wrong code, a table gone).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.online.chat import one_line
from rummy_desktop.app.online.countdown import TurnCountdown
from rummy_desktop.app.online.refusals import gone_words, paused_words, result_words
from rummy_desktop.app.online.seat import OnlineSeat
from rummy_desktop.core.errors import RummyError
from rummy_desktop.core.table import Table
from rummy_desktop.families import TILES
from rummy_desktop.online.codec import table_from_json


class OnlineWatch(QObject):
    """A table watched from this window; ``seat`` is an :class:`OnlineSeat` made with
    ``watch=True`` (its token is the table's watch code)."""

    changed = Signal()
    failed = Signal(str)

    def __init__(self, seat: OnlineSeat, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.game = TILES
        self.view: dict[str, Any] | None = None
        self.at = -1
        self.lobby: list[dict[str, Any]] = []
        self.paused = False
        self.result: dict[str, Any] | None = None
        self.closed = ""
        self.countdown = TurnCountdown(self)
        self.countdown.ticked.connect(self.changed)
        seat.welcomed.connect(self._watching)
        seat.viewed.connect(self._viewed)
        seat.lobby.connect(self._seats)
        seat.clock.connect(self._clock)
        seat.finished.connect(self._finished)
        seat.gone.connect(lambda _why: self._failed(gone_words()))
        seat.failed.connect(self._failed)

    # -- what the table says -------------------------------------------------
    def _watching(self, message: dict[str, Any]) -> None:
        self.game = str(message.get("game", TILES))
        self._seats(message)

    def _seats(self, message: dict[str, Any]) -> None:
        self.lobby = list(message.get("seats") or [])
        self.paused = bool(message.get("paused", self.paused))
        self.changed.emit()

    def _viewed(self, message: dict[str, Any]) -> None:
        view = message.get("view")
        if isinstance(view, dict) and not self.closed:
            self.view, self.at = view, int(message.get("at", -1))
            self.changed.emit()

    def _clock(self, message: dict[str, Any]) -> None:
        left = message.get("seconds_left")
        seconds = float(left) if isinstance(left, int | float) else None
        self.paused = bool(message.get("paused"))
        self.countdown.set(seconds, bool(message.get("running")) and not self.closed)
        self.changed.emit()

    def _finished(self, result: dict[str, Any]) -> None:
        self.result = result
        self.countdown.clear()
        self.changed.emit()

    def _failed(self, why: str) -> None:
        if self.closed or self.result is not None:
            return
        self.closed = why or "?"
        self.countdown.clear()
        self.failed.emit(why)
        self.changed.emit()

    # -- in words ----------------------------------------------------------------
    @property
    def seconds_left(self) -> float | None:
        return self.countdown.seconds

    @property
    def names(self) -> list[str]:
        if self.view is not None:
            return [one_line(str(n)) for n in self.view.get("names", [])]
        return [one_line(str(s.get("name", ""))) for s in self.lobby]

    @property
    def on_turn(self) -> int | None:
        view = self.view
        if view is None:
            return None
        seat = view.get("current" if self.game == TILES else "turn")
        return seat if isinstance(seat, int) else None

    def status(self) -> str:
        """What the table is doing, for the status line."""
        if self.result is not None:
            return result_words(self.result)
        if self.closed:
            return translate("OnlinePlay", "The game cannot go on at this table.")
        if self.view is None:
            return translate("OnlinePlay", "Waiting for the host to start…")
        if self.paused:
            return paused_words()
        seat, names = self.on_turn, self.names
        if seat is None or not 0 <= seat < len(names):
            return ""
        return fill(translate("OnlinePlay", "%1 is playing…"), names[seat])

    def player_lines(self) -> list[str]:
        """Each player with the tiles or cards they hold (never which) and their points."""
        view = self.view
        if view is None:
            return self.names
        sizes = view.get("rack_sizes" if self.game == TILES else "hand_counts") or []
        totals = view.get("totals") or []
        lines = []
        for seat, name in enumerate(self.names):
            held = sizes[seat] if seat < len(sizes) else 0
            points = totals[seat] if seat < len(totals) else 0
            if self.game == TILES:
                line = fill(
                    translate("OnlineWindow", "%1: %2 tiles, %3 points"), name, held, points
                )
            else:
                line = fill(translate("OnlineWatch", "%1: %2 cards, %3 points"), name, held, points)
            lines.append(line)
        return lines

    def tile_table(self) -> Table | None:
        """The tiles on the table (a tile game), or None."""
        if self.view is None or self.game != TILES:
            return None
        try:
            return table_from_json(self.view.get("table"))
        except RummyError:
            return None

    def card_melds(self) -> list[str]:
        """The melds on the table of a card game, each as its faces."""
        if self.view is None or self.game == TILES:
            return []
        melds = self.view.get("table") or []
        return [
            " ".join(str(face) for face in meld.get("faces", []))
            for meld in melds
            if isinstance(meld, dict)
        ]

    def stop(self) -> None:
        """Stop watching (the connection's thread ends)."""
        self.countdown.timer.stop()
        self.seat.stop()
