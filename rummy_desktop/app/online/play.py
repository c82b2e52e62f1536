"""A remote seat played in the window: the table's views in, the player's moves out.

The table (:mod:`rummy_desktop.online`) holds the game; the window only ever
sees this seat's :class:`~rummy_desktop.core.views.PlayerView`. While it is
this seat's turn the player rearranges tiles on a *stand-in* position built
from that view alone (own rack, the table, who has melded; no other rack, an
empty pool), with the core's own :class:`~rummy_desktop.core.turn.Turn`, so
moves are checked and problems listed exactly as in a game at home. "Done"
sends the table as the player leaves it; the table's referee has the last
word, and its refusal reasons come back as a refused move.

What the window draws is a :class:`~rummy_desktop.app.board.BoardModel`,
as for a game at home, so the same scenes and the same drag code serve both.

Hint works as at home: the solver looks at this seat's view alone (its own
rack and the table) on a worker thread, and the hint is kept here for the
window of this seat, step by step; it is never sent to the table, and every
move of "Do it for me" is a move of the turn in progress that Undo takes back.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from rummy_desktop.app.ai_worker import AiRunner
from rummy_desktop.app.board import BoardModel, Phase
from rummy_desktop.app.computers import HintFinder, default_hint_finder
from rummy_desktop.app.controller import MoveResult, sort_key_colour, sort_key_number
from rummy_desktop.app.hint import Hint, TileHints
from rummy_desktop.app.hint_shown import HintShown
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.log_words import log_lines
from rummy_desktop.app.online.chat import one_line
from rummy_desktop.app.online.refusals import (
    refusal_said,
)
from rummy_desktop.app.online.seat import OnlineSeat
from rummy_desktop.app.online.seat_play import OnlineSeatPlay, keep_order
from rummy_desktop.app.play_words import TileWords
from rummy_desktop.app.rule_speech import speak, speak_refusal
from rummy_desktop.app.scratch_turn import ScratchTurnMoves
from rummy_desktop.core.errors import IllegalMove, RummyError
from rummy_desktop.core.placing import place_tiles
from rummy_desktop.core.referee import ProblemCode
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Cell
from rummy_desktop.core.tiles import ALL_TILES, Tile, tile
from rummy_desktop.core.turn import Turn
from rummy_desktop.core.views import PlayerView
from rummy_desktop.core.wording import ALL_TEMPLATES, Phrase
from rummy_desktop.families import TILES
from rummy_desktop.online.codec import table_to_json, view_from_json


def stand_in(view: PlayerView) -> GameState:
    """A position holding only what ``view`` shows: enough to check this seat's turn."""
    opened = view.open_tile
    seen = {t.id for t in (*view.rack, *view.table.tiles())} | ({opened.id} if opened else set())
    # The tiles this seat cannot see stand on the other racks (in no order that
    # means anything); only the open last tile, when there is one, is in the pool.
    unseen = [t for t in ALL_TILES if t.id not in seen]
    other = (view.seat + 1) % view.players
    racks = [
        list(view.rack) if seat == view.seat else unseen if seat == other else []
        for seat in range(view.players)
    ]
    return GameState.from_position(
        view.rules,
        racks,
        view.table,
        pool=[opened] if opened is not None else [],
        current=view.seat,
        melded=view.melded,
        names=view.names,
    )


