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
    Discard,
    Draw,
    Pass,
    Penalty,
    PenaltyReason,
    Play,
    TurnAction,
)
from rummy_desktop.core.discard import table_discards
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
    stack_taken: bool = False


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
        self.stack_tile = state.stack_top()
        """Draw and discard: the previous player's stack top, which this turn may take."""
        self.stack_taken = False
        """Draw and discard: the stack tile was taken (it is on the rack or the table)."""
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
        self._check_taken(moving)
        if len(moving) != len(moves):
            raise IllegalMove("the same tile cannot go to two cells")
        targets = [cell for _, cell in moves]
        if len(set(targets)) != len(targets):
            raise IllegalMove("two tiles cannot share one cell")
        for cell in targets:
            here = self.table[cell]
            if here is not None and here.id not in moving:
                raise IllegalMove(f"that cell already holds {here}")
        touches = any(not self.came_from_rack(t) for t, _ in moves)
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
        return [t for t in self.table.tiles() if self.came_from_rack(t)]

    def came_from_rack(self, t: Tile) -> bool:
        """Whether ``t`` is the player's to move back and forth (a stack tile too)."""
        return t.id in self._own or t == self.stack_tile

    def may_go_to_rack(self, t: Tile) -> bool:
        """Whether ``t`` may be put on the rack: a tile of this turn's rack, or,
        under ``released_joker_to_rack``, a joker from the table (the referee
        judges at "Done" whether it was released)."""
        if self.came_from_rack(t):
            return True
        table_joker = t.is_joker and self._start.table.cell_of(t) is not None
        melded = self.state.melded[self.seat]  # before it, the table is not to be touched
        return table_joker and melded and self._rules.released_joker_to_rack

    def is_changed(self) -> bool:
        return self.table != self._start.table or self.stack_taken

    def problems(self) -> list[Problem]:
        """Every reason the turn cannot end yet; enable "Done" when empty."""
        if self.draw_and_discard:
            found = self.state.discard_problems(self._closing())
        else:
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
        if self.draw_and_discard:
            return self._end_by_discard(self._closing())
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

        Under draw and discard this is the take from the pool, which does not
        end the turn (see :meth:`take_from_pool`).
        """
        if self.draw_and_discard and self.state.can_draw():
            return self.take_from_pool()
        if self.draw_and_discard and not self.state.can_pass():
            raise IllegalMove(str(words.phrase(words.DISCARD_NEEDED)))
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
        if self.draw_and_discard:
            return self._expire_by_discard()
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
        if isinstance(action, Discard):
            kept_order = [t for t in kept_order if t != action.tile]
        if isinstance(action, Play | Discard) and not self.state.round_over:
            remaining = self.state.racks[self.seat]
            order = _same_order(kept_order, remaining)
            if remaining and [t.id for t in remaining] != [t.id for t in order]:
                self.state.apply(ArrangeRack(self.seat, tuple(order)))
        return action

    @property
    def _rules(self) -> RuleSet:
        return self.state.rules_for(self.seat)

    # -- draw and discard (RULES.md section 8) -------------------------------
    @property
    def draw_and_discard(self) -> bool:
        return self.state.rules.draw_and_discard

    @property
    def has_taken(self) -> bool:
        """Whether this turn's tile was taken (the pool's top, or the stack tile)."""
        return self.state.taken is not None or self.stack_taken

    def take_from_pool(self) -> TurnAction:
        """Begin a draw-and-discard turn with the pool's top tile: a real action of the game.

        The tile is hidden until drawn, so unlike the stack tile this cannot be
        scratch work: the game applies a :class:`Draw` and the turn goes on.
        Under ``ends_on_last_draw`` the last tile may end the round at once.

        Raises:
            IllegalMove: not draw and discard, a tile was taken already, or the pool is empty.
        """
        if not self.draw_and_discard:
            raise IllegalMove("these rules have no take from the pool: draw instead")
        if self.has_taken:
            raise IllegalMove("a tile was taken this turn already")
        order = list(self.rack)
        self.reset()
        self.state.apply(Draw())
        if self.state.round_over:
            return Draw()
        drawn = [t for t in self.state.racks[self.seat] if t not in order]
        self.rack = [*order, *drawn]
        self._start = _Snapshot(self.state.table.copy(), tuple(self.rack))
        self._own = self._own | {t.id for t in drawn}
        self.open_tile = self.state.open_tile()
        self.stack_tile = None
        self._undo.clear()
        return Draw()

    def discard(self, t: Tile) -> TurnAction:
        """End a draw-and-discard turn by putting rack tile ``t`` onto the own stack.

        With a table the referee refuses, the friendly rules refuse the discard
        (nothing changes); with ``invalid_turn_penalty`` the tiles go back (a
        stack tile to its stack) and the penalty is drawn.

        Raises:
            IllegalMove: the turn may not end like this; the message says why.
        """
        if t not in self.rack:
            raise IllegalMove(f"{t} is not on your rack: only a rack tile can be discarded")
        return self._end_by_discard(Discard(self.table.copy(), t, self.stack_taken))

    def _closing(self) -> Discard:
        """The turn as it stands, ended by "Done": the discard is a played tile added
        to a meld when one makes the turn legal, else none."""
        table = self.table.copy()
        candidates = table_discards(table, self.played()) if self.rack else []
        for t in candidates:
            action = Discard(table, t, self.stack_taken)
            if not self.state.discard_problems(action):
                return action
        return Discard(table, None, self.stack_taken)

    def _end_by_discard(self, action: Discard) -> TurnAction:
        problems = self.state.discard_problems(action)
        if not problems:
            return self._commit(action)
        # A missing discard is still to come, never a fault to penalise.
        faults = [p for p in problems if p.code is not ProblemCode.DISCARD_NEEDED]
        if self.state.rules.invalid_turn_penalty and self.has_taken and faults:
            self.reset()
            return self._commit(Penalty(PenaltyReason.INVALID_TURN))
        raise IllegalMove("; ".join(p.message for p in problems))

    def _expire_by_discard(self) -> TurnAction:
        """Time is up in draw and discard: tiles back and the penalty on an invalid table;
        else the turn ends with the discard made for the player.

        The engine discards the tile taken from the pool if it is still on the
        rack, else the rightmost rack tile; a player who had not taken a tile
        yet takes the pool's top first (or passes on an empty pool).
        """
        closing = self._closing()
        problems = [
            p
            for p in self.state.discard_problems(closing)
            if p.code not in (ProblemCode.DISCARD_NEEDED, ProblemCode.TILE_NOT_TAKEN)
        ]
        if problems:
            self.reset()
            return self._commit(Penalty(PenaltyReason.TIMER))
        if not self.has_taken:
            self.reset()
            if not self.state.can_draw():
                return self._commit(Pass())
            self.take_from_pool()
            if self.state.round_over:
                return Draw()
            closing = Discard(self.table.copy(), None, False)
        if closing.tile is None and self.rack:
            taken = self.state.taken
            tile = taken if taken is not None and taken in self.rack else self.rack[-1]
            closing = Discard(closing.table, tile, closing.from_stack)
        if self.state.discard_problems(closing):
            self.reset()
            return self._commit(Penalty(PenaltyReason.TIMER))
        return self._commit(closing)

    def _check_taken(self, moving: set[int]) -> None:
        """Draw and discard: nothing moves on the table before the turn's tile is taken."""
        if not self.draw_and_discard or self.has_taken:
            return
        if self.stack_tile is not None and self.stack_tile.id in moving:
            return
        raise IllegalMove(str(words.phrase(words.TILE_NOT_TAKEN)))

    # -- internals ----------------------------------------------------------
    def _lift(self, t: Tile) -> None:
        if t == self.stack_tile and not self.stack_taken:
            self.stack_taken = True  # taken from the previous player's stack
            return
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
        return _Snapshot(self.table.copy(), tuple(self.rack), self.stack_taken)

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
        self.stack_taken = snap.stack_taken


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
