"""The replay viewer: a finished or saved game, turn by turn.

It shows the table as the game's own table scene does, every rack (the
game is over, nothing is secret any more) or one seat's view (its own rack,
the others as counts; of a game not over only the rack its one person saw,
or none), and steps forward and back, plays on by itself at a
chosen speed, or jumps to a turn. A play glides into place step by step as
a computer's play does in the game (:func:`~rummy_desktop.app.playback.play_steps`).
Every position comes from the :class:`~rummy_desktop.app.replay.Replay`;
the window only draws it. The controls and their timing are every replay's
(:class:`~rummy_desktop.ui.replay_viewer.ReplayViewer`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from PySide6.QtWidgets import QGridLayout, QWidget

from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.log_words import turn_line
from rummy_desktop.app.playback import Layout
from rummy_desktop.app.replay import Replay, ReplayStep
from rummy_desktop.app.round_sheet import tile_headline
from rummy_desktop.app.seats import Seat
from rummy_desktop.core.state import GameState, NextRound
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile, tile
from rummy_desktop.core.views import EventKind
from rummy_desktop.ui.board_views import TableView
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.replay_viewer import ReplayViewer, SeatRows
from rummy_desktop.ui.table_scene import TableScene
from rummy_desktop.ui.tile_item import describe_tile
from rummy_desktop.ui.tile_strip import TileStrip

GLIDE_SHARE: Final = 0.7
"""Share of a step spent gliding, as in the game window."""


class RackStrip(TileStrip):
    """A tile strip whose tiles change as the replay moves."""

    def set_tiles(self, tiles: Sequence[Tile]) -> None:
        self.tiles = tuple(tiles)
        words = ", ".join(describe_tile(t) for t in self.tiles)
        self.setAccessibleName(words or translate("TileStrip", "no tiles"))
        self.setToolTip(words)
        self.updateGeometry()
        self.update()


def layout_table(layout: Layout, like: Table) -> Table:
    """A table holding the tiles of ``layout``, the size of ``like``."""
    shown = Table(rows=like.rows, columns=like.columns)
    for tid, cell in layout.items():
        shown.place(tile(tid), cell)
    return shown


def describe_step(step: ReplayStep, after: GameState, seats: Sequence[Seat]) -> str:
    """What the step did, in the game log's own words."""
    if isinstance(step.action, NextRound):
        return fill(
            translate("Replay", "Round %1 is dealt; %2 begins."),
            step.round_number,
            seats[after.current].name,
        )
    name = seats[step.seat].name
    events = [
        e
        for e in after.log
        if (e.round_number, e.turn, e.seat) == (step.round_number, step.turn, step.seat)
    ]
    text = turn_line(events, name, describe_tile)  # the game log's own line
    if after.round_over and after.round_score is not None:
        text += " " + tile_headline(after, tuple(seats), after.match_over())
    return text


class ReplayWindow(ReplayViewer):
    """Watch one tile game again; non-modal, beside the game window.

    Args:
        replay: the game's positions.
        seats: who sat where.
        title: what the window is called (the players, or the file).
        speed: the game's computer speed name, to start with.
        kept: None when the game is not on the shelf of finished games,
            else whether the user keeps it (a "Keep this game" box is shown).

    Signals:
        keepChanged(bool): the user ticked or cleared "Keep this game".
    """

    def __init__(
        self,
        replay: Replay,
        seats: Sequence[Seat],
        title: str,
        *,
        speed: str = "normal",
        kept: bool | None = None,
        parent: QWidget | None = None,
    ) -> None:
        self.replay = replay
        self.seats = tuple(seats)
        self.state = replay.state_at(0)
        super().__init__(
            replay,
            self.seats,
            title,
            translate("Replay", "Every rack"),
            translate("Replay", "No racks until the game is over"),
            speed=speed,
            kept=kept,
            parent=parent,
        )

    # -- building -------------------------------------------------------------
    @override
    def _build_board(self) -> QWidget:
        self.table_scene = TableScene(self)
        self.table_view = TableView(self.table_scene)
        self.table_view.setInteractive(False)
        return self.table_view

    @override
    def _build_seats(self) -> QGridLayout:
        self.rows = SeatRows([who.name for who in self.seats], lambda: RackStrip(()))
        self.rack_strips = self.rows.strips
        self.count_labels = self.rows.count_labels
        return self.rows.grid

    # -- a position -------------------------------------------------------------
    @override
    def _load(self, position: int, frames: bool) -> list[Layout]:
        """A play glides into place step by step, as a computer's play does in the game."""
        before = self.state
        self.state = self.replay.state_at(position)
        return self.replay.table_moves(before, position) if frames else []

    @override
    def _show_frame(self, frame: Layout) -> None:
        glide = int(self.speed_ms * GLIDE_SHARE)
        self.table_scene.sync(layout_table(frame, self.state.table), glide_ms=glide, fit_grid=False)

    @override
    def _round_number(self) -> int:
        return self.state.round_number

    @override
    def _step_text(self) -> str:
        if self.position == 0:
            return fill(
                translate("Replay", "The first deal; %1 begins."),
                self.seats[self.state.current].name,
            )
        return describe_step(self.replay.step_into(self.position), self.state, self.seats)

    # -- drawing ----------------------------------------------------------------
    @override
    def _draw_board(self, *, glide: bool) -> None:
        state = self.state
        played: frozenset[int] = frozenset()
        if self.position > 0 and not isinstance(
            self.replay.step_into(self.position).action, NextRound
        ):
            step = self.replay.step_into(self.position)
            played = frozenset(
                t.id
                for e in state.log
                if (e.round_number, e.turn, e.seat) == (step.round_number, step.turn, step.seat)
                and e.kind is EventKind.PLAY
                for t in e.played
            )
        self.table_scene.sync(
            state.table,
            max_jokers=state.rules.max_jokers_per_meld,
            last_played=played,
            glide_ms=int(self.speed_ms * GLIDE_SHARE) if glide else 0,
        )
        # Nobody drops tiles here: the room the scene offers for growth is
        # fitted too, so a wide table never brings scroll bars.
        scene = self.table_scene
        scene.base_rows, scene.base_columns = scene.rows, scene.columns
        self.table_view.refit()

    @override
    def _draw_seats(self) -> None:
        state = self.state
        for seat, strip in enumerate(self.rack_strips):
            rack = state.racks[seat]
            shown = self.shows(seat)
            strip.set_tiles(rack if shown else ())
            count = (
                translate("Replay", "1 tile")
                if len(rack) == 1
                else fill(translate("Replay", "%1 tiles"), len(rack))
            )
            on_turn = seat == state.current and not state.round_over
            self.rows.show_seat(seat, shown=shown, count=count, on_turn=on_turn)
