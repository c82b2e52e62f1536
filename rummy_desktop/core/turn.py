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

from rummy_desktop.core import wording as words
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
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Cell, Table
from rummy_desktop.core.tiles import Tile
from rummy_desktop.core.wording import phrase


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
        self._touched_before_meld = False
        """A table tile was moved before the initial meld (an illegal act, RULES.md 4)."""

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
        touches = any(t.id not in self._own for t, _ in moves)
        if touches and not self.state.melded[self.seat]:
            if not self._rules.invalid_turn_penalty:
                reason = phrase(words.INITIAL_MELD_TOUCHED)
                raise IllegalMove(str(reason), reason)
            self._touched_before_meld = True
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
        if not self.may_go_to_rack(t):
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
        """Put the rack in a new order (sorting); the same tiles, nothing else."""
        if sorted(t.id for t in order) != sorted(t.id for t in self.rack):
            raise IllegalMove("a new rack order must hold exactly the tiles of the rack")
        self._undo.append(self._snapshot())
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

    def may_go_to_rack(self, t: Tile) -> bool:
        """Whether ``t`` may be put on the rack: a tile of this turn's rack, or,
        under ``released_joker_to_rack``, a joker from the table (the referee
        judges at "Done" whether it was released)."""
        if t.id in self._own:
            return True
        table_joker = t.is_joker and self._start.table.cell_of(t) is not None
        melded = self.state.melded[self.seat]  # before it, the table is not to be touched
        return table_joker and melded and self._rules.released_joker_to_rack

    def is_changed(self) -> bool:
        return self.table != self._start.table

    def problems(self) -> list[Problem]:
        """Every reason the turn cannot end yet; enable "Done" when empty."""
        found = self.state.problems(Play(self.table.copy()))
        touched = ProblemCode.INITIAL_MELD_TOUCHED_TABLE
        if self._touched_before_meld and all(p.code is not touched for p in found):
            found.insert(0, Problem(touched, phrase(words.INITIAL_MELD_TOUCHED)))
        return found

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
        if _only_nothing_played(problems):
            return self.draw()
        if problems:
            if self._rules.invalid_turn_penalty:
                self.reset()
                return self._commit(Penalty(PenaltyReason.INVALID_TURN))
            raise IllegalMove("; ".join(p.message for p in problems))
        return self._commit(Play(self.table.copy()))

    def draw(self) -> TurnAction:
        """Give up the scratch work and draw a tile (pass if the pool is empty).

        After an illegal act (touching the table before the initial meld,
        under ``invalid_turn_penalty``) ending the turn is penalised instead.
        """
        self.reset()
        if self._touched_before_meld:
            return self._commit(Penalty(PenaltyReason.INVALID_TURN))
        return self._commit(Draw() if self.state.can_draw() else Pass())

    def expire(self) -> TurnAction:
        """The turn timer ran out (RULES.md section 4).

        A valid play ends the turn. A valid table where no rack tile was
        played (the player only rearranged, or did nothing) goes back and
        the player draws one tile, as after "Done" without playing: no
        penalty. Only a table that is not valid costs ``penalty_tiles``.
        """
        problems = self.problems()
        if not problems:
            return self._commit(Play(self.table.copy()))
        if _only_nothing_played(problems):
            return self.draw()
        self.reset()
        return self._commit(Penalty(PenaltyReason.TIMER))

    def _commit(self, action: TurnAction) -> TurnAction:
        kept_order = list(self.rack)
        self.state.apply(action)
        if isinstance(action, Play):
            remaining = self.state.racks[self.seat]
            order = _same_order(kept_order, remaining)
            if remaining and [t.id for t in remaining] != [t.id for t in order]:
                self.state.apply(ArrangeRack(self.seat, tuple(order)))
        return action

    @property
    def _rules(self) -> RuleSet:
        return self.state.rules_for(self.seat)

    # -- internals ----------------------------------------------------------
    def _lift(self, t: Tile) -> None:
        for i, here in enumerate(self.rack):
            if here.id == t.id:
                del self.rack[i]
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
        self.table = snap.table.copy()
        self.rack = list(snap.rack)


def _only_nothing_played(problems: Sequence[Problem]) -> bool:
    """A valid table where no rack tile was played: the turn ends as a draw."""
    return bool(problems) and all(p.code is ProblemCode.NOTHING_PLAYED for p in problems)


def _same_order(wanted: Sequence[Tile], rack: Sequence[Tile]) -> list[Tile]:
    """``rack`` in the order of ``wanted``, matched by kind.

    The referee may read a play as using the other copy of a tile than the
    one the player dragged (the two look the same), so the rack left over is
    put in the player's order by what each tile shows.
    """
    left = list(rack)
    order: list[Tile] = []
    for t in wanted:
        same = next((r for r in left if r.id == t.id), None) or next(
            (r for r in left if r.kind == t.kind), None
        )
        if same is not None:
            left.remove(same)
            order.append(same)
    return order + left
