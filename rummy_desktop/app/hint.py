"""A hint as steps a child can follow, and the same hint after moves by hand.

A hint is the table a solver would leave. It is cut into steps, one changed
meld at a time (:func:`hint_steps`). When the person makes a step by hand,
anywhere on the table, the hint follows: :func:`settle` keeps every meld the
table already holds where it lies, so a step made one cell to the right of
the gold cells counts as done and is never asked again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rummy_desktop.ai.layout import lay_out
from rummy_desktop.app.hint_keeper import HintKeeper
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.playback import layout_of, play_steps
from rummy_desktop.core.errors import IllegalMove
from rummy_desktop.core.table import Cell, Table
from rummy_desktop.core.tiles import Tile, tile
from rummy_desktop.core.turn import Turn


@dataclass(frozen=True, slots=True)
class HintStep:
    """One step of a hint a child can follow: tiles and the cells they go to.

    Attributes:
        moves: each tile of the step and its cell on the table.
        from_rack: the tiles of ``moves`` that come from the rack.
        to_rack: tiles laid this turn that the hint takes back to the rack.
    """

    moves: tuple[tuple[Tile, Cell], ...]
    from_rack: tuple[Tile, ...] = ()
    to_rack: tuple[Tile, ...] = ()

    @property
    def table_tiles(self) -> tuple[Tile, ...]:
        """Tiles already on the table that this step moves."""
        own = {t.id for t in self.from_rack}
        return tuple(t for t, _ in self.moves if t.id not in own)


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested play, shown privately to the person who asked and never made
    unless they ask for it: the rack tiles it would use, a sentence, the table
    it would leave, the steps from the table now to that table, and how many
    steps the person has already made (by hand or not)."""

    tiles: tuple[Tile, ...]
    text: str
    table: Table | None = None
    steps: tuple[HintStep, ...] = ()
    done: int = 0

    @property
    def count(self) -> int:
        """All the steps of the hint, made or not."""
        return self.done + len(self.steps)


def hint_steps(now: Table, rack: Sequence[Tile], target: Table) -> tuple[HintStep, ...]:
    """The steps from the table ``now`` to ``target``, one changed meld at a time.

    Derived from the computer's own play-by-play (:func:`play_steps`), so a
    tile in the way is first moved aside in a step of its own.
    """
    rack_ids = {t.id for t in rack}
    before = layout_of(now)
    steps: list[HintStep] = []
    for layout in play_steps(now, target):
        moves = tuple(
            (tile(tid), cell) for tid, cell in sorted(layout.items()) if before.get(tid) != cell
        )
        to_rack = tuple(tile(tid) for tid in sorted(before) if tid not in layout)
        from_rack = tuple(t for t, _ in moves if t.id in rack_ids)
        if moves or to_rack:
            steps.append(HintStep(moves, from_rack, to_rack))
        before = layout
    return tuple(steps)


def settle(target: Table, now: Table) -> Table:
    """``target`` laid out around the table ``now``: a meld of ``target`` that
    ``now`` already holds (the same tiles, wherever they lie and in whatever
    order the person laid them) stays where it is; the others are placed as
    the computer would place them.

    Returns ``target`` itself when it cannot be laid out around ``now``.
    """
    held = {frozenset(t.id for t in m.tiles): m.tiles for m in now.melds()}
    melds = [held.get(frozenset(t.id for t in m.tiles), m.tiles) for m in target.melds()]
    try:
        return lay_out(now, melds)
    except IllegalMove:  # pragma: no cover - the target fitted once, so it fits again
        return target


def follow(hint: Hint, now: Table, rack: Sequence[Tile]) -> Hint | None:
    """The hint after the person moved tiles: the steps left from the table
    ``now``, counting the steps made as done.

    None once the table holds the hint's play, and when the person went
    another way: the move left more steps to make, or a tile where the hint
    would have to take it back to the rack.
    """
    if hint.table is None or not hint.steps:
        return None
    target = settle(hint.table, now)
    steps = hint_steps(now, rack, target)
    before = {t.id for s in hint.steps for t in s.to_rack}
    back = {t.id for s in steps for t in s.to_rack}
    if not steps or len(steps) > len(hint.steps) or not back <= before:
        return None
    done = hint.done + max(0, len(hint.steps) - len(steps))
    return Hint(hint.tiles, hint.text, target, steps, done)


def no_play_words(melded: bool, initial_meld_points: int) -> str:
    """Why the hint found no play, and what to do instead."""
    if not melded:
        return fill(
            translate(
                "Controller",
                "Hint: no play found. Your tiles make no melds worth %1 points together,"
                " which your first play needs: draw a tile.",
            ),
            initial_meld_points,
        )
    return translate(
        "Controller",
        "Hint: no play found. None of your tiles makes a new meld or fits a meld on the"
        " table, even with the table rearranged: draw a tile.",
    )


def make_steps(hint: Hint, turn: Turn) -> None:
    """Do it for me, at home and online: every step of the hint, each a move of the turn
    that Undo takes back. Every step, even after "Show next step": the steps are planned
    again from the table after each own move, so none is made yet.

    Raises:
        IllegalMove: a step the turn refused; the steps before it stay made.
    """
    for step in hint.steps:
        for t in step.to_rack:
            turn.move_to_rack(t)
        if step.moves:
            turn.move_tiles(step.moves)


class TileHints(HintKeeper[Hint]):
    """The hint of the person on turn at a home tile table.

    Put away, it forgets the hint but not the search: a hint still being looked
    for when the person put the last one away is shown when it comes.
    """

    def due(self) -> tuple[HintStep, ...]:
        """What "Do it for me" makes: every step (:func:`make_steps`)."""
        return self.hint.steps if self.hint is not None else ()

    def forget(self) -> None:
        self.hint, self.step, self.searching = None, 0, False
