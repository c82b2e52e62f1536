"""A turn in progress: the hands-on part of a turn, before it is committed.

A person works on the table tile by tile, makes mistakes, undoes them, and
only then says "Done". :class:`Turn` holds that scratch work apart from the
game state; nothing it does changes the game until :meth:`Turn.end_turn`
turns the final table into one :class:`~rummy_desktop.core.actions.Play`
that the referee judges like any other. So "reset turn" is always exact: the
state never saw the scratch work.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rummy_desktop.core.actions import (
    ArrangeRack,
    Draw,
    Pass,
    Penalty,
    PenaltyReason,
    Play,
    TurnAction,
)
from rummy_desktop.core.errors import IllegalMove
from rummy_desktop.core.melds import check_meld
from rummy_desktop.core.referee import Problem, ProblemCode
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Cell, Table
from rummy_desktop.core.tiles import Tile


@dataclass(frozen=True, slots=True)
class _Snapshot:
    table: Table
    rack: tuple[Tile, ...]


class Turn:
    """Scratch work of the seat on turn, over a game state it never changes.

    Args:
        state: the game; its current seat is the one playing.
    """

    def __init__(self, state: GameState) -> None:
        if state.round_over:
            raise IllegalMove("the round is over")
        self.state = state
        self.seat = state.current
        self._start = _Snapshot(state.table.copy(), tuple(state.racks[self.seat]))
        self.open_tile = state.open_tile()
        """The open last tile, which this turn may use only to go out."""
        open_ids = {self.open_tile.id} if self.open_tile is not None else set()
        self._own = frozenset({t.id for t in self._start.rack} | open_ids)
        self.table = state.table.copy()
        self.rack: list[Tile] = list(self._start.rack)
        self._undo: list[_Snapshot] = []
        self._lifts = 0
        self._left_at: dict[int, tuple[int, int]] = {}
        """For each tile that left the rack: when (a count) and from which slot;
        its slot again if it comes back."""

    # -- moves ------------------------------------------------------------
    def move_to_cell(self, t: Tile, cell: Cell) -> None:
        """Put a tile from the rack or the table on a free cell."""
        self.move_tiles([(t, cell)])

    def move_tiles(self, moves: Sequence[tuple[Tile, Cell]]) -> None:
        """Move several tiles at once (a whole meld): all of them or none.

        Raises:
            IllegalMove: a tile is not the player's to move, or a target cell
                is taken by a tile that is not moving too.
        """
        moving = {t.id for t, _ in moves}
        if len(moving) != len(moves):
            raise IllegalMove("the same tile cannot go to two cells")
        targets = [cell for _, cell in moves]
        if len(set(targets)) != len(targets):
            raise IllegalMove("two tiles cannot share one cell")
        for cell in targets:
            here = self.table[cell]
            if here is not None and here.id not in moving:
                raise IllegalMove(f"that cell already holds {here}")
        before = self._snapshot()
        try:
            for t, _ in moves:
                self._lift(t)
            for t, cell in moves:
                self.table.place(t, cell)
        except IllegalMove:
            self._restore(before)
            raise
        self._undo.append(before)

    def move_to_rack(self, t: Tile, index: int | None = None) -> None:
        """Take a tile played this turn back to the rack, or reorder the rack.

        Raises:
            IllegalMove: the tile was on the table when the turn began.
        """
        if t.id not in self._own:
            raise IllegalMove(
                f"{t} was on the table when your turn began: it must stay on the table"
            )
        before = self._snapshot()
        self._lift(t)
        if t == self.open_tile:  # it goes back to the pool, not onto the rack
            self._undo.append(before)
            return
        position = len(self.rack) if index is None else max(0, min(index, len(self.rack)))
        self.rack.insert(position, t)
        self._undo.append(before)

    def arrange_rack(self, order: Sequence[Tile]) -> None:
        """Put the rack in a new order (sorting); the same tiles, nothing else.

        The order is the player's own, not part of the turn: it is no undo
        step, and Undo and Reset keep it (see :meth:`_restore`).
        """
        if sorted(t.id for t in order) != sorted(t.id for t in self.rack):
            raise IllegalMove("a new rack order must hold exactly the tiles of the rack")
        self.rack = list(order)

    def undo(self) -> bool:
        """Take back the last move; False when there is nothing to undo."""
        if not self._undo:
            return False
        self._restore(self._undo.pop())
        return True

    def reset(self) -> None:
        """Put every tile back where it was when the turn began."""
        self._restore(self._start)
        self._undo.clear()

    # -- questions ----------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    def played(self) -> list[Tile]:
        """Rack tiles now on the table."""
        return [t for t in self.table.tiles() if t.id in self._own]

    def came_from_rack(self, t: Tile) -> bool:
        return t.id in self._own

    def is_changed(self) -> bool:
        return self.table != self._start.table

    def problems(self) -> list[Problem]:
        """Every reason the turn cannot end yet; enable "Done" when empty."""
        return self.state.problems(Play(self.table.copy()))

    def can_end(self) -> bool:
        return not self.problems()

    def invalid_rows(self) -> list[int]:
        """Rows holding a meld that is not valid, to mark them while the player works."""
        limit = self.state.rules.max_jokers_per_meld
        return sorted({m.row for m in self.table.melds() if not check_meld(m.kinds, limit).valid})

    def start_table(self) -> Table:
        return self._start.table.copy()

    # -- ending -------------------------------------------------------------
    def end_turn(self) -> TurnAction:
        """Commit the turn and return the action that was applied.

        With nothing played and the table still valid this draws (or passes
        on an empty pool), as the rules ask of a player who does not play.
        With an invalid table the friendly rules refuse; with
        ``invalid_turn_penalty`` the tiles go back and the penalty is drawn.

        Raises:
            IllegalMove: the turn may not end; the message lists why.
        """
        problems = self.problems()
        if not self.played() and all(p.code is ProblemCode.NOTHING_PLAYED for p in problems):
            return self.draw()
        if problems:
            if self.state.rules.invalid_turn_penalty:
                return self._commit(Penalty(PenaltyReason.INVALID_TURN))
            raise IllegalMove("; ".join(p.message for p in problems))
        return self._commit(Play(self.table.copy()))

    def draw(self) -> TurnAction:
        """Give up the scratch work and draw a tile (pass if the pool is empty)."""
        self.reset()
        return self._commit(Draw() if self.state.can_draw() else Pass())

    def expire(self) -> TurnAction:
        """The turn timer ran out: a valid play ends the turn, anything else is penalised."""
        problems = self.problems()
        codes = {p.code for p in problems}
        if not problems:
            return self._commit(Play(self.table.copy()))
        if codes == {ProblemCode.NOTHING_PLAYED} and not self.is_changed():
            return self.draw()
        self.reset()
        return self._commit(Penalty(PenaltyReason.TIMER))

    def _commit(self, action: TurnAction) -> TurnAction:
        kept_order = list(self.rack)
        self.state.apply(action)
        if isinstance(action, Play):
            remaining = self.state.racks[self.seat]
            if remaining and [t.id for t in remaining] != [t.id for t in kept_order]:
                self.state.apply(ArrangeRack(self.seat, tuple(kept_order)))
        return action

    # -- internals ----------------------------------------------------------
    def _lift(self, t: Tile) -> None:
        for i, here in enumerate(self.rack):
            if here.id == t.id:
                del self.rack[i]
                self._lifts += 1
                self._left_at[t.id] = (self._lifts, i)
                return
        cell = self.table.cell_of(t)
        if cell is None:
            if t == self.open_tile:
                return  # taken from the pool, where it lies face up
            raise IllegalMove(f"{t} is neither on your rack nor on the table")
        self.table.remove(cell)

    def _snapshot(self) -> _Snapshot:
        return _Snapshot(self.table.copy(), tuple(self.rack))

    def _restore(self, snap: _Snapshot) -> None:
        """Go back to a snapshot's table and rack tiles, in the rack order the
        player has now; a tile coming back from the table takes its old place."""
        self.table = snap.table.copy()
        wanted = {t.id for t in snap.rack}
        rack = [t for t in self.rack if t.id in wanted]
        kept = {t.id for t in rack}
        back = [t for t in snap.rack if t.id not in kept]
        # Put back the last tile to leave first: each then finds its old slot.
        back.sort(key=lambda t: self._left_at.get(t.id, (-1, 0))[0], reverse=True)
        for t in back:
            index = self._left_at.get(t.id, (-1, snap.rack.index(t)))[1]
            rack.insert(min(index, len(rack)), t)
        self.rack = rack