class OnlinePlay(OnlineSeatPlay, ScratchTurnMoves, HintShown[Hint]):
    """One remote seat for the window: the board to draw and the moves it allows.

    Undo and Reset turn are the scratch turn's moves and the hint is read as at
    home (:class:`~rummy_desktop.app.scratch_turn.ScratchTurnMoves`,
    :class:`~rummy_desktop.app.hint_shown.HintShown`); "Done" sends the turn.

    Signals (besides those of :class:`~rummy_desktop.app.online.seat_play.OnlineSeatPlay`):
        hintReady(object): the hint for this seat's window alone (None: drawing is best).

    Args:
        seat: the connection to the table.
        parent: the Qt parent.
        hint_finder: the solver used by Hint (the installed one by default; None
            when there is none).
        runner: the worker the hint is looked for on (tests may pass their own).
    """

    hintReady = Signal(object)  # noqa: N815 - Qt signal name

    def __init__(
        self,
        seat: OnlineSeat,
        parent: QObject | None = None,
        *,
        hint_finder: HintFinder | None = None,
        runner: AiRunner | None = None,
    ) -> None:
        super().__init__(seat, parent)
        self._hint_finder = hint_finder if hint_finder is not None else default_hint_finder()
        self._runner = runner if runner is not None else AiRunner(self)
        self._runner.finished.connect(self._on_hint_found)
        self._runner.failed.connect(self._on_hint_failed)
        self._hints = TileHints()
        """The hint for this seat's window alone (never sent to the table)."""
        self.view: PlayerView | None = None
        self.turn: Turn | None = None
        self._order: list[int] = []
        self.tile_words: TileWords = str
        """How refusals name tiles: the window sets its own words (the notation until then)."""

    # -- what the table says -------------------------------------------------
    def _viewed(self, message: dict[str, Any]) -> None:
        try:
            view = view_from_json(message["view"])
        except RummyError as exc:
            self.moveRefused.emit(str(exc))
            return
        if self.closed:
            return
        self.view, self.at, self.sent = view, int(message["at"]), False
        self.turn = None
        self._forget_hint()
        if view.rules.draw_and_discard:
            self._failed(translate("OnlinePlay", "draw and discard is not played online yet"))
            return
        if view.current == view.seat and self.result is None:
            try:
                self.turn = Turn(stand_in(view))
            except RummyError as exc:
                self.moveRefused.emit(str(exc))
        self._order = keep_order(self._order, [t.id for t in view.rack])
        self.connectionChanged.emit("")
        self.stateChanged.emit()

    def _welcomed(self, message: dict[str, Any]) -> None:
        game = message.get("game", TILES)
        if game != TILES:
            self.failed.emit(
                fill(translate("OnlinePlay", "this is a table of the card game %1"), game)
                + "; "
                + translate("OnlinePlay", "the window plays tile tables only")
            )
            return
        self._seats(message)

    def _said(self, message: dict[str, Any]) -> str:
        return refusal_said(message, ALL_TEMPLATES, self._speak)

    def _speak(self, words: Phrase) -> str:
        return speak(words, self.tile_words)

    def _stop_turn(self) -> None:
        self.turn = None
        self._forget_hint()

    def log_lines(self) -> list[str]:
        """What everybody played so far, one line per turn, as the game log at home says it."""
        view = self.view
        if view is None:
            return []
        names = [one_line(n) for n in view.names]
        return log_lines(view.log, names, self.tile_words)

    # -- what the window draws -----------------------------------------------
    @property
    def board(self) -> BoardModel:
        view = self.view
        if view is None:
            return BoardModel()
        turn = self.turn
        mine = turn is not None and not self.sent and not self.paused
        rack = list(turn.rack) if turn is not None else self._arranged(view.rack)
        table = turn.table.copy() if turn is not None else view.table.copy()
        problems = tuple(turn.problems()) if turn is not None else ()
        phase = Phase.MATCH_OVER if self.result is not None else Phase.THINKING
        return BoardModel(
            game=True,
            phase=Phase.HUMAN if mine else phase,
            on_turn=mine,
            table=table,
            rack=tuple(rack),
            open_tile=turn.open_tile if turn is not None else None,
            problems=problems,
            can_end=mine and not problems,
            can_undo=mine and turn is not None and turn.can_undo,
            changed=turn is not None and turn.is_changed(),
            played=frozenset(t.id for t in turn.played()) if turn is not None else frozenset(),
            invalid_rows=tuple(turn.invalid_rows()) if turn is not None else (),
            max_jokers=view.rules.max_jokers_per_meld,
            pool_empty=view.pool_size == 0,
            tiles_held=view.rack_sizes,
            current=view.current,
            round_number=view.round_number,
            turn_number=view.turn,
            melded=view.melded,
            totals=view.totals,
            pool_size=view.pool_size,
            open_last_tile=view.open_tile,
            preset=view.rules.preset,
            can_pass=view.can_pass,
        )

    def _arranged(self, rack: Sequence[Tile]) -> list[Tile]:
        by_id = {t.id: t for t in rack}
        return [by_id[i] for i in self._order if i in by_id]

    def _whose_turn(self) -> tuple[int, int, Sequence[str]] | None:
        view = self.view
        return None if view is None else (view.current, view.seat, view.names)

    # -- the player's intents -------------------------------------------------
    def _my_turn(self) -> Turn | None:
        return self.turn if not self.sent and not self.closed and not self.paused else None

    def _refuse(self, reason: str) -> MoveResult:
        self.moveRefused.emit(reason)
        return MoveResult(False, reason)

    def _not_now(self) -> MoveResult:
        return self._refuse(self._not_now_words())

    def _moved(self) -> MoveResult:
        self._follow_hint()
        self.stateChanged.emit()
        return MoveResult(True)

    def put_tiles(self, ids: Sequence[int], target: Cell, anchor: int | None = None) -> MoveResult:
        """Put these tiles here, arranged as a meld (the drop of a drag)."""
        turn = self._my_turn()
        if turn is None or self.view is None:
            return self._not_now()
        tiles = [tile(i) for i in ids]
        if not tiles:
            return self._refuse(translate("OnlinePlay", "no tiles to put down"))
        held = tile(anchor) if anchor is not None and anchor in set(ids) else tiles[0]
        limit = self.view.rules.max_jokers_per_meld
        try:
            turn.move_tiles(place_tiles(turn.table, tiles, target, held, limit))
        except (IllegalMove, ValueError) as exc:
            return self._refuse(speak_refusal(exc, self.tile_words))
        return self._moved()

    def move_to_rack(self, ids: Sequence[int], index: int | None = None) -> MoveResult:
        """Take tiles played this turn back to the rack (or move rack tiles within it)."""
        turn = self._my_turn()
        if turn is None:
            if all(i in self._order for i in ids):
                return self.move_in_rack(ids, index)
            return self._not_now()
        on_rack = {t.id for t in turn.rack}
        try:
            position = len(turn.rack) if index is None else index
            for offset, i in enumerate(i for i in ids if i not in on_rack):
                turn.move_to_rack(tile(i), position + offset)
        except IllegalMove as exc:
            return self._refuse(speak_refusal(exc, self.tile_words))
        if any(i in on_rack for i in ids):
            return self.move_in_rack(ids, index)
        return self._moved()

    def move_in_rack(self, ids: Sequence[int], index: int | None) -> MoveResult:
        """Rearrange the rack: allowed on and off turn (it is the player's own business)."""
        rack, chosen = self._rack(), set(ids)
        moving = [t for t in rack if t.id in chosen]
        if not moving:
            return self._refuse(translate("OnlinePlay", "those tiles are not on the rack"))
        slot = len(rack) if index is None else max(0, min(index, len(rack)))
        slot -= sum(1 for t in rack[:slot] if t.id in chosen)
        rest = [t for t in rack if t.id not in chosen]
        return self._arrange([*rest[:slot], *moving, *rest[slot:]])

    def sort_rack(self, by: str) -> MoveResult:
        """Sort the rack "colour" (runs side by side) or "number" (groups), as at home."""
        key = sort_key_colour if by == "colour" else sort_key_number
        return self._arrange(sorted(self._rack(), key=key))

    def _rack(self) -> list[Tile]:
        """The rack in the player's order (the turn's while one goes on), without
        building the whole board for it."""
        if self.turn is not None:
            return list(self.turn.rack)
        return [] if self.view is None else self._arranged(self.view.rack)

    def _arrange(self, order: list[Tile]) -> MoveResult:
        if self.turn is not None:
            self.turn.arrange_rack(order)
        self._order = [t.id for t in order]
        return self._moved()

    def discard(self, _ids: Sequence[int]) -> MoveResult:
        return self._refuse(translate("OnlinePlay", "draw and discard is not played online yet"))

    def end_turn(self) -> MoveResult:
        """Send the table as the player leaves it (the rules' default when nothing was played)."""
        turn = self._my_turn()
        if turn is None:
            return self._not_now()
        problems = turn.problems()
        if problems and all(p.code is ProblemCode.NOTHING_PLAYED for p in problems):
            return self.draw()
        if problems:
            return self._refuse("; ".join(speak(p.words, self.tile_words) for p in problems))
        return self._send({"type": "play", "table": table_to_json(turn.table)})

    def draw(self) -> MoveResult:
        """Give up the turn in progress and draw (or pass on an empty pool)."""
        turn = self._my_turn()
        if turn is None:
            return self._not_now()
        turn.reset()
        return self._send({"type": "default"})

    def _send(self, action: dict[str, Any]) -> MoveResult:
        self.sent = True
        self._forget_hint()  # the hint stays here: only the move goes to the table
        self.seat.play(self.at, action)
        return self._moved()

    def stop(self) -> None:
        self._forget_hint()
        self._runner.abort_and_wait()
        super().stop()

    # -- the hint, for this seat's window alone ---------------------------------
    @property
    def humans_on_turn(self) -> bool:
        """This seat is on turn and may move (the hint bar shows only then)."""
        return self._my_turn() is not None

    def request_hint(self) -> MoveResult:
        """Ask the solver for a play from this seat's own view, on a worker thread."""
        turn, view, finder = self._my_turn(), self.view, self._hint_finder
        if turn is None or view is None:
            return self._not_now()
        if finder is None:
            return self._refuse(
                translate("Controller", "hints need the solver, which is not installed")
            )
        hints = self._hints
        hints.hint, hints.step, hints.searching = None, 0, True
        hints.token = self._runner.start(lambda cancel: finder(view, cancel))
        self.stateChanged.emit()
        return MoveResult(True)

    def show_next_hint_step(self) -> MoveResult:
        """Show the next step of the hint (the last one stays shown)."""
        if self._my_turn() is None or not self._hints.next_step():
            return self._refuse(translate("Controller", "there is no hint to follow"))
        self.stateChanged.emit()
        return MoveResult(True)

    def play_hint(self) -> MoveResult:
        """Do it for me: make the hint's remaining steps, each a move Undo takes back."""
        hint, turn = self._hints.hint, self._my_turn()
        if hint is None or turn is None or not hint.steps:
            return self._refuse(translate("Controller", "there is no hint to follow"))
        return self._make_hint_steps(hint, turn)

    def dismiss_hint(self) -> None:
        """Put the hint away; nothing on the table changes."""
        self._forget_hint()
        self.stateChanged.emit()

    def _forget_hint(self) -> None:
        self._hints.token = -1  # a hint still being looked for answers a turn that is gone
        self._hints.forget()

    def _on_hint_found(self, token: int, result: object) -> None:
        turn = self._my_turn()
        if token == self._hints.token and turn is not None:
            self._hint_answered(turn, result)

    def _on_hint_failed(self, token: int, trace: str) -> None:
        if token == self._hints.token and self._my_turn() is not None:
            print(trace, file=sys.stderr)
            self._hint_lost()
